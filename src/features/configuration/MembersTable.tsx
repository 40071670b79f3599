import { Button, Callout, Intent, Tag } from '@blueprintjs/core';
import { LogOutIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigation } from 'react-router-dom';
import type { MembersTable_query$data, MembersTable_query$key } from '../../../__generated__/MembersTable_query.graphql.ts';
import { useAuthUser } from '../../auth/AuthContext.tsx';
import { DataTable } from '../../ui/dataTable/DataTable.tsx';
import type { DataTableColumn } from '../../ui/dataTable/tableColumn.ts';
import { useTableUrlState } from '../../ui/dataTable/tableUrlState.ts';
import { useRoleLabel } from '../../app/organizations/useRoleLabel.ts';
import { ConfirmOwnDemotionAlert } from './ConfirmOwnDemotionAlert.tsx';
import { MemberRoleSelect } from './MemberRoleSelect.tsx';
import { MemberSearch } from './MemberSearch.tsx';
import { MEMBERS_TABLE } from './membersTable.ts';
import { RemoveMemberAlert } from './RemoveMemberAlert.tsx';
import type { MemberToRemove } from './RemoveMemberAlert.tsx';
import { useRoleChange } from './useRoleChange.ts';
import styles from './configuration.module.css';
import { formatTimestamp } from '../../ui/formatTimestamp.ts';

const messages = defineMessages({
  name: { id: 'configuration.MembersTable.name', defaultMessage: 'Name', description: 'Column: the member\'s name' },
  email: { id: 'configuration.MembersTable.email', defaultMessage: 'Email', description: 'Column: the member\'s e-mail' },
  role: { id: 'configuration.MembersTable.role', defaultMessage: 'Role', description: 'Column: the member\'s role in the organization' },
  since: { id: 'configuration.MembersTable.since', defaultMessage: 'Member since', description: 'Column: when the person joined the organization' },
  actions: { id: 'configuration.MembersTable.actions', defaultMessage: 'Actions', description: 'Column: what can be done with a member' },
  you: { id: 'configuration.MembersTable.you', defaultMessage: 'You', description: 'Tag beside the user\'s own name in the members list' },
  remove: { id: 'configuration.MembersTable.remove', defaultMessage: 'Remove', description: 'Removes a member from the organization (after a confirmation)' },
  twoStep: { id: 'configuration.MembersTable.twoStep', defaultMessage: 'Two-step', description: 'Column, for owners: whether the member signs in with two-step verification' },
  twoStepOn: { id: 'configuration.MembersTable.twoStepOn', defaultMessage: 'On', description: 'The member signs in with two-step verification' },
  twoStepOff: { id: 'configuration.MembersTable.twoStepOff', defaultMessage: 'Off', description: 'The member signs in with a password alone' },
  leave: { id: 'configuration.MembersTable.leave', defaultMessage: 'Leave', description: 'The user leaves the organization (after a confirmation)' },
});

const removeOf = defineMessage<{ name: string }>({
  id: 'configuration.MembersTable.removeOf', defaultMessage: 'Remove {name}', description: 'Accessible name of a member\'s remove button',
});

type Member = MembersTable_query$data['members'][number];

export interface MembersTableProps {
  query: MembersTable_query$key;
  label: string;
  organizationName: string;
  /** The user owns the organization: changes roles and removes members. Others see roles as text and may only leave. */
  owner: boolean;
}

