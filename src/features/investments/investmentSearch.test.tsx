import { describe, expect, it } from 'vitest';
import { investmentSearchFilter, MATCH_NOTHING } from './investmentSearch.ts';

describe('investmentSearchFilter', () => {
  it('is no filter for an empty search', () => {
    expect(investmentSearchFilter('  ', 'pt-BR')).toBeNull();
  });

  it('reads a day in the language\'s order, and ISO dates in both', () => {
    const day = { investment_date: { _gte: '2025-03-31', _lt: '2025-04-01' } };
    expect(investmentSearchFilter('31/03/2025', 'pt-BR')).toEqual(day);
    expect(investmentSearchFilter('3/31/2025', 'en')).toEqual(day);
    expect(investmentSearchFilter('2025-03-31', 'en')).toEqual(day);
    expect(investmentSearchFilter('31/12/2025', 'pt-BR')).toEqual({ investment_date: { _gte: '2025-12-31', _lt: '2026-01-01' } });
  });

  it('reads a month and a year as ranges; a year may also be an amount', () => {
    expect(investmentSearchFilter('12/2024', 'pt-BR')).toEqual({ investment_date: { _gte: '2024-12-01', _lt: '2025-01-01' } });
    expect(investmentSearchFilter('2024', 'pt-BR')).toEqual({
      _or: [
        { investment_date: { _gte: '2024-01-01', _lt: '2025-01-01' } },
        { net_amount: { _eq: '2024' } },
        { gross_amount: { _eq: '2024' } },
      ],
    });
  });

  it('reads amounts exactly, and a share when the number fits 0..100', () => {
    expect(investmentSearchFilter('1.000.000,00', 'pt-BR')).toEqual({
      _or: [{ net_amount: { _eq: '1000000.00' } }, { gross_amount: { _eq: '1000000.00' } }],
    });
    expect(investmentSearchFilter('12,5', 'pt-BR')).toEqual({
      _or: [{ net_amount: { _eq: '12.5' } }, { gross_amount: { _eq: '12.5' } }, { share_percentage: { _eq: '12.5' } }],
    });
  });

  it('matches nothing for text that is neither a date nor a number', () => {
    expect(investmentSearchFilter('acme', 'en')).toBe(MATCH_NOTHING);
    expect(investmentSearchFilter('31/02/2025', 'pt-BR')).toBe(MATCH_NOTHING);
  });
});
