import { loadQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import HomeScreenQueryArtifact from '../../../__generated__/HomeScreenQuery.graphql.ts';
import type { HomeScreenQuery } from '../../../__generated__/HomeScreenQuery.graphql.ts';
import { selectedOrganization } from '../../app/organizations/organizationSelection.ts';
import type { PortalServices } from '../../app/portalServices.ts';
import { homeVariables } from './homeVariables.ts';

/**
 * Starts home's query for the selected organization while the screen's code downloads. Store and network: coming
 * back to home shows it at once and brings it up to date (an alert resolved, a report added meanwhile).
 */
export async function homeLoader(services: PortalServices): Promise<PreloadedQuery<HomeScreenQuery>> {
  await services.auth.whenReady();
  const environment = await services.relayEnvironment();
  const variables = homeVariables(selectedOrganization.get(), services.auth.getUser()?.id ?? null);
  return loadQuery<HomeScreenQuery>(environment, HomeScreenQueryArtifact, variables, { fetchPolicy: 'store-and-network' });
}
