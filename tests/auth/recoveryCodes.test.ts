/**
 * Recovery codes for two-step verification (ours, server/auth/recoveryCodes.ts): ten codes made with a current app
 * code and shown once, kept as hashes, a new set replacing the old; at sign-in one stands in for the app's code,
 * once, even when two requests race; a wrong one is refused as a wrong app code is, under the same rate limit; one
 * also turns TOTP off (a lost phone); turning TOTP off deletes them. Every request comes from an address of its own unless a test names one, so only the
 * rate-limit test meets the (low) per-address limit.
 */
import bcrypt from 'bcryptjs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spendRecoveryCode } from '../../server/auth/recoveryCodes.ts';
import { currentTotp } from '../../server/auth/totp.ts';
import { startAuthServer } from '../helpers/authServer.ts';
import { createEngineFixture, USERS, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';

const PASSWORD = 'uma senha longa o bastante';
const CODE = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;
const LIMIT = 6;
const WRONG_CODE = { status: 401, message: 'Invalid TOTP code', error: 'invalid-totp' };

describe.each(testTargets())('recovery codes on $name', (target) => {
  let fixture: EngineFixture;
  let app: FastifyInstance;
  let secret = '';
  let token = '';
  let addresses = 0;

  const call = async (method: 'GET' | 'POST', path: string, options: { token?: string; body?: object; from?: string } = {}) => {
    const response: LightMyRequestResponse = await app.inject({
      method, url: `/v1/auth${path}`, remoteAddress: options.from ?? `10.50.${Math.floor(++addresses / 250)}.${addresses % 250 + 1}`,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {}, ...(options.body ? { payload: options.body } : {}),
    });
    return { status: response.statusCode, body: response.json<unknown>() };
  };
  /** The ticket of a password sign-in (TOTP is on). */
  const ticket = async (): Promise<string> => {
    const { body } = await call('POST', '/signin/email-password', { body: { email: 'ana@alfa.example', password: PASSWORD } });
    return (body as { mfa: { ticket: string } }).mfa.ticket;
  };
  const secondStep = async (otp: string, from?: string, mfaTicket?: string) =>
    call('POST', '/signin/mfa/totp', { body: { ticket: mfaTicket ?? await ticket(), otp }, from });
  const remaining = async () => (await call('GET', '/mfa/recovery-codes', { token })).body;
  const newSet = async () => {
    const made = await call('POST', '/mfa/recovery-codes', { token, body: { code: currentTotp(secret) } });
    expect(made.status).toBe(200);
    return (made.body as { recoveryCodes: string[] }).recoveryCodes;
  };

  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    await fixture.db.query('UPDATE auth.users SET password_hash = $1::text', [bcrypt.hashSync(PASSWORD, 10)]);
    ({ app } = await startAuthServer(fixture, { AUTH_MFA_ENABLED: 'true', AUTH_RATE_LIMIT_GLOBAL_BURST: String(LIMIT) }));
    const signedIn = await call('POST', '/signin/email-password', { body: { email: 'ana@alfa.example', password: PASSWORD } });
    token = (signedIn.body as { session: { accessToken: string } }).session.accessToken;
    secret = ((await call('GET', '/mfa/totp/generate', { token })).body as { totpSecret: string }).totpSecret;
    // Codes are for a second factor that is on.
    expect(await call('POST', '/mfa/recovery-codes', { token, body: { code: currentTotp(secret) } })).toEqual({
      status: 401, body: { status: 401, message: 'User does not have TOTP MFA enabled', error: 'disabled-mfa-totp' },
    });
    // Turning it on answers as the contract says, with no codes in it.
    expect(await call('POST', '/user/mfa', { token, body: { code: currentTotp(secret), activeMfaType: 'totp' } })).toEqual({ status: 200, body: 'OK' });
  });
  afterAll(async () => {
    await app.close();
    await fixture.drop();
  });

  it('makes ten codes with a current app code, keeps only their hashes, and a new set replaces the old', async () => {
    expect(await remaining()).toEqual({ remaining: 0 });
    expect((await call('POST', '/mfa/recovery-codes', { token, body: {} })).body).toMatchObject({ error: 'invalid-request' });
    expect((await call('POST', '/mfa/recovery-codes', { token, body: { code: '000000' } })).body).toEqual(WRONG_CODE);
    expect((await call('POST', '/mfa/recovery-codes', { body: { code: currentTotp(secret) } })).status).toBe(401);

    const first = await newSet();
    expect(first).toHaveLength(10);
    for (const code of first) expect(code).toMatch(CODE);
    expect(new Set(first).size).toBe(10);
    expect(await remaining()).toEqual({ remaining: 10 });
    const { rows } = await fixture.db.query<{ row: string; code_hash: string }>(
      'SELECT row_to_json(c)::text AS row, code_hash FROM auth.user_recovery_codes c WHERE user_id = $1::uuid', [USERS.ana],
    );
    expect(rows).toHaveLength(10);
    for (const { row, code_hash } of rows) {
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
      for (const code of first) {
        expect(row).not.toContain(code);
        expect(row).not.toContain(code.replace('-', ''));
      }
    }

    const second = await newSet();
    expect(second.filter((code) => first.includes(code))).toEqual([]);
    expect(await remaining()).toEqual({ remaining: 10 });
    expect((await secondStep(first[0])).body).toEqual(WRONG_CODE);
    expect((await secondStep(second[0])).status).toBe(200);
    expect(await remaining()).toEqual({ remaining: 9 });
  });

  it('signs in with a code once, however it is typed, and a wrong one leaves the ticket for another try', async () => {
    const [code, other] = await newSet();
    const mfaTicket = await ticket();
    expect(await secondStep('ABCDE-FGHJK', undefined, mfaTicket)).toEqual({ status: 401, body: WRONG_CODE });
    expect(await secondStep('not a code', undefined, mfaTicket)).toEqual({ status: 401, body: WRONG_CODE });
    // Lower case, a space for the dash, O for 0 and l for 1 (Crockford's reading).
    const typed = code.toLowerCase().replace('-', ' ').replace(/0/g, 'o').replace(/1/g, 'l');
    const signedIn = await secondStep(typed, undefined, mfaTicket);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ session: { user: { id: USERS.ana } }, mfa: null });
    expect(await remaining()).toEqual({ remaining: 9 });
    // Spent: refused on the next sign-in, which the app's code or another recovery code still completes.
    const next = await ticket();
    expect((await secondStep(code, undefined, next)).body).toEqual(WRONG_CODE);
    expect((await secondStep(other, undefined, next)).status).toBe(200);
    expect((await secondStep(currentTotp(secret))).status).toBe(200);
    expect(await remaining()).toEqual({ remaining: 8 });
  });

  it('spends a code once when two requests race with it', async () => {
    const [code, other] = await newSet();
    const mfaTicket = await ticket();
    const answers = await Promise.all([secondStep(code, undefined, mfaTicket), secondStep(code, undefined, mfaTicket)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    // Two codes racing for one ticket: one sign-in, and the loser's code is given back.
    const shared = await ticket();
    const [a, b] = await Promise.all([secondStep(other, undefined, shared), secondStep(code, undefined, shared)]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);
    expect(await remaining()).toEqual({ remaining: 8 });
    // The spending itself, twice at once, straight on the database (a pool of connections on a server).
    const [third] = (await newSet()).slice(2);
    const spent = await Promise.all([spendRecoveryCode(fixture.db, USERS.ana, third), spendRecoveryCode(fixture.db, USERS.ana, third)]);
    expect(spent.sort()).toEqual([false, true]);
  });

  it('counts wrong recovery codes as wrong app codes in the per-address limit', async () => {
    const [code] = await newSet();
    let mfaTicket = await ticket();
    const from = '10.60.0.1';
    for (let i = 0; i < LIMIT; i++) {
      // A ticket survives four wrong codes (the fifth spends it): a new one every four keeps the tries on the limit.
      if (i > 0 && i % 4 === 0) mfaTicket = await ticket();
      expect((await secondStep(i % 2 === 0 ? 'ZZZZZ-ZZZZZ' : '000000', from, mfaTicket)).body).toEqual(WRONG_CODE);
    }
    expect(await secondStep(code, from, mfaTicket)).toEqual({ status: 429, body: { status: 429, message: 'Too many requests', error: 'too-many-requests' } });
    // Nothing was checked, so nothing was spent: the code still works from elsewhere.
    expect(await remaining()).toEqual({ remaining: 10 });
    expect((await secondStep(code, undefined, mfaTicket)).status).toBe(200);
  });

  it('turns TOTP off with a recovery code (a lost phone), and then the codes are gone', async () => {
    const [code] = await newSet();
    expect(await call('POST', '/user/mfa', { token, body: { code: 'ZZZZZ-ZZZZZ', activeMfaType: '' } })).toEqual({ status: 401, body: WRONG_CODE });
    expect(await remaining()).toEqual({ remaining: 10 });
    expect(await call('POST', '/user/mfa', { token, body: { code, activeMfaType: '' } })).toEqual({ status: 200, body: 'OK' });
    expect(await remaining()).toEqual({ remaining: 0 });
    // On again with the app; a recovery code does not stand in for the new app's code.
    expect((await call('POST', '/user/mfa', { token, body: { code, activeMfaType: 'totp' } })).body).toEqual(WRONG_CODE);
    expect(await call('POST', '/user/mfa', { token, body: { code: currentTotp(secret), activeMfaType: 'totp' } })).toEqual({ status: 200, body: 'OK' });
  });

  it('deletes the codes when TOTP is turned off', async () => {
    await newSet();
    expect(await call('POST', '/user/mfa', { token, body: { code: currentTotp(secret), activeMfaType: '' } })).toEqual({ status: 200, body: 'OK' });
    const { rows } = await fixture.db.query('SELECT 1 FROM auth.user_recovery_codes WHERE user_id = $1::uuid', [USERS.ana]);
    expect(rows).toEqual([]);
    expect(await remaining()).toEqual({ remaining: 0 });
  });
});
