/**
 * The default fetch policy (spec §7: "cache-first", which is Relay's `store-or-network`). Relay's `Environment`
 * takes no default policy; react-relay 21 already falls back to `store-or-network` in `loadQuery`,
 * `useQueryLoader` and `useLazyLoadQuery`. `fetchQuery` from relay-runtime is the exception (it defaults to
 * `network-only`), so callers that go through it pass {@link DEFAULT_FETCH_POLICY} explicitly.
 */
import type { LoadQueryOptions } from 'react-relay';
import type { FetchPolicy } from 'relay-runtime';

export const DEFAULT_FETCH_POLICY = 'store-or-network' satisfies FetchPolicy;

/** `options` with the portal's default policy filled in, for route loaders that call `loadQuery`. */
export function loadQueryDefaults(options: LoadQueryOptions = {}): LoadQueryOptions {
  return { ...options, fetchPolicy: options.fetchPolicy ?? DEFAULT_FETCH_POLICY };
}
