import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../mulberry32.ts';
import { dayNumber } from './dayNumber.ts';
import { type CashFlow, type XirrResult, MAX_RATE, MIN_RATE, xirr } from './xirr.ts';

/** The rate of a result that must be computable, failing the test with the reason otherwise. */
function rateOf(result: XirrResult): number {
  if (!result.computable) throw new Error(`expected a rate, got not computable: ${result.reason}`);
  return result.rate;
}

/** Flows from [date, amount] pairs. */
const flows = (...pairs: [string, string][]): CashFlow[] => pairs.map(([date, amount]) => ({ date, amount }));

/**
 * The NPV of `cashFlows` at `rate`, computed independently of the module (plain powers, actual/365 from the first
 * date), relative to the sum of the magnitudes of its terms: 0 at a true root, whatever the size of the amounts.
 */
function relativeNpv(cashFlows: readonly CashFlow[], rate: number): number {
  const first = Math.min(...cashFlows.map((flow) => dayNumber(flow.date)));
  let value = 0;
  let magnitude = 0;
  for (const flow of cashFlows) {
    const term = Number(flow.amount) / (1 + rate) ** ((dayNumber(flow.date) - first) / 365);
    value += term;
    magnitude += Math.abs(term);
  }
  return value / magnitude;
}

/** Microsoft's XIRR documentation example. */
const EXCEL_EXAMPLE = flows(
  ['2008-01-01', '-10000'],
  ['2008-03-01', '2750'],
  ['2008-10-30', '4250'],
  ['2009-02-15', '3250'],
  ['2009-04-01', '2750'],
);

describe('xirr: known results', () => {
  it("matches Excel's documentation example, 0.373362535", () => {
    const result = xirr(EXCEL_EXAMPLE);
    expect(Math.abs(rateOf(result) - 0.373362535)).toBeLessThan(1e-6);
    expect(result).toMatchObject({ spanDays: 456 });
  });

  it('does not depend on the order of the flows', () => {
    expect(rateOf(xirr([...EXCEL_EXAMPLE].reverse()))).toBe(rateOf(xirr(EXCEL_EXAMPLE)));
  });

  it('gives 100 % for money doubled in exactly one year (365 days)', () => {
    expect(rateOf(xirr(flows(['2025-01-01', '-100'], ['2026-01-01', '200'])))).toBeCloseTo(1, 12);
  });

  it('counts a leap year as 366/365 of a year, as Excel does', () => {
    const rate = rateOf(xirr(flows(['2024-01-01', '-100'], ['2025-01-01', '200'])));
    expect(rate).toBeCloseTo(2 ** (365 / 366) - 1, 12);
  });

  it('gives −20 % for a fifth lost in a year', () => {
    expect(rateOf(xirr(flows(['2025-01-01', '-100.00'], ['2026-01-01', '80.00'])))).toBeCloseTo(-0.2, 12);
  });

  it('finds rates near −100 %', () => {
    expect(rateOf(xirr(flows(['2025-01-01', '-100'], ['2026-01-01', '1'])))).toBeCloseTo(-0.99, 12);
    expect(rateOf(xirr(flows(['2025-01-01', '-100'], ['2026-01-01', '0.02'])))).toBeCloseTo(-0.9998, 12);
  });

  it('finds very large rates: ×10 in 73 days is ×10⁵ a year', () => {
    const rate = rateOf(xirr(flows(['2025-01-01', '-100'], ['2025-03-15', '1000'])));
    expect(Math.abs(rate / 99_999 - 1)).toBeLessThan(1e-9);
  });

  it('finds a rate over decades, where the discount factors would overflow a float', () => {
    const rate = rateOf(xirr(flows(['1950-01-01', '-1000000.00'], ['2049-12-31', '1.00'])));
    expect(rate).toBeCloseTo(1e-6 ** (365 / (dayNumber('2049-12-31') - dayNumber('1950-01-01'))) - 1, 12);
  });

  it('gives exactly 0 % when the money comes back unchanged', () => {
    expect(xirr(flows(['2025-01-01', '-100.00'], ['2026-06-01', '100.00']))).toEqual({
      computable: true,
      rate: 0,
      spanDays: 516,
    });
  });

  it('solves flows whose sign changes several times when only one rate fits', () => {
    const cashFlows = flows(['2021-01-01', '-100'], ['2022-01-01', '200'], ['2023-01-01', '-150'], ['2024-01-01', '100']);
    const rate = rateOf(xirr(cashFlows));
    expect(Math.abs(relativeNpv(cashFlows, rate))).toBeLessThan(1e-9);
  });
});

