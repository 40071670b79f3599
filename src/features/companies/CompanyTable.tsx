import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useLocation, useNavigation } from 'react-router-dom';
import { formatCnpj } from '../../../common/cnpj.ts';
import type { CompanyTable_query$key } from '../../../__generated__/CompanyTable_query.graphql.ts';
import type { CompanyTableExportQuery } from '../../../__generated__/CompanyTableExportQuery.graphql.ts';
import { DataTable } from '../../ui/dataTable/DataTable.tsx';
import type { DataTableColumn } from '../../ui/dataTable/tableColumn.ts';
import { useTableUrlState } from '../../ui/dataTable/tableUrlState.ts';
import { useSelectedOrganizationId } from '../../app/organizations/organizationSelection.ts';
import { COMPANIES_TABLE, companiesWhere, companiesOrderBy } from './companiesTable.ts';
import { CompanyRowActions } from './CompanyRowActions.tsx';
import { planModules } from '../../app/organizations/planModules.ts';

const messages = defineMessages({
  name: { id: 'companies.CompanyTable.name', defaultMessage: 'Name', description: 'Column: the company\'s name' },
  taxId: { id: 'companies.CompanyTable.taxId', defaultMessage: 'Tax ID', description: 'Column: the company\'s CNPJ' },
  organization: { id: 'companies.CompanyTable.organization', defaultMessage: 'Organization', description: 'Column: the organization following the company' },
  actions: { id: 'companies.CompanyTable.actions', defaultMessage: 'Actions', description: 'Column: settings, details and dataroom of a company' },
  file: { id: 'companies.CompanyTable.file', defaultMessage: 'companies', description: 'Name of the exported file of the companies list, without extension' },
});

/** A company as the list shows and exports it. */
interface CompanyRow {
  readonly id: string;
  readonly name: string;
  readonly document: string;
  readonly organization: { readonly name: string };
}

const exportQuery = graphql`
  query CompanyTableExportQuery($where: portfolio_company_bool_exp!, $orderBy: [portfolio_company_order_by!]!) {
    portfolio_company(where: $where, order_by: $orderBy) {
      id
      name
      document
      organization {
        name
      }
    }
  }
`;

/** The list of companies: one page (or All) of the search, its total, and the export of every matching row. */
export function CompanyTable({ query, label, toolbar }: { query: CompanyTable_query$key; label: string; toolbar: ReactNode }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const organizationId = useSelectedOrganizationId();
  const [state, change] = useTableUrlState(COMPANIES_TABLE);
  const navigation = useNavigation();
  const location = useLocation();
  const data = useFragment(
    graphql`
      fragment CompanyTable_query on query_root {
        portfolio_company(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {
          id
          name
          document
          organization {
            name
          }
        }
        portfolio_company_aggregate(where: $where) {
          aggregate {
            count
          }
        }
        portfolio_organization_by_pk(id: $organizationId) {
          plan {
            configuration
          }
        }
      }
    `,
    query,
  );
  const dataroom = planModules(data.portfolio_organization_by_pk?.plan?.configuration).dataroom;

  const columns: DataTableColumn<CompanyRow>[] = [
    { id: 'name', freeText: true, header: intl.formatMessage(messages.name), cell: (row) => row.name, sortable: true, exportValue: (row) => row.name },
    {
      id: 'document', header: intl.formatMessage(messages.taxId), cell: (row) => formatCnpj(row.document), sortable: true,
      exportValue: (row) => formatCnpj(row.document), width: 200,
    },
    {
      id: 'organization', freeText: true, header: intl.formatMessage(messages.organization), cell: (row) => row.organization.name,
      sortable: true, exportValue: (row) => row.organization.name,
    },
    {
      id: 'actions', header: intl.formatMessage(messages.actions), align: 'right', width: 150,
      cell: (row) => <CompanyRowActions companyId={row.id} companyName={row.name} dataroomEnabled={dataroom} />,
    },
  ];
  const exportRows = async () => {
    const variables = { where: companiesWhere(organizationId, state.q), orderBy: companiesOrderBy(state.sort) };
    const result = await fetchQuery<CompanyTableExportQuery>(environment, exportQuery, variables, { fetchPolicy: 'network-only' }).toPromise();
    return result?.portfolio_company ?? [];
  };

  return (
    <DataTable
      label={label}
      columns={columns}
      rows={data.portfolio_company}
      rowKey={(row) => row.id}
      total={data.portfolio_company_aggregate.aggregate?.count ?? 0}
      state={state}
      onStateChange={change}
      loading={navigation.state === 'loading' && navigation.location.pathname === location.pathname}
      toolbar={toolbar}
      exportRows={exportRows}
      fileName={intl.formatMessage(messages.file)}
    />
  );
}
