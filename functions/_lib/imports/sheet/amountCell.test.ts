import { describe, expect, it } from 'vitest';
import { numberToAmount, parseAmountCell } from './amountCell.ts';

describe('numberToAmount', () => {
  it.each([
    [1234.56, '1234.56'],
    [-1234.56, '-1234.56'],
    [15000, '15000.00'],
    [0.1 + 0.2, '0.30'],
    [1.005, '1.01'],
    [-1.005, '-1.01'],
    [2.675, '2.68'],
    [1.004999, '1.00'],
    [0.125, '0.13'],
    [-0.125, '-0.13'],
    [1e-7, '0.00'],
    [-1e-7, '0.00'],
    [-0, '0.00'],
    [1e21, '1000000000000000000000.00'],
    [123456789.995, '123456790.00'],
  ])('rounds %d half away from zero to %s from its shortest decimal form', (value, expected) => {
    expect(numberToAmount(value)).toBe(expected);
  });

  it('has no amount for NaN or infinities', () => {
    expect(numberToAmount(Number.NaN)).toBeUndefined();
    expect(numberToAmount(Infinity)).toBeUndefined();
    expect(numberToAmount(-Infinity)).toBeUndefined();
  });
});

describe('parseAmountCell', () => {
  it('treats missing, null and blank cells as no figure, not zero', () => {
    expect(parseAmountCell(undefined, 'pt-BR')).toEqual({ kind: 'empty' });
    expect(parseAmountCell(null, 'pt-BR')).toEqual({ kind: 'empty' });
    expect(parseAmountCell('   ', 'en')).toEqual({ kind: 'empty' });
  });

  it('reads numbers the same in either locale and text by the locale', () => {
    expect(parseAmountCell(1234.5, 'en')).toEqual({ kind: 'amount', amount: '1234.50' });
    expect(parseAmountCell('1.234', 'pt-BR')).toEqual({ kind: 'amount', amount: '1234.00' });
    expect(parseAmountCell('1,234', 'en')).toEqual({ kind: 'amount', amount: '1234.00' });
  });

  it('refuses text, dates and booleans that are not amounts, keeping what was there', () => {
    expect(parseAmountCell(' dez mil ', 'pt-BR')).toEqual({ kind: 'bad', value: 'dez mil' });
    expect(parseAmountCell(new Date(Date.UTC(2026, 0, 5)), 'pt-BR')).toEqual({ kind: 'bad', value: '2026-01-05' });
    expect(parseAmountCell(true, 'en')).toEqual({ kind: 'bad', value: 'true' });
    expect(parseAmountCell(Number.NaN, 'en')).toEqual({ kind: 'bad', value: 'NaN' });
  });
});
