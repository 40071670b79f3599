import { useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { useFinancialYearsQuery } from '../../../../__generated__/useFinancialYearsQuery.graphql.ts';
import { yearsBetween } from './financialPeriod.ts';

export interface FinancialYears {
  /** Oldest first: the year select's options, the last one the default. */
  readonly years: readonly number[];
  /** The last month with figures, `YYYY-MM-01`. */
  readonly lastMonth: string | null;
}

/** The years a client has figures in, and its last month with figures. */
export function useFinancialYears(clientId: string): FinancialYears {
  const bounds = useLazyLoadQuery<useFinancialYearsQuery>(graphql`
    query useFinancialYearsQuery($clientId: uuid!) {
      first: accounting_entry(where: { account: { client_id: { _eq: $clientId } } }, order_by: { month: asc }, limit: 1) { month }
      last: accounting_entry(where: { account: { client_id: { _eq: $clientId } } }, order_by: { month: desc }, limit: 1) { month }
    }
  `, { clientId }, { fetchPolicy: 'store-and-network' });
  const first = bounds.first.at(0)?.month ?? null;
  const last = bounds.last.at(0)?.month ?? null;
  return useMemo(() => ({ years: yearsBetween(first, last), lastMonth: last }), [first, last]);
}
