import { describe, expect, it } from 'vitest';
import { readAnswer, storedAnswerText } from './answerValue.ts';

describe('readAnswer', () => {
  it('reads amounts as each language writes them, exactly', () => {
    expect(readAnswer('currency', '1.234,56', 'pt-BR')).toEqual({ ok: true, value: '1234.56', textValue: null });
    expect(readAnswer('currency', '1,234.56', 'en')).toEqual({ ok: true, value: '1234.56', textValue: null });
    expect(readAnswer('currency', '-1.234.567,8', 'pt-BR')).toEqual({ ok: true, value: '-1234567.8', textValue: null });
    expect(readAnswer('currency', '12,345', 'pt-BR')).toEqual({ ok: false, problem: 'decimals' });
    expect(readAnswer('currency', '12a', 'en')).toEqual({ ok: false, problem: 'format' });
  });

  it('takes counts whole and not negative, as the database does', () => {
    expect(readAnswer('count', '1.200', 'pt-BR')).toEqual({ ok: true, value: '1200', textValue: null });
    expect(readAnswer('count', '12,5', 'pt-BR')).toEqual({ ok: false, problem: 'whole' });
    expect(readAnswer('count', '12.5', 'en')).toEqual({ ok: false, problem: 'whole' });
    expect(readAnswer('count', '-3', 'en')).toEqual({ ok: false, problem: 'negative' });
  });

  it('keeps percentages within ±1000 and months at zero or more', () => {
    expect(readAnswer('percent', '-1000', 'en')).toEqual({ ok: true, value: '-1000', textValue: null });
    expect(readAnswer('percent', '1000,01', 'pt-BR')).toEqual({ ok: false, problem: 'percent-range' });
    expect(readAnswer('months', '18,5', 'pt-BR')).toEqual({ ok: true, value: '18.5', textValue: null });
    expect(readAnswer('months', '-1', 'pt-BR')).toEqual({ ok: false, problem: 'negative' });
  });

  it('reads words for a qualitative field, and empty as no answer unless required', () => {
    expect(readAnswer('text', 'We signed two clients', 'en')).toEqual({ ok: true, value: null, textValue: 'We signed two clients' });
    expect(readAnswer('text', 'x'.repeat(4001), 'en')).toEqual({ ok: false, problem: 'too-long' });
    expect(readAnswer('currency', '  ', 'en')).toEqual({ ok: true, value: null, textValue: null });
    expect(readAnswer('currency', '', 'en', true)).toEqual({ ok: false, problem: 'required' });
    expect(readAnswer('text', ' ', 'en', true)).toEqual({ ok: false, problem: 'required' });
  });
});

describe('storedAnswerText', () => {
  it('writes a stored number in the language without the column\'s trailing zeros, with cents on amounts', () => {
    expect(storedAnswerText('1234.5000', 'currency', 'pt-BR')).toBe('1.234,50');
    expect(storedAnswerText('1234.0000', 'currency', 'en')).toBe('1,234.00');
    expect(storedAnswerText('12.5000', 'percent', 'pt-BR')).toBe('12,5');
    expect(storedAnswerText('42.0000', 'count', 'en')).toBe('42');
  });
});
