/**
 * The engine server's signing key and the investor's access token, shaped as hasura-auth issues them (Nhost claims
 * under Hasura's namespace). The key is random per run: the bench starts the server with it in
 * HASURA_GRAPHQL_JWT_SECRET, so nothing outside the run can use the token.
 */
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';

export interface BenchAuth {
  /** The value of HASURA_GRAPHQL_JWT_SECRET for the server. */
  jwtSecret: string;
  adminSecret: string;
  key: string;
}

export function benchAuth(): BenchAuth {
  const key = randomBytes(48).toString('base64url');
  return { key, jwtSecret: JSON.stringify({ type: 'HS256', key }), adminSecret: randomBytes(24).toString('base64url') };
}

/** A token for the investor role, valid for two hours: longer than any run. */
export async function investorToken(auth: BenchAuth, userId: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    'https://hasura.io/jwt/claims': {
      'x-hasura-allowed-roles': ['investor', 'user', 'me'],
      'x-hasura-default-role': 'investor',
      'x-hasura-user-id': userId,
      'x-hasura-user-is-anonymous': 'false',
    },
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('hasura-auth')
    .setSubject(userId)
    .setIssuedAt(now)
    .setExpirationTime(now + 7200)
    .sign(new TextEncoder().encode(auth.key));
}
