/**
 * The weekly alert digest's worker: once a week (the week starting on Monday, UTC) each member of an organization
 * with open alerts is e-mailed the list, in their language, through the auth service's mailer (the local mailbox, or
 * SMTP when configured). Only people who use the portal get it (they signed in at least once): the demo seed's
 * colleagues have real-looking addresses that must never be written to.
 *
 * Note [Claiming a digest]
 * As invite e-mails are (server/invites/inviteMailer.ts), a digest is claimed before it is sent: one statement inserts
 * (user, week) into portfolio_jobs.alert_digest_sent, whose key refuses a second claim by this process or another,
 * and the e-mail goes out after the claim commits. A send that fails deletes the claim for a later sweep.
 *
 * Called from http/buildApp.ts beside the invite mailer.
 */
import type { FastifyInstance } from 'fastify';
import type { MailSender } from '../auth/mail/mailbox.ts';
import type { Db } from '../db/driver.ts';
import { renderAlertDigest, type DigestAlert } from './alertDigestMail.ts';
import { errorMessage } from '../../common/errorMessage.ts';

export interface AlertDigestMailerOptions {
  db: Db;
  mail: MailSender;
  /** `AUTH_CLIENT_URL`: the portal's address, for the links. */
  clientUrl: string;
  /** The pause between sweeps, in ms. @default one hour */
  sweepMs?: number;
  /** Digests claimed per statement. @default 20 */
  batchSize?: number;
  warn?: (message: string) => void;
}

// See Note [Claiming a digest].
const CLAIM = `
WITH week AS (SELECT date_trunc('week', now() AT TIME ZONE 'UTC')::date AS monday),
due AS (
  SELECT u.id FROM auth.users u
  WHERE u.email IS NOT NULL AND NOT u.disabled AND u.last_seen IS NOT NULL
    AND EXISTS (SELECT 1 FROM portfolio.organization_user ou JOIN portfolio.alert a ON a.organization_id = ou.organization_id
                WHERE ou.user_id = u.id AND a.resolved_at IS NULL)
    AND NOT EXISTS (SELECT 1 FROM portfolio_jobs.alert_digest_sent s, week WHERE s.user_id = u.id AND s.week = week.monday)
  ORDER BY u.id
  LIMIT $1
), claimed AS (
  INSERT INTO portfolio_jobs.alert_digest_sent (user_id, week, alerts)
  SELECT due.id, week.monday, 0 FROM due, week
  ON CONFLICT (user_id, week) DO NOTHING
  RETURNING user_id, week)
SELECT c.user_id, c.week::text AS week, u.email::text AS email, u.locale, u.display_name
FROM claimed c JOIN auth.users u ON u.id = c.user_id`;

const ALERTS = `
SELECT a.kind, a.figures, a.severity, a.status, a.en_title, a.pt_br_title, a.en_message, a.pt_br_message,
       o.name AS organization_name, c.id AS company_id, c.name AS company_name, k.en_name AS metric_en, k.pt_br_name AS metric_pt
FROM portfolio.alert a
JOIN portfolio.organization_user ou ON ou.organization_id = a.organization_id AND ou.user_id = $1
JOIN portfolio.organization o ON o.id = a.organization_id
LEFT JOIN portfolio.company c ON c.id = a.company_id
LEFT JOIN portfolio.alert_rule r ON r.id = a.rule_id
LEFT JOIN accounting.indicator_kind k ON k.value = r.metric_kind
WHERE a.resolved_at IS NULL
ORDER BY o.name, CASE a.severity WHEN 'critical' THEN 0 WHEN 'warning' THEN 1 ELSE 2 END, a.created_at DESC, a.id`;

const RECORD = 'UPDATE portfolio_jobs.alert_digest_sent SET alerts = $3, sent_at = now() WHERE user_id = $1 AND week = $2::date';
const RELEASE = 'DELETE FROM portfolio_jobs.alert_digest_sent WHERE user_id = $1 AND week = $2::date';

type ClaimRow = { user_id: string; week: string; email: string; locale: string; display_name: string };
type AlertRow = {
  kind: string | null; figures: Record<string, unknown>; severity: string; status: string;
  en_title: string | null; pt_br_title: string | null; en_message: string; pt_br_message: string;
  organization_name: string; company_id: string | null; company_name: string | null; metric_en: string | null; metric_pt: string | null;
}

const toAlert = (row: AlertRow): DigestAlert => ({
  kind: row.kind, figures: row.figures, severity: row.severity, status: row.status,
  enTitle: row.en_title, ptBrTitle: row.pt_br_title, enMessage: row.en_message, ptBrMessage: row.pt_br_message,
  organizationName: row.organization_name, companyId: row.company_id, companyName: row.company_name,
  metricEn: row.metric_en, metricPt: row.metric_pt,
});

export class AlertDigestMailer {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(private readonly options: AlertDigestMailerOptions) {}

  start(): void {
    this.timer = setInterval(() => { void this.sweep(); }, this.options.sweepMs ?? 3_600_000);
    void this.sweep();
  }

  /** Sends every digest due this week; returns how many went out. Failures are reported, never thrown. */
  sweep(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    this.running ??= this.sendDue().finally(() => { this.running = null; });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async sendDue(): Promise<number> {
    const { db, mail, clientUrl } = this.options;
    const batch = this.options.batchSize ?? 20;
    let sent = 0;
    try {
      for (;;) {
        const { rows } = await db.query<ClaimRow>(CLAIM, [batch]);
        for (const row of rows) {
          const alerts = (await db.query<AlertRow>(ALERTS, [row.user_id])).rows.map(toAlert);
          try {
            await mail.send(row.email, renderAlertDigest({ displayName: row.display_name || row.email, locale: row.locale }, alerts, clientUrl));
          } catch (error) {
            await db.query(RELEASE, [row.user_id, row.week]);
            this.warn(`alert digest: sending to user ${row.user_id} failed (${errorMessage(error)})`);
            return sent;
          }
          await db.query(RECORD, [row.user_id, row.week, alerts.length]);
          sent += 1;
        }
        if (rows.length < batch || this.stopped) return sent;
      }
    } catch (error) {
      this.warn(`alert digest: ${errorMessage(error)}`);
      return sent;
    }
  }

  private warn(message: string): void {
    (this.options.warn ?? console.warn)(message);
  }
}

/** Runs the digest mailer for the app's lifetime. */
export function attachAlertDigestMailer(app: FastifyInstance, options: AlertDigestMailerOptions): AlertDigestMailer {
  const mailer = new AlertDigestMailer({ warn: (message) => { app.log.warn(message); }, ...options });
  app.addHook('onReady', () => { mailer.start(); return Promise.resolve(); });
  app.addHook('onClose', async () => { await mailer.stop(); });
  return mailer;
}
