/**
 * The KPI requests' mail worker. Hasura would run these from event and cron triggers; we are one process, so the
 * tables are their own outbox, as for invites (invites/inviteMailer.ts). A change it acts on (a response inserted or
 * moved, a request's dates changed) NOTIFYs `portfolio_kpi_mail` at commit and wakes it; a sweep every `sweepMs` (and
 * one at start) catches the rest, including what only the calendar makes due. One sweep runs four jobs:
 *
 * 1. Requests: a `scheduled` response whose request is not cancelled, whose send day has come and whose company has a
 *    reporting contact is mailed to every contact, each in their language with a link of their own, then moves to
 *    `sent` (the database then creates a recurring request's next occurrence: Note [The next occurrence] in the
 *    migration).
 * 2. Reminders: at each of the request's `reminder_days` offsets from its due date that falls after the day the
 *    request was mailed, while the response is not submitted or approved and the request not cancelled. Offsets missed
 *    while the server was down go out as one reminder.
 * 3. A returned response: its contacts get the investor's comment and their link.
 * 4. A submitted response: the request's creator is told.
 *
 * "Today" is the day in São Paulo (the portal's companies are Brazilian), from an injectable clock.
 *
 * Note [Claiming KPI mail]
 * Each job claims in one statement, so a second worker (another process on the same database, or the next sweep)
 * never claims the same thing: a scheduled response by stamping `mailed_at` (FOR UPDATE SKIP LOCKED), a reminder by
 * inserting its (response, offset) into `kpi_reminder` (its key: ON CONFLICT DO NOTHING), a return or submission by
 * stamping its event's `mailed_at` (FOR UPDATE SKIP LOCKED). E-mail is sent after the claim commits. A send that fails
 * before anything of an item went out gives the item back for a later sweep, after a growing pause; one that fails
 * after some of an item's contacts were mailed keeps it (they would get it twice): at most once, never twice.
 */
import type { FastifyInstance } from 'fastify';
import type { MailSender } from '../auth/mail/mailbox.ts';
import type { RenderedMail } from '../auth/mail/templates.ts';
import type { Db } from '../db/driver.ts';
import { NotifiedSweeper } from '../db/notifiedSweeper.ts';
import {
  renderReminderMail, renderRequestMail, renderReturnedMail, renderSubmittedMail, type KpiMailOptions, type MailedResponse, type Recipient,
} from './kpiMail.ts';
import { errorMessage } from '../../common/errorMessage.ts';

export const KPI_MAIL_CHANNEL = 'portfolio_kpi_mail';
const TIME_ZONE = 'America/Sao_Paulo';

export interface KpiMailerOptions extends KpiMailOptions {
  db: Db;
  /** The auth service's mailer: SMTP, or the local mailbox. */
  mail: MailSender;
  /** The clock "today" is read from. @default Date.now */
  now?: () => number;
  /** The pause between sweeps when no notification comes, in ms. @default 30000 */
  sweepMs?: number;
  /** Items claimed per statement. @default 50 */
  batchSize?: number;
  /** Reports failures (the worker never throws). @default console.warn */
  warn?: (message: string) => void;
}

/** E-mails sent by one sweep, per job. */
export interface KpiSweepCounts {
  requests: number;
  reminders: number;
  returned: number;
  submitted: number;
}

/** The day `ms` falls on in São Paulo, YYYY-MM-DD. */
export function dayIn(ms: number, timeZone = TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));
}

const ids = (rows: readonly { id: string }[]): string => rows.map((row) => row.id).join(',');

// See Note [Claiming KPI mail].
const CLAIM_REQUESTS = `
UPDATE portfolio.kpi_response s SET mailed_at = $3::timestamptz
WHERE s.id IN (
  SELECT r.id FROM portfolio.kpi_response r JOIN portfolio.kpi_request q ON q.id = r.request_id
  WHERE r.status = 'scheduled' AND r.mailed_at IS NULL AND q.cancelled_at IS NULL AND q.send_on <= $1::date
    AND EXISTS (SELECT 1 FROM portfolio.company_contact c WHERE c.company_id = r.company_id)
  ORDER BY q.send_on, r.created_at
  LIMIT $2
  FOR UPDATE OF r SKIP LOCKED)
RETURNING s.id`;
const MARK_SENT = `UPDATE portfolio.kpi_response SET status = 'sent' WHERE id = $1 AND status = 'scheduled'`;
const RELEASE_REQUESTS = `UPDATE portfolio.kpi_response SET mailed_at = NULL
  WHERE id = ANY(string_to_array($1, ',')::uuid[]) AND status = 'scheduled'`;

