/**
 * The management income statement (DRE gerencial) month by month, from the result accounts of the ledger, with a
 * total column and vertical and horizontal analysis.
 *
 * Signs as presented: credit-positive, so revenue is positive and costs and expenses negative, and a row adds up to
 * the net result. A month's figure is what moved in it, −(debits − credits − closing entries): the closing entries
 * that zero the result accounts into equity in December are left out, so December shows its real result, not zero.
 *
 * The tree is the chart's own (result accounts only, in code order); the net result is the sum of its roots.
 *
 * Revenue, the whole of the vertical analysis: the sum of the top groups of the result accounts whose total over
 * all the months shown is positive (in a chart with `3 Receitas` and `4 Custos e despesas`, group 3). The top groups
 * are the first level of the tree with more than one group: a chart whose result accounts all sit under one
 * `3 Resultado` is read from that root's children (`3.1 Receitas`, `3.2 Custos`), never from the root, which would
 * be the profit. A group is revenue or not for the whole period, so the denominator of every month comes from the
 * same accounts, even in a month where another group happens to be positive. The page shows which groups it took
 * (`revenueAccountIds`).
 *   AV% = row ÷ revenue × 100 in each month, and over the total; none ("—") when revenue is zero.
 *   AH% = change from the month before (the column before: callers pass consecutive months); none for the first.
 */
import { changeOf, shareOf } from './analysis.ts';
import { type Decimal, sum, toDecimal, toFixed2 } from './money.ts';
import { type AccountMonth, buildLedgerTree, indexBalances, type LedgerAccount, mapTree, sumRoots, sumTree } from './ledgerTree.ts';

/** A line's figures per month and over them all (two decimals), with its analysis (one decimal, or null: "—"). */
export interface IncomeLine {
  readonly values: readonly string[];
  readonly total: string;
  readonly av: readonly (string | null)[];
  readonly totalAv: string | null;
  /** Change from the month before; null for the first month. */
  readonly ah: readonly (string | null)[];
}

export interface IncomeStatementRow extends IncomeLine {
  readonly account: LedgerAccount;
  readonly depth: number;
  readonly children: readonly IncomeStatementRow[];
}

export interface IncomeStatement {
  readonly months: readonly string[];
  readonly rows: readonly IncomeStatementRow[];
  /** Σ of the root rows. */
  readonly netResult: IncomeLine;
  /** The whole of AV% per month and over the period. */
  readonly revenue: { readonly values: readonly string[]; readonly total: string };
  /** The root groups counted as revenue, in code order. */
  readonly revenueAccountIds: readonly string[];
}

export interface IncomeStatementInput {
  readonly accounts: readonly LedgerAccount[];
  readonly balances: readonly AccountMonth[];
  /** `YYYY-MM-01`, consecutive (monthsBetween). */
  readonly months: readonly string[];
}

/** The month's result on an account, credit-positive, closing entries left out. */
export function monthResult(balance: AccountMonth): Decimal {
  return toDecimal(balance.credits).minus(toDecimal(balance.debits)).plus(toDecimal(balance.closingEntries));
}

/** The first level of the tree with more than one group (a lone root with children is looked through). */
function topGroups<Node extends { readonly children: readonly Node[] }>(forest: readonly Node[]): readonly Node[] {
  let groups = forest;
  while (groups.length === 1 && groups[0].children.length > 0) groups = groups[0].children;
  return groups;
}

/** Builds the income statement of `months`. */
export function buildIncomeStatement(input: IncomeStatementInput): IncomeStatement {
  const { months } = input;
  const byMonth = indexBalances(input.balances);
  const forest = sumTree(buildLedgerTree(input.accounts, ['result']), months.length, (account) => months.map((month) => {
    const balance = byMonth.get(month)?.get(account.id);
    return balance ? monthResult(balance) : toDecimal(0);
  }));
  const revenueRoots = topGroups(forest).filter((node) => sum(node.values).gt('0'));
  const revenue = sumRoots(revenueRoots, months.length);
  const revenueTotal = sum(revenue);

  const line = (values: readonly Decimal[]): IncomeLine => {
    const total = sum(values);
    return {
      values: values.map(toFixed2),
      total: toFixed2(total),
      av: values.map((value, index) => shareOf(value, revenue[index])),
      totalAv: shareOf(total, revenueTotal),
      ah: values.map((value, index) => (index === 0 ? null : changeOf(value, values[index - 1]))),
    };
  };
  return {
    months,
    rows: mapTree(forest, (node, children: IncomeStatementRow[]) => ({ account: node.account, depth: node.depth, ...line(node.values), children })),
    netResult: line(sumRoots(forest, months.length)),
    revenue: { values: revenue.map(toFixed2), total: toFixed2(revenueTotal) },
    revenueAccountIds: revenueRoots.map((node) => node.account.id),
  };
}
