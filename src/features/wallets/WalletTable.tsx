import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation, useNavigation } from 'react-router-dom';
import { formatCnpj } from '../../../common/cnpj.ts';
import type { WalletTable_query$key } from '../../../__generated__/WalletTable_query.graphql.ts';
import { paths } from '../../app/paths.ts';
import { DataTable } from '../../ui/dataTable/DataTable.tsx';
import { exportColumnsOf } from '../../ui/dataTable/tableColumn.ts';
import type { DataTableColumn } from '../../ui/dataTable/tableColumn.ts';
import { useTableUrlState } from '../../ui/dataTable/tableUrlState.ts';
import { inLanguage } from '../../i18n/inLanguage.ts';
import { alertTitle } from '../../ui/alerts/alertWords.ts';
import { segmentName } from './segmentName.ts';
import { WalletLastAlerts } from './WalletLastAlerts.tsx';
import { WalletRowActions } from './WalletRowActions.tsx';
import { useWalletsExport } from './useWalletsExport.ts';
import type { WalletRow } from './useWalletsExport.ts';
import { WALLETS_TABLE } from './walletsTable.ts';
import styles from './wallets.module.css';
import { formatTimestamp } from '../../ui/formatTimestamp.ts';

const messages = defineMessages({
  name: { id: 'wallets.WalletTable.name', defaultMessage: 'Name', description: 'Column: the wallet\'s name' },
  taxId: { id: 'wallets.WalletTable.taxId', defaultMessage: 'Tax ID', description: 'Column: the wallet\'s CNPJ' },
  segment: { id: 'wallets.WalletTable.segment', defaultMessage: 'Segment', description: 'Column: the wallet\'s business segment' },
  group: { id: 'wallets.WalletTable.group', defaultMessage: 'Group', description: 'Column: the group the wallet is filed under' },
  organization: { id: 'wallets.WalletTable.organization', defaultMessage: 'Organization', description: 'Column: the organization holding the wallet' },
  lastAlerts: { id: 'wallets.WalletTable.lastAlerts', defaultMessage: 'Last alerts', description: 'Column: the wallet\'s newest unresolved alerts' },
  openAlerts: { id: 'wallets.WalletTable.openAlerts', defaultMessage: 'Unresolved alerts', description: 'Exported column: how many unresolved alerts the wallet has' },
  updatedAt: { id: 'wallets.WalletTable.updatedAt', defaultMessage: 'Updated at', description: 'Column: when the wallet or its investments last changed' },
  actions: { id: 'wallets.WalletTable.actions', defaultMessage: 'Actions', description: 'Column: details and delete of a wallet' },
  file: { id: 'wallets.WalletTable.file', defaultMessage: 'wallets', description: 'Name of the exported file of the wallets list, without extension' },
});


export interface WalletTableProps {
  query: WalletTable_query$key;
  label: string;
  /** The user edits the selected organization, so rows offer delete. */
  canDelete: boolean;
  toolbar: ReactNode;
}

/** The list of wallets: one page (or All) of the search and filter, its total, and the export of every match. */
export function WalletTable({ query, label, canDelete, toolbar }: WalletTableProps) {
  const intl = useIntl();
  const [state, change] = useTableUrlState(WALLETS_TABLE);
  const exportRows = useWalletsExport(state);
  const navigation = useNavigation();
  const location = useLocation();
  const data = useFragment(
    graphql`
      fragment WalletTable_query on query_root {
        portfolio_wallet(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {
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
          investments_aggregate {
            aggregate {
              count
            }
          }
        }
        portfolio_wallet_aggregate(where: $where) {
          aggregate {
            count
          }
        }
      }
    `,
    query,
  );
  const segment = (row: WalletRow) => segmentName(row.segment, intl.locale);
  const group = (row: WalletRow) => inLanguage(intl.locale, row.en_group_name, row.pt_br_group_name) ?? '';
  const openAlerts = (row: WalletRow) => row.open_alerts.aggregate?.count ?? 0;
  const updatedAt = (row: WalletRow) => (
    <span className={styles.dateTime}>
      <span>{formatTimestamp(intl, row.updated_at)}</span>
      <small className={Classes.TEXT_MUTED}>{formatTimestamp(intl, row.updated_at, 'time')}</small>
    </span>
  );

  const columns: DataTableColumn<WalletRow>[] = [
    {
      id: 'name', freeText: true, header: intl.formatMessage(messages.name), sortable: true, exportValue: (row) => row.name,
      cell: (row) => <Link to={paths.wallet(row.id)}>{row.name}</Link>,
    },
    {
      id: 'taxId', header: intl.formatMessage(messages.taxId), sortable: true,
      cell: (row) => <span className={styles.nowrap}>{formatCnpj(row.tax_id ?? '')}</span>, exportValue: (row) => formatCnpj(row.tax_id ?? ''),
    },
    { id: 'segment', header: intl.formatMessage(messages.segment), sortable: true, cell: segment, exportValue: segment },
    {
      id: 'group', freeText: true, header: intl.formatMessage(messages.group), sortable: true,
      cell: group, exportValue: group,
    },
    {
      id: 'organization', freeText: true, header: intl.formatMessage(messages.organization), sortable: true,
      cell: (row) => row.organization.name, exportValue: (row) => row.organization.name,
    },
    {
      id: 'lastAlerts', header: intl.formatMessage(messages.lastAlerts), width: '22%',
      cell: (row) => <WalletLastAlerts alerts={row.alerts} count={openAlerts(row)} />,
      exportValue: (row) => { const latest = row.alerts.at(0)?.alert; return latest ? alertTitle(intl, latest) : ''; },
    },
    {
      id: 'updatedAt', header: intl.formatMessage(messages.updatedAt), sortable: true,
      cell: updatedAt,
      exportValue: (row) => new Date(row.updated_at), exportFormat: 'yyyy-mm-dd hh:mm',
    },
    {
      id: 'actions', header: intl.formatMessage(messages.actions), align: 'right', width: 110,
      cell: (row) => (
        <WalletRowActions walletId={row.id} walletName={row.name} canDelete={canDelete}
          investments={row.investments_aggregate?.aggregate?.count ?? 0} />
      ),
    },
  ];
  // The count of unresolved alerts is a column of its own in the file only: on screen the last-alerts cell says it.
  const exportColumns = [...exportColumnsOf(columns), { header: intl.formatMessage(messages.openAlerts), value: openAlerts }];
  return (
    <DataTable
      label={label}
      columns={columns}
      exportColumns={exportColumns}
      rows={data.portfolio_wallet}
      rowKey={(row) => row.id}
      total={data.portfolio_wallet_aggregate.aggregate?.count ?? 0}
      state={state}
      onStateChange={change}
      loading={navigation.state === 'loading' && navigation.location.pathname === location.pathname}
      toolbar={toolbar}
      exportRows={exportRows}
      fileName={intl.formatMessage(messages.file)}
    />
  );
}
