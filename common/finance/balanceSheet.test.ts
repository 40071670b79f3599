import { describe, expect, it } from 'vitest';
import { type BalanceSheetRow, buildBalanceSheet } from './balanceSheet.ts';
import { type AccountMonth, type AccountNature, flattenTree, type LedgerAccount } from './ledgerTree.ts';

function account(id: string, code: string, nature: AccountNature, analytic: boolean, parentId: string | null): LedgerAccount {
  return { id, code, name: id, nature, analytic, parentId, level: null, aggregationCode: null };
}

const accounts = [
  account('asset', '1', 'asset', false, null),
  account('cash', '1.1', 'asset', true, 'asset'),
  account('stock', '1.2', 'asset', true, 'asset'),
  account('liability', '2', 'liability', false, null),
  account('suppliers', '2.1', 'liability', true, 'liability'),
  account('equity', '2.3', 'equity', false, 'liability'),
  account('capital', '2.3.1', 'equity', true, 'equity'),
  account('retained', '2.3.2', 'equity', true, 'equity'),
  account('result', '3', 'result', false, null),
  account('revenue', '3.1', 'result', true, 'result'),
  account('expenses', '3.2', 'result', true, 'result'),
];

/** Closing balances (debit-positive) by account; the balance sheet reads only `closing`. */
function month(name: string, closings: Record<string, string>): AccountMonth[] {
  return Object.entries(closings).map(([accountId, closing]) => ({
    accountId, month: name, opening: '0', debits: '0', credits: '0', closing, closingEntries: '0',
  }));
}

// November 2024: cash 1,000, stock 500, suppliers 300 C, capital 1,000 C, revenue 600 C, expenses 400 D.
//   Σ = 1,000 + 500 − 300 − 1,000 − 600 + 400 = 0. Result of the period −(−600 + 400) = 200 (a profit).
// December: a cash sale of 400 and 100 of expenses paid (cash 1,300; revenue 1,000 C; expenses 500 D), then the
//   closing entries move the year's profit of 500 into retained earnings: revenue and expenses 0, retained 500 C.
// January 2025: stock 200 bought on credit (stock 700, suppliers 500 C), a cash sale of 300 (cash 1,600,
//   revenue 300 C). Σ = 1,600 + 700 − 500 − 1,000 − 500 − 300 = 0.
const balances = [
  ...month('2024-11-01', { cash: '1000.00', stock: '500.00', suppliers: '-300.00', capital: '-1000.00', revenue: '-600.00', expenses: '400.00' }),
  ...month('2024-12-01', {
    cash: '1300.00', stock: '500.00', suppliers: '-300.00', capital: '-1000.00', retained: '-500.00', revenue: '0.00', expenses: '0.00',
  }),
  ...month('2025-01-01', {
    cash: '1600.00', stock: '700.00', suppliers: '-500.00', capital: '-1000.00', retained: '-500.00', revenue: '-300.00', expenses: '0.00',
  }),
];
const months = ['2024-11-01', '2024-12-01', '2025-01-01'];

function byCode(rows: readonly BalanceSheetRow[], code: string): BalanceSheetRow {
  return flattenTree(rows).find((row) => row.account.code === code)!;
}

