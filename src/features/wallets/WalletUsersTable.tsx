import { Button, Intent } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigation } from 'react-router-dom';
import type { WalletUsersTable_query$data, WalletUsersTable_query$key } from '../../../__generated__/WalletUsersTable_query.graphql.ts';
import { DataTable } from '../../ui/dataTable/DataTable.tsx';
import type { DataTableColumn } from '../../ui/dataTable/tableColumn.ts';
import { useTableUrlState } from '../../ui/dataTable/tableUrlState.ts';
import { RemoveWalletUserDialog } from './RemoveWalletUserDialog.tsx';
import type { WalletUserToRemove } from './RemoveWalletUserDialog.tsx';
import { WALLET_USERS_TABLE } from './walletUsersTable.ts';
import { formatTimestamp } from '../../ui/formatTimestamp.ts';

const messages = defineMessages({
  name: { id: 'wallets.WalletUsersTable.name', defaultMessage: 'Name', description: 'Column: the user\'s name' },
  email: { id: 'wallets.WalletUsersTable.email', defaultMessage: 'Email', description: 'Column: the user\'s e-mail' },
  since: { id: 'wallets.WalletUsersTable.since', defaultMessage: 'Since', description: 'Column: when the user got access to the wallet' },
  actions: { id: 'wallets.WalletUsersTable.actions', defaultMessage: 'Actions', description: 'Column: what can be done with a user of the wallet' },
  remove: { id: 'wallets.WalletUsersTable.remove', defaultMessage: 'Remove', description: 'Removes a user from the wallet (after a confirmation)' },
});
const removeOf = defineMessage<{ name: string }>({
  id: 'wallets.WalletUsersTable.removeOf', defaultMessage: 'Remove {name}', description: 'Accessible name of the remove button of one user',
});

type WalletUser = WalletUsersTable_query$data['wallet_users'][number];

export interface WalletUsersTableProps {
  query: WalletUsersTable_query$key;
  label: string;
  walletName: string;
  /** The user edits the wallet's organization, so may remove users. */
  canRemove: boolean;
  toolbar: ReactNode;
}

/** The wallet's users (spec §2, wallet details "users"): searched by name or e-mail, each removable after a confirmation. */
export function WalletUsersTable({ query, label, walletName, canRemove, toolbar }: WalletUsersTableProps) {
  const intl = useIntl();
  const [state, change] = useTableUrlState(WALLET_USERS_TABLE);
  const navigation = useNavigation();
  const location = useLocation();
  const [removing, setRemoving] = useState<WalletUserToRemove | null>(null);
  const data = useFragment(
    graphql`
      fragment WalletUsersTable_query on query_root {
        wallet_users: portfolio_wallet_user(where: $usersWhere, order_by: $usersOrderBy, limit: $usersLimit, offset: $usersOffset) {
          id
          created_at
          user {
            id
            displayName
            email
          }
        }
        wallet_users_total: portfolio_wallet_user_aggregate(where: $usersWhere) {
          aggregate {
            count
          }
        }
      }
    `,
    query,
  );
  const columns: DataTableColumn<WalletUser>[] = [
    { id: 'name', freeText: true, header: intl.formatMessage(messages.name), cell: (row) => row.user.displayName, sortable: true },
    { id: 'email', freeText: true, header: intl.formatMessage(messages.email), cell: (row) => row.user.email ?? '', sortable: true },
    { id: 'since', header: intl.formatMessage(messages.since), cell: (row) => formatTimestamp(intl, row.created_at), sortable: true },
    {
      id: 'actions', header: intl.formatMessage(messages.actions), align: 'right', width: 130,
      cell: (row) => canRemove && (
        <Button variant="minimal" intent={Intent.DANGER} icon={<TrashIcon />} text={intl.formatMessage(messages.remove)}
          aria-label={intl.formatMessage(removeOf, { name: row.user.displayName })}
          onClick={() => { setRemoving({ id: row.id, name: row.user.displayName, email: row.user.email ?? '' }); }} />
      ),
    },
  ];
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        rows={data.wallet_users}
        rowKey={(row) => row.id}
        total={data.wallet_users_total.aggregate?.count ?? 0}
        state={state}
        onStateChange={change}
        loading={navigation.state === 'loading' && navigation.location.pathname === location.pathname}
        toolbar={toolbar}
      />
      <RemoveWalletUserDialog walletUser={removing} walletName={walletName} onClose={() => { setRemoving(null); }} />
    </>
  );
}
