/**
 * A company's accounting at its last month with balances, for its details page: the year's income statement to
 * that month and the balance sheet at it, built by common/finance exactly as the management screens build them.
 */
import { buildBalanceSheet } from '../../../common/finance/balanceSheet.ts';
import { buildIncomeStatement } from '../../../common/finance/incomeStatement.ts';
import type { AccountMonth, LedgerAccount } from '../../../common/finance/ledgerTree.ts';
import { monthsBetween } from '../../../common/finance/months.ts';

export interface CompanyLedgerFigures {
  /** `YYYY-MM-01`: the last month with balances. */
  readonly month: string;
  /** January of that year. */
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

export function companyLedgerFigures(accounts: readonly LedgerAccount[], balances: readonly AccountMonth[], month: string): CompanyLedgerFigures {
  const from = `${month.slice(0, 4)}-01-01`;
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
