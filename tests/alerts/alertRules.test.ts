/**
 * Each alert rule (migration 1795132808700_alert_rules, portfolio.evaluate_alert_rules) on the demo data, where it
 * holds and where it does not: the seed's stories raise a short runway, a net burn up 46.8 % and a late valuation;
 * moving a threshold or the data turns each rule on and off. The runway and burn the rules read are checked against
 * common/finance, which the financial tabs compute with, so an alert agrees with the tab it links to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burnByMonth } from '../../common/finance/burn.ts';
import { buildCashFlow, type Category } from '../../common/finance/cashFlow.ts';
import { addMonths } from '../../common/finance/months.ts';
import { runway } from '../../common/finance/runway.ts';
import type { Queryable } from '../../server/db/driver.ts';
import { seedDatabase } from '../../server/seed/seed.ts';
import { testTargets, type TestDatabase } from '../helpers/testDb.ts';

type AlertRow = { id: string; company: string; kind: string; severity: string; status: string; period: string; figures: Record<string, unknown>; resolved_by_rule: boolean };

const ALERTS = `
SELECT a.id, c.name AS company, a.kind, a.severity, a.status, a.period::text AS period, a.figures, a.resolved_by_rule
FROM portfolio.alert a JOIN portfolio.company c ON c.id = a.company_id
WHERE a.rule_id IS NOT NULL ORDER BY c.name, a.kind, a.severity`;

async function alerts(db: Queryable, status?: string): Promise<AlertRow[]> {
  const { rows } = await db.query<AlertRow>(ALERTS);
  return status ? rows.filter((row) => row.status === status) : rows;
}

const evaluate = async (db: Queryable, asOf?: string) =>
  (await db.query<{ raised: number; resolved: number }>('SELECT * FROM portfolio.evaluate_alert_rules(NULL, coalesce($1::date, current_date))', [asOf ?? null])).rows[0];

/** Sets a threshold of every organization's rules of a kind (and severity). */
async function threshold(db: Queryable, kind: string, value: number, severity?: string): Promise<void> {
  await db.query(`
    UPDATE portfolio.alert_rule r SET thresholds = jsonb_build_object(k.threshold_key, $2::numeric)
    FROM portfolio.alert_rule_kind k WHERE k.value = r.kind AND r.kind = $1 AND ($3::text IS NULL OR r.severity = $3)`, [kind, value, severity ?? null]);
}

