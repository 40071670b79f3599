/**
 * The performance figures kept by the triggers of migration 1795132808500 (the views company_performance,
 * wallet_performance, organization_performance and organization_value_history) against the same figures computed
 * from scratch (the views portfolio_figures.*_computed, the definitions of 1795132806500), after each step of a
 * series of inserts, updates and deletes of investments, valuations, wallets and companies on the engine fixture
 * (tests/fixtures/engine.sql), including rows dated after today. Row for row, to the cent.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/driver.ts';
import { FIXTURE_SQL } from '../helpers/engineFixture.ts';
import { testTargets, type TestDatabase } from '../helpers/testDb.ts';

const id = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const VIEWS = ['company_performance', 'wallet_performance', 'organization_performance', 'organization_value_history'] as const;
const [ALFA, GAMA] = [id(11), id(13)];
const [ACME, BOREALIS, DELTA] = [id(21), id(22), id(24)];
const [GROWTH, INCOME, SEED] = [id(31), id(32), id(33)];

const investment = (n: number, wallet: string, company: string, net: string, currency: string, date: string, share: string) =>
  `('${id(n)}', '${wallet}', '${company}', ${net}, ${net}, '${currency}', ${date.includes('current_date') ? date : `'${date}'`}, ${share})`;
const INSERT_INVESTMENTS = 'INSERT INTO portfolio.investment (id, wallet_id, company_id, gross_amount, net_amount, currency, investment_date, share_percentage) VALUES ';
const INSERT_VALUATIONS = 'INSERT INTO portfolio.valuation_report (id, company_id, reference_date, valuation_amount, valuation_currency, valuation_date, created_at) VALUES ';

/** Each step, in order, and what it exercises. */
const STEPS: [string, string][] = [
  ['the fixture as loaded', 'SELECT 1'],
  ['investments inserted in one statement, in two currencies and two organizations',
    INSERT_INVESTMENTS + [
      investment(501, GROWTH, ACME, '1000.00', 'BRL', '2025-03-10', '0.5000'),
      investment(502, INCOME, BOREALIS, '333.33', 'BRL', '2025-08-01', '3.3333'),
      investment(503, SEED, DELTA, '250000.00', 'USD', '2026-01-05', '1.0000'),
    ].join(', ')],
  // 1.00 × 0.5 % is exactly half a cent: rounded half-even per investment, to 0.00.
  ['a valuation that rounds to a half cent, and one of another currency than the investments',
    INSERT_VALUATIONS + `('${id(601)}', '${DELTA}', '2026-03-31', 1.00, 'BRL', '2026-04-20', '2026-04-21T09:00:00Z'),
      ('${id(602)}', '${BOREALIS}', '2026-09-30', 41000000.10, 'BRL', '2026-10-10', '2026-10-11T09:00:00Z')`],
  ['an older valuation, which changes nothing',
    INSERT_VALUATIONS + `('${id(603)}', '${ACME}', '2024-12-31', 9000000.00, 'BRL', '2025-01-20', '2025-01-21T09:00:00Z')`],
  ['a valuation on the same date as the latest, created later, which wins',
    INSERT_VALUATIONS + `('${id(604)}', '${ACME}', '2026-07-01', 15000001.00, 'USD', '2026-07-31', '2026-08-02T09:00:00Z')`],
  // Today's point of the history counts investments dated after today, and no valuation dated after today.
  ['investments dated later this quarter and next year',
    INSERT_INVESTMENTS + [
      investment(504, GROWTH, BOREALIS, '5000.00', 'USD', 'current_date + 1', '0.7500'),
      investment(505, INCOME, ACME, '7000.00', 'BRL', 'current_date + 400', '0.2500'),
    ].join(', ')],
  ['a valuation dated after today, and one earlier this quarter',
    INSERT_VALUATIONS + `('${id(605)}', '${BOREALIS}', '2027-12-31', 50000000.00, 'USD', current_date + 10, now()),
      ('${id(606)}', '${DELTA}', '2026-10-01', 2.00, 'BRL', date_trunc('quarter', current_date)::date, now())`],
  ['an investment moved to another wallet, with a new amount, share and currency',
    `UPDATE portfolio.investment SET wallet_id = '${INCOME}', net_amount = 800000.00, share_percentage = 9.9999, currency = 'USD' WHERE id = '${id(51)}'`],
  ['several investments updated in one statement', `UPDATE portfolio.investment SET net_amount = net_amount - 0.01 WHERE currency = 'BRL'`],
  ['a valuation amount and date changed', `UPDATE portfolio.valuation_report SET valuation_amount = 12345678.91, valuation_date = '2026-11-01' WHERE id = '${id(61)}'`],
  ['the latest valuation deleted', `DELETE FROM portfolio.valuation_report WHERE id = '${id(604)}'`],
  ['every valuation of a company deleted', `DELETE FROM portfolio.valuation_report WHERE company_id = '${BOREALIS}'`],
  ['a wallet moved to another organization', `UPDATE portfolio.wallet SET organization_id = '${GAMA}' WHERE id = '${INCOME}'`],
  ['a wallet renamed (no figure changes)', `UPDATE portfolio.wallet SET name = 'Income 2' WHERE id = '${INCOME}'`],
  ['an investment deleted', `DELETE FROM portfolio.investment WHERE id = '${id(502)}'`],
  ['a wallet deleted, with its investments', `DELETE FROM portfolio.wallet WHERE id = '${SEED}'`],
  ['a company deleted, with its investments and valuations', `DELETE FROM portfolio.company WHERE id = '${ACME}'`],
];

