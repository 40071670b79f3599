/**
 * Sign-in by a provider (contract §3.2) against a real OpenID provider on loopback (oidc-provider, its own login and
 * consent pages driven as a browser would, cookies and all), playing the generic `oidc` provider, Google (by its
 * issuer override) and GitHub (its OAuth 2 endpoints and API): sign-up, return to a known account, linking by a
 * verified e-mail only, the state checks, the provider's errors, disabled providers and `redirectTo`. Also
 * `POST /token/verify`.
 */
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailbox } from '../../server/auth/mail/mailbox.ts';
import { currentTotp, newTotpSecret } from '../../server/auth/totp.ts';
import { startAuthServer } from '../helpers/authServer.ts';
import { createEngineFixture, USERS, type EngineFixture } from '../helpers/engineFixture.ts';
import { startLoopbackProvider, type LoopbackProvider } from '../helpers/loopbackOidcProvider.ts';
import { testTargets } from '../helpers/testDb.ts';
import { token as accessToken } from '../helpers/tokens.ts';

const PORTAL = 'http://portal.test';

/** Cookies per host, as a browser keeps them (enough for the provider's pages and the state cookie). */
class CookieJar {
  private readonly jars = new Map<string, Map<string, string>>();

  header(url: URL): string {
    return [...(this.jars.get(url.host) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  keep(url: URL, response: Response): void {
    const jar = this.jars.get(url.host) ?? new Map<string, string>();
    this.jars.set(url.host, jar);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value.join('=') === '';
      if (expired) jar.delete(name.trim());
      else jar.set(name.trim(), value.join('='));
    }
  }

  forget(host: string, name: string): void {
    this.jars.get(host)?.delete(name);
  }
}

interface Walk {
  jar: CookieJar;
  /** The last URL reached: a page of the provider's, or the portal's address the auth server sent the browser to. */
  url: URL;
  html: string;
}

/** Follows redirects as a browser does, stopping at the portal (never fetched) or at a page. */
async function follow(jar: CookieJar, start: string | URL, init: { method?: string; body?: URLSearchParams; headers?: Record<string, string> } = {}): Promise<Walk> {
  let url = new URL(start);
  let request = init;
  for (let hops = 0; hops < 20; hops += 1) {
    if (url.origin === PORTAL) return { jar, url, html: '' };
    const response = await fetch(url, { ...request, redirect: 'manual', headers: { ...request.headers, cookie: jar.header(url) } });
    jar.keep(url, response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url);
      request = {};
      continue;
    }
    return { jar, url, html: await response.text() };
  }
  throw new Error('too many redirects');
}

const unescape = (html: string) => html.replaceAll('&amp;', '&').replaceAll('&#x2F;', '/').replaceAll('&#x3D;', '=');

/** Submits the provider's page: its login form (as `login`), its consent form, or its answer as a form POST (Apple's way). */
async function submit(walk: Walk, login: string, extra: Record<string, string> = {}): Promise<Walk> {
  if (walk.html.includes('<title>Submitting Callback</title>')) {
    const target = unescape(/<form method="post" action="([^"]+)"/.exec(walk.html)?.[1] ?? '');
    const fields = Object.fromEntries([...walk.html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((m) => [m[1], unescape(m[2])]));
    return follow(walk.jar, new URL(target), {
      method: 'POST', body: new URLSearchParams({ ...fields, ...extra }), headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  const action = /<form[^>]*action="([^"]+)"/.exec(walk.html)?.[1];
  const prompt = /name="prompt" value="(\w+)"/.exec(walk.html)?.[1];
  if (!action || !prompt) throw new Error(`not a form of the provider's: ${walk.url.href}\n${walk.html.slice(0, 500)}`);
  const body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any password' } : { prompt });
  return follow(walk.jar, new URL(unescape(action), walk.url), {
    method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe.each(testTargets())('sign-in by provider on $name', (target) => {
  let fixture: EngineFixture;
  let app: FastifyInstance;
  let base: string;
  let mailbox: Mailbox;
  let op: LoopbackProvider;

  const auth = (path: string) => `${base}/v1/auth${path}`;

  /** From the start at the auth server, through the provider's pages as `login`, back to the portal. */
  const signInAs = async (login: string, provider = 'oidc', query: Record<string, string> = {}, formExtra: Record<string, string> = {}): Promise<URL> => {
    const jar = new CookieJar();
    let walk = await follow(jar, auth(`/signin/provider/${provider}?${new URLSearchParams({ redirectTo: `${PORTAL}/app`, ...query }).toString()}`));
    for (let pages = 0; walk.url.origin !== PORTAL; pages += 1) {
      if (pages > 3) throw new Error('the provider kept asking');
      walk = await submit(walk, login, formExtra);
    }
    return walk.url;
  };

  const session = async (refreshToken: string | null) => {
    const response = await fetch(auth('/token'), {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { accessToken: string; user: { id: string; email?: string; emailVerified: boolean; displayName: string } };
  };

  const links = async (providerUserId: string) =>
    (await fixture.db.query<{ user_id: string; provider_id: string }>(
      'SELECT user_id, provider_id FROM auth.user_providers WHERE provider_user_id = $1::text ORDER BY provider_id', [providerUserId],
    )).rows;

  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    op = await startLoopbackProvider();
    const client = { CLIENT_ID: op.clientId, CLIENT_SECRET: op.clientSecret };
    const env: Record<string, string> = {
      ...Object.fromEntries(Object.entries(client).flatMap(([k, v]) => [[`AUTH_PROVIDER_OIDC_${k}`, v], [`AUTH_PROVIDER_GOOGLE_${k}`, v], [`AUTH_PROVIDER_GITHUB_${k}`, v]])),
      AUTH_PROVIDER_OIDC_ENABLED: 'true', AUTH_PROVIDER_OIDC_ISSUER: op.issuer, AUTH_PROVIDER_OIDC_NAME: 'Loopback ID',
      AUTH_PROVIDER_GOOGLE_ENABLED: 'true', AUTH_PROVIDER_GOOGLE_ISSUER: op.issuer,
      AUTH_PROVIDER_GITHUB_ENABLED: 'true', AUTH_PROVIDER_GITHUB_AUTHORIZATION_URL: `${op.issuer}/auth`,
      AUTH_PROVIDER_GITHUB_TOKEN_URL: `${op.issuer}/token`, AUTH_PROVIDER_GITHUB_USER_PROFILE_URL: `${op.issuer}/user`,
      AUTH_PROVIDER_GITHUB_USER_EMAILS_URL: `${op.issuer}/user/emails`,
      // Apple answers with a form POST; its client secret is given here instead of signed from a team key.
      AUTH_PROVIDER_APPLE_ENABLED: 'true', AUTH_PROVIDER_APPLE_ISSUER: op.issuer, AUTH_PROVIDER_APPLE_CLIENT_ID: op.postClientId,
      AUTH_PROVIDER_APPLE_CLIENT_SECRET: op.clientSecret,
    };
    ({ app, base, mailbox } = await startAuthServer(fixture, env));
    op.register(['oidc', 'google', 'github', 'apple'].map((name) => `${base}/v1/auth/signin/provider/${name}/callback`));
  });
  afterAll(async () => {
    await app.close();
    await op.close();
    await fixture.drop();
  });

  it('lists the enabled providers with the names their buttons show', async () => {
    const response = await fetch(auth('/providers'));
    expect(await response.json()).toEqual([
      { id: 'google', name: 'Google' }, { id: 'github', name: 'GitHub' }, { id: 'apple', name: 'Apple' }, { id: 'oidc', name: 'Loopback ID' },
    ]);
  });

  it('signs a new person up, and the same provider account in again to the same user', async () => {
    op.accounts.set('dora', { email: 'Dora@Delta.example', email_verified: true, name: 'Dora Dias' });
    const back = await signInAs('dora', 'oidc', { locale: 'en', metadata: JSON.stringify({ firstName: 'Dora' }) });
    expect(back.pathname).toBe('/app');
    expect(back.searchParams.get('type')).toBe('signinProvider');
    expect(back.searchParams.get('error')).toBeNull();
    const first = await session(back.searchParams.get('refreshToken'));
    expect(first.user).toMatchObject({ email: 'dora@delta.example', emailVerified: true, displayName: 'Dora Dias', locale: 'en', metadata: { firstName: 'Dora' } });
    expect(await links('dora')).toEqual([{ user_id: first.user.id, provider_id: 'oidc' }]);

    const again = await session((await signInAs('dora')).searchParams.get('refreshToken'));
    expect(again.user.id).toBe(first.user.id);
    // The same person by another provider (Google here) reaches the same account through the verified address.
    const google = await session((await signInAs('dora', 'google')).searchParams.get('refreshToken'));
    expect(google.user.id).toBe(first.user.id);
    expect(await links('dora')).toEqual([{ user_id: first.user.id, provider_id: 'google' }, { user_id: first.user.id, provider_id: 'oidc' }]);
  });

  it('links an existing account by an e-mail address the provider verified', async () => {
    op.accounts.set('ana-at-provider', { email: 'ana@alfa.example', email_verified: true, name: 'Someone Else' });
    const back = await signInAs('ana-at-provider');
    const signedIn = await session(back.searchParams.get('refreshToken'));
    expect(signedIn.user.id).toBe(USERS.ana);
    // The account keeps its own name: linking changes nothing of it.
    expect(signedIn.user.displayName).not.toBe('Someone Else');
    expect(await links('ana-at-provider')).toEqual([{ user_id: USERS.ana, provider_id: 'oidc' }]);
  });

  it('never links an account by an address the provider did not verify', async () => {
    op.accounts.set('not-bruno', { email: 'bruno@beta.example', email_verified: false });
    const back = await signInAs('not-bruno');
    expect(back.searchParams.get('refreshToken')).toBeNull();
    expect(back.searchParams.get('error')).toBe('email-already-in-use');
    expect(await links('not-bruno')).toEqual([]);
  });

  it('takes a never-verified account from whoever set its password, for the owner the provider vouches for', async () => {
    const { rows } = await fixture.db.query<{ id: string }>(
      `INSERT INTO auth.users (email, email_verified, password_hash, locale, display_name, default_role)
       VALUES ('eva@epsilon.example', false, 'a password hash', 'pt', 'Eva?', 'investor') RETURNING id`,
    );
    op.accounts.set('eva', { email: 'eva@epsilon.example', email_verified: true });
    const signedIn = await session((await signInAs('eva')).searchParams.get('refreshToken'));
    expect(signedIn.user).toMatchObject({ id: rows[0].id, emailVerified: true });
    const after = await fixture.db.query<{ password_hash: string | null }>('SELECT password_hash FROM auth.users WHERE id = $1::uuid', [rows[0].id]);
    expect(after.rows[0].password_hash).toBeNull();
  });

  it('signs up an address the provider did not verify only through the e-mailed link', async () => {
    op.accounts.set('fabio', { email: 'fabio@phi.example', email_verified: false, name: 'Fábio' });
    const back = await signInAs('fabio');
    expect(back.searchParams.get('refreshToken')).toBeNull();
    expect(back.searchParams.get('error')).toBe('unverified-user');
    expect(mailbox.list().some((m) => m.to === 'fabio@phi.example')).toBe(true);
  });

  it('asks an account with an authenticator app for its code: a provider does not skip the second factor', async () => {
    const secret = newTotpSecret();
    await fixture.db.query(`UPDATE auth.users SET active_mfa_type = 'totp', totp_secret = $2::text WHERE id = $1::uuid`, [USERS.bruno, secret]);
    op.accounts.set('bruno-at-provider', { email: 'bruno@beta.example', email_verified: true });
    const back = await signInAs('bruno-at-provider');
    expect(back.searchParams.get('refreshToken')).toBeNull();
    const ticket = back.searchParams.get('mfaTicket') ?? '';
    expect(ticket).toMatch(/^mfaTotp:[0-9a-f-]{36}$/);
    const response = await fetch(auth('/signin/mfa/totp'), {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ticket, otp: currentTotp(secret) }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { session: { user: { id: string } } }).session.user.id).toBe(USERS.bruno);
  });

  it('signs in with GitHub (OAuth 2 and its API), by the verified primary address', async () => {
    op.accounts.set('gil', { email: 'gil@gamma.example', email_verified: true, name: 'Gil' });
    const back = await signInAs('gil', 'github');
    const signedIn = await session(back.searchParams.get('refreshToken'));
    expect(signedIn.user).toMatchObject({ email: 'gil@gamma.example', emailVerified: true, displayName: 'Gil' });
    const { rows } = await fixture.db.query<{ provider_id: string }>(
      'SELECT provider_id FROM auth.user_providers WHERE user_id = $1::uuid', [signedIn.user.id],
    );
    expect(rows).toEqual([{ provider_id: 'github' }]);
  });

  it('signs in with Apple, whose answer comes back as a form POST with the name beside it', async () => {
    op.accounts.set('ines', { email: 'ines@iota.example', email_verified: true });
    const back = await signInAs('ines', 'apple', {}, { user: JSON.stringify({ name: { firstName: 'Inês', lastName: 'Iório' } }) });
    const signedIn = await session(back.searchParams.get('refreshToken'));
    expect(signedIn.user).toMatchObject({ email: 'ines@iota.example', emailVerified: true, displayName: 'Inês Iório' });
    expect(await links('ines')).toEqual([{ user_id: signedIn.user.id, provider_id: 'apple' }]);
  });

  it('refuses a callback whose state is unknown, spent, or was started in another browser', async () => {
    op.accounts.set('hugo', { email: 'hugo@eta.example', email_verified: true });
    // Up to the provider's redirect to the callback, kept instead of followed.
    const jar = new CookieJar();
    let walk = await follow(jar, auth(`/signin/provider/oidc?redirectTo=${encodeURIComponent(`${PORTAL}/app`)}`));
    walk = await submit(walk, 'hugo');
    let callback: URL | null = null;
    for (let pages = 0; pages < 3 && callback === null; pages += 1) {
      const action = /<form[^>]*action="([^"]+)"/.exec(walk.html)?.[1] ?? '';
      const response = await fetch(new URL(unescape(action), walk.url), {
        method: 'POST', redirect: 'manual', body: new URLSearchParams({ prompt: 'consent' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header(walk.url) },
      });
      jar.keep(walk.url, response);
      let next = new URL(response.headers.get('location') ?? '', walk.url);
      // The provider resumes at /auth/:uid, whose redirect is the callback.
      const resumed = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header(next) } });
      jar.keep(next, resumed);
      next = new URL(resumed.headers.get('location') ?? '', next);
      if (next.pathname.endsWith('/callback')) callback = next;
      else walk = { jar, url: next, html: await (await fetch(next, { headers: { cookie: jar.header(next) } })).text() };
    }
    if (!callback) throw new Error('no callback');
    const serverHost = new URL(base).host;

    // Another browser (no state cookie) cannot use it: the attacker's code never signs the victim in.
    const elsewhere = await follow(new CookieJar(), callback);
    expect(elsewhere.url.searchParams.get('error')).toBe('invalid-state');
    expect(elsewhere.url.searchParams.get('refreshToken')).toBeNull();
    // And that attempt spent it: the right browser now gets invalid-state too.
    expect((await follow(jar, callback)).url.searchParams.get('error')).toBe('invalid-state');

    // A state that was never issued.
    const forged = new URL(callback);
    forged.searchParams.set('state', '00000000-0000-4000-8000-000000000000');
    jar.forget(serverHost, 'nhostProviderState');
    const refused = await follow(jar, forged);
    expect(refused.url.origin).toBe(PORTAL);
    expect(refused.url.searchParams.get('error')).toBe('invalid-state');
    expect(refused.url.searchParams.get('errorDescription')).toBe('Invalid state');
  });

  it('relays an error from the provider', async () => {
    const jar = new CookieJar();
    const start = await fetch(auth(`/signin/provider/oidc?redirectTo=${encodeURIComponent(`${PORTAL}/app`)}`), { redirect: 'manual' });
    jar.keep(new URL(base), start);
    // Asked not to show a page to a browser with no session there, the provider answers login_required.
    const authorize = new URL(start.headers.get('location') ?? '');
    authorize.searchParams.set('prompt', 'none');
    const back = await follow(jar, authorize);
    expect(back.url.pathname).toBe('/app');
    expect(back.url.searchParams.get('error')).toBe('oauth-provider-error');
    expect(back.url.searchParams.get('provider_error')).toBe('login_required');
    expect(back.url.searchParams.get('refreshToken')).toBeNull();
  });

  it('answers a disabled or unknown provider with a redirect carrying disabled-endpoint', async () => {
    for (const name of ['linkedin', 'no-such-provider']) {
      const response = await fetch(auth(`/signin/provider/${name}?redirectTo=${encodeURIComponent(`${PORTAL}/sign-in`)}`), { redirect: 'manual' });
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(`${PORTAL}/sign-in`);
      expect(location.searchParams.get('error')).toBe('disabled-endpoint');
      expect(location.searchParams.get('errorDescription')).toBe('This endpoint is disabled');
    }
  });

  it('refuses a redirectTo off the allow-list before going anywhere', async () => {
    const response = await fetch(auth(`/signin/provider/oidc?redirectTo=${encodeURIComponent('https://evil.example/steal')}`), { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 400, error: 'redirectTo-not-allowed', message: 'The value of "options.redirectTo" is not allowed.' });
  });

  it('links the provider to the signed-in user with connect, without signing in', async () => {
    const token = await accessToken({ user: 'carla' });
    op.accounts.set('carla-elsewhere', { email: 'carla.other@zeta.example', email_verified: true });
    const back = await signInAs('carla-elsewhere', 'oidc', { connect: token });
    expect(back.searchParams.get('refreshToken')).toBeNull();
    expect(back.searchParams.get('error')).toBeNull();
    expect(await links('carla-elsewhere')).toEqual([{ user_id: USERS.carla, provider_id: 'oidc' }]);
  });

  describe('POST /token/verify', () => {
    const verify = async (body: unknown, authorization?: string) => {
      const response = await fetch(auth('/token/verify'), {
        method: 'POST', body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      });
      return { status: response.status, body: await response.json() };
    };

    it('answers "OK" for a valid access token, in the body or the Bearer header', async () => {
      const token = await accessToken();
      expect(await verify({ token })).toEqual({ status: 200, body: 'OK' });
      expect(await verify({}, `Bearer ${token}`)).toEqual({ status: 200, body: 'OK' });
    });

    it('refuses a token that is not this server\'s, expired or garbled, and asks for one when there is none', async () => {
      const foreign = await new SignJWT({ sub: USERS.ana }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h')
        .sign(new TextEncoder().encode('another key, of at least thirty-two characters'));
      const expired = await accessToken({ expiresAt: Math.floor(Date.now() / 1000) - 60 });
      for (const token of [foreign, expired, 'not.a.token']) {
        expect(await verify({ token })).toEqual({ status: 401, body: { status: 401, error: 'unauthenticated-user', message: 'User is not authenticated' } });
      }
      expect(await verify({})).toEqual({ status: 400, body: { status: 400, error: 'invalid-request', message: 'The request payload is incorrect' } });
    });
  });
});
