import { describe, expect, it } from 'vitest';
import type { AccountMonth, AccountNature, LedgerAccount } from './ledgerTree.ts';
import { comparePublished, type PublishedLine } from './publishedComparison.ts';

function account(id: string, code: string, nature: AccountNature, analytic: boolean, aggregationCode: string | null): LedgerAccount {
  return { id, code, name: id, nature, analytic, parentId: null, level: null, aggregationCode };
}

const accounts = [
  account('asset', '1', 'asset', false, 'BP.AC.1'), // synthetic: its code is not counted
  account('cash', '1.1', 'asset', true, 'BP.AC.1'),
  account('bank', '1.2', 'asset', true, 'BP.AC.1'),
  account('stock', '1.3', 'asset', true, 'BP.AC.2'),
  account('suppliers', '2.1', 'liability', true, 'BP.PC.1'),
  account('capital', '2.3.1', 'equity', true, 'BP.PL.1'),
  account('retained', '2.3.2', 'equity', true, 'BP.PL.2'),
  account('sales', '3.1', 'result', true, 'DRE.1'),
  account('expenses', '3.2', 'result', true, 'DRE.2'),
  account('memo', '9', 'memorandum', true, 'BP.PC.1'), // memorandum: not in the statements
];

function balance(accountId: string, monthName: string, closing: string, closingEntries = '0'): AccountMonth {
  return { accountId, month: monthName, opening: '0', debits: '0', credits: '0', closing, closingEntries };
}

// December 2024, after the closing entries: the year's sales of 800 and expenses of 600 were closed into retained
// earnings (closing entries +800 on sales, −600 on expenses, −200 on retained), so both result accounts close at 0.
// Σ = 100 + 900 + 500 − 300 − 1,000 − 200 = 0. November's balances are there to be ignored.
const balances = [
  balance('cash', '2024-12-01', '100.00'),
  balance('bank', '2024-12-01', '900.00'),
  balance('stock', '2024-12-01', '500.00'),
  balance('suppliers', '2024-12-01', '-300.00'),
  balance('capital', '2024-12-01', '-1000.00'),
  balance('retained', '2024-12-01', '-200.00', '-200.00'),
  balance('sales', '2024-12-01', '0.00', '800.00'),
  balance('expenses', '2024-12-01', '0.00', '-600.00'),
  balance('asset', '2024-12-01', '7777.00'),
  balance('memo', '2024-12-01', '-40.00'),
  balance('cash', '2024-11-01', '50.00'),
];

function line(
  statement: PublishedLine['statement'], position: number, code: string, parentCode: string | null, lineKind: 'T' | 'D', closing: string,
): PublishedLine {
  return {
    statement, code, parentCode, level: parentCode === null ? 1 : 2, lineKind, description: code, group: null, closing, position,
    periodEnd: '2024-12-31',
  };
}

// Published (debit-positive). Stock was published at 450, 50 short of the books, and so were its totals.
const lines = [
  line('income_statement', 22, 'DRE.2', 'DRE.R', 'D', '600.00'),
  line('balance_sheet', 1, 'BP.A', null, 'T', '1450.00'),
  line('balance_sheet', 2, 'BP.AC', 'BP.A', 'T', '1450.00'),
  line('balance_sheet', 3, 'BP.AC.1', 'BP.AC', 'D', '1000.00'),
  line('balance_sheet', 4, 'BP.AC.2', 'BP.AC', 'D', '450.00'),
  line('balance_sheet', 5, 'BP.ANC.1', 'BP.A', 'D', '0.00'),
  line('balance_sheet', 6, 'BP.P', null, 'T', '-1500.00'),
  line('balance_sheet', 7, 'BP.PC', 'BP.P', 'T', '-300.00'),
  line('balance_sheet', 8, 'BP.PC.1', 'BP.PC', 'D', '-300.00'),
  line('balance_sheet', 9, 'BP.PL', 'BP.P', 'T', '-1200.00'),
  line('balance_sheet', 10, 'BP.PL.1', 'BP.PL', 'D', '-1000.00'),
  line('balance_sheet', 11, 'BP.PL.2', 'BP.PL', 'D', '-200.00'),
  line('balance_sheet', 12, 'BP.X', null, 'T', '10.00'),
  line('balance_sheet', 13, 'BP.X.1', 'BP.X', 'D', '10.00'),
  line('income_statement', 20, 'DRE.R', null, 'T', '-200.00'),
  line('income_statement', 21, 'DRE.1', 'DRE.R', 'D', '-800.00'),
];