async function snapshot(db: Queryable, relation: string): Promise<Record<string, unknown>[]> {
  return (await db.query(`SELECT * FROM ${relation} ORDER BY 1, 2, 3`)).rows;
}

describe.each(testTargets())('maintained performance figures on $name', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.create({ migrate: true });
    await database.db.exec(fs.readFileSync(FIXTURE_SQL, 'utf8'));
  });
  afterAll(async () => { await database.drop(); });

  it('equal the figures computed from scratch after every kind of change', async () => {
    const seen = new Set<unknown>();
    for (const [step, sql] of STEPS) {
      await database.db.exec(sql);
      for (const view of VIEWS) {
        expect(await snapshot(database.db, `portfolio.${view}`), `${view} after ${step}`).toEqual(await snapshot(database.db, `portfolio_figures.${view}_computed`));
      }
      for (const row of await snapshot(database.db, 'portfolio.organization_performance')) seen.add(row.organization_id);
    }
    // There were figures to compare, in both organizations.
    expect(seen).toEqual(new Set([ALFA, GAMA]));
  });

  it('change in the transaction of the change, and not when it rolls back', async () => {
    const before = await snapshot(database.db, 'portfolio.wallet_performance');
    const rollback = new Error('roll back');
    await expect(database.db.transaction(async (tx) => {
      await tx.exec(INSERT_INVESTMENTS + investment(509, GROWTH, BOREALIS, '10.00', 'BRL', '2026-02-02', '1.0000'));
      const inside = await snapshot(tx, 'portfolio.wallet_performance');
      expect(inside).toEqual(await snapshot(tx, 'portfolio_figures.wallet_performance_computed'));
      expect(inside).not.toEqual(before);
      throw rollback;
    })).rejects.toBe(rollback);
    expect(await snapshot(database.db, 'portfolio.wallet_performance')).toEqual(before);
  });

  it('are recomputed entirely after a TRUNCATE', async () => {
    await database.db.exec('TRUNCATE portfolio.valuation_report');
    for (const view of VIEWS) {
      expect(await snapshot(database.db, `portfolio.${view}`), view).toEqual(await snapshot(database.db, `portfolio_figures.${view}_computed`));
    }
  });
});
