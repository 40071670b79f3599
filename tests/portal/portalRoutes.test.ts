/**
 * The portal at `/` (server/http/portalRoutes.ts) through the real `buildApp`, over a hand-made `dist/`: the page for
 * every navigation, hashed assets cached for good and sent compressed, 404s for what is not there, and the API's
 * routes answering exactly as they do without a portal.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailbox } from '../../server/auth/mail/mailbox.ts';
import { parseJwtSecret } from '../../server/engine/permissions/jwtSecret.ts';
import { buildApp, type AppOptions } from '../../server/http/buildApp.ts';
import { precompressDir } from '../../server/portal/precompress.ts';
import { createEngineFixture, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';
import { ADMIN_SECRET, JWT_KEY } from '../helpers/tokens.ts';

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body></body></html>';
// Above precompress.ts's 1 KiB floor, so the build step writes its .br and .gz copies.
const SCRIPT = `console.log(${JSON.stringify('portal '.repeat(400))});\n`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A dist/ as a build leaves it, including the bookkeeping files that must not be served. */
async function fakeDist(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  fs.writeFileSync(path.join(dir, '.build-stamp.json'), '{}');
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
  await precompressDir(dir);
  return dir;
}

// The portal does not touch the database: one target is enough.
const target = testTargets()[0];

describe('the portal at /', () => {
  let fixture: EngineFixture;
  let distDir: string;
  let app: FastifyInstance;
  let apiOnly: FastifyInstance;

  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    distDir = await fakeDist();
    const options: AppOptions = {
      db: fixture.db, engine: fixture.engine, logLevel: 'silent', mailbox: new Mailbox(),
      auth: { adminSecret: ADMIN_SECRET, jwt: parseJwtSecret(JSON.stringify({ type: 'HS256', key: JWT_KEY })), unauthorizedRole: 'public' },
    };
    app = buildApp({ ...options, portal: { distDir } });
    apiOnly = buildApp(options);
    await Promise.all([app.ready(), apiOnly.ready()]);
  });
  afterAll(async () => {
    await app.close();
    await apiOnly.close();
    await fixture.drop();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  const expectPage = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.body).toBe(INDEX);
  };

  describe('navigations get index.html, revalidated on every load', () => {
    it.each(['/', '/index.html', '/app/home', '/sign-in?x=1', '/organizations/42/companies/'])('%s', async (url) => {
      expectPage(await get(url));
    });

    it('a path with a dot, when the browser asks for HTML', async () => {
      expectPage(await get('/people/ana.silva', { accept: 'text/html,application/xhtml+xml' }));
    });

    it('HEAD answers the same headers without a body', async () => {
      const response = await app.inject({ method: 'HEAD', url: '/app/home' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe('');
    });
  });

  describe('hashed assets', () => {
    it('are cached for a year as immutable', async () => {
      const response = await get('/assets/app-abc123.js');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(SCRIPT);
    });

    it('go out as brotli when accepted, else gzip', async () => {
      const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe(IMMUTABLE);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

      const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    });

    it('an unknown one is a 404, never the page', async () => {
      for (const accept of [undefined, 'text/html']) {
        const response = await get('/assets/missing.js', accept ? { accept } : {});
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('<!doctype html>');
      }
    });
  });

  describe('other files', () => {
    it('a file dist/ has (public/) is served, revalidated', async () => {
      const response = await get('/robots.txt');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe('User-agent: *\n');
    });

    it('a missing file that is not a navigation is a 404', async () => {
      expect((await get('/favicon.ico')).statusCode).toBe(404);
    });

    it('the build bookkeeping is not served', async () => {
      for (const url of ['/.build-stamp.json', '/.vite/manifest.json', '/assets/../.build-stamp.json']) {
        const response = await get(url);
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.body, url).not.toBe('{}');
      }
    });
  });

  describe('the API wins over the page', () => {
    const same = async (request: { method: 'GET' | 'POST'; url: string; payload?: string; headers?: Record<string, string> }) => {
      const [withPortal, without] = await Promise.all([app.inject(request), apiOnly.inject(request)]);
      expect(withPortal.statusCode, request.url).toBe(without.statusCode);
      expect(withPortal.headers['content-type'], request.url).toBe(without.headers['content-type']);
      expect(withPortal.body, request.url).toBe(without.body);
      return withPortal;
    };

    it('POST /v1/graphql', async () => {
      const response = await same({
        method: 'POST', url: '/v1/graphql', payload: JSON.stringify({ query: '{ __typename }' }),
        headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': ADMIN_SECRET },
      });
      expect(JSON.parse(response.body)).toEqual({ data: { __typename: 'query_root' } });
    });

    it('GET /healthz', async () => {
      const response = await same({ method: 'GET', url: '/healthz' });
      expect(JSON.parse(response.body)).toMatchObject({ status: 'ok' });
    });

    it('GET /mailbox, /mailbox/messages and /dev/subscriptions', async () => {
      const operator = { 'x-hasura-admin-secret': ADMIN_SECRET };
      expect((await same({ method: 'GET', url: '/mailbox', headers: operator })).statusCode).toBe(200);
      expect((await same({ method: 'GET', url: '/mailbox/messages', headers: operator })).body).toBe('[]');
      // Without the secret (or the printed key) the mailbox is refused by the API, not replaced by the portal's page.
      expect((await same({ method: 'GET', url: '/mailbox', headers: { accept: 'text/html' } })).statusCode).toBe(401);
      expect((await same({ method: 'GET', url: '/dev/subscriptions' })).statusCode).toBe(401);
    });

    it.each(['/v1/graphql', '/v1/auth/no-such-endpoint', '/v1', '/dev/nothing', '/mailbox/nothing', '/healthz/x'])(
      'an unknown API path stays the API 404: GET %s', async (url) => {
        const response = await same({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode).toBe(404);
      });

    it('without the portal option, / is a 404 as before', async () => {
      expect((await apiOnly.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
    });
  });
});
