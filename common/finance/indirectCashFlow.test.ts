import { describe, expect, it } from 'vitest';
import type { CashFlowSection } from './cashFlow.ts';
import { indirectCashFlow, type IndirectAccount, sectionAt } from './indirectCashFlow.ts';
import type { AccountMonth, AccountNature } from './ledgerTree.ts';

/**
 * A small company's books, worked out by hand. January: 10,000 of capital; 5,000 of sales on credit, 3,000 of them
 * received; equipment of 4,000 paid in cash; 1,200 of expenses on credit, 700 of them paid; 100 of depreciation;
 * 50 of interest paid. February: equipment carried at 1,000 sold for 1,300 in cash; a loan of 2,000; 20 of interest
 * added to the loan. December 2024: a cash sale of 1,000, closed into retained earnings.
 *
 * Direct method (each cash line given to the other side of its entry, by the account's section):
 *   January  operations 3,000 − 700 = 2,300; investment −4,000; financing 10,000 − 50 = 9,950.
 *   February operations 0; investment 1,000 + 300 = 1,300; financing 2,000.
 */
const JAN = '2025-01-01';
const FEB = '2025-02-01';
const DEC = '2024-12-01';

function account(code: string, name: string, nature: AccountNature, section: CashFlowSection | null, isCash = false): IndirectAccount {
  return { id: `id-${code}`, code, name, nature, analytic: true, isCash, sections: section ? [{ validFrom: '2020-01-01', section }] : [] };
}

const ACCOUNTS: IndirectAccount[] = [
  account('1.1.1', 'Bank', 'asset', null, true),
  account('1.1.2', 'Receivables', 'asset', 'operations'),
  account('1.2.1', 'Equipment', 'asset', 'investment'),
  account('1.2.2', 'Accumulated depreciation', 'asset', null),
  account('2.1.1', 'Suppliers', 'liability', 'operations'),
  account('2.2.1', 'Loans', 'liability', 'financing'),
  account('2.3.1', 'Capital', 'equity', 'financing'),
  account('2.3.2', 'Retained earnings', 'equity', null),
  account('3.1.1', 'Revenue', 'result', 'operations'),
  account('3.1.2', 'Gain on sale of equipment', 'result', 'investment'),
  account('3.2.1', 'Expenses', 'result', 'operations'),
  account('3.2.2', 'Depreciation', 'result', null),
  account('3.3.1', 'Interest', 'result', 'financing'),
];

type Line = [code: string, amount: number];
interface Entry { month: string; lines: Line[]; closing?: boolean }

/** Debit-positive lines; each entry adds up to zero. */
const ENTRIES: Entry[] = [
  { month: DEC, lines: [['1.1.1', 1_000], ['3.1.1', -1_000]] },
  { month: DEC, lines: [['3.1.1', 1_000], ['2.3.2', -1_000]], closing: true },
  { month: JAN, lines: [['1.1.1', 10_000], ['2.3.1', -10_000]] },
  { month: JAN, lines: [['1.1.2', 5_000], ['3.1.1', -5_000]] },
  { month: JAN, lines: [['1.1.1', 3_000], ['1.1.2', -3_000]] },
  { month: JAN, lines: [['1.2.1', 4_000], ['1.1.1', -4_000]] },
  { month: JAN, lines: [['3.2.1', 1_200], ['2.1.1', -1_200]] },
  { month: JAN, lines: [['2.1.1', 700], ['1.1.1', -700]] },
  { month: JAN, lines: [['3.2.2', 100], ['1.2.2', -100]] },
  { month: JAN, lines: [['3.3.1', 50], ['1.1.1', -50]] },
  { month: FEB, lines: [['1.1.1', 1_300], ['1.2.1', -1_000], ['3.1.2', -300]] },
  { month: FEB, lines: [['1.1.1', 2_000], ['2.2.1', -2_000]] },
  { month: FEB, lines: [['3.3.1', 20], ['2.2.1', -20]] },
];

