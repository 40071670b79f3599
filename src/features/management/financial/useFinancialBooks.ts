import { useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { useFinancialBooksQuery, useFinancialBooksQuery$data } from '../../../../__generated__/useFinancialBooksQuery.graphql.ts';
import { buildCashFlow, type CashFlowTable, type CashPosition, type Category } from '../../../../common/finance/cashFlow.ts';
import { sum, toFixed2 } from '../../../../common/finance/money.ts';
import { addMonths } from '../../../../common/finance/months.ts';
import type { FinancialPeriod } from './financialPeriod.ts';

/** How far back the analysis reads beyond the months shown: a year, for the same month a year before and trailing burn. */
const LOOK_BACK_MONTHS = 12;
/** How far ahead it reads budgets: a year, for the projection and the runway on budgeted burn. */
const LOOK_AHEAD_MONTHS = 12;

export type BudgetVersion = useFinancialBooksQuery$data['versions'][number];
type PositionData = useFinancialBooksQuery$data['positions'][number];

/** A month's cash from the cash accounts' balances (accounting.cash_position; a view's columns come nullable). */
export interface PositionRow {
  readonly month: string;
  readonly opening: string;
  readonly closing: string;
  readonly asOf: string | null;
  readonly accounts: number;
  readonly sources: string;
}

function position(row: PositionData): PositionRow[] {
  if (!row.month || row.opening == null || row.closing == null) return [];
  return [{ month: row.month, opening: row.opening, closing: row.closing, asOf: row.as_of ?? null, accounts: row.accounts ?? 0, sources: row.sources ?? '' }];
}

export interface FinancialBooks {
  readonly period: FinancialPeriod;
  readonly categories: readonly Category[];
  /** The months shown (`period.from` … `period.to`). */
  readonly actual: CashFlowTable;
  /** The year before the first month shown to a year after the last, for comparisons and trailing figures. */
  readonly actualWide: CashFlowTable;
  /** The chosen budget version's table over the same wide months; null without a budget. */
  readonly budgetWide: CashFlowTable | null;
  readonly budget: CashFlowTable | null;
  readonly versions: readonly BudgetVersion[];
  readonly version: BudgetVersion | null;
  readonly positions: readonly PositionRow[];
  /** The last month with any figure, `YYYY-MM-01` (useFinancialYears's). */
  readonly lastMonth: string | null;
  readonly unmapped: { readonly amount: string; readonly accounts: number; readonly firstMonth: string | null };
  readonly lastImportAt: string | null;
}

/**
 * The client's books for a period, read once per screen and turned into the tables every tab shows: the monthly
 * figures per category, the cash positions and the budget versions come from the engine under the user's
 * permissions; the tables are built by common/finance, the one place their formulas live.
 */
export function useFinancialBooks(clientId: string, period: FinancialPeriod, versionId: string | null, lastMonth: string | null): FinancialBooks {
  const wideFrom = addMonths(period.from, -LOOK_BACK_MONTHS);
  const wideTo = addMonths(period.to, LOOK_AHEAD_MONTHS);
  const data = useLazyLoadQuery<useFinancialBooksQuery>(graphql`
    query useFinancialBooksQuery($clientId: uuid!, $from: date!, $to: date!) {
      client: portfolio_client_by_pk(id: $clientId) { id last_data_imported_at }
      categories: accounting_account(where: { client_id: { _eq: $clientId } }, order_by: { number: asc }) {
        id number name type section
      }
      entries: accounting_entry(where: { account: { client_id: { _eq: $clientId } }, month: { _gte: $from, _lte: $to } }) {
        account_id month value
      }
      versions: accounting_budget_version(where: { client_id: { _eq: $clientId } }, order_by: [{ is_plan_of_record: desc }, { name_sort: asc }, { name: asc }, { id: asc }]) {
        id name kind is_plan_of_record locked
      }
      budgets: accounting_budget(where: { account: { client_id: { _eq: $clientId } }, month: { _gte: $from, _lte: $to } }) {
        account_id version_id month value
      }
      positions: accounting_cash_position(where: { client_id: { _eq: $clientId }, month: { _gte: $from, _lte: $to } }, order_by: { month: asc }) {
        month opening closing as_of accounts sources
      }
      unmapped: accounting_unmapped_activity(where: { client_id: { _eq: $clientId }, month: { _gte: $from, _lte: $to } }, order_by: { month: asc }) {
        client_account_id month cash_effect
      }
    }
  `, { clientId, from: wideFrom, to: wideTo }, { fetchPolicy: 'store-and-network' });

  return useMemo(() => {
    const categories: Category[] = data.categories.flatMap((row) => {
      const section = row.section;
      const type = row.type;
      if ((section !== 'operations' && section !== 'investment' && section !== 'financing') || (type !== 'receipt' && type !== 'payment')) return [];
      return [{ id: row.id, number: row.number, name: row.name, type, section }];
    });
    const figures = data.entries.map((entry) => ({ accountId: entry.account_id, month: entry.month, value: entry.value }));
    const positionRows = data.positions.flatMap(position);
    const positions: CashPosition[] = positionRows;
    const version = data.versions.find((row) => row.id === versionId) ?? data.versions.at(0) ?? null;
    const budgetFigures = version
      ? data.budgets.filter((row) => row.version_id === version.id).map((row) => ({ accountId: row.account_id, month: row.month, value: row.value }))
      : [];
    const unmapped = data.unmapped.flatMap((row) => (row.month && row.cash_effect != null && row.client_account_id
      ? [{ month: row.month, cashEffect: row.cash_effect, clientAccountId: row.client_account_id }]
      : []));
    const unclassified = unmapped;
    const inPeriod = unmapped.filter((row) => row.month >= period.from && row.month <= period.to);
    const hasBudget = budgetFigures.length > 0;
    return {
      period,
      categories,
      actual: buildCashFlow({ categories, figures, positions, unclassified, from: period.from, to: period.to }),
      actualWide: buildCashFlow({ categories, figures, positions, unclassified, from: wideFrom, to: wideTo }),
      budgetWide: hasBudget ? buildCashFlow({ categories, figures: budgetFigures, from: wideFrom, to: wideTo }) : null,
      budget: hasBudget ? buildCashFlow({ categories, figures: budgetFigures, from: period.from, to: period.to }) : null,
      versions: data.versions,
      version,
      positions: positionRows,
      lastMonth,
      unmapped: {
        amount: toFixed2(sum(inPeriod.map((row) => row.cashEffect))),
        accounts: new Set(inPeriod.map((row) => row.clientAccountId)).size,
        firstMonth: inPeriod.at(0)?.month ?? null,
      },
      lastImportAt: data.client?.last_data_imported_at ?? null,
    };
  }, [data, period, versionId, lastMonth, wideFrom, wideTo]);
}
