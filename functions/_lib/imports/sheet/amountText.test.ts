import { describe, expect, it } from 'vitest';
import { parseAmountText } from './amountText.ts';

describe('parseAmountText in a pt-BR file', () => {
  it.each([
    ['1.234,56', '1234.56'],
    ['-1.234,56', '-1234.56'],
    ['(1.234,56)', '-1234.56'],
    ['R$ 1.234,56', '1234.56'],
    ['R$\u00a01.234,56', '1234.56'],
    ['-R$ 1.234,56', '-1234.56'],
    ['R$ -1.234,56', '-1234.56'],
    ['(R$ 1.234,56)', '-1234.56'],
    ['1234,56', '1234.56'],
    ['1234', '1234.00'],
    ['1.234', '1234.00'],
    ['1.234.567,8', '1234567.80'],
    ['0,5', '0.50'],
    ['007', '7.00'],
    ['1.234,56-', '-1234.56'],
    ['\u22121.234,56', '-1234.56'],
    ['+12,00', '12.00'],
    ['  12,30  ', '12.30'],
    ['0', '0.00'],
    ['-0,00', '0.00'],
    ['-', '0.00'],
    ['R$ -', '0.00'],
  ])('reads %j as %s', (text, expected) => {
    expect(parseAmountText(text, 'pt-BR')).toBe(expected);
  });

  it.each(['1234.56', '12.5', '1.23.456', '1,234', '1,2,3', '1.234,567', ',5', '1,', 'abc', '', '()', '(-1,00)', '--1', '1 234,56', '1e3', '#DIV/0!'])(
    'refuses %j rather than guess',
    (text) => {
      expect(parseAmountText(text, 'pt-BR')).toBeUndefined();
    },
  );
});

describe('parseAmountText in an English file', () => {
  it.each([
    ['1,234.56', '1234.56'],
    ['-1,234.56', '-1234.56'],
    ['(1,234.56)', '-1234.56'],
    ['$1,234.56', '1234.56'],
    ['1234.56', '1234.56'],
    ['1,234', '1234.00'],
    ['1234', '1234.00'],
    ['0.5', '0.50'],
  ])('reads %j as %s', (text, expected) => {
    expect(parseAmountText(text, 'en')).toBe(expected);
  });

  it.each(['1.234,56', '1234,56', '1.234', '12,34', '1,234.567'])('refuses the pt-BR-looking or over-precise %j', (text) => {
    expect(parseAmountText(text, 'en')).toBeUndefined();
  });
});
