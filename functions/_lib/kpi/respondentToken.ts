/**
 * The short-lived access token the session function hands a company contact who followed a no-login link: a JWT the
 * engine (or Hasura) verifies like any other, signed with the project's JWT secret (`NHOST_JWT_SECRET`, the JSON of
 * `HASURA_GRAPHQL_JWT_SECRET`), whose only role is `kpi_respondent` and whose only variable is the response it may
 * read and answer (nhost/metadata: the permissions of `kpi_respondent` filter on X-Hasura-Kpi-Response-Id).
 */
import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, importPKCS8, type CryptoKey } from 'jose';

export const RESPONDENT_ROLE = 'kpi_respondent';
export const RESPONSE_ID_CLAIM = 'x-hasura-kpi-response-id';
/** An hour at most: the page asks for a new token with the same link before this one ends. */
export const RESPONDENT_TOKEN_SECONDS = 3600;

const DEFAULT_NAMESPACE = 'https://hasura.io/jwt/claims';

export interface RespondentTokenSigner {
  /** A token for `responseId`, valid from `nowMs` until `expiresAt` (ms); the caller keeps that within the link's life. */
  sign(responseId: string, nowMs: number, expiresAt: number): Promise<string>;
}

export async function respondentTokenSigner(jwtSecretJson: string): Promise<RespondentTokenSigner> {
  const parsed: unknown = JSON.parse(jwtSecretJson);
  const secret = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  if (typeof secret.type !== 'string') throw new Error('the JWT secret needs a type');
  const alg = secret.type;
  const issuer = typeof secret.issuer === 'string' ? secret.issuer : 'hasura-auth';
  const namespace = typeof secret.claims_namespace === 'string' ? secret.claims_namespace : DEFAULT_NAMESPACE;
  const kid = typeof secret.kid === 'string' ? secret.kid : undefined;
  let key: KeyObject | CryptoKey;
  if (alg.startsWith('HS')) {
    if (typeof secret.key !== 'string') throw new Error('the JWT secret needs a key');
    key = createSecretKey(Buffer.from(secret.key, 'utf8'));
  } else {
    if (typeof secret.signing_key !== 'string') throw new Error(`signing ${alg} tokens needs the secret's signing_key`);
    key = await importPKCS8(secret.signing_key, alg);
  }
  return {
    sign(responseId, nowMs, expiresAt) {
      return new SignJWT({
        [namespace]: {
          'x-hasura-allowed-roles': [RESPONDENT_ROLE],
          'x-hasura-default-role': RESPONDENT_ROLE,
          [RESPONSE_ID_CLAIM]: responseId,
        },
      })
        .setProtectedHeader(kid ? { alg, typ: 'JWT', kid } : { alg, typ: 'JWT' })
        .setSubject(`kpi-response:${responseId}`)
        .setIssuer(issuer)
        .setIssuedAt(Math.floor(nowMs / 1000))
        .setExpirationTime(Math.floor(expiresAt / 1000))
        .sign(key);
    },
  };
}