describe('xirr: same-day flows', () => {
  it('sums flows of the same day', () => {
    const split = flows(['2025-01-01', '-100'], ['2025-01-01', '-50'], ['2026-01-01', '165']);
    expect(rateOf(xirr(split))).toBeCloseTo(0.1, 12);
    expect(rateOf(xirr(split))).toBe(rateOf(xirr(flows(['2025-01-01', '-150'], ['2026-01-01', '165']))));
  });

  it('nets exactly: 0.1 + 0.2 − 0.3 on one day is nothing', () => {
    const cashFlows = flows(['2025-01-01', '0.1'], ['2025-01-01', '0.2'], ['2025-01-01', '-0.3'], ['2025-06-01', '-1'], ['2026-01-01', '2']);
    expect(rateOf(xirr(cashFlows))).toBe(rateOf(xirr(flows(['2025-06-01', '-1'], ['2026-01-01', '2']))));
  });

  it('is not computable when all the flows are on one day, even when they cancel', () => {
    expect(xirr(flows(['2025-01-01', '-100'], ['2025-01-01', '120']))).toEqual({ computable: false, reason: 'one-day' });
    expect(xirr(flows(['2025-01-01', '-100'], ['2025-01-01', '100']))).toEqual({ computable: false, reason: 'one-day' });
  });

  it('is not computable when netting leaves a single sign', () => {
    const cashFlows = flows(['2025-01-01', '-100'], ['2025-01-01', '100'], ['2026-01-01', '50']);
    expect(xirr(cashFlows)).toEqual({ computable: false, reason: 'one-sign' });
  });

  it('is not computable when netting leaves nothing', () => {
    const cashFlows = flows(['2025-01-01', '-100'], ['2025-01-01', '100'], ['2026-01-01', '-5'], ['2026-01-01', '5']);
    expect(xirr(cashFlows)).toEqual({ computable: false, reason: 'no-flows' });
  });
});

describe('xirr: no answer', () => {
  it('is not computable without flows', () => {
    expect(xirr([])).toEqual({ computable: false, reason: 'no-flows' });
    expect(xirr(flows(['2025-01-01', '0.00'], ['2026-01-01', '0']))).toEqual({ computable: false, reason: 'no-flows' });
  });

  it('is not computable when all flows have one sign', () => {
    expect(xirr(flows(['2025-01-01', '-100'], ['2026-01-01', '-50']))).toEqual({ computable: false, reason: 'one-sign' });
    expect(xirr(flows(['2025-01-01', '100'], ['2026-01-01', '50'], ['2027-01-01', '0']))).toEqual({
      computable: false,
      reason: 'one-sign',
    });
  });

  it(`is not computable when the rate lies outside ${MIN_RATE} to ${MAX_RATE}`, () => {
    // Doubling in a day is 2^365 − 1 ≈ 7.5e109 a year.
    expect(xirr(flows(['2025-01-01', '-100'], ['2025-01-02', '200']))).toEqual({ computable: false, reason: 'no-rate' });
    // Keeping a thousandth over a year is −99.9 %; a hundred-thousandth is −99.999 %.
    expect(xirr(flows(['2025-01-01', '-100000'], ['2026-01-01', '1']))).toEqual({ computable: false, reason: 'no-rate' });
  });

  it('is not computable when two rates fit: −100, +230, −132 is solved by both 10 % and 20 %', () => {
    const cashFlows = flows(['2025-01-01', '-100'], ['2026-01-01', '230'], ['2027-01-01', '-132']);
    expect(relativeNpv(cashFlows, 0.1)).toBeCloseTo(0, 12);
    expect(relativeNpv(cashFlows, 0.2)).toBeCloseTo(0, 12);
    expect(xirr(cashFlows)).toEqual({ computable: false, reason: 'multiple-rates' });
  });

  it('is not computable when 0 % and another rate both fit', () => {
    // −100 + 150v − 50v² = 0 at v = 1 (0 %) and v = 2 (−50 %).
    const cashFlows = flows(['2025-01-01', '-100'], ['2026-01-01', '150'], ['2027-01-01', '-50']);
    expect(xirr(cashFlows)).toEqual({ computable: false, reason: 'multiple-rates' });
  });

  it('refuses malformed dates and amounts', () => {
    expect(() => xirr(flows(['2025-02-30', '-1'], ['2026-01-01', '2']))).toThrow(RangeError);
    expect(() => xirr(flows(['2025-01-01', '-1,00'], ['2026-01-01', '2']))).toThrow(/not a decimal number/);
  });
});

