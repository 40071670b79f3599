import { describe, expect, it } from 'vitest';
import { buildIncomeStatement, type IncomeStatementRow, monthResult } from './incomeStatement.ts';
import { type AccountMonth, type AccountNature, flattenTree, type LedgerAccount } from './ledgerTree.ts';

function account(id: string, code: string, nature: AccountNature, analytic: boolean, parentId: string | null): LedgerAccount {
  return { id, code, name: id, nature, analytic, parentId, level: null, aggregationCode: null };
}

const accounts = [
  account('cash', '1.1', 'asset', true, null), // not a result account: not in the statement
  account('revenue', '3', 'result', false, null),
  account('sales', '3.1', 'result', true, 'revenue'),
  account('services', '3.2', 'result', true, 'revenue'),
  account('costs', '4', 'result', false, null),
  account('goods', '4.1', 'result', true, 'costs'),
  account('admin', '4.2', 'result', true, 'costs'),
  account('financial', '5', 'result', false, null),
  account('interest', '5.1', 'result', true, 'financial'),
  account('bankFees', '5.2', 'result', true, 'financial'),
];

/** [opening, debits, credits, closing, closing entries], debit-positive, as the ledger keeps them. */
type Row = readonly [string, string, string, string, string];

function month(name: string, rows: Record<string, Row>): AccountMonth[] {
  return Object.entries(rows).map(([accountId, [opening, debits, credits, closing, closingEntries]]) => ({
    accountId, month: name, opening, debits, credits, closing, closingEntries,
  }));
}

// Credit-positive figures of each month, −(debits − credits − closing entries):
//            Nov     Dec     Jan   | total
//   sales    1000    1500    800   | 3300   (November: 1,050 sold, 50 returned)
//   services  200       0    100   |  300
//   goods    -400    -600   -300   | -1300
//   admin    -300    -300   -350   | -950
//   interest   10      20     60   |   90
//   bankFees  -30     -20    -50   | -100
// December also closes the year (November and December) into equity: each account's balance before closing
// (sales 2,500 C, services 200 C, goods 1,000 D, admin 600 D, interest 30 C, bank fees 50 D) is reversed by a
// closing entry, so every closing is zero; the closing entries are left out of December's figure.
const balances = [
  ...month('2024-11-01', {
    sales: ['0', '50.00', '1050.00', '-1000.00', '0'],
    services: ['0', '0', '200.00', '-200.00', '0'],
    goods: ['0', '400.00', '0', '400.00', '0'],
    admin: ['0', '300.00', '0', '300.00', '0'],
    interest: ['0', '0', '10.00', '-10.00', '0'],
    bankFees: ['0', '30.00', '0', '30.00', '0'],
    cash: ['0', '1260.00', '730.00', '530.00', '0'],
  }),
  ...month('2024-12-01', {
    // sales: −(2,500 − 1,500 − 2,500) = 1,500; closing −1,000 + 2,500 − 1,500 = 0.
    sales: ['-1000.00', '2500.00', '1500.00', '0.00', '2500.00'],
    services: ['-200.00', '200.00', '0', '0.00', '200.00'],
    // goods: −(600 − 1,000 − (−1,000)) = −600; closing 400 + 600 − 1,000 = 0.
    goods: ['400.00', '600.00', '1000.00', '0.00', '-1000.00'],
    admin: ['300.00', '300.00', '600.00', '0.00', '-600.00'],
    interest: ['-10.00', '30.00', '20.00', '0.00', '30.00'],
    bankFees: ['30.00', '20.00', '50.00', '0.00', '-50.00'],
  }),
  ...month('2025-01-01', {
    sales: ['0', '0', '800.00', '-800.00', '0'],
    services: ['0', '0', '100.00', '-100.00', '0'],
    goods: ['0', '300.00', '0', '300.00', '0'],
    admin: ['0', '350.00', '0', '350.00', '0'],
    interest: ['0', '0', '60.00', '-60.00', '0'],
    bankFees: ['0', '50.00', '0', '50.00', '0'],
  }),
];
const months = ['2024-11-01', '2024-12-01', '2025-01-01'];

function byCode(rows: readonly IncomeStatementRow[], code: string): IncomeStatementRow {
  return flattenTree(rows).find((row) => row.account.code === code)!;
}

