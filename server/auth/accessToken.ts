/**
 * Access tokens as hasura-auth issues them (contract §5.10): `sub`, `iat`, `exp`, `iss` (default `hasura-auth`) and
 * the Hasura claims under the secret's namespace, signed with `HASURA_GRAPHQL_JWT_SECRET` — the value the engine
 * verifies with. HS* keys sign directly; asymmetric types need the secret's `signing_key` (a PKCS#8 PEM).
 * The secret is read and tokens signed by common/jwt/claimsSigner.ts.
 */
import { claimsSigner } from '../../common/jwt/claimsSigner.ts';

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

export async function accessTokenSigner(secretJson: string, expiresIn: number): Promise<AccessTokenSigner> {
  const signer = await claimsSigner(secretJson);
  return {
    expiresIn,
    sign(user, sessionId) {
      const now = Math.floor(Date.now() / 1000);
      return signer.sign({
        ...(sessionId === undefined ? {} : { sid: sessionId }),
        [signer.namespace]: {
          'x-hasura-allowed-roles': user.roles,
          'x-hasura-default-role': user.defaultRole,
          'x-hasura-user-id': user.id,
          'x-hasura-user-is-anonymous': String(user.isAnonymous),
        },
        sub: user.id,
        iss: signer.issuer,
        iat: now,
        exp: now + expiresIn,
      });
    },
  };
}
