/**
 * The respondent's own Relay environment: the portal's network layer (src/relay/) with the link's token and the
 * `kpi_respondent` role instead of the investor's session, and a store of its own, so an investor signed in on the
 * same browser keeps their session and data untouched.
 */
import { createRelayEnvironment, type PortalRelayEnvironment } from '../../relay/environment.ts';
import type { TokenSource } from '../../relay/tokenSource.ts';

/** The role the session function's token carries (Hasura's `x-hasura-role`). */
export const RESPONDENT_ROLE = 'kpi_respondent';

/** The headers that make a request the respondent's, over the bearer token the network layer adds. */
export const RESPONDENT_HEADERS: Readonly<Record<string, string>> = { 'x-hasura-role': RESPONDENT_ROLE };

export function respondentEnvironment(backendUrl: string, tokens: TokenSource): PortalRelayEnvironment {
  return createRelayEnvironment({ backendUrl, tokens, extraHeaders: RESPONDENT_HEADERS });
}
