import { useMemo } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { useIndirectCashFlowQuery, useIndirectCashFlowQuery$data } from '../../../../__generated__/useIndirectCashFlowQuery.graphql.ts';
import { CASH_FLOW_SECTIONS } from '../../../../common/finance/cashFlow.ts';
import type { ChecksInput } from '../../../../common/finance/cashFlowChecks.ts';
import { indirectCashFlow, type IndirectAccount, type IndirectCashFlow } from '../../../../common/finance/indirectCashFlow.ts';
import { accountMonthOf, ledgerAccountOf } from '../../../../common/finance/ledgerRows.ts';
import { addMonths, monthsBetween } from '../../../../common/finance/months.ts';
import type { FinancialPeriod } from './financialPeriod.ts';

/** The reconciliation from net income for the months shown and the same months a year before, when the ledger has them. */
export interface IndirectBooks {
  readonly flow: IndirectCashFlow;
  /** Whether the client has a ledger (accounts with balances) at all: without one, there is nothing to reconcile. */
  readonly hasLedger: boolean;
}

// The client's ledger accounts that can explain cash (analytic, not cash, of a statement's nature), each with its
// De/Para, and their monthly balances over both periods.
const query = graphql`
  query useIndirectCashFlowQuery($clientId: uuid!, $from: date!, $to: date!) {
    accounts: accounting_client_account(
      where: { client_id: { _eq: $clientId }, analytic: { _eq: true }, is_cash: { _eq: false }, nature: { _in: [asset, liability, equity, result] } }
    ) {
      id code name nature analytic is_cash
      mappings { valid_from account { section } }
    }
    balances: accounting_account_month(where: { client_id: { _eq: $clientId }, month: { _gte: $from, _lte: $to } }) {
      client_account_id month opening debits credits closing closing_entries
    }
  }
`;

function variables(clientId: string, period: FinancialPeriod) {
  return { clientId, from: addMonths(period.from, -12), to: period.to };
}

/** The query's rows read into the reconciliation, for the screen and the PDF alike. */
function readIndirect(data: useIndirectCashFlowQuery$data, period: FinancialPeriod): IndirectBooks {
  const accounts: IndirectAccount[] = data.accounts.flatMap((row) => ledgerAccountOf(row).map((account) => ({
    ...account,
    isCash: row.is_cash,
    sections: row.mappings.flatMap((mapping) => {
      const section = CASH_FLOW_SECTIONS.find((each) => each === mapping.account.section);
      return section ? [{ validFrom: mapping.valid_from, section }] : [];
    }),
  })));
  const balances = data.balances.flatMap(accountMonthOf);
  const periods = [monthsBetween(period.from, period.to), monthsBetween(addMonths(period.from, -12), addMonths(period.to, -12))];
  return { flow: indirectCashFlow({ accounts, balances, periods }), hasLedger: accounts.length > 0 && balances.length > 0 };
}

/** What the checks panel compares the direct method with: the indirect operating cash of the months shown, or why none. */
export function indirectCheckInput(indirect: IndirectBooks): ChecksInput['indirect'] {
  const operating = indirect.flow.operating[0];
  if (!indirect.hasLedger) return { missing: 'no-income-balances' };
  return operating == null ? { missing: 'ledger-months-missing' } : { operating };
}

export function useIndirectCashFlow(clientId: string, period: FinancialPeriod): IndirectBooks {
  const data = useLazyLoadQuery<useIndirectCashFlowQuery>(query, variables(clientId, period), { fetchPolicy: 'store-and-network' });
  return useMemo(() => readIndirect(data, period), [data, period]);
}

/**
 * Starts reading the ledger as soon as the period is known, while the screen still waits for its books, so the
 * statement tab does not wait for one query after the other. The tab's own read then finds it in flight or stored.
 */
export function usePrefetchIndirectCashFlow(clientId: string, period: FinancialPeriod, enabled: boolean): void {
  const environment = useRelayEnvironment();
  useMemo(() => {
    if (enabled) fetchQuery<useIndirectCashFlowQuery>(environment, query, variables(clientId, period), { fetchPolicy: 'store-or-network' }).subscribe({});
  }, [environment, clientId, period, enabled]);
}

/** The same, read once outside React (the PDF report). */
export async function fetchIndirectCashFlow(environment: IEnvironment, clientId: string, period: FinancialPeriod): Promise<IndirectBooks> {
  const data = await fetchQuery<useIndirectCashFlowQuery>(environment, query, variables(clientId, period), { fetchPolicy: 'store-or-network' }).toPromise();
  if (!data) throw new Error('the ledger could not be read');
  return readIndirect(data, period);
}
