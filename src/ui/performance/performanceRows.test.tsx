import { describe, expect, it } from 'vitest';
import { performanceOf } from './performanceRows.ts';
import type { InvestmentData, ValuationData } from './performanceRows.ts';

const investment = (over: Partial<InvestmentData> = {}): InvestmentData =>
  ({ id: 'i1', date: '2024-01-01', net: '1000000.00', currency: 'BRL', share: '10', ...over });
const valuation = (over: Partial<ValuationData> = {}): ValuationData =>
  ({ date: '2025-01-01', amount: '20000000.00', currency: 'BRL', createdAt: '2025-01-10T12:00:00Z', ...over });

describe('performanceOf', () => {
  it('values a stake at the latest valuation times the share, exactly', () => {
    const figures = performanceOf([{
      investment: investment({ share: '12.5' }),
      valuations: [valuation({ date: '2024-06-30', amount: '1.00' }), valuation({ amount: '16000000.00' })],
    }]);
    expect(figures.invested).toEqual([{ currency: 'BRL', amount: '1000000.00' }]);
    expect(figures.currentValue).toEqual([{ currency: 'BRL', amount: '2000000.00' }]);
    expect(figures.valuationDate).toBe('2025-01-01');
    expect(figures.moic).toEqual({ computable: true, multiple: '2.0000' });
    // Doubled over 366 days (2024 is a leap year): (1 + r)^(366/365) = 2.
    expect(figures.xirr.computable && figures.xirr.rate).toBeCloseTo(2 ** (365 / 366) - 1, 9);
  });

  it('has no current value, MOIC or XIRR without a valuation', () => {
    const figures = performanceOf([{ investment: investment(), valuations: [] }]);
    expect(figures.currentValue).toBeNull();
    expect(figures.withoutValuation).toBe(1);
    expect(figures.moic).toEqual({ computable: false, reason: 'no-valuation' });
    expect(figures.xirr).toEqual({ computable: false, reason: 'no-valuation' });
  });

  it('never adds currencies together: amounts per currency, no MOIC or XIRR', () => {
    const figures = performanceOf([
      { investment: investment(), valuations: [valuation()] },
      { investment: investment({ id: 'i2', currency: 'USD', net: '500.00' }), valuations: [valuation({ currency: 'USD' })] },
    ]);
    expect(figures.invested).toEqual([{ currency: 'BRL', amount: '1000000.00' }, { currency: 'USD', amount: '500.00' }]);
    expect(figures.currentValue).toEqual([{ currency: 'BRL', amount: '2000000.00' }, { currency: 'USD', amount: '2000000.00' }]);
    expect(figures.moic).toEqual({ computable: false, reason: 'currencies' });
    expect(figures.xirr).toEqual({ computable: false, reason: 'currencies' });
  });

  it('compares nothing when the valuation is in another currency than the investment', () => {
    const figures = performanceOf([{ investment: investment(), valuations: [valuation({ currency: 'USD' })] }]);
    expect(figures.moic).toEqual({ computable: false, reason: 'currencies' });
  });

  it('pools a wallet\'s investments: exact sums, one MOIC', () => {
    const figures = performanceOf([
      { investment: investment({ net: '0.10' }), valuations: [valuation({ amount: '3.00' })] },
      { investment: investment({ id: 'i2', net: '0.20', share: '10' }), valuations: [valuation({ amount: '6.00' })] },
    ]);
    expect(figures.invested).toEqual([{ currency: 'BRL', amount: '0.30' }]);
    expect(figures.currentValue).toEqual([{ currency: 'BRL', amount: '0.90' }]);
    expect(figures.moic).toEqual({ computable: true, multiple: '3.0000' });
  });

  it('is not computable for XIRR when the valuation is not later than the investment', () => {
    const figures = performanceOf([{ investment: investment({ date: '2025-06-01' }), valuations: [valuation({ date: '2025-01-01' })] }]);
    expect(figures.moic.computable).toBe(true);
    expect(figures.xirr).toEqual({ computable: false, reason: 'one-day' });
  });
});