describe('buildIncomeStatement', () => {
  const statement = buildIncomeStatement({ accounts, balances, months });

  it('gives each month what moved in it, credit-positive, December without its closing entries', () => {
    expect(flattenTree(statement.rows).map((row) => [row.account.code, ...row.values, row.total])).toEqual([
      ['3', '1200.00', '1500.00', '900.00', '3600.00'],
      ['3.1', '1000.00', '1500.00', '800.00', '3300.00'],
      ['3.2', '200.00', '0.00', '100.00', '300.00'],
      ['4', '-700.00', '-900.00', '-650.00', '-2250.00'],
      ['4.1', '-400.00', '-600.00', '-300.00', '-1300.00'],
      ['4.2', '-300.00', '-300.00', '-350.00', '-950.00'],
      ['5', '-20.00', '0.00', '10.00', '-10.00'],
      ['5.1', '10.00', '20.00', '60.00', '90.00'],
      ['5.2', '-30.00', '-20.00', '-50.00', '-100.00'],
    ]);
    // 1,200 − 700 − 20; 1,500 − 900 + 0; 900 − 650 + 10; total 3,600 − 2,250 − 10.
    expect(statement.netResult.values).toEqual(['480.00', '600.00', '260.00']);
    expect(statement.netResult.total).toBe('1340.00');
  });

  it('takes as revenue the root groups positive over the whole period', () => {
    // Group 5 is positive in January (+10) but negative over the period (−10): not revenue, in any month.
    expect(statement.revenueAccountIds).toEqual(['revenue']);
    expect(statement.revenue).toEqual({ values: ['1200.00', '1500.00', '900.00'], total: '3600.00' });
  });

  it('decides revenue over the months shown: a group can be revenue in one period and not in another', () => {
    // December and January only: group 5 is 0 then +10, positive over these months, so it is revenue in both.
    const later = buildIncomeStatement({ accounts, balances, months: ['2024-12-01', '2025-01-01'] });
    expect(later.revenueAccountIds).toEqual(['revenue', 'financial']);
    // 1,500 + 0; 900 + 10; total 2,410.
    expect(later.revenue).toEqual({ values: ['1500.00', '910.00'], total: '2410.00' });
    // Net result 600 / 1,500 = 40 %; 260 / 910 = 28.57 %; (600 + 260) / 2,410 = 35.68 %.
    expect(later.netResult.av).toEqual(['40.0', '28.6']);
    expect(later.netResult.totalAv).toBe('35.7');
  });

  it('gives each row its share of revenue (AV)', () => {
    // Sales: 1,000 / 1,200 = 83.33 %; 1,500 / 1,500 = 100 %; 800 / 900 = 88.89 %; 3,300 / 3,600 = 91.67 %.
    const sales = byCode(statement.rows, '3.1');
    expect(sales.av).toEqual(['83.3', '100.0', '88.9']);
    expect(sales.totalAv).toBe('91.7');
    // Costs and expenses: −700 / 1,200 = −58.33 %; −900 / 1,500 = −60 %; −650 / 900 = −72.22 %; −2,250 / 3,600 = −62.5 %.
    const costs = byCode(statement.rows, '4');
    expect(costs.av).toEqual(['-58.3', '-60.0', '-72.2']);
    expect(costs.totalAv).toBe('-62.5');
    // Financial result: −20 / 1,200 = −1.67 %; 0; 10 / 900 = 1.11 %.
    expect(byCode(statement.rows, '5').av).toEqual(['-1.7', '0.0', '1.1']);
    // Net result: 480 / 1,200 = 40 %; 600 / 1,500 = 40 %; 260 / 900 = 28.89 %; 1,340 / 3,600 = 37.22 %.
    expect(statement.netResult.av).toEqual(['40.0', '40.0', '28.9']);
    expect(statement.netResult.totalAv).toBe('37.2');
  });

  it('gives each row its change from the month before (AH), none against a zero', () => {
    // Sales: (1,500 − 1,000) / 1,000 = 50 %; (800 − 1,500) / 1,500 = −46.67 %.
    expect(byCode(statement.rows, '3.1').ah).toEqual([null, '50.0', '-46.7']);
    // Goods sold: (−600 + 400) / 400 = −50 % (a larger cost); (−300 + 600) / 600 = 50 %.
    expect(byCode(statement.rows, '4.1').ah).toEqual([null, '-50.0', '50.0']);
    // Services: 200 → 0 is −100 %; from 0, none.
    expect(byCode(statement.rows, '3.2').ah).toEqual([null, '-100.0', null]);
    // Net result: (600 − 480) / 480 = 25 %; (260 − 600) / 600 = −56.67 %.
    expect(statement.netResult.ah).toEqual([null, '25.0', '-56.7']);
  });

  it('looks through a lone root: a chart with everything under one "Resultado" takes its positive children', () => {
    // The same books with groups 3, 4 and 5 under one root 9: the root's total is the profit (3,600 − 2,250 − 10 =
    // 1,340 over the period), never the revenue; its children are the top groups, and revenue is group 3 as above.
    const underOneRoot = [
      account('result', '9', 'result', false, null),
      ...accounts.map((each) => (each.parentId === null && each.nature === 'result' ? { ...each, parentId: 'result' } : each)),
    ];
    const statement = buildIncomeStatement({ accounts: underOneRoot, balances, months });
    expect(statement.revenueAccountIds).toEqual(['revenue']);
    expect(statement.revenue).toEqual({ values: ['1200.00', '1500.00', '900.00'], total: '3600.00' });
    expect(byCode(statement.rows, '9').total).toBe('1340.00');
    expect(statement.netResult.total).toBe('1340.00');
  });

  it('has no AV in months without revenue', () => {
    const empty = buildIncomeStatement({ accounts, balances, months: ['2024-10-01'] });
    expect(empty.revenueAccountIds).toEqual([]);
    expect(empty.netResult).toEqual({ values: ['0.00'], total: '0.00', av: [null], totalAv: null, ah: [null] });
  });
});

describe('monthResult', () => {
  it('is −(debits − credits − closing entries)', () => {
    // −(2,500 − 1,500 − 2,500) = 1,500.
    expect(monthResult(balances.find((row) => row.accountId === 'sales' && row.month === '2024-12-01')!).toFixed(2)).toBe('1500.00');
  });
});
