import { useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { useLedgerBooksQuery, useLedgerBooksQuery$data } from '../../../../__generated__/useLedgerBooksQuery.graphql.ts';
import { buildBalanceSheet, type BalanceSheet } from '../../../../common/finance/balanceSheet.ts';
import { buildIncomeStatement, type IncomeStatement } from '../../../../common/finance/incomeStatement.ts';
import type { LedgerAccount } from '../../../../common/finance/ledgerTree.ts';
import { accountMonthOf, ledgerAccountOf } from '../../../../common/finance/ledgerRows.ts';
import { addMonths, monthsBetween } from '../../../../common/finance/months.ts';
import { comparePublished, type ComparedLine, type PublishedLine } from '../../../../common/finance/publishedComparison.ts';
import { buildTrialBalance, type TrialBalance } from '../../../../common/finance/trialBalance.ts';
import type { FinancialPeriod } from '../financial/financialPeriod.ts';

/** The balance sheet's columns: the end of the year before, the month before and the month shown. */
export interface BalanceSheetColumns {
  readonly yearEnd: string;
  readonly previous: string;
  readonly month: string;
}

export interface LedgerBooks {
  readonly period: FinancialPeriod;
  readonly accounts: readonly LedgerAccount[];
  readonly incomeStatement: IncomeStatement;
  readonly balanceSheet: BalanceSheet;
  readonly balanceSheetColumns: BalanceSheetColumns;
  readonly trialBalance: TrialBalance;
  /** The published statements (ECD J100/J150) whose period ends in the year shown, each line against the ledger's. */
  readonly published: readonly ComparedLine[];
  /** Whether the ledger has any balance in the months shown. */
  readonly hasBalances: boolean;
}

type LineRow = useLedgerBooksQuery$data['published'][number];

function publishedLine(row: LineRow): PublishedLine[] {
  const statement = row.statement === 'balance_sheet' || row.statement === 'income_statement' ? row.statement : null;
  const lineKind = row.line_kind === 'T' || row.line_kind === 'D' ? row.line_kind : null;
  const group = row.grp === 'A' || row.grp === 'P' || row.grp === 'R' || row.grp === 'D' ? row.grp : null;
  if (!statement || !lineKind) return [];
  return [{
    statement, code: row.code ?? `#${row.position}`, parentCode: row.parent_code ?? null, level: row.level, lineKind,
    description: row.description, group, closing: row.closing, position: row.position, periodEnd: row.period_end,
  }];
}

/**
 * A client's ledger for a period, read once per screen: its chart of accounts, each account's monthly balances (the
 * trial balance, accounting.account_month) from the end of the year before to the last month shown, and the
 * statements its ECD published; the statements are built by common/finance, the one place their formulas live.
 */
export function useLedgerBooks(clientId: string, period: FinancialPeriod): LedgerBooks {
  const yearEnd = `${period.year - 1}-12-01`;
  const data = useLazyLoadQuery<useLedgerBooksQuery>(graphql`
    query useLedgerBooksQuery($clientId: uuid!, $from: date!, $to: date!, $yearStart: date!, $yearEnd: date!) {
      accounts: accounting_client_account(
        where: { client_id: { _eq: $clientId }, nature: { _in: [asset, liability, equity, result, other] } }
        order_by: { code: asc }
      ) {
        id code name nature analytic parent_id level aggregation_code
      }
      balances: accounting_account_month(where: { client_id: { _eq: $clientId }, month: { _gte: $from, _lte: $to } }) {
        client_account_id month opening debits credits closing closing_entries
      }
      published: accounting_published_statement_line(
        where: { client_id: { _eq: $clientId }, period_end: { _gte: $yearStart, _lte: $yearEnd } }
        order_by: [{ statement: asc }, { position: asc }]
      ) {
        id statement code parent_code level line_kind grp description closing position period_end
      }
    }
  `, {
    // From a year before the year-end column (its AH) to December, the month the published statements close.
    clientId, from: addMonths(yearEnd, -12), to: `${period.year}-12-01`, yearStart: `${period.year}-01-01`, yearEnd: `${period.year}-12-31`,
  }, { fetchPolicy: 'store-and-network' });

  return useMemo(() => {
    const accounts = data.accounts.flatMap(ledgerAccountOf);
    const balances = data.balances.flatMap(accountMonthOf);
    const months = monthsBetween(period.from, period.to);
    const columns: BalanceSheetColumns = { yearEnd, previous: addMonths(period.to, -1), month: period.to };
    const sheetMonths = [columns.yearEnd, columns.previous, columns.month];
    return {
      period,
      accounts,
      incomeStatement: buildIncomeStatement({ accounts, balances, months }),
      balanceSheet: buildBalanceSheet({ accounts, balances, months: sheetMonths, baseMonths: [null, null, columns.yearEnd] }),
      balanceSheetColumns: columns,
      trialBalance: buildTrialBalance({ accounts, balances, month: period.to }),
      published: comparePublished({ accounts, balances, lines: data.published.flatMap(publishedLine) }),
      hasBalances: balances.some((row) => row.month >= period.from && row.month <= period.to),
    };
  }, [data, period, yearEnd]);
}
