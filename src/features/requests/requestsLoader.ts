import { loadQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import RequestsScreenQueryArtifact from '../../../__generated__/RequestsScreenQuery.graphql.ts';
import type { RequestsScreenQuery } from '../../../__generated__/RequestsScreenQuery.graphql.ts';
import { selectedOrganization } from '../../app/organizations/organizationSelection.ts';
import type { PortalServices } from '../../app/portalServices.ts';
import { NIL_UUID } from '../../app/routeParams.ts';

/**
 * Starts the requests screen's query: the selected organization's requests with their responses (the list and the
 * board read them), the user's role, and what the new-request form offers (companies, metric library). Store and
 * network, so coming back shows at once and is brought up to date.
 */
export async function requestsLoader(services: PortalServices): Promise<PreloadedQuery<RequestsScreenQuery>> {
  await services.auth.whenReady();
  const environment = await services.relayEnvironment();
  const variables = {
    organizationId: selectedOrganization.get() ?? NIL_UUID,
    userId: services.auth.getUser()?.id ?? NIL_UUID,
  };
  return loadQuery<RequestsScreenQuery>(environment, RequestsScreenQueryArtifact, variables, { fetchPolicy: 'store-and-network' });
}
