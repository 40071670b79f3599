/**
 * Access tokens as hasura-auth issues them (contract §5.10): `sub`, `iat`, `exp`, `iss` (default `hasura-auth`) and
 * the Hasura claims under the secret's namespace, signed with `HASURA_GRAPHQL_JWT_SECRET` — the value the engine
 * verifies with. HS* keys sign directly; asymmetric types need the secret's `signing_key` (a PKCS#8 PEM).
 *
 * Note [Signing HS* tokens with node:crypto]
 * Every `/token` signs one token, and jose 6 signs through WebCrypto: a promise and a hop to the thread pool per
 * token. Profiled under `/token` load (`BENCH_PROFILE=1 npm run bench:auth`), jose's signing was 38 % of the server's
 * CPU, 198 µs a request. An HMAC over `base64url(header).base64url(payload)` is what RFC 7515 §3.1 defines for the
 * HS* algorithms, and node:crypto computes it synchronously in a few µs, so HS* tokens are signed here; the
 * asymmetric algorithms (key handling, encodings) stay with jose. A test checks the tokens verify with jose.
 */
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
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
const HMAC_HASHES: ReadonlyMap<string, string> = new Map([['HS256', 'sha256'], ['HS384', 'sha384'], ['HS512', 'sha512']]);

type Claims = Record<string, unknown>;
type SignClaims = (header: Claims, claims: Claims) => Promise<string>;

// See Note [Signing HS* tokens with node:crypto].
function hmacSigner(hash: string, key: KeyObject): SignClaims {
  const encode = (part: Claims) => Buffer.from(JSON.stringify(part), 'utf8').toString('base64url');
  return (header, claims) => {
    const signingInput = `${encode(header)}.${encode(claims)}`;
    return Promise.resolve(`${signingInput}.${createHmac(hash, key).update(signingInput).digest('base64url')}`);
  };
}

function joseSigner(key: Awaited<ReturnType<typeof importPKCS8>>): SignClaims {
  return (header, claims) => new SignJWT(claims).setProtectedHeader({ ...header, alg: String(header.alg) }).sign(key);
}

export async function accessTokenSigner(secretJson: string, expiresIn: number): Promise<AccessTokenSigner> {
  const parsed: unknown = JSON.parse(secretJson);
  if (!isRecord(parsed) || typeof parsed.type !== 'string') throw new Error('HASURA_GRAPHQL_JWT_SECRET needs a type');
  const alg = parsed.type;
  const issuer = typeof parsed.issuer === 'string' ? parsed.issuer : 'hasura-auth';
  const namespace = typeof parsed.claims_namespace === 'string' ? parsed.claims_namespace : DEFAULT_NAMESPACE;
  const kid = typeof parsed.kid === 'string' ? parsed.kid : undefined;
  let signClaims: SignClaims;
  const hash = HMAC_HASHES.get(alg);
  if (hash !== undefined) {
    if (typeof parsed.key !== 'string') throw new Error('HASURA_GRAPHQL_JWT_SECRET needs a key');
    signClaims = hmacSigner(hash, createSecretKey(Buffer.from(parsed.key, 'utf8')));
  } else if (alg.startsWith('HS')) {
    throw new Error(`HASURA_GRAPHQL_JWT_SECRET: unsupported type ${alg}`);
  } else {
    if (typeof parsed.signing_key !== 'string') throw new Error(`signing ${alg} tokens needs the secret's signing_key`);
    signClaims = joseSigner(await importPKCS8(parsed.signing_key, alg));
  }
  const header: Claims = kid ? { alg, typ: 'JWT', kid } : { alg, typ: 'JWT' };
  return {
    expiresIn,
    sign(user, sessionId) {
      const now = Math.floor(Date.now() / 1000);
      return signClaims(header, {
        ...(sessionId === undefined ? {} : { sid: sessionId }),
        [namespace]: {
          'x-hasura-allowed-roles': user.roles,
          'x-hasura-default-role': user.defaultRole,
          'x-hasura-user-id': user.id,
          'x-hasura-user-is-anonymous': String(user.isAnonymous),
        },
        sub: user.id,
        iss: issuer,
        iat: now,
        exp: now + expiresIn,
      });
    },
  };
}
