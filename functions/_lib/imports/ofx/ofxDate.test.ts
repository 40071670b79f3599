import { describe, expect, it } from 'vitest';
import { parseOfxDate } from './ofxDate.ts';

describe('parseOfxDate', () => {
  it('reads a bare YYYYMMDD (Banco do Brasil)', () => {
    expect(parseOfxDate('20170301')).toBe('2017-03-01');
  });

  it('keeps the written day whatever the zone suffix says', () => {
    expect(parseOfxDate('20180913000000[-3:GMT]')).toBe('2018-09-13');
    expect(parseOfxDate('20240131000000[-3:BRT]')).toBe('2024-01-31');
    // Itaú labels Brasília time as EST.
    expect(parseOfxDate('20131209100000[-03:EST]')).toBe('2013-12-09');
    // 23:59:59 in Brasília is already the next day in UTC; the bank posted it on the 1st.
    expect(parseOfxDate('20240201235959[-3:BRT]')).toBe('2024-02-01');
    expect(parseOfxDate('20240201000000.000[+9:JST]')).toBe('2024-02-01');
    expect(parseOfxDate('20240201120000')).toBe('2024-02-01');
  });

  it('knows leap years', () => {
    expect(parseOfxDate('20240229')).toBe('2024-02-29');
    expect(parseOfxDate('20000229')).toBe('2000-02-29');
    expect(parseOfxDate('20230229')).toBeNull();
    expect(parseOfxDate('19000229')).toBeNull();
  });

  it('refuses what does not start with a real day', () => {
    for (const text of ['', '2024', '2024-02-01', '20240230', '20241301', '20240100', '20240431', '18991231', 'x20240101']) {
      expect(parseOfxDate(text), text).toBeNull();
    }
  });
});
