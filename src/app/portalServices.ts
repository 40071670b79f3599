import type { IEnvironment } from 'relay-runtime';
import type { AuthClient } from '../auth/authClient.ts';

/**
 * What the routes need from outside React: the auth client, and the Relay environment, which is loaded on demand so
 * the public pages never download Relay (the sign-in page's budget, issue 6). The product, the mock environment and
 * the tests each provide their own.
 */
export interface PortalServices {
  readonly auth: AuthClient;
  /** The one Relay environment of the signed-in portal; the same object on every call. */
  readonly relayEnvironment: () => Promise<IEnvironment>;
}
