import { describe, expect, it } from 'vitest';
import { addMonths, lastDayOf, monthsBetween, previousMonth, yearMonths } from './months.ts';

describe('months', () => {
  it('steps across years both ways', () => {
    expect(addMonths('2025-11-01', 3)).toBe('2026-02-01');
    expect(addMonths('2025-01-01', -1)).toBe('2024-12-01');
    expect(previousMonth('2025-03-01')).toBe('2025-02-01');
    expect(addMonths('2025-01-01', -25)).toBe('2022-12-01');
  });

  it('lists the months of a range, both ends included', () => {
    expect(monthsBetween('2025-11-01', '2026-02-01')).toEqual(['2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01']);
    expect(monthsBetween('2025-03-01', '2025-03-01')).toEqual(['2025-03-01']);
    expect(monthsBetween('2025-03-01', '2025-02-01')).toEqual([]);
    expect(yearMonths(2025)).toEqual({ from: '2025-01-01', to: '2025-12-01' });
  });

  it('knows the last day of a month, leap years too', () => {
    expect(lastDayOf('2024-02-01')).toBe('2024-02-29');
    expect(lastDayOf('2025-02-01')).toBe('2025-02-28');
    expect(lastDayOf('2025-12-01')).toBe('2025-12-31');
  });

  it('refuses what is not the first day of a month', () => {
    expect(() => addMonths('2025-03-15', 1)).toThrow(RangeError);
    expect(() => monthsBetween('2025-13-01', '2025-12-01')).toThrow(RangeError);
  });
});
