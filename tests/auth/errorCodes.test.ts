/**
 * The contract's error codes (§4) that the flow suites do not reach, each with its HTTP status and body: sign-up
 * switched off, a disabled user, TOTP turned off or never enrolled, and a malformed body.
 */
import bcrypt from 'bcryptjs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer } from '../helpers/authServer.ts';
import { createEngineFixture, USERS, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';

const PASSWORD = 'uma senha longa o bastante';

describe.each(testTargets())('auth error codes on $name', (target) => {
  let fixture: EngineFixture;
  let app: FastifyInstance;
  let base: string;

  const request = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${base}/v1/auth${path}`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) };
  };
  const error = (status: number, code: string, message: string) => ({ status, body: { status, message, error: code } });

  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    await fixture.db.query('UPDATE auth.users SET password_hash = $1::text', [bcrypt.hashSync(PASSWORD, 10)]);
    await fixture.db.query('UPDATE auth.users SET disabled = true WHERE id = $1::uuid', [USERS.bruno]);
    ({ app, base } = await startAuthServer(fixture, { AUTH_DISABLE_SIGNUP: 'true', AUTH_MFA_ENABLED: 'true' }));
  });
  afterAll(async () => {
    await app.close();
    await fixture.drop();
  });

  it('403 signup-disabled when sign-up is switched off', async () => {
    expect(await request('/signup/email-password', { email: 'nova@example.com', password: PASSWORD }))
      .toEqual(error(403, 'signup-disabled', 'Sign up is disabled.'));
  });

  it('401 disabled-user for a disabled account with the right password', async () => {
    expect(await request('/signin/email-password', { email: 'bruno@beta.example', password: PASSWORD }))
      .toEqual(error(401, 'disabled-user', 'User is disabled'));
  });

  it('400 no-totp-secret and 401 disabled-mfa-totp around TOTP', async () => {
    const signIn = await request('/signin/email-password', { email: 'ana@alfa.example', password: PASSWORD });
    const token = (signIn.body as { session: { accessToken: string } }).session.accessToken;
    expect(await request('/user/mfa', { code: '123456', activeMfaType: 'totp' }, token))
      .toEqual(error(400, 'no-totp-secret', 'User does not have a TOTP secret'));
    expect(await request('/user/mfa', { code: '123456', activeMfaType: '' }, token))
      .toEqual(error(401, 'disabled-mfa-totp', 'User does not have TOTP MFA enabled'));
  });

  it('no answer of the auth service may be cached: sessions and tokens are one person\'s', async () => {
    const response = await fetch(`${base}/v1/auth/signin/email-password`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ana@alfa.example', password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${base}/v1/auth/signin/email-password`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ana@alfa.example', password: 'wrong' }),
    });
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('a content type the service does not read is a 415, and a body over the limit a 413: the client\'s mistakes, never a 500', async () => {
    const send = async (contentType: string, body: string) => {
      const response = await fetch(`${base}/v1/auth/signin/email-password`, { method: 'POST', headers: { 'content-type': contentType }, body });
      return { status: response.status, body: (await response.json()) as { status: number; error: string } };
    };
    const plain = await send('application/xml', '<email>ana@alfa.example</email>');
    expect(plain.status).toBe(415);
    expect(plain.body).toMatchObject({ status: 415, error: 'invalid-request' });
    const huge = await send('application/json', JSON.stringify({ email: 'ana@alfa.example', password: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ status: 413, error: 'invalid-request' });
  });

  it('400 invalid-request for a body that is not JSON', async () => {
    expect(await request('/signin/email-password', '{"email": '))
      .toEqual(error(400, 'invalid-request', 'The request payload is incorrect'));
  });
});
