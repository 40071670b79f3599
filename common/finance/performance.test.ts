import { describe, expect, it } from 'vitest';
import { type HoldingFlows, investmentPerformance, walletPerformance, xirrFromInvestment } from './performance.ts';
import { xirr } from './xirr.ts';

describe('investmentPerformance', () => {
  it('gives invested, current value, MOIC and XIRR of an investment doubled in a year', () => {
    const holding: HoldingFlows = {
      investments: [{ date: '2025-01-01', amount: '1000.00' }],
      valuation: { date: '2026-01-01', value: '2000.00' },
    };
    expect(investmentPerformance(holding)).toEqual({
      invested: '1000.00',
      distributed: '0.00',
      currentValue: '2000.00',
      asOf: '2026-01-01',
      moic: { computable: true, multiple: '2.0000' },
      xirr: { computable: true, rate: expect.closeTo(1, 12) as unknown, spanDays: 365 },
    });
  });

  it('counts distributions in MOIC and XIRR: Excel’s example as an investment', () => {
    const holding: HoldingFlows = {
      investments: [{ date: '2008-01-01', amount: '10000' }],
      distributions: [
        { date: '2008-03-01', amount: '2750' },
        { date: '2008-10-30', amount: '4250' },
        { date: '2009-02-15', amount: '3250' },
      ],
      valuation: { date: '2009-04-01', value: '2750' },
    };
    const result = investmentPerformance(holding);
    expect(result.distributed).toBe('10250.00');
    expect(result.moic).toEqual({ computable: true, multiple: '1.3000' });
    const rate = xirrFromInvestment(holding);
    expect(rate.computable && Math.abs(rate.rate - 0.373362535)).toBeLessThan(1e-6);
  });

  it('is not computable without a valuation, but still sums what went in', () => {
    const result = investmentPerformance({ investments: [{ date: '2025-01-01', amount: '1000.00' }], valuation: null });
    expect(result).toEqual({
      invested: '1000.00',
      distributed: '0.00',
      currentValue: null,
      asOf: null,
      moic: { computable: false, reason: 'no-valuation' },
      xirr: { computable: false, reason: 'no-valuation' },
    });
  });

  it('dates a valuation older than a follow-on at the follow-on, where it still stands', () => {
    const holding: HoldingFlows = {
      investments: [
        { date: '2024-01-01', amount: '1000.00' },
        { date: '2025-06-01', amount: '500.00' },
      ],
      valuation: { date: '2025-01-01', value: '3000.00' },
    };
    const result = investmentPerformance(holding);
    expect(result.asOf).toBe('2025-06-01');
    expect(result.xirr).toEqual(
      xirr([
        { date: '2024-01-01', amount: '-1000.00' },
        { date: '2025-06-01', amount: '-500.00' },
        { date: '2025-06-01', amount: '3000.00' },
      ]),
    );
    expect(result.xirr.computable && result.xirr.rate).toBeGreaterThan(0);
  });

  it('has no rate when the only valuation predates the only investment', () => {
    const result = investmentPerformance({
      investments: [{ date: '2026-03-01', amount: '1000.00' }],
      valuation: { date: '2025-12-31', value: '800.00' },
    });
    expect(result.moic).toEqual({ computable: true, multiple: '0.8000' });
    expect(result.xirr).toEqual({ computable: false, reason: 'one-day' });
  });

  it('has no rate for a stake written off with nothing received: all its flows are outgoing', () => {
    const result = investmentPerformance({
      investments: [{ date: '2024-01-01', amount: '1000.00' }],
      valuation: { date: '2025-01-01', value: '0.00' },
    });
    expect(result.moic).toEqual({ computable: true, multiple: '0.0000' });
    expect(result.xirr).toEqual({ computable: false, reason: 'one-sign' });
  });

  it('refuses negative amounts: the direction comes from the list, not the sign', () => {
    expect(() =>
      investmentPerformance({ investments: [{ date: '2025-01-01', amount: '-1000.00' }], valuation: null }),
    ).toThrow(/investment amounts must not be negative/);
    expect(() =>
      investmentPerformance({
        investments: [{ date: '2025-01-01', amount: '1000.00' }],
        valuation: { date: '2026-01-01', value: '-1.00' },
      }),
    ).toThrow(RangeError);
    expect(() =>
      investmentPerformance({ investments: [{ date: '2025-1-1', amount: '1000.00' }], valuation: null }),
    ).toThrow(/YYYY-MM-DD/);
  });
});

describe('walletPerformance', () => {
  const a: HoldingFlows = {
    investments: [{ date: '2024-01-01', amount: '1000.10' }],
    valuation: { date: '2025-01-01', value: '1500.10' },
  };
  const b: HoldingFlows = {
    investments: [{ date: '2025-01-01', amount: '500.20' }],
    distributions: [{ date: '2025-06-01', amount: '100.00' }],
    valuation: { date: '2025-12-31', value: '600.20' },
  };

  it('sums exactly and pools every flow, with the summed value at the latest date', () => {
    const result = walletPerformance([a, b]);
    expect(result).toMatchObject({
      invested: '1500.30',
      distributed: '100.00',
      currentValue: '2100.30',
      asOf: '2025-12-31',
      moic: { computable: true, multiple: '1.4666' },
      holdingsWithoutValuation: 0,
    });
    expect(result.xirr).toEqual(
      xirr([
        { date: '2024-01-01', amount: '-1000.10' },
        { date: '2025-01-01', amount: '-500.20' },
        { date: '2025-06-01', amount: '100.00' },
        { date: '2025-12-31', amount: '2100.30' },
      ]),
    );
  });

  it('adds many cents to the cent', () => {
    const dimes = Array.from({ length: 10 }, (): HoldingFlows => ({
      investments: [{ date: '2025-01-01', amount: '0.10' }],
      valuation: { date: '2026-01-01', value: '0.20' },
    }));
    expect(walletPerformance(dimes)).toMatchObject({ invested: '1.00', currentValue: '2.00', moic: { multiple: '2.0000' } });
  });

  it('leaves the value unknown when any holding has no valuation, rather than leave the holding out', () => {
    const result = walletPerformance([a, { ...b, valuation: null }]);
    expect(result).toMatchObject({
      invested: '1500.30',
      currentValue: null,
      asOf: null,
      moic: { computable: false, reason: 'no-valuation' },
      xirr: { computable: false, reason: 'no-valuation' },
      holdingsWithoutValuation: 1,
    });
  });

  it('has nothing to compute for an empty wallet', () => {
    expect(walletPerformance([])).toEqual({
      invested: '0.00',
      distributed: '0.00',
      currentValue: '0.00',
      asOf: null,
      moic: { computable: false, reason: 'no-investment' },
      xirr: { computable: false, reason: 'no-flows' },
      holdingsWithoutValuation: 0,
    });
  });
});
