import { Suspense } from 'react';
import { RelayEnvironmentProvider, graphql, usePreloadedQuery } from 'react-relay';
import { Outlet, useLoaderData } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import type { ShellQuery } from '../../../__generated__/ShellQuery.graphql.ts';
import { ReceivedInvites } from '../../features/invites/ReceivedInvites.tsx';
import { ReceivedInvitesButton } from '../../features/invites/ReceivedInvitesButton.tsx';
import { MainMenu } from './MainMenu.tsx';
import { OrganizationSwitcher } from './OrganizationSwitcher.tsx';
import { PrivacyPolicyGate } from './PrivacyPolicyGate.tsx';
import { ShellNavbar } from './ShellNavbar.tsx';
import type { ShellLoaderData } from './shellLoader.ts';
import { useAccountLanguage } from './useAccountLanguage.ts';
import { useLeaveWhenSignedOut } from './useLeaveWhenSignedOut.ts';
import { useRecordVisit } from './useRecordVisit.ts';
import { useReloadOnOrganizationChange } from './useReloadOnOrganizationChange.ts';
import styles from './Shell.module.css';

const query = graphql`
  query ShellQuery($where: portfolio_organization_bool_exp!) {
    ...OrganizationSwitcher_query @arguments(where: $where)
    ...PrivacyPolicyGate_query
  }
`;

/**
 * The signed-in frame around every page under /app: the top bar (organization, language, theme), the main menu and
 * the page. Nothing of the portal shows until the current privacy policy is accepted (spec §4).
 */
export function Shell() {
  const { environment, shellQuery } = useLoaderData<ShellLoaderData>();
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback={<Spinner className={styles.loading} />}>
        <ShellFrame shellQuery={shellQuery} />
      </Suspense>
    </RelayEnvironmentProvider>
  );
}

function ShellFrame({ shellQuery }: Pick<ShellLoaderData, 'shellQuery'>) {
  const data = usePreloadedQuery<ShellQuery>(query, shellQuery);
  useRecordVisit();
  useReloadOnOrganizationChange();
  useAccountLanguage();
  useLeaveWhenSignedOut();
  return (
    <PrivacyPolicyGate query={data}>
      <div className={styles.shell}>
        <ShellNavbar organizationSwitcher={<OrganizationSwitcher query={data} />} receivedInvites={<ReceivedInvitesButton />} />
        <div className={styles.body}>
          <MainMenu />
          <main className={styles.page}>
            <Suspense fallback={<Spinner className={styles.loading} />}>
              <Outlet />
            </Suspense>
            <ReceivedInvites />
          </main>
        </div>
      </div>
    </PrivacyPolicyGate>
  );
}
