/**
 * The balance sheet (balanço patrimonial) at the close of each month asked for, with vertical and horizontal
 * analysis, built from the ledger's closing balances.
 *
 * Signs as presented: assets debit-positive (the ledger's own sign); liabilities and equity credit-positive, the
 * ledger's balance negated, so a supplier owed 300 shows 300 and accumulated losses show negative.
 *
 * Sections follow each account's nature: `2 Passivo` in the liabilities holds only its liability descendants, and
 * `2.3 Patrimônio líquido` beneath it heads the equity section (see ledgerTree.ts). Result accounts not yet closed
 * into equity, the year's result so far, are one line of equity, "result of the period" = −Σ closing of the result
 * accounts at the month: a profit is positive. After December's closing entries it is zero, the profit being in
 * equity's own accounts.
 *
 * Check: total assets = total liabilities + equity in every column. It fails, with the difference, when the books
 * are not whole or when balances sit on accounts outside the four natures ("other"), which no section shows.
 *
 * AV% of a row: its share of total assets on the assets side, of total liabilities + equity on the other side.
 * AH% of a row: its change from the column before (none for the first column), and, when the caller names base
 * months (the same month a year before, the last December …), its change from its figure at each column's base.
 */
import { changeOf, shareOf } from './analysis.ts';
import { type Decimal, toDecimal, toFixed2 } from './money.ts';
import {
  type AccountMonth, type AccountNature, buildLedgerTree, indexBalances, type LedgerAccount, mapTree, sumRoots, type SummedNode, sumTree,
} from './ledgerTree.ts';

/** A line's figures per column (two decimals) and its analysis per column (one decimal, or null: "—"). */
export interface AnalysedLine {
  readonly values: readonly string[];
  readonly av: readonly (string | null)[];
  /** Change from the column before; null in the first column. */
  readonly ah: readonly (string | null)[];
  /** Change from each column's base month (null for a column without one); null when no base months were given. */
  readonly ahBase: readonly (string | null)[] | null;
}

export interface BalanceSheetRow extends AnalysedLine {
  readonly account: LedgerAccount;
  readonly depth: number;
  readonly children: readonly BalanceSheetRow[];
}

export interface BalanceSheetSection {
  readonly rows: readonly BalanceSheetRow[];
  readonly total: AnalysedLine;
}

export interface EquitySection extends BalanceSheetSection {
  /** The result accounts' balance not yet closed into equity, credit-positive; part of the section's total. */
  readonly periodResult: AnalysedLine;
}

/** `difference` = total assets − total liabilities and equity; `0.00` when it passes. */
export interface BalanceSheetCheck {
  readonly month: string;
  readonly passes: boolean;
  readonly difference: string;
}

export interface BalanceSheet {
  readonly months: readonly string[];
  readonly assets: BalanceSheetSection;
  readonly liabilities: BalanceSheetSection;
  readonly equity: EquitySection;
  readonly totalLiabilitiesAndEquity: AnalysedLine;
  readonly checks: readonly BalanceSheetCheck[];
}

export interface BalanceSheetInput {
  readonly accounts: readonly LedgerAccount[];
  readonly balances: readonly AccountMonth[];
  /** The columns, `YYYY-MM-01`: each is the balance at that month's close. */
  readonly months: readonly string[];
  /** Optional: for each column, the month its `ahBase` compares with, or null for none. As many as `months`. */
  readonly baseMonths?: readonly (string | null)[];
}

/**
 * Builds the balance sheet at the close of each of `months`.
 *
 * @throws RangeError when `baseMonths` is given with a length other than `months`'.
 */
export function buildBalanceSheet(input: BalanceSheetInput): BalanceSheet {
  const { months, baseMonths } = input;
  if (baseMonths && baseMonths.length !== months.length) {
    throw new RangeError(`${baseMonths.length} base months for ${months.length} columns`);
  }
  // The figures are computed at the columns' months and then at their base months: `values[i]` and
  // `values[months.length + i]` are the same line's figure at column i and at its base.
  const columns: readonly (string | null)[] = [...months, ...(baseMonths ?? [])];
  const byMonth = indexBalances(input.balances);
  const section = (nature: AccountNature, sign: '1' | '-1'): SummedNode[] =>
    sumTree(buildLedgerTree(input.accounts, [nature]), columns.length, (account) => columns.map((month) => {
      const balance = month === null ? undefined : byMonth.get(month)?.get(account.id);
      return balance ? toDecimal(balance.closing).times(sign) : toDecimal(0);
    }));
  const assets = section('asset', '1');
  const liabilities = section('liability', '-1');
  const equity = section('equity', '-1');
  const periodResult = sumRoots(section('result', '-1'), columns.length);

  const totalAssets = sumRoots(assets, columns.length);
  const totalLiabilities = sumRoots(liabilities, columns.length);
  const totalEquity = sumRoots(equity, columns.length).map((value, index) => value.plus(periodResult[index]));
  const totalOtherSide = totalLiabilities.map((value, index) => value.plus(totalEquity[index]));

  const line = (values: readonly Decimal[], whole: readonly Decimal[]): AnalysedLine => {
    const shown = values.slice(0, months.length);
    return {
      values: shown.map(toFixed2),
      av: shown.map((value, index) => shareOf(value, whole[index])),
      ah: shown.map((value, index) => (index === 0 ? null : changeOf(value, shown[index - 1]))),
      ahBase: baseMonths
        ? shown.map((value, index) => (baseMonths[index] === null ? null : changeOf(value, values[months.length + index])))
        : null,
    };
  };
  const rows = (forest: readonly SummedNode[], whole: readonly Decimal[]): BalanceSheetRow[] =>
    mapTree(forest, (node, children: BalanceSheetRow[]) => ({ account: node.account, depth: node.depth, ...line(node.values, whole), children }));

  return {
    months,
    assets: { rows: rows(assets, totalAssets), total: line(totalAssets, totalAssets) },
    liabilities: { rows: rows(liabilities, totalOtherSide), total: line(totalLiabilities, totalOtherSide) },
    equity: { rows: rows(equity, totalOtherSide), periodResult: line(periodResult, totalOtherSide), total: line(totalEquity, totalOtherSide) },
    totalLiabilitiesAndEquity: line(totalOtherSide, totalOtherSide),
    checks: months.map((month, index) => {
      const difference = totalAssets[index].minus(totalOtherSide[index]);
      return { month, passes: difference.eq('0'), difference: toFixed2(difference) };
    }),
  };
}
