/**
 * Sign-in with a code by SMS (contract §3.1) through the real `@nhost/nhost-js` 3.x client: a new number signs up,
 * a known one signs in; codes are hashed, expire after 5 minutes, work once and are replaced by the next; wrong codes
 * are refused and count toward the brute-force limit; sending meets the SMS limit per IP and per number. Messages go
 * to the local sink, or through Twilio's Messages API (checked against a local server that reads the request as
 * Twilio does); the sink is read only by this machine's operator.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailbox } from '../../server/auth/mail/mailbox.ts';
import type { MailboxAccess } from '../../server/auth/mail/mailboxAccess.ts';
import { mailboxRoutes } from '../../server/auth/mail/mailboxRoutes.ts';
import { SmsSink } from '../../server/auth/sms/smsSink.ts';
import { startAuthServer, type AuthServer } from '../helpers/authServer.ts';
import { createEngineFixture, USERS, type EngineFixture } from '../helpers/engineFixture.ts';
import { nhostAuth } from '../helpers/nhostClient.ts';
import { testTargets } from '../helpers/testDb.ts';

const INVALID_OTP = { status: 400, body: { status: 400, message: 'Invalid or expired OTP', error: 'invalid-otp' } };
const TOO_MANY = { status: 429, body: { status: 429, message: 'Too many requests', error: 'too-many-requests' } };
const ANA_PHONE = '+5511987650001';

/** The code of the newest SMS to `phone` in `sink`. */
function codeFor(sink: SmsSink, phone: string): string {
  const code = sink.list().find((m) => m.to === phone)?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/** A code that is not `code`. */
const otherThan = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(testTargets())('sign-in with a code by SMS on $name', (target) => {
  let fixture: EngineFixture;
  let server: AuthServer;

  const post = async (base: string, path: string, body: unknown) => {
    const response = await fetch(`${base}/v1/auth${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer: unknown = await response.json();
    return { status: response.status, body: answer };
  };
  const send = (phoneNumber: string, options?: Record<string, unknown>) =>
    post(server.base, '/signin/passwordless/sms', { phoneNumber, ...(options ? { options } : {}) });
  const verify = (phoneNumber: string, otp: string) => post(server.base, '/signin/passwordless/sms/otp', { phoneNumber, otp });
  const otpRow = async (phone: string) => (await fixture.db.query<{ otp_hash: string | null; seconds_left: number; method: string | null }>(
    `SELECT otp_hash, extract(epoch FROM otp_hash_expires_at - now())::float8 AS seconds_left, otp_method_last_used AS method
     FROM auth.users WHERE phone_number = $1::text`, [phone],
  )).rows.at(0);

  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    await fixture.db.query('UPDATE auth.users SET phone_number = $2::text WHERE id = $1::uuid', [USERS.ana, ANA_PHONE]);
    server = await startAuthServer(fixture);
  });
  afterAll(async () => {
    await server.app.close();
    await fixture.drop();
  });

  it('signs a new number up with its options, keeps only a hash of the code, and signs in with the code once', async () => {
    const phone = nhostAuth(server.base);
    // As typed in a form: the server keeps it in E.164.
    const sent = await phone.signIn({ phoneNumber: '+55 (11) 91234-5678', options: { locale: 'en', displayName: 'Dora Reis' } });
    expect(sent.error).toBeNull();
    expect(sent.session).toBeNull();
    const message = server.sms.list()[0];
    expect(message.to).toBe('+5511912345678');
    expect(message.body).toMatch(/^Investor Portal: your code is \d{6}\. Valid for 5 minutes\./);
    const code = codeFor(server.sms, '+5511912345678');
    const stored = await otpRow('+5511912345678');
    expect(stored?.otp_hash).toMatch(/^\$2[aby]\$10\$/);
    expect(stored?.otp_hash).not.toContain(code);
    expect(stored?.method).toBe('sms');
    expect(stored?.seconds_left).toBeGreaterThan(290);
    expect(stored?.seconds_left).toBeLessThanOrEqual(300);

    // nhost-js 3.3.1 answers a refused code with neither a session nor an error (it files the error where its answer
    // does not look): the portal reads the reason from nhost-js's state machine (src/auth/nhostAuthClient.ts).
    const refused = await phone.signIn({ phoneNumber: '+5511912345678', otp: otherThan(code) });
    expect(refused).toMatchObject({ session: null, error: null });
    const signedIn = await phone.signIn({ phoneNumber: '+5511912345678', otp: code });
    expect(signedIn.error).toBeNull();
    expect(signedIn.session?.user).toMatchObject({
      phoneNumber: '+5511912345678', phoneNumberVerified: true, displayName: 'Dora Reis', locale: 'en', defaultRole: 'investor',
    });
    expect(signedIn.session?.user.email).toBeUndefined();
    // Spent: the same code again is refused.
    expect(await verify('+5511912345678', code)).toEqual(INVALID_OTP);
  });

  it('signs a known number in as its user, with the text in the user\'s language', async () => {
    expect(await send(ANA_PHONE)).toEqual({ status: 200, body: 'OK' });
    expect(server.sms.list()[0].body).toMatch(/^Portal do Investidor: seu código é \d{6}\./);
    const signedIn = await nhostAuth(server.base).signIn({ phoneNumber: ANA_PHONE, otp: codeFor(server.sms, ANA_PHONE) });
    expect(signedIn.session?.user).toMatchObject({ id: USERS.ana, email: 'ana@alfa.example', phoneNumberVerified: true });
    const users = await fixture.db.query('SELECT 1 FROM auth.users WHERE phone_number = $1::text', [ANA_PHONE]);
    expect(users.rows).toHaveLength(1);
  });

  it('refuses a wrong code and leaves the right one working; a new code replaces the one before', async () => {
    await send(ANA_PHONE);
    const first = codeFor(server.sms, ANA_PHONE);
    expect(await verify(ANA_PHONE, otherThan(first))).toEqual(INVALID_OTP);
    expect(await verify(ANA_PHONE, 'abc')).toEqual(INVALID_OTP);
    await send(ANA_PHONE);
    const second = codeFor(server.sms, ANA_PHONE);
    if (second !== first) expect(await verify(ANA_PHONE, first)).toEqual(INVALID_OTP);
    expect((await verify(ANA_PHONE, second)).status).toBe(200);
  });

  it('does not let an SMS code stand in for the authenticator app of an account with two-step verification', async () => {
    await fixture.db.query(`UPDATE auth.users SET active_mfa_type = 'totp', totp_secret = 'JBSWY3DPEHPK3PXP' WHERE id = $1::uuid`, [USERS.ana]);
    try {
      await send(ANA_PHONE);
      const code = codeFor(server.sms, ANA_PHONE);
      expect(await verify(ANA_PHONE, otherThan(code))).toEqual(INVALID_OTP);
      expect(await verify(ANA_PHONE, code)).toEqual({
        status: 401, body: { status: 401, message: 'User has TOTP MFA enabled: sign in with the password and a TOTP code', error: 'mfa-totp-required' },
      });
      // The code was right, and is spent all the same.
      expect(await verify(ANA_PHONE, code)).toEqual(INVALID_OTP);
    } finally {
      await fixture.db.query('UPDATE auth.users SET active_mfa_type = NULL, totp_secret = NULL WHERE id = $1::uuid', [USERS.ana]);
    }
  });

  it('refuses a code once its 5 minutes are over', async () => {
    await send(ANA_PHONE);
    const code = codeFor(server.sms, ANA_PHONE);
    await fixture.db.query(
      `UPDATE auth.users SET otp_hash_expires_at = now() - interval '1 second' WHERE phone_number = $1::text`, [ANA_PHONE],
    );
    expect(await verify(ANA_PHONE, code)).toEqual(INVALID_OTP);
    // A code for another number is no key to this one.
    await send('+5511955554444');
    expect(await verify(ANA_PHONE, codeFor(server.sms, '+5511955554444'))).toEqual(INVALID_OTP);
  });

  it('refuses numbers that are not E.164, roles the configuration does not allow, disabled users, and the sink to strangers', async () => {
    const invalid = { status: 400, body: { status: 400, message: 'The request payload is incorrect', error: 'invalid-request' } };
    expect(await send('11 91234-5678')).toEqual(invalid);
    expect(await send('+55 11')).toEqual(invalid);
    expect(await verify('not a number', '123456')).toEqual(invalid);
    expect((await send('+5511933332222', { allowedRoles: ['admin'] })).body).toMatchObject({ error: 'role-not-allowed' });
    expect(await fixture.db.query('SELECT 1 FROM auth.users WHERE phone_number = $1::text', ['+5511933332222'])).toMatchObject({ rows: [] });

    await fixture.db.query('UPDATE auth.users SET phone_number = $2::text, disabled = true WHERE id = $1::uuid', [USERS.bruno, '+5511911110000']);
    expect((await send('+5511911110000')).body).toMatchObject({ status: 401, error: 'disabled-user' });

    // This server has no admin secret: nobody reads the sink, not even from this machine.
    const refused = await fetch(`${server.base}/mailbox/sms`);
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toMatch(/\d{6}/);
  });

  it('limits codes sent per address and per number, and tries of a code per number', async () => {
    const limited = await startAuthServer(fixture, { AUTH_RATE_LIMIT_SMS_BURST: '2', AUTH_RATE_LIMIT_BRUTE_FORCE_BURST: '3' });
    try {
      const inject = (path: string, body: unknown, remoteAddress: string) =>
        limited.app.inject({ method: 'POST', url: `/v1/auth${path}`, payload: body as object, remoteAddress })
          .then((r) => ({ status: r.statusCode, body: r.json<unknown>() }));
      const sendFrom = (phoneNumber: string, ip: string) => inject('/signin/passwordless/sms', { phoneNumber }, ip);
      expect((await sendFrom('+5511977771111', '10.0.0.1')).status).toBe(200);
      expect((await sendFrom('+5511977771111', '10.0.0.1')).status).toBe(200);
      expect(await sendFrom('+5511977771111', '10.0.0.1')).toEqual(TOO_MANY);
      // From another address the number is still at its limit (one phone is not flooded from many places) …
      expect(await sendFrom('+55 11 97777-1111', '10.0.0.2')).toEqual(TOO_MANY);
      // … and that address's own count runs out too.
      expect((await sendFrom('+5511977772222', '10.0.0.2')).status).toBe(200);
      expect(await sendFrom('+5511977773333', '10.0.0.2')).toEqual(TOO_MANY);

      const code = codeFor(limited.sms, '+5511977771111');
      const tryCode = (otp: string, ip: string) => inject('/signin/passwordless/sms/otp', { phoneNumber: '+5511977771111', otp }, ip);
      for (let i = 0; i < 3; i += 1) expect(await tryCode(otherThan(code), '10.0.0.3')).toEqual(INVALID_OTP);
      // The tries are the number's: even the right code, from anywhere, waits now.
      expect(await tryCode(code, '10.0.0.3')).toEqual(TOO_MANY);
      expect(await tryCode(code, '10.0.0.4')).toEqual(TOO_MANY);
    } finally {
      await limited.app.close();
    }
  });

  it('answers disabled-endpoint when SMS sign-in is off, and signup-disabled for a new number when sign-up is', async () => {
    const off = await startAuthServer(fixture, { AUTH_SMS_PASSWORDLESS_ENABLED: 'false' });
    const closed = await startAuthServer(fixture, { AUTH_DISABLE_SIGNUP: 'true' });
    try {
      const disabled = { status: 409, body: { status: 409, message: 'This endpoint is disabled', error: 'disabled-endpoint' } };
      expect(await post(off.base, '/signin/passwordless/sms', { phoneNumber: ANA_PHONE })).toEqual(disabled);
      expect(await post(off.base, '/signin/passwordless/sms/otp', { phoneNumber: ANA_PHONE, otp: '123456' })).toEqual(disabled);
      expect(off.sms.list()).toEqual([]);
      expect((await post(closed.base, '/signin/passwordless/sms', { phoneNumber: '+5511966660000' })).body)
        .toMatchObject({ status: 403, error: 'signup-disabled' });
      expect(closed.sms.list()).toEqual([]);
      expect(await post(closed.base, '/signin/passwordless/sms', { phoneNumber: ANA_PHONE })).toEqual({ status: 200, body: 'OK' });
    } finally {
      await off.app.close();
      await closed.app.close();
    }
  });

  describe('through Twilio', () => {
    const ACCOUNT = 'AC0123456789abcdef';
    const TOKEN = 'the-auth-token';
    const SERVICE = 'MG0123456789abcdef';
    let twilio: Server;
    let twilioUrl: string;
    const received: { path: string; authorization: string | undefined; contentType: string | undefined; form: Record<string, string> }[] = [];

    const bodyOf = (request: IncomingMessage): Promise<string> => new Promise((resolve) => {
      let text = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => { text += chunk; });
      request.on('end', () => { resolve(text); });
    });

    beforeAll(async () => {
      // Twilio's Messages API as it reads a request: Basic auth with the account, a form with To, Body and a sender.
      twilio = createServer((request, response) => {
        void bodyOf(request).then((text) => {
          const form = Object.fromEntries(new URLSearchParams(text));
          received.push({ path: request.url ?? '', authorization: request.headers.authorization, contentType: request.headers['content-type'], form });
          const answer = (status: number, body: object) => {
            response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
          };
          const expected = `Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`;
          if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${ACCOUNT}/Messages.json`) {
            answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
          } else if (request.headers.authorization !== expected) {
            answer(401, { code: 20003, message: 'Authenticate', status: 401 });
          } else if (!form.To || !form.Body || !(form.MessagingServiceSid || form.From)) {
            answer(400, { code: 21604, message: 'A \'To\' phone number is required.', status: 400 });
          } else if (form.To === '+5511900000000') {
            answer(400, { code: 21211, message: `The 'To' number ${form.To} is not a valid phone number.`, status: 400 });
          } else {
            answer(201, { sid: 'SM0123', status: 'accepted', to: form.To, body: form.Body });
          }
        });
      });
      await new Promise<void>((resolve) => { twilio.listen(0, '127.0.0.1', resolve); });
      twilioUrl = `http://127.0.0.1:${String((twilio.address() as AddressInfo).port)}`;
    });
    afterAll(async () => {
      await new Promise((resolve) => { twilio.close(resolve); });
    });

    it('sends the code with the account\'s credentials and Messaging Service, and reports Twilio\'s refusal as cannot-send-sms', async () => {
      const viaTwilio = await startAuthServer(fixture, {
        AUTH_SMS_PROVIDER: 'twilio', AUTH_SMS_TWILIO_ACCOUNT_SID: ACCOUNT, AUTH_SMS_TWILIO_AUTH_TOKEN: TOKEN,
        AUTH_SMS_TWILIO_MESSAGING_SERVICE_ID: SERVICE, AUTH_SMS_TWILIO_API_URL: twilioUrl,
      });
      try {
        const viaTwilioPost = (path: string, body: unknown) => post(viaTwilio.base, path, body);
        expect(await viaTwilioPost('/signin/passwordless/sms', { phoneNumber: '+5511988887777' })).toEqual({ status: 200, body: 'OK' });
        expect(received).toHaveLength(1);
        expect(received[0]).toMatchObject({
          path: `/2010-04-01/Accounts/${ACCOUNT}/Messages.json`, contentType: 'application/x-www-form-urlencoded',
          form: { To: '+5511988887777', MessagingServiceSid: SERVICE },
        });
        const code = /\b(\d{6})\b/.exec(received[0].form.Body)?.[1] ?? '';
        expect(received[0].form.Body).toBe(`Portal do Investidor: seu código é ${code}. Vale 5 min. Não o repasse.`);
        expect((await viaTwilioPost('/signin/passwordless/sms/otp', { phoneNumber: '+5511988887777', otp: code })).status).toBe(200);
        expect(viaTwilio.sms.list()).toEqual([]);

        expect(await viaTwilioPost('/signin/passwordless/sms', { phoneNumber: '+5511900000000' })).toEqual({
          status: 400, body: { status: 400, message: 'Cannot send SMS, check your phone number is correct', error: 'cannot-send-sms' },
        });
        // Nothing was kept for a code that never left: no account for the number.
        expect((await fixture.db.query('SELECT 1 FROM auth.users WHERE phone_number = $1::text', ['+5511900000000'])).rows).toEqual([]);
      } finally {
        await viaTwilio.app.close();
      }

      // A sender number instead of a Messaging Service goes as From.
      const fromNumber = await startAuthServer(fixture, {
        AUTH_SMS_PROVIDER: 'twilio', AUTH_SMS_TWILIO_ACCOUNT_SID: ACCOUNT, AUTH_SMS_TWILIO_AUTH_TOKEN: TOKEN,
        AUTH_SMS_TWILIO_MESSAGING_SERVICE_ID: '+15005550006', AUTH_SMS_TWILIO_API_URL: twilioUrl,
      });
      try {
        expect((await post(fromNumber.base, '/signin/passwordless/sms', { phoneNumber: ANA_PHONE })).status).toBe(200);
        const sent = received.at(-1);
        expect(sent?.form.From).toBe('+15005550006');
        expect(sent?.form.MessagingServiceSid).toBeUndefined();
      } finally {
        await fromNumber.app.close();
      }

      // Wrong credentials: Twilio refuses, and so does the sign-in.
      const wrongToken = await startAuthServer(fixture, {
        AUTH_SMS_PROVIDER: 'twilio', AUTH_SMS_TWILIO_ACCOUNT_SID: ACCOUNT, AUTH_SMS_TWILIO_AUTH_TOKEN: 'a-guess',
        AUTH_SMS_TWILIO_MESSAGING_SERVICE_ID: SERVICE, AUTH_SMS_TWILIO_API_URL: twilioUrl,
      });
      try {
        expect((await post(wrongToken.base, '/signin/passwordless/sms', { phoneNumber: ANA_PHONE })).body).toMatchObject({ error: 'cannot-send-sms' });
      } finally {
        await wrongToken.app.close();
      }
    });
  });
});

