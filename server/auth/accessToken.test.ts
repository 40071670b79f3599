import { createSecretKey, generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { accessTokenSigner } from './accessToken.ts';

const USER = { id: '5b1c3c1e-7d2a-4c55-9a3e-0f1e2d3c4b5a', defaultRole: 'investor', roles: ['investor', 'me'], isAnonymous: false };
const KEY = 'a-secret-of-at-least-thirty-two-characters-for-hmac';

describe('access tokens', () => {
  for (const alg of ['HS256', 'HS384', 'HS512']) {
    it(`signs ${alg} tokens that jose verifies, with hasura-auth's claims`, async () => {
      const signer = await accessTokenSigner(JSON.stringify({ type: alg, key: KEY, kid: 'k1' }), 900);
      const token = await signer.sign(USER, 'family-1');
      const { payload, protectedHeader } = await jwtVerify(token, createSecretKey(Buffer.from(KEY)), {
        algorithms: [alg], issuer: 'hasura-auth', subject: USER.id,
      });
      expect(protectedHeader).toEqual({ alg, typ: 'JWT', kid: 'k1' });
      expect(payload['https://hasura.io/jwt/claims']).toEqual({
        'x-hasura-allowed-roles': ['investor', 'me'], 'x-hasura-default-role': 'investor',
        'x-hasura-user-id': USER.id, 'x-hasura-user-is-anonymous': 'false',
      });
      expect(payload.sid).toBe('family-1');
      expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(900);
    });
  }

  it('refuses a token signed with another key, and one whose claims were changed', async () => {
    const signer = await accessTokenSigner(JSON.stringify({ type: 'HS256', key: KEY }), 900);
    const token = await signer.sign(USER);
    await expect(jwtVerify(token, createSecretKey(Buffer.from(`${KEY}-other`)))).rejects.toThrow();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'someone-else' })).toString('base64url');
    await expect(jwtVerify(`${header}.${forged}.${signature}`, createSecretKey(Buffer.from(KEY)))).rejects.toThrow();
  });

  it('keeps a custom issuer and claims namespace', async () => {
    const signer = await accessTokenSigner(JSON.stringify({ type: 'HS256', key: KEY, issuer: 'me', claims_namespace: 'x' }), 60);
    const { payload } = await jwtVerify(await signer.sign(USER), createSecretKey(Buffer.from(KEY)), { issuer: 'me' });
    expect(payload.x).toMatchObject({ 'x-hasura-user-id': USER.id });
  });

  it('signs RS256 tokens with the signing key', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const secret = {
      type: 'RS256', key: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      signing_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    };
    const signer = await accessTokenSigner(JSON.stringify(secret), 900);
    const token = await signer.sign(USER);
    expect(decodeProtectedHeader(token).alg).toBe('RS256');
    const { payload } = await jwtVerify(token, await importSPKI(secret.key, 'RS256'));
    expect(payload.sub).toBe(USER.id);
  });
});
