import { fetchQuery, loadQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import DashboardChartsQueryArtifact from '../../../__generated__/DashboardChartsQuery.graphql.ts';
import type { DashboardChartsQuery } from '../../../__generated__/DashboardChartsQuery.graphql.ts';
import DashboardScreenQueryArtifact from '../../../__generated__/DashboardScreenQuery.graphql.ts';
import type { DashboardScreenQuery } from '../../../__generated__/DashboardScreenQuery.graphql.ts';
import { selectedOrganization } from '../../app/organizations/organizationSelection.ts';
import type { PortalServices } from '../../app/portalServices.ts';
import { chartCurrency, currencyFigures } from './currencyFigures.ts';
import { currencyInAddress, organizationVariable } from './dashboardVariables.ts';
import { loadChartLibrary } from '../../ui/charts/loadChartLibrary.ts';

export interface DashboardLoaderData {
  totals: PreloadedQuery<DashboardScreenQuery>;
  /** The charts' query, for one currency; null when the organization has no investment to chart. */
  charts: Promise<PreloadedQuery<DashboardChartsQuery> | null>;
}

/**
 * Starts the dashboard's two queries and the download of the chart library. The totals come first and render at
 * once. The charts are drawn for one currency (amounts of two currencies never share an axis): the one in the
 * address when the organization has it,
 * else its main one (chartCurrency), which only the totals tell. The charts' query starts as soon as the totals'
 * answer arrives (fetchQuery joins the totals' request in flight rather than sending it again), not alongside it:
 * on the large set both are heavy, and run together they delayed the totals by half a second for a gain of a
 * third of a second on the charts (`npm run bench:dashboard`, two cores). The totals come first.
 */
export async function dashboardLoader(services: PortalServices, { request }: LoaderFunctionArgs): Promise<DashboardLoaderData> {
  // The chart library downloads while the queries run; the charts need both.
  void loadChartLibrary();
  await services.auth.whenReady();
  const environment = await services.relayEnvironment();
  const organizationId = organizationVariable(selectedOrganization.get());
  const totals = loadQuery<DashboardScreenQuery>(environment, DashboardScreenQueryArtifact, { organizationId }, { fetchPolicy: 'store-and-network' });
  const loadCharts = (currency: string) =>
    loadQuery<DashboardChartsQuery>(environment, DashboardChartsQueryArtifact, { organizationId, currency }, { fetchPolicy: 'store-and-network' });
  const asked = currencyInAddress(new URL(request.url).searchParams);
  const charts = fetchQuery<DashboardScreenQuery>(environment, DashboardScreenQueryArtifact, { organizationId }, { fetchPolicy: 'store-or-network' })
    .toPromise()
    .then((data) => {
      const currency = chartCurrency(currencyFigures(data?.totalsPerformance ?? []), asked);
      return currency === null ? null : loadCharts(currency);
    });
  // The page shows a failed chart query through its error boundary; this keeps the rejection from going unhandled
  // when the page is left before it renders the charts.
  charts.catch(() => undefined);
  return { totals, charts };
}
