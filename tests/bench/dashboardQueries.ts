/**
 * `npm run bench:dashboard:queries`: the dashboard's two queries (the screen's, with the totals, and the charts')
 * as the demo investor through the engine, on the demo data (Aurora Capital) and on the large seed (Benchmark
 * Capital: 10,000 companies, 100 wallets, 100,000 investments), p50 of RUNS runs after two warm-ups, and the ratio
 * large ÷ demo that issue 20 asks to keep at 1.2× or below for the charts.
 *
 * Each figure is taken twice in the same run, before and after: over the same views pointed for the time of the
 * measurement at the definitions that sum every investment on each read (portfolio_figures.*_computed, those of
 * 1795132806500), then over the figures kept up to date (what the views read since migration 1795132808500). The
 * views are put back in a `finally`. The value history's query is also timed alone.
 *
 * Database: `bench_engine` (BENCH_DB_NAME) on the server of DATABASE_URL (default: the local server, trust auth),
 * seeded with the large set on the first run and reused afterwards. It prints figures and never fails on time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPostgres } from '../../server/db/postgres.ts';
import { createEngine } from '../../server/engine/createEngine.ts';
import { loadMetadata } from '../../server/engine/metadata/loadMetadata.ts';
import { DEMO_LOGIN } from '../../server/seed/seed.ts';
import { prepareBenchDatabase } from './engine/benchDb.ts';

const RUNS = Number(process.env.RUNS ?? 15);
const serverUrl = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
const VIEWS = ['company_performance', 'wallet_performance', 'organization_performance', 'organization_value_history'] as const;
const HISTORY = `query ValueHistoryOnly($organizationId: uuid!, $currency: String!) {
  portfolio_organization_value_history(where: { organization_id: { _eq: $organizationId }, currency: { _eq: $currency } }, order_by: [{ at: asc }]) {
    at invested current_value valued unvalued mismatched
  }
}`;

/** The text the portal sends for a query, from relay-compiler's artifact (its `import` of types does not run in Node). */
function portalQuery(name: string): string {
  const artifact = fs.readFileSync(path.resolve(import.meta.dirname, `../../__generated__/${name}.graphql.ts`), 'utf8');
  const text = /^ {4}"text": ("(?:[^"\\]|\\.)*")$/m.exec(artifact)?.[1];
  if (!text) throw new Error(`no query text in the artifact of ${name}`);
  return JSON.parse(text) as string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const prepared = await prepareBenchDatabase(serverUrl, process.env.BENCH_DB_NAME?.trim() || 'bench_engine');
console.log(`large set: ${prepared.state}${prepared.seedSeconds ? ` in ${prepared.seedSeconds.toFixed(0)} s` : ''} (${prepared.name})`);
const db = await openPostgres({ connectionString: prepared.url, max: 2 });
const engine = await createEngine({ db, metadata: loadMetadata(), stringifyNumeric: true });
const maintained = new Map<string, string>();
try {
  const one = async <R>(sql: string, params: unknown[] = []) => (await db.query<R & Record<string, unknown>>(sql, params)).rows[0];
  const userId = (await one<{ id: string }>('SELECT id::text FROM auth.users WHERE email = $1', [DEMO_LOGIN.email])).id;
  const session = { role: 'investor', isAdmin: false, variables: { 'x-hasura-role': 'investor', 'x-hasura-user-id': userId } };
  const organizations = [['demo (Aurora Capital)', 'Aurora Capital'], ['large (Benchmark Capital)', 'Benchmark Capital']] as const;
  const cases: { label: string; organizationId: string; currency: string }[] = [];
  for (const [label, name] of organizations) {
    const { id } = await one<{ id: string }>('SELECT id::text FROM portfolio.organization WHERE name = $1', [name]);
    // The charts' currency: the one most investments are in (src/features/dashboard/currencyFigures.ts).
    const { currency } = await one<{ currency: string }>(
      `SELECT currency FROM portfolio_figures.organization_performance_computed WHERE organization_id = $1
       ORDER BY investments DESC, currency LIMIT 1`, [id]);
    cases.push({ label, organizationId: id, currency });
  }
  for (const view of VIEWS) {
    maintained.set(view, (await one<{ sql: string }>(`SELECT pg_get_viewdef($1::regclass) AS sql`, [`portfolio.${view}`])).sql);
  }

  const time = async (query: string, variables: Record<string, unknown>) => {
    const run = async () => {
      const started = performance.now();
      const result = await engine.execute({ query, variables }, session);
      const elapsed = performance.now() - started;
      if (result.includes('"errors"')) throw new Error(result.slice(0, 500));
      return elapsed;
    };
    await run();
    await run();
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await run());
    return median(samples);
  };

  console.log(`machine: ${os.cpus().length} cores, Node ${process.version}; engine in this process, PostgreSQL on the same machine; p50 of ${RUNS} runs`);
  const p50 = new Map<string, number>();
  for (const mode of ['computed', 'maintained'] as const) {
    for (const view of VIEWS) {
      await db.exec(mode === 'computed'
        ? `CREATE OR REPLACE VIEW portfolio.${view} AS SELECT * FROM portfolio_figures.${view}_computed`
        : `CREATE OR REPLACE VIEW portfolio.${view} AS ${maintained.get(view) ?? ''}`);
    }
    for (const { label, organizationId, currency } of cases) {
      const queries = [
        ['screen', portalQuery('DashboardScreenQuery'), { organizationId }],
        ['charts', portalQuery('DashboardChartsQuery'), { organizationId, currency }],
        ['history', HISTORY, { organizationId, currency }],
      ] as const;
      for (const [name, query, variables] of queries) {
        const ms = await time(query, variables);
        p50.set(`${mode}/${label}/${name}`, ms);
        console.log(`${mode.padEnd(11)} ${label.padEnd(26)} ${name.padEnd(8)} p50 ${ms.toFixed(1).padStart(8)} ms`);
      }
    }
  }
  const ratio = (mode: string, name: string) =>
    ((p50.get(`${mode}/large (Benchmark Capital)/${name}`) ?? NaN) / (p50.get(`${mode}/demo (Aurora Capital)/${name}`) ?? NaN)).toFixed(2);
  for (const mode of ['computed', 'maintained']) {
    console.log(`large ÷ demo, ${mode}: screen ${ratio(mode, 'screen')}×, charts ${ratio(mode, 'charts')}× (goal ≤ 1.2×), history alone ${ratio(mode, 'history')}×`);
  }
} finally {
  for (const [view, sql] of maintained) await db.exec(`CREATE OR REPLACE VIEW portfolio.${view} AS ${sql}`);
  engine.close();
  await db.close();
}
