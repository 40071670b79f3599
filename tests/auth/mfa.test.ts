/**
 * TOTP multi-factor sign-in (contract §3.1, §3.4, §5.6) through the real `@nhost/nhost-js` 3.x client: enrol, turn
 * on with a code, sign in with the password (a `mfaTotp:<uuid>` ticket instead of a session), then with a code;
 * wrong codes and tickets refused; turned off again with a code.
 */
import bcrypt from 'bcryptjs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTotp } from '../../server/auth/totp.ts';
import { startAuthServer } from '../helpers/authServer.ts';
import { createEngineFixture, USERS, type EngineFixture } from '../helpers/engineFixture.ts';
import { nhostAuth } from '../helpers/nhostClient.ts';
import { testTargets } from '../helpers/testDb.ts';

const PASSWORD = 'uma senha longa o bastante';
const CREDENTIALS = { email: 'ana@alfa.example', password: PASSWORD };

describe.each(testTargets())('TOTP MFA on $name', (target) => {
  let fixture: EngineFixture;
  let app: FastifyInstance;
  let base: string;

  const call = async (method: 'GET' | 'POST', path: string, token: string, body?: unknown) => {
    const response = await fetch(`${base}/v1/auth${path}`, {
      method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) };
  };

  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    await fixture.db.query('UPDATE auth.users SET password_hash = $1::text', [bcrypt.hashSync(PASSWORD, 10)]);
    ({ app, base } = await startAuthServer(fixture, { AUTH_MFA_ENABLED: 'true' }));
  });
  afterAll(async () => {
    await app.close();
    await fixture.drop();
  });

  it('enrols, turns on, signs in with a ticket and a code, and turns off', async () => {
    const phone = nhostAuth(base);
    await phone.signIn(CREDENTIALS);
    const token = phone.getAccessToken() ?? '';
    const generated = await call('GET', '/mfa/totp/generate', token);
    const { imageUrl, totpSecret } = generated.body as { imageUrl: string; totpSecret: string };
    expect(imageUrl).toMatch(/^data:image\/png;base64,/);
    expect(totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await call('POST', '/user/mfa', token, { code: '000000', activeMfaType: 'totp' })).toEqual({
      status: 401, body: { status: 401, message: 'Invalid TOTP code', error: 'invalid-totp' },
    });
    expect(await call('POST', '/user/mfa', token, { code: currentTotp(totpSecret), activeMfaType: 'totp' })).toEqual({ status: 200, body: 'OK' });
    expect((await call('POST', '/user/mfa', token, { code: currentTotp(totpSecret), activeMfaType: 'totp' })).body)
      .toMatchObject({ error: 'totp-already-active' });

    const laptop = nhostAuth(base);
    const first = await laptop.signIn(CREDENTIALS);
    expect(first.session).toBeNull();
    expect(first.mfa?.ticket).toMatch(/^mfaTotp:[0-9a-f-]{36}$/);
    const second = await laptop.signIn({ otp: currentTotp(totpSecret), ticket: first.mfa?.ticket ?? '' });
    expect(second.error).toBeNull();
    expect(second.session?.user.id).toBe(USERS.ana);
    // The ticket is spent.
    expect((await fetch(`${base}/v1/auth/signin/mfa/totp`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ticket: first.mfa?.ticket, otp: currentTotp(totpSecret) }),
    })).status).toBe(401);

    const again = await nhostAuth(base).signIn(CREDENTIALS);
    const wrong = await fetch(`${base}/v1/auth/signin/mfa/totp`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ticket: again.mfa?.ticket, otp: '000000' }),
    });
    expect(await wrong.json()).toEqual({ status: 401, message: 'Invalid TOTP code', error: 'invalid-totp' });
    // A mistyped code leaves the ticket for another try: the right code then opens the session.
    const retried = await fetch(`${base}/v1/auth/signin/mfa/totp`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ticket: again.mfa?.ticket, otp: currentTotp(totpSecret) }),
    });
    expect(retried.status).toBe(200);

    // Five wrong codes spend the ticket: the sixth try, the right code, needs the password again.
    const guessed = await nhostAuth(base).signIn(CREDENTIALS);
    const secondStep = async (otp: string): Promise<string | undefined> => {
      const response = await fetch(`${base}/v1/auth/signin/mfa/totp`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ticket: guessed.mfa?.ticket, otp }),
      });
      return ((await response.json()) as { error?: string }).error;
    };
    for (const guess of ['000001', '000002', '000003', '000004', 'AAAAA-AAAAA']) expect(await secondStep(guess)).toBe('invalid-totp');
    expect(await secondStep(currentTotp(totpSecret))).toBe('invalid-ticket');

    // While TOTP is on, its secret cannot be replaced by someone holding only an access token.
    expect((await call('GET', '/mfa/totp/generate', token)).body).toMatchObject({ status: 400, error: 'totp-already-active' });

    expect(await call('POST', '/user/mfa', token, { code: currentTotp(totpSecret), activeMfaType: '' })).toEqual({ status: 200, body: 'OK' });
    expect((await nhostAuth(base).signIn(CREDENTIALS)).session?.user.id).toBe(USERS.ana);
  });
});