// Responses chosen first and all their due offsets claimed together, so one response gets one reminder per sweep.
const CLAIM_REMINDERS = `
WITH due AS (
  SELECT r.id AS response_id, (d.value::numeric)::int AS offset_days
  FROM portfolio.kpi_response r
  JOIN portfolio.kpi_request q ON q.id = r.request_id
  CROSS JOIN LATERAL jsonb_array_elements_text(q.reminder_days) AS d(value)
  WHERE r.status IN ('sent', 'opened', 'draft', 'returned') AND q.cancelled_at IS NULL AND r.mailed_at IS NOT NULL
    AND q.due_date + (d.value::numeric)::int <= $1::date
    AND q.due_date + (d.value::numeric)::int > (r.mailed_at AT TIME ZONE '${TIME_ZONE}')::date
    AND NOT EXISTS (
      SELECT 1 FROM portfolio.kpi_reminder k WHERE k.response_id = r.id AND k.offset_days = (d.value::numeric)::int)),
chosen AS (SELECT DISTINCT response_id FROM due ORDER BY response_id LIMIT $2),
claimed AS (
  INSERT INTO portfolio.kpi_reminder (response_id, offset_days)
  SELECT due.response_id, due.offset_days FROM due JOIN chosen USING (response_id)
  ON CONFLICT DO NOTHING
  RETURNING response_id),
reminded AS (
  UPDATE portfolio.kpi_response r SET reminders_sent = r.reminders_sent + 1, last_reminder_at = now()
  WHERE r.id IN (SELECT response_id FROM claimed)
  RETURNING r.id),
logged AS (INSERT INTO portfolio.kpi_response_event (response_id, kind) SELECT id, 'reminded' FROM reminded)
SELECT id FROM reminded`;

const CLAIM_EVENTS = `
UPDATE portfolio.kpi_response_event e SET mailed_at = now()
WHERE e.id IN (
  SELECT id FROM portfolio.kpi_response_event
  WHERE mailed_at IS NULL AND kind IN ('submitted', 'returned')
  ORDER BY created_at
  LIMIT $1
  FOR UPDATE SKIP LOCKED)
RETURNING e.id, e.response_id, e.kind, e.comment`;
const RELEASE_EVENTS = `UPDATE portfolio.kpi_response_event SET mailed_at = NULL WHERE id = ANY(string_to_array($1, ',')::uuid[])`;

// What the e-mails say about each response, and who they go to.
const DETAILS = `
SELECT s.id AS response_id, s.request_id, s.token_version, q.title, q.message, q.period_start::text AS period_start,
  q.period_end::text AS period_end, q.due_date::text AS due_date, c.name AS company_name, o.name AS organization_name,
  q.cancelled_at IS NOT NULL AS cancelled,
  coalesce((
    SELECT json_agg(json_build_object('name', k.name, 'email', k.email, 'locale', k.locale) ORDER BY k.created_at, k.email)
    FROM portfolio.company_contact k WHERE k.company_id = s.company_id), '[]')::text AS contacts,
  u.display_name AS creator_name, u.email::text AS creator_email, u.locale AS creator_locale
FROM portfolio.kpi_response s
JOIN portfolio.kpi_request q ON q.id = s.request_id
JOIN portfolio.company c ON c.id = s.company_id
JOIN portfolio.organization o ON o.id = s.organization_id
LEFT JOIN auth.users u ON u.id = q.created_by
WHERE s.id = ANY(string_to_array($1, ',')::uuid[])`;

type DetailRow = {
  response_id: string; request_id: string; token_version: number; title: string; message: string; period_start: string; period_end: string;
  due_date: string; company_name: string; organization_name: string; cancelled: boolean; contacts: string;
  creator_name: string | null; creator_email: string | null; creator_locale: string | null;
};

