/**
 * TOTP multi-factor authentication (contract §3.1, §3.4, §5.6): enrolment (`GET /mfa/totp/generate`), turning it
 * on and off (`POST /user/mfa`), and the second step of a sign-in (`POST /signin/mfa/totp`) with the
 * `mfaTotp:<uuid>` ticket the first step returned, where a recovery code may stand in for the app's code; and ours,
 * the recovery codes (`/mfa/recovery-codes`, recoveryCodes.ts). All of it answers `disabled-endpoint` unless
 * `AUTH_MFA_ENABLED`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isTotpCode } from '../../common/recoveryCode.ts';
import { bodyOf, ok, stringField } from './authHttp.ts';
import { AuthError } from './authErrors.ts';
import type { AuthService } from './authService.ts';
import type { RouteLimits } from './rateLimits.ts';
import { deleteRecoveryCodes, remainingRecoveryCodes, replaceRecoveryCodes, spendRecoveryCode } from './recoveryCodes.ts';
import { consumeTicket, createTicket, peekTicket } from './tickets.ts';
import { enrolmentImage, newTotpSecret, verifyTotp } from './totp.ts';
import { userById, type UserRecord } from './users.ts';

/** Wrong codes a sign-in's MFA ticket survives: the fifth spends it (ours; hasura-auth counts none). */
export const MFA_TICKET_TRIES = 5;

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
    // While TOTP is on, a new secret would let whoever holds an access token (and not the phone) enrol their own app
    // and then turn TOTP off with its codes: the secret changes only while TOTP is off.
    if (user.activeMfaType === 'totp') throw new AuthError('totp-already-active');
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
    // Turning it off also takes a recovery code (ours): whoever lost the phone signs in with one, then turns TOTP off
    // and enrols the new phone. Turning it on needs the new app's code.
    const byRecoveryCode = !activate && !isTotpCode(code);
    if (!byRecoveryCode && !verifyTotp(secret, code.replace(/\s/g, ''))) throw new AuthError('invalid-totp');
    await db.transaction(async (tx) => {
      if (byRecoveryCode && !(await spendRecoveryCode(tx, user.id, code))) throw new AuthError('invalid-totp');
      await tx.query('UPDATE auth.users SET active_mfa_type = $2::text WHERE id = $1::uuid', [user.id, activate ? 'totp' : null]);
      // Codes for a second factor that is off would open nothing; a new enrolment makes a new set.
      if (!activate) await deleteRecoveryCodes(tx, user.id);
    });
    return ok(reply);
  });

  /**
   * A new set of recovery codes, replacing the old one, shown this once: `{recoveryCodes: ["XXXXX-XXXXX", …]}`.
   *
   * It asks for a current code from the app (`{code}`), not for a recent sign-in: a sign-in may have been made with a
   * recovery code, and a new set then would turn one stolen code into lasting access (and void the owner's codes).
   * Only whoever holds the app can remake the set. The portal asks for it right after turning TOTP on by sending the
   * code that turned it on, still valid for the same 30-second step or the next.
   */
  app.post('/mfa/recovery-codes', limits.check('global'), async (request) => {
    enabled();
    const user = await signedIn(request);
    const code = stringField(bodyOf(request), 'code').replace(/\s/g, '');
    if (user.activeMfaType !== 'totp') throw new AuthError('disabled-mfa-totp');
    const secret = await secretOf(user.id);
    if (secret === null) throw new AuthError('no-totp-secret');
    if (!verifyTotp(secret, code)) throw new AuthError('invalid-totp');
    return { recoveryCodes: await replaceRecoveryCodes(db, user.id) };
  });

  /** How many recovery codes the signed-in user has left unspent: `{remaining}` (0 with TOTP off). */
  app.get('/mfa/recovery-codes', limits.check('global'), async (request) => {
    enabled();
    const user = await signedIn(request);
    return { remaining: await remainingRecoveryCodes(db, user.id) };
  });

  /**
   * A wrong code at sign-in's second step: `invalid-totp`, and after {@link MFA_TICKET_TRIES} of them the ticket is
   * spent, so the next try needs the password again. The rate limit alone (per address) would leave a stolen password
   * with hundreds of guesses at six digits per ticket; this leaves five.
   */
  const wrongTries = new Map<string, number>();
  const wrongCode = async (ticket: string): Promise<never> => {
    const tries = (wrongTries.get(ticket) ?? 0) + 1;
    if (tries >= MFA_TICKET_TRIES) {
      wrongTries.delete(ticket);
      await consumeTicket(db, ticket);
    } else {
      // Tickets live 5 minutes: a bounded map of the few under way, its oldest forgotten first.
      if (wrongTries.size >= 10_000) wrongTries.delete(wrongTries.keys().next().value ?? '');
      wrongTries.set(ticket, tries);
    }
    throw new AuthError('invalid-totp');
  };

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
    if (isTotpCode(otp)) {
      if (!verifyTotp(secret, otp.replace(/\s/g, ''))) await wrongCode(ticketText);
      // Spent once: two requests with the same right code cannot both open a session.
      if ((await consumeTicket(db, ticketText))?.userId !== user.id) throw new AuthError('invalid-ticket');
    } else {
      // A recovery code: refused as a wrong app code is (the same answer, under the same rate limit), and spent with
      // the ticket in one transaction, so a race spends it once and a ticket lost to a race gives the code back.
      const spent = await db.transaction(async (tx) => {
        if (!(await spendRecoveryCode(tx, user.id, otp))) return false;
        if ((await consumeTicket(tx, ticketText))?.userId !== user.id) throw new AuthError('invalid-ticket');
        return true;
      });
      if (!spent) await wrongCode(ticketText);
    }
    service.admit(user);
    return { session: await service.session(user), mfa: null };
  });
}
