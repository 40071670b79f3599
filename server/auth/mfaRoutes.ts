/**
 * TOTP multi-factor authentication (contract §3.1, §3.4, §5.6): enrolment (`GET /mfa/totp/generate`), turning it
 * on and off (`POST /user/mfa`), and the second step of a sign-in (`POST /signin/mfa/totp`) with the
 * `mfaTotp:<uuid>` ticket the first step returned. All of it answers `disabled-endpoint` unless `AUTH_MFA_ENABLED`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyOf, ok, stringField } from './authHttp.ts';
import { AuthError } from './authErrors.ts';
import type { AuthService } from './authService.ts';
import type { RouteLimits } from './rateLimits.ts';
import { consumeTicket, createTicket, peekTicket } from './tickets.ts';
import { enrolmentImage, newTotpSecret, verifyTotp } from './totp.ts';
import { userById, type UserRecord } from './users.ts';

/** hasura-auth's MFA ticket lifetime. */
export const MFA_TICKET_SECONDS = 300;

/** The first step of a sign-in for a user with TOTP on: a ticket instead of a session. */
export async function mfaChallenge(service: AuthService, user: UserRecord): Promise<{ ticket: string }> {
  return { ticket: await createTicket(service.db, user.id, 'mfaTotp', MFA_TICKET_SECONDS) };
}

export function mfaRoutes(app: FastifyInstance, service: AuthService, limits: RouteLimits): void {
  const { db, config } = service;

  const enabled = () => {
    if (!config.mfaEnabled) throw new AuthError('disabled-endpoint');
  };
  const secretOf = async (userId: string): Promise<string | null> => {
    const { rows } = await db.query<{ totp_secret: string | null }>('SELECT totp_secret FROM auth.users WHERE id = $1::uuid', [userId]);
    return rows.at(0)?.totp_secret ?? null;
  };
  const signedIn = async (request: FastifyRequest): Promise<UserRecord> => {
    const user = await userById(db, (await service.caller(request)).userId);
    if (!user) throw new AuthError('unauthenticated-user');
    return user;
  };

  app.get('/mfa/totp/generate', limits.check('global'), async (request) => {
    enabled();
    const user = await signedIn(request);
    const totpSecret = newTotpSecret();
    await db.query('UPDATE auth.users SET totp_secret = $2::text WHERE id = $1::uuid', [user.id, totpSecret]);
    return { imageUrl: await enrolmentImage(totpSecret, user.email ?? user.displayName, config.mfaTotpIssuer), totpSecret };
  });

  app.post('/user/mfa', limits.check('global'), async (request, reply) => {
    enabled();
    const user = await signedIn(request);
    const body = bodyOf(request);
    const code = stringField(body, 'code');
    const activate = body.activeMfaType === 'totp';
    if (activate && user.activeMfaType === 'totp') throw new AuthError('totp-already-active');
    if (!activate && user.activeMfaType !== 'totp') throw new AuthError('disabled-mfa-totp');
    const secret = await secretOf(user.id);
    if (secret === null) throw new AuthError('no-totp-secret');
    if (!verifyTotp(secret, code)) throw new AuthError('invalid-totp');
    await db.query('UPDATE auth.users SET active_mfa_type = $2::text WHERE id = $1::uuid', [user.id, activate ? 'totp' : null]);
    return ok(reply);
  });

  app.post('/signin/mfa/totp', limits.check('global'), async (request) => {
    enabled();
    const body = bodyOf(request);
    const otp = stringField(body, 'otp');
    const ticketText = stringField(body, 'ticket');
    // A mistyped code leaves the ticket for another try (the rate limit bounds the tries); the right one spends it.
    const ticket = await peekTicket(db, ticketText);
    if (!ticket || ticket.kind !== 'mfaTotp') throw new AuthError('invalid-ticket');
    const user = await userById(db, ticket.userId);
    if (!user) throw new AuthError('invalid-ticket');
    if (user.activeMfaType !== 'totp') throw new AuthError('disabled-mfa-totp');
    const secret = await secretOf(user.id);
    if (secret === null) throw new AuthError('no-totp-secret');
    if (!verifyTotp(secret, otp)) throw new AuthError('invalid-totp');
    // Spent once: two requests with the same right code cannot both open a session.
    if ((await consumeTicket(db, ticketText))?.userId !== user.id) throw new AuthError('invalid-ticket');
    service.admit(user);
    return { session: await service.session(user), mfa: null };
  });
}
