import { defineMessages, useIntl } from 'react-intl';
import type { WalletCompaniesTab_wallet$key } from '../../../__generated__/WalletCompaniesTab_wallet.graphql.ts';
import type { WalletSummaryTab_wallet$key } from '../../../__generated__/WalletSummaryTab_wallet.graphql.ts';
import type { WalletUsersTable_query$key } from '../../../__generated__/WalletUsersTable_query.graphql.ts';
import { WalletCompaniesTab } from './WalletCompaniesTab.tsx';
import type { WalletScope } from './walletScope.ts';
import { WalletSummaryTab } from './WalletSummaryTab.tsx';
import { WalletUsersTab } from './WalletUsersTab.tsx';
import { AddressTabs } from '../../ui/AddressTabs.tsx';
import styles from './wallets.module.css';

const messages = defineMessages({
  summary: { id: 'wallets.WalletTabs.summary', defaultMessage: 'Summary', description: 'Tab: the wallet\'s totals, alerts and counts' },
  investments: { id: 'wallets.WalletTabs.investments', defaultMessage: 'Investments', description: 'Tab: the companies the wallet invested in' },
  users: { id: 'wallets.WalletTabs.users', defaultMessage: 'Users', description: 'Tab: the people with access to the wallet, and its invites' },
});

export interface WalletTabsProps {
  wallet: WalletSummaryTab_wallet$key & WalletCompaniesTab_wallet$key;
  query: WalletUsersTable_query$key;
  scope: WalletScope;
}

/**
 * The wallet's tabs, the open one in the address (`?tab=users`) so a link opens it. Changing tab drops the previous
 * tab's list state (page, size, sort, search) from the address: it meant another list.
 */
export function WalletTabs({ wallet, query, scope }: WalletTabsProps) {
  const intl = useIntl();
  return (
    <AddressTabs
      id="wallet-tabs"
      className={styles.tabs}
      tabs={[
        { id: 'summary', title: intl.formatMessage(messages.summary), panel: <WalletSummaryTab wallet={wallet} /> },
        { id: 'investments', title: intl.formatMessage(messages.investments), panel: <WalletCompaniesTab wallet={wallet} scope={scope} /> },
        { id: 'users', title: intl.formatMessage(messages.users), panel: <WalletUsersTab query={query} scope={scope} /> },
      ]}
    />
  );
}