describe('the local SMS sink', () => {
  const ACCESS: MailboxAccess = { key: 'the-printed-key', adminSecret: 'the-admin-secret', anyAddress: false };
  let app: FastifyInstance;
  const sink = new SmsSink();

  beforeAll(async () => {
    await sink.send('+5511912345678', 'Portal do Investidor: seu código é 424242. Vale 5 min. Não o repasse.');
    app = Fastify();
    mailboxRoutes(app, new Mailbox(), ACCESS, sink);
  });
  afterAll(async () => {
    await app.close();
  });

  it('is read at /mailbox/sms and on the mailbox page only with the admin secret or the printed key, from this machine', async () => {
    const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
      app.inject({ method: 'GET', url, headers, remoteAddress });
    for (const url of ['/mailbox/sms', '/mailbox']) {
      const refused = await get(url);
      expect(refused.statusCode).toBe(401);
      expect(refused.body).not.toContain('424242');
    }
    expect((await get('/mailbox/sms', { 'x-hasura-admin-secret': 'a-guess' })).statusCode).toBe(401);
    expect((await get('/mailbox/sms', { 'x-hasura-admin-secret': 'the-admin-secret' }, '192.168.0.20')).statusCode).toBe(401);

    const read = await get('/mailbox/sms', { 'x-hasura-admin-secret': 'the-admin-secret' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual([expect.objectContaining({ to: '+5511912345678', body: expect.stringContaining('424242') as unknown })]);
    const page = await get('/mailbox?key=the-printed-key');
    expect(page.body).toContain('<a href="#sms">SMS (1)</a>');
    expect(page.body).toContain('424242');
  });
});