interface Details {
  response: MailedResponse;
  cancelled: boolean;
  contacts: Recipient[];
  creator: Recipient | null;
}

const toDetails = (row: DetailRow): Details => ({
  response: {
    responseId: row.response_id, requestId: row.request_id, tokenVersion: row.token_version, title: row.title, message: row.message,
    periodStart: row.period_start, periodEnd: row.period_end, dueDate: row.due_date, companyName: row.company_name,
    organizationName: row.organization_name,
  },
  cancelled: row.cancelled,
  contacts: JSON.parse(row.contacts) as Recipient[],
  creator: row.creator_email === null ? null : { name: row.creator_name ?? row.creator_email, email: row.creator_email, locale: row.creator_locale ?? 'pt' },
});

/** One e-mail to send: its address and what it says. */
type Outgoing = { to: string; mail: RenderedMail };

/** After the n-th failure in a row, wait 5 s × 2^(n-1), at most 5 minutes, before sending again. */
const backoffMs = (failures: number): number => Math.min(5000 * 2 ** (failures - 1), 300_000);

/** Sending stopped at an item: whether any of its e-mails went out. */
class SendFailure extends Error {
  constructor(readonly index: number, readonly partly: boolean, reason: unknown) {
    super(errorMessage(reason));
  }
}

const noCounts = (): KpiSweepCounts => ({ requests: 0, reminders: 0, returned: 0, submitted: 0 });
const addCounts = (total: KpiSweepCounts, next: KpiSweepCounts): KpiSweepCounts => ({
  requests: total.requests + next.requests, reminders: total.reminders + next.reminders,
  returned: total.returned + next.returned, submitted: total.submitted + next.submitted,
});

export class KpiMailer {
  private readonly worker: NotifiedSweeper<KpiSweepCounts>;
  private failures = 0;
  private pausedUntil = 0;

  constructor(private readonly options: KpiMailerOptions) {
    this.worker = new NotifiedSweeper({
      db: options.db, channel: KPI_MAIL_CHANNEL, label: 'KPI mail', sweepMs: options.sweepMs ?? 30_000,
      sweep: () => this.sweep(), combine: addCounts, idle: noCounts, warn: (message) => { this.warn(message); },
    });
  }

  /** Listens for changes (where the driver can), sweeps once now, then every `sweepMs`. */
  start(): Promise<void> {
    return this.worker.start();
  }

  /** Sweeps now; if a sweep is already running, once more after it. Resolves with what the sweeping sent. */
  wake(): Promise<KpiSweepCounts> {
    return this.worker.wake();
  }

  /** Runs the four jobs until nothing is due; failures are reported, never thrown. */
  async sweep(): Promise<KpiSweepCounts> {
    const counts = noCounts();
    if (Date.now() < this.pausedUntil) return counts;
    try {
      const now = (this.options.now ?? Date.now)();
      const today = dayIn(now);
      await this.sendRequests(today, new Date(now).toISOString(), counts);
      await this.sendReminders(today, counts);
      await this.sendEvents(counts);
      this.failures = 0;
    } catch (error) {
      if (error instanceof SendFailure) {
        this.failures += 1;
        this.pausedUntil = Date.now() + backoffMs(this.failures);
        this.warn(`KPI mail: sending failed (${error.message}); retrying in ${String(backoffMs(this.failures))} ms`);
      } else {
        this.warn(`KPI mail: ${errorMessage(error)}`);
      }
    }
    return counts;
  }

  /** Stops listening and sweeping, after the sweep under way (if any) ends. */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  private async sendRequests(today: string, now: string, counts: KpiSweepCounts): Promise<void> {
    const { db } = this.options;
    for (;;) {
      // Stamped with the worker's clock: the reminders count their days from it.
      const { rows } = await db.query<{ id: string }>(CLAIM_REQUESTS, [today, this.batchSize, now]);
      if (rows.length === 0) return;
      const details = await this.details(rows);
      try {
        await this.sendEach(details, (item) => item.contacts.map((contact) => ({ to: contact.email, mail: renderRequestMail(this.options, item.response, contact) })),
          async (item, sent) => {
            counts.requests += sent;
            await db.query(MARK_SENT, [item.response.responseId]);
          });
      } catch (error) {
        if (error instanceof SendFailure) {
          const unsent = details.slice(error.partly ? error.index + 1 : error.index);
          if (error.partly) await db.query(MARK_SENT, [details[error.index].response.responseId]);
          await db.query(RELEASE_REQUESTS, [unsent.map((item) => item.response.responseId).join(',')]);
        }
        throw error;
      }
      if (rows.length < this.batchSize || this.worker.stopped) return;
    }
  }

