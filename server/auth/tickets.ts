/**
 * One-time tickets in `auth.users.ticket` (contract §3.5): `<kind>:<uuid>`, one per user (a new one replaces the
 * old), with an expiry. Consuming is one UPDATE, so a ticket works once even when two requests race for it.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/driver.ts';

export type TicketKind = 'verifyEmail' | 'passwordReset' | 'emailConfirmChange' | 'passwordlessEmail' | 'mfaTotp';

const KINDS: ReadonlySet<string> = new Set<TicketKind>(['verifyEmail', 'passwordReset', 'emailConfirmChange', 'passwordlessEmail', 'mfaTotp']);

export async function createTicket(db: Queryable, userId: string, kind: TicketKind, ttlSeconds: number): Promise<string> {
  const ticket = `${kind}:${randomUUID()}`;
  await db.query(
    `UPDATE auth.users SET ticket = $2::text, ticket_expires_at = now() + make_interval(secs => $3::int) WHERE id = $1::uuid`,
    [userId, ticket, ttlSeconds],
  );
  return ticket;
}

/** The user the ticket belongs to, if it is known and unexpired; the ticket is gone afterwards either way. */
/** The user a ticket belongs to while it is valid, leaving it in place (a wrong TOTP code may be typed again). */
export async function peekTicket(db: Queryable, ticket: string): Promise<{ userId: string; kind: TicketKind } | null> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM auth.users WHERE ticket = $1::text AND ticket_expires_at > now()',
    [ticket],
  );
  const row = rows.at(0);
  const kind = ticket.split(':', 1)[0];
  if (!row || !KINDS.has(kind)) return null;
  return { userId: row.id, kind: kind as TicketKind };
}

export async function consumeTicket(db: Queryable, ticket: string): Promise<{ userId: string; kind: TicketKind } | null> {
  const { rows } = await db.query<{ id: string; valid: boolean }>(
    `UPDATE auth.users u SET ticket = NULL, ticket_expires_at = now()
     FROM (SELECT id, ticket_expires_at > now() AS valid FROM auth.users WHERE ticket = $1::text FOR UPDATE) t
     WHERE u.id = t.id RETURNING u.id, t.valid`,
    [ticket],
  );
  const row = rows.at(0);
  const kind = ticket.split(':', 1)[0];
  if (!row?.valid || !KINDS.has(kind)) return null;
  return { userId: row.id, kind: kind as TicketKind };
}
