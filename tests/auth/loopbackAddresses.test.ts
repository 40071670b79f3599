/**
 * The portal opened at another loopback name of the same machine (issue 18, item 3): with no `AUTH_CLIENT_URL`, the
 * server's own default address (http://localhost:1337) is also the portal under 127.0.0.1 and [::1], so a
 * `redirectTo` there is allowed, and the links e-mailed point at the address the request came to. A Host header that
 * is not one of those names never picks the links' address; with `AUTH_CLIENT_URL` set the rule is hasura-auth's.
 * Requests go through `inject` with the Host headers a browser (or a proxy) would send.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenSigner } from '../../server/auth/accessToken.ts';
import { authConfigFromEnv } from '../../server/auth/authConfig.ts';
import { Mailbox, type MailMessage } from '../../server/auth/mail/mailbox.ts';
import { parseJwtSecret } from '../../server/engine/permissions/jwtSecret.ts';
import { buildApp } from '../../server/http/buildApp.ts';
import { createEngineFixture, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';
import { JWT_KEY } from '../helpers/tokens.ts';

const PASSWORD = 'uma senha longa o bastante';
const REFUSED = { status: 400, error: 'redirectTo-not-allowed', message: 'The value of "options.redirectTo" is not allowed.' };

interface Portal {
  app: FastifyInstance;
  mailbox: Mailbox;
}

async function startPortal(fixture: EngineFixture, env: NodeJS.ProcessEnv): Promise<Portal> {
  const secret = JSON.stringify({ type: 'HS256', key: JWT_KEY });
  const problems: string[] = [];
  // As `npm start` with PORT=1337 and no HOST: the server's own address is http://localhost:1337.
  const config = authConfigFromEnv({
    AUTH_RATE_LIMIT_BRUTE_FORCE_BURST: '1000', AUTH_RATE_LIMIT_SIGNUPS_BURST: '1000', AUTH_RATE_LIMIT_GLOBAL_BURST: '1000', ...env,
  }, problems, 'http://localhost:1337');
  if (problems.length > 0) throw new Error(problems.join('; '));
  const jwt = parseJwtSecret(secret);
  const mailbox = new Mailbox();
  const app = buildApp({
    db: fixture.db, engine: fixture.engine, mailbox, logLevel: 'silent',
    auth: { adminSecret: null, jwt, unauthorizedRole: 'public' },
    authService: { config, jwt, signer: await accessTokenSigner(secret, config.accessTokenExpiresIn), mail: mailbox, version: 'v0.0.0-test' },
  });
  await app.ready();
  return { app, mailbox };
}

describe.each(testTargets())('the portal at another loopback address, on $name', (target) => {
  let fixture: EngineFixture;
  let local: Portal;
  let strict: Portal;

  const post = async (portal: Portal, path: string, body: unknown, headers: InjectOptions['headers']) => {
    const response = await portal.app.inject({ method: 'POST', url: `/v1/auth${path}`, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
    return { status: response.statusCode, body: response.json<unknown>() };
  };
  /** The newest message to `to` and its one link. */
  const mailTo = (portal: Portal, to: string): MailMessage & { link: URL } => {
    const found = portal.mailbox.list().find((m) => m.to === to);
    if (!found) throw new Error(`no mail to ${to}`);
    return { ...found, link: new URL(found.links[0]) };
  };
  /** Opens an e-mailed link as a browser would: to the link's own host. */
  const follow = async (portal: Portal, link: URL): Promise<URL> => {
    const response = await portal.app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { host: link.host } });
    expect(response.statusCode).toBe(302);
    return new URL(String(response.headers.location));
  };

  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    local = await startPortal(fixture, {});
    strict = await startPortal(fixture, { AUTH_CLIENT_URL: 'http://localhost:1337', AUTH_SERVER_URL: 'http://localhost:1337/v1/auth' });
  });
  afterAll(async () => {
    await local.app.close();
    await strict.app.close();
    await fixture.drop();
  });

  it('signs up at http://127.0.0.1:1337: the redirect is allowed and the e-mailed link comes back to 127.0.0.1', async () => {
    const email = 'loopback.ipv4@example.com';
    const redirectTo = 'http://127.0.0.1:1337/sign-in';
    expect(await post(local, '/signup/email-password', { email, password: PASSWORD, options: { redirectTo } }, { host: '127.0.0.1:1337', origin: 'http://127.0.0.1:1337' }))
      .toEqual({ status: 200, body: { session: null, mfa: null } });
    const { link } = mailTo(local, email);
    expect(link.origin).toBe('http://127.0.0.1:1337');
    expect(link.pathname).toBe('/v1/auth/verify');
    expect(link.searchParams.get('redirectTo')).toBe(redirectTo);
    const landing = await follow(local, link);
    expect(`${landing.origin}${landing.pathname}`).toBe(redirectTo);
    expect(landing.searchParams.get('refreshToken')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('resets a password from http://127.0.0.1:1337 and from http://[::1]:1337', async () => {
    for (const host of ['127.0.0.1:1337', '[::1]:1337']) {
      const redirectTo = `http://${host}/change-password`;
      expect(await post(local, '/user/password/reset', { email: 'ana@alfa.example', options: { redirectTo } }, { host }))
        .toEqual({ status: 200, body: 'OK' });
      const { link } = mailTo(local, 'ana@alfa.example');
      expect(link.host).toBe(host);
      expect(link.searchParams.get('redirectTo')).toBe(redirectTo);
      expect((await follow(local, link)).searchParams.get('type')).toBe('passwordReset');
    }
  });

  it('allows every loopback name on the server\'s port, whichever the request came to, and nothing else', async () => {
    const reset = (redirectTo: string, host = 'localhost:1337') => post(local, '/user/password/reset', { email: 'nobody@example.com', options: { redirectTo } }, { host });
    for (const redirectTo of ['http://localhost:1337/change-password', 'http://127.0.0.1:1337/change-password', 'http://[::1]:1337/x?y=1']) {
      expect(await reset(redirectTo)).toEqual({ status: 200, body: 'OK' });
      expect(await reset(redirectTo, '127.0.0.1:1337')).toEqual({ status: 200, body: 'OK' });
    }
    for (const redirectTo of ['http://127.0.0.1:1338/change-password', 'https://127.0.0.1:1337/', 'http://127.0.0.2:1337/', 'http://evil.example/', 'http://127.0.0.1:1337.evil.example/']) {
      expect(await reset(redirectTo, '127.0.0.1:1337')).toEqual({ status: 400, body: REFUSED });
    }
  });

  it('without a redirectTo, the e-mail leads back to the address the request came to', async () => {
    await post(local, '/user/password/reset', { email: 'ana@alfa.example' }, { host: '127.0.0.1:1337' });
    const { link } = mailTo(local, 'ana@alfa.example');
    expect([link.origin, link.searchParams.get('redirectTo')]).toEqual(['http://127.0.0.1:1337', 'http://127.0.0.1:1337']);
    // Behind a proxy that keeps the browser's address in X-Forwarded-Host.
    await post(local, '/user/password/reset', { email: 'ana@alfa.example' }, { host: 'localhost:1337', 'x-forwarded-host': '[::1]:1337', 'x-forwarded-proto': 'http' });
    const forwarded = mailTo(local, 'ana@alfa.example').link;
    expect([forwarded.origin, forwarded.searchParams.get('redirectTo')]).toEqual(['http://[::1]:1337', 'http://[::1]:1337']);
  });

  it('never trusts a foreign Host: the links stay on the server\'s own address', async () => {
    for (const headers of [
      { host: 'evil.example' }, { host: 'evil.example:1337' }, { host: '127.0.0.1:1338' }, { host: 'localhost:1337@evil.example' },
      { host: 'localhost:1337', 'x-forwarded-host': 'evil.example' }, { host: '127.0.0.1:1337', 'x-forwarded-proto': 'https' },
      { host: '127.0.0.1:1337', 'x-forwarded-host': 'evil.example, 127.0.0.1:1337' },
    ]) {
      expect(await post(local, '/user/password/reset', { email: 'ana@alfa.example' }, headers)).toEqual({ status: 200, body: 'OK' });
      const { link } = mailTo(local, 'ana@alfa.example');
      expect([link.origin, link.searchParams.get('redirectTo')], JSON.stringify(headers)).toEqual(['http://localhost:1337', 'http://localhost:1337']);
    }
    // A foreign Host does not widen what redirectTo may be either.
    expect(await post(local, '/user/password/reset', { email: 'ana@alfa.example', options: { redirectTo: 'http://evil.example/' } }, { host: 'evil.example' }))
      .toEqual({ status: 400, body: REFUSED });
  });

  it('sends a refused /verify back to the address the link was opened at', async () => {
    const response = await local.app.inject({ method: 'GET', url: '/v1/auth/verify?ticket=x&type=passwordReset&redirectTo=http://evil.example/', headers: { host: '127.0.0.1:1337' } });
    const location = new URL(String(response.headers.location));
    expect([response.statusCode, location.origin, location.searchParams.get('error')]).toEqual([302, 'http://127.0.0.1:1337', 'redirectTo-not-allowed']);
  });

  it('keeps hasura-auth\'s strict rule when AUTH_CLIENT_URL is set', async () => {
    expect(await post(strict, '/user/password/reset', { email: 'ana@alfa.example', options: { redirectTo: 'http://127.0.0.1:1337/change-password' } }, { host: '127.0.0.1:1337' }))
      .toEqual({ status: 400, body: REFUSED });
    expect(await post(strict, '/signup/email-password', { email: 'strict@example.com', password: PASSWORD, options: { redirectTo: 'http://[::1]:1337/sign-in' } }, { host: '[::1]:1337' }))
      .toEqual({ status: 400, body: REFUSED });
    // The configured addresses, whatever the request came to.
    expect(await post(strict, '/user/password/reset', { email: 'ana@alfa.example' }, { host: '127.0.0.1:1337' })).toEqual({ status: 200, body: 'OK' });
    const { link } = mailTo(strict, 'ana@alfa.example');
    expect([link.origin, link.searchParams.get('redirectTo')]).toEqual(['http://localhost:1337', 'http://localhost:1337']);
  });
});
