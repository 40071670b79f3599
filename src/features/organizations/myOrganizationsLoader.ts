import { loadQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import MyOrganizationsScreenQueryArtifact from '../../../__generated__/MyOrganizationsScreenQuery.graphql.ts';
import type { MyOrganizationsScreenQuery } from '../../../__generated__/MyOrganizationsScreenQuery.graphql.ts';
import type { PortalServices } from '../../app/portalServices.ts';
import { NIL_UUID } from '../../app/routeParams.ts';

/**
 * Starts the query of the user's organizations while the screen's code downloads. Store and network: the tree seen
 * before shows at once and is brought up to date; a change (created, moved, deleted) runs it again.
 */
export async function myOrganizationsLoader(services: PortalServices): Promise<PreloadedQuery<MyOrganizationsScreenQuery>> {
  await services.auth.whenReady();
  const environment = await services.relayEnvironment();
  const userId = services.auth.getUser()?.id ?? NIL_UUID;
  return loadQuery<MyOrganizationsScreenQuery>(environment, MyOrganizationsScreenQueryArtifact, { userId }, { fetchPolicy: 'store-and-network' });
}