describe('xirr: properties over random flows', () => {
  const random = mulberry32(20260801);
  const cents = (max: number) => (Math.floor(random() * max * 100) / 100).toFixed(2);
  const date = (day: number) => new Date(Date.UTC(2015, 0, 1 + day)).toISOString().slice(0, 10);

  /** An investment's flows: one or more amounts in, then maybe distributions, then a current value. */
  const investment = (): CashFlow[] => {
    const result: CashFlow[] = [];
    let day = Math.floor(random() * 1000);
    for (let n = 1 + Math.floor(random() * 4); n > 0; n--, day += Math.floor(random() * 400)) {
      result.push({ date: date(day), amount: `-${cents(1_000_000)}` });
    }
    for (let n = Math.floor(random() * 3); n > 0; n--, day += 1 + Math.floor(random() * 400)) {
      result.push({ date: date(day), amount: cents(500_000) });
    }
    result.push({ date: date(day + 1 + Math.floor(random() * 2000)), amount: cents(3_000_000) });
    return result;
  };

  /** Anything: amounts of either sign on random days. */
  const anything = (): CashFlow[] =>
    Array.from({ length: 2 + Math.floor(random() * 8) }, () => ({
      date: date(Math.floor(random() * 5000)),
      amount: (random() < 0.5 ? '-' : '') + cents(1_000_000),
    }));

  it('has an NPV of zero at every rate it reports, and reports one for almost every investment', () => {
    let computed = 0;
    for (let i = 0; i < 500; i++) {
      const cashFlows = investment();
      const result = xirr(cashFlows);
      if (!result.computable) continue;
      computed++;
      expect(Math.abs(relativeNpv(cashFlows, result.rate)), JSON.stringify(cashFlows)).toBeLessThan(1e-9);
    }
    expect(computed).toBeGreaterThan(490);
  });

  it('reports the one root that a fine scan of the NPV finds', () => {
    for (let i = 0; i < 25; i++) {
      const cashFlows = investment();
      const result = xirr(cashFlows);
      if (!result.computable) continue;
      // Brute force: the NPV's sign changes over a fine grid of rates, away from the ends of the range.
      const changes: number[] = [];
      let previous = Math.sign(relativeNpv(cashFlows, -0.999));
      for (let x = Math.log(0.001); x < Math.log(1e4); x += 0.002) {
        const sign = Math.sign(relativeNpv(cashFlows, Math.expm1(x)));
        if (sign !== previous && sign !== 0) changes.push(Math.expm1(x));
        previous = sign;
      }
      expect(changes.length, JSON.stringify(cashFlows)).toBeLessThanOrEqual(1);
      if (changes.length === 1) expect(Math.abs(Math.log1p(changes[0]) - Math.log1p(result.rate))).toBeLessThan(0.004);
    }
  });

  it('has an NPV of zero at every rate it reports for arbitrary flows, and refuses the rest with a reason', () => {
    const reasons = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const cashFlows = anything();
      const result = xirr(cashFlows);
      if (!result.computable) {
        reasons.add(result.reason);
        continue;
      }
      expect(Math.abs(relativeNpv(cashFlows, result.rate)), JSON.stringify(cashFlows)).toBeLessThan(1e-9);
      expect(result.rate).toBeGreaterThanOrEqual(MIN_RATE);
      expect(result.rate).toBeLessThanOrEqual(MAX_RATE);
    }
    expect(reasons.has('no-convergence')).toBe(false);
  });
});
