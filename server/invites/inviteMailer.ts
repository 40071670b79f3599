/**
 * The invite e-mail's worker: Hasura would call a webhook from an event trigger on `portfolio.invite`; we are one
 * process, so the table is its own outbox (migration 1795132806300_invite_mail). An invite created through the
 * engine is `mail_due`; its insert NOTIFYs `portfolio_invite_mail` at commit, which wakes this worker, and a sweep
 * every few seconds (and one at start) catches whatever a lost notification or a restart left unsent.
 *
 * Note [Claiming invite mail]
 * One statement selects due invites `FOR UPDATE SKIP LOCKED` and stamps their `mailed_at`, so it is one transaction:
 * a second worker (another process on the same database, or this one's next sweep) skips rows being claimed and no
 * longer matches rows claimed before, and no invite is mailed twice. The e-mail is sent after the claim commits, so
 * no transaction stays open while SMTP answers (PGlite has a single connection, which that would hold). A send that
 * fails gives its invite back (`mailed_at` null again) for a later sweep, after a growing pause; a process that dies
 * between the claim and the send loses that one e-mail: at most once, never twice.
 *
 * Called from http/buildApp.ts, which starts it with the auth service's mailer when the app is ready and stops it
 * when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import type { MailSender } from '../auth/mail/mailbox.ts';
import type { Db } from '../db/driver.ts';
import { NotifiedSweeper } from '../db/notifiedSweeper.ts';
import { renderInviteMail, type ClaimedInvite, type InviteMailOptions } from './inviteMail.ts';
import { errorMessage } from '../../common/errorMessage.ts';

/** The channel the invite's insert trigger notifies. */
export const INVITE_MAIL_CHANNEL = 'portfolio_invite_mail';

export interface InviteMailerOptions extends InviteMailOptions {
  db: Db;
  /** The auth service's mailer: SMTP, or the local mailbox. */
  mail: MailSender;
  /** The pause between sweeps when no notification comes, in ms. @default 5000 */
  sweepMs?: number;
  /** Invites claimed per statement. @default 20 */
  batchSize?: number;
  /** Reports failures (the worker never throws). @default console.warn */
  warn?: (message: string) => void;
}

// See Note [Claiming invite mail].
const CLAIM = `
WITH claimed AS (
  UPDATE portfolio.invite SET mailed_at = now()
  WHERE id IN (
    SELECT id FROM portfolio.invite
    WHERE mail_due AND mailed_at IS NULL AND status = 'pending'
    ORDER BY created_at
    LIMIT $1
    FOR UPDATE SKIP LOCKED)
  RETURNING id, name, email, organization_name, company_name, wallet_name, inviter_name, created_at)
SELECT c.id, c.name, c.email::text AS email, c.organization_name, c.company_name, c.wallet_name, c.inviter_name,
  invitee.id IS NOT NULL AS invitee_exists, invitee.locale AS invitee_locale
FROM claimed c
LEFT JOIN auth.users invitee ON invitee.email = c.email
ORDER BY c.created_at`;

const RELEASE = `UPDATE portfolio.invite SET mailed_at = NULL WHERE id = ANY(string_to_array($1, ',')::uuid[])`;

type ClaimRow = {
  id: string;
  name: string;
  email: string;
  organization_name: string;
  company_name: string | null;
  wallet_name: string | null;
  inviter_name: string | null;
  invitee_exists: boolean;
  invitee_locale: string | null;
};

const toInvite = (row: ClaimRow): ClaimedInvite => ({
  id: row.id, name: row.name, email: row.email, organizationName: row.organization_name, companyName: row.company_name, walletName: row.wallet_name,
  inviterName: row.inviter_name, inviteeExists: row.invitee_exists, inviteeLocale: row.invitee_locale,
});

/** After the n-th failure in a row, wait 5 s × 2^(n-1), at most 5 minutes, before sending again. */
const backoffMs = (failures: number): number => Math.min(5000 * 2 ** (failures - 1), 300_000);

export class InviteMailer {
  private readonly worker: NotifiedSweeper<number>;
  private failures = 0;
  private pausedUntil = 0;

  constructor(private readonly options: InviteMailerOptions) {
    this.worker = new NotifiedSweeper({
      db: options.db, channel: INVITE_MAIL_CHANNEL, label: 'invite mail', sweepMs: options.sweepMs ?? 5000,
      sweep: () => this.sweep(), combine: (total, next) => total + next, idle: () => 0, warn: (message) => { this.warn(message); },
    });
  }

  /** Listens for new invites (where the driver can), sweeps once now, then every `sweepMs`. */
  start(): Promise<void> {
    return this.worker.start();
  }

  /**
   * Sweeps now; if a sweep is already running, once more after it (an invite may have committed after its claim).
   * Resolves with how many e-mails the sweeping sent.
   */
  wake(): Promise<number> {
    return this.worker.wake();
  }

  /** Claims and sends every due invite e-mail; returns how many went out. Failures are reported, never thrown. */
  async sweep(): Promise<number> {
    if (Date.now() < this.pausedUntil) return 0;
    const { db, mail } = this.options;
    let sent = 0;
    try {
      for (;;) {
        const { rows } = await db.query<ClaimRow>(CLAIM, [this.options.batchSize ?? 20]);
        const invites = rows.map(toInvite);
        for (const [index, invite] of invites.entries()) {
          try {
            await mail.send(invite.email, renderInviteMail(invite, this.options));
          } catch (error) {
            // Give this invite and the rest of the batch back; the next sweep after the pause tries again.
            await db.query(RELEASE, [invites.slice(index).map((unsent) => unsent.id).join(',')]);
            this.failures += 1;
            this.pausedUntil = Date.now() + backoffMs(this.failures);
            this.warn(`invite mail: sending invite ${invite.id} failed (${errorMessage(error)}); retrying in ${String(backoffMs(this.failures))} ms`);
            return sent;
          }
          sent += 1;
          this.failures = 0;
        }
        if (rows.length < (this.options.batchSize ?? 20) || this.worker.stopped) return sent;
      }
    } catch (error) {
      this.warn(`invite mail: ${errorMessage(error)}`);
      return sent;
    }
  }

  /** Stops listening and sweeping, after the sweep under way (if any) ends. */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  private warn(message: string): void {
    (this.options.warn ?? console.warn)(message);
  }
}

/** Runs an invite mailer for the app's lifetime: from `ready` (listen or inject) to `close`. */
export function attachInviteMailer(app: FastifyInstance, options: InviteMailerOptions): InviteMailer {
  const mailer = new InviteMailer({ warn: (message) => { app.log.warn(message); }, ...options });
  app.addHook('onReady', async () => { await mailer.start(); });
  app.addHook('onClose', async () => { await mailer.stop(); });
  return mailer;
}
