import { describe, expect, it } from 'vitest';
import { currentValue, latestValuation, stakeValue } from './currentValue.ts';
import { toFixed2 } from './money.ts';

describe('stakeValue', () => {
  it('takes 12.5 % of 1,000,000.00 as exactly 125,000.00', () => {
    expect(toFixed2(stakeValue('1000000.00', '12.5'))).toBe('125000.00');
    expect(toFixed2(stakeValue('1000000.00', '12.5000'))).toBe('125000.00');
  });

  it('values shares of 0 % and 100 %', () => {
    expect(toFixed2(stakeValue('1000000.00', '0'))).toBe('0.00');
    expect(toFixed2(stakeValue('1000000.00', '100'))).toBe('1000000.00');
  });

  it('multiplies exactly with the four places of share_percentage and rounds half-even once', () => {
    expect(toFixed2(stakeValue('1000000.00', '12.3456'))).toBe('123456.00');
    expect(toFixed2(stakeValue('0.05', '50'))).toBe('0.02');
    expect(toFixed2(stakeValue('0.15', '50'))).toBe('0.08');
    expect(toFixed2(stakeValue('99999999999999999.98', '50'))).toBe('49999999999999999.99');
    expect(toFixed2(stakeValue('99999999999999999.99', '33.3333'))).toBe('33333300000000000.00');
  });

  it('refuses a share outside 0..100 and a negative valuation', () => {
    expect(() => stakeValue('1000.00', '-0.0001')).toThrow(/from 0 to 100/);
    expect(() => stakeValue('1000.00', '100.0001')).toThrow(/from 0 to 100/);
    expect(() => stakeValue('-1000.00', '10')).toThrow(/must not be negative/);
    expect(() => stakeValue('1000.00', '12,5')).toThrow(/not a decimal number/);
  });
});

describe('latestValuation', () => {
  it('picks the latest valuation date, in any order', () => {
    const valuations = [
      { id: 'b', date: '2026-03-31', amount: '2' },
      { id: 'c', date: '2025-12-31', amount: '3' },
      { id: 'a', date: '2026-06-30', amount: '1' },
    ];
    expect(latestValuation(valuations)?.id).toBe('a');
    expect(latestValuation([...valuations].reverse())?.id).toBe('a');
  });

  it('has nothing to pick from an empty list', () => {
    expect(latestValuation([])).toBeNull();
  });

  it('breaks a tie of dates by the later createdAt, across time zones', () => {
    const early = { id: 'early', date: '2026-06-30', amount: '1', createdAt: '2026-07-01T12:00:00+00:00' };
    // 10:00 in São Paulo is 13:00 UTC: the later one, though its string sorts first.
    const late = { id: 'late', date: '2026-06-30', amount: '2', createdAt: '2026-07-01T10:00:00-03:00' };
    expect(latestValuation([early, late])?.id).toBe('late');
    expect(latestValuation([late, early])?.id).toBe('late');
  });

  it('tells createdAt apart to the microsecond, in the forms PostgreSQL and Hasura write', () => {
    const first = { id: 'first', date: '2026-06-30', amount: '1', createdAt: '2026-07-01 12:00:00+00' };
    const second = { id: 'second', date: '2026-06-30', amount: '2', createdAt: '2026-07-01T12:00:00.000001Z' };
    const third = { id: 'third', date: '2026-06-30', amount: '3', createdAt: '2026-07-01T12:00:00.00001+0000' };
    expect(latestValuation([third, second, first])?.id).toBe('third');
    expect(latestValuation([second, first])?.id).toBe('second');
  });

  it('lets the later one in the list win when createdAt cannot decide', () => {
    const a = { id: 'a', date: '2026-06-30', amount: '1' };
    const b = { id: 'b', date: '2026-06-30', amount: '2', createdAt: '2026-07-01T12:00:00Z' };
    const c = { id: 'c', date: '2026-06-30', amount: '3', createdAt: '2026-07-01T12:00:00.000Z' };
    expect(latestValuation([a, b])?.id).toBe('b');
    expect(latestValuation([b, a])?.id).toBe('a');
    expect(latestValuation([c, b])?.id).toBe('b');
  });

  it('refuses malformed dates and timestamps', () => {
    expect(() => latestValuation([{ date: '2026-06-31', amount: '1' }, { date: '2026-06-30', amount: '1' }])).toThrow(RangeError);
    const tie = (createdAt: string) => [
      { date: '2026-06-30', amount: '1', createdAt: '2026-07-01T12:00:00Z' },
      { date: '2026-06-30', amount: '1', createdAt },
    ];
    for (const createdAt of ['2026-07-01T12:00:00', '2026-07-01T24:00:00Z', 'yesterday', '2026-07-01T12:00Z']) {
      expect(() => latestValuation(tie(createdAt)), createdAt).toThrow(/not a timestamp/);
    }
  });
});

describe('currentValue', () => {
  it('values the share at the latest valuation and says which date that is', () => {
    const valuations = [
      { date: '2025-12-31', amount: '800000.00' },
      { date: '2026-06-30', amount: '1000000.00' },
    ];
    expect(currentValue(valuations, '12.5')).toEqual({ date: '2026-06-30', value: '125000.00' });
  });

  it('is null when the company has no valuation', () => {
    expect(currentValue([], '12.5')).toBeNull();
  });
});
