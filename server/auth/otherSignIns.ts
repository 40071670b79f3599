/**
 * Sign-in methods besides e-mail and password (contract §3.1, §3.4): personal access tokens, anonymous users and
 * their deanonymization, and the answer of the methods this server does not offer (`disabled-endpoint`, as
 * hasura-auth answers for a method switched off, which is their default).
 */
import type { FastifyInstance } from 'fastify';
import { isRecord } from '../../common/isRecord.ts';
import { bodyOf, ok, stringField } from './authHttp.ts';
import { AuthError } from './authErrors.ts';
import { gravatarUrl, type AuthService } from './authService.ts';
import type { RouteLimits } from './rateLimits.ts';
import { userById } from './users.ts';

/** Off in hasura-auth by default and not offered here yet: e-mail OTP, ID tokens. */
const DISABLED: readonly [method: 'get' | 'post', path: string][] = [
  ['post', '/signin/otp/email'], ['post', '/signin/otp/email/verify'], ['post', '/signin/idtoken'],
];

export function otherSignIns(app: FastifyInstance, service: AuthService, limits: RouteLimits): void {
  const { db, config } = service;

  app.post('/pat', limits.check('global'), async (request) => {
    const caller = await service.caller(request);
    if ((await userById(db, caller.userId))?.isAnonymous !== false) throw new AuthError('forbidden-anonymous');
    const body = bodyOf(request);
    const expiresAt = typeof body.expiresAt === 'string' ? new Date(body.expiresAt) : null;
    if (!expiresAt || Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= Date.now()) throw new AuthError('invalid-request');
    return service.refreshTokens.issuePat(caller.userId, expiresAt, isRecord(body.metadata) ? body.metadata : {});
  });

  app.post('/signin/pat', limits.check('global'), async (request) => {
    const userId = await service.refreshTokens.patUser(stringField(bodyOf(request), 'personalAccessToken'));
    const user = userId === null ? null : await userById(db, userId);
    if (!user) throw new AuthError('invalid-pat');
    service.admit(user);
    return { session: await service.session(user), mfa: null };
  });

  app.post('/signin/anonymous', limits.check('signups'), async (request) => {
    if (!config.anonymousUsersEnabled) throw new AuthError('disabled-endpoint');
    if (config.signupDisabled) throw new AuthError('signup-disabled');
    const body = bodyOf(request);
    const locale = typeof body.locale === 'string' && config.allowedLocales.includes(body.locale) ? body.locale : config.localeDefault;
    const displayName = typeof body.displayName === 'string' && body.displayName.trim() ? body.displayName.trim() : 'Anonymous User';
    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO auth.users (locale, display_name, avatar_url, default_role, is_anonymous, metadata)
         VALUES ($1::text, $2::text, '', 'anonymous', true, $3::jsonb) RETURNING id`,
        [locale, displayName, JSON.stringify(isRecord(body.metadata) ? body.metadata : {})],
      );
      const created = rows[0];
      await tx.query(`INSERT INTO auth.user_roles (user_id, role) VALUES ($1::uuid, 'anonymous')`, [created.id]);
      return created.id;
    });
    const user = await userById(db, id);
    if (!user) throw new Error('the new user is gone');
    return { session: await service.session(user), mfa: null };
  });

  app.post('/user/deanonymize', limits.check('signups'), async (request, reply) => {
    const caller = await service.caller(request);
    const user = await userById(db, caller.userId);
    if (!user) throw new AuthError('unauthenticated-user');
    if (!user.isAnonymous) throw new AuthError('user-not-anonymous');
    const body = bodyOf(request);
    // By e-mail and password, or (when magic links are on) by e-mail alone; `connection` is deprecated and ignored.
    const passwordless = body.signInMethod === 'passwordless';
    if (!passwordless && body.signInMethod !== 'email-password') throw new AuthError('invalid-request');
    if (passwordless && !config.passwordlessEmailEnabled) throw new AuthError('disabled-endpoint');
    const email = stringField(body, 'email').trim().toLowerCase();
    const password = passwordless ? null : stringField(body, 'password');
    if (password !== null && password.length < config.passwordMinLength) throw new AuthError('password-too-short');
    const urls = service.urls(request);
    const { redirectTo, allowedRoles, defaultRole } = service.newUserOptions(email, isRecord(body.options) ? body.options : {}, urls);
    const hash = password === null ? null : await service.passwords.hash(password);
    await db.transaction(async (tx) => {
      const taken = await tx.query('SELECT 1 FROM auth.users WHERE email = $1::text', [email]);
      if (taken.rows.length > 0) throw new AuthError('email-already-in-use');
      await tx.query(
        `UPDATE auth.users SET email = $2::text, password_hash = $3::text, is_anonymous = false, default_role = $4::text,
           avatar_url = $5::text, display_name = CASE WHEN display_name = 'Anonymous User' THEN $2::text ELSE display_name END
         WHERE id = $1::uuid`,
        [user.id, email, hash, defaultRole, gravatarUrl(email)],
      );
      await tx.query('DELETE FROM auth.user_roles WHERE user_id = $1::uuid', [user.id]);
      for (const role of new Set([...allowedRoles, defaultRole])) {
        await tx.query('INSERT INTO auth.user_roles (user_id, role) VALUES ($1::uuid, $2::text)', [user.id, role]);
      }
    });
    const updated = await userById(db, user.id);
    if (updated && (passwordless || config.emailVerifiedRequired)) {
      // As hasura-auth: the anonymous session ends, and the user comes back through the e-mailed link.
      await service.refreshTokens.revokeUser(user.id);
      await service.sendTicket(urls, updated, passwordless ? 'passwordlessEmail' : 'verifyEmail', redirectTo);
    }
    return ok(reply);
  });

  for (const [method, path] of DISABLED) {
    app[method](path, () => { throw new AuthError('disabled-endpoint'); });
  }
}