/** The selected organization's members (spec §2, configuration's users tab: name, e-mail, role, actions). */
export function MembersTable({ query, label, organizationName, owner }: MembersTableProps) {
  const intl = useIntl();
  const roleLabel = useRoleLabel();
  const me = useAuthUser()?.id;
  const [state, change] = useTableUrlState(MEMBERS_TABLE);
  const navigation = useNavigation();
  const location = useLocation();
  const [removing, setRemoving] = useState<MemberToRemove | null>(null);
  const data = useFragment(
    graphql`
      fragment MembersTable_query on query_root {
        members: portfolio_organization_user(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {
          id
          role
          created_at
          user {
            id
            displayName
            email
          }
          # Owners only: null for everyone else (the view's permission).
          security {
            totp_enabled
          }
        }
        memberCount: portfolio_organization_user_aggregate(where: $where) {
          aggregate {
            count
          }
        }
        ownerCount: portfolio_organization_user_aggregate(where: { organization_id: { _eq: $organizationId }, role: { _eq: owner } }) {
          aggregate {
            count
          }
        }
      }
    `,
    query,
  );
  const roleChange = useRoleChange(data.ownerCount.aggregate?.count ?? 0);
  const facts = (row: Member) => ({ membershipId: row.id, userId: row.user.id, name: row.user.displayName, email: row.user.email ?? '', role: row.role });

  const columns: DataTableColumn<Member>[] = [
    {
      id: 'name', freeText: true, header: intl.formatMessage(messages.name), sortable: true,
      cell: (row) => (
        <>
          {row.user.displayName}
          {row.user.id === me && <> <Tag minimal>{intl.formatMessage(messages.you)}</Tag></>}
        </>
      ),
    },
    { id: 'email', freeText: true, header: intl.formatMessage(messages.email), cell: (row) => row.user.email ?? '', sortable: true },
    {
      id: 'role', header: intl.formatMessage(messages.role), sortable: true, width: 160,
      cell: (row) => (owner
        ? <MemberRoleSelect name={row.user.displayName} role={row.role} saving={roleChange.savingId === row.id} onChange={(role) => { roleChange.request(facts(row), role); }} />
        : roleLabel(row.role)),
    },
    { id: 'since', header: intl.formatMessage(messages.since), sortable: true, cell: (row) => formatTimestamp(intl, row.created_at) },
    // Which members sign in with a second factor: owners see it, to ask the others to turn it on (issue 19).
    ...(owner ? [{
      id: 'twoStep', header: intl.formatMessage(messages.twoStep), width: 110,
      cell: (row: Member) => {
        const enabled = row.security?.totp_enabled;
        if (enabled === undefined || enabled === null) return null;
        return <Tag minimal intent={enabled ? Intent.SUCCESS : Intent.WARNING}>{intl.formatMessage(enabled ? messages.twoStepOn : messages.twoStepOff)}</Tag>;
      },
    }] : []),
    {
      id: 'actions', header: intl.formatMessage(messages.actions), align: 'right', width: 130,
      cell: (row) => {
        const self = row.user.id === me;
        if (!self && !owner) return null;
        return (
          <Button
            variant="minimal" intent={Intent.DANGER} icon={self ? <LogOutIcon /> : <TrashIcon />}
            text={intl.formatMessage(self ? messages.leave : messages.remove)}
            aria-label={self ? undefined : intl.formatMessage(removeOf, { name: row.user.displayName })}
            onClick={() => { setRemoving(facts(row)); }}
          />
        );
      },
    },
  ];
  return (
    <>
      {roleChange.problem && (
        <Callout intent={Intent.DANGER} role="alert" className={styles.notice}>{intl.formatMessage(roleChange.problem)}</Callout>
      )}
      <div className={styles.members}>
        <DataTable
          label={label}
          columns={columns}
          rows={data.members}
          rowKey={(row) => row.id}
          total={data.memberCount.aggregate?.count ?? 0}
          state={state}
          onStateChange={change}
          loading={navigation.state === 'loading' && navigation.location.pathname === location.pathname}
          toolbar={<MemberSearch />}
        />
      </div>
      <ConfirmOwnDemotionAlert
        role={roleChange.awaiting?.role ?? null} organizationName={organizationName}
        onConfirm={roleChange.confirm} onCancel={roleChange.cancel}
      />
      <RemoveMemberAlert member={removing} organizationName={organizationName} onClose={() => { setRemoving(null); }} />
    </>
  );
}
