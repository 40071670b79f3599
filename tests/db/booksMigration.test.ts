/**
 * The books migration on a database that already had figures (seeded or filled before books existed): every
 * monthly figure and budget becomes books, and deriving the figures from those books gives them back to the cent,
 * right after the migration and after any later refresh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUp, readMigrations } from '../../server/db/migrate.ts';
import { testTargets, type TestDatabase } from '../helpers/testDb.ts';

/** The books migration's version: every migration before it, then data, then it. */
const BOOKS = 1795132806700n;
const FIGURES = `SELECT count(*)::int AS n, sum(value)::text AS total,
  md5(string_agg(account_id::text || month::text || value::text, ',' ORDER BY account_id, month)) AS hash`;

describe.each(testTargets())('the books migration over existing figures on $name', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await target.create();
    const migrations = readMigrations();
    await migrateUp(t.db, migrations.filter((migration) => migration.version < BOOKS));
    await t.db.exec(`
      INSERT INTO portfolio.client (id, name, document) VALUES ('00000000-0000-4000-8000-00000000c001', 'Acme Ltda', '11222333000181');
      INSERT INTO accounting.account (id, client_id, number, name, client_account, type, section) VALUES
        ('00000000-0000-4000-8000-00000000a001', '00000000-0000-4000-8000-00000000c001', '1.01', 'Vendas', 'R-101', 'receipt', 'operations'),
        ('00000000-0000-4000-8000-00000000a002', '00000000-0000-4000-8000-00000000c001', '2.01', 'Fornecedores', NULL, 'payment', 'operations');
      INSERT INTO accounting.entry (account_id, month, value) VALUES
        ('00000000-0000-4000-8000-00000000a001', '2026-01-01', 1000.10), ('00000000-0000-4000-8000-00000000a001', '2026-02-01', 1200.00),
        ('00000000-0000-4000-8000-00000000a002', '2026-01-01', 400.25), ('00000000-0000-4000-8000-00000000a002', '2026-02-01', -15.00);
      INSERT INTO accounting.budget (account_id, month, value) VALUES
        ('00000000-0000-4000-8000-00000000a001', '2026-01-01', 1100.00), ('00000000-0000-4000-8000-00000000a002', '2026-01-01', 390.00);`);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('keeps every figure and budget, now derived from books', async () => {
    const before = (await t.db.query(`${FIGURES} FROM accounting.entry`)).rows[0];
    const budgetBefore = (await t.db.query(`${FIGURES} FROM accounting.budget`)).rows[0];
    await migrateUp(t.db);
    expect((await t.db.query(`${FIGURES} FROM accounting.entry`)).rows[0]).toEqual(before);
    await t.db.query(`SELECT accounting.refresh_monthly_figures(ARRAY['00000000-0000-4000-8000-00000000c001']::uuid[])`);
    expect((await t.db.query(`${FIGURES} FROM accounting.entry`)).rows[0]).toEqual(before);
    const budgetAfter = (await t.db.query(`SELECT count(*)::int AS n, sum(value)::text AS total FROM accounting.budget`)).rows[0];
    expect(budgetAfter).toEqual({ n: budgetBefore.n, total: budgetBefore.total });
    const { rows } = await t.db.query<{ code: string; transactions: number; unmapped: number }>(`
      SELECT ca.code, (SELECT count(*)::int FROM accounting.transaction x WHERE x.client_account_id = ca.id) AS transactions,
             (SELECT count(*)::int FROM accounting.unmapped_activity u WHERE u.client_account_id = ca.id) AS unmapped
      FROM accounting.client_account ca ORDER BY ca.code`);
    // The category's client account is the account's code when it has one, else the category's number.
    expect(rows).toEqual([{ code: '2.01', transactions: 2, unmapped: 0 }, { code: 'R-101', transactions: 2, unmapped: 0 }]);
  });
});
