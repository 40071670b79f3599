import { describe, expect, it } from 'vitest';
import { parseMonthHeader } from './monthHeader.ts';

describe('parseMonthHeader', () => {
  it.each([
    ['01/2026', '2026-01-01'],
    ['1/2026', '2026-01-01'],
    ['12/2026', '2026-12-01'],
    ['15/03/2026', '2026-03-01'],
    ['1/3/2026', '2026-03-01'],
    ['2026-03', '2026-03-01'],
    ['2026-3', '2026-03-01'],
    ['2026-03-31', '2026-03-01'],
    ['jan/26', '2026-01-01'],
    ['jan/2026', '2026-01-01'],
    ['fev/26', '2026-02-01'],
    ['Mar/2026', '2026-03-01'],
    ['ago/25', '2025-08-01'],
    ['set/2026', '2026-09-01'],
    ['out/26', '2026-10-01'],
    ['dez/2026', '2026-12-01'],
    ['Jan 2026', '2026-01-01'],
    ['Feb 2026', '2026-02-01'],
    ['Aug 2026', '2026-08-01'],
    ['Oct-26', '2026-10-01'],
    ['Dec 2026', '2026-12-01'],
    ['Sept. 2026', '2026-09-01'],
    ['January 2026', '2026-01-01'],
    ['março/2026', '2026-03-01'],
    ['Março de 2026', '2026-03-01'],
    ['  MAI/26 ', '2026-05-01'],
  ])('reads %j as %s', (header, expected) => {
    expect(parseMonthHeader(header)).toBe(expected);
  });

  it('reads an Excel date cell by its UTC month', () => {
    expect(parseMonthHeader(new Date(Date.UTC(2026, 1, 1)))).toBe('2026-02-01');
    expect(parseMonthHeader(new Date(Date.UTC(2026, 1, 28, 23, 59)))).toBe('2026-02-01');
  });

  it.each(['13/2026', '00/2026', '31/02/2026', '2026-13', 'foo/2026', 'Total', '2026', '01/26', 'jan', '', 'Conta'])(
    'refuses %j',
    (header) => {
      expect(parseMonthHeader(header)).toBeUndefined();
    },
  );

  it('refuses numbers, booleans, empty cells and invalid dates', () => {
    expect(parseMonthHeader(46023)).toBeUndefined();
    expect(parseMonthHeader(true)).toBeUndefined();
    expect(parseMonthHeader(null)).toBeUndefined();
    expect(parseMonthHeader(new Date(Number.NaN))).toBeUndefined();
  });
});
