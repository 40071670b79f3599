import { NonIdealState } from '@blueprintjs/core';
import { BuildIcon } from '@blueprintjs/icons';
import { defineMessages, useIntl } from 'react-intl';

const titles = defineMessages({
  home: { id: 'app.PlaceholderScreen.home', defaultMessage: 'Home', description: 'Screen title' },
  dashboard: { id: 'app.PlaceholderScreen.dashboard', defaultMessage: 'Dashboard', description: 'Screen title' },
  management: { id: 'app.PlaceholderScreen.management', defaultMessage: 'Management', description: 'Screen title' },
  managementFinancial: { id: 'app.PlaceholderScreen.managementFinancial', defaultMessage: 'Financial analysis', description: 'Screen title' },
  managementAccounting: { id: 'app.PlaceholderScreen.managementAccounting', defaultMessage: 'Accounting analysis', description: 'Screen title' },
  profile: { id: 'app.PlaceholderScreen.profile', defaultMessage: 'Profile', description: 'Screen title' },
  myWallets: { id: 'app.PlaceholderScreen.myWallets', defaultMessage: 'My wallets', description: 'Screen title' },
  wallet: { id: 'app.PlaceholderScreen.wallet', defaultMessage: 'Wallet details', description: 'Screen title' },
  myOrganizations: { id: 'app.PlaceholderScreen.myOrganizations', defaultMessage: 'My organizations', description: 'Screen title' },
  configuration: { id: 'app.PlaceholderScreen.configuration', defaultMessage: 'Configuration', description: 'Screen title' },
});

export type PlaceholderKey = keyof typeof titles;

const messages = defineMessages({
  description: {
    id: 'app.PlaceholderScreen.description',
    defaultMessage: 'This screen is on its way: it arrives in an upcoming release of the portal.',
    description: 'Empty state of a screen not built yet',
  },
});

/** A screen not built yet: the shell around it works, and the page says plainly what is missing. */
export function PlaceholderScreen({ screen }: { screen: PlaceholderKey }) {
  const intl = useIntl();
  return (
    <NonIdealState
      icon={<BuildIcon size={48} />}
      title={intl.formatMessage(titles[screen])}
      description={intl.formatMessage(messages.description)}
    />
  );
}
