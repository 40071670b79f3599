import { Button, Intent } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigation } from 'react-router-dom';
import type { CompanyUsersTable_query$data, CompanyUsersTable_query$key } from '../../../__generated__/CompanyUsersTable_query.graphql.ts';
import { useAuthUser } from '../../auth/AuthContext.tsx';
import { DataTable } from '../../ui/dataTable/DataTable.tsx';
import type { DataTableColumn } from '../../ui/dataTable/tableColumn.ts';
import { useTableUrlState } from '../../ui/dataTable/tableUrlState.ts';
import { COMPANY_USERS_TABLE } from './companyUsersTable.ts';
import { RemoveCompanyUserDialog } from './RemoveCompanyUserDialog.tsx';
import { formatTimestamp } from '../../ui/formatTimestamp.ts';

const messages = defineMessages({
  name: { id: 'companies.CompanyUsersTable.name', defaultMessage: 'Name', description: 'Column: the user\'s name' },
  email: { id: 'companies.CompanyUsersTable.email', defaultMessage: 'Email', description: 'Column: the user\'s e-mail' },
  since: { id: 'companies.CompanyUsersTable.since', defaultMessage: 'Since', description: 'Column: when the user started following the company' },
  actions: { id: 'companies.CompanyUsersTable.actions', defaultMessage: 'Actions', description: 'Column: what can be done with a user' },
  remove: { id: 'companies.CompanyUsersTable.remove', defaultMessage: 'Remove', description: 'Removes a user from the company (after a confirmation)' },
});

const removeOfMessage = defineMessage<{ name: string }>({
  id: 'companies.CompanyUsersTable.removeOf',
  defaultMessage: 'Remove {name}',
  description: 'Accessible name of the remove button of one user',
});

export type CompanyUser = CompanyUsersTable_query$data['portfolio_company_user'][number];

export interface CompanyUsersTableProps {
  query: CompanyUsersTable_query$key;
  label: string;
  companyName: string;
  /** The user edits the company's organization, so may remove anyone; others may only remove themselves. */
  canRemoveOthers: boolean;
}

/** The users who follow a company (spec §2, company settings), each removable after a confirmation. */
export function CompanyUsersTable({ query, label, companyName, canRemoveOthers }: CompanyUsersTableProps) {
  const intl = useIntl();
  const me = useAuthUser()?.id;
  const [state, change] = useTableUrlState(COMPANY_USERS_TABLE);
  const navigation = useNavigation();
  const location = useLocation();
  const [removing, setRemoving] = useState<CompanyUser | null>(null);
  const data = useFragment(
    graphql`
      fragment CompanyUsersTable_query on query_root {
        portfolio_company_user(where: { company_id: { _eq: $companyId } }, order_by: $orderBy, limit: $limit, offset: $offset) {
          id
          created_at
          user {
            id
            displayName
            email
          }
        }
        portfolio_company_user_aggregate(where: { company_id: { _eq: $companyId } }) {
          aggregate {
            count
          }
        }
      }
    `,
    query,
  );
  const canRemove = (row: CompanyUser) => canRemoveOthers || row.user.id === me;
  const columns: DataTableColumn<CompanyUser>[] = [
    { id: 'name', freeText: true, header: intl.formatMessage(messages.name), cell: (row) => row.user.displayName, sortable: true },
    { id: 'email', freeText: true, header: intl.formatMessage(messages.email), cell: (row) => row.user.email ?? '', sortable: true },
    { id: 'since', header: intl.formatMessage(messages.since), cell: (row) => formatTimestamp(intl, row.created_at), sortable: true },
    {
      id: 'actions', header: intl.formatMessage(messages.actions), align: 'right', width: 130,
      cell: (row) => canRemove(row) && (
        <Button variant="minimal" intent={Intent.DANGER} icon={<TrashIcon />} text={intl.formatMessage(messages.remove)}
          aria-label={intl.formatMessage(removeOfMessage, { name: row.user.displayName })} onClick={() => { setRemoving(row); }} />
      ),
    },
  ];
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        rows={data.portfolio_company_user}
        rowKey={(row) => row.id}
        total={data.portfolio_company_user_aggregate.aggregate?.count ?? 0}
        state={state}
        onStateChange={change}
        loading={navigation.state === 'loading' && navigation.location.pathname === location.pathname}
      />
      <RemoveCompanyUserDialog companyUser={removing} companyName={companyName} onClose={() => { setRemoving(null); }} />
    </>
  );
}
