/**
 * The short-lived access token the session function hands a company contact who followed a no-login link: a JWT the
 * engine (or Hasura) verifies like any other, signed with the project's JWT secret (`NHOST_JWT_SECRET`, the JSON of
 * `HASURA_GRAPHQL_JWT_SECRET`), whose only role is `kpi_respondent` and whose only variable is the response it may
 * read and answer (nhost/metadata: the permissions of `kpi_respondent` filter on X-Hasura-Kpi-Response-Id).
 */
import { claimsSigner } from '../../../common/jwt/claimsSigner.ts';

export const RESPONDENT_ROLE = 'kpi_respondent';
export const RESPONSE_ID_CLAIM = 'x-hasura-kpi-response-id';
/** An hour at most: the page asks for a new token with the same link before this one ends. */
export const RESPONDENT_TOKEN_SECONDS = 3600;

export interface RespondentTokenSigner {
  /** A token for `responseId`, valid from `nowMs` until `expiresAt` (ms); the caller keeps that within the link's life. */
  sign(responseId: string, nowMs: number, expiresAt: number): Promise<string>;
}

export async function respondentTokenSigner(jwtSecretJson: string): Promise<RespondentTokenSigner> {
  const signer = await claimsSigner(jwtSecretJson, 'NHOST_JWT_SECRET');
  return {
    sign(responseId, nowMs, expiresAt) {
      return signer.sign({
        [signer.namespace]: {
          'x-hasura-allowed-roles': [RESPONDENT_ROLE],
          'x-hasura-default-role': RESPONDENT_ROLE,
          [RESPONSE_ID_CLAIM]: responseId,
        },
        sub: `kpi-response:${responseId}`,
        iss: signer.issuer,
        iat: Math.floor(nowMs / 1000),
        exp: Math.floor(expiresAt / 1000),
      });
    },
  };
}
