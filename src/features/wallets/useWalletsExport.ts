import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { useWalletsExportQuery } from '../../../__generated__/useWalletsExportQuery.graphql.ts';
import { useSelectedOrganizationId } from '../../app/organizations/organizationSelection.ts';
import type { TableState } from '../../ui/dataTable/tableUrlState.ts';
import type { SegmentNames } from './segmentName.ts';
import type { WalletAlert } from './WalletLastAlerts.tsx';
import { companyFilterOf, walletsOrderBy, walletsWhere } from './walletsTable.ts';

/** A wallet as the list shows and exports it. */
export interface WalletRow {
  readonly id: string;
  readonly name: string;
  readonly tax_id: string | null | undefined;
  readonly en_group_name: string | null | undefined;
  readonly pt_br_group_name: string | null | undefined;
  readonly updated_at: string;
  readonly segment: SegmentNames | null | undefined;
  readonly organization: { readonly name: string };
  readonly alerts: readonly WalletAlert[];
  readonly open_alerts: { readonly aggregate: { readonly count: number } | null | undefined };
  readonly investments_aggregate?: { readonly aggregate: { readonly count: number } | null | undefined };
}

const exportQuery = graphql`
  query useWalletsExportQuery($where: portfolio_wallet_bool_exp!, $orderBy: [portfolio_wallet_order_by!]!) {
    portfolio_wallet(where: $where, order_by: $orderBy) {
      id
      name
      tax_id
      en_group_name
      pt_br_group_name
      updated_at
      segment {
        en_name
        pt_br_name
      }
      organization {
        name
      }
      alerts(order_by: [{ created_at: desc }, { alert_id: asc }], limit: 1, where: { resolved_at: { _is_null: true } }) {
        alert {
          id
          kind
          figures
          severity
          en_title
          pt_br_title
          rule {
            metric {
              en_name
              pt_br_name
              unit
            }
          }
        }
      }
      open_alerts: alerts_aggregate(where: { resolved_at: { _is_null: true } }) {
        aggregate {
          count
        }
      }
    }
  }
`;

/**
 * The wallets list's export: every wallet of the current search, company filter and sort, not only the page on
 * screen, fetched when the user asks for the file.
 */
export function useWalletsExport(state: TableState): () => Promise<readonly WalletRow[]> {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const organizationId = useSelectedOrganizationId();
  const [params] = useSearchParams();
  return useCallback(async () => {
    const variables = {
      where: walletsWhere(organizationId, state.q, companyFilterOf(params)),
      orderBy: walletsOrderBy(state.sort, intl.locale),
    };
    const result = await fetchQuery<useWalletsExportQuery>(environment, exportQuery, variables, { fetchPolicy: 'network-only' }).toPromise();
    return result?.portfolio_wallet ?? [];
  }, [environment, organizationId, params, state.q, state.sort, intl.locale]);
}
