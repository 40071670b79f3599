/**
 * The auth service through the real `@nhost/nhost-js` 3.x client (unmodified, in Node) against the running server:
 * sign in, the session's token opening `/v1/graphql` as the investor, refresh, `GET /user`, sign out and sign out
 * everywhere; and at the HTTP level the error bodies and the refresh-token rules that go beyond hasura-auth
 * (a replayed rotated token revokes its session; two tabs refreshing at once both stay signed in).
 */
import bcrypt from 'bcryptjs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineFixture, USERS, type EngineFixture } from '../helpers/engineFixture.ts';
import { startAuthServer } from '../helpers/authServer.ts';
import { nhostAuth } from '../helpers/nhostClient.ts';
import { testTargets } from '../helpers/testDb.ts';

const PASSWORD = 'uma senha longa o bastante';

interface SessionBody {
  accessToken: string;
  accessTokenExpiresIn: number;
  refreshToken: string;
  refreshTokenId: string;
  user: { id: string; email: string; roles: string[]; defaultRole: string };
}

describe.each(testTargets())('auth sign-in flows on $name', (target) => {
  let fixture: EngineFixture;
  let app: FastifyInstance;
  let base: string;

  const client = () => nhostAuth(base);

  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}/v1/auth${path}`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) };
  };
  const signIn = async (email = 'ana@alfa.example') =>
    ((await post('/signin/email-password', { email, password: PASSWORD })).body as { session: SessionBody }).session;

  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    await fixture.db.query('UPDATE auth.users SET password_hash = $1::text', [bcrypt.hashSync(PASSWORD, 10)]);
    ({ app, base } = await startAuthServer(fixture, { AUTH_REFRESH_TOKEN_REUSE_GRACE: '2' }));
  });
  afterAll(async () => {
    await app.close();
    await fixture.drop();
  });

  it('signs in with the real client, and the token opens /v1/graphql as the investor', async () => {
    const nhost = client();
    const { session, error } = await nhost.signIn({ email: 'ana@alfa.example', password: PASSWORD });
    expect(error).toBeNull();
    expect(session?.user).toMatchObject({
      id: USERS.ana, email: 'ana@alfa.example', displayName: 'Ana Lima', defaultRole: 'investor', isAnonymous: false,
      emailVerified: true, locale: 'pt', metadata: { firstName: 'Ana', tags: ['vip', 'board'] },
    });
    expect([...(session?.user.roles ?? [])].sort()).toEqual(['investor', 'me', 'user']);
    expect(nhost.getHasuraClaims()).toEqual({
      'x-hasura-allowed-roles': ['investor', 'me', 'user'], 'x-hasura-default-role': 'investor',
      'x-hasura-user-id': USERS.ana, 'x-hasura-user-is-anonymous': 'false',
    });
    const response = await fetch(`${base}/v1/graphql`, {
      method: 'POST', headers: { authorization: `Bearer ${nhost.getAccessToken() ?? ''}` },
      body: JSON.stringify({ query: '{ portfolio_organization(order_by: {name: asc}) { name } }' }),
    });
    expect(await response.json()).toEqual({ data: { portfolio_organization: [{ name: 'Alfa Capital' }, { name: 'Gama Investimentos' }] } });
    await nhost.signOut();
  });

  it('refreshes the session and reads the user with the real client, then signs out', async () => {
    const nhost = client();
    await nhost.signIn({ email: 'ana@alfa.example', password: PASSWORD });
    const first = nhost.getSession();
    const { session, error } = await nhost.refreshSession();
    expect(error).toBeNull();
    expect(session?.refreshToken).not.toBe(first?.refreshToken);
    const user = await fetch(`${base}/v1/auth/user`, { headers: { authorization: `Bearer ${nhost.getAccessToken() ?? ''}` } });
    expect(await user.json()).toMatchObject({ id: USERS.ana, email: 'ana@alfa.example', activeMfaType: null });
    const out = await nhost.signOut();
    expect(out.error).toBeNull();
    // The signed-out session's token no longer refreshes.
    expect(await post('/token', { refreshToken: session?.refreshToken })).toEqual({
      status: 401, body: { status: 401, message: 'Invalid or expired refresh token', error: 'invalid-refresh-token' },
    });
  });

  it('keeps a session alive by itself with short-lived access tokens (the client\'s own refresh timer)', async () => {
    const server = await startAuthServer(fixture, { AUTH_ACCESS_TOKEN_EXPIRES_IN: '2' });
    try {
      const nhost = nhostAuth(server.base, { autoRefreshToken: true });
      await nhost.signIn({ email: 'ana@alfa.example', password: PASSWORD });
      const first = nhost.getAccessToken();
      const deadline = Date.now() + 30_000;
      while (nhost.getAccessToken() === first && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
      expect(nhost.getAccessToken()).not.toBe(first);
      const user = await fetch(`${server.base}/v1/auth/user`, { headers: { authorization: `Bearer ${nhost.getAccessToken() ?? ''}` } });
      expect(user.status).toBe(200);
      await nhost.signOut();
    } finally {
      await server.app.close();
    }
  });

  it('refuses a wrong password, an unknown e-mail and an unverified user with the contract\'s bodies', async () => {
    const wrong = await post('/signin/email-password', { email: 'ana@alfa.example', password: 'not the password' });
    const unknown = await post('/signin/email-password', { email: 'nobody@nowhere.example', password: PASSWORD });
    const invalid = { status: 401, body: { status: 401, message: 'Incorrect email or password', error: 'invalid-email-password' } };
    expect(wrong).toEqual(invalid);
    expect(unknown).toEqual(invalid);
    expect(await post('/signin/email-password', { email: 'carla@gama.example', password: PASSWORD })).toEqual({
      status: 401, body: { status: 401, message: 'User is not verified.', error: 'unverified-user' },
    });
    // The client turns the server's 401 unverified-user into its "needs e-mail verification" state (contract §5.6).
    const { error } = await client().signIn({ email: 'carla@gama.example', password: PASSWORD });
    expect(error).toMatchObject({ status: 20, error: 'unverified-user' });
    expect(await post('/signin/email-password', { email: 'ana@alfa.example' })).toEqual({
      status: 400, body: { status: 400, message: 'The request payload is incorrect', error: 'invalid-request' },
    });
    const user = await fetch(`${base}/v1/auth/user`);
    expect({ status: user.status, body: await user.json() }).toEqual({
      status: 401, body: { status: 401, message: 'User is not authenticated', error: 'unauthenticated-user' },
    });
  });

  it('rotates on /token; a rotated token replayed after the grace window revokes the session', async () => {
    const a = await signIn();
    const b = (await post('/token', { refreshToken: a.refreshToken })).body as SessionBody;
    expect(b.refreshToken).not.toBe(a.refreshToken);
    expect(b.accessTokenExpiresIn).toBe(900);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await post('/token', { refreshToken: a.refreshToken })).status).toBe(401);
    // The replay ended the whole session: the legitimate holder of b is signed out too.
    expect((await post('/token', { refreshToken: b.refreshToken })).status).toBe(401);
  });

  it('lets two tabs refresh with the same token at once and keeps both signed in', async () => {
    const a = await signIn();
    const [tab1, tab2] = await Promise.all([post('/token', { refreshToken: a.refreshToken }), post('/token', { refreshToken: a.refreshToken })]);
    expect([tab1.status, tab2.status]).toEqual([200, 200]);
    for (const tab of [tab1, tab2]) {
      expect((await post('/token', { refreshToken: (tab.body as SessionBody).refreshToken })).status).toBe(200);
    }
  });

  it('signs out everywhere with a Bearer token and `all`', async () => {
    const phone = await signIn();
    const laptop = nhostAuth(base);
    await laptop.signIn({ email: 'ana@alfa.example', password: PASSWORD });
    expect(await laptop.signOut({ all: true })).toEqual({ error: null });
    expect((await post('/token', { refreshToken: phone.refreshToken })).status).toBe(401);
    expect((await post('/signout', { refreshToken: phone.refreshToken, all: true })).status).toBe(401);
  });

  it('answers /healthz and /version', async () => {
    expect(await (await fetch(`${base}/v1/auth/healthz`)).text()).toBe('"OK"');
    expect(await (await fetch(`${base}/v1/auth/version`)).json()).toEqual({ version: 'v0.0.0-test' });
  });
});
