import { loadQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import ProfileScreenQueryArtifact from '../../../__generated__/ProfileScreenQuery.graphql.ts';
import type { ProfileScreenQuery } from '../../../__generated__/ProfileScreenQuery.graphql.ts';
import type { PortalServices } from '../../app/portalServices.ts';
import { NIL_UUID } from '../../app/routeParams.ts';


/**
 * Starts the profile's query (the signed-in user's row) while the screen's code downloads. Store and network: the
 * profile shows at once from the store, then what the server has now (an e-mail just confirmed in another tab).
 */
export async function profileLoader(services: PortalServices): Promise<PreloadedQuery<ProfileScreenQuery>> {
  await services.auth.whenReady();
  const environment = await services.relayEnvironment();
  const userId = services.auth.getUser()?.id ?? NIL_UUID;
  return loadQuery<ProfileScreenQuery>(environment, ProfileScreenQueryArtifact, { userId }, { fetchPolicy: 'store-and-network' });
}
