/**
 * Passkeys (contract §3.1, §3.3, §3.4): the server's side of every ceremony, with a software authenticator playing
 * the browser. Sign-up makes the account and its passkey at once; a signed-in user adds one; sign-in works with an
 * e-mail and without one (discoverable, as autofill does); a challenge works once; a passkey of another account,
 * another origin, an unverified user or a forged signature is refused.
 */
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer } from '../helpers/authServer.ts';
import { createEngineFixture, USERS, type EngineFixture } from '../helpers/engineFixture.ts';
import { SoftAuthenticator } from '../helpers/softAuthenticator.ts';
import { testTargets } from '../helpers/testDb.ts';

const PORTAL = 'http://portal.test';

interface Answer { status: number; body: Record<string, unknown> }

/** The options a first step answered, as the browser library reads them. */
const creation = (answer: Answer) => answer.body as unknown as PublicKeyCredentialCreationOptionsJSON;
const request = (answer: Answer) => answer.body as unknown as PublicKeyCredentialRequestOptionsJSON;

describe.each(testTargets())('passkeys on $name', (target) => {
  let fixture: EngineFixture;
  let app: FastifyInstance;
  let base: string;

  const call = async (path: string, body: unknown, token?: string): Promise<Answer> => {
    const response = await fetch(`${base}/v1/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const sessionOf = (answer: Answer) => answer.body.session as { accessToken: string; user: { id: string; email: string } } | null;

  /** Signs up `email` with a new passkey on `device`; the session (verification is off in this suite). */
  const signUp = async (device: SoftAuthenticator, email: string) => {
    const options = await call('/signup/webauthn', { email, options: { displayName: 'Dora Passkey', locale: 'en' } });
    expect(options.status).toBe(200);
    const credential = device.register(creation(options));
    return call('/signup/webauthn/verify', { credential, options: { nickname: 'Laptop', redirectTo: PORTAL } });
  };

  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    ({ app, base } = await startAuthServer(fixture, { AUTH_EMAIL_SIGNIN_EMAIL_VERIFIED_REQUIRED: 'false' }));
  });
  afterAll(async () => {
    await app.close();
    await fixture.drop();
  });

  it('signs up with a passkey, then signs in with it by e-mail and without one', async () => {
    const device = new SoftAuthenticator(PORTAL);
    const options = await call('/signup/webauthn', { email: 'Dora@Example.com', options: {} });
    expect(options.body).toMatchObject({
      rp: { id: 'portal.test', name: 'Investor Portal' }, user: { name: 'dora@example.com' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' }, attestation: 'none',
    });
    const credential = device.register(creation(options));
    const created = await call('/signup/webauthn/verify', { credential, options: { nickname: 'Laptop', displayName: 'Dora' } });
    expect(created.status).toBe(200);
    const user = sessionOf(created)?.user;
    expect(user).toMatchObject({ email: 'dora@example.com', displayName: 'Dora' });
    // The passkey's user handle is the account's id, so a discoverable sign-in finds its account.
    expect(Buffer.from((options.body.user as { id: string }).id, 'base64url').toString()).toBe(user?.id);
    const { rows } = await fixture.db.query<{ nickname: string; transports: string }>(
      'SELECT nickname, transports FROM auth.user_security_keys WHERE user_id = $1::uuid', [user?.id],
    );
    expect(rows).toEqual([{ nickname: 'Laptop', transports: 'internal' }]);

    const byEmail = await call('/signin/webauthn', { email: 'dora@example.com' });
    expect(byEmail.body.allowCredentials).toEqual([{ id: device.credentials[0].id, type: 'public-key', transports: ['internal'] }]);
    const signedIn = await call('/signin/webauthn/verify', { email: 'dora@example.com', credential: device.authenticate(request(byEmail)) });
    expect(signedIn.status).toBe(200);
    expect(sessionOf(signedIn)?.user.id).toBe(user?.id);

    const discoverable = await call('/signin/webauthn', {});
    expect(discoverable.body.allowCredentials).toEqual([]);
    const again = await call('/signin/webauthn/verify', { credential: device.authenticate(request(discoverable)) });
    expect(sessionOf(again)?.user.id).toBe(user?.id);

    // nhost-js's browser library stores the options' base64url text as the handle (passkeyRoutes.ts): the same account.
    const textual = await call('/signin/webauthn', {});
    const assertion = device.authenticate(request(textual));
    const asText = Buffer.from(assertion.response.userHandle ?? '').toString('base64url');
    const byText = await call('/signin/webauthn/verify', { credential: { ...assertion, response: { ...assertion.response, userHandle: asText } } });
    expect(sessionOf(byText)?.user.id).toBe(user?.id);
    // A handle naming another account is refused, however it is written.
    const other = await call('/signin/webauthn', {});
    const forged = device.authenticate(request(other));
    const elsewhere = Buffer.from(USERS.ana).toString('base64url');
    expect((await call('/signin/webauthn/verify', { credential: { ...forged, response: { ...forged.response, userHandle: elsewhere } } })).body)
      .toMatchObject({ error: 'invalid-webauthn-security-key' });
  });

  it('refuses an e-mail already in use, and a second sign-up with the same challenge', async () => {
    expect((await call('/signup/webauthn', { email: 'ana@alfa.example', options: {} })).body)
      .toEqual({ status: 409, message: 'Email already in use', error: 'email-already-in-use' });
    const device = new SoftAuthenticator(PORTAL);
    const options = await call('/signup/webauthn', { email: 'eva@example.com', options: {} });
    const credential = device.register(creation(options));
    expect((await call('/signup/webauthn/verify', { credential, options: {} })).status).toBe(200);
    expect((await call('/signup/webauthn/verify', { credential, options: {} })).body).toMatchObject({ error: 'invalid-webauthn-verification' });
  });

  it('lets a signed-in user add a passkey, never one already registered', async () => {
    const device = new SoftAuthenticator(PORTAL);
    const created = await signUp(device, 'fabio@example.com');
    const token = sessionOf(created)?.accessToken ?? '';
    const options = await call('/user/webauthn/add', {}, token);
    // The passkey the account has is excluded, so the browser does not make a second one on the same device.
    expect(options.body.excludeCredentials).toEqual([{ id: device.credentials[0].id, type: 'public-key', transports: ['internal'] }]);
    const phone = new SoftAuthenticator(PORTAL);
    const added = await call('/user/webauthn/verify', { credential: phone.register(creation(options)), nickname: ' Phone ' }, token);
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown, nickname: 'Phone' });
    expect((await call('/user/webauthn/add', {})).body).toMatchObject({ error: 'unauthenticated-user' });
    // Another user's add-challenge does not register a key on this account.
    const other = sessionOf(await signUp(new SoftAuthenticator(PORTAL), 'gil@example.com'))?.accessToken ?? '';
    const foreign = await call('/user/webauthn/add', {}, other);
    expect((await call('/user/webauthn/verify', { credential: phone.register(creation(foreign)) }, token)).body)
      .toMatchObject({ error: 'invalid-webauthn-verification' });
  });

  it("refuses another account's passkey, another origin, a replay, a forged signature and an unverified user", async () => {
    const hugo = new SoftAuthenticator(PORTAL);
    await signUp(hugo, 'hugo@example.com');
    const iris = new SoftAuthenticator(PORTAL);
    await signUp(iris, 'iris@example.com');

    // Iris's passkey offered for Hugo's address.
    const forHugo = await call('/signin/webauthn', { email: 'hugo@example.com' });
    const wrongKey = iris.authenticate({ ...request(forHugo), allowCredentials: [] });
    expect((await call('/signin/webauthn/verify', { email: 'hugo@example.com', credential: wrongKey })).body)
      .toMatchObject({ status: 401, error: 'invalid-webauthn-security-key' });

    // A page on another origin (a phishing copy of the portal).
    const phishing = new SoftAuthenticator('http://portal.test.evil.example');
    phishing.credentials.push(...hugo.credentials);
    const phished = await call('/signin/webauthn', {});
    expect((await call('/signin/webauthn/verify', { credential: phishing.authenticate(request(phished)) })).body)
      .toMatchObject({ error: 'invalid-webauthn-verification' });

    // The same assertion twice: the challenge is spent.
    const options = await call('/signin/webauthn', {});
    const assertion = hugo.authenticate(request(options));
    expect((await call('/signin/webauthn/verify', { credential: assertion })).status).toBe(200);
    expect((await call('/signin/webauthn/verify', { credential: assertion })).body).toMatchObject({ error: 'invalid-webauthn-verification' });

    // A signature by another key over Hugo's credential id.
    const forged = await call('/signin/webauthn', {});
    const impostor = new SoftAuthenticator(PORTAL);
    impostor.register({ challenge: request(forged).challenge, rp: { id: 'portal.test', name: 'x' }, user: { id: hugo.credentials[0].userHandle, name: 'x', displayName: 'x' }, pubKeyCredParams: [] });
    const fake = impostor.authenticate(request(forged));
    expect((await call('/signin/webauthn/verify', { credential: { ...fake, id: hugo.credentials[0].id, rawId: hugo.credentials[0].id } })).body)
      .toMatchObject({ error: 'invalid-webauthn-verification' });

    // An authenticator that does not verify its user (no PIN, no biometrics) cannot register.
    const bare = new SoftAuthenticator(PORTAL, false);
    const bareOptions = await call('/signup/webauthn', { email: 'jo@example.com', options: {} });
    expect((await call('/signup/webauthn/verify', { credential: bare.register(creation(bareOptions)), options: {} })).body)
      .toMatchObject({ error: 'invalid-webauthn-verification' });
    expect((await fixture.db.query("SELECT 1 FROM auth.users WHERE email = 'jo@example.com'")).rows).toEqual([]);
  });

  it('answers an unknown address with options all the same, and refuses a malformed credential as a bad request', async () => {
    const unknown = await call('/signin/webauthn', { email: 'nobody@example.com' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.allowCredentials).toEqual([]);
    expect((await call('/signin/webauthn/verify', { credential: { id: 'x' } })).body).toMatchObject({ status: 400, error: 'invalid-request' });
    expect((await call('/signin/webauthn/verify', {
      credential: { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'not json' } },
    })).body).toMatchObject({ status: 400, error: 'invalid-request' });
    expect((await call('/signin/webauthn', { email: 'not an address' })).body).toMatchObject({ error: 'invalid-request' });
  });

  it('signs in a disabled account never, and keeps the seeded users untouched', async () => {
    const device = new SoftAuthenticator(PORTAL);
    const user = sessionOf(await signUp(device, 'lia@example.com'))?.user;
    await fixture.db.query('UPDATE auth.users SET disabled = true WHERE id = $1::uuid', [user?.id]);
    const options = await call('/signin/webauthn', {});
    expect((await call('/signin/webauthn/verify', { credential: device.authenticate(request(options)) })).body)
      .toMatchObject({ error: 'disabled-user' });
    // Ana's only passkey is the fixture's: no ceremony above wrote to another account.
    expect((await fixture.db.query('SELECT credential_id FROM auth.user_security_keys WHERE user_id = $1::uuid', [USERS.ana])).rows)
      .toEqual([{ credential_id: 'YW5hLWxhcHRvcA' }]);
  });
});

describe('passkeys switched off', () => {
  let fixture: EngineFixture;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    fixture = await createEngineFixture(testTargets()[0]);
    ({ app, base } = await startAuthServer(fixture, { AUTH_WEBAUTHN_ENABLED: 'false' }));
  });
  afterAll(async () => {
    await app.close();
    await fixture.drop();
  });

  it.each(['/signup/webauthn', '/signin/webauthn', '/signin/webauthn/verify', '/user/webauthn/add'])('%s answers disabled-endpoint', async (path) => {
    const response = await fetch(`${base}/v1/auth${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(await response.json()).toEqual({ status: 409, message: 'This endpoint is disabled', error: 'disabled-endpoint' });
  });
});
