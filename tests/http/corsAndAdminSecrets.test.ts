/**
 * Issue 19, item 8: CORS as HASURA_GRAPHQL_CORS_DOMAIN configures it in Hasura, on every service (preflights answered,
 * other origins given no CORS headers), and wrong admin secrets rate limited per client address with a 429 in each
 * API's own error shape. One app assembled as `npm start` assembles it, through `app.inject`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenSigner } from '../../server/auth/accessToken.ts';
import { authConfigFromEnv } from '../../server/auth/authConfig.ts';
import { Mailbox } from '../../server/auth/mail/mailbox.ts';
import { configFromEnv } from '../../server/config/config.ts';
import { parseJwtSecret } from '../../server/engine/permissions/jwtSecret.ts';
import { buildApp } from '../../server/http/buildApp.ts';
import { corsAllows, parseCorsDomain, type CorsPolicy } from '../../server/http/cors.ts';
import { presignKeyFrom } from '../../server/storage/presignedUrls.ts';
import { createEngineFixture, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';
import { ADMIN_SECRET, JWT_KEY, token } from '../helpers/tokens.ts';

const policy = (value: string): CorsPolicy => {
  const problems: string[] = [];
  const parsed = parseCorsDomain(value, problems);
  expect(problems).toEqual([]);
  return parsed;
};

describe('HASURA_GRAPHQL_CORS_DOMAIN', () => {
  it('admits exact origins, one label under a wildcard with its scheme and port, or anything for *', () => {
    const list = policy('https://portal.example, http://localhost:3000, https://*.preview.example, http://*.lan:8080');
    for (const origin of ['https://portal.example', 'http://localhost:3000', 'https://pr-1.preview.example', 'http://box.lan:8080']) {
      expect(corsAllows(list, origin), origin).toBe(true);
    }
    for (const origin of [
      'http://portal.example', 'https://portal.example:8443', 'https://evil.example', 'https://preview.example',
      'https://a.b.preview.example', 'http://pr-1.preview.example', 'http://box.lan', 'https://portal.example.evil.example',
      'null', 'https://portal.example/path', 'http://localhost:3001',
    ]) {
      expect(corsAllows(list, origin), origin).toBe(false);
    }
    expect(corsAllows(policy('*'), 'https://anything.example')).toBe(true);
  });

  it('refuses entries that are not origins, and defaults to the portal\'s own origin (and Vite\'s outside production)', () => {
    const problems: string[] = [];
    parseCorsDomain('https://ok.example, ftp://x.example, https://x.example/path', problems);
    expect(problems).toHaveLength(2);
    const development = configFromEnv({ PORT: '1337' }).cors;
    for (const origin of ['http://localhost:1337', 'http://127.0.0.1:1337', 'http://[::1]:1337', 'http://localhost:5173']) {
      expect(corsAllows(development, origin), origin).toBe(true);
    }
    expect(corsAllows(development, 'https://evil.example')).toBe(false);
    const production = configFromEnv({ NODE_ENV: 'production', AUTH_CLIENT_URL: 'https://portal.example/app' }).cors;
    expect(corsAllows(production, 'https://portal.example')).toBe(true);
    expect(corsAllows(production, 'http://localhost:5173')).toBe(false);
    expect(configFromEnv({ HASURA_GRAPHQL_DISABLE_CORS: 'true' }).cors).toEqual({ kind: 'disabled' });
  });
});

describe.each(testTargets())('CORS and wrong admin secrets over HTTP on $name', (target) => {
  let fixture: EngineFixture;
  let app: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    root = mkdtempSync(path.join(tmpdir(), 'cors-test-'));
    const secret = JSON.stringify({ type: 'HS256', key: JWT_KEY });
    const problems: string[] = [];
    const config = authConfigFromEnv({ AUTH_CLIENT_URL: 'https://portal.example' }, problems);
    if (problems.length > 0) throw new Error(problems.join('; '));
    const jwt = parseJwtSecret(secret);
    const mailbox = new Mailbox();
    app = buildApp({
      db: fixture.db, engine: fixture.engine, logLevel: 'silent', mailbox,
      auth: { adminSecret: ADMIN_SECRET, jwt, unauthorizedRole: 'public' },
      authService: { config, jwt, signer: await accessTokenSigner(secret, config.accessTokenExpiresIn), mail: mailbox, version: 'v0.0.0-test' },
      storage: { dir: path.join(root, 'files'), signingKey: presignKeyFrom(JWT_KEY), publicUrl: null, version: 'v0.0.0-test' },
      cors: policy('https://portal.example, https://*.preview.example'),
      adminSecretLimit: { burst: 3, intervalSeconds: 60 },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    await fixture.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers preflights on graphql, auth, storage and functions for an admitted origin, and none for another', async () => {
    for (const url of ['/v1/graphql', '/v1/auth/signin/email-password', '/v1/storage/files', '/v1/functions/hello']) {
      const preflight = await app.inject({
        method: 'OPTIONS', url,
        headers: { origin: 'https://pr-7.preview.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
      });
      expect(preflight.statusCode, url).toBe(204);
      expect(preflight.headers['access-control-allow-origin'], url).toBe('https://pr-7.preview.example');
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');
      expect(preflight.headers['access-control-allow-methods']).toContain('POST');
      expect(preflight.headers['access-control-allow-headers']).toBe('content-type,authorization');
      expect(Number(preflight.headers['access-control-max-age'])).toBeGreaterThan(0);

      const foreign = await app.inject({ method: 'OPTIONS', url, headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
      expect(foreign.statusCode).toBe(204);
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('adds the CORS headers to an admitted origin\'s request, and only there', async () => {
    const query = { query: '{ __typename }' };
    const admitted = await app.inject({ method: 'POST', url: '/v1/graphql', headers: { origin: 'https://portal.example', authorization: `Bearer ${await token()}` }, payload: query });
    expect(admitted.json()).toEqual({ data: { __typename: 'query_root' } });
    expect(admitted.headers['access-control-allow-origin']).toBe('https://portal.example');
    expect(admitted.headers.vary).toContain('Origin');
    const foreign = await app.inject({ method: 'POST', url: '/v1/graphql', headers: { origin: 'https://evil.example' }, payload: query });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('limits wrong admin secrets per address, refuses that address every admin secret meanwhile, in each API\'s shape', async () => {
    const from = (remoteAddress: string, url: string, secret: string, method: 'GET' | 'POST' = 'POST') => app.inject({
      method, url, remoteAddress, headers: { 'x-hasura-admin-secret': secret, 'content-type': 'application/json', origin: 'https://portal.example' },
      payload: method === 'POST' ? { query: '{ __typename }' } : undefined,
    });
    // Three wrong ones are answered by the routes themselves, on any service.
    expect((await from('10.0.0.1', '/v1/graphql', 'guess-1')).json()).toMatchObject({ errors: [{ extensions: { code: 'access-denied' } }] });
    expect((await from('10.0.0.1', '/v1/storage/files/00000000-0000-4000-8000-000000000001', 'guess-2', 'GET')).statusCode).toBe(403);
    expect((await from('10.0.0.1', '/mailbox/messages', 'guess-3', 'GET')).statusCode).toBe(401);

    const graphql = await from('10.0.0.1', '/v1/graphql', 'guess-4');
    expect(graphql.statusCode).toBe(429);
    expect(Number(graphql.headers['retry-after'])).toBeGreaterThan(0);
    expect(graphql.json()).toEqual({ errors: [{ extensions: { code: 'rate-limit-exceeded', path: '$' }, message: expect.stringContaining('admin secret') as string }] });
    // Still readable by the page: the CORS headers are on the refusal.
    expect(graphql.headers['access-control-allow-origin']).toBe('https://portal.example');
    const storage = await from('10.0.0.1', '/v1/storage/files/00000000-0000-4000-8000-000000000001', 'guess-5', 'GET');
    expect([storage.statusCode, storage.json()]).toEqual([429, { error: { data: null, message: expect.stringContaining('admin secret') as string } }]);
    const auth = await from('10.0.0.1', '/v1/auth/user', 'guess-6', 'GET');
    expect([auth.statusCode, auth.json()]).toEqual([429, { status: 429, message: 'Too many requests', error: 'too-many-requests' }]);
    // The right secret is refused too from there: answering it would tell the guesser which guess was right.
    expect((await from('10.0.0.1', '/v1/graphql', ADMIN_SECRET)).statusCode).toBe(429);

    // Another address, and requests without an admin secret, are not affected.
    expect((await from('10.0.0.2', '/v1/graphql', ADMIN_SECRET)).json()).toEqual({ data: { __typename: 'query_root' } });
    const user = await app.inject({
      method: 'POST', url: '/v1/graphql', remoteAddress: '10.0.0.1', headers: { authorization: `Bearer ${await token()}` }, payload: { query: '{ __typename }' },
    });
    expect(user.json()).toEqual({ data: { __typename: 'query_root' } });
  });

  it('counts the admin secrets of a websocket\'s connection_init with the same count, and closes it past the count', async () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    /** 'ack', or the close code, of a graphql-transport-ws connection presenting `secret`. */
    const connectWith = (secret: string) => new Promise<'ack' | number>((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/v1/graphql`, 'graphql-transport-ws');
      socket.on('open', () => { socket.send(JSON.stringify({ type: 'connection_init', payload: { headers: { 'x-hasura-admin-secret': secret } } })); });
      socket.on('message', () => { socket.close(); resolve('ack'); });
      socket.on('close', (code) => { resolve(code); });
      socket.on('error', reject);
    });
    expect(await connectWith(ADMIN_SECRET)).toBe('ack');
    expect(await connectWith('guess-1')).toBe(4403);
    for (const guess of ['guess-2', 'guess-3']) {
      await app.inject({ method: 'POST', url: '/v1/graphql', remoteAddress: '127.0.0.1', headers: { 'x-hasura-admin-secret': guess }, payload: { query: '{ __typename }' } });
    }
    // Three wrong ones from this address, over either transport: the right secret is now refused on both.
    expect(await connectWith(ADMIN_SECRET)).toBe(4403);
    const http = await app.inject({ method: 'POST', url: '/v1/graphql', remoteAddress: '127.0.0.1', headers: { 'x-hasura-admin-secret': ADMIN_SECRET }, payload: { query: '{ __typename }' } });
    expect(http.statusCode).toBe(429);
  });
});
