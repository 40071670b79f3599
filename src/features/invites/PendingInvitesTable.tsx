import { Intent, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PendingInvitesTable_query$data, PendingInvitesTable_query$key } from '../../../__generated__/PendingInvitesTable_query.graphql.ts';
import { DataTable } from '../../ui/dataTable/DataTable.tsx';
import type { DataTableColumn } from '../../ui/dataTable/tableColumn.ts';
import type { TableChange, TableChangeHow, TableState } from '../../ui/dataTable/tableUrlState.ts';
import { DeleteInviteButton } from './DeleteInviteButton.tsx';
import { useInviteLabels } from './useInviteLabels.ts';
import { formatTimestamp } from '../../ui/formatTimestamp.ts';

const messages = defineMessages({
  name: { id: 'invites.PendingInvitesTable.name', defaultMessage: 'Name', description: 'Column: the invitee\'s name' },
  email: { id: 'invites.PendingInvitesTable.email', defaultMessage: 'Email', description: 'Column: the invitee\'s e-mail' },
  organization: { id: 'invites.PendingInvitesTable.organization', defaultMessage: 'Organization', description: 'Column: the organization invited to' },
  company: { id: 'invites.PendingInvitesTable.company', defaultMessage: 'Company', description: 'Column: the company to follow, if any' },
  role: { id: 'invites.PendingInvitesTable.role', defaultMessage: 'Role', description: 'Column: the role the invite grants' },
  status: { id: 'invites.PendingInvitesTable.status', defaultMessage: 'Status', description: 'Column: pending, accepted or declined' },
  sentAt: { id: 'invites.PendingInvitesTable.sentAt', defaultMessage: 'Sent at', description: 'Column: when the invite was created' },
  actions: { id: 'invites.PendingInvitesTable.actions', defaultMessage: 'Actions', description: 'Column: what can be done with the invite' },
});

type Invite = PendingInvitesTable_query$data['invites'][number];

const STATUS_INTENT: Readonly<Record<string, Intent>> = { pending: Intent.WARNING, accepted: Intent.SUCCESS, declined: Intent.DANGER };

export interface PendingInvitesTableProps {
  query: PendingInvitesTable_query$key;
  /** Names the table. */
  label: string;
  state: TableState;
  onStateChange: (change: TableChange, how?: TableChangeHow) => void;
  /** A new page or sort is on its way. */
  loading: boolean;
  /** The user edits the organization: pending invites get "Delete". */
  canDelete: boolean;
  /** Controls above the table, such as the invite button. @default none */
  toolbar?: ReactNode;
}

/** An organization's invites with their status (spec §2: "a list of pending invites shows each invite's status"). */
export function PendingInvitesTable({ query, label, state, onStateChange, loading, canDelete, toolbar }: PendingInvitesTableProps) {
  const intl = useIntl();
  const labels = useInviteLabels();
  const data = useFragment(graphql`
    fragment PendingInvitesTable_query on query_root
    @argumentDefinitions(
      where: { type: "portfolio_invite_bool_exp!" }
      limit: { type: "Int" }
      offset: { type: "Int!" }
      orderBy: { type: "[portfolio_invite_order_by!]" }
    ) {
      invites: portfolio_invite(where: $where, limit: $limit, offset: $offset, order_by: $orderBy) {
        id
        name
        email
        role
        status
        created_at
        organization { name }
        company { name }
      }
      total: portfolio_invite_aggregate(where: $where) { aggregate { count } }
    }
  `, query);

  const columns = useMemo((): DataTableColumn<Invite>[] => [
    { id: 'name', freeText: true, header: intl.formatMessage(messages.name), cell: (row) => row.name, sortable: true },
    { id: 'email', freeText: true, header: intl.formatMessage(messages.email), cell: (row) => row.email, sortable: true },
    { id: 'organization', freeText: true, header: intl.formatMessage(messages.organization), cell: (row) => row.organization.name },
    { id: 'company', freeText: true, header: intl.formatMessage(messages.company), cell: (row) => row.company?.name ?? '' },
    { id: 'role', header: intl.formatMessage(messages.role), cell: (row) => labels.role(row.role) },
    {
      id: 'status', header: intl.formatMessage(messages.status), sortable: true,
      cell: (row) => <Tag minimal intent={STATUS_INTENT[row.status] ?? Intent.NONE}>{labels.status(row.status)}</Tag>,
    },
    {
      id: 'created_at', header: intl.formatMessage(messages.sentAt), sortable: true,
      cell: (row) => formatTimestamp(intl, row.created_at, 'dateTime'),
    },
    {
      id: 'actions', header: intl.formatMessage(messages.actions),
      cell: (row) => (canDelete && row.status === 'pending' ? <DeleteInviteButton inviteId={row.id} email={row.email} /> : null),
    },
  ], [intl, labels, canDelete]);

  return (
    <DataTable label={label} columns={columns} rows={data.invites} rowKey={(row) => row.id}
      total={data.total.aggregate?.count ?? 0} state={state} onStateChange={onStateChange} loading={loading} toolbar={toolbar} />
  );
}