describe.each(testTargets())('alert rules on $name', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await target.create({ migrate: true });
    await seedDatabase(t.db);
  }, 300_000);
  afterAll(async () => { await t.drop(); });

  it('the demo data raises a short runway, a growing burn and a late valuation, in nothing but figures', async () => {
    const open = await alerts(t.db, 'open');
    expect(open.map((a) => [a.company, a.kind, a.severity])).toEqual([
      ['Cerrado Agrotech Ltda', 'net_burn_growth', 'warning'],
      ['Cerrado Agrotech Ltda', 'runway_below', 'warning'],
      ['Pampa Sementes S.A.', 'valuation_overdue', 'warning'],
    ]);
    expect(open.find((a) => a.kind === 'runway_below')?.figures).toMatchObject({ months: '5.3', threshold: '6', reference_month: '2026-10-01' });
    // Every alert is written by its rule: no text stored, in any language.
    const { rows } = await t.db.query<{ texts: number }>('SELECT count(*)::int AS texts FROM portfolio.alert WHERE en_title IS NOT NULL OR pt_br_title IS NOT NULL');
    expect(rows[0].texts).toBe(0);
  });

  it("the runway and net burn are the runway tab's, computed by common/finance from the same rows", async () => {
    const { rows: [company] } = await t.db.query<{ client_id: string }>("SELECT client_id FROM portfolio.company WHERE name = 'Cerrado Agrotech Ltda'");
    const categories: Category[] = (await t.db.query<Category & Record<string, unknown>>(`SELECT id, number, name, type, section FROM accounting.account WHERE client_id = $1`, [company.client_id])).rows;
    const figures = (await t.db.query<{ accountId: string; month: string; value: string }>(`
      SELECT e.account_id AS "accountId", e.month::text AS month, e.value::text AS value
      FROM accounting.entry e JOIN accounting.account a ON a.id = e.account_id WHERE a.client_id = $1`, [company.client_id])).rows;
    const positions = (await t.db.query<{ month: string; opening: string; closing: string; asOf: string }>(`
      SELECT month::text AS month, opening::text AS opening, closing::text AS closing, as_of::text AS "asOf"
      FROM accounting.cash_position WHERE client_id = $1`, [company.client_id])).rows;
    const last = figures.map((f) => f.month).sort().at(-1) ?? '';
    // The months the tab reads for its default period: a year before January to a year after the last month.
    const table = buildCashFlow({ categories, figures, positions, from: addMonths(`${last.slice(0, 4)}-01-01`, -12), to: addMonths(last, 12) });
    const index = table.months.indexOf(last);
    const burn = burnByMonth(table)[index];
    const asOf = positions.find((p) => p.month === last)?.asOf ?? null;
    const expected = runway({ cash: table.closing[index]?.value ?? null, cashAsOf: asOf, netBurn: burn.netBurnTrailing });
    const alert = (await alerts(t.db)).find((a) => a.company === 'Cerrado Agrotech Ltda' && a.kind === 'runway_below');
    expect(expected.status).toBe('burning');
    if (expected.status !== 'burning') return;
    expect(alert?.figures).toMatchObject({
      months: expected.months, cash: expected.cash, net_burn: expected.netBurn, cash_out_date: expected.cashOutDate,
    });
  });

  it('a runway rule no longer holding resolves its alert, said to be by the rule, and holding again reopens it', async () => {
    const before = (await alerts(t.db)).find((a) => a.kind === 'runway_below');
    await threshold(t.db, 'runway_below', 5, 'warning');
    expect(await evaluate(t.db)).toMatchObject({ resolved: 1 });
    const resolved = (await alerts(t.db)).find((a) => a.id === before?.id);
    expect(resolved).toMatchObject({ status: 'resolved', resolved_by_rule: true });
    await threshold(t.db, 'runway_below', 6, 'warning');
    expect(await evaluate(t.db)).toMatchObject({ raised: 0 });
    expect((await alerts(t.db)).find((a) => a.id === before?.id)).toMatchObject({ status: 'open', resolved_by_rule: false });
  });

  it('of the two runway rules that hold, the stricter says it', async () => {
    await threshold(t.db, 'runway_below', 5.5, 'critical');
    await evaluate(t.db);
    const runways = (await alerts(t.db, 'open')).filter((a) => a.kind === 'runway_below');
    expect(runways.map((a) => a.severity)).toEqual(['critical']);
    await threshold(t.db, 'runway_below', 3, 'critical');
    await evaluate(t.db);
    expect((await alerts(t.db, 'open')).filter((a) => a.kind === 'runway_below').map((a) => a.severity)).toEqual(['warning']);
  });

  it('net burn growth holds at 20 % (46.8 %) and not at 50 %', async () => {
    const growth = (await alerts(t.db, 'open')).find((a) => a.kind === 'net_burn_growth');
    expect(growth?.figures).toMatchObject({ percent: '46.8', net_burn: '653528.60', net_burn_before: '445245.68' });
    await threshold(t.db, 'net_burn_growth', 50);
    await evaluate(t.db);
    expect((await alerts(t.db, 'open')).filter((a) => a.kind === 'net_burn_growth')).toEqual([]);
    await threshold(t.db, 'net_burn_growth', 20);
    await evaluate(t.db);
  });

  it('budget deviation: no line is 20 % off year to date; at 1 % some are, the five furthest listed', async () => {
    expect((await alerts(t.db)).filter((a) => a.kind === 'budget_deviation')).toEqual([]);
    await threshold(t.db, 'budget_deviation', 1);
    await evaluate(t.db);
    const raised = (await alerts(t.db, 'open')).filter((a) => a.kind === 'budget_deviation');
    expect(raised.length).toBeGreaterThan(0);
    for (const alert of raised) {
      const lines = alert.figures.lines as { percent: string; type: string }[];
      expect(lines.length).toBeLessThanOrEqual(5);
      expect(Number(alert.figures.count)).toBeGreaterThanOrEqual(lines.length);
      // Unfavourable only: receipts under budget, payments over it.
      for (const line of lines) expect(line.type === 'receipt' ? Number(line.percent) < 0 : Number(line.percent) > 0).toBe(true);
    }
    await threshold(t.db, 'budget_deviation', 20);
    await evaluate(t.db);
    expect((await alerts(t.db, 'open')).filter((a) => a.kind === 'budget_deviation')).toEqual([]);
  });

  it('a valuation report for the late quarter resolves the overdue alert', async () => {
    const late = (await alerts(t.db, 'open')).find((a) => a.kind === 'valuation_overdue');
    expect(late?.figures).toMatchObject({ expected_reference_date: late?.period, threshold: '45' });
    await t.db.query(`
      INSERT INTO portfolio.valuation_report (company_id, reference_date, valuation_amount, valuation_currency, valuation_date)
      SELECT id, $1::date, 1000000, 'BRL', $1::date + 20 FROM portfolio.company WHERE name = 'Pampa Sementes S.A.'`, [late?.period]);
    // The insert marked the organization due an evaluation.
    const { rows } = await t.db.query<{ due: boolean }>(`
      SELECT EXISTS (SELECT 1 FROM portfolio_jobs.alert_evaluation_due d JOIN portfolio.company c ON c.organization_id = d.organization_id
                     WHERE c.name = 'Pampa Sementes S.A.') AS due`);
    expect(rows[0].due).toBe(true);
    await evaluate(t.db);
    expect((await alerts(t.db)).find((a) => a.id === late?.id)).toMatchObject({ status: 'resolved', resolved_by_rule: true });
  });

  it('a metric above its ceiling or below its floor, on its latest period', async () => {
    expect((await alerts(t.db)).filter((a) => a.kind === 'metric_ceiling')).toEqual([]);
    await threshold(t.db, 'metric_ceiling', 0.1);
    await t.db.query(`
      INSERT INTO portfolio.alert_rule (organization_id, kind, severity, thresholds, metric_kind)
      SELECT id, 'metric_floor', 'info', '{"value": 1000000}', 'headcount' FROM portfolio.organization`);
    await evaluate(t.db);
    const open = await alerts(t.db, 'open');
    const ceilings = open.filter((a) => a.kind === 'metric_ceiling');
    const floors = open.filter((a) => a.kind === 'metric_floor');
    expect(ceilings.length).toBeGreaterThan(0);
    expect(floors.length).toBe(ceilings.length);
    const { rows } = await t.db.query<{ value: string; period: string }>(`
      SELECT value::text, period::text FROM accounting.indicator i JOIN portfolio.company c ON c.id = i.company_id
      WHERE c.name = $1 AND i.kind = 'churn_rate' ORDER BY period DESC LIMIT 1`, [ceilings[0].company]);
    expect(ceilings[0].figures).toMatchObject({ metric_kind: 'churn_rate', value: rows[0].value, period: rows[0].period });
    await threshold(t.db, 'metric_ceiling', 5);
    await t.db.query("DELETE FROM portfolio.alert_rule WHERE kind = 'metric_floor'");
    await evaluate(t.db);
    expect((await alerts(t.db, 'open')).filter((a) => a.kind.startsWith('metric_'))).toEqual([]);
  });

  it('data stale: nothing within 45 days of the last import, every imported company after', async () => {
    expect((await alerts(t.db)).filter((a) => a.kind === 'data_stale')).toEqual([]);
    const { rows: [last] } = await t.db.query<{ day: string }>("SELECT (max(last_data_imported_at)::date + 46)::text AS day FROM portfolio.client");
    await evaluate(t.db, last.day);
    const { rows } = await t.db.query<{ companies: number }>('SELECT count(*)::int AS companies FROM portfolio.company WHERE client_id IS NOT NULL');
    expect((await alerts(t.db, 'open')).filter((a) => a.kind === 'data_stale')).toHaveLength(rows[0].companies);
    await evaluate(t.db);
    expect((await alerts(t.db, 'open')).filter((a) => a.kind === 'data_stale')).toEqual([]);
  });

  it('KPI request overdue: an answer not submitted past its due date, unless the request is cancelled', async () => {
    const { rows: [request] } = await t.db.query<{ id: string }>(`
      INSERT INTO portfolio.kpi_request (organization_id, title, period_start, period_end, send_on, due_date)
      SELECT organization_id, 'Fechamento de outubro', '2026-10-01', '2026-10-01', current_date - 20, current_date - 5
      FROM portfolio.company WHERE name = 'Sabiá Robótica Ltda' RETURNING id`);
    await t.db.query(`
      INSERT INTO portfolio.kpi_response (request_id, organization_id, company_id, status)
      SELECT $1, organization_id, id, 'sent' FROM portfolio.company WHERE name = 'Sabiá Robótica Ltda'`, [request.id]);
    await evaluate(t.db);
    const overdue = (await alerts(t.db, 'open')).filter((a) => a.kind === 'kpi_request_overdue');
    expect(overdue.map((a) => [a.company, a.figures.count, a.figures.title])).toEqual([['Sabiá Robótica Ltda', 1, 'Fechamento de outubro']]);
    await t.db.query('UPDATE portfolio.kpi_request SET cancelled_at = now() WHERE id = $1', [request.id]);
    await evaluate(t.db);
    expect((await alerts(t.db, 'open')).filter((a) => a.kind === 'kpi_request_overdue')).toEqual([]);
  });

  it('evaluating again changes nothing: one alert per rule, company and period', async () => {
    const before = await alerts(t.db);
    expect(await evaluate(t.db)).toEqual({ raised: 0, resolved: 0 });
    expect(await alerts(t.db)).toEqual(before);
  });

  it('a disabled rule resolves its alerts; an alert a person resolved stays resolved', async () => {
    const growth = (await alerts(t.db, 'open')).find((a) => a.kind === 'net_burn_growth');
    await t.db.query("UPDATE portfolio.alert SET resolved_at = now() WHERE id = $1", [growth?.id]);
    await evaluate(t.db);
    expect((await alerts(t.db)).find((a) => a.id === growth?.id)).toMatchObject({ status: 'resolved', resolved_by_rule: false });
    await t.db.query("UPDATE portfolio.alert_rule SET enabled = false WHERE kind = 'runway_below'");
    await evaluate(t.db);
    expect((await alerts(t.db, 'open')).filter((a) => a.kind === 'runway_below')).toEqual([]);
  });

  it('an alert a person writes for a wallet still needs its titles, and belongs to the wallet\'s organization', async () => {
    const { rows } = await t.db.query<{ same: boolean }>(`
      INSERT INTO portfolio.alert (wallet_id, severity, en_title, pt_br_title)
      SELECT id, 'info', 'Meeting scheduled', 'Assembleia agendada' FROM portfolio.wallet ORDER BY name LIMIT 1
      RETURNING organization_id = (SELECT organization_id FROM portfolio.wallet WHERE id = wallet_id) AS same`);
    expect(rows).toEqual([{ same: true }]);
    await expect(t.db.query(`INSERT INTO portfolio.alert (wallet_id, severity) SELECT id, 'info' FROM portfolio.wallet LIMIT 1`))
      .rejects.toThrow(/alert_written_or_ruled/);
  });

  it('a new organization gets the default rules', async () => {
    const { rows } = await t.db.query<{ rules: number }>(`
      WITH o AS (INSERT INTO portfolio.organization (name) VALUES ('Nova Gestora') RETURNING id)
      SELECT count(*)::int AS rules FROM portfolio.alert_rule r JOIN o ON o.id = r.organization_id`);
    // The insert's trigger runs at the end of the statement: the CTE's snapshot does not see its rules yet.
    expect(rows[0].rules).toBe(0);
    const { rows: after } = await t.db.query<{ rules: number }>(`
      SELECT count(*)::int AS rules FROM portfolio.alert_rule r JOIN portfolio.organization o ON o.id = r.organization_id WHERE o.name = 'Nova Gestora'`);
    expect(after[0].rules).toBe(8);
  });
});
