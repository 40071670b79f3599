import { describe, expect, it } from 'vitest';
import { changeOf, shareOf } from './analysis.ts';

describe('vertical and horizontal analysis', () => {
  it('gives a part\'s share of its whole, signs cancelling (a payment of a section\'s payments is positive)', () => {
    expect(shareOf('250.00', '1000.00')).toBe('25.0');
    expect(shareOf('-250.00', '-1000.00')).toBe('25.0');
    expect(shareOf('1.00', '3.00')).toBe('33.3');
    expect(shareOf('5.00', '0')).toBeNull();
  });

  it('gives the change against a base, measured on the base\'s size', () => {
    expect(changeOf('1100.00', '1000.00')).toBe('10.0');
    expect(changeOf('900.00', '1000.00')).toBe('-10.0');
    // Paying 1,100 where 1,000 was paid: the outflow grew by 10 %, shown as −10 % of cash.
    expect(changeOf('-1100.00', '-1000.00')).toBe('-10.0');
    expect(changeOf('100.00', '-100.00')).toBe('200.0');
    expect(changeOf('100.00', '0.00')).toBeNull();
  });
});
