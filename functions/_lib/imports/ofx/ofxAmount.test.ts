import { describe, expect, it } from 'vitest';
import { formatCents, parseOfxAmount } from './ofxAmount.ts';

const read = (text: string): string | null => {
  const cents = parseOfxAmount(text);
  return cents === null ? null : formatCents(cents);
};

describe('parseOfxAmount', () => {
  it('reads a point decimal with its sign', () => {
    expect(read('-1234.56')).toBe('-1234.56');
    expect(read('13318.36')).toBe('13318.36');
    expect(read('0.00')).toBe('0.00');
    expect(read('-0.00')).toBe('0.00');
  });

  it('reads a comma decimal (-100,00)', () => {
    expect(read('-100,00')).toBe('-100.00');
    expect(read('7,5')).toBe('7.50');
  });

  it('accepts a + sign and spaces anywhere', () => {
    expect(read('+99.99')).toBe('99.99');
    expect(read(' - 7,5 ')).toBe('-7.50');
    expect(read('- 1 234,56')).toBe('-1234.56');
  });

  it('reads zero-padded amounts', () => {
    expect(read('-0000000000000000100.00')).toBe('-100.00');
    expect(read('00.05')).toBe('0.05');
  });

  it('pads Nubank-style amounts with fewer than two decimals', () => {
    expect(read('-33.3')).toBe('-33.30');
    expect(read('-140')).toBe('-140.00');
    expect(read('.5')).toBe('0.50');
    expect(read('12.')).toBe('12.00');
  });

  it('accepts a thousands separator only next to the other decimal mark', () => {
    expect(read('1.234,56')).toBe('1234.56');
    expect(read('+1.234.567,8')).toBe('1234567.80');
    expect(read('1,234.56')).toBe('1234.56');
    expect(read('1.234')).toBeNull();
    expect(read('1.234.567')).toBeNull();
    expect(read('1.23,45')).toBeNull();
    expect(read('1.234,567.89')).toBeNull();
  });

  it('drops extra zero decimals but refuses to round real ones', () => {
    expect(read('12.500')).toBe('12.50');
    expect(read('-0.010000')).toBe('-0.01');
    expect(read('10.125')).toBeNull();
  });

  it('refuses what is not a number of cents', () => {
    for (const text of ['', '-', '.', 'abc', '12,34,56', '--5', '+-5', '1e3', 'R$ 10,00', '10-', '1234567890123456.00']) {
      expect(read(text), text).toBeNull();
    }
  });

  it('keeps every cent of large amounts, where a float would not', () => {
    expect(read('999999999999999.99')).toBe('999999999999999.99');
    expect(read('-123456789012345.67')).toBe('-123456789012345.67');
  });
});

describe('formatCents', () => {
  it('writes two decimals and the sign', () => {
    expect(formatCents(0n)).toBe('0.00');
    expect(formatCents(5n)).toBe('0.05');
    expect(formatCents(-5n)).toBe('-0.05');
    expect(formatCents(-123456n)).toBe('-1234.56');
    expect(formatCents(100n)).toBe('1.00');
  });
});
