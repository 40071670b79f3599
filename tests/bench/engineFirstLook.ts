/**
 * npm run bench:engine:first-look — a first look at the engine's overhead (the full benchmark is part 2): three
 * portal-like queries on the demo data, as the demo investor, answered by `engine.execute` (plan-cache lookup,
 * variable checks, parameter binding, one statement per root field, response stitching) against the same SQL
 * statements with the same parameters run directly on the same database. Prints p50 and p95 of each and the ratio
 * of the p50s, on PGlite and, when reachable, on the PostgreSQL server. A benchmark, not a test.
 */
import { createEngine, type Engine } from '../../server/engine/createEngine.ts';
import { encodeParams } from '../../server/engine/execute/encodeParams.ts';
import { loadMetadata } from '../../server/engine/metadata/loadMetadata.ts';
import { migrateUp } from '../../server/db/migrate.ts';
import type { Db } from '../../server/db/driver.ts';
import { seedDatabase } from '../../server/seed/seed.ts';
import { DEMO_LOGIN } from '../../server/seed/demoData.ts';
import { testTargets } from '../helpers/testDb.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const WARMUP = 30;

const QUERIES: { name: string; query: string; variables?: Record<string, unknown> }[] = [
  {
    name: 'companies page (25 rows + total)',
    query: `query CompaniesPage($limit: Int!, $offset: Int!, $search: String!) {
      portfolio_company(order_by: {name: asc}, limit: $limit, offset: $offset, where: {name: {_ilike: $search}}) {
        id name document created_at organization { id name }
      }
      portfolio_company_aggregate(where: {name: {_ilike: $search}}) { aggregate { count } }
    }`,
    variables: { limit: 25, offset: 0, search: '%' },
  },
  {
    name: 'wallets with holdings and totals',
    query: `query Wallets {
      portfolio_wallet(order_by: {name: asc}) {
        id name organization { name }
        wallet_companies(order_by: {company: {name: asc}}) {
          id company { name document }
          investments_aggregate { aggregate { count sum { gross_amount net_amount } } }
        }
      }
    }`,
  },
  {
    name: 'organizations, plans and members',
    query: `query Organizations {
      portfolio_organization(order_by: {name: asc}) {
        id name plan { name configuration }
        organization_users(order_by: {role: asc}) { role user { displayName email } }
        companies_aggregate { aggregate { count } }
      }
    }`,
  },
];

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function time(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return samples;
}

async function benchTarget(name: string, db: Db): Promise<void> {
  await migrateUp(db);
  await seedDatabase(db);
  const engine: Engine = await createEngine({ db, metadata: loadMetadata(), stringifyNumeric: true });
  const { rows } = await db.query<{ id: string }>('SELECT id FROM auth.users WHERE email = $1', [DEMO_LOGIN.email]);
  const userId = rows[0]?.id ?? '';
  const session = { role: 'investor', variables: { 'x-hasura-role': 'investor', 'x-hasura-user-id': userId }, isAdmin: false };
  for (const q of QUERIES) {
    const request = { query: q.query, variables: q.variables ?? null };
    const first = await engine.execute(request, session);
    if (first.startsWith('{"errors"')) throw new Error(`${q.name}: ${first}`);
    const statements = engine.explain(request, session)
      .map((s) => ({ sql: s.sql, args: encodeParams(s.params, q.variables ?? {}, session.variables) }));
    const viaEngine = await time(() => engine.execute(request, session));
    const direct = await time(() => Promise.all(statements.map((s) => db.query(s.sql, s.args))));
    const [e50, d50] = [percentile(viaEngine, 50), percentile(direct, 50)];
    console.log(
      `${name.padEnd(8)} ${q.name.padEnd(36)} engine p50 ${e50.toFixed(2)} ms p95 ${percentile(viaEngine, 95).toFixed(2)} ms | ` +
        `direct SQL p50 ${d50.toFixed(2)} ms p95 ${percentile(direct, 95).toFixed(2)} ms | ratio ${(e50 / d50).toFixed(2)} | ${first.length} bytes`,
    );
  }
}

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
for (const target of testTargets({ DATABASE_URL: serverUrl })) {
  let t;
  try {
    t = await target.create();
  } catch (error) {
    console.log(`${target.name}: skipped (${(error as Error).message})`);
    continue;
  }
  try {
    await benchTarget(target.name, t.db);
  } finally {
    await t.drop();
  }
}
