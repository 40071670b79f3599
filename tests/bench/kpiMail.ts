/**
 * npm run bench:kpi-mail — e-mails sent per second by the KPI reminder job against the local mailbox (issue 21, item
 * 6). A benchmark, not a test: it prints figures.
 *
 * BENCH_COUNT (1,000) responses are due a reminder on the same day: one company with one reporting contact, asked by
 * BENCH_COUNT requests due 15 October 2026 with a reminder 7 days before; the KPI mailer's sweep on 8 October claims
 * and sends every reminder (BENCH_COUNT e-mails, in batches of BENCH_BATCH, 50 as in the server). The reference, in the
 * same run and on the same database, is the invite mailer sending BENCH_COUNT invites (one e-mail each, its batch of
 * 20) — the outbox worker the KPI mailer is modelled on. Each is run BENCH_RUNS (3) times from the same state; the
 * median is printed, with the best and worst.
 *
 * On embedded PGlite in memory by default; on a fresh database of the PostgreSQL server with BENCH_DB=postgres
 * (DATABASE_URL, dropped at the end).
 */
import os from 'node:os';
import { Mailbox } from '../../server/auth/mail/mailbox.ts';
import type { Db } from '../../server/db/driver.ts';
import { InviteMailer } from '../../server/invites/inviteMailer.ts';
import { KpiMailer } from '../../server/kpi/kpiMailer.ts';
import { linkKeyFrom } from '../../functions/_lib/kpi/responseLink.ts';
import { FIXTURE_SQL } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';
import { readFileSync } from 'node:fs';

const env = process.env;
const count = Number(env.BENCH_COUNT ?? 1000);
const runs = Number(env.BENCH_RUNS ?? 3);
const batch = Number(env.BENCH_BATCH ?? 50);
const onPostgres = env.BENCH_DB === 'postgres';
const ALFA = '00000000-0000-4000-8000-000000000011';
const ACME = '00000000-0000-4000-8000-000000000021';
const BRUNO = '00000000-0000-4000-8000-000000000002';
const REMINDER_DAY = Date.parse('2026-10-08T15:00:00Z');

/** BENCH_COUNT requests, each with Acme's response sent on 1 October and due a reminder on 8 October. */
async function seedReminders(db: Db): Promise<void> {
  await db.exec(`
    INSERT INTO portfolio.company_contact (company_id, name, email, locale) VALUES ('${ACME}', 'Alice Acme', 'alice@acme.example', 'pt');
    INSERT INTO portfolio.kpi_request (organization_id, title, period_start, period_end, send_on, due_date, reminder_days, created_by)
    SELECT '${ALFA}', 'Números de setembro nº ' || n, '2026-09-01', '2026-09-01', '2026-10-01', '2026-10-15', '[-7]', '${BRUNO}'
    FROM generate_series(1, ${count}) AS n;
    INSERT INTO portfolio.kpi_request_metric (request_id, kind) SELECT id, 'revenue' FROM portfolio.kpi_request;
    INSERT INTO portfolio.kpi_response (request_id, company_id) SELECT id, '${ACME}' FROM portfolio.kpi_request;
    UPDATE portfolio.kpi_response SET mailed_at = '2026-10-01T15:00:00Z', status = 'sent';`);
}

/** Forgets the reminders sent, so the next run sends them all again. */
async function resetReminders(db: Db): Promise<void> {
  await db.exec(`
    DELETE FROM portfolio.kpi_reminder;
    DELETE FROM portfolio.kpi_response_event WHERE kind = 'reminded';
    UPDATE portfolio.kpi_response SET reminders_sent = 0, last_reminder_at = NULL;`);
}

/** BENCH_COUNT invites due their e-mail, as an editor creates them through the engine (hasura.user set). */
async function seedInvites(db: Db): Promise<void> {
  await db.exec(`
    BEGIN;
    SELECT set_config('hasura.user', '{"x-hasura-user-id": "${BRUNO}"}', true);
    INSERT INTO portfolio.invite (name, email, organization_id, invited_by)
    SELECT 'Pessoa ' || n, 'pessoa' || n || '@example.test', '${ALFA}', '${BRUNO}' FROM generate_series(1, ${count}) AS n;
    COMMIT;`);
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(label: string, reset: () => Promise<void>, sweep: (mailbox: Mailbox) => Promise<number>): Promise<number[]> {
  const rates: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await reset();
    const mailbox = new Mailbox();
    const started = performance.now();
    const sent = await sweep(mailbox);
    const seconds = (performance.now() - started) / 1000;
    if (sent !== count) throw new Error(`${label}: sent ${String(sent)} e-mails, expected ${String(count)}`);
    rates.push(sent / seconds);
  }
  return rates;
}

const target = testTargets().find((candidate) => candidate.name === (onPostgres ? 'postgres' : 'pglite'));
if (!target) throw new Error('BENCH_DB=postgres needs DATABASE_URL');
const database = await target.create({ migrate: true });
const { db } = database;
try {
  await db.exec(readFileSync(FIXTURE_SQL, 'utf8'));
  await seedReminders(db);
  await seedInvites(db);
  const linkKey = linkKeyFrom(JSON.stringify({ type: 'HS256', key: 'a-bench-key-of-at-least-32-characters-long' }));
  const reminders = await timed('reminders', () => resetReminders(db), async (mailbox) => {
    const mailer = new KpiMailer({ db, mail: mailbox, clientUrl: 'http://localhost:1337', linkKey, now: () => REMINDER_DAY, batchSize: batch });
    return (await mailer.sweep()).reminders;
  });
  const invites = await timed('invites', () => db.exec('UPDATE portfolio.invite SET mailed_at = NULL'), async (mailbox) => {
    const mailer = new InviteMailer({ db, mail: mailbox, clientUrl: 'http://localhost:1337', localeDefault: 'pt' });
    return mailer.sweep();
  });
  const line = (label: string, rates: number[]) =>
    `${label.padEnd(34)} ${median(rates).toFixed(0).padStart(6)} e-mails/s  (best ${Math.max(...rates).toFixed(0)}, worst ${Math.min(...rates).toFixed(0)}; ${String(runs)} runs)`;
  console.log(`KPI mail bench: ${String(count)} e-mails to the local mailbox on ${target.name}, ${os.cpus().length} CPU(s), Node ${process.version}`);
  console.log(line(`KPI reminders (batch ${String(batch)})`, reminders));
  console.log(line('reference: invite mailer (batch 20)', invites));
  console.log(`ratio (reminders / invites): ${(median(reminders) / median(invites)).toFixed(2)}×`);
} finally {
  await database.drop();
}
