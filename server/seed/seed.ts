/**
 * Fills a migrated database with the demo set, and with the benchmark set on request, in one transaction: a failed
 * seed leaves the database as it was.
 */
import type { Db, Queryable } from '../db/driver.ts';
import { DEMO_LOGIN, DEMO_PHONE, seedDemo } from './demoData.ts';
import { seedLarge } from './largeData.ts';
import { createSeedFigureTables, seedBooks } from './seedBooks.ts';
import { seedKpiRequests } from './seedKpiRequests.ts';
import { seedLedger, seedLedgerChart } from './seedLedger.ts';
import { seedRandom } from './seedRandom.ts';
import { isUnseeded } from './seedState.ts';

export { DEMO_LOGIN, DEMO_PHONE, isUnseeded };

export type SeedScale = 'demo' | 'large';

export interface SeedOptions {
  /** Same seed, same rows. */
  seed?: number;
  scale?: SeedScale;
  /**
   * The large set's books (its 1,400 clients with their accounts, entries and budgets, about a million rows and most
   * of its seeding time); true unless false. Off for a database whose readers only look at the portfolio.
   */
  largeBooks?: boolean;
  /** The last month of monthly data, `YYYY-MM-01`. Fixed by default so that a seed always means the same rows. */
  anchor?: string;
}

export const DEFAULT_SEED = 20261;
export const DEFAULT_ANCHOR = '2026-10-01';

export interface SeedReport {
  scale: SeedScale;
  seed: number;
  anchor: string;
  milliseconds: number;
  rows: Record<string, number>;
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  const seed = options.seed ?? DEFAULT_SEED;
  const anchor = options.anchor ?? DEFAULT_ANCHOR;
  const scale = options.scale ?? 'demo';
  if (!/^\d{4}-(0[1-9]|1[0-2])-01$/.test(anchor)) throw new Error(`anchor must be the first day of a month, got ${anchor}`);
  const started = performance.now();
  await db.transaction(async (tx) => {
    const random = seedRandom(seed);
    await createSeedFigureTables(tx);
    const demo = await seedDemo(tx, random, { anchor });
    if (scale === 'large') {
      await seedLarge(tx, seedRandom(seed + 1), { seed, anchor, ownerId: demo.demoUserId, books: options.largeBooks ?? true });
    }
    await seedLedgerChart(tx);
    await seedBooks(tx);
    await seedLedger(tx);
    await seedKpiRequests(tx, { anchor, organizationIds: demo.organizationIds, demoUserId: demo.demoUserId });
    await evaluateSeededAlerts(tx);
  });
  const milliseconds = Math.round(performance.now() - started);
  return { scale, seed, anchor, milliseconds, rows: await countRows(db) };
}

const COUNTED = [
  'auth.users', 'portfolio.organization', 'portfolio.company', 'portfolio.wallet', 'portfolio.investment',
  'portfolio.valuation_report', 'portfolio.invite', 'portfolio.alert', 'accounting.account', 'accounting.entry',
  'accounting.budget', 'accounting.indicator',
];

/**
 * The alerts on the seeded data are the rules' own: the default rules each organization got when it was inserted,
 * evaluated once over everything as of today. Their ids are made from what they are and their times from the
 * organization's and the books' last import, as every seeded row's are, so the same seed gives the same rows (on the
 * same day: the rules compare dates with today's).
 */
async function evaluateSeededAlerts(db: Queryable): Promise<void> {
  await db.query(`
    UPDATE portfolio.alert_rule r
    SET id = md5('seed-alert-rule:' || r.organization_id || ':' || r.kind || ':' || r.severity || ':' || coalesce(r.metric_kind, ''))::uuid,
        created_at = o.created_at, updated_at = o.created_at
    FROM portfolio.organization o WHERE o.id = r.organization_id`);
  // Everything is evaluated: nothing the seed wrote is left due.
  await db.query('DELETE FROM portfolio_jobs.alert_evaluation_due');
  await db.query('SELECT portfolio.evaluate_alert_rules()');
  await db.query(`
    UPDATE portfolio.alert a
    SET id = md5('seed-alert:' || a.rule_id || ':' || a.company_id || ':' || a.period)::uuid,
        created_at = t.at, updated_at = t.at
    FROM (SELECT max(last_data_imported_at) AS at FROM portfolio.client) t
    WHERE a.rule_id IS NOT NULL`);
}

export async function countRows(db: Db): Promise<Record<string, number>> {
  const { rows } = await db.query<Record<string, number>>(
    `SELECT ${COUNTED.map((t) => `(SELECT count(*)::int FROM ${t}) AS "${t}"`).join(', ')}`,
  );
  return rows[0] ?? {};
}
