import { describe, expect, it } from 'vitest';
import { fullYearProjection, isMaterial, variance } from './variance.ts';

describe('variance', () => {
  it('is Δ = actual − budget and Δ% = Δ ÷ |budget|, favourable by the line\'s nature', () => {
    expect(variance('1100.00', '1000.00', 'receipt')).toEqual({
      actual: '1100.00', budget: '1000.00', delta: '100.00', percent: '10.0', attainment: '110.0', favourable: true,
    });
    // Spending more than planned is unfavourable.
    expect(variance('1100.00', '1000.00', 'payment')).toMatchObject({ delta: '100.00', percent: '10.0', favourable: false });
    expect(variance('900.00', '1000.00', 'payment')).toMatchObject({ delta: '-100.00', percent: '-10.0', favourable: true });
    expect(variance('1000.00', '1000.00', 'receipt').favourable).toBeNull();
  });

  it('rounds Δ% half-even to one place', () => {
    expect(variance('1.00', '3.00', 'receipt').percent).toBe('-66.7');
    expect(variance('1000.25', '1000.00', 'receipt').percent).toBe('0.0');
  });

  it('has no Δ% with a zero or negative budget, or when actual and budget have different signs (Fathom\'s rule)', () => {
    expect(variance('500.00', '0', 'receipt')).toMatchObject({ delta: '500.00', percent: null, attainment: null });
    expect(variance('500.00', '-200.00', 'receipt')).toMatchObject({ delta: '700.00', percent: null });
    expect(variance('-50.00', '200.00', 'payment')).toMatchObject({ delta: '-250.00', percent: null, favourable: true });
  });

  it('calls a variance material from the threshold on, or any difference without a Δ%', () => {
    expect(isMaterial(variance('1049.99', '1000.00', 'receipt'))).toBe(false);
    expect(isMaterial(variance('1050.00', '1000.00', 'receipt'))).toBe(true);
    expect(isMaterial(variance('950.00', '1000.00', 'receipt'), '10')).toBe(false);
    expect(isMaterial(variance('0.01', '0', 'receipt'))).toBe(true);
    expect(isMaterial(variance('0', '0', 'receipt'))).toBe(false);
  });

  it('projects the year as actual to date plus the budget still to come', () => {
    expect(fullYearProjection('6000.10', ['1000.00', '1000.00', '999.90'])).toBe('9000.00');
  });
});
