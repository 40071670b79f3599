import { H3, Spinner, SpinnerSize } from '@blueprintjs/core';
import { Suspense, useId, useState, useTransition } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { WalletInvitesQuery, portfolio_invite_order_by as InviteOrderBy } from '../../../__generated__/WalletInvitesQuery.graphql.ts';
import { applyTableChange, toLimitOffset, toOrderBy } from '../../ui/dataTable/tableUrlState.ts';
import type { OrderByColumns, TableChange, TableState } from '../../ui/dataTable/tableUrlState.ts';
import { useInvitesVersion } from '../../app/invites/invitesVersion.ts';
import { PendingInvitesTable } from '../invites/PendingInvitesTable.tsx';
import styles from './wallets.module.css';

const messages = defineMessages({
  title: { id: 'wallets.WalletInvites.title', defaultMessage: 'Invites to this wallet', description: 'Heading of the invites sent from a wallet\'s users tab' },
  loading: { id: 'wallets.WalletInvites.loading', defaultMessage: 'Loading invites', description: 'Accessible name of the spinner while the invites load' },
});

/**
 * Its own query (the invites list is the invites feature's, with its fragment), fetched again whenever this tab
 * creates or deletes an invite (invitesVersion.ts). Its view stays in React state: the address holds the users list's.
 */
const query = graphql`
  query WalletInvitesQuery($where: portfolio_invite_bool_exp!, $limit: Int, $offset: Int!, $orderBy: [portfolio_invite_order_by!]) {
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

/** The invites sent from the wallet (spec §2: each with its status), pending ones withdrawable by editors and owners. */
export function WalletInvites({ walletId, canDelete }: { walletId: string; canDelete: boolean }) {
  const intl = useIntl();
  const id = useId();
  return (
    <section className={styles.part} aria-labelledby={id}>
      <H3 id={id}>{intl.formatMessage(messages.title)}</H3>
      <Suspense fallback={<Spinner size={SpinnerSize.SMALL} aria-label={intl.formatMessage(messages.loading)} />}>
        <InvitesList walletId={walletId} canDelete={canDelete} label={intl.formatMessage(messages.title)} />
      </Suspense>
    </section>
  );
}

function InvitesList({ walletId, canDelete, label }: { walletId: string; canDelete: boolean; label: string }) {
  const [view, setView] = useState(FIRST_VIEW);
  const [paging, startTransition] = useTransition();
  const version = useInvitesVersion();
  const data = useLazyLoadQuery<WalletInvitesQuery>(
    query,
    { where: { wallet_id: { _eq: walletId } }, ...toLimitOffset(view), orderBy: toOrderBy(view.sort, ORDER, { id: 'asc' }) },
    { fetchKey: version, fetchPolicy: 'store-and-network' },
  );
  const change = (patch: TableChange) => { startTransition(() => { setView((current) => applyTableChange(current, patch)); }); };
  return <PendingInvitesTable query={data} label={label} state={view} onStateChange={change} loading={paging} canDelete={canDelete} />;
}
