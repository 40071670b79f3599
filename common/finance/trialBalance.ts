/**
 * The trial balance (balancete de verificação) of one month: every account of the books with its opening balance,
 * the month's debits and credits and its closing balance, synthetic accounts summing their descendants, and the
 * checks that prove the books are whole.
 *
 * Signs are the ledger's: balances debit-positive (an asset's balance is positive, a liability's negative), debits
 * and credits as the positive movements they are. A Brazilian balancete prints a balance as its size and side,
 * "1.234,56 D" or "1.234,56 C"; each row carries that form too (`sided`).
 *
 * Accounts: assets, liabilities, equity, result and "other" (ECD 09). "Other" accounts take part in the same double
 * entries as the rest, so leaving them out would unbalance the checks of a sound book. Memorandum accounts
 * (compensação) are left out: they are kept in pairs that balance among themselves, outside the company's
 * equation, and no statement reads them. Cash-flow lines are a spreadsheet's, not a ledger's.
 *
 * Checks: a double-entry book has Σ debits = Σ credits in the month, and its balances, debit-positive, sum to zero
 * at the opening and at the closing. Each fails with its difference, never rounded away.
 */
import { type Decimal, toDecimal, toFixed2 } from './money.ts';
import { type AccountMonth, type AccountNature, buildLedgerTree, indexBalances, type LedgerAccount, mapTree, sumRoots, sumTree } from './ledgerTree.ts';

export const TRIAL_BALANCE_NATURES: readonly AccountNature[] = ['asset', 'liability', 'equity', 'result', 'other'];

/** A balance as a balancete prints it: its size and side. Zero has no side. */
export interface SidedAmount {
  readonly value: string;
  readonly side: 'D' | 'C' | null;
}

/** The debit-positive amount as size and side: `-12.5` → `{ value: '12.50', side: 'C' }`. */
export function sided(amount: Decimal | string): SidedAmount {
  // The side of the amount as shown: a balance that rounds to 0.00 has none.
  const shown = toDecimal(toFixed2(amount));
  return { value: toFixed2(shown.abs()), side: shown.gt('0') ? 'D' : shown.lt('0') ? 'C' : null };
}

/** Opening, debits, credits and closing, debit-positive, two decimals. */
export interface TrialBalanceFigures {
  readonly opening: string;
  readonly debits: string;
  readonly credits: string;
  readonly closing: string;
  readonly openingSided: SidedAmount;
  readonly closingSided: SidedAmount;
}

export interface TrialBalanceRow extends TrialBalanceFigures {
  readonly account: LedgerAccount;
  readonly depth: number;
  readonly children: readonly TrialBalanceRow[];
}

export type TrialBalanceCheckId = 'debits-equal-credits' | 'opening-sums-to-zero' | 'closing-sums-to-zero';

/** `difference`: Σ debits − Σ credits, Σ opening or Σ closing; `0.00` when the check passes. */
export interface TrialBalanceCheck {
  readonly id: TrialBalanceCheckId;
  readonly passes: boolean;
  readonly difference: string;
}

export interface TrialBalance {
  readonly month: string;
  readonly rows: readonly TrialBalanceRow[];
  readonly totals: TrialBalanceFigures;
  readonly checks: readonly TrialBalanceCheck[];
}

export interface TrialBalanceInput {
  readonly accounts: readonly LedgerAccount[];
  /** Balances of any months; only `month`'s are read. */
  readonly balances: readonly AccountMonth[];
  /** `YYYY-MM-01`. */
  readonly month: string;
}

function figures([opening, debits, credits, closing]: readonly Decimal[]): TrialBalanceFigures {
  return {
    opening: toFixed2(opening),
    debits: toFixed2(debits),
    credits: toFixed2(credits),
    closing: toFixed2(closing),
    openingSided: sided(opening),
    closingSided: sided(closing),
  };
}

function check(id: TrialBalanceCheckId, difference: Decimal): TrialBalanceCheck {
  return { id, passes: difference.eq('0'), difference: toFixed2(difference) };
}

/** Builds the trial balance of `month`. */
export function buildTrialBalance(input: TrialBalanceInput): TrialBalance {
  const ofMonth = indexBalances(input.balances).get(input.month);
  const forest = sumTree(buildLedgerTree(input.accounts, TRIAL_BALANCE_NATURES), 4, (account) => {
    const balance = ofMonth?.get(account.id);
    return balance && [balance.opening, balance.debits, balance.credits, balance.closing].map(toDecimal);
  });
  const rows = mapTree(forest, (node, children: TrialBalanceRow[]): TrialBalanceRow => ({
    account: node.account, depth: node.depth, ...figures(node.values), children,
  }));
  const [opening, debits, credits, closing] = sumRoots(forest, 4);
  return {
    month: input.month,
    rows,
    totals: figures([opening, debits, credits, closing]),
    checks: [
      check('debits-equal-credits', debits.minus(credits)),
      check('opening-sums-to-zero', opening),
      check('closing-sums-to-zero', closing),
    ],
  };
}
