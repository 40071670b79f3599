import { Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { BriefcaseIcon, CogIcon, DashboardIcon, EnvelopeIcon, HomeIcon, LogOutIcon, InboxIcon, OfficeIcon, PeopleIcon, TimelineLineChartIcon, UserIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../paths.ts';
import styles from './MainMenu.module.css';

export const menuMessages = defineMessages({
  navigation: { id: 'app.MainMenu.navigation', defaultMessage: 'Main menu', description: 'Name of the main menu' },
  home: { id: 'app.MainMenu.home', defaultMessage: 'Home', description: 'Menu entry' },
  dashboard: { id: 'app.MainMenu.dashboard', defaultMessage: 'Dashboard', description: 'Menu entry' },
  management: { id: 'app.MainMenu.management', defaultMessage: 'Management', description: 'Menu entry: financial and accounting analysis' },
  myWallets: { id: 'app.MainMenu.myWallets', defaultMessage: 'My wallets', description: 'Menu entry' },
  myCompanies: { id: 'app.MainMenu.myCompanies', defaultMessage: 'My companies', description: 'Menu entry' },
  requests: { id: 'app.MainMenu.requests', defaultMessage: 'Requests', description: 'Menu entry: KPI requests sent to the companies' },
  myOrganizations: { id: 'app.MainMenu.myOrganizations', defaultMessage: 'My organizations', description: 'Menu entry' },
  configuration: { id: 'app.MainMenu.configuration', defaultMessage: 'Configuration', description: 'Menu entry: users and roles' },
  profile: { id: 'app.MainMenu.profile', defaultMessage: 'Profile', description: 'Menu entry' },
  contact: { id: 'app.MainMenu.contact', defaultMessage: 'Contact', description: 'Menu entry' },
  logout: { id: 'app.MainMenu.logout', defaultMessage: 'Log out', description: 'Menu entry' },
});

/** The main menu's entries in the spec's order (§1). */
const ENTRIES: readonly (readonly [path: string, message: MessageDescriptor, icon: ReactElement])[] = [
  [paths.home, menuMessages.home, <HomeIcon key="i" />],
  [paths.dashboard, menuMessages.dashboard, <DashboardIcon key="i" />],
  [paths.management, menuMessages.management, <TimelineLineChartIcon key="i" />],
  [paths.myWallets, menuMessages.myWallets, <BriefcaseIcon key="i" />],
  [paths.myCompanies, menuMessages.myCompanies, <OfficeIcon key="i" />],
  // Right after the companies: what is asked of them.
  [paths.requests, menuMessages.requests, <InboxIcon key="i" />],
  [paths.myOrganizations, menuMessages.myOrganizations, <PeopleIcon key="i" />],
  [paths.configuration, menuMessages.configuration, <CogIcon key="i" />],
  [paths.profile, menuMessages.profile, <UserIcon key="i" />],
  [paths.contact, menuMessages.contact, <EnvelopeIcon key="i" />],
];

/** The main menu: one link per area, the current one marked, logout last. */
export function MainMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <nav className={styles.menu} aria-label={intl.formatMessage(menuMessages.navigation)}>
      <Menu>
        {ENTRIES.map(([path, message, icon]) => (
          <MenuItem
            key={path}
            icon={icon}
            text={intl.formatMessage(message)}
            href={path}
            active={pathname === path || pathname.startsWith(`${path}/`)}
            aria-current={pathname === path ? 'page' : undefined}
            // A real link (open in a new tab works), followed inside the app without a reload.
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              void navigate(path);
            }}
          />
        ))}
        <MenuDivider />
        <MenuItem
          icon={<LogOutIcon />}
          text={intl.formatMessage(menuMessages.logout)}
          href={paths.logout}
          onClick={(event) => {
            event.preventDefault();
            void navigate(paths.logout);
          }}
        />
      </Menu>
    </nav>
  );
}
