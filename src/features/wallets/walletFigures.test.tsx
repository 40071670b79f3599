import { describe, expect, it } from 'vitest';
import { nameLength, validateWallet, walletFormMessages } from './walletForm.ts';
import { holdingRows } from './walletHoldings.ts';
import { totalsByCurrency } from './walletTotals.ts';

const valuation = (date: string, amount: string, currency = 'BRL') =>
  ({ valuation_date: date, valuation_amount: amount, valuation_currency: currency, created_at: `${date}T12:00:00Z` });
const investment = (id: string, net: string, currency: string, share: string, date = '2024-01-01') =>
  ({ id, investment_date: date, net_amount: net, currency, share_percentage: share });

describe('wallet name rules', () => {
  it('counts characters as the database does: code points, spaces around trimmed', () => {
    expect(nameLength('  Fundo Ipê  ')).toBe(9);
    expect(nameLength('Fundo 🚀')).toBe(7);
  });

  it('takes 20 characters and refuses 21, and a blank name', () => {
    const base = { taxId: '', segmentId: '', group: '', organizationId: 'org' };
    expect(validateWallet({ ...base, name: 'a'.repeat(20) })).toEqual({});
    expect(validateWallet({ ...base, name: 'a'.repeat(21) })).toEqual({ name: walletFormMessages.nameTooLong });
    expect(validateWallet({ ...base, name: `${'🚀'.repeat(20)} ` })).toEqual({});
    expect(validateWallet({ ...base, name: '   ' })).toEqual({ name: walletFormMessages.nameRequired });
    expect(validateWallet({ ...base, name: 'Fundo', organizationId: '' })).toEqual({ organization: walletFormMessages.organizationRequired });
  });
});

describe('holdingRows', () => {
  it('sums each company\'s investments exactly, per currency, with its stake and weight in the wallet', () => {
    const rows = holdingRows([
      {
        id: 'h1', company: { id: 'c1', name: 'Acme', document: '11222333000181' },
        investments: [
          { net_amount: '0.10', currency: 'BRL', share_percentage: '1.1000' },
          { net_amount: '0.20', currency: 'BRL', share_percentage: '2.2000' },
          { net_amount: '100.00', currency: 'USD', share_percentage: '0.5000' },
        ],
      },
      { id: 'h2', company: { id: 'c2', name: 'Beta', document: '' }, investments: [{ net_amount: '0.60', currency: 'BRL', share_percentage: '10' }] },
      { id: 'h3', company: { id: 'c3', name: 'Gama', document: '' }, investments: [] },
    ]);
    expect(rows[0]).toEqual({
      id: 'h1', companyName: 'Acme', document: '11222333000181', investments: 3,
      invested: [{ currency: 'BRL', amount: '0.30' }, { currency: 'USD', amount: '100.00' }],
      stake: '3.8000',
      weights: [{ currency: 'BRL', fraction: '0.3333' }, { currency: 'USD', fraction: '1.0000' }],
    });
    expect(rows[1].weights).toEqual([{ currency: 'BRL', fraction: '0.6667' }]);
    expect(rows[2]).toMatchObject({ investments: 0, invested: [], stake: '0.0000', weights: [] });
  });
});

describe('totalsByCurrency', () => {
  it('computes one line per currency of investment, never adding currencies together', () => {
    const totals = totalsByCurrency([
      { company: { valuation_reports: [valuation('2025-01-01', '16000000.00')] }, investments: [investment('i1', '1000000.00', 'BRL', '12.5')] },
      { company: { valuation_reports: [] }, investments: [investment('i2', '250000.00', 'USD', '5')] },
    ]);
    expect(totals.map((line) => line.currency)).toEqual(['BRL', 'USD']);
    expect(totals[0]).toMatchObject({
      investments: 1,
      figures: { invested: [{ currency: 'BRL', amount: '1000000.00' }], currentValue: [{ currency: 'BRL', amount: '2000000.00' }] },
    });
    expect(totals[0].figures.moic).toMatchObject({ computable: true, multiple: '2.0000' });
    expect(totals[1].figures).toMatchObject({ currentValue: null, withoutValuation: 1, moic: { computable: false, reason: 'no-valuation' } });
  });

  it('says a line valued in another currency is not computable, rather than a wrong number', () => {
    const [line] = totalsByCurrency([
      { company: { valuation_reports: [valuation('2025-01-01', '1000000.00', 'USD')] }, investments: [investment('i1', '1000.00', 'BRL', '1')] },
    ]);
    expect(line.figures.moic).toEqual({ computable: false, reason: 'currencies' });
  });

  it('has no line when nothing was invested', () => {
    expect(totalsByCurrency([{ company: { valuation_reports: [] }, investments: [] }])).toEqual([]);
  });
});