describe('buildBalanceSheet', () => {
  const sheet = buildBalanceSheet({ accounts, balances, months });

  it('presents assets debit-positive and liabilities and equity credit-positive, each in its own section', () => {
    expect(flattenTree(sheet.assets.rows).map((row) => [row.account.code, ...row.values])).toEqual([
      ['1', '1500.00', '1800.00', '2300.00'],
      ['1.1', '1000.00', '1300.00', '1600.00'],
      ['1.2', '500.00', '500.00', '700.00'],
    ]);
    // `2 Passivo` holds only its liabilities; `2.3` heads the equity section.
    expect(flattenTree(sheet.liabilities.rows).map((row) => [row.account.code, ...row.values])).toEqual([
      ['2', '300.00', '300.00', '500.00'],
      ['2.1', '300.00', '300.00', '500.00'],
    ]);
    expect(flattenTree(sheet.equity.rows).map((row) => [row.account.code, ...row.values])).toEqual([
      ['2.3', '1000.00', '1500.00', '1500.00'],
      ['2.3.1', '1000.00', '1000.00', '1000.00'],
      ['2.3.2', '0.00', '500.00', '500.00'],
    ]);
  });

  it('shows the result not yet closed as a line of equity, and balances the two sides', () => {
    // −Σ result closings: −(−600 + 400) = 200; December after closing 0; January −(−300) = 300.
    expect(sheet.equity.periodResult.values).toEqual(['200.00', '0.00', '300.00']);
    // Equity: 1,000 + 200; 1,500 + 0; 1,500 + 300.
    expect(sheet.equity.total.values).toEqual(['1200.00', '1500.00', '1800.00']);
    expect(sheet.assets.total.values).toEqual(['1500.00', '1800.00', '2300.00']);
    expect(sheet.liabilities.total.values).toEqual(['300.00', '300.00', '500.00']);
    expect(sheet.totalLiabilitiesAndEquity.values).toEqual(['1500.00', '1800.00', '2300.00']);
    expect(sheet.checks).toEqual(months.map((name) => ({ month: name, passes: true, difference: '0.00' })));
  });

  it('gives each row its share of its side\'s total (AV)', () => {
    // Cash: 1,000 / 1,500 = 66.67 %; 1,300 / 1,800 = 72.22 %; 1,600 / 2,300 = 69.57 %.
    expect(byCode(sheet.assets.rows, '1.1').av).toEqual(['66.7', '72.2', '69.6']);
    expect(sheet.assets.total.av).toEqual(['100.0', '100.0', '100.0']);
    // Suppliers: 300 / 1,500 = 20 %; 300 / 1,800 = 16.67 %; 500 / 2,300 = 21.74 %.
    expect(byCode(sheet.liabilities.rows, '2.1').av).toEqual(['20.0', '16.7', '21.7']);
    // Capital: 1,000 / 1,500 = 66.67 %; 1,000 / 1,800 = 55.56 %; 1,000 / 2,300 = 43.48 %.
    expect(byCode(sheet.equity.rows, '2.3.1').av).toEqual(['66.7', '55.6', '43.5']);
    // Result of the period: 200 / 1,500 = 13.33 %; 0; 300 / 2,300 = 13.04 %.
    expect(sheet.equity.periodResult.av).toEqual(['13.3', '0.0', '13.0']);
    // Equity: 1,200 / 1,500 = 80 %; 1,500 / 1,800 = 83.33 %; 1,800 / 2,300 = 78.26 %.
    expect(sheet.equity.total.av).toEqual(['80.0', '83.3', '78.3']);
  });

  it('gives each row its change from the column before (AH), none against a zero', () => {
    // Cash: (1,300 − 1,000) / 1,000 = 30 %; (1,600 − 1,300) / 1,300 = 23.08 %.
    expect(byCode(sheet.assets.rows, '1.1').ah).toEqual([null, '30.0', '23.1']);
    // Suppliers: 300 → 300 is 0 %; 300 → 500 is 66.67 %.
    expect(byCode(sheet.liabilities.rows, '2.1').ah).toEqual([null, '0.0', '66.7']);
    // Retained earnings: from 0 there is no percentage; 500 → 500 is 0 %.
    expect(byCode(sheet.equity.rows, '2.3.2').ah).toEqual([null, null, '0.0']);
    // Result of the period: 200 → 0 is −100 %; from 0, none.
    expect(sheet.equity.periodResult.ah).toEqual([null, '-100.0', null]);
    // Total assets: 1,500 → 1,800 is 20 %; 1,800 → 2,300 is 27.78 %.
    expect(sheet.assets.total.ah).toEqual([null, '20.0', '27.8']);
    expect(sheet.assets.total.ahBase).toBeNull();
  });

  it('gives each row its change from a base month the caller names', () => {
    const based = buildBalanceSheet({ accounts, balances, months, baseMonths: [null, '2024-11-01', '2024-11-01'] });
    // Cash against November's 1,000: 1,300 is 30 %, 1,600 is 60 %.
    expect(byCode(based.assets.rows, '1.1').ahBase).toEqual([null, '30.0', '60.0']);
    // Total assets against 1,500: 1,800 is 20 %, 2,300 is 53.33 %.
    expect(based.assets.total.ahBase).toEqual([null, '20.0', '53.3']);
    // The columns themselves are unchanged by the base.
    expect(based.assets.total.values).toEqual(['1500.00', '1800.00', '2300.00']);
    expect(() => buildBalanceSheet({ accounts, balances, months, baseMonths: ['2024-11-01'] })).toThrow('1 base months for 3 columns');
  });

  it('fails the check of a column whose sides differ, with the difference', () => {
    // January without the suppliers' balance: assets 2,300 against 0 + 1,800.
    const unbalanced = balances.filter((row) => !(row.month === '2025-01-01' && row.accountId === 'suppliers'));
    const sheetWithoutSuppliers = buildBalanceSheet({ accounts, balances: unbalanced, months });
    expect(sheetWithoutSuppliers.checks[2]).toEqual({ month: '2025-01-01', passes: false, difference: '500.00' });
    expect(sheetWithoutSuppliers.checks[1].passes).toBe(true);
  });
});
