/**
 * The client's chart of accounts (ECD I050) as a tree, and the monthly balances (ECD I155) the accounting statements
 * read from it. The trial balance, the balance sheet and the income statement all build their rows here, so an
 * account sits under the same parent, in the same order and with the same sums on every one of them.
 *
 * - Order: siblings by code in natural order, each segment compared as a number when both are digits, so `1.10`
 *   comes after `1.9` and `2` after `1.10.5`.
 * - Sections: a statement keeps the accounts of its natures only. An account whose parent is missing, or left out
 *   (`2.3 Patrimônio líquido` under `2 Passivo` when only liabilities are kept), is a root of what is kept.
 * - Sums: balances are debit-positive and sit on analytic accounts, as ECD puts I155 only there. A synthetic
 *   account's figures are the sums of its descendants; a balance row of its own, if one ever arrives, is ignored, or
 *   it would count twice beside its children's.
 */
import { type Decimal, type DecimalInput, toDecimal } from './money.ts';

/** ECD COD_NAT, plus `cash_flow` for a management spreadsheet's lines (accounting.account_nature). */
export type AccountNature = 'asset' | 'liability' | 'equity' | 'result' | 'memorandum' | 'other' | 'cash_flow';

/** A client account (accounting.client_account). */
export interface LedgerAccount {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly nature: AccountNature;
  readonly analytic: boolean;
  readonly parentId: string | null;
  /** The level the books give (ECD I050 NIVEL); rows are indented by their `depth` in the tree instead. */
  readonly level: number | null;
  /** The published statement line (J100/J150 COD_AGL) the account feeds (ECD I052). */
  readonly aggregationCode: string | null;
}

/**
 * A client account's balance in a month, debit-positive, as the ledger (ECD I155) keeps it:
 * closing = opening + debits − credits.
 */
export interface AccountMonth {
  readonly accountId: string;
  /** `YYYY-MM-01`. */
  readonly month: string;
  readonly opening: DecimalInput;
  readonly debits: DecimalInput;
  readonly credits: DecimalInput;
  readonly closing: DecimalInput;
  /**
   * The signed (debit-positive) sum of the month's closing entries on the account: December's entries that zero the
   * result accounts into equity.
   */
  readonly closingEntries: DecimalInput;
}

/** An account in the tree. `depth` is 0 for a root. */
export interface LedgerNode {
  readonly account: LedgerAccount;
  readonly depth: number;
  readonly children: readonly LedgerNode[];
}

/** An account in the tree with its figures (one per column), its descendants' already added in. */
export interface SummedNode {
  readonly account: LedgerAccount;
  readonly depth: number;
  readonly values: readonly Decimal[];
  readonly children: readonly SummedNode[];
}

/** The natures the accounting statements are made of; memorandum, other and cash-flow accounts are not. */
export const STATEMENT_NATURES: readonly AccountNature[] = ['asset', 'liability', 'equity', 'result'];

const DIGITS = /^[0-9]+$/;

