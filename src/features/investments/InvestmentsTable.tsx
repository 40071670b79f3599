import { defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Link, useNavigation } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { InvestmentsTable_query$data, InvestmentsTable_query$key } from '../../../__generated__/InvestmentsTable_query.graphql.ts';
import type { InvestmentsTableExportQuery } from '../../../__generated__/InvestmentsTableExportQuery.graphql.ts';
import { paths } from '../../app/paths.ts';
import { DataTable } from '../../ui/dataTable/DataTable.tsx';
import { exportColumnsOf } from '../../ui/dataTable/tableColumn.ts';
import type { DataTableColumn } from '../../ui/dataTable/tableColumn.ts';
import type { TableChange, TableChangeHow, TableState } from '../../ui/dataTable/tableUrlState.ts';
import { useFormatIsoDate } from '../../ui/useFormatIsoDate.ts';
import { useFormatMoney } from '../../ui/useFormatMoney.ts';
import { InvestmentActions } from './InvestmentActions.tsx';
import { investmentsVariables } from './investmentsVariables.ts';
import { useFormatShare } from '../../ui/performance/useFormatShare.ts';

const messages = defineMessages({
  label: { id: 'investments.InvestmentsTable.label', defaultMessage: 'Investments', description: 'Accessible name and export file name of the investments table' },
  name: { id: 'investments.InvestmentsTable.name', defaultMessage: 'Name', description: 'Column: the company invested in' },
  share: { id: 'investments.InvestmentsTable.share', defaultMessage: 'Share %', description: 'Column: the percentage of the company bought' },
  date: { id: 'investments.InvestmentsTable.date', defaultMessage: 'Date', description: 'Column: the investment date' },
  net: { id: 'investments.InvestmentsTable.net', defaultMessage: 'Net invested amount', description: 'Column: the amount that reached the company' },
  gross: { id: 'investments.InvestmentsTable.gross', defaultMessage: 'Gross amount', description: 'Export column: the amount paid, costs included' },
  currency: { id: 'investments.InvestmentsTable.currency', defaultMessage: 'Currency', description: 'Export column: the investment\'s currency' },
  actions: { id: 'investments.InvestmentsTable.actions', defaultMessage: 'Actions', description: 'Column: edit and delete buttons' },
});

type Investment = InvestmentsTable_query$data['portfolio_investment'][number];
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

export interface InvestmentsTableProps {
  query: InvestmentsTable_query$key;
  walletId: string;
  walletCompanyId: string;
  organizationId: string;
  /** Editors and owners get the actions column. */
  canEdit: boolean;
  state: TableState;
  onStateChange: (change: TableChange, how?: TableChangeHow) => void;
  onChanged: () => void;
  toolbar: ReactNode;
}

/**
 * The investments of a wallet in a company, one page at a time (spec §2): name (the company, linking to its page),
 * share %, date, net invested amount and, for editors and owners, edit and delete.
 */
export function InvestmentsTable(props: InvestmentsTableProps) {
  const { query, walletId, walletCompanyId, organizationId, canEdit, state, onStateChange, onChanged, toolbar } = props;
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const navigation = useNavigation();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatIsoDate();
  const formatShare = useFormatShare();
  const data = useFragment(graphql`
    fragment InvestmentsTable_query on query_root
    @argumentDefinitions(
      where: { type: "portfolio_investment_bool_exp!" }
      limit: { type: "Int" }
      offset: { type: "Int!" }
      orderBy: { type: "[portfolio_investment_order_by!]!" }
    ) {
      portfolio_investment(where: $where, limit: $limit, offset: $offset, order_by: $orderBy) {
        id
        investment_date
        share_percentage
        net_amount
        gross_amount
        currency
        company {
          id
          name
        }
        ...InvestmentActions_investment
      }
      portfolio_investment_aggregate(where: $where) {
        aggregate {
          count
        }
      }
    }
  `, query);

  const exportRows = async () => {
    const { where, orderBy } = investmentsVariables(walletId, walletCompanyId, state, intl.locale);
    const all = await fetchQuery<InvestmentsTableExportQuery>(environment, graphql`
      query InvestmentsTableExportQuery($where: portfolio_investment_bool_exp!, $orderBy: [portfolio_investment_order_by!]!) {
        portfolio_investment(where: $where, order_by: $orderBy) {
          id
          investment_date
          share_percentage
          net_amount
          gross_amount
          currency
          company {
            id
            name
          }
          ...InvestmentActions_investment
        }
      }
    `, { where, orderBy }).toPromise();
    return all?.portfolio_investment ?? [];
  };

  const columns: DataTableColumn<Investment>[] = [
    {
      id: 'name', freeText: true, header: intl.formatMessage(messages.name),
      cell: (row) => <Link to={paths.company(row.company.id)}>{row.company.name}</Link>, exportValue: (row) => row.company.name,
    },
    {
      id: 'share', header: intl.formatMessage(messages.share), sortable: true, align: 'right',
      cell: (row) => formatShare(row.share_percentage), exportValue: (row) => row.share_percentage,
    },
    {
      id: 'date', header: intl.formatMessage(messages.date), sortable: true,
      cell: (row) => formatDate(row.investment_date), exportValue: (row) => asDate(row.investment_date),
    },
    {
      id: 'net', header: intl.formatMessage(messages.net), sortable: true, align: 'right',
      cell: (row) => formatMoney(row.net_amount, row.currency), exportValue: (row) => row.net_amount,
    },
  ];
  const exportColumns = [
    ...exportColumnsOf(columns),
    { header: intl.formatMessage(messages.gross), value: (row: Investment) => row.gross_amount },
    { header: intl.formatMessage(messages.currency), value: (row: Investment) => row.currency },
  ];
  if (canEdit) {
    columns.push({
      id: 'actions', header: intl.formatMessage(messages.actions), align: 'right',
      cell: (row) => <InvestmentActions investment={row} organizationId={organizationId} onChanged={onChanged} />,
    });
  }
  return (
    <DataTable
      label={intl.formatMessage(messages.label)}
      columns={columns}
      rows={data.portfolio_investment}
      rowKey={(row) => row.id}
      total={data.portfolio_investment_aggregate.aggregate?.count ?? 0}
      state={state}
      onStateChange={onStateChange}
      loading={navigation.state === 'loading'}
      toolbar={toolbar}
      exportRows={exportRows}
      exportColumns={exportColumns}
    />
  );
}
