/**
 * Accounts through the real `@nhost/nhost-js` 3.x client and the local mailbox: sign up → needs verification →
 * the link from the mailbox → `/verify` → signed in; a password reset by e-mailed ticket that works once; a password
 * change that ends the user's other sessions; and the contract's refusals with their bodies.
 */
import bcrypt from 'bcryptjs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailbox, MailMessage } from '../../server/auth/mail/mailbox.ts';
import { startAuthServer } from '../helpers/authServer.ts';
import { createEngineFixture, type EngineFixture } from '../helpers/engineFixture.ts';
import { nhostAuth } from '../helpers/nhostClient.ts';
import { testTargets } from '../helpers/testDb.ts';

const PASSWORD = 'uma senha longa o bastante';
const REDIRECT = 'http://portal.test/app/welcome';

describe.each(testTargets())('auth accounts on $name', (target) => {
  let fixture: EngineFixture;
  let app: FastifyInstance;
  let base: string;
  let mailbox: Mailbox;

  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}/v1/auth${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) };
  };
  const lastMailTo = (to: string): MailMessage => {
    // The mailbox lists newest first.
    const found = mailbox.list().find((m) => m.to === to);
    if (!found) throw new Error(`no mail to ${to}`);
    return found;
  };
  /** Follows an e-mailed link as a browser would, and returns where `/verify` sends it. */
  const follow = async (link: string): Promise<URL> => {
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(302);
    return new URL(response.headers.get('location') ?? '');
  };

  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    await fixture.db.query('UPDATE auth.users SET password_hash = $1::text', [bcrypt.hashSync(PASSWORD, 10)]);
    ({ app, base, mailbox } = await startAuthServer(fixture, { AUTH_EMAIL_PASSWORDLESS_ENABLED: 'true' }));
  });
  afterAll(async () => {
    await app.close();
    await fixture.drop();
  });

  it('signs up, needs verification, follows the mailbox link and is signed in', async () => {
    const nhost = nhostAuth(base);
    const email = 'nova@investidora.example';
    const signUp = await nhost.signUp({ email, password: PASSWORD, options: { displayName: 'Nova Investidora', locale: 'pt', redirectTo: REDIRECT } });
    expect(signUp).toMatchObject({ session: null, error: null });
    const signIn = await post('/signin/email-password', { email, password: PASSWORD });
    expect(signIn.body).toMatchObject({ error: 'unverified-user' });

    const mail = lastMailTo(email);
    expect(mail.subject).toBe('Confirme seu e-mail');
    expect(mail.text).toContain('Olá, Nova Investidora.');
    const landing = await follow(mail.links[0]);
    expect(`${landing.origin}${landing.pathname}`).toBe(REDIRECT);
    expect(landing.searchParams.get('type')).toBe('verifyEmail');
    const { session, error } = await nhost.refreshSession(landing.searchParams.get('refreshToken') ?? '');
    expect(error).toBeNull();
    expect(session?.user).toMatchObject({ email, displayName: 'Nova Investidora', defaultRole: 'investor' });

    // The link worked once.
    const again = await follow(mail.links[0]);
    expect(Object.fromEntries(again.searchParams)).toEqual({ error: 'invalid-ticket', errorDescription: 'Invalid ticket' });
    expect((await post('/signin/email-password', { email, password: PASSWORD })).status).toBe(200);
    expect(await post('/user/email/send-verification-email', { email })).toEqual({
      status: 400, body: { status: 400, message: "User's email is already verified", error: 'email-already-verified' },
    });
  });

  it('refuses a short password, a taken e-mail, a foreign redirect and roles beyond the defaults', async () => {
    expect(await post('/signup/email-password', { email: 'curta@example.com', password: 'curta' })).toEqual({
      status: 400, body: { status: 400, message: 'Password is too short', error: 'password-too-short' },
    });
    expect(await post('/signup/email-password', { email: 'ANA@alfa.example', password: PASSWORD })).toEqual({
      status: 409, body: { status: 409, message: 'Email already in use', error: 'email-already-in-use' },
    });
    expect(await post('/signup/email-password', { email: 'x@example.com', password: PASSWORD, options: { redirectTo: 'https://evil.example/' } })).toEqual({
      status: 400, body: { status: 400, message: 'The value of "options.redirectTo" is not allowed.', error: 'redirectTo-not-allowed' },
    });
    expect((await post('/signup/email-password', { email: 'y@example.com', password: PASSWORD, options: { allowedRoles: ['admin'] } })).body)
      .toMatchObject({ error: 'role-not-allowed' });
    expect((await post('/signup/email-password', { email: 'z@example.com', password: PASSWORD, options: { allowedRoles: ['me'], defaultRole: 'investor' } })).body)
      .toMatchObject({ error: 'default-role-must-be-in-allowed-roles' });
  });

  it('resets a password by an e-mailed ticket, answers the same for unknown e-mails, and ends other sessions', async () => {
    const other = nhostAuth(base);
    await other.signIn({ email: 'bruno@beta.example', password: PASSWORD });
    const known = await post('/user/password/reset', { email: 'bruno@beta.example', options: { redirectTo: REDIRECT } });
    const unknown = await post('/user/password/reset', { email: 'ninguem@example.com', options: { redirectTo: REDIRECT } });
    expect(known).toEqual({ status: 200, body: 'OK' });
    expect(unknown).toEqual(known);
    expect(mailbox.list().some((m) => m.to === 'ninguem@example.com')).toBe(false);

    const mail = lastMailTo('bruno@beta.example');
    expect(mail.subject).toBe('Redefina sua senha');
    const landing = await follow(mail.links[0]);
    expect(landing.searchParams.get('type')).toBe('passwordReset');
    const nhost = nhostAuth(base);
    await nhost.refreshSession(landing.searchParams.get('refreshToken') ?? '');
    expect(await nhost.changePassword({ newPassword: 'outra senha longa o bastante' })).toEqual({ error: null });

    expect((await post('/signin/email-password', { email: 'bruno@beta.example', password: PASSWORD })).status).toBe(401);
    expect((await post('/signin/email-password', { email: 'bruno@beta.example', password: 'outra senha longa o bastante' })).status).toBe(200);
    // The session from before the reset is over; the one that changed the password goes on.
    expect((await other.refreshSession()).error).toMatchObject({ error: 'invalid-refresh-token' });
    expect((await nhost.refreshSession()).error).toBeNull();
  });

  it('changes the e-mail address through a link sent to the new address', async () => {
    const nhost = nhostAuth(base);
    await nhost.signIn({ email: 'ana@alfa.example', password: PASSWORD });
    expect(await nhost.changeEmail({ newEmail: 'ana.lima@alfa.example', options: { redirectTo: REDIRECT } })).toEqual({ error: null });
    const mail = lastMailTo('ana.lima@alfa.example');
    expect(mail.subject).toBe('Confirme seu novo e-mail');
    const landing = await follow(mail.links[0]);
    expect(landing.searchParams.get('type')).toBe('emailConfirmChange');
    expect((await post('/signin/email-password', { email: 'ana.lima@alfa.example', password: PASSWORD })).status).toBe(200);
    expect((await post('/signin/email-password', { email: 'ana@alfa.example', password: PASSWORD })).status).toBe(401);
    const taken = await fetch(`${base}/v1/auth/user/email/change`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${nhost.getAccessToken() ?? ''}` },
      body: JSON.stringify({ newEmail: 'bruno@beta.example' }),
    });
    expect(await taken.json()).toEqual({ status: 409, message: 'Email already in use', error: 'email-already-in-use' });
  });

  it('signs a new user up and in with a passwordless link that works once', async () => {
    const email = 'sem.senha@example.com';
    expect(await post('/signin/passwordless/email', { email, options: { redirectTo: REDIRECT, locale: 'en' } })).toEqual({ status: 200, body: 'OK' });
    const mail = lastMailTo(email);
    expect(mail.subject).toBe('Your sign-in link');
    const landing = await follow(mail.links[0]);
    expect(landing.searchParams.get('type')).toBe('passwordlessEmail');
    const nhost = nhostAuth(base);
    const { session } = await nhost.refreshSession(landing.searchParams.get('refreshToken') ?? '');
    expect(session?.user).toMatchObject({ email, defaultRole: 'investor' });
    expect((await follow(mail.links[0])).searchParams.get('error')).toBe('invalid-ticket');
  });

  it('changes a password with a reset ticket and no session, once', async () => {
    await post('/user/password/reset', { email: 'carla@gama.example', options: { redirectTo: REDIRECT } });
    const ticket = new URL(lastMailTo('carla@gama.example').links[0]).searchParams.get('ticket') ?? '';
    expect(ticket).toMatch(/^passwordReset:/);
    expect(await post('/user/password', { newPassword: 'mais uma senha bem longa', ticket })).toEqual({ status: 200, body: 'OK' });
    expect(await post('/user/password', { newPassword: 'mais uma senha bem longa', ticket })).toEqual({
      status: 401, body: { status: 401, message: 'Invalid ticket', error: 'invalid-ticket' },
    });
  });
});
