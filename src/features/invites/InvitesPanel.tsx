import { Button, H3, Intent, Spinner, SpinnerSize } from '@blueprintjs/core';
import { NewPersonIcon } from '@blueprintjs/icons';
import { Suspense, useState, useTransition } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { InvitesPanelQuery, portfolio_invite_order_by as InviteOrderBy } from '../../../__generated__/InvitesPanelQuery.graphql.ts';
import { useSelectedOrganizationId } from '../../app/organizations/organizationSelection.ts';
import { useAuthUser } from '../../auth/AuthContext.tsx';
import { applyTableChange, toLimitOffset, toOrderBy } from '../../ui/dataTable/tableUrlState.ts';
import type { OrderByColumns, TableChange, TableState } from '../../ui/dataTable/tableUrlState.ts';
import { InviteUserDialog } from './InviteUserDialog.tsx';
import { useInvitesVersion } from '../../app/invites/invitesVersion.ts';
import { PendingInvitesTable } from './PendingInvitesTable.tsx';
import styles from './InvitesPanel.module.css';

const messages = defineMessages({
  title: { id: 'invites.InvitesPanel.title', defaultMessage: 'Invites', description: 'Heading of the list of an organization\'s invites' },
  invite: { id: 'invites.InvitesPanel.invite', defaultMessage: 'Invite user', description: 'Opens the invite dialog' },
  loading: { id: 'invites.InvitesPanel.loading', defaultMessage: 'Loading invites', description: 'Accessible name of the spinner while the invites load' },
});

/**
 * A panel mounted inside another feature's screen, so it has its own query (useLazyLoadQuery) instead of a fragment
 * of the screen's: the host needs to know nothing of invites. Its view (page, size, sort) stays in React state, not
 * in the address, where it would collide with the host's own table.
 */
const query = graphql`
  query InvitesPanelQuery(
    $where: portfolio_invite_bool_exp!
    $limit: Int
    $offset: Int!
    $orderBy: [portfolio_invite_order_by!]
    $organizationId: uuid!
    $userId: uuid!
  ) {
    membership: portfolio_organization_user(where: { organization_id: { _eq: $organizationId }, user_id: { _eq: $userId } }) {
      id
      role
    }
    ...PendingInvitesTable_query @arguments(where: $where, limit: $limit, offset: $offset, orderBy: $orderBy)
  }
`;

const FIRST_VIEW: TableState = { page: 1, size: 10, sort: { column: 'created_at', direction: 'desc' }, q: '' };
const ORDER: OrderByColumns<InviteOrderBy> = {
  name: (direction) => [{ name_sort: direction }, { name: direction }],
  email: (direction) => ({ email: direction }),
  status: (direction) => ({ status: direction }),
  created_at: (direction) => ({ created_at: direction }),
};

export interface InvitesPanelProps {
  /** Whose invites. @default the selected organization */
  organizationId?: string | null;
  /** Only the invites to follow this company. @default all of the organization's */
  companyId?: string | null;
}

/** The invites of an organization (or of one company), each with its status, and the button to invite someone. */
export function InvitesPanel({ organizationId, companyId = null }: InvitesPanelProps) {
  const intl = useIntl();
  const selected = useSelectedOrganizationId();
  const shown = organizationId ?? selected;
  if (shown === null) return null;
  return (
    <section className={styles.panel} aria-label={intl.formatMessage(messages.title)}>
      <H3>{intl.formatMessage(messages.title)}</H3>
      <Suspense fallback={<Spinner size={SpinnerSize.SMALL} aria-label={intl.formatMessage(messages.loading)} />}>
        <InvitesList key={`${shown}/${companyId ?? ''}`} organizationId={shown} companyId={companyId} />
      </Suspense>
    </section>
  );
}

function InvitesList({ organizationId, companyId }: { organizationId: string; companyId: string | null }) {
  const intl = useIntl();
  const userId = useAuthUser()?.id ?? '';
  const [view, setView] = useState(FIRST_VIEW);
  const [inviting, setInviting] = useState(false);
  const [paging, startTransition] = useTransition();
  const version = useInvitesVersion();
  const where = { organization_id: { _eq: organizationId }, ...(companyId === null ? {} : { company_id: { _eq: companyId } }) };
  const data = useLazyLoadQuery<InvitesPanelQuery>(
    query,
    { where, ...toLimitOffset(view), orderBy: toOrderBy(view.sort, ORDER, { id: 'asc' }), organizationId, userId },
    // The counter changes after this tab creates or deletes an invite: ask again, showing the list meanwhile.
    { fetchKey: version, fetchPolicy: 'store-and-network' },
  );
  const role = data.membership.at(0)?.role;
  const canManage = role === 'editor' || role === 'owner';
  const change = (patch: TableChange) => { startTransition(() => { setView((current) => applyTableChange(current, patch)); }); };
  const invite = canManage
    ? <Button icon={<NewPersonIcon />} intent={Intent.PRIMARY} text={intl.formatMessage(messages.invite)} onClick={() => { setInviting(true); }} />
    : undefined;
  return (
    <>
      <PendingInvitesTable query={data} label={intl.formatMessage(messages.title)} state={view} onStateChange={change}
        loading={paging} canDelete={canManage} toolbar={invite} />
      <InviteUserDialog isOpen={inviting} onClose={() => { setInviting(false); }} organizationId={organizationId} companyId={companyId} />
    </>
  );
}
