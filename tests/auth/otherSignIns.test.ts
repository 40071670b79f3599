/**
 * Personal access tokens, anonymous users and deanonymization through the real `@nhost/nhost-js` 3.x client, and
 * the `disabled-endpoint` answer of the sign-in methods that are switched off.
 */
import bcrypt from 'bcryptjs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailbox } from '../../server/auth/mail/mailbox.ts';
import { startAuthServer } from '../helpers/authServer.ts';
import { createEngineFixture, USERS, type EngineFixture } from '../helpers/engineFixture.ts';
import { nhostAuth } from '../helpers/nhostClient.ts';
import { testTargets } from '../helpers/testDb.ts';

const PASSWORD = 'uma senha longa o bastante';

describe.each(testTargets())('other sign-ins on $name', (target) => {
  let fixture: EngineFixture;
  let app: FastifyInstance;
  let base: string;
  let mailbox: Mailbox;

  const post = async (path: string, body?: unknown) => {
    const response = await fetch(`${base}/v1/auth${path}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) };
  };

  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    await fixture.db.query('UPDATE auth.users SET password_hash = $1::text', [bcrypt.hashSync(PASSWORD, 10)]);
    ({ app, base, mailbox } = await startAuthServer(fixture, { AUTH_ANONYMOUS_USERS_ENABLED: 'true', AUTH_EMAIL_PASSWORDLESS_ENABLED: 'true', AUTH_MFA_ENABLED: 'false', AUTH_WEBAUTHN_ENABLED: 'false' }));
  });
  afterAll(async () => {
    await app.close();
    await fixture.drop();
  });

  it('creates a personal access token and signs in with it', async () => {
    const nhost = nhostAuth(base);
    await nhost.signIn({ email: 'ana@alfa.example', password: PASSWORD });
    const { data, error } = await nhost.createPAT(new Date(Date.now() + 3_600_000), { purpose: 'reports' });
    expect(error).toBeNull();
    const pat = data?.personalAccessToken ?? '';
    const robot = nhostAuth(base);
    const signedIn = await robot.signInPAT(pat);
    expect(signedIn.error).toBeNull();
    expect(signedIn.session?.user.id).toBe(USERS.ana);
    expect(await post('/signin/pat', { personalAccessToken: '00000000-0000-4000-8000-000000000000' })).toEqual({
      status: 401, body: { status: 401, message: 'Invalid or expired personal access token', error: 'invalid-pat' },
    });
    // A PAT is not a refresh token.
    expect((await post('/token', { refreshToken: pat })).status).toBe(401);
    const { error: past } = await nhost.createPAT(new Date(Date.now() - 1000));
    expect(past).toMatchObject({ error: 'invalid-request' });
  });

  it('signs in anonymously, then deanonymizes through the e-mailed link', async () => {
    const nhost = nhostAuth(base);
    const { session, error } = await nhost.signIn();
    expect(error).toBeNull();
    expect(session?.user).toMatchObject({ isAnonymous: true, defaultRole: 'anonymous', roles: ['anonymous'], displayName: 'Anonymous User' });
    const asAnonymous = { 'content-type': 'application/json', authorization: `Bearer ${nhost.getAccessToken() ?? ''}` };
    const forbidden = { status: 403, message: 'Forbidden, user is anonymous.', error: 'forbidden-anonymous' };
    for (const [path, body] of [['/pat', { expiresAt: new Date(Date.now() + 60_000).toISOString() }], ['/user/email/change', { newEmail: 'a@example.com' }],
      ['/user/password', { newPassword: PASSWORD }]] as const) {
      const response = await fetch(`${base}/v1/auth${path}`, { method: 'POST', headers: asAnonymous, body: JSON.stringify(body) });
      expect(await response.json()).toEqual(forbidden);
    }
    expect((await nhost.deanonymize({ signInMethod: 'email-password', email: 'ex.anonima@example.com', password: PASSWORD })).error).toBeNull();
    const mail = mailbox.list().find((m) => m.to === 'ex.anonima@example.com');
    const landing = await fetch(mail?.links[0] ?? '', { redirect: 'manual' });
    const token = new URL(landing.headers.get('location') ?? '').searchParams.get('refreshToken') ?? '';
    const back = nhostAuth(base);
    const restored = await back.refreshSession(token);
    expect(restored.session?.user).toMatchObject({ id: session?.user.id, isAnonymous: false, defaultRole: 'investor', email: 'ex.anonima@example.com' });
  });

  it('deanonymizes by a passwordless link', async () => {
    const nhost = nhostAuth(base);
    const { session } = await nhost.signIn();
    expect((await nhost.deanonymize({ signInMethod: 'passwordless', connection: 'email', email: 'sem.senha.anonima@example.com' })).error).toBeNull();
    const mail = mailbox.list().find((m) => m.to === 'sem.senha.anonima@example.com');
    expect(mail?.subject).toBe('Seu link de acesso');
    const landing = await fetch(mail?.links[0] ?? '', { redirect: 'manual' });
    const token = new URL(landing.headers.get('location') ?? '').searchParams.get('refreshToken') ?? '';
    const restored = await nhostAuth(base).refreshSession(token);
    expect(restored.session?.user).toMatchObject({ id: session?.user.id, isAnonymous: false, email: 'sem.senha.anonima@example.com' });
  });

  it('refuses deanonymizing a user who is not anonymous', async () => {
    const nhost = nhostAuth(base);
    await nhost.signIn({ email: 'ana@alfa.example', password: PASSWORD });
    // The client refuses on its own (a state error, "already-signed-in"); the server refuses a direct request too.
    expect((await nhost.deanonymize({ signInMethod: 'email-password', email: 'x@example.com', password: PASSWORD })).error)
      .toMatchObject({ status: 20 });
    const response = await fetch(`${base}/v1/auth/user/deanonymize`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${nhost.getAccessToken() ?? ''}` },
      body: JSON.stringify({ signInMethod: 'email-password', email: 'x@example.com', password: PASSWORD }),
    });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 400, body: { status: 400, message: 'Logged in user is not anonymous', error: 'user-not-anonymous' },
    });
  });

  it('answers disabled-endpoint for the methods switched off (TOTP and passkeys here; both are on by default)', async () => {
    const disabled = { status: 409, body: { status: 409, message: 'This endpoint is disabled', error: 'disabled-endpoint' } };
    expect(await post('/signin/webauthn', { email: 'ana@alfa.example' })).toEqual(disabled);
    expect(await post('/signin/mfa/totp', { ticket: 'mfaTotp:x', otp: '123456' })).toEqual(disabled);
    const generate = await fetch(`${base}/v1/auth/mfa/totp/generate`);
    expect(await generate.json()).toEqual(disabled.body);
  });
});

describe('anonymous users and magic links are off by default', () => {
  let fixture: EngineFixture;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    const [pglite] = testTargets({});
    fixture = await createEngineFixture(pglite);
    ({ app, base } = await startAuthServer(fixture));
  });
  afterAll(async () => {
    await app.close();
    await fixture.drop();
  });

  it('answers 409 disabled-endpoint for magic links', async () => {
    const response = await fetch(`${base}/v1/auth/signin/passwordless/email`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ana@alfa.example' }),
    });
    expect(response.status).toBe(409);
  });

  it('answers 409 disabled-endpoint, even to a request with no body', async () => {
    const response = await fetch(`${base}/v1/auth/signin/anonymous`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 409, body: { status: 409, message: 'This endpoint is disabled', error: 'disabled-endpoint' },
    });
  });
});
