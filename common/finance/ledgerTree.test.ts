import { describe, expect, it } from 'vitest';
import {
  type AccountNature, buildLedgerTree, compareCodes, flattenTree, indexBalances, type LedgerAccount, type LedgerNode, sumRoots, sumTree,
} from './ledgerTree.ts';
import { toDecimal } from './money.ts';

function account(id: string, code: string, nature: AccountNature, analytic: boolean, parentId: string | null): LedgerAccount {
  return { id, code, name: `Account ${code}`, nature, analytic, parentId, level: null, aggregationCode: null };
}

/** One line per row, indented by depth: `"  1.10 a110"`. */
function outline(forest: readonly LedgerNode[]): string[] {
  return flattenTree(forest).map((node) => `${'  '.repeat(node.depth)}${node.account.code}`);
}

// A chart given out of order: 1.10 must follow 1.9; 2.3 (equity) sits under 2 (liability); x's parent is unknown.
const chart = [
  account('a110', '1.10', 'asset', true, 'a1'),
  account('l2', '2', 'liability', false, null),
  account('a19', '1.9', 'asset', true, 'a1'),
  account('e23', '2.3', 'equity', false, 'l2'),
  account('a1', '1', 'asset', false, null),
  account('e231', '2.3.1', 'equity', true, 'e23'),
  account('l21', '2.1', 'liability', true, 'l2'),
  account('m9', '9', 'memorandum', true, null),
  account('x', '1.2', 'asset', true, 'gone'),
];

describe('compareCodes', () => {
  it('orders codes naturally, segment by segment', () => {
    const codes = ['1.10', '2', '1.9', '1', '1.2.1', '10', '1.2', '1.A', '1.B'];
    expect([...codes].sort(compareCodes)).toEqual(['1', '1.2', '1.2.1', '1.9', '1.10', '1.A', '1.B', '2', '10']);
  });

  it('compares long digit runs without rounding and falls back to the text for equal values', () => {
    // 2^53 + 1 and 2^53 are the same Number; as digits they differ.
    expect(compareCodes('9007199254740993', '9007199254740992')).toBeGreaterThan(0);
    expect(compareCodes('1.01', '1.1')).toBeLessThan(0); // equal as numbers, '0' < '1' as text
    expect(compareCodes('1.1', '1.1')).toBe(0);
  });
});

describe('buildLedgerTree', () => {
  it('builds the whole tree in code order, a missing parent making a root', () => {
    expect(outline(buildLedgerTree(chart, ['asset', 'liability', 'equity']))).toEqual([
      '1', '  1.9', '  1.10', '1.2', '2', '  2.1', '  2.3', '    2.3.1',
    ]);
  });

  it('keeps the natures asked for; an account whose parent is left out becomes a root', () => {
    expect(outline(buildLedgerTree(chart, ['liability']))).toEqual(['2', '  2.1']);
    expect(outline(buildLedgerTree(chart, ['equity']))).toEqual(['2.3', '  2.3.1']);
    expect(outline(buildLedgerTree(chart, ['memorandum']))).toEqual(['9']);
  });

  it('makes every account on a loop of parents a root, keeping what hangs below', () => {
    const loop = [
      account('p', '5', 'asset', false, 'q'),
      account('q', '6', 'asset', false, 'p'),
      account('c', '5.1', 'asset', true, 'p'),
    ];
    expect(outline(buildLedgerTree(loop, ['asset']))).toEqual(['5', '  5.1', '6']);
  });

  it('refuses two accounts with one id', () => {
    expect(() => buildLedgerTree([chart[0], chart[0]], ['asset'])).toThrow('two accounts with id a110');
  });
});

describe('sumTree', () => {
  it('gives a synthetic account the sum of its analytic descendants and ignores its own figures', () => {
    const own = new Map([
      ['a19', ['100.00', '1.10']],
      ['a110', ['250.50', '-0.10']],
      ['a1', ['999.99', '999.99']], // a synthetic account's own row: ignored
      ['l21', ['-300.00', '0']],
      ['e231', ['-50.50', '-1.00']],
    ]);
    const forest = sumTree(buildLedgerTree(chart, ['asset', 'liability', 'equity']), 2, (acc) => own.get(acc.id)?.map(toDecimal));
    const sums = flattenTree(forest).map((node) => `${node.account.code} ${node.values.map((value) => value.toFixed(2)).join(' ')}`);
    expect(sums).toEqual([
      '1 350.50 1.00', // 100.00 + 250.50; 1.10 − 0.10
      '1.9 100.00 1.10',
      '1.10 250.50 -0.10',
      '1.2 0.00 0.00', // an analytic account without figures
      '2 -350.50 -1.00', // −300.00 + (−50.50); 0 + (−1.00)
      '2.1 -300.00 0.00',
      '2.3 -50.50 -1.00',
      '2.3.1 -50.50 -1.00',
    ]);
    // The roots: 350.50 + 0 − 350.50 = 0; 1.00 + 0 − 1.00 = 0.
    expect(sumRoots(forest, 2).map((value) => value.toFixed(2))).toEqual(['0.00', '0.00']);
  });
});

describe('indexBalances', () => {
  const row = { accountId: 'a19', month: '2025-01-01', opening: '0', debits: '1', credits: '0', closing: '1', closingEntries: '0' };

  it('finds a balance by month and account', () => {
    expect(indexBalances([row]).get('2025-01-01')?.get('a19')).toBe(row);
    expect(indexBalances([row]).get('2025-02-01')).toBeUndefined();
  });

  it('refuses two balances of one account in one month', () => {
    expect(() => indexBalances([row, { ...row }])).toThrow('two balances of account a19 in 2025-01-01');
  });
});
