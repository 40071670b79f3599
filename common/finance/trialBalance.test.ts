import { describe, expect, it } from 'vitest';
import { type AccountMonth, type AccountNature, flattenTree, type LedgerAccount } from './ledgerTree.ts';
import { buildTrialBalance, sided, type TrialBalanceRow } from './trialBalance.ts';

function account(id: string, code: string, nature: AccountNature, analytic: boolean, parentId: string | null): LedgerAccount {
  return { id, code, name: id, nature, analytic, parentId, level: null, aggregationCode: null };
}

function balance(accountId: string, opening: string, debits: string, credits: string, closing: string): AccountMonth {
  return { accountId, month: '2025-02-01', opening, debits, credits, closing, closingEntries: '0' };
}

const accounts = [
  account('asset', '1', 'asset', false, null),
  account('cash', '1.1', 'asset', true, 'asset'),
  account('clients', '1.2', 'asset', true, 'asset'),
  account('liability', '2', 'liability', false, null),
  account('suppliers', '2.1', 'liability', true, 'liability'),
  account('equity', '2.3', 'equity', false, 'liability'),
  account('capital', '2.3.1', 'equity', true, 'equity'),
  account('result', '3', 'result', false, null),
  account('revenue', '3.1', 'result', true, 'result'),
  account('expenses', '3.2', 'result', true, 'result'),
  account('memo', '9', 'memorandum', true, null),
];

// February 2025. January left: cash 1,000 D, clients 200 D, suppliers 200 C, capital 900 C, revenue 400 C,
// expenses 300 D (1,000 + 200 − 200 − 900 − 400 + 300 = 0). February's entries:
//   cash sale 500: D cash, C revenue;    credit sale 300: D clients, C revenue;
//   expenses paid 300: D expenses, C cash;    supplier paid 100: D suppliers, C cash.
const february = [
  balance('cash', '1000.00', '500.00', '400.00', '1100.00'),
  balance('clients', '200.00', '300.00', '0.00', '500.00'),
  balance('suppliers', '-200.00', '100.00', '0.00', '-100.00'),
  balance('capital', '-900.00', '0.00', '0.00', '-900.00'),
  balance('revenue', '-400.00', '0.00', '800.00', '-1200.00'),
  balance('expenses', '300.00', '300.00', '0.00', '600.00'),
  balance('memo', '50.00', '10.00', '0.00', '60.00'), // memorandum: not in the trial balance
  balance('asset', '9.99', '9.99', '0.00', '19.98'), // a synthetic account's own row: ignored
  { ...balance('cash', '1.00', '1.00', '0.00', '2.00'), month: '2025-01-01' }, // another month
];

function line(row: TrialBalanceRow): string {
  return `${'  '.repeat(row.depth)}${row.account.code} ${row.opening} ${row.debits} ${row.credits} ${row.closing}`;
}

describe('buildTrialBalance', () => {
  it('sums synthetic accounts from their descendants, in code order, and passes its checks', () => {
    const trial = buildTrialBalance({ accounts, balances: february, month: '2025-02-01' });
    expect(flattenTree(trial.rows).map(line)).toEqual([
      '1 1200.00 800.00 400.00 1600.00', // cash + clients: 1,000 + 200; 500 + 300; 400 + 0; 1,100 + 500
      '  1.1 1000.00 500.00 400.00 1100.00',
      '  1.2 200.00 300.00 0.00 500.00',
      '2 -1100.00 100.00 0.00 -1000.00', // suppliers + equity: −200 − 900; 100; 0; −100 − 900
      '  2.1 -200.00 100.00 0.00 -100.00',
      '  2.3 -900.00 0.00 0.00 -900.00',
      '    2.3.1 -900.00 0.00 0.00 -900.00',
      '3 -100.00 300.00 800.00 -600.00', // −400 + 300; 0 + 300; 800 + 0; −1,200 + 600
      '  3.1 -400.00 0.00 800.00 -1200.00',
      '  3.2 300.00 300.00 0.00 600.00',
    ]);
    // Totals: opening 1,200 − 1,100 − 100 = 0; debits 800 + 100 + 300 = 1,200; credits 400 + 0 + 800 = 1,200;
    // closing 1,600 − 1,000 − 600 = 0.
    expect(trial.totals).toMatchObject({ opening: '0.00', debits: '1200.00', credits: '1200.00', closing: '0.00' });
    expect(trial.checks).toEqual([
      { id: 'debits-equal-credits', passes: true, difference: '0.00' },
      { id: 'opening-sums-to-zero', passes: true, difference: '0.00' },
      { id: 'closing-sums-to-zero', passes: true, difference: '0.00' },
    ]);
  });

  it('prints each balance with its side', () => {
    const trial = buildTrialBalance({ accounts, balances: february, month: '2025-02-01' });
    const [assets, liabilities] = trial.rows;
    expect(assets.closingSided).toEqual({ value: '1600.00', side: 'D' });
    expect(liabilities.openingSided).toEqual({ value: '1100.00', side: 'C' });
    expect(liabilities.closingSided).toEqual({ value: '1000.00', side: 'C' });
    expect(trial.totals.closingSided).toEqual({ value: '0.00', side: null });
  });

  it('lists "other" accounts, and fails its checks with the difference when the books do not balance', () => {
    // An "other" account debited 50 with no credit anywhere: debits 1,250 against credits 1,200, and the closing
    // balances sum to 50 D; the opening still sums to zero.
    const withOther = [...accounts, account('other', '8', 'other', true, null)];
    const balances = [...february, balance('other', '0.00', '50.00', '0.00', '50.00')];
    const trial = buildTrialBalance({ accounts: withOther, balances, month: '2025-02-01' });
    expect(trial.rows.map((row) => row.account.code)).toEqual(['1', '2', '3', '8']);
    expect(trial.checks).toEqual([
      { id: 'debits-equal-credits', passes: false, difference: '50.00' },
      { id: 'opening-sums-to-zero', passes: true, difference: '0.00' },
      { id: 'closing-sums-to-zero', passes: false, difference: '50.00' },
    ]);
  });

  it('shows every account with zeros in a month without balances', () => {
    const trial = buildTrialBalance({ accounts, balances: february, month: '2025-03-01' });
    expect(flattenTree(trial.rows)).toHaveLength(10);
    expect(trial.totals).toMatchObject({ opening: '0.00', debits: '0.00', credits: '0.00', closing: '0.00' });
    expect(trial.checks.every((check) => check.passes)).toBe(true);
  });
});

describe('sided', () => {
  it('gives a debit-positive balance as its size and side; zero has none', () => {
    expect(sided('1234.56')).toEqual({ value: '1234.56', side: 'D' });
    expect(sided('-12.5')).toEqual({ value: '12.50', side: 'C' });
    expect(sided('0.00')).toEqual({ value: '0.00', side: null });
    expect(sided('-0.004')).toEqual({ value: '0.00', side: null }); // rounds to zero: no side
  });
});
