import { Card, H3 } from '@blueprintjs/core';
import { BriefcaseIcon, DashboardIcon, OfficeIcon, PeopleIcon, UserIcon } from '@blueprintjs/icons';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { paths } from '../../app/paths.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import styles from './home.module.css';

const messages = defineMessages({
  title: { id: 'home.QuickLinks.title', defaultMessage: 'Go to', description: 'Heading of the quick links on home' },
  dashboard: { id: 'home.QuickLinks.dashboard', defaultMessage: 'Dashboard and charts', description: 'Quick link' },
  wallets: { id: 'home.QuickLinks.wallets', defaultMessage: 'My wallets', description: 'Quick link' },
  companies: { id: 'home.QuickLinks.companies', defaultMessage: 'My companies', description: 'Quick link' },
  organizations: { id: 'home.QuickLinks.organizations', defaultMessage: 'My organizations', description: 'Quick link' },
  profile: { id: 'home.QuickLinks.profile', defaultMessage: 'Profile and preferences', description: 'Quick link' },
});

const LINKS: readonly [to: string, label: MessageDescriptor, icon: React.JSX.Element][] = [
  [paths.dashboard, messages.dashboard, <DashboardIcon key="i" />],
  [paths.myWallets, messages.wallets, <BriefcaseIcon key="i" />],
  [paths.myCompanies, messages.companies, <OfficeIcon key="i" />],
  [paths.myOrganizations, messages.organizations, <PeopleIcon key="i" />],
  [paths.profile, messages.profile, <UserIcon key="i" />],
];

/** Where an investor goes from home most often. */
export function QuickLinks() {
  const intl = useIntl();
  return (
    <Card className={styles.panel} role="navigation" aria-labelledby="home-links">
      <div className={styles.panelHeader}>
        <H3 id="home-links">{intl.formatMessage(messages.title)}</H3>
      </div>
      <div className={styles.links}>
        {LINKS.map(([to, label, icon]) => (
          <LinkButton key={to} to={to} icon={icon} variant="minimal" alignText="start" fill text={intl.formatMessage(label)} />
        ))}
      </div>
    </Card>
  );
}
