/**
 * The hasura-auth HTTP API under `/v1/auth` (contract §3), as `@nhost/nhost-js` 3.x calls it: e-mail and password
 * sign-in, `/token` (rotation), `/signout` (one session or all), `GET /user`, `/healthz`, `/version`. Successes are
 * the JSON the client expects ("OK" as a JSON string where there is nothing to return); failures are
 * `{status, message, error}` with the HTTP status repeated in the body.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRecord } from '../../common/isRecord.ts';
import type { Db } from '../db/driver.ts';
import type { JwtSecretConfig } from '../engine/permissions/jwtSecret.ts';
import type { AccessTokenSigner } from './accessToken.ts';
import type { AuthConfig } from './authConfig.ts';
import { AuthError } from './authErrors.ts';
import { Passwords } from './passwords.ts';
import { RefreshTokens } from './refreshTokens.ts';
import { userByEmail, userById, userJson, type UserRecord } from './users.ts';

export interface AuthRoutesOptions {
  db: Db;
  config: AuthConfig;
  signer: AccessTokenSigner;
  /** The engine's JWT configuration: Bearer tokens are checked exactly as `/v1/graphql` checks them. */
  jwt: JwtSecretConfig;
  version: string;
}

export const AUTH_PREFIX = '/v1/auth';

type Body = Record<string, unknown>;

/** hasura-auth's empty success: the JSON string "OK", quotes included (contract §1.3). */
const ok = (reply: FastifyReply) => reply.type('application/json; charset=utf-8').send('"OK"');

const bodyOf = (request: FastifyRequest): Body => (isRecord(request.body) ? request.body : {});

function stringField(body: Body, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '') throw new AuthError('invalid-request');
  return value;
}

export function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): void {
  const { db, config, signer } = options;
  const passwords = new Passwords();
  const refreshTokens = new RefreshTokens(db, config.refreshTokenExpiresIn, config.refreshTokenReuseGrace);

  const session = async (user: UserRecord) => {
    const [accessToken, issued] = await Promise.all([signer.sign(user), refreshTokens.issue(user.id)]);
    return { accessToken, accessTokenExpiresIn: signer.expiresIn, ...issued, user: userJson(user, true) };
  };

  /** The checks every way into a session makes, after the credentials are known to be right. */
  const admit = (user: UserRecord): void => {
    if (user.disabled) throw new AuthError('disabled-user');
    if (config.emailVerifiedRequired && user.email !== null && !user.isAnonymous && !user.emailVerified) {
      throw new AuthError('unverified-user');
    }
  };

  const bearerUser = async (request: FastifyRequest): Promise<string> => {
    const header = request.headers.authorization;
    const token = typeof header === 'string' && /^Bearer /i.test(header) ? header.slice(7).trim() : '';
    if (!token) throw new AuthError('unauthenticated-user');
    try {
      const payload = await options.jwt.verify(token);
      if (typeof payload.sub !== 'string') throw new Error('no subject');
      return payload.sub;
    } catch {
      throw new AuthError('unauthenticated-user');
    }
  };

  void app.register((scope, _opts, done) => {
    scope.setErrorHandler((error, _request, reply: FastifyReply) => {
      if (error instanceof AuthError) return reply.code(error.status).send(error.body);
      // Malformed JSON and the like: the framework's validation errors become the contract's invalid-request.
      if ((error as { statusCode?: number }).statusCode === 400) {
        const invalid = new AuthError('invalid-request');
        return reply.code(400).send(invalid.body);
      }
      scope.log.error(error);
      const internal = new AuthError('internal-server-error');
      return reply.code(500).send(internal.body);
    });

    scope.post('/signin/email-password', async (request) => {
      const body = bodyOf(request);
      const email = stringField(body, 'email');
      const password = stringField(body, 'password');
      const user = await userByEmail(db, email);
      // The password is checked even for an unknown e-mail, so both answers take as long.
      const matches = await passwords.verify(password, user?.passwordHash ?? null);
      if (!user || !matches) throw new AuthError('invalid-email-password');
      admit(user);
      await db.query('UPDATE auth.users SET last_seen = now() WHERE id = $1::uuid', [user.id]);
      return { session: await session(user), mfa: null };
    });

    scope.post('/token', async (request) => {
      const refreshToken = stringField(bodyOf(request), 'refreshToken');
      const result = await refreshTokens.rotate(refreshToken);
      if (result.kind !== 'rotated') throw new AuthError('invalid-refresh-token');
      const user = await userById(db, result.userId);
      if (!user) throw new AuthError('invalid-refresh-token');
      admit(user);
      const accessToken = await signer.sign(user);
      return { accessToken, accessTokenExpiresIn: signer.expiresIn, ...result.token, user: userJson(user, true) };
    });

    scope.post('/signout', async (request, reply) => {
      const body = bodyOf(request);
      const refreshToken = stringField(body, 'refreshToken');
      if (body.all === true) await refreshTokens.revokeUser(await bearerUser(request));
      else await refreshTokens.revokeFamily(refreshToken);
      return ok(reply);
    });

    scope.get('/user', async (request) => {
      const user = await userById(db, await bearerUser(request));
      if (!user) throw new AuthError('unauthenticated-user');
      return userJson(user, false);
    });

    scope.get('/healthz', (_request, reply) => ok(reply));
    scope.get('/version', () => ({ version: options.version }));
    done();
  }, { prefix: AUTH_PREFIX });
}
