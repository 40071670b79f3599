/**
 * `npm run bench:alerts`: the alert rules' evaluation (portfolio.evaluate_alert_rules, one statement per kind of rule
 * over every company in scope) on the large seed, for all organizations at once and for the benchmark organization
 * alone (Benchmark Capital: 10,000 companies with books), against the demo organizations (Aurora Capital, Aurora
 * Ventures, Ipê Investimentos: 20 companies, 9 with books) as the reference, with the ratio. p50 of RUNS runs after a
 * first run that raises the alerts (timed apart: it writes them); a run that finds them raised writes nothing.
 *
 * Database: `bench_engine` (BENCH_DB_NAME) on the server of DATABASE_URL (default: the local server, trust auth),
 * seeded with the large set on the first run and reused afterwards. It prints figures and never fails on time.
 */
import { openPostgres } from '../../server/db/postgres.ts';
import { prepareBenchDatabase } from './engine/benchDb.ts';

const RUNS = Number(process.env.RUNS ?? 7);
const serverUrl = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
const DEMO = ['Aurora Capital', 'Aurora Ventures', 'Ipê Investimentos'];
const LARGE = ['Benchmark Capital'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(0)} ms`;

const prepared = await prepareBenchDatabase(serverUrl, process.env.BENCH_DB_NAME?.trim() || 'bench_engine');
console.log(`large set: ${prepared.state}${prepared.seedSeconds ? ` in ${prepared.seedSeconds.toFixed(0)} s` : ''} (${prepared.name})`);
const db = await openPostgres({ connectionString: prepared.url, max: 1 });
try {
  const organizations = async (names: readonly string[] | null) => (names === null
    ? null
    : (await db.query<{ ids: string[] }>('SELECT array_agg(id) AS ids FROM portfolio.organization WHERE name = ANY($1)', [names])).rows[0].ids);
  const evaluate = async (ids: string[] | null) => {
    const started = performance.now();
    const { rows } = await db.query<{ raised: number; resolved: number }>('SELECT * FROM portfolio.evaluate_alert_rules($1::uuid[])', [ids]);
    return { ms: performance.now() - started, ...rows[0] };
  };
  const { rows: [size] } = await db.query<{ companies: number; books: number }>(
    'SELECT count(*)::int AS companies, count(client_id)::int AS books FROM portfolio.company');
  console.log(`${String(size.companies)} companies, ${String(size.books)} with books; ${String(RUNS)} runs each`);

  const cases: { label: string; names: readonly string[] | null }[] = [
    { label: 'all organizations', names: null },
    { label: 'large (Benchmark Capital)', names: LARGE },
    { label: 'demo (its 3 organizations)', names: DEMO },
  ];
  const p50 = new Map<string, number>();
  for (const { label, names } of cases) {
    const ids = await organizations(names);
    const first = await evaluate(ids);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) times.push((await evaluate(ids)).ms);
    p50.set(label, median(times));
    console.log(`${label.padEnd(28)} first ${ms(first.ms)} (raised ${String(first.raised)}, resolved ${String(first.resolved)}), then p50 ${ms(median(times))} (min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))})`);
  }
  const { rows: open } = await db.query<{ name: string; kind: string; alerts: number }>(`
    SELECT o.name, a.kind, count(*)::int AS alerts FROM portfolio.alert a JOIN portfolio.organization o ON o.id = a.organization_id
    WHERE a.rule_id IS NOT NULL AND a.resolved_at IS NULL GROUP BY 1, 2 ORDER BY 1, 2`);
  console.log('open rule-made alerts:', open.map((row) => `${row.name}/${row.kind}: ${String(row.alerts)}`).join(', '));
  const large = p50.get('large (Benchmark Capital)') ?? NaN;
  const demo = p50.get('demo (its 3 organizations)') ?? NaN;
  console.log(`ratio large ÷ demo: ${(large / demo).toFixed(1)}× (all organizations ÷ demo: ${((p50.get('all organizations') ?? NaN) / demo).toFixed(1)}×)`);
} finally {
  await db.close();
}
