/**
 * Accounts (contract §3.3–3.5): sign-up with e-mail and password, passwordless e-mail links, the e-mailed `/verify`
 * link (e-mail verification, password reset, e-mail change, magic link), password reset requests, password change
 * (signed in, or with a reset ticket), e-mail change and a new verification e-mail. Requests about an e-mail answer the same whether or not an account has it.
 */
import type { FastifyInstance } from 'fastify';
import { isRecord } from '../../common/isRecord.ts';
import { AuthError, type AuthErrorCode } from './authErrors.ts';
import { bodyOf, emailField, ok, stringField } from './authHttp.ts';
import type { AuthService } from './authService.ts';
import { createUser } from './newUsers.ts';
import type { RouteLimits } from './rateLimits.ts';
import { signedInRecently } from './recentSignIn.ts';
import { consumeTicket } from './tickets.ts';
import { userByEmail, userById } from './users.ts';


export function accountRoutes(app: FastifyInstance, service: AuthService, limits: RouteLimits): void {
  const { db, config } = service;
  const optionsOf = (body: Record<string, unknown>) => (isRecord(body.options) ? body.options : {});

  const newPassword = (value: string): string => {
    if (value.length < config.passwordMinLength) throw new AuthError('password-too-short');
    return value;
  };

  app.post('/signup/email-password', limits.check('signups'), async (request) => {
    const body = bodyOf(request);
    const email = emailField(body, 'email');
    const password = newPassword(stringField(body, 'password'));
    const urls = service.urls(request);
    const options = service.newUserOptions(email, optionsOf(body), urls);
    const id = await createUser(db, config, { email, passwordHash: await service.passwords.hash(password), options });
    const user = await userById(db, id);
    if (!user) throw new Error('the new user is gone');
    if (config.emailVerifiedRequired) {
      await service.sendTicket(urls, user, 'verifyEmail', options.redirectTo);
      return { session: null, mfa: null };
    }
    return { session: await service.session(user), mfa: null };
  });

  app.post('/signin/passwordless/email', limits.check('bruteForce'), async (request, reply) => {
    if (!config.passwordlessEmailEnabled) throw new AuthError('disabled-endpoint');
    const body = bodyOf(request);
    const email = emailField(body, 'email');
    const urls = service.urls(request);
    const options = service.newUserOptions(email, optionsOf(body), urls);
    // The first link creates the account; later ones sign the same user in.
    const user = (await userByEmail(db, email)) ?? (await userById(db, await createUser(db, config, { email, passwordHash: null, options })));
    if (user && !user.disabled) await service.sendTicket(urls, user, 'passwordlessEmail', options.redirectTo);
    return ok(reply);
  });

  app.post('/user/email/change', limits.check('global'), async (request, reply) => {
    const user = await userById(db, (await service.caller(request)).userId);
    if (!user) throw new AuthError('unauthenticated-user');
    // An anonymous user gets an address by deanonymizing, not by changing one it does not have.
    if (user.isAnonymous) throw new AuthError('forbidden-anonymous');
    const body = bodyOf(request);
    const newEmail = emailField(body, 'newEmail');
    const urls = service.urls(request);
    const redirectTo = service.redirectTo(optionsOf(body).redirectTo, urls);
    if (await userByEmail(db, newEmail)) throw new AuthError('email-already-in-use');
    await db.query('UPDATE auth.users SET new_email = $2::text WHERE id = $1::uuid', [user.id, newEmail]);
    // The link goes to the new address: only its owner can make the change.
    await service.sendTicket(urls, user, 'emailConfirmChange', redirectTo, newEmail);
    return ok(reply);
  });

  app.get('/verify', limits.check('global'), async (request, reply) => {
    const query = isRecord(request.query) ? request.query : {};
    const urls = service.urls(request);
    const target = typeof query.redirectTo === 'string' && urls.redirectAllowed(query.redirectTo) ? query.redirectTo : null;
    const fail = (code: AuthErrorCode) => {
      const error = new AuthError(code);
      const url = new URL(target ?? urls.clientUrl);
      url.searchParams.set('error', error.code);
      url.searchParams.set('errorDescription', error.message);
      return reply.redirect(url.toString(), 302);
    };
    if (target === null) return fail('redirectTo-not-allowed');
    const ticket = typeof query.ticket === 'string' ? await consumeTicket(db, query.ticket) : null;
    // An MFA ticket is spent at /signin/mfa/totp, never by a link.
    if (!ticket || ticket.kind === 'mfaTotp') return fail('invalid-ticket');
    if (ticket.kind === 'verifyEmail' || ticket.kind === 'passwordlessEmail') {
      await db.query('UPDATE auth.users SET email_verified = true WHERE id = $1::uuid', [ticket.userId]);
    } else if (ticket.kind === 'emailConfirmChange') {
      const moved = await db.query<{ id: string }>(
        `UPDATE auth.users u SET email = u.new_email, new_email = NULL, email_verified = true
         WHERE u.id = $1::uuid AND u.new_email IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM auth.users o WHERE o.email = u.new_email)
         RETURNING u.id`,
        [ticket.userId],
      );
      if (moved.rows.length === 0) return fail('email-already-in-use');
    }
    const user = await userById(db, ticket.userId);
    if (!user) return fail('invalid-ticket');
    if (user.disabled) return fail('disabled-user');
    const issued = await service.refreshTokens.issue(user.id);
    const url = new URL(target);
    url.searchParams.set('refreshToken', issued.refreshToken);
    url.searchParams.set('type', ticket.kind);
    return reply.redirect(url.toString(), 302);
  });

  app.post('/user/password/reset', limits.check('bruteForce'), async (request, reply) => {
    const body = bodyOf(request);
    const email = stringField(body, 'email');
    const urls = service.urls(request);
    const redirectTo = service.redirectTo(optionsOf(body).redirectTo, urls);
    const user = await userByEmail(db, email);
    // The same "OK" for an unknown e-mail: the answer does not tell who has an account.
    if (user && !user.disabled) await service.sendTicket(urls, user, 'passwordReset', redirectTo);
    return ok(reply);
  });

  app.post('/user/email/send-verification-email', limits.check('bruteForce'), async (request, reply) => {
    const body = bodyOf(request);
    const email = stringField(body, 'email');
    const urls = service.urls(request);
    const redirectTo = service.redirectTo(optionsOf(body).redirectTo, urls);
    const user = await userByEmail(db, email);
    if (user?.emailVerified) throw new AuthError('email-already-verified');
    if (user) await service.sendTicket(urls, user, 'verifyEmail', redirectTo);
    return ok(reply);
  });

  app.post('/user/password', limits.check('global'), async (request, reply) => {
    const body = bodyOf(request);
    const password = newPassword(stringField(body, 'newPassword'));
    let userId: string;
    let keep: string | null = null;
    if (request.headers.authorization) {
      const caller = await service.caller(request);
      if ((await userById(db, caller.userId))?.isAnonymous !== false) throw new AuthError('forbidden-anonymous');
      // ASVS 2.1.6 asks for the current password; nhost-js cannot send it, so the session must be a fresh sign-in.
      if (!(await signedInRecently(db, caller, config.passwordChangeSignInMaxAge))) {
        throw new AuthError('elevated-claim-required', 'Sign in again to change the password: it needs a sign-in in the last few minutes');
      }
      userId = caller.userId;
      keep = caller.sessionId;
    } else {
      const ticket = typeof body.ticket === 'string' && body.ticket.startsWith('passwordReset:') ? await consumeTicket(db, body.ticket) : null;
      if (!ticket) throw new AuthError(typeof body.ticket === 'string' ? 'invalid-ticket' : 'invalid-request');
      userId = ticket.userId;
    }
    await db.query('UPDATE auth.users SET password_hash = $2::text WHERE id = $1::uuid', [userId, await service.passwords.hash(password)]);
    // A new password ends every other session of the user: whoever knew the old one is signed out.
    await service.refreshTokens.revokeUser(userId, keep ?? undefined);
    return ok(reply);
  });
}
