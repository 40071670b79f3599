/**
 * The hasura-auth HTTP API under `/v1/auth` (contract §3), as `@nhost/nhost-js` 3.x calls it: e-mail and password
 * sign-in, `/token` (rotation), `/signout` (one session or all), `GET /user`, `/healthz`, `/version`, and the
 * account routes of `accountRoutes.ts`. Successes are the JSON the client expects ("OK" as a JSON string where there
 * is nothing to return); failures are `{status, message, error}` with the HTTP status repeated in the body.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { accountRoutes } from './accountRoutes.ts';
import { bodyOf, ok, stringField } from './authHttp.ts';
import { AuthError } from './authErrors.ts';
import { AuthService, type AuthServiceOptions } from './authService.ts';
import { mfaChallenge, mfaRoutes } from './mfaRoutes.ts';
import { otherSignIns } from './otherSignIns.ts';
import { passkeyRoutes } from './passkeys/passkeyRoutes.ts';
import { providerRoutes } from './providers/providerRoutes.ts';
import { registerRateLimits } from './rateLimits.ts';
import { SignInThrottle } from './signInThrottle.ts';
import { smsSignIn } from './smsSignIn.ts';
import { userByEmail, userById, userJson } from './users.ts';

export const AUTH_PREFIX = '/v1/auth';

export function authRoutes(app: FastifyInstance, options: AuthServiceOptions): AuthService {
  const service = new AuthService(options);
  const signInThrottle = new SignInThrottle(options.config.rateLimit.enabled);
  const { db } = options;

  void app.register(async (scope) => {
    const limits = await registerRateLimits(scope, options.config.rateLimit);
    // The client sends some requests (`/signin/anonymous`) with a JSON content type and no body at all.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
      try {
        const body = typeof text === 'string' && text.trim() !== '' ? JSON.parse(text) as unknown : {};
        // PostgreSQL's text cannot hold U+0000: a string carrying one is refused here, not by the database as a 500.
        done(hasNul(body) ? new AuthError('invalid-request') : null, body);
      } catch {
        done(new AuthError('invalid-request'), undefined);
      }
    });
    // Sessions, tokens and user records are one person's, now: no browser or proxy may keep a copy (ASVS 8.2.1).
    scope.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });
    scope.setErrorHandler((error, _request, reply: FastifyReply) => {
      if (error instanceof AuthError) return reply.code(error.status).send(error.body);
      // Malformed JSON and the like: the framework's 400s become the contract's invalid-request.
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 400) return reply.code(400).send(new AuthError('invalid-request').body);
      // Any other refusal of the request itself (415 a content type the service does not read, 413 a body over the
      // limit …) is the client's mistake: its own 4xx, in the contract's shape, never a 500.
      if (status !== undefined && status > 400 && status < 500) {
        return reply.code(status).send({ status, message: (error as Error).message, error: 'invalid-request' });
      }
      scope.log.error(error);
      return reply.code(500).send(new AuthError('internal-server-error').body);
    });

    scope.post('/signin/email-password', limits.check('signIn'), async (request, reply) => {
      const body = bodyOf(request);
      const email = stringField(body, 'email');
      const password = stringField(body, 'password');
      const user = await userByEmail(db, email);
      // The password is checked even for an unknown e-mail, so both answers take as long; after 10 wrong ones in a row
      // the account's checks wait for slots (signInThrottle.ts, Note [Slower, never locked]).
      const attempt = await signInThrottle.attempt(
        email, signInThrottle.trustedDevice(email, request.headers.cookie),
        () => service.passwords.verify(password, user?.passwordHash ?? null), (matches) => matches && user !== null,
      );
      if (attempt.kind === 'busy') {
        void reply.header('retry-after', String(attempt.retryAfterSeconds));
        throw new AuthError('too-many-requests');
      }
      if (!user || !attempt.result) throw new AuthError('invalid-email-password');
      await service.admitSignIn(user);
      // This browser is now one the owner signed in from: its attempts skip the slow-down's line.
      void reply.header('set-cookie', signInThrottle.deviceCookie(email, request.protocol === 'https', `${AUTH_PREFIX}/signin`));
      // With TOTP on, the password is only the first step: the client comes back with a code and this ticket.
      if (service.needsTotp(user)) return { session: null, mfa: await mfaChallenge(service, user) };
      return { session: await service.session(user), mfa: null };
    });

    scope.post('/token', limits.check('refresh'), async (request) => {
      const refreshToken = stringField(bodyOf(request), 'refreshToken');
      const result = await service.refreshTokens.rotate(refreshToken);
      if (result.kind !== 'rotated') throw new AuthError('invalid-refresh-token');
      service.admit(result.user);
      return service.session(result.user, result.token);
    });

    // hasura-auth's check of an access token (`{token}`, or the Bearer header), as /v1/graphql would check it.
    scope.post('/token/verify', async (request, reply) => {
      const body = bodyOf(request);
      const header = request.headers.authorization;
      const given = typeof body.token === 'string' && body.token !== '' ? body.token : typeof header === 'string' ? header : '';
      const token = given.replace(/^Bearer\s+/i, '').trim();
      if (!token) throw new AuthError('invalid-request');
      const payload = await options.jwt.verify(token).catch(() => null);
      if (typeof payload?.sub !== 'string') throw new AuthError('unauthenticated-user');
      return ok(reply);
    });

    scope.post('/signout', async (request, reply) => {
      const body = bodyOf(request);
      const refreshToken = stringField(body, 'refreshToken');
      if (body.all === true) await service.refreshTokens.revokeUser((await service.caller(request)).userId);
      else await service.refreshTokens.revokeFamily(refreshToken);
      return ok(reply);
    });

    scope.get('/user', async (request) => {
      const user = await userById(db, (await service.caller(request)).userId);
      if (!user) throw new AuthError('unauthenticated-user');
      return userJson(user, false);
    });

    accountRoutes(scope, service, limits);
    otherSignIns(scope, service, limits);
    mfaRoutes(scope, service, limits);
    smsSignIn(scope, service, limits);
    passkeyRoutes(scope, service, limits);
    providerRoutes(scope, service, limits);

    scope.get('/healthz', (_request, reply) => ok(reply));
    scope.get('/version', () => ({ version: options.version }));
  }, { prefix: AUTH_PREFIX });
  return service;
}

/** Whether a parsed JSON value holds U+0000 in any string, key or value, at any depth. */
function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item));
  return false;
}
