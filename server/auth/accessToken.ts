/**
 * Access tokens as hasura-auth issues them (contract §5.10): `sub`, `iat`, `exp`, `iss` (default `hasura-auth`) and
 * the Hasura claims under the secret's namespace, signed with `HASURA_GRAPHQL_JWT_SECRET` — the value the engine
 * verifies with. HS* keys sign directly; asymmetric types need the secret's `signing_key` (a PKCS#8 PEM).
 */
import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, importPKCS8 } from 'jose';
import { isRecord } from '../../common/isRecord.ts';

export interface TokenUser {
  id: string;
  defaultRole: string;
  roles: string[];
  isAnonymous: boolean;
}

export interface AccessTokenSigner {
  /** `sessionId` (the refresh-token family) goes into the standard `sid` claim, so a request can name its session. */
  sign(user: TokenUser, sessionId?: string): Promise<string>;
  readonly expiresIn: number;
}

const DEFAULT_NAMESPACE = 'https://hasura.io/jwt/claims';

export async function accessTokenSigner(secretJson: string, expiresIn: number): Promise<AccessTokenSigner> {
  const parsed: unknown = JSON.parse(secretJson);
  if (!isRecord(parsed) || typeof parsed.type !== 'string') throw new Error('HASURA_GRAPHQL_JWT_SECRET needs a type');
  const alg = parsed.type;
  const issuer = typeof parsed.issuer === 'string' ? parsed.issuer : 'hasura-auth';
  const namespace = typeof parsed.claims_namespace === 'string' ? parsed.claims_namespace : DEFAULT_NAMESPACE;
  const kid = typeof parsed.kid === 'string' ? parsed.kid : undefined;
  let key: KeyObject | Awaited<ReturnType<typeof importPKCS8>>;
  if (alg.startsWith('HS')) {
    if (typeof parsed.key !== 'string') throw new Error('HASURA_GRAPHQL_JWT_SECRET needs a key');
    key = createSecretKey(Buffer.from(parsed.key, 'utf8'));
  } else {
    if (typeof parsed.signing_key !== 'string') throw new Error(`signing ${alg} tokens needs the secret's signing_key`);
    key = await importPKCS8(parsed.signing_key, alg);
  }
  return {
    expiresIn,
    sign(user, sessionId) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        ...(sessionId === undefined ? {} : { sid: sessionId }),
        [namespace]: {
          'x-hasura-allowed-roles': user.roles,
          'x-hasura-default-role': user.defaultRole,
          'x-hasura-user-id': user.id,
          'x-hasura-user-is-anonymous': String(user.isAnonymous),
        },
      })
        .setProtectedHeader(kid ? { alg, typ: 'JWT', kid } : { alg, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(issuer)
        .setIssuedAt(now)
        .setExpirationTime(now + expiresIn)
        .sign(key);
    },
  };
}
