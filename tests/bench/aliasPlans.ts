/**
 * `npm run bench:engine:aliases` (issue 20, item 1): a 12-month cash flow written as 72 aliases of one root field,
 * `accounting_entry_aggregate` once per month × section × type, each month bound to a variable of its own, run as the
 * demo investor on a database of its own on the PostgreSQL server (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres), seeded with the demo data and dropped at the end. Every execution
 * asks for another 12-month window, as a user moving through the year does. In the same run, for reference:
 *  - the same 72 aliases with the months written into the query (no variables: one text, and plan, per window);
 *  - the same figures from one `GROUP BY` statement run directly.
 * Prints the median ms per execution of each, the engine's plan counters (built afresh / reused) and how many of the
 * statements ran prepared. A benchmark, not a test: it never fails on time.
 */
import type { Db, QueryOptions } from '../../server/db/driver.ts';
import { createEngine } from '../../server/engine/createEngine.ts';
import { loadMetadata } from '../../server/engine/metadata/loadMetadata.ts';
import { seedDatabase } from '../../server/seed/seed.ts';
import { DEMO_LOGIN } from '../../server/seed/demoData.ts';
import { testTargets } from '../helpers/testDb.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);
const SECTIONS = ['operations', 'investment', 'financing'] as const;
const TYPES = ['receipt', 'payment'] as const;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const month = (i: number): string => `m${String(i + 1).padStart(2, '0')}`;

/** The 72 aliases; `months` written in, or null for one variable per month. */
function cashFlowQuery(months: string[] | null): string {
  const fields: string[] = [];
  for (let i = 0; i < 12; i++) {
    const value = months ? `"${months[i]}"` : `$${month(i)}`;
    for (const section of SECTIONS) {
      for (const type of TYPES) {
        fields.push(`  ${month(i)}_${section}_${type}: accounting_entry_aggregate(where: {month: {_eq: ${value}}, ` +
          `account: {client_id: {_eq: $client}, section: {_eq: ${section}}, type: {_eq: ${type}}}}) { aggregate { sum { value } } }`);
      }
    }
  }
  const declared = months ? '' : Array.from({ length: 12 }, (_, i) => `, $${month(i)}: date!`).join('');
  return `query CashFlow($client: uuid!${declared}) {\n${fields.join('\n')}\n}`;
}

/** The first days of the 12 months from `start` (`YYYY-MM-01`). */
function windowFrom(start: string): string[] {
  const [year, mon] = start.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const m = (mon - 1 + i) % 12;
    return `${year + Math.floor((mon - 1 + i) / 12)}-${String(m + 1).padStart(2, '0')}-01`;
  });
}

const median = (samples: number[]): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] ?? NaN : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

async function timed(run: (i: number) => Promise<unknown>, warmup: number): Promise<number> {
  for (let i = 0; i < warmup; i++) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = process.hrtime.bigint();
    await run(i);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(samples);
}