describe('comparePublished', () => {
  const compared = comparePublished({ accounts, balances, lines });
  const summary = compared.map((row) => [row.line.code, row.published, row.computed, row.difference, row.status]);

  it('computes detail lines from the accounts that feed them and totals from their child lines, by position', () => {
    expect(summary).toEqual([
      // BP.AC (1,500) + BP.ANC.1 (no accounts, nothing): 1,500 − 1,450 published.
      ['BP.A', '1450.00', '1500.00', '50.00', 'differs'],
      // BP.AC.1 + BP.AC.2: 1,000 + 500.
      ['BP.AC', '1450.00', '1500.00', '50.00', 'differs'],
      // Cash 100 + bank 900; the synthetic `1` (7,777) is not counted, nor November's 50.
      ['BP.AC.1', '1000.00', '1000.00', '0.00', 'matches'],
      ['BP.AC.2', '450.00', '500.00', '50.00', 'differs'],
      ['BP.ANC.1', '0.00', null, null, 'no-accounts'],
      // BP.PC (−300) + BP.PL (−1,000 − 200).
      ['BP.P', '-1500.00', '-1500.00', '0.00', 'matches'],
      ['BP.PC', '-300.00', '-300.00', '0.00', 'matches'],
      // Suppliers −300; the memorandum account's −40 is not counted.
      ['BP.PC.1', '-300.00', '-300.00', '0.00', 'matches'],
      ['BP.PL', '-1200.00', '-1200.00', '0.00', 'matches'],
      ['BP.PL.1', '-1000.00', '-1000.00', '0.00', 'matches'],
      // The balance sheet takes the closing balance, closing entries included: retained −200.
      ['BP.PL.2', '-200.00', '-200.00', '0.00', 'matches'],
      // A total none of whose descendants has accounts.
      ['BP.X', '10.00', null, null, 'no-accounts'],
      ['BP.X.1', '10.00', null, null, 'no-accounts'],
      // DRE.1 + DRE.2: −800 + 600.
      ['DRE.R', '-200.00', '-200.00', '0.00', 'matches'],
      // The income statement takes the balance before closing: sales 0 − 800 = −800; expenses 0 − (−600) = 600.
      ['DRE.1', '-800.00', '-800.00', '0.00', 'matches'],
      ['DRE.2', '600.00', '600.00', '0.00', 'matches'],
    ]);
  });

  it('keeps the published line as given', () => {
    expect(compared[0].line).toBe(lines[1]);
  });

  it('reads the month of the period end, and refuses a period end that is not a date', () => {
    // At the end of November only cash had a balance: 50 in BP.AC.1, and the bank and stock accounts count zero.
    const november = lines.filter((row) => row.statement === 'balance_sheet').map((row) => ({ ...row, periodEnd: '2024-11-30' }));
    const early = comparePublished({ accounts, balances, lines: november });
    expect(early.find((row) => row.line.code === 'BP.AC.1')?.computed).toBe('50.00');
    expect(early.find((row) => row.line.code === 'BP.AC.2')?.computed).toBe('0.00');
    expect(() => comparePublished({ accounts, balances, lines: [{ ...lines[0], periodEnd: '2024-12' }] })).toThrow('not a date');
  });

  it('sums a total from its own statement only, and survives parents that loop', () => {
    // A J150 line coded like a J100 total, under it: BP.AC's children are still its own statement's.
    const stray = line('income_statement', 30, 'DRE.9', 'BP.AC', 'D', '0.00');
    const loop = [line('balance_sheet', 40, 'L1', 'L2', 'T', '0.00'), line('balance_sheet', 41, 'L2', 'L1', 'T', '0.00')];
    const result = comparePublished({ accounts, balances, lines: [...lines, stray, ...loop] });
    expect(result.find((row) => row.line.code === 'BP.AC')?.computed).toBe('1500.00');
    expect(result.filter((row) => row.line.code.startsWith('L')).map((row) => row.status)).toEqual(['no-accounts', 'no-accounts']);
  });
});