/** Compares two digit strings by value, however many digits (no `Number`, which rounds past 2^53): `9` < `010`. */
function compareDigits(a: string, b: string): number {
  const x = a.replace(/^0+(?=.)/, '');
  const y = b.replace(/^0+(?=.)/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Natural order of account codes: segments (split at any run of characters other than letters and digits) compared
 * one by one, as numbers when both are digits and by code point otherwise; a code that is a prefix of another comes
 * first (`1` before `1.1`). Codes equal segment by segment (`1.01` and `1.1`) fall back to their plain text, so the
 * order never depends on the input's.
 *
 * @returns Negative when `a` comes first, positive when `b` does, 0 only for identical codes.
 */
export function compareCodes(a: string, b: string): number {
  const left = a.split(/[^0-9A-Za-z]+/).filter((segment) => segment !== '');
  const right = b.split(/[^0-9A-Za-z]+/).filter((segment) => segment !== '');
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const x = left[index];
    const y = right[index];
    const order = DIGITS.test(x) && DIGITS.test(y) ? compareDigits(x, y) : x < y ? -1 : x > y ? 1 : 0;
    if (order !== 0) return order;
  }
  if (left.length !== right.length) return left.length - right.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareAccounts(a: LedgerAccount, b: LedgerAccount): number {
  return compareCodes(a.code, b.code) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Builds the tree of the accounts of the given natures, siblings in natural code order. An account whose parent is
 * not among them is a root. Should the parents ever loop (A under B under A), every account on the loop is a root,
 * so no account disappears from the statement.
 *
 * @throws Error when two accounts have the same id (the database's primary key forbids it).
 */
export function buildLedgerTree(accounts: readonly LedgerAccount[], natures: readonly AccountNature[]): LedgerNode[] {
  const byId = new Map<string, LedgerAccount>();
  for (const account of accounts) {
    if (!natures.includes(account.nature)) continue;
    if (byId.has(account.id)) throw new Error(`two accounts with id ${account.id}`);
    byId.set(account.id, account);
  }
  const onLoop = (account: LedgerAccount): boolean => {
    const seen = new Set<string>();
    let parentId = account.parentId;
    while (parentId !== null && !seen.has(parentId)) {
      if (parentId === account.id) return true;
      seen.add(parentId);
      parentId = byId.get(parentId)?.parentId ?? null;
    }
    return false;
  };
  const children = new Map<string | null, LedgerAccount[]>();
  for (const account of byId.values()) {
    const parentId = account.parentId !== null && byId.has(account.parentId) && !onLoop(account) ? account.parentId : null;
    const siblings = children.get(parentId) ?? [];
    siblings.push(account);
    children.set(parentId, siblings);
  }
  const build = (parentId: string | null, depth: number): LedgerNode[] =>
    (children.get(parentId) ?? [])
      .sort(compareAccounts)
      .map((account) => ({ account, depth, children: build(account.id, depth + 1) }));
  return build(null, 0);
}

/**
 * Adds the figures up the tree: an analytic account has its own figures (`own`, zeros when it has none) plus its
 * children's, should it have any; a synthetic account has its children's only, its own ignored (see the header).
 *
 * @param width - How many figures each account has (columns, months …).
 * @param own - An account's own figures, `width` of them, or undefined when it has none.
 */
export function sumTree(
  forest: readonly LedgerNode[],
  width: number,
  own: (account: LedgerAccount) => readonly Decimal[] | undefined,
): SummedNode[] {
  return forest.map((node): SummedNode => {
    const children = sumTree(node.children, width, own);
    const mine = node.account.analytic ? own(node.account) : undefined;
    const values = Array.from({ length: width }, (_, index) =>
      children.reduce((total, child) => total.plus(child.values[index]), mine?.[index] ?? toDecimal(0)));
    return { account: node.account, depth: node.depth, values, children };
  });
}

/** The figures of each column summed over the roots: the statement's total. */
export function sumRoots(forest: readonly SummedNode[], width: number): Decimal[] {
  return Array.from({ length: width }, (_, index) => forest.reduce((total, node) => total.plus(node.values[index]), toDecimal(0)));
}

/** Rebuilds a tree bottom-up into another shape (a statement's rows), keeping its order. */
export function mapTree<T extends { readonly children: readonly T[] }, U>(
  forest: readonly T[],
  row: (node: T, children: U[]) => U,
): U[] {
  return forest.map((node) => row(node, mapTree(node.children, row)));
}

/** The nodes of a tree in reading order: each account, then its children. */
export function flattenTree<T extends { readonly children: readonly T[] }>(forest: readonly T[]): T[] {
  return forest.flatMap((node) => [node, ...flattenTree(node.children)]);
}

/** The balances of each month by account: `byMonth.get(month)?.get(accountId)`. */
export type BalanceIndex = ReadonlyMap<string, ReadonlyMap<string, AccountMonth>>;

/**
 * Indexes the balances by month and account. An account without a row in a month had no balance and no movement in
 * it (ECD lists every account that has either), so readers take it as zeros.
 *
 * @throws Error when an account has two rows for one month: the view gives one per account and month, and adding or
 *   choosing between two would make a statement up.
 */
export function indexBalances(balances: readonly AccountMonth[]): BalanceIndex {
  const byMonth = new Map<string, Map<string, AccountMonth>>();
  for (const balance of balances) {
    const accounts = byMonth.get(balance.month) ?? new Map<string, AccountMonth>();
    if (accounts.has(balance.accountId)) throw new Error(`two balances of account ${balance.accountId} in ${balance.month}`);
    accounts.set(balance.accountId, balance);
    byMonth.set(balance.month, accounts);
  }
  return byMonth;
}
