import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { HomeScreenQuery } from '../../../__generated__/HomeScreenQuery.graphql.ts';
import { useAuthUser } from '../../auth/AuthContext.tsx';
import { canEdit } from '../../app/organizations/organizationRole.ts';
import { PortfolioTotals } from '../dashboard/PortfolioTotals.tsx';
import { GettingStarted } from './GettingStarted.tsx';
import { Greeting } from './Greeting.tsx';
import styles from './home.module.css';
import { LatestAlerts } from './LatestAlerts.tsx';
import { NoOrganization } from './NoOrganization.tsx';
import { PendingInvites } from './PendingInvites.tsx';
import { QuickLinks } from './QuickLinks.tsx';
import { RecentReports } from './RecentReports.tsx';

/**
 * /app/home (spec §2), what an investor opens first: for the selected organization its totals (companies, wallets,
 * invested, current value, MOIC), what needs attention (open alerts, pending invites), the latest valuation reports,
 * and where to go next. An organization without data gets a set-up checklist instead of empty figures alone.
 * No chart here: home stays light, and the dashboard (which loads the chart library) is one click away.
 */
export function HomeScreen() {
  const user = useAuthUser();
  const data = usePreloadedQuery<HomeScreenQuery>(
    graphql`
      query HomeScreenQuery($organizationId: uuid!, $userId: uuid!) {
        organization: portfolio_organization_by_pk(id: $organizationId) {
          id
          name
        }
        membership: portfolio_organization_user(
          where: { organization_id: { _eq: $organizationId }, user_id: { _eq: $userId } }
        ) {
          id
          role
        }
        ...PortfolioTotals_query @arguments(organizationId: $organizationId)
        ...GettingStarted_query @arguments(organizationId: $organizationId)
        ...LatestAlerts_query @arguments(organizationId: $organizationId)
        ...RecentReports_query @arguments(organizationId: $organizationId)
        ...PendingInvites_query @arguments(organizationId: $organizationId, userId: $userId)
      }
    `,
    useLoaderData<PreloadedQuery<HomeScreenQuery>>(),
  );
  const greeting = <Greeting displayName={user?.displayName ?? ''} organization={data.organization?.name ?? null} />;
  if (!data.organization) return <>{greeting}<NoOrganization /></>;
  return (
    <>
      {greeting}
      <PortfolioTotals query={data} />
      <GettingStarted query={data} canEdit={canEdit(data.membership.at(0)?.role)} />
      <div className={styles.columns}>
        <div className={styles.column}>
          <LatestAlerts query={data} canManage={canEdit(data.membership.at(0)?.role)} />
          <RecentReports query={data} />
        </div>
        <div className={styles.column}>
          <PendingInvites query={data} />
          <QuickLinks />
        </div>
      </div>
    </>
  );
}
