import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCnpj } from '../../common/cnpj.ts';
import type { Db } from '../../server/db/driver.ts';
import { migrateDown, migrateUp } from '../../server/db/migrate.ts';
import { DEMO_LOGIN, isUnseeded, seedDatabase } from '../../server/seed/seed.ts';
import { testTargets, type TestDatabase } from '../helpers/testDb.ts';

/** An md5 of every row of every table the seed writes, per table: equal maps mean equal rows. */
async function rowHashes(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(`
    SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
    WHERE schemaname IN ('auth', 'portfolio', 'accounting', 'user_analysis') ORDER BY 1`);
  const hashes: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ hash: string | null }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS hash FROM ${name} t`,
    );
    hashes[name] = rows[0]?.hash ?? 'empty';
  }
  return hashes;
}

async function reseed(db: Db, seed: number): Promise<Record<string, string>> {
  await migrateDown(db);
  await migrateUp(db);
  await seedDatabase(db, { seed });
  return rowHashes(db);
}

describe.each(testTargets())('demo seed on $name', (target) => {
  let t: TestDatabase;
  let first: Record<string, string>;
  beforeAll(async () => {
    t = await target.create({ migrate: true });
    expect(await isUnseeded(t.db)).toBe(true);
    await seedDatabase(t.db, { seed: 7 });
    first = await rowHashes(t.db);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('has three organizations, one the child of another, and the demo investor in each', async () => {
    const { rows } = await t.db.query<{ name: string; parent: string | null; role: string }>(`
      SELECT o.name, p.name AS parent, ou.role FROM portfolio.organization o
      LEFT JOIN portfolio.organization p ON p.id = o.parent_id
      JOIN portfolio.organization_user ou ON ou.organization_id = o.id
      JOIN auth.users u ON u.id = ou.user_id AND u.email = $1
      ORDER BY o.name`, [DEMO_LOGIN.email]);
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.parent !== null)).toHaveLength(1);
  });

  it('lets the demo investor sign in: verified, role investor, password hashed with bcrypt', async () => {
    const { rows } = await t.db.query<{ password_hash: string; email_verified: boolean; default_role: string; roles: string[] }>(`
      SELECT password_hash, email_verified, default_role,
             array(SELECT role FROM auth.user_roles r WHERE r.user_id = u.id ORDER BY role) AS roles
      FROM auth.users u WHERE email = $1`, [DEMO_LOGIN.email]);
    expect(rows[0].email_verified).toBe(true);
    expect(rows[0].default_role).toBe('investor');
    expect(rows[0].roles).toEqual(['investor', 'me', 'user']);
    expect(rows[0].password_hash).toMatch(/^\$2b\$10\$/);
    expect(bcrypt.compareSync(DEMO_LOGIN.password, rows[0].password_hash)).toBe(true);
  });

  it('has about twenty companies with valid CNPJs in both forms', async () => {
    const { rows } = await t.db.query<{ document: string }>('SELECT document FROM portfolio.company');
    expect(rows.length).toBeGreaterThanOrEqual(18);
    expect(rows.every((r) => isValidCnpj(r.document))).toBe(true);
    expect(rows.filter((r) => /[A-Z]/.test(r.document)).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => /^\d{14}$/.test(r.document)).length).toBeGreaterThanOrEqual(10);
  });

  it('has wallets with investments, and three years of valuation reports', async () => {
    const { rows } = await t.db.query<{ wallets: number; empty: number; investments: number; span: number }>(`
      SELECT (SELECT count(*)::int FROM portfolio.wallet) AS wallets,
             (SELECT count(*)::int FROM portfolio.wallet w WHERE NOT EXISTS
               (SELECT 1 FROM portfolio.investment i WHERE i.wallet_id = w.id)) AS empty,
             (SELECT count(*)::int FROM portfolio.investment) AS investments,
             (SELECT (max(reference_date) - min(reference_date))::int FROM portfolio.valuation_report) AS span`);
    expect(rows[0].wallets).toBeGreaterThanOrEqual(5);
    expect(rows[0].empty).toBe(0);
    expect(rows[0].investments).toBeGreaterThanOrEqual(30);
    expect(rows[0].span).toBeGreaterThanOrEqual(2 * 365 + 270);
  });

  it('has invites in every status', async () => {
    const { rows } = await t.db.query<{ status: string }>('SELECT DISTINCT status FROM portfolio.invite ORDER BY 1');
    expect(rows.map((r) => r.status)).toEqual(['accepted', 'declined', 'pending']);
  });

  it('has 36 months of entries and budgets in all three cash-flow sections, indicators and alerts', async () => {
    const { rows } = await t.db.query<{ section: string; months: number; budgeted: number }>(`
      SELECT a.section, count(DISTINCT e.month)::int AS months,
             (SELECT count(DISTINCT b.month)::int FROM accounting.budget b JOIN accounting.account ba ON ba.id = b.account_id
              WHERE ba.section = a.section) AS budgeted
      FROM accounting.entry e JOIN accounting.account a ON a.id = e.account_id GROUP BY a.section ORDER BY 1`);
    expect(rows.map((r) => r.section)).toEqual(['financing', 'investment', 'operations']);
    for (const row of rows) expect(row.months, row.section).toBe(36);
    expect(rows.find((r) => r.section === 'operations')?.budgeted).toBe(36);
    const counts = await t.db.query<{ indicators: number; alerts: number; without: number }>(`
      SELECT (SELECT count(*)::int FROM accounting.indicator) AS indicators,
             (SELECT count(*)::int FROM portfolio.alert) AS alerts,
             (SELECT count(*)::int FROM portfolio.company c WHERE NOT EXISTS
               (SELECT 1 FROM accounting.indicator i WHERE i.company_id = c.id)) AS without`);
    expect(counts.rows[0].indicators).toBeGreaterThan(0);
    expect(counts.rows[0].alerts).toBeGreaterThan(0);
    // Some companies have reported nothing: the indicators tab must show its notice for them.
    expect(counts.rows[0].without).toBeGreaterThan(0);
  });

  it('gives the same rows, ids and times included, for the same seed', async () => {
    const again = await reseed(t.db, 7);
    expect(Object.keys(again).filter((table) => again[table] !== first[table])).toEqual([]);
  });

  it('gives other rows for another seed', async () => {
    const other = await reseed(t.db, 8);
    expect(other['portfolio.company']).not.toEqual(first['portfolio.company']);
    expect(other['accounting.entry']).not.toEqual(first['accounting.entry']);
  });
});
