/**
 * Whether a caller signed in recently: what a password change asks for instead of the current password (ASVS 2.1.6).
 *
 * nhost-js sends only `{newPassword}` to `/user/password` (contract §3.4), so the current password cannot travel with
 * the change. The server asks instead that the caller's session began with a sign-in a few minutes ago
 * (`AUTH_PASSWORD_CHANGE_SIGNIN_MAX_AGE`, 300 s by default), and the portal's form asks for the current password and
 * signs in with it just before the change. A session left open on a shared computer, or a stolen access or refresh
 * token, cannot change the password, since refreshing a session never makes it recent again; a reset link still can
 * (the link signs its holder in, so its session is new), as hasura-auth's reset flow needs.
 *
 * A session is a refresh-token family (refreshTokens.ts): its first token's id is the family, which access tokens
 * carry as `sid`, and that row, kept while the family lives, was written when the session began.
 */
import type { Db } from '../db/driver.ts';
import type { Caller } from './authService.ts';

export async function signedInRecently(db: Db, caller: Caller, maxAgeSeconds: number): Promise<boolean> {
  if (caller.sessionId === null) return false;
  const { rows } = await db.query<{ recent: boolean }>(
    `SELECT created_at > now() - make_interval(secs => $3::int) AS recent
     FROM auth.refresh_tokens WHERE id::text = $1::text AND user_id = $2::uuid AND type = 'regular'`,
    [caller.sessionId, caller.userId, maxAgeSeconds],
  );
  return rows.at(0)?.recent === true;
}
