import { useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { useLedgerYearsQuery } from '../../../../__generated__/useLedgerYearsQuery.graphql.ts';
import { yearsBetween } from '../financial/financialPeriod.ts';
import type { FinancialYears } from '../financial/useFinancialYears.ts';

/** The years a client's ledger has balances in, and its last month with a balance. */
export function useLedgerYears(clientId: string): FinancialYears {
  const bounds = useLazyLoadQuery<useLedgerYearsQuery>(graphql`
    query useLedgerYearsQuery($clientId: uuid!) {
      first: accounting_account_month(where: { client_id: { _eq: $clientId } }, order_by: { month: asc }, limit: 1) { month }
      last: accounting_account_month(where: { client_id: { _eq: $clientId } }, order_by: { month: desc }, limit: 1) { month }
    }
  `, { clientId }, { fetchPolicy: 'store-and-network' });
  const first = bounds.first.at(0)?.month ?? null;
  const last = bounds.last.at(0)?.month ?? null;
  return useMemo(() => ({ years: yearsBetween(first, last), lastMonth: last }), [first, last]);
}
