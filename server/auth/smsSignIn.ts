/**
 * Sign-in with a one-time code by SMS (contract §3.1), as hasura-auth does it: `POST /signin/passwordless/sms` sends a
 * 6-digit code to the phone number, creating the user when the number is new (unless sign-up is off), and
 * `POST /signin/passwordless/sms/otp` trades the number and the code for a session. The code is kept only as a bcrypt
 * hash in `auth.users.otp_hash`, expires after 5 minutes (hasura-auth's), and works once: the update that spends it is
 * the same statement that checks it is still there. A new code replaces the previous one. Both answer
 * `disabled-endpoint` unless `AUTH_SMS_PASSWORDLESS_ENABLED`.
 *
 * An account with two-step verification (TOTP) on is refused here, once its code is right: its second factor is asked
 * after the password, and an SMS code does not replace it.
 *
 * Limits: a request for a code meets the SMS limit per IP and per phone number; every try of a code counts toward the
 * brute-force limit of its phone number, so 10 tries in 5 minutes (the code's whole life) are all anyone gets.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isRecord } from '../../common/isRecord.ts';
import { bodyOf, ok, stringField } from './authHttp.ts';
import { AuthError } from './authErrors.ts';
import type { AuthService, NewUserOptions } from './authService.ts';
import { renderSms } from './mail/templates.ts';
import { insertUser } from './newUsers.ts';
import type { RouteLimits } from './rateLimits.ts';
import { SELECT, fromRow, userById, type UserRecord, type UserRow } from './users.ts';

/** hasura-auth's lifetime of an SMS code. */
export const SMS_CODE_SECONDS = 300;

/** E.164: a plus, a country code and at most 15 digits in all. */
const E164 = /^\+[1-9]\d{7,14}$/;

/** The phone number in `body.phoneNumber` as E.164, spaces, dots, dashes and brackets taken out; else invalid-request. */
export function phoneNumberOf(value: unknown): string {
  const phone = typeof value === 'string' ? value.replace(/[\s().-]/g, '') : '';
  if (!E164.test(phone)) throw new AuthError('invalid-request');
  return phone;
}

/** A new code: 6 digits from the operating system's random source, leading zeros kept. */
export const newSmsCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

async function userByPhone(service: AuthService, phoneNumber: string): Promise<UserRecord | null> {
  const { rows } = await service.db.query<UserRow>(`${SELECT} WHERE u.phone_number = $1::text`, [phoneNumber]);
  return rows[0] ? fromRow(rows[0]) : null;
}

export function smsSignIn(app: FastifyInstance, service: AuthService, limits: RouteLimits): void {
  const { db, config } = service;
  const enabled = () => {
    if (!config.sms.passwordlessEnabled) throw new AuthError('disabled-endpoint');
  };

  /** Stores the hash of `code` on the user, replacing any code before it. */
  const storeCode = async (userId: string, code: string) => {
    await db.query(
      `UPDATE auth.users SET otp_hash = $2::text, otp_hash_expires_at = now() + make_interval(secs => $3::int),
         otp_method_last_used = 'sms' WHERE id = $1::uuid`,
      [userId, await service.passwords.hash(code), SMS_CODE_SECONDS],
    );
  };

  /** A user with only a phone number (hasura-auth's SMS sign-up), or the one a concurrent request just created. */
  const accountForNumber = async (phoneNumber: string, options: NewUserOptions): Promise<string> => {
    if (config.signupDisabled) throw new AuthError('signup-disabled');
    const created = await db.transaction((tx) => insertUser(tx, { email: null, phoneNumber, passwordHash: null, options }));
    const id = created ?? (await userByPhone(service, phoneNumber))?.id;
    if (id === undefined) throw new Error('the new user is gone');
    return id;
  };

  app.post('/signin/passwordless/sms', limits.check('sms'), async (request, reply) => {
    enabled();
    const body = bodyOf(request);
    const phoneNumber = phoneNumberOf(body.phoneNumber);
    // The sign-up options are checked for a known number too, as hasura-auth checks them.
    const options = service.newUserOptions(phoneNumber, isRecord(body.options) ? body.options : {}, service.urls(request));
    const known = await userByPhone(service, phoneNumber);
    if (known?.disabled) throw new AuthError('disabled-user');
    if (known?.isAnonymous) throw new AuthError('forbidden-anonymous');
    if (!known && config.signupDisabled) throw new AuthError('signup-disabled');
    const sender = service.options.sms;
    const code = newSmsCode();
    try {
      if (!sender) throw new Error('no SMS sender is configured');
      await sender.send(phoneNumber, renderSms(known?.locale ?? options.locale, code));
    } catch (error) {
      request.log.warn({ err: error }, 'the SMS with a sign-in code was not sent');
      throw new AuthError('cannot-send-sms');
    }
    // Stored once it is sent (as hasura-auth): a code that never left is never valid.
    await storeCode(known?.id ?? (await accountForNumber(phoneNumber, options)), code);
    return ok(reply);
  });

  app.post('/signin/passwordless/sms/otp', limits.check('bruteForce'), async (request) => {
    enabled();
    const body = bodyOf(request);
    const phoneNumber = phoneNumberOf(body.phoneNumber);
    const otp = stringField(body, 'otp').trim();
    const { rows } = await db.query<{ id: string; otp_hash: string | null; live: boolean }>(
      `SELECT id, otp_hash, (otp_hash_expires_at > now() AND otp_method_last_used = 'sms') AS live
       FROM auth.users WHERE phone_number = $1::text`,
      [phoneNumber],
    );
    const row = rows.at(0);
    const hash = row?.live ? row.otp_hash : null;
    // Compared even with no live code (against a decoy), so the answer takes as long whatever the number.
    const matches = await service.passwords.verify(otp, hash);
    if (!row || hash === null || !matches) throw new AuthError('invalid-otp');
    // Spent here: of two requests with the same right code, only the one whose update finds it still there signs in.
    const spent = await db.query(
      `UPDATE auth.users SET otp_hash = NULL, otp_hash_expires_at = now(), phone_number_verified = true, last_seen = now()
       WHERE id = $1::uuid AND otp_hash = $2::text AND otp_hash_expires_at > now() RETURNING id`,
      [row.id, hash],
    );
    if (spent.rows.length === 0) throw new AuthError('invalid-otp');
    const user = await userById(db, row.id);
    if (!user) throw new AuthError('invalid-otp');
    service.admit(user);
    // Two-step verification asks for the authenticator app's code after the password, and an SMS code is no way
    // around it. (hasura-auth signs such a user in on the SMS code alone; nhost-js could not take an MFA ticket here.)
    if (service.needsTotp(user)) throw new AuthError('mfa-totp-required');
    return { session: await service.session(user), mfa: null };
  });
}
