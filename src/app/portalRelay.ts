import type { IEnvironment } from 'relay-runtime';
import type { AuthClient } from '../auth/authClient.ts';
import { portalConfig } from '../config/env.ts';
import { createRelayEnvironment } from '../relay/environment.ts';
import type { TokenSource } from '../relay/tokenSource.ts';

/** The auth client as the network layer sees it: readiness, the token, and its changes. */
function tokenSource(auth: AuthClient): TokenSource {
  return {
    isReady: () => auth.getState() !== 'loading',
    getAccessToken: () => auth.getAccessToken(),
    onTokenChanged: (listener) => auth.onTokenChanged(listener),
  };
}

let current: IEnvironment | null = null;

/**
 * The one Relay environment of the signed-in portal, made on first use (this module is only loaded by signed-in
 * routes). On sign-out its records are dropped (spec §4: "on sign-out the cached data is cleared"), so the next
 * person to sign in on this browser cannot see a single cached row of the previous one.
 */
export function portalRelayEnvironment(auth: AuthClient): IEnvironment {
  if (current) return current;
  // Requests wait for the auth client to settle (tokenSource): on a signed-out page it may not have started loading
  // yet (productAuthClient.ts), and a page that reads data must not wait for the visitor to touch it. A client that
  // fails to load leaves the requests waiting, as before.
  auth.whenReady().catch(() => undefined);
  const { environment } = createRelayEnvironment({
    backendUrl: portalConfig.backendUrl,
    tokens: tokenSource(auth),
    extraHeaders: portalConfig.graphqlExtraHeaders,
  });
  auth.onStateChanged((state) => {
    if (state !== 'signedOut') return;
    try {
      // The store's source is Relay's mutable RecordSource, whose clear() its read-only interface does not declare.
      const source: object = environment.getStore().getSource();
      if ('clear' in source && typeof source.clear === 'function') (source.clear as () => void).call(source);
    } catch (error) {
      // Spec §8: a failure to clear the cache on sign-out is only logged.
      console.error('Could not clear the cached data on sign-out', error);
    }
  });
  current = environment;
  return environment;
}
