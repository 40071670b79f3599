import { getWeek, startOfWeek } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { DATE_LOCALES } from './dateLocale.ts';

describe('pt-BR dates', () => {
  const locale = DATE_LOCALES['pt-BR'];

  it('start the week on Sunday', () => {
    // Wednesday 2026-11-18 → Sunday 2026-11-15.
    expect(startOfWeek(new Date(2026, 10, 18), { locale }).getDate()).toBe(15);
  });

  it('count the week that contains 1 January as the first', () => {
    // 2027-01-01 is a Friday: its week (Sunday 27 December 2026 to Saturday 2 January) is week 1 of 2027.
    expect(getWeek(new Date(2026, 11, 27), { locale })).toBe(1);
    expect(getWeek(new Date(2027, 0, 2), { locale })).toBe(1);
    expect(getWeek(new Date(2027, 0, 3), { locale })).toBe(2);
  });
});