async function bench(db: Db): Promise<void> {
  const seeded = await seedDatabase(db);
  console.log(`seeded the demo data in ${(seeded.milliseconds / 1000).toFixed(1)} s (${seeded.rows['accounting.entry']} entries)`);
  const { rows: users } = await db.query<{ id: string }>('SELECT id FROM auth.users WHERE email = $1', [DEMO_LOGIN.email]);
  const userId = users[0]?.id ?? '';
  const session = { role: 'investor', variables: { 'x-hasura-role': 'investor', 'x-hasura-user-id': userId }, isAdmin: false };
  // The client with the most entries among those the demo investor sees, and the months its books cover.
  const { rows: clients } = await db.query<{ client_id: string; first: string; last: string; entries: number }>(
    `SELECT a.client_id, min(e.month)::text AS first, max(e.month)::text AS last, count(*)::int AS entries
     FROM accounting.entry e JOIN accounting.account a ON a.id = e.account_id
     GROUP BY a.client_id ORDER BY count(*) DESC LIMIT 1`);
  const client = clients.at(0);
  if (!client) throw new Error('the seed has no accounting entries');
  const starts: string[] = [];
  for (let start = client.first; windowFrom(start)[11] <= client.last; start = windowFrom(start)[1]!) starts.push(start);
  const windows = starts.map(windowFrom);
  console.log(`client ${client.client_id}: ${client.entries} entries, ${client.first} … ${client.last}, ${windows.length} windows of 12 months`);

  let prepared = 0;
  let unnamed = 0;
  const counted: Db = {
    ...db,
    query: (sql: string, params?: readonly unknown[], options?: QueryOptions) => {
      if (options?.prepare) prepared += 1;
      else unnamed += 1;
      return db.query(sql, params, options);
    },
  };
  const engine = await createEngine({ db: counted, metadata: loadMetadata(), stringifyNumeric: true });
  const withVariables = cashFlowQuery(null);
  const variablesOf = (w: string[]) => ({ client: client.client_id, ...Object.fromEntries(w.map((m, i) => [month(i), m])) });
  const literalTexts = windows.map((w) => cashFlowQuery(w));

  const check = (body: string): void => {
    if (!body.startsWith('{"data"')) throw new Error(body.slice(0, 500));
  };
  // Same answer both ways, for every window.
  const firstPass = engine.planStats;
  for (const [i, w] of windows.entries()) {
    const a = await engine.execute({ query: withVariables, variables: variablesOf(w) }, session);
    const b = await engine.execute({ query: literalTexts[i], variables: { client: client.client_id } }, session);
    check(a);
    if (a !== b) throw new Error(`window ${w[0]}: the two forms differ`);
  }
  console.log(`first pass over the ${windows.length} windows in both forms: plans built ${engine.planStats.built - firstPass.built} ` +
    `(${windows.length} for the texts with the months written in)`);

  const measure = async (label: string, run: (i: number) => Promise<unknown>): Promise<number> => {
    const before = engine.planStats;
    prepared = 0;
    unnamed = 0;
    const ms = await timed(run, windows.length);
    const after = engine.planStats;
    console.log(`${label.padEnd(52)} median ${ms.toFixed(2).padStart(7)} ms | plans built ${after.built - before.built}, ` +
      `reused ${after.reused - before.reused} | statements prepared ${prepared}, unnamed ${unnamed}`);
    return ms;
  };
  const aliased = await measure('72 aliases, months as variables', async (i) => {
    check(await engine.execute({ query: withVariables, variables: variablesOf(windows[i % windows.length]) }, session));
  });
  const literal = await measure('72 aliases, months written in (one text per window)', async (i) => {
    check(await engine.execute({ query: literalTexts[i % windows.length], variables: { client: client.client_id } }, session));
  });
  const groupBy = await timed((i) => {
    const w = windows[i % windows.length];
    return db.query(
      `SELECT e.month, a.section, a.type, sum(e.value)::text AS value
       FROM accounting.entry e JOIN accounting.account a ON a.id = e.account_id
       WHERE a.client_id = $1 AND e.month >= $2::date AND e.month <= $3::date
         AND (EXISTS (SELECT 1 FROM portfolio.organization o JOIN portfolio.organization_user ou ON ou.organization_id = o.id
                      WHERE o.client_id = a.client_id AND ou.user_id = $4)
              OR EXISTS (SELECT 1 FROM portfolio.company co JOIN portfolio.organization_user ou ON ou.organization_id = co.organization_id
                         WHERE co.client_id = a.client_id AND ou.user_id = $4))
       GROUP BY 1, 2, 3`, [client.client_id, w[0], w[11], userId], { prepare: 'bench_alias_plans_group_by' });
  }, windows.length);
  console.log(`${'one GROUP BY, direct SQL'.padEnd(52)} median ${groupBy.toFixed(2).padStart(7)} ms`);
  console.log(`72 aliases with variables ÷ written in: ${(aliased / literal).toFixed(2)}×; ÷ one GROUP BY: ${(aliased / groupBy).toFixed(1)}×`);
  engine.close();
}

const target = testTargets({ DATABASE_URL: serverUrl }).find((t) => t.name === 'postgres');
if (!target) throw new Error('no PostgreSQL server');
const database = await target.create({ migrate: true });
try {
  await bench(database.db);
} finally {
  await database.drop();
}