/** The trial balance of the entries: every account in every month, as ECD I155 gives it. */
function balancesOf(entries: readonly Entry[], months: readonly string[]): AccountMonth[] {
  const rows: AccountMonth[] = [];
  const opening = new Map<string, number>();
  for (const month of months) {
    for (const { id, code } of ACCOUNTS) {
      const lines = entries.filter((entry) => entry.month === month).flatMap((entry) => entry.lines.filter(([each]) => each === code).map(([, amount]) => ({ amount, closing: entry.closing === true })));
      const debits = lines.reduce((total, line) => total + Math.max(line.amount, 0), 0);
      const credits = lines.reduce((total, line) => total + Math.max(-line.amount, 0), 0);
      const closingEntries = lines.filter((line) => line.closing).reduce((total, line) => total + line.amount, 0);
      const start = opening.get(id) ?? 0;
      const closing = start + debits - credits;
      opening.set(id, closing);
      rows.push({ accountId: id, month, opening: `${start}.00`, debits: `${debits}.00`, credits: `${credits}.00`, closing: `${closing}.00`, closingEntries: `${closingEntries}.00` });
    }
  }
  return rows;
}

const BALANCES = balancesOf(ENTRIES, [DEC, JAN, FEB]);
const valueOf = (flow: ReturnType<typeof indirectCashFlow>, key: string) => flow.lines.find((line) => line.key === key)?.values;

