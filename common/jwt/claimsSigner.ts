/**
 * Signing JWTs with the project's secret (`HASURA_GRAPHQL_JWT_SECRET`, or `NHOST_JWT_SECRET` in a function): the
 * secret's JSON read as Hasura reads it — `type`, `key` (HS*) or `signing_key` (a PKCS#8 PEM, for the asymmetric
 * types), `kid`, `issuer` (default `hasura-auth`) and `claims_namespace` (default Hasura's). The auth service's access
 * tokens and the KPI session function's respondent tokens both sign through it, so both verify wherever the other does.
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
import { isRecord } from '../isRecord.ts';

export const DEFAULT_CLAIMS_NAMESPACE = 'https://hasura.io/jwt/claims';

export type Claims = Record<string, unknown>;

export interface ClaimsSigner {
  /** The `iss` the secret names. */
  readonly issuer: string;
  /** Where the Hasura claims go in a token signed with this secret. */
  readonly namespace: string;
  /** The token of `claims` with the secret's header (`alg`, `typ`, `kid`). */
  sign(claims: Claims): Promise<string>;
}

const HMAC_HASHES: ReadonlyMap<string, string> = new Map([['HS256', 'sha256'], ['HS384', 'sha384'], ['HS512', 'sha512']]);

// See Note [Signing HS* tokens with node:crypto].
function hmacSign(hash: string, key: KeyObject, header: Claims): (claims: Claims) => Promise<string> {
  const encode = (part: Claims) => Buffer.from(JSON.stringify(part), 'utf8').toString('base64url');
  const encodedHeader = encode(header);
  return (claims) => {
    const signingInput = `${encodedHeader}.${encode(claims)}`;
    return Promise.resolve(`${signingInput}.${createHmac(hash, key).update(signingInput).digest('base64url')}`);
  };
}

/** `name` says which variable held the secret, for the errors (`HASURA_GRAPHQL_JWT_SECRET`, `NHOST_JWT_SECRET`). */
export async function claimsSigner(secretJson: string, name = 'HASURA_GRAPHQL_JWT_SECRET'): Promise<ClaimsSigner> {
  const parsed: unknown = JSON.parse(secretJson);
  if (!isRecord(parsed) || typeof parsed.type !== 'string') throw new Error(`${name} needs a type`);
  const alg = parsed.type;
  const kid = typeof parsed.kid === 'string' ? parsed.kid : undefined;
  const header: Claims = kid ? { alg, typ: 'JWT', kid } : { alg, typ: 'JWT' };
  let sign: (claims: Claims) => Promise<string>;
  const hash = HMAC_HASHES.get(alg);
  if (hash !== undefined) {
    if (typeof parsed.key !== 'string') throw new Error(`${name} needs a key`);
    sign = hmacSign(hash, createSecretKey(Buffer.from(parsed.key, 'utf8')), header);
  } else if (alg.startsWith('HS')) {
    throw new Error(`${name}: unsupported type ${alg}`);
  } else {
    if (typeof parsed.signing_key !== 'string') throw new Error(`signing ${alg} tokens needs the secret's signing_key`);
    const key = await importPKCS8(parsed.signing_key, alg);
    sign = (claims) => new SignJWT(claims).setProtectedHeader({ ...header, alg }).sign(key);
  }
  return {
    issuer: typeof parsed.issuer === 'string' ? parsed.issuer : 'hasura-auth',
    namespace: typeof parsed.claims_namespace === 'string' ? parsed.claims_namespace : DEFAULT_CLAIMS_NAMESPACE,
    sign,
  };
}
