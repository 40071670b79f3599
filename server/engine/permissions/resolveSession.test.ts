import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, exportSPKI, generateKeyPair } from 'jose';
import type { CryptoKey, JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors.ts';
import { parseJsonPath, parseJwtSecret, readJsonPath } from './jwtSecret.ts';
import type { JwtSecretConfig } from './jwtSecret.ts';
import { resolveSession } from './resolveSession.ts';
import type { AuthConfig } from './resolveSession.ts';

const HS_KEY = 'local-development-secret-of-32+chars';
const NS = 'https://hasura.io/jwt/claims';
const CLAIMS = { 'x-hasura-allowed-roles': ['user', 'me'], 'x-hasura-default-role': 'user', 'x-hasura-user-id': 'u-1' };
const now = (): number => Math.floor(Date.now() / 1000);

interface SignOptions { alg?: string; exp?: number; nbf?: number; aud?: string; iss?: string; kid?: string }
async function sign(payload: JWTPayload, key: CryptoKey | Uint8Array, options: SignOptions = {}): Promise<string> {
  const jwt = new SignJWT(payload).setProtectedHeader({ alg: options.alg ?? 'HS256', kid: options.kid }).setIssuedAt();
  jwt.setExpirationTime(options.exp ?? now() + 900);
  if (options.nbf !== undefined) jwt.setNotBefore(options.nbf);
  if (options.aud !== undefined) jwt.setAudience(options.aud);
  if (options.iss !== undefined) jwt.setIssuer(options.iss);
  return jwt.sign(key);
}
const hs = (payload: JWTPayload, options?: SignOptions, secret = HS_KEY) =>
  sign(payload, new TextEncoder().encode(secret), options);
const jwtConfig = (extra: Record<string, unknown> = {}): JwtSecretConfig =>
  parseJwtSecret(JSON.stringify({ type: 'HS256', key: HS_KEY, ...extra }));
const auth = (overrides: Partial<AuthConfig> = {}): AuthConfig => ({
  adminSecret: 'the-admin-secret',
  jwt: jwtConfig(),
  unauthorizedRole: null,
  ...overrides,
});
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The code and message a rejected resolution carries, asserting it is an EngineError at `$`. */
async function failure(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(() => null, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(EngineError);
  const { code, message, path } = error as EngineError;
  expect(path).toBe('$');
  return `${code}: ${message}`;
}

describe('admin secret', () => {
  it('admits the right secret as admin with every x-hasura-* header but the secret as a variable', async () => {
    const headers = { 'X-Hasura-Admin-Secret': 'the-admin-secret', 'X-Hasura-User-Id': 'u-9', accept: '*/*' };
    expect(await resolveSession(headers, auth())).toEqual({
      role: 'admin',
      variables: { 'x-hasura-user-id': 'u-9', 'x-hasura-role': 'admin' },
      isAdmin: true,
    });
  });

  it('lets admin pose as another role, and accepts the legacy access key', async () => {
    const headers = { 'x-hasura-access-key': 'the-admin-secret', 'x-hasura-role': 'user', 'x-hasura-user-id': 'u-9' };
    const session = await resolveSession(headers, auth());
    expect(session).toEqual({ role: 'user', variables: { 'x-hasura-user-id': 'u-9', 'x-hasura-role': 'user' }, isAdmin: false });
  });

  it('refuses a wrong secret, even beside a valid token', async () => {
    const headers = { 'x-hasura-admin-secret': 'nope', ...bearer(await hs({ [NS]: CLAIMS })) };
    expect(await failure(resolveSession(headers, auth()))).toBe(
      'access-denied: invalid x-hasura-admin-secret/x-hasura-access-key',
    );
  });

  it('ignores the JWT when the secret is right', async () => {
    const session = await resolveSession({ 'x-hasura-admin-secret': 'the-admin-secret', ...bearer('garbage') }, auth());
    expect(session.role).toBe('admin');
  });

  it('refuses any secret when none is configured in JWT mode', async () => {
    const headers = { 'x-hasura-admin-secret': 'anything' };
    expect(await failure(resolveSession(headers, auth({ adminSecret: null })))).toMatch(/^access-denied: invalid x-hasura/);
  });

  it('without JWT requires the secret unless an unauthorized role is set, which it then forces', async () => {
    expect(await failure(resolveSession({}, auth({ jwt: null })))).toBe(
      'access-denied: x-hasura-admin-secret/x-hasura-access-key required, but not found',
    );
    const headers = { 'x-hasura-role': 'admin', 'x-hasura-user-id': 'u-2' };
    expect(await resolveSession(headers, auth({ jwt: null, unauthorizedRole: 'public' }))).toEqual({
      role: 'public',
      variables: { 'x-hasura-user-id': 'u-2', 'x-hasura-role': 'public' },
      isAdmin: false,
    });
  });

  it('with neither secret nor JWT runs as admin, or the role the request names (open mode)', async () => {
    const open = auth({ adminSecret: null, jwt: null });
    expect(await resolveSession({}, open)).toEqual({ role: 'admin', variables: { 'x-hasura-role': 'admin' }, isAdmin: true });
    expect((await resolveSession({ 'x-hasura-role': 'user' }, open)).role).toBe('user');
  });

  it("reads x-hasura-use-backend-only-permissions as Hasura's parseStringAsBool, refusing any other text", async () => {
    const asking = (value: string) => resolveSession(
      { 'x-hasura-admin-secret': 'the-admin-secret', 'x-hasura-role': 'user', 'x-hasura-use-backend-only-permissions': value }, auth());
    for (const yes of ['true', 'T', 'yes', 'Y']) expect((await asking(yes)).backendOnly).toBe(true);
    for (const no of ['false', 'F', 'No', 'n']) expect((await asking(no)).backendOnly).toBeUndefined();
    expect(await failure(asking('1'))).toBe('bad-request: x-hasura-use-backend-only-permissions:  Not a valid boolean text. '
      + 'True values are ["true","t","yes","y"] and  False values are ["false","f","no","n"]. All values are case insensitive');
    // Without the admin secret the header is no request for backend-only permissions, and is not read.
    const token = await hs({ [NS]: CLAIMS });
    expect((await resolveSession({ ...bearer(token), 'x-hasura-use-backend-only-permissions': '1' }, auth())).backendOnly).toBeUndefined();
  });
});

describe('JWT mode', () => {
  it('takes role and variables from the token only, ignoring client x-hasura-* headers', async () => {
    const exp = now() + 600;
    const headers = { ...bearer(await hs({ [NS]: CLAIMS }, { exp })), 'x-hasura-user-id': 'spoofed', 'x-hasura-org': 'x' };
    expect(await resolveSession(headers, auth())).toEqual({
      role: 'user',
      variables: { 'x-hasura-user-id': 'u-1', 'x-hasura-role': 'user' },
      isAdmin: false,
      // The token's expiry travels with the session, so a websocket can be closed when it passes.
      expiresAt: exp * 1000,
    });
  });

  it('honours a requested role among the allowed ones, and refuses others', async () => {
    const token = await hs({ [NS]: CLAIMS });
    expect((await resolveSession({ ...bearer(token), 'X-Hasura-Role': 'me' }, auth())).role).toBe('me');
    expect(await failure(resolveSession({ ...bearer(token), 'x-hasura-role': 'admin' }, auth()))).toBe(
      'access-denied: Your requested role is not in allowed roles',
    );
    const stray = await hs({ [NS]: { 'x-hasura-allowed-roles': ['me'], 'x-hasura-default-role': 'user' } });
    expect(await failure(resolveSession(bearer(stray), auth()))).toMatch(/^access-denied: Your requested role/);
  });

  it('makes an allowed admin role an admin session', async () => {
    const token = await hs({ [NS]: { 'x-hasura-allowed-roles': ['admin'], 'x-hasura-default-role': 'admin' } });
    expect(await resolveSession(bearer(token), auth())).toMatchObject({ role: 'admin', isAdmin: true });
  });

  it('without a token uses the unauthorized role with header variables, or refuses', async () => {
    expect(await failure(resolveSession({ 'x-hasura-user-id': 'u' }, auth()))).toBe(
      "invalid-headers: Missing 'Authorization' or 'Cookie' header in JWT authentication mode",
    );
    const headers = { 'x-hasura-role': 'user', 'x-hasura-user-id': 'u-3' };
    expect(await resolveSession(headers, auth({ unauthorizedRole: 'public' }))).toEqual({
      role: 'public',
      variables: { 'x-hasura-user-id': 'u-3', 'x-hasura-role': 'public' },
      isAdmin: false,
    });
  });

  it.each(['Token abc', 'Bearer', 'bearer abc', 'Bearer a b', ''])('calls %j a malformed Authorization header', async (value) => {
    expect(await failure(resolveSession({ authorization: value }, auth()))).toBe(
      'invalid-headers: Malformed Authorization header',
    );
  });

  it.each([
    ['an unparsable token', () => Promise.resolve('not-a-jwt'), /^invalid-jwt: Could not verify JWT: JWSError \(CompactDecodeError /],
    ['a bad signature', () => hs({ [NS]: CLAIMS }, {}, 'another-secret-that-is-32-chars-long'), /: JWSError JWSInvalidSignature$/],
    ['another algorithm', () => hs({ [NS]: CLAIMS }, { alg: 'HS512' }), /: JWSError JWSNoValidSignatures$/],
    ['an expired token', () => hs({ [NS]: CLAIMS }, { exp: now() - 30 }), /^invalid-jwt: Could not verify JWT: JWTExpired$/],
    ['a future nbf', () => hs({ [NS]: CLAIMS }, { nbf: now() + 300 }), /: JWTNotYetValid$/],
  ])('refuses %s', async (_name, token, expected) => {
    expect(await failure(resolveSession(bearer(await token()), auth()))).toMatch(expected);
  });

  it('tolerates expiry within allowed_skew only', async () => {
    const skewed = auth({ jwt: jwtConfig({ allowed_skew: 60 }) });
    expect((await resolveSession(bearer(await hs({ [NS]: CLAIMS }, { exp: now() - 30 })), skewed)).role).toBe('user');
    const late = bearer(await hs({ [NS]: CLAIMS }, { exp: now() - 120 }));
    expect(await failure(resolveSession(late, skewed))).toBe('invalid-jwt: Could not verify JWT: JWTExpired');
  });

  it('checks audience and issuer when configured', async () => {
    const strict = auth({ jwt: jwtConfig({ audience: ['portal', 'app'], issuer: 'hasura-auth' }) });
    const good = await hs({ [NS]: CLAIMS }, { aud: 'app', iss: 'hasura-auth' });
    expect((await resolveSession(bearer(good), strict)).role).toBe('user');
    const wrongAud = await hs({ [NS]: CLAIMS }, { aud: 'other', iss: 'hasura-auth' });
    expect(await failure(resolveSession(bearer(wrongAud), strict))).toBe('invalid-jwt: Could not verify JWT: JWTNotInAudience');
    const noAud = await hs({ [NS]: CLAIMS }, { iss: 'hasura-auth' });
    expect(await failure(resolveSession(bearer(noAud), strict))).toMatch(/: JWTNotInAudience$/);
    const wrongIss = await hs({ [NS]: CLAIMS }, { aud: 'portal', iss: 'someone' });
    expect(await failure(resolveSession(bearer(wrongIss), strict))).toBe('invalid-jwt: Could not verify JWT: JWTNotInIssuer');
  });

  it('finds claims under a custom namespace, a namespace path, or stringified', async () => {
    const custom = auth({ jwt: jwtConfig({ claims_namespace: 'hasura' }) });
    expect((await resolveSession(bearer(await hs({ hasura: CLAIMS })), custom)).role).toBe('user');
    expect(await failure(resolveSession(bearer(await hs({ [NS]: CLAIMS })), custom))).toBe(
      "jwt-invalid-claims: claims key: 'hasura' not found",
    );
    const path = auth({ jwt: jwtConfig({ claims_namespace_path: '$.hasura.claims' }) });
    expect((await resolveSession(bearer(await hs({ hasura: { claims: CLAIMS } })), path)).role).toBe('user');
    expect(await failure(resolveSession(bearer(await hs({ hasura: {} })), path))).toBe(
      "jwt-invalid-claims: claims not found at claims_namespace_path: '$.hasura.claims'",
    );
    const root = auth({ jwt: jwtConfig({ claims_namespace_path: '$' }) });
    expect((await resolveSession(bearer(await hs({ ...CLAIMS, sub: 's' })), root)).variables).toEqual({
      'x-hasura-user-id': 'u-1',
      'x-hasura-role': 'user',
    });
    const stringified = auth({ jwt: jwtConfig({ claims_format: 'stringified_json' }) });
    expect((await resolveSession(bearer(await hs({ [NS]: JSON.stringify(CLAIMS) })), stringified)).role).toBe('user');
    expect(await failure(resolveSession(bearer(await hs({ [NS]: CLAIMS })), stringified))).toBe(
      'jwt-invalid-claims: expecting a string when claims_format is stringified_json',
    );
    expect(await failure(resolveSession(bearer(await hs({ [NS]: '{oops' })), stringified))).toBe(
      `jwt-invalid-claims: expecting stringified json at: 'claims_namespace ${NS}', but found: {oops`,
    );
    expect(await failure(resolveSession(bearer(await hs({ [NS]: 'text' })), auth()))).toBe(
      'jwt-invalid-claims: expecting a json object when claims_format is json',
    );
  });

  it.each([
    [{}, `jwt-invalid-claims: claims key: '${NS}' not found`, false],
    [{ [NS]: { 'x-hasura-default-role': 'user' } }, 'jwt-missing-role-claims: JWT claim does not contain x-hasura-allowed-roles', false],
    [{ [NS]: { 'x-hasura-allowed-roles': ['user'] } }, 'jwt-missing-role-claims: JWT claim does not contain x-hasura-default-role', false],
    [{ [NS]: { ...CLAIMS, 'x-hasura-allowed-roles': 'user' } }, 'parsing [] failed, expected Array, but encountered String', true],
    [{ [NS]: { ...CLAIMS, 'x-hasura-allowed-roles': [1] } }, 'parsing Text failed, expected String, but encountered Number', true],
    [
      { [NS]: { ...CLAIMS, 'x-hasura-default-role': 5 } },
      'jwt-invalid-claims: invalid x-hasura-default-role; should be a single role name: parsing Text failed, expected String, but encountered Number',
      false,
    ],
  ])('refuses claims %j', async (payload, expected, listMessage) => {
    const prefix = listMessage ? 'jwt-invalid-claims: invalid x-hasura-allowed-roles; should be a list of roles: ' : '';
    expect(await failure(resolveSession(bearer(await hs(payload)), auth()))).toBe(prefix + expected);
  });

  it('turns claim values into text and lower-cases their names', async () => {
    const claims = { ...CLAIMS, 'X-Hasura-Org-Ids': ['a', 'b"c'], 'x-hasura-level': 3, 'x-hasura-ok': true, other: 'x' };
    expect((await resolveSession(bearer(await hs({ [NS]: claims })), auth())).variables).toEqual({
      'x-hasura-user-id': 'u-1',
      'x-hasura-org-ids': '{"a","b\\"c"}',
      'x-hasura-level': '3',
      'x-hasura-ok': 'true',
      'x-hasura-role': 'user',
    });
    const nested = bearer(await hs({ [NS]: { ...CLAIMS, 'x-hasura-meta': { a: 1 } } }));
    expect(await failure(resolveSession(nested, auth()))).toMatch(/^jwt-invalid-claims: x-hasura-\* claims: x-hasura-meta/);
  });

  it('verifies HS512, RS256, ES256 and Ed25519 tokens', async () => {
    const hs512Key = 'x'.repeat(64);
    const hs512 = auth({ jwt: jwtConfig({ type: 'HS512', key: hs512Key }) });
    expect((await resolveSession(bearer(await hs({ [NS]: CLAIMS }, { alg: 'HS512' }, hs512Key)), hs512)).role).toBe('user');
    for (const [type, alg] of [['RS256', 'RS256'], ['ES256', 'ES256'], ['Ed25519', 'EdDSA']] as const) {
      const { publicKey, privateKey } = await generateKeyPair(alg === 'EdDSA' ? 'Ed25519' : alg);
      const config = auth({ jwt: jwtConfig({ type, key: await exportSPKI(publicKey) }) });
      expect((await resolveSession(bearer(await sign({ [NS]: CLAIMS }, privateKey, { alg })), config)).role).toBe('user');
    }
  });

  it('refuses an HS256 token signed with the RS256 public key (algorithm confusion)', async () => {
    const pem = await exportSPKI((await generateKeyPair('RS256')).publicKey);
    const config = auth({ jwt: jwtConfig({ type: 'RS256', key: pem }) });
    const forged = await hs({ [NS]: CLAIMS }, {}, pem);
    expect(await failure(resolveSession(bearer(forged), config))).toMatch(/^invalid-jwt: Could not verify JWT: JWSError/);
  });

  it('reads the token from a named cookie or a custom header only', async () => {
    const token = await hs({ [NS]: CLAIMS });
    const cookie = auth({ jwt: jwtConfig({ header: { type: 'Cookie', name: 'access_token' } }), unauthorizedRole: 'public' });
    expect((await resolveSession({ cookie: `theme=dark; access_token=${token}` }, cookie)).role).toBe('user');
    expect((await resolveSession({ cookie: 'theme=dark', ...bearer(token) }, cookie)).role).toBe('public');
    const custom = auth({ jwt: jwtConfig({ header: { type: 'CustomHeader', name: 'X-Auth-Token' } }) });
    expect((await resolveSession({ 'x-auth-token': token }, custom)).role).toBe('user');
    expect(await failure(resolveSession(bearer(token), custom))).toMatch(/^invalid-headers: Missing 'Authorization'/);
  });

  it('verifies against keys fetched from jwk_url', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] });
    const server = createServer((_request, response) => response.setHeader('content-type', 'application/json').end(jwks));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`;
      const config = auth({ jwt: parseJwtSecret(JSON.stringify({ jwk_url: url })) });
      const token = await sign({ [NS]: CLAIMS }, privateKey, { alg: 'RS256', kid: 'k1' });
      expect((await resolveSession(bearer(token), config)).role).toBe('user');
      const unknownKid = await sign({ [NS]: CLAIMS }, privateKey, { alg: 'RS256', kid: 'k2' });
      expect(await failure(resolveSession(bearer(unknownKid), config))).toMatch(/: JWSError JWSNoValidSignatures$/);
    } finally {
      server.close();
    }
  });
});

describe('parseJwtSecret', () => {
  it('fills in Hasura defaults and normalises the audience', () => {
    expect(jwtConfig({ audience: 'portal' })).toMatchObject({
      type: 'HS256',
      claims: { kind: 'namespace', key: NS },
      claimsFormat: 'json',
      audience: ['portal'],
      issuer: null,
      allowedSkewSeconds: 0,
      header: { type: 'Authorization' },
    });
  });

  it.each([
    [{ key: 'short' }, 'Key size too small; should be atleast 32 characters'],
    [{ type: 'HS512' }, 'should be atleast 64 characters'],
    [{ jwk_url: 'https://example.com/jwks' }, 'key, jwk_url both cannot be present'],
    [{ key: undefined }, 'key and jwk_url both cannot be empty'],
    [{ type: 'PS256' }, "type 'PS256' is not one of"],
    [{ claims_map: {} }, 'claims_map is not supported'],
    [{ claims_namespace: 'a', claims_namespace_path: '$.a' }, 'both cannot be set'],
    [{ claims_namespace_path: 'hasura.claims' }, "invalid JSON path claims_namespace_path: 'hasura.claims'"],
    [{ claims_format: 'yaml' }, 'claims_format must be'],
    [{ header: { type: 'Cookie' } }, "header of type 'Cookie' needs a non-empty name"],
    [{ allowed_skew: -1 }, 'allowed_skew must be'],
    [{ audience: [1] }, 'audience must be'],
    [{ type: 'RS256', key: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----' }, 'not a private key'],
    [{ type: 'RS256', key: 'not pem' }, 'could not read the RS256 key as PEM'],
  ])('rejects %j', (extra, expected) => {
    expect(() => jwtConfig(extra)).toThrow(expected);
  });

  it('lists every problem at once, and rejects keys of the wrong kind and bad JSON', async () => {
    expect(() => jwtConfig({ key: 'short', claims_format: 'yaml' })).toThrow(/atleast 32 characters; claims_format must be/);
    const ecPem = await exportSPKI((await generateKeyPair('ES384')).publicKey);
    expect(() => jwtConfig({ type: 'ES256', key: ecPem })).toThrow('a key of type ec cannot verify ES256 signatures');
    expect(() => parseJwtSecret('{type:')).toThrow('not valid JSON');
  });

  it('parses and follows the JSONPath subset Hasura accepts', () => {
    expect(parseJsonPath('$')).toEqual([]);
    expect(parseJsonPath("$.hasura['x.y'][0]")).toEqual(['hasura', 'x.y', 0]);
    expect(parseJsonPath('$.a..b')).toBeNull();
    expect(readJsonPath({ hasura: { 'x.y': ['claims'] } }, ['hasura', 'x.y', 0])).toBe('claims');
    expect(readJsonPath({}, ['constructor'])).toBeUndefined();
  });
});
