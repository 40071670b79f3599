import { describe, expect, it } from 'vitest';
import { amountToCents, formatCents, formatSigned, parseEcdAmount, parseEcdDate, signedCents } from './ecdValues.ts';

describe('parseEcdDate', () => {
  it('reads ddmmaaaa as YYYY-MM-DD', () => {
    expect(parseEcdDate('01012023')).toBe('2023-01-01');
    expect(parseEcdDate('31122023')).toBe('2023-12-31');
  });

  it('accepts 29 February only in leap years', () => {
    expect(parseEcdDate('29022024')).toBe('2024-02-29');
    expect(parseEcdDate('29022000')).toBe('2000-02-29');
    expect(parseEcdDate('29022023')).toBeNull();
    expect(parseEcdDate('29021900')).toBeNull();
  });

  it('refuses dates that are not on the calendar, and other shapes', () => {
    for (const text of ['31042023', '00012023', '01002023', '01132023', '32012023', '01010000']) {
      expect(parseEcdDate(text)).toBeNull();
    }
    for (const text of ['', '1012023', '010120231', '01/01/2023', '2023-01-01', 'ab012023']) {
      expect(parseEcdDate(text)).toBeNull();
    }
  });
});

describe('parseEcdAmount', () => {
  it('reads the manual’s examples as amounts with 2 decimals', () => {
    expect(parseEcdAmount('1129989,99')).toBe('1129989.99');
    expect(parseEcdAmount('1255,42')).toBe('1255.42');
    expect(parseEcdAmount('10000')).toBe('10000.00');
    expect(parseEcdAmount('10000,00')).toBe('10000.00');
    expect(parseEcdAmount('18,5')).toBe('18.50');
    expect(parseEcdAmount('0')).toBe('0.00');
    expect(parseEcdAmount('0,00')).toBe('0.00');
    expect(parseEcdAmount('000123,4')).toBe('123.40');
  });

  it('reads 17 integer digits exactly, beyond what a float can hold', () => {
    expect(amountToCents(parseEcdAmount('99999999999999999,99') ?? '')).toBe(9999999999999999999n);
    expect(parseEcdAmount('999999999999999999,99')).toBeNull();
  });

  it('refuses separators, signs, a decimal point and more than 2 decimals', () => {
    for (const text of ['1.129.998,99', '1129998.99', '-5,00', '+5,00', '234,567', '5,', ',5', ' 5', '5 ', '', '1e3']) {
      expect(parseEcdAmount(text)).toBeNull();
    }
  });
});

describe('cents and amounts', () => {
  it('formats cents with 2 decimals, negative ones with a minus', () => {
    expect(formatCents(112998999n)).toBe('1129989.99');
    expect(formatCents(5n)).toBe('0.05');
    expect(formatCents(0n)).toBe('0.00');
    expect(formatCents(-150n)).toBe('-1.50');
  });

  it('reads an Amount back, and refuses anything else', () => {
    expect(amountToCents('1129989.99')).toBe(112998999n);
    expect(amountToCents('-0.05')).toBe(-5n);
    expect(() => amountToCents('1,50')).toThrow(RangeError);
    expect(() => amountToCents('1.5')).toThrow(RangeError);
  });

  it('signs by D/C, debit-positive, and writes the side back', () => {
    expect(signedCents(100n, 'D')).toBe(100n);
    expect(signedCents(100n, 'C')).toBe(-100n);
    expect(formatSigned(-150n)).toBe('1.50 C');
    expect(formatSigned(0n)).toBe('0.00 D');
  });

  it('adds 0.10 and 0.20 to exactly 0.30', () => {
    const sum = amountToCents(parseEcdAmount('0,10') ?? '') + amountToCents(parseEcdAmount('0,20') ?? '');
    expect(formatCents(sum)).toBe('0.30');
  });
});
