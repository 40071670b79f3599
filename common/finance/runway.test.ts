import { describe, expect, it } from 'vitest';
import { runway } from './runway.ts';

describe('runway', () => {
  it('divides cash by the average net burn and dates the cash-out', () => {
    // 120,000 ÷ 10,000 = 12 months; 12 × 30.436875 = 365.24 days → 365 days after 2025-06-30.
    expect(runway({ cash: '120000.00', cashAsOf: '2025-06-30', netBurn: '10000.00' })).toEqual({
      status: 'burning', cash: '120000.00', cashAsOf: '2025-06-30', netBurn: '10000.00', months: '12.0', cashOutDate: '2026-06-30',
    });
    // 100,000 ÷ 30,000 = 3.33… months; 3.333… × 30.436875 = 101.46 days.
    const short = runway({ cash: '100000.00', cashAsOf: '2025-01-31', netBurn: '30000.00' });
    expect(short).toMatchObject({ months: '3.3', cashOutDate: '2025-05-12' });
  });

  it('says a company with zero or negative net burn is not burning, with no months to count', () => {
    expect(runway({ cash: '5000.00', cashAsOf: '2025-06-30', netBurn: '0' })).toEqual({
      status: 'not-burning', cash: '5000.00', cashAsOf: '2025-06-30', netBurn: '0.00',
    });
    expect(runway({ cash: '5000.00', cashAsOf: '2025-06-30', netBurn: '-250.50' }).status).toBe('not-burning');
  });

  it('gives no runway at all without cash, and zero months when the cash is gone', () => {
    expect(runway({ cash: null, cashAsOf: null, netBurn: '100.00' })).toEqual({ status: 'no-cash' });
    expect(runway({ cash: '100.00', cashAsOf: '2025-06-30', netBurn: null })).toEqual({ status: 'no-burn' });
    expect(runway({ cash: '-10.00', cashAsOf: '2025-06-30', netBurn: '100.00' })).toMatchObject({ months: '0.0', cashOutDate: '2025-06-30' });
  });
});
