/**
 * The query part of the bench: for each portal-shaped query, the engine server over HTTP against the very SQL it
 * runs (from `engine.explain`, bound with `encodeParams`) executed straight through a pg Pool, then PostGraphile v4
 * answering the nearest equivalent query. Same concurrency, warm-up and duration on every side.
 */
import type pg from 'pg';
import type { Engine } from '../../../server/engine/createEngine.ts';
import { encodeParams } from '../../../server/engine/execute/encodeParams.ts';
import type { Session } from '../../../server/engine/permissions/resolveSession.ts';
import { directLoad, httpLoad, type HttpTarget, type LoadResult, type Statement } from './load.ts';
import { cpuMeter, formatCpu, type CpuShares } from './machine.ts';
import type { BenchQuery, GraphQLBody } from './queries.ts';

export interface QueryPartSettings {
  /** Requests in flight, one measurement per level (e.g. 1 and 8). */
  connections: number[];
  /** The bench database, whose PostgreSQL backends the CPU shares count. */
  database: string;
  seconds: number;
  warmupSeconds: number;
}

export interface HttpServer {
  url: string;
  pid: number;
  headers: Record<string, string>;
  /** Headers that make the same request as admin: no row filters, the database work PostGraphile does. */
  adminHeaders?: Record<string, string>;
}

export interface QueryPartContext {
  settings: QueryPartSettings;
  /** An engine in this process on the same database and metadata as the server: the source of the SQL. */
  engine: Engine;
  session: Session;
  /** The direct-SQL pool: as many connections as the server's. */
  pool: pg.Pool;
  server: HttpServer;
  postgraphile: HttpServer | null;
  queries: BenchQuery[];
}

/** A result this big is "large": its goal is a ratio to raw SQL rather than an added millisecond. */
const LARGE_RESULT_BYTES = 100_000;

interface Measured {
  result: LoadResult;
  cpu: CpuShares;
}

/** A warm-up run of the same shape (discarded), then the measured run with the CPU shares of `pids`. */
async function measured(
  run: (seconds: number) => Promise<LoadResult>, pids: Record<string, number>, settings: QueryPartSettings,
): Promise<Measured> {
  await run(settings.warmupSeconds);
  const meter = cpuMeter(pids, settings.database);
  const result = await run(settings.seconds);
  return { result, cpu: meter() };
}

async function post(server: HttpServer, body: GraphQLBody): Promise<string> {
  const response = await fetch(server.url, { method: 'POST', headers: server.headers, body: JSON.stringify(body) });
  const text = await response.text();
  if (response.status !== 200 || text.startsWith('{"errors"') || text.includes('"errors":[')) {
    throw new Error(`HTTP ${response.status}: ${text.slice(0, 400)}`);
  }
  return text;
}

const size = (bytes: number) => (bytes >= 10_000 ? `${(bytes / 1000).toFixed(0)} kB` : `${(bytes / 1000).toFixed(1)} kB`);
const num = (value: number, digits = 2) => value.toFixed(digits).padStart(7);
const rps = (value: number) => Math.round(value).toLocaleString('en').padStart(6);
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(2)}`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

function line(label: string, m: Measured): string {
  const r = m.result;
  const failures = r.failures > 0 ? `, ${r.failures} FAILED` : '';
  return `      ${label.padEnd(13)} p50 ${num(r.p50)} ms  p95 ${num(r.p95)} ms  ${rps(r.rps)} rps  ` +
    `(${r.requests.toLocaleString('en')} requests${failures}; CPU ${formatCpu(m.cpu)})`;
}

/** The three sides of one query at one concurrency; `theirs` is null without PostGraphile. */
interface Round {
  connections: number;
  ours: Measured;
  floor: Measured;
  theirs: Measured | null;
  /** The engine as admin at the same load, when PostGraphile ran. */
  admin: Measured | null;
}

/** The engine's request and the SQL it runs, checked once before any load. */
interface Prepared {
  body: string;
  statements: Statement[];
  /** PostGraphile's answer, or null when it is absent or refused the query. */
  theirsBody: string | null;
}

async function prepare(ctx: QueryPartContext, q: BenchQuery, index: number): Promise<Prepared | null> {
  let body: string;
  try {
    body = await post(ctx.server, q.ours);
  } catch (error) {
    console.log(`\n(${index}) ${q.name}: the engine refused it, skipped (${(error as Error).message})`);
    return null;
  }
  const explained = ctx.engine.explain({ query: q.ours.query, variables: q.ours.variables }, ctx.session);
  // Prepared as the engine prepares them (same names), so the comparison is of the engine's own overhead.
  const statements: Statement[] = explained.map((s) => ({
    sql: s.sql, args: encodeParams(s.params, q.ours.variables, ctx.session.variables),
    ...(s.prepare === undefined ? {} : { name: s.prepare }),
  }));
  let theirsBody: string | null = null;
  let refused = '';
  if (ctx.postgraphile) {
    try {
      theirsBody = await post(ctx.postgraphile, q.theirs);
    } catch (error) {
      refused = ` (PostGraphile refused its query: ${(error as Error).message})`;
    }
  }
  const theirsSize = theirsBody === null ? '' : `, PostGraphile's ${size(Buffer.byteLength(theirsBody))}`;
  console.log(`\n(${index}) ${q.name}: ${statements.length} statement${statements.length === 1 ? '' : 's'}, ` +
    `response ${size(Buffer.byteLength(body))}${theirsSize}${refused}`);
  // The floor must be the same work: the engine's answer is exactly the statements' results stitched together.
  const direct = await Promise.all(statements.map((s) => ctx.pool.query<{ root: string | null }>(s.sql, s.args)));
  const fields = explained.map((s, i) => `${JSON.stringify(s.field)}:${direct[i].rows[0]?.root ?? 'null'}`);
  if (`{"data":{${fields.join(',')}}}` !== body) {
    console.log('    note: the direct SQL result differs from the engine\'s response (data changed between the two?)');
  }
  return { body, statements, theirsBody };
}

