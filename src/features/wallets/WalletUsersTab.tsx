import { AnchorButton, Intent, Tooltip } from '@blueprintjs/core';
import { NewPersonIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { WalletUsersTable_query$key } from '../../../__generated__/WalletUsersTable_query.graphql.ts';
import { CreateWalletUserDialog } from './CreateWalletUserDialog.tsx';
import { WalletInvites } from './WalletInvites.tsx';
import type { WalletScope } from './walletScope.ts';
import { TableSearch } from '../../ui/dataTable/TableSearch.tsx';
import { WALLET_USERS_TABLE } from './walletUsersTable.ts';
import { WalletUsersTable } from './WalletUsersTable.tsx';
import styles from './wallets.module.css';

const messages = defineMessages({
  label: { id: 'wallets.WalletUsersTab.label', defaultMessage: 'Users of the wallet', description: 'Accessible name of the table of the wallet\'s users' },
  search: { id: 'wallets.WalletUsersTab.search', defaultMessage: 'Search', description: 'Label of the search box of the wallet\'s users' },
  searchHint: { id: 'wallets.WalletUsersTab.searchHint', defaultMessage: 'Name or e-mail', description: 'Placeholder of the users search box: what it searches' },
  create: { id: 'wallets.WalletUsersTab.create', defaultMessage: 'Create user', description: 'Opens the dialog that invites a person to the wallet' },
  editorsOnly: {
    id: 'wallets.WalletUsersTab.editorsOnly',
    defaultMessage: 'Only editors and owners of the organization can do this',
    description: 'Tooltip of an action disabled for a viewer of the wallet\'s organization',
  },
});

/**
 * The wallet's users (spec §2: search, and create user with name and e-mail), then the invites sent from here with
 * their status: a new user is an invite until they accept it.
 */
export function WalletUsersTab({ query, scope }: { query: WalletUsersTable_query$key; scope: WalletScope }) {
  const intl = useIntl();
  const [creating, setCreating] = useState(false);
  const button = (
    <AnchorButton icon={<NewPersonIcon />} intent={Intent.PRIMARY} text={intl.formatMessage(messages.create)}
      disabled={!scope.canEdit} onClick={() => { setCreating(true); }} />
  );
  const toolbar = (
    <>
      <TableSearch table={WALLET_USERS_TABLE} label={intl.formatMessage(messages.search)} placeholder={intl.formatMessage(messages.searchHint)} />
      {scope.canEdit ? button : <Tooltip content={intl.formatMessage(messages.editorsOnly)}>{button}</Tooltip>}
    </>
  );
  return (
    <>
      <div className={styles.part}>
        <WalletUsersTable query={query} label={intl.formatMessage(messages.label)} walletName={scope.walletName}
          canRemove={scope.canEdit} toolbar={toolbar} />
      </div>
      <WalletInvites walletId={scope.walletId} canDelete={scope.canEdit} />
      <CreateWalletUserDialog isOpen={creating} onClose={() => { setCreating(false); }} scope={scope} />
    </>
  );
}
