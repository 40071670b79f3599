import { loadQuery } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { PreloadedQuery } from 'react-relay';
import ShellQueryArtifact from '../../../__generated__/ShellQuery.graphql.ts';
import type { ShellQuery } from '../../../__generated__/ShellQuery.graphql.ts';
import type { PortalServices } from '../portalServices.ts';
import { signedInEnvironment } from '../routeGuards.ts';

export interface ShellLoaderData {
  environment: IEnvironment;
  shellQuery: PreloadedQuery<ShellQuery>;
}

/**
 * The guard of every page under /app, then the shell's data: the user's organizations and the current privacy
 * policy, requested while the shell's code downloads. Network-only: this is the first thing a session reads, and a
 * store left from before a sign-in must not answer for it.
 */
export async function shellLoader(services: PortalServices): Promise<ShellLoaderData> {
  const environment = await signedInEnvironment(services);
  const userId = services.auth.getUser()?.id ?? '';
  const shellQuery = loadQuery<ShellQuery>(
    environment,
    ShellQueryArtifact,
    { where: { organization_users: { user_id: { _eq: userId } } } },
    { fetchPolicy: 'network-only' },
  );
  return { environment, shellQuery };
}
