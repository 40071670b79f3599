import { describe, expect, it } from 'vitest';
import { dayNumber } from './dayNumber.ts';

describe('dayNumber', () => {
  it('counts days from 1970-01-01', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('1969-12-31')).toBe(-1);
  });

  it('gives actual day counts across leap years', () => {
    expect(dayNumber('2008-03-01') - dayNumber('2008-01-01')).toBe(60);
    expect(dayNumber('2025-01-01') - dayNumber('2024-01-01')).toBe(366);
    expect(dayNumber('2026-01-01') - dayNumber('2025-01-01')).toBe(365);
    expect(dayNumber('2024-02-29') - dayNumber('2024-02-28')).toBe(1);
  });

  it.each(['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-2-3', '20260203', '2026-01-01T00:00:00Z', '0099-01-01', ' 2026-01-01', ''])(
    'refuses %j with a RangeError',
    (input) => {
      expect(() => dayNumber(input)).toThrow(RangeError);
    },
  );
});
