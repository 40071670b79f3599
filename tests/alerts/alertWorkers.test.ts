/**
 * The alert workers over the engine fixture: the evaluator evaluates every organization at start and then whatever
 * the database marks due (a valuation report written through GraphQL, as a person would); acknowledging and
 * resolving through GraphQL record who did it; the weekly digest goes once a week to each member who uses the portal,
 * in their language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailbox } from '../../server/auth/mail/mailbox.ts';
import { AlertDigestMailer } from '../../server/alerts/alertDigestMailer.ts';
import { AlertEvaluator } from '../../server/alerts/alertEvaluator.ts';
import { createEngineFixture, investor, USERS, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';

const ACME = '00000000-0000-4000-8000-000000000021';
const RUNWAY_ALERT = '00000000-0000-4000-8000-000000000071';

async function until(condition: () => Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testTargets())('alert workers on $name', (target) => {
  let fixture: EngineFixture;
  beforeAll(async () => { fixture = await createEngineFixture(target); });
  afterAll(async () => { await fixture.drop(); });

  const run = async (query: string, variables: Record<string, unknown>, user: keyof typeof USERS) =>
    JSON.parse(await fixture.engine.execute({ query, variables }, investor(user))) as { data?: Record<string, unknown>; errors?: unknown[] };

  it('evaluates every organization at start, then the ones whose data changed', async () => {
    const evaluator = new AlertEvaluator({ db: fixture.db, sweepMs: 100, warn: (message) => { throw new Error(message); } });
    await evaluator.start();
    try {
      // The fixture's companies have no valuation report for the last quarter: the rule raised one alert each.
      await until(async () => (await fixture.db.query("SELECT 1 FROM portfolio.alert WHERE kind = 'valuation_overdue'")).rows.length > 0);
      const { rows: [quarter] } = await fixture.db.query<{ period: string }>(
        "SELECT period::text FROM portfolio.alert WHERE kind = 'valuation_overdue' AND company_id = $1", [ACME]);
      const written = await run(`mutation Report($object: portfolio_valuation_report_insert_input!) {
        insert_portfolio_valuation_report_one(object: $object) { id }
      }`, { object: { company_id: ACME, reference_date: quarter.period, valuation_amount: '1000000.00', valuation_currency: 'BRL', valuation_date: quarter.period } }, 'ana');
      expect(written.errors).toBeUndefined();
      await until(async () => (await fixture.db.query(
        "SELECT 1 FROM portfolio.alert WHERE kind = 'valuation_overdue' AND company_id = $1 AND status = 'resolved' AND resolved_by_rule", [ACME])).rows.length === 1);
      expect((await fixture.db.query('SELECT 1 FROM portfolio_jobs.alert_evaluation_due')).rows).toEqual([]);
    } finally {
      await evaluator.stop();
    }
  });

  it('acknowledging and resolving record who did it; someone outside the organization may do neither', async () => {
    const update = `mutation Ack($id: uuid!, $set: portfolio_alert_set_input!) {
      update_portfolio_alert_by_pk(pk_columns: { id: $id }, _set: $set) { status acknowledged_by resolved_by resolved_by_rule }
    }`;
    const acknowledged = await run(update, { id: RUNWAY_ALERT, set: { acknowledged_at: new Date().toISOString() } }, 'bruno');
    expect(acknowledged.data).toEqual({ update_portfolio_alert_by_pk: { status: 'acknowledged', acknowledged_by: USERS.bruno, resolved_by: null, resolved_by_rule: false } });
    const resolved = await run(update, { id: RUNWAY_ALERT, set: { resolved_at: new Date().toISOString() } }, 'ana');
    expect(resolved.data).toEqual({ update_portfolio_alert_by_pk: { status: 'resolved', acknowledged_by: USERS.bruno, resolved_by: USERS.ana, resolved_by_rule: false } });
    // carla is not a member of Alfa Capital: the row is not hers to change.
    expect((await run(update, { id: RUNWAY_ALERT, set: { resolved_at: null } }, 'carla')).data).toEqual({ update_portfolio_alert_by_pk: null });
  });

  it('mails each member who uses the portal their open alerts once a week, in their language', async () => {
    await fixture.db.query("UPDATE auth.users SET last_seen = now(), locale = CASE id WHEN $1::uuid THEN 'en' ELSE 'pt' END WHERE id IN ($1, $2)", [USERS.ana, USERS.carla]);
    const mailbox = new Mailbox();
    const digest = new AlertDigestMailer({ db: fixture.db, mail: mailbox, clientUrl: 'http://portal.test', warn: (message) => { throw new Error(message); } });
    expect(await digest.sweep()).toBe(2);
    const [carla, ana] = [...mailbox.list()].sort((a, b) => a.to.localeCompare(b.to)).reverse();
    expect(ana.subject).toMatch(/^Your alerts this week: \d+ open$/);
    expect(ana.text).toContain('Valuation report overdue');
    expect(ana.links.some((link) => link.startsWith('http://portal.test/app/my-companies/'))).toBe(true);
    expect(ana.links).toContain('http://portal.test/app/home');
    expect(carla.subject).toMatch(/^Seus alertas da semana: \d+ em aberto$/);
    expect(carla.text).toContain('Quebra de covenant');
    expect(await digest.sweep()).toBe(0);
    const { rows } = await fixture.db.query<{ users: number }>('SELECT count(*)::int AS users FROM portfolio_jobs.alert_digest_sent');
    expect(rows[0].users).toBe(2);
    await digest.stop();
  });
});
