/**
 * A client's accounting at a month in a few figures, for the company's details page, the management home and the
 * management report: the income statement from January (or a given month) to it and the balance sheet at it, built
 * exactly as the accounting analysis builds its statements.
 */
import { buildBalanceSheet } from './balanceSheet.ts';
import { buildIncomeStatement } from './incomeStatement.ts';
import type { AccountMonth, LedgerAccount } from './ledgerTree.ts';
import { monthsBetween } from './months.ts';

export interface LedgerKeyFigures {
  /** `YYYY-MM-01`: the month of the balance sheet, and the last of the income statement. */
  readonly month: string;
  /** The first month of the income statement: January of that year unless asked otherwise. */
  readonly from: string;
  readonly revenue: string;
  readonly netResult: string;
  /** Net result ÷ revenue (AV %), null without revenue. */
  readonly netMargin: string | null;
  readonly totalAssets: string;
  readonly totalLiabilities: string;
  readonly totalEquity: string;
  /** Total assets − (liabilities + equity): `0.00` when the balance sheet ties. */
  readonly imbalance: string;
}

export function ledgerKeyFigures(accounts: readonly LedgerAccount[], balances: readonly AccountMonth[], month: string, from = `${month.slice(0, 4)}-01-01`): LedgerKeyFigures {
  const income = buildIncomeStatement({ accounts, balances, months: monthsBetween(from, month) });
  const sheet = buildBalanceSheet({ accounts, balances, months: [month] });
  return {
    month,
    from,
    revenue: income.revenue.total,
    netResult: income.netResult.total,
    netMargin: income.netResult.totalAv,
    totalAssets: sheet.assets.total.values[0],
    totalLiabilities: sheet.liabilities.total.values[0],
    totalEquity: sheet.equity.total.values[0],
    imbalance: sheet.checks[0].difference,
  };
}
