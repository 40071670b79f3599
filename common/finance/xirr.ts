/**
 * XIRR: the annual rate r at which dated cash flows have a net present value of zero,
 * Σ cᵢ / (1 + r)^((dᵢ − d₀) / 365) = 0, with Excel's actual/365 day count (docs: research/product.md, "Standard
 * formulas"). Money put in is negative, money received (and the current value, as if received on its date) is
 * positive.
 *
 * This module decides whether the question has an answer before any floating point is involved: it nets the flows
 * of each day exactly, rejects the cases with no rate, and bounds how many rates there can be. `xirrSolver.ts` then
 * finds the rate. A rate is returned only when it is the one rate that solves the equation; everything else is
 * "not computable" with its reason, never a misleading number such as 0 %.
 */
import { dayNumber } from './dayNumber.ts';
import { type Decimal, type DecimalInput, add, sum, toDecimal } from './money.ts';
import { type YearFlow, solveRate } from './xirrSolver.ts';

export { MAX_RATE, MIN_RATE } from './xirrSolver.ts';

/** A dated cash flow: negative when money goes in, positive when it comes back. */
export interface CashFlow {
  /** The date of the flow, `YYYY-MM-DD`. */
  date: string;
  /** The signed amount, e.g. `"-10000.00"`. */
  amount: DecimalInput;
}

/** Why an XIRR has no answer, for the "not computable" note shown in its place. */
export type XirrNotComputableReason =
  /** No flow, or only flows of zero (once the flows of each day are netted). */
  | 'no-flows'
  /** There is no valuation, so the value still held is unknown (reported by `xirrFromInvestment`). */
  | 'no-valuation'
  /** Every flow has the same sign, once the flows of each day are netted: no rate makes the NPV zero. */
  | 'one-sign'
  /** Flows of both signs, all on one day: with no time between them there is no rate to speak of. */
  | 'one-day'
  /** No rate from −99.99 % to 10⁸ % makes the NPV zero (for instance money doubled within a day). */
  | 'no-rate'
  /** Several rates make the NPV zero, which flows whose sign changes more than once can do. */
  | 'multiple-rates'
  /** The solver did not reach an NPV of zero within tolerance; no rate is better than an approximate one. */
  | 'no-convergence';

/** An XIRR, or the reason it has none. */
export type XirrResult =
  | {
      computable: true;
      /** The annual rate as a fraction: `0.1234` is 12.34 % a year. */
      rate: number;
      /**
       * Days from the first flow to the last. The rate is annualised whatever the span; a screen may choose not to
       * show an annual rate over less than a year, as GIPS advises.
       */
      spanDays: number;
    }
  | { computable: false; reason: XirrNotComputableReason };

/**
 * Computes the XIRR of dated cash flows.
 *
 * Flows on the same day are summed (exactly) first: they are one flow as far as the NPV is concerned. If all the
 * flows fall on a single day the result is `one-day` even when they net to zero, where every rate would do: a span
 * of zero days defines no rate, and 0 % would be a number the data does not support.
 *
 * @param flows - The flows, in any order.
 * @returns The rate, e.g. `{ computable: true, rate: 0.373362535…, spanDays: 456 }`, or the reason there is none.
 * @throws RangeError when a date or an amount is malformed.
 */
export function xirr(flows: readonly CashFlow[]): XirrResult {
  const byDay = new Map<number, Decimal>();
  const signs = new Set<number>();
  const days = new Set<number>();
  for (const flow of flows) {
    const day = dayNumber(flow.date);
    const amount = toDecimal(flow.amount);
    if (amount.eq('0')) continue;
    signs.add(sign(amount));
    days.add(day);
    byDay.set(day, add(byDay.get(day) ?? '0', amount));
  }
  if (signs.size === 0) return { computable: false, reason: 'no-flows' };
  if (signs.size === 1) return { computable: false, reason: 'one-sign' };
  if (days.size === 1) return { computable: false, reason: 'one-day' };

  const netted = [...byDay].filter(([, amount]) => !amount.eq('0')).sort(([a], [b]) => a - b);
  if (netted.length === 0) return { computable: false, reason: 'no-flows' };
  if (new Set(netted.map(([, amount]) => sign(amount))).size === 1) return { computable: false, reason: 'one-sign' };

  const amounts = netted.map(([, amount]) => amount);
  const firstDay = netted[0][0];
  const spanDays = netted[netted.length - 1][0] - firstDay;
  const yearFlows: YearFlow[] = netted.map(([day, amount]) => ({
    years: (day - firstDay) / 365,
    // toString, not toNumber: big.js's strict mode throws on a conversion that rounds, and here rounding is fine.
    amount: Number(amount.toString()),
  }));
  const outcome = solveRate(yearFlows, {
    positive: signChanges(partialSums(amounts)),
    negative: signChanges(partialSums([...amounts].reverse())),
    signAtZero: sign(sum(amounts)),
  });
  if ('reason' in outcome) return { computable: false, reason: outcome.reason };
  return { computable: true, rate: outcome.rate, spanDays };
}

/*
 * Note [How many rates there can be]
 *
 * With v = 1 / (1 + r), the NPV is the generalised polynomial Σ cᵢ v^tᵢ with increasing exponents tᵢ. Laguerre's
 * rule of signs bounds its roots in 0 < v < 1, which are the rates r > 0, by the number of sign changes in the
 * running sums c₀, c₀ + c₁, …, c₀ + … + cₙ (Norstrom's criterion for IRR is the case of one change). Read
 * backwards, from the last flow, the same rule bounds the roots in v > 1, the rates −1 < r < 0. For the usual
 * investment (money in, then money back and a current value) both bounds are at most 1, and the rate is unique
 * whenever it exists; the solver then needs no search. Exact decimal running sums make the count itself exact.
 */

/** The running sums of a list: a₀, a₀ + a₁, …. See Note [How many rates there can be]. */
function partialSums(values: readonly Decimal[]): Decimal[] {
  let total: Decimal = toDecimal('0');
  return values.map((value) => (total = total.plus(value)));
}

/** How many times the sign changes along a list, zeros skipped. */
function signChanges(values: readonly Decimal[]): number {
  let changes = 0;
  let previous = 0;
  for (const value of values) {
    const s = sign(value);
    if (s !== 0 && previous !== 0 && s !== previous) changes++;
    if (s !== 0) previous = s;
  }
  return changes;
}

function sign(value: Decimal): -1 | 0 | 1 {
  return value.cmp('0');
}
