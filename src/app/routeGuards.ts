import { redirect } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { AuthClient } from '../auth/authClient.ts';
import type { PortalServices } from './portalServices.ts';
import { paths } from './paths.ts';

/**
 * The navigation guard (spec §2): a page under /app with no session sends the visitor to sign in. It waits for the
 * auth client to finish importing a stored session first, so a reload of a signed-in page stays where it is.
 */
export async function requireSignedIn(auth: AuthClient): Promise<null> {
  if ((await auth.whenReady()) !== 'signedIn') throw redirect(paths.signIn);
  return null;
}

/**
 * The guard, and the Relay environment of a signed-in page. Relay's code downloads while the stored session is
 * restored (a `/token` round trip on every fresh page) instead of after it: the two waited in turn before, and a
 * newly opened page drew its data a download later than it had to.
 */
export async function signedInEnvironment(services: PortalServices): Promise<IEnvironment> {
  const [, environment] = await Promise.all([requireSignedIn(services.auth), services.relayEnvironment()]);
  return environment;
}
