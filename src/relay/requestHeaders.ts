/**
 * The headers that say who is asking (spec §6): data requests use the investor role with the bearer token, and a
 * signed-out visitor uses the public role. Sent on every HTTP request and in the websocket's `connection_init`.
 */

/** Spec §9: "Backend data role investor". */
export const DATA_ROLE = 'investor';
/** Spec §9: "Default unauthenticated role public". */
export const PUBLIC_ROLE = 'public';

/**
 * The role and authorization headers for `token` (null when signed out), with `extraHeaders` merged last: a
 * configured header such as an admin secret takes precedence over what is derived here (spec §6).
 */
export function requestHeaders(
  token: string | null,
  extraHeaders: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const auth: Record<string, string> = token === null
    ? { 'x-hasura-role': PUBLIC_ROLE }
    : { Authorization: `Bearer ${token}`, 'x-hasura-role': DATA_ROLE };
  return { ...auth, ...extraHeaders };
}
