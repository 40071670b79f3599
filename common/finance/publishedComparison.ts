/**
 * The statements published in a SPED ECD (J100 balance sheet, J150 income statement) line by line against the same
 * lines computed from the ledger, so a reader sees where the books and the filing disagree.
 *
 * All values are signed debit-positive, as the ledger keeps them (a published credit balance is negative); the
 * screen presents them.
 *
 * A detail line (D) with code X is computed as the sum over the analytic accounts that feed X (ECD I052,
 * `aggregationCode` = X) and belong to the statements (assets, liabilities, equity, result, as everywhere in these
 * statements: a difference then says the same as our own balance sheet would):
 * - on the balance sheet, their closing balance at the month of the line's period end;
 * - on the income statement, their closing balance less that month's closing entries: the result before it was
 *   closed into equity, which is what J150 publishes.
 * A total line (T) is the sum of the computed values of its child lines (`parentCode` = its code, in the same
 * statement and period). Synthetic accounts carrying a code are not counted: their analytic descendants already are.
 *
 * Status: `no-accounts` when no account feeds a detail line, or none of a total line's descendants; otherwise
 * `matches` or `differs`, with difference = computed − published.
 */
import { type Decimal, type DecimalInput, toDecimal, toFixed2 } from './money.ts';
import { type AccountMonth, indexBalances, type LedgerAccount, STATEMENT_NATURES } from './ledgerTree.ts';

/** A line of J100 or J150, its value signed debit-positive. */
export interface PublishedLine {
  readonly statement: 'balance_sheet' | 'income_statement';
  readonly code: string;
  readonly parentCode: string | null;
  readonly level: number;
  readonly lineKind: 'T' | 'D';
  readonly description: string;
  readonly group: 'A' | 'P' | 'R' | 'D' | null;
  readonly closing: DecimalInput;
  readonly position: number;
  /** `YYYY-MM-DD`. */
  readonly periodEnd: string;
}

export type ComparisonStatus = 'matches' | 'differs' | 'no-accounts';

export interface ComparedLine {
  readonly line: PublishedLine;
  readonly published: string;
  /** null when no account feeds the line. */
  readonly computed: string | null;
  /** computed − published; null with `computed`. */
  readonly difference: string | null;
  readonly status: ComparisonStatus;
}

export interface PublishedComparisonInput {
  readonly accounts: readonly LedgerAccount[];
  readonly balances: readonly AccountMonth[];
  readonly lines: readonly PublishedLine[];
}

const PERIOD_END = /^(\d{4}-\d{2})-\d{2}$/;

/** The month (`YYYY-MM-01`) a period end (`YYYY-MM-DD`) closes. */
function monthOf(periodEnd: string): string {
  const match = PERIOD_END.exec(periodEnd);
  if (!match) throw new RangeError(`not a date (YYYY-MM-DD): ${JSON.stringify(periodEnd)}`);
  return `${match[1]}-01`;
}

/** Lines are one statement of one period: a parent is looked for among them only. */
function scope(line: PublishedLine, code: string): string {
  return JSON.stringify([line.statement, line.periodEnd, code]);
}

/**
 * Compares each published line with the figure the ledger gives it, in the order of `position`.
 *
 * @throws RangeError when a period end is not a `YYYY-MM-DD` date.
 */
export function comparePublished(input: PublishedComparisonInput): ComparedLine[] {
  const byMonth = indexBalances(input.balances);
  const feeders = new Map<string, LedgerAccount[]>();
  for (const account of input.accounts) {
    if (!account.analytic || account.aggregationCode === null || !STATEMENT_NATURES.includes(account.nature)) continue;
    feeders.set(account.aggregationCode, [...(feeders.get(account.aggregationCode) ?? []), account]);
  }
  const children = new Map<string, PublishedLine[]>();
  for (const line of input.lines) {
    if (line.parentCode === null) continue;
    const key = scope(line, line.parentCode);
    children.set(key, [...(children.get(key) ?? []), line]);
  }

  const detail = (line: PublishedLine): Decimal | null => {
    const accounts = feeders.get(line.code);
    if (!accounts) return null;
    const ofMonth = byMonth.get(monthOf(line.periodEnd));
    return accounts.reduce((total, account) => {
      const balance = ofMonth?.get(account.id);
      if (!balance) return total;
      const value = toDecimal(balance.closing);
      return total.plus(line.statement === 'income_statement' ? value.minus(toDecimal(balance.closingEntries)) : value);
    }, toDecimal(0));
  };
  // `open`: the total lines being summed, so lines whose parents loop end instead of recursing for ever.
  const computed = (line: PublishedLine, open: ReadonlySet<PublishedLine>): Decimal | null => {
    if (line.lineKind === 'D') return detail(line);
    if (open.has(line)) return null;
    const inside = new Set(open).add(line);
    let total: Decimal | null = null;
    for (const child of children.get(scope(line, line.code)) ?? []) {
      const value = computed(child, inside);
      if (value !== null) total = (total ?? toDecimal(0)).plus(value);
    }
    return total;
  };

  return [...input.lines]
    .sort((a, b) => a.position - b.position)
    .map((line): ComparedLine => {
      const value = computed(line, new Set());
      const published = toDecimal(line.closing);
      if (value === null) return { line, published: toFixed2(published), computed: null, difference: null, status: 'no-accounts' };
      const difference = value.minus(published);
      return {
        line, published: toFixed2(published), computed: toFixed2(value), difference: toFixed2(difference), status: difference.eq('0') ? 'matches' : 'differs',
      };
    });
}
