import { describe, expect, it } from 'vitest';
import { formatDecimalText, parseDecimalText } from './decimalText.ts';

const value = (text: string, locale: string, maxDecimals?: number) => {
  const parsed = parseDecimalText(text, locale, { maxDecimals });
  return parsed.ok ? parsed.value : parsed.problem;
};

describe('parseDecimalText', () => {
  it('reads each language\'s own grouping exactly', () => {
    expect(value('1.234.567,89', 'pt-BR')).toBe('1234567.89');
    expect(value('1,234,567.89', 'en')).toBe('1234567.89');
    expect(value('1234567,89', 'pt-BR')).toBe('1234567.89');
    expect(value('1234567.89', 'en')).toBe('1234567.89');
  });

  it('reads the other language\'s form too when both separators are there', () => {
    expect(value('1,234,567.89', 'pt-BR')).toBe('1234567.89');
    expect(value('1.234.567,89', 'en')).toBe('1234567.89');
  });

  it('keeps digits a float would lose', () => {
    expect(value('123.456.789.012.345.678,91', 'pt-BR')).toBe('123456789012345678.91');
    expect(value('0,1', 'pt-BR')).toBe('0.1');
  });

  it('reads a lone separator that cannot group thousands as the decimal one', () => {
    expect(value('12.5', 'pt-BR', 4)).toBe('12.5');
    expect(value('12,5', 'en', 4)).toBe('12.5');
    expect(value('1.234', 'pt-BR')).toBe('1234');
    expect(value('1,234', 'en')).toBe('1234');
  });

  it('refuses what is not a number, and says why', () => {
    expect(value('', 'pt-BR')).toBe('empty');
    expect(value('  ', 'pt-BR')).toBe('empty');
    expect(value('12a', 'pt-BR')).toBe('format');
    expect(value('1.23.456', 'pt-BR')).toBe('format');
    expect(value('1,2,3', 'en')).toBe('format');
    expect(value('5,', 'pt-BR')).toBe('format');
    expect(value('1e5', 'en')).toBe('format');
    expect(value('1,234', 'pt-BR', 2)).toBe('decimals');
    expect(value('1234567890123456789', 'en')).toBe('too-large');
  });

  it('keeps a minus sign and drops leading zeros', () => {
    expect(value('-1.000,50', 'pt-BR')).toBe('-1000.50');
    expect(value('007', 'en')).toBe('7');
    expect(value('-0,00', 'pt-BR')).toBe('0.00');
  });
});

describe('formatDecimalText', () => {
  it('writes a wire decimal with the language\'s separators, without rounding', () => {
    expect(formatDecimalText('1234567.89', 'pt-BR')).toBe('1.234.567,89');
    expect(formatDecimalText('1234567.89', 'en')).toBe('1,234,567.89');
    expect(formatDecimalText('-1000.5', 'pt-BR')).toBe('-1.000,5');
    expect(formatDecimalText('123456789012345678.91', 'en')).toBe('123,456,789,012,345,678.91');
  });
});