  private async sendReminders(today: string, counts: KpiSweepCounts): Promise<void> {
    for (;;) {
      const { rows } = await this.options.db.query<{ id: string }>(CLAIM_REMINDERS, [today, this.batchSize]);
      if (rows.length === 0) return;
      const details = await this.details(rows);
      // A reminder is claimed for good: one that fails is not sent again (it would be a day late, or twice).
      await this.sendEach(details, (item) => (item.cancelled ? [] : item.contacts.map((contact) => ({
        to: contact.email, mail: renderReminderMail(this.options, item.response, contact, today),
      }))), (_item, sent) => { counts.reminders += sent; });
      if (rows.length < this.batchSize || this.worker.stopped) return;
    }
  }

  private async sendEvents(counts: KpiSweepCounts): Promise<void> {
    const { db } = this.options;
    for (;;) {
      const { rows } = await db.query<{ id: string; response_id: string; kind: string; comment: string }>(CLAIM_EVENTS, [this.batchSize]);
      if (rows.length === 0) return;
      const byResponse = new Map((await this.details(rows.map((row) => ({ id: row.response_id })))).map((item) => [item.response.responseId, item]));
      const items = rows.flatMap((event) => {
        const item = byResponse.get(event.response_id);
        return item ? [{ event, item }] : [];
      });
      try {
        await this.sendEach(items, ({ event, item }) => {
          if (item.cancelled) return [];
          if (event.kind === 'returned') {
            return item.contacts.map((contact) => ({ to: contact.email, mail: renderReturnedMail(this.options, item.response, contact, event.comment) }));
          }
          return item.creator ? [{ to: item.creator.email, mail: renderSubmittedMail(this.options, item.response, item.creator) }] : [];
        }, ({ event }, sent) => {
          if (event.kind === 'returned') counts.returned += sent;
          else counts.submitted += sent;
        });
      } catch (error) {
        if (error instanceof SendFailure) {
          const unsent = items.slice(error.partly ? error.index + 1 : error.index);
          await db.query(RELEASE_EVENTS, [unsent.map(({ event }) => event.id).join(',')]);
        }
        throw error;
      }
      if (rows.length < this.batchSize || this.worker.stopped) return;
    }
  }

  /** What the e-mails about these responses say, in the order asked. */
  private async details(rows: readonly { id: string }[]): Promise<Details[]> {
    const { rows: found } = await this.options.db.query<DetailRow>(DETAILS, [ids(rows)]);
    const byId = new Map(found.map((row) => [row.response_id, toDetails(row)]));
    return rows.flatMap((row) => byId.get(row.id) ?? []);
  }

  /** Sends each item's e-mails in turn, then `done(item, sent)`; a failure throws SendFailure saying where. */
  private async sendEach<T>(items: readonly T[], mails: (item: T) => Outgoing[], done: (item: T, sent: number) => unknown): Promise<void> {
    for (const [index, item] of items.entries()) {
      let sent = 0;
      for (const outgoing of mails(item)) {
        try {
          await this.options.mail.send(outgoing.to, outgoing.mail);
        } catch (error) {
          throw new SendFailure(index, sent > 0, error);
        }
        sent += 1;
      }
      await done(item, sent);
    }
  }

  private get batchSize(): number {
    return this.options.batchSize ?? 50;
  }

  private warn(message: string): void {
    (this.options.warn ?? console.warn)(message);
  }
}

/** Runs a KPI mailer for the app's lifetime: from `ready` (listen or inject) to `close`. */
export function attachKpiMailer(app: FastifyInstance, options: KpiMailerOptions): KpiMailer {
  const mailer = new KpiMailer({ warn: (message) => { app.log.warn(message); }, ...options });
  app.addHook('onReady', async () => { await mailer.start(); });
  app.addHook('onClose', async () => { await mailer.stop(); });
  return mailer;
}
