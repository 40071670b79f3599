/**
 * What the bench reads from the large set before it starts: who the investor is and which wallet, client, months
 * and companies the queries and subscriptions use. All picks are deterministic (ordered by name or id), so every
 * run on the same seed asks for the same rows.
 */
import type pg from 'pg';
import { DEMO_LOGIN } from '../../../server/seed/seed.ts';
import type { QueryFixtures } from './queries.ts';

export interface BenchFixtures extends QueryFixtures {
  /** The demo investor: a member of every organization, the owner of "Benchmark Capital" (10,000 companies). */
  userId: string;
  /** Companies the live-query subscribers spread over: one cohort per company. */
  liveCompanyIds: string[];
}

const BENCHMARK_ORG = `(SELECT id FROM portfolio.organization WHERE name = 'Benchmark Capital')`;

async function one<R extends pg.QueryResultRow>(pool: pg.Pool, sql: string, params: unknown[] = []): Promise<R> {
  const { rows } = await pool.query<R>(sql, params);
  if (!rows[0]) throw new Error(`bench fixtures: no row for ${sql}`);
  return rows[0];
}

export async function loadFixtures(pool: pg.Pool, liveCompanies: number): Promise<BenchFixtures> {
  const { id: userId } = await one<{ id: string }>(pool, 'SELECT id::text FROM auth.users WHERE email = $1', [DEMO_LOGIN.email]);
  // The first benchmark wallet: 100 holdings × 10 investments, the largest wallet shape of the set.
  const { id: walletId } = await one<{ id: string }>(pool,
    `SELECT id::text FROM portfolio.wallet WHERE organization_id = ${BENCHMARK_ORG} ORDER BY name LIMIT 1`);
  // A benchmark company whose accounting is imported: 21 accounts × 36 months.
  const { id: clientId } = await one<{ id: string }>(pool,
    `SELECT client_id::text AS id FROM portfolio.company
     WHERE organization_id = ${BENCHMARK_ORG} AND client_id IS NOT NULL ORDER BY name, id LIMIT 1`);
  // The client's last twelve months with entries, as the cash-flow screen opens on.
  const months = await one<{ from: string; to: string }>(pool,
    `SELECT (max(e.month) - interval '11 months')::date::text AS "from", max(e.month)::text AS "to"
     FROM accounting.entry e JOIN accounting.account a ON a.id = e.account_id WHERE a.client_id = $1`, [clientId]);
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id::text FROM portfolio.company WHERE organization_id = ${BENCHMARK_ORG} ORDER BY id LIMIT $1`, [liveCompanies]);
  return { userId, walletId, clientId, from: months.from, to: months.to, liveCompanyIds: rows.map((r) => r.id) };
}