describe('indirectCashFlow', () => {
  it('reconciles January from net income to the direct method\'s operating cash', () => {
    const flow = indirectCashFlow({ accounts: ACCOUNTS, balances: BALANCES, periods: [[JAN]] });
    // 5,000 − 1,200 − 100 − 50.
    expect(valueOf(flow, 'net-income')).toEqual(['3650.00']);
    // Interest is financing: taken back out of net income.
    expect(valueOf(flow, 'reclassified/id-3.3.1')).toEqual(['50.00']);
    // Receivables grew by 2,000 (sold, not yet received), suppliers by 500, depreciation is no cash.
    expect(valueOf(flow, 'operating-change/id-1.1.2')).toEqual(['-2000.00']);
    expect(valueOf(flow, 'operating-change/id-2.1.1')).toEqual(['500.00']);
    expect(valueOf(flow, 'operating-change/id-1.2.2')).toEqual(['100.00']);
    expect(flow.operating).toEqual(['2300.00']);
    expect(valueOf(flow, 'investment')).toEqual(['-4000.00']);
    expect(valueOf(flow, 'financing')).toEqual(['9950.00']);
    // The change of the bank: 10,000 + 3,000 − 4,000 − 700 − 50.
    expect(valueOf(flow, 'net-change')).toEqual(['8250.00']);
  });

  it('takes a gain on selling an asset out of operations and puts the sale in investment', () => {
    const flow = indirectCashFlow({ accounts: ACCOUNTS, balances: BALANCES, periods: [[FEB]] });
    // The gain of 300 less the 20 of interest added to the loan.
    expect(valueOf(flow, 'net-income')).toEqual(['280.00']);
    expect(valueOf(flow, 'reclassified/id-3.1.2')).toEqual(['-300.00']);
    expect(valueOf(flow, 'reclassified/id-3.3.1')).toEqual(['20.00']);
    expect(flow.operating).toEqual(['0.00']);
    // 1,000 of carrying value and 300 of gain: the 1,300 received.
    expect(valueOf(flow, 'investment')).toEqual(['1300.00']);
    // The loan's 2,020 less the 20 of its interest (no cash either way).
    expect(valueOf(flow, 'financing')).toEqual(['2000.00']);
    expect(valueOf(flow, 'net-change')).toEqual(['3300.00']);
  });

  it('gives one column per period and leaves out accounts that moved in none', () => {
    const flow = indirectCashFlow({ accounts: ACCOUNTS, balances: BALANCES, periods: [[JAN, FEB], [DEC]] });
    expect(flow.operating).toEqual(['2300.00', '1000.00']);
    expect(valueOf(flow, 'net-income')).toEqual(['3930.00', '1000.00']);
    expect(flow.lines.map((line) => line.key)).toEqual([
      'net-income', 'reclassified/id-3.1.2', 'reclassified/id-3.3.1',
      'operating-change/id-1.1.2', 'operating-change/id-1.2.2', 'operating-change/id-2.1.1',
      'operating', 'investment', 'financing', 'net-change',
    ]);
  });

  it('reads net income before the closing entries, and equity without them', () => {
    const flow = indirectCashFlow({ accounts: ACCOUNTS, balances: BALANCES, periods: [[DEC]] });
    expect(valueOf(flow, 'net-income')).toEqual(['1000.00']);
    expect(valueOf(flow, 'operating-change/id-2.3.2')).toBeUndefined();
    expect(flow.operating).toEqual(['1000.00']);
  });

  it('flags an operating change whose account has no category', () => {
    const flow = indirectCashFlow({ accounts: ACCOUNTS, balances: BALANCES, periods: [[JAN]] });
    const unclassified = flow.lines.filter((line) => line.unclassified).map((line) => line.account?.code);
    expect(unclassified).toEqual(['1.2.2']);
  });

  it('differs from the direct method by an asset bought on credit, a non-cash investing transaction', () => {
    const onCredit: Entry = { month: JAN, lines: [['1.2.1', 500], ['2.1.1', -500]] };
    const flow = indirectCashFlow({ accounts: ACCOUNTS, balances: balancesOf([...ENTRIES, onCredit], [DEC, JAN, FEB]), periods: [[JAN]] });
    // Suppliers grew by 500 more; the direct method saw no cash at all.
    expect(flow.operating).toEqual(['2800.00']);
    expect(valueOf(flow, 'investment')).toEqual(['-4500.00']);
    expect(valueOf(flow, 'net-change')).toEqual(['8250.00']);
  });

  it('is not computed for a period with a month the ledger does not reach', () => {
    const flow = indirectCashFlow({ accounts: ACCOUNTS, balances: BALANCES, periods: [[JAN, FEB, '2025-03-01'], [JAN]] });
    expect(flow.operating).toEqual([null, '2300.00']);
    expect(valueOf(flow, 'net-income')).toEqual([null, '3650.00']);
  });

  it('classifies each month by the mapping in force then', () => {
    const moved: IndirectAccount = { ...account('2.1.1', 'Suppliers', 'liability', null), sections: [{ validFrom: '2025-02-01', section: 'financing' }, { validFrom: '2020-01-01', section: 'operations' }] };
    expect(sectionAt(moved, JAN)).toBe('operations');
    expect(sectionAt(moved, FEB)).toBe('financing');
    expect(sectionAt(account('1.2.2', 'x', 'asset', null), JAN)).toBeNull();
  });

  it('ignores cash, synthetic and memorandum accounts', () => {
    const extra: IndirectAccount[] = [
      { ...account('1', 'Assets', 'asset', null), analytic: false },
      account('9.1', 'Guarantees given', 'memorandum', null),
    ];
    const balances: AccountMonth[] = [
      ...BALANCES,
      { accountId: 'id-1', month: JAN, opening: '0', debits: '999.00', credits: '0', closing: '999.00', closingEntries: '0' },
      { accountId: 'id-9.1', month: JAN, opening: '0', debits: '77.00', credits: '0', closing: '77.00', closingEntries: '0' },
    ];
    const flow = indirectCashFlow({ accounts: [...ACCOUNTS, ...extra], balances, periods: [[JAN]] });
    expect(flow.operating).toEqual(['2300.00']);
    expect(valueOf(flow, 'net-change')).toEqual(['8250.00']);
  });
});
