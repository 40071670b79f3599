import { Alignment, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAuthUser } from '../../auth/AuthContext.tsx';
import { LanguageSelect } from '../../ui/LanguageSelect.tsx';
import { ThemeSwitch } from '../../ui/ThemeSwitch.tsx';
import { paths } from '../paths.ts';
import styles from './ShellNavbar.module.css';

/**
 * The top bar of the signed-in portal: the product, the organization switch, the invites waiting for an answer, the
 * user, language and theme.
 */
export function ShellNavbar({ organizationSwitcher, receivedInvites }: { organizationSwitcher: ReactNode; receivedInvites?: ReactNode }) {
  const user = useAuthUser();
  return (
    <Navbar className={styles.navbar}>
      <NavbarGroup align={Alignment.START}>
        <NavbarHeading>
          <Link to={paths.home} className={styles.product}>
            <FormattedMessage id="app.ShellNavbar.product" defaultMessage="Investor Portal" description="Product name, in the top bar" />
          </Link>
        </NavbarHeading>
        <NavbarDivider />
        {organizationSwitcher}
      </NavbarGroup>
      <NavbarGroup align={Alignment.END}>
        {receivedInvites}
        {user ? <span className={styles.user}>{user.displayName || user.email}</span> : null}
        <LanguageSelect minimal />
        <ThemeSwitch />
      </NavbarGroup>
    </Navbar>
  );
}
