/**
 * Access tokens as hasura-auth issues them (HS256, Nhost-style claims, the investor portal's roles), for tests that
 * go through the real session resolution over HTTP or a websocket.
 */
import { SignJWT } from 'jose';
import { USERS } from './engineFixture.ts';

export const JWT_KEY = 'an-hs256-test-key-of-at-least-32-characters';
export const ADMIN_SECRET = 'test-admin-secret';
const CLAIMS = 'https://hasura.io/jwt/claims';

export interface TokenOptions {
  user?: keyof typeof USERS;
  key?: string;
  /** Seconds since the epoch; default: 15 minutes from now. */
  expiresAt?: number;
}

export async function token({ user = 'ana', key = JWT_KEY, expiresAt }: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    [CLAIMS]: {
      'x-hasura-allowed-roles': ['investor', 'user', 'me'],
      'x-hasura-default-role': 'investor',
      'x-hasura-user-id': USERS[user],
      'x-hasura-user-is-anonymous': 'false',
    },
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('hasura-auth')
    .setSubject(USERS[user])
    .setIssuedAt(expiresAt === undefined ? now : expiresAt - 900)
    .setExpirationTime(expiresAt ?? now + 900)
    .sign(new TextEncoder().encode(key));
}