async function measureRound(ctx: QueryPartContext, q: BenchQuery, p: Prepared, connections: number): Promise<Round> {
  const { settings, server } = ctx;
  console.log(`    ${connections} in flight`);
  const target: HttpTarget = {
    url: server.url, headers: server.headers, body: JSON.stringify(q.ours), minBytes: Buffer.byteLength(p.body),
  };
  const ours = await measured((s) => httpLoad(target, connections, s), { server: server.pid, bench: process.pid }, settings);
  console.log(line('engine HTTP', ours));
  const floor = await measured((s) => directLoad(ctx.pool, p.statements, connections, s), { bench: process.pid }, settings);
  console.log(line('direct SQL', floor));
  let theirs: Measured | null = null;
  let admin: Measured | null = null;
  if (ctx.postgraphile && p.theirsBody !== null) {
    const pg = ctx.postgraphile;
    const theirsTarget: HttpTarget = {
      url: pg.url, headers: pg.headers, body: JSON.stringify(q.theirs), minBytes: Buffer.byteLength(p.theirsBody),
    };
    theirs = await measured((s) => httpLoad(theirsTarget, connections, s), { postgraphile: pg.pid, bench: process.pid }, settings);
    console.log(line('PostGraphile', theirs));
    if (server.adminHeaders) {
      // PostGraphile runs without row permissions; the engine as admin does the same database work.
      const adminTarget: HttpTarget = { ...target, headers: server.adminHeaders, minBytes: 1 };
      admin = await measured((s) => httpLoad(adminTarget, connections, s), { server: server.pid, bench: process.pid }, settings);
      console.log(line('engine admin', admin));
    }
  }
  const [o, f] = [ours.result, floor.result];
  const t = theirs?.result;
  const vsTheirs = t ? `; ours / PostGraphile rps ${(o.rps / t.rps).toFixed(2)}×, p50 ${(o.p50 / t.p50).toFixed(2)}×` : '';
  const adminVsTheirs = t && admin ? `; ours as admin / PostGraphile rps ${(admin.result.rps / t.rps).toFixed(2)}×` : '';
  console.log(`      engine / SQL  p50 ${signed(o.p50 - f.p50)} ms (${(o.p50 / f.p50).toFixed(2)}×), ` +
    `p95 ${(o.p95 / f.p95).toFixed(2)}×, ` +
    `rps ${(o.rps / f.rps).toFixed(2)}×${vsTheirs}${adminVsTheirs}`);
  return { connections, ours, floor, theirs, admin };
}

/**
 * Latency goals are judged at the fewest requests in flight, where p50 is the time one request takes rather than
 * time spent queueing for a saturated CPU; the throughput goal at the most, where each side is at its limit.
 */
function printGoals(q: BenchQuery, p: Prepared, rounds: Round[]): void {
  const calm = rounds[0];
  const busy = rounds[rounds.length - 1];
  const [o, f] = [calm.ours.result, calm.floor.result];
  const where = `at ${calm.connections} in flight`;
  const latency = Buffer.byteLength(p.body) >= LARGE_RESULT_BYTES
    ? `engine vs SQL (≥ 100 kB, ${where}): p50 ${(o.p50 / f.p50).toFixed(3)}× ≤ 1.10× → ${verdict(o.p50 / f.p50 <= 1.1)}`
    : `engine vs SQL (< 100 kB, ${where}): p50 ${signed(o.p50 - f.p50)} ms ≤ +1 ms → ${verdict(o.p50 - f.p50 <= 1)}`;
  const speedup = busy.theirs ? busy.ours.result.rps / busy.theirs.result.rps : null;
  const adminSpeedup = busy.theirs && busy.admin ? busy.admin.result.rps / busy.theirs.result.rps : null;
  const throughput = (speedup === null ? ''
    : `; ours vs PostGraphile (at ${busy.connections} in flight): rps ${speedup.toFixed(3)}× ≥ 1.5× → ${verdict(speedup >= 1.5)}`)
    + (adminSpeedup === null ? '' : ` (as admin, without row filters like PostGraphile: ${adminSpeedup.toFixed(3)}× → ${verdict(adminSpeedup >= 1.5)})`);
  console.log(`    goals: ${latency}${throughput}`);
  if (q.difference && busy.theirs) console.log(`    (PostGraphile's query differs: ${q.difference})`);
}

export async function runQueryPart(ctx: QueryPartContext): Promise<void> {
  const levels = [...ctx.settings.connections].sort((a, b) => a - b);
  for (const [i, q] of ctx.queries.entries()) {
    const prepared = await prepare(ctx, q, i + 1);
    if (!prepared) continue;
    const rounds: Round[] = [];
    for (const connections of levels) rounds.push(await measureRound(ctx, q, prepared, connections));
    printGoals(q, prepared, rounds);
  }
}
