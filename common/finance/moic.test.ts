import { describe, expect, it } from 'vitest';
import { moic } from './moic.ts';

describe('moic', () => {
  it('divides current value plus distributions by the amount invested', () => {
    expect(moic({ invested: '1000.00', currentValue: '1500.00' })).toEqual({ computable: true, multiple: '1.5000' });
    expect(moic({ invested: '1000.00', currentValue: '1500.00', distributions: '500.00' })).toEqual({
      computable: true,
      multiple: '2.0000',
    });
  });

  it('gives 0 for a stake written off with nothing received', () => {
    expect(moic({ invested: '1000.00', currentValue: '0.00' })).toEqual({ computable: true, multiple: '0.0000' });
  });

  it('rounds the exact quotient half-even to four places', () => {
    expect(moic({ invested: '3.00', currentValue: '2.00' })).toEqual({ computable: true, multiple: '0.6667' });
    expect(moic({ invested: '100000.00', currentValue: '100005.00' })).toEqual({ computable: true, multiple: '1.0000' });
    expect(moic({ invested: '100000.00', currentValue: '100015.00' })).toEqual({ computable: true, multiple: '1.0002' });
  });

  it('sums exactly before dividing', () => {
    expect(moic({ invested: '0.30', currentValue: '0.10', distributions: '0.20' })).toEqual({
      computable: true,
      multiple: '1.0000',
    });
  });

  it('is not computable with nothing invested, whatever the valuation', () => {
    expect(moic({ invested: '0.00', currentValue: '100.00' })).toEqual({ computable: false, reason: 'no-investment' });
    expect(moic({ invested: '0', currentValue: null })).toEqual({ computable: false, reason: 'no-investment' });
  });

  it('is not computable without a valuation', () => {
    expect(moic({ invested: '1000.00', currentValue: null, distributions: '2000.00' })).toEqual({
      computable: false,
      reason: 'no-valuation',
    });
  });

  it('refuses negative amounts, the sign of a cash-flow convention, rather than give a wrong multiple', () => {
    expect(() => moic({ invested: '-1000.00', currentValue: '1500.00' })).toThrow(/invested must not be negative/);
    expect(() => moic({ invested: '1000.00', currentValue: '-1.00' })).toThrow(RangeError);
    expect(() => moic({ invested: '1000.00', currentValue: '1.00', distributions: '-1' })).toThrow(RangeError);
  });

  it('refuses malformed amounts', () => {
    expect(() => moic({ invested: '1.000,00', currentValue: '1' })).toThrow(/not a decimal number/);
  });
});
