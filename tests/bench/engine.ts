/**
 * npm run bench:engine — the GraphQL engine on the large seed, on a PostgreSQL server. A benchmark, not a test: it
 * prints figures and their goals and fails only if it cannot run at all.
 *
 *  1. Queries: four portal-shaped queries as the demo `investor` (JWT, permission filters included), served by the
 *     real server (server/main.ts in a child process) and loaded with autocannon; against the same SQL run straight
 *     through a pg Pool (goal: ≤ 1.10× p50 on results of 100 kB and more, ≤ +1 ms p50 below); and against
 *     PostGraphile v4 in its own process on the same database (goal: ours ≥ 1.5× its rps).
 *  2. Live queries: 1,000 and 10,000 subscribers (a second process, on loopback) on one server: SQL statements per
 *     refetch interval, and change → last subscriber's message (goal for 10,000: ≤ 1.5 s for a change committed
 *     over SQL, which waits for the next poll; ≤ 1.0 s for one made by a mutation through the engine).
 *
 * Database: `bench_engine` (BENCH_DB_NAME) on the server DATABASE_URL reaches (default: the local server, trust
 * auth); created, migrated and seeded with the large set on the first run (about 40 s), reused afterwards.
 *
 * 10,000 websockets need 10,000 file descriptors in the server and as many in the client process:
 *     ulimit -n 20000 && npm run bench:engine
 * With a lower limit the bench skips the counts that do not fit and says so.
 *
 * Settings (environment):
 *   BENCH_CONNECTIONS     requests in flight, one measurement each (1,8): latency goals are judged at the lowest,
 *                         where p50 is one request's time rather than queueing; the PostGraphile goal at the highest
 *   BENCH_SECONDS         per measurement (6), after BENCH_WARMUP_SECONDS (2) of the same load, discarded
 *   BENCH_PARTS           queries,postgraphile,live
 *   BENCH_LIVE_COUNTS     subscribers per live measurement (1000,10000); BENCH_LIVE_ROUNDS changes each (3)
 *   BENCH_LIVE_WRITERS    who makes those changes, one set of rounds each: sql (another connection), engine (a
 *                         mutation through the engine server); sql,engine
 *   BENCH_REFETCH_MS      1000, and BENCH_BATCH_SIZE 100: the server's HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_*
 *   BENCH_DB_NAME         bench_engine
 *   BENCH_PROFILE         1: instead of the parts, profile the server (node --cpu-prof) while the engine alone answers
 *                         each query, and print its CPU per request by layer (engine/profilePart.ts)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createEngine } from '../../server/engine/createEngine.ts';
import { loadMetadata } from '../../server/engine/metadata/loadMetadata.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { prepareBenchDatabase } from './engine/benchDb.ts';
import { freePort, startChild, type Child } from './engine/children.ts';
import { loadFixtures } from './engine/fixtures.ts';
import { runLive, type LiveWriter } from './engine/live.ts';
import { machineSummary, openFileLimit } from './engine/machine.ts';
import { runProfilePart } from './engine/profilePart.ts';
import { benchQueries } from './engine/queries.ts';
import { runQueryPart, type HttpServer } from './engine/queryPart.ts';
import { benchAuth, investorToken } from './engine/token.ts';

const env = process.env;
const serverUrl = env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = env.BENCH_DB_NAME?.trim() || 'bench_engine';
const positive = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const connections = (env.BENCH_CONNECTIONS ?? '1,8').split(',').map(Number);
if (connections.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error('BENCH_CONNECTIONS must list positive integers');
const settings = {
  connections,
  seconds: positive('BENCH_SECONDS', 6),
  warmupSeconds: positive('BENCH_WARMUP_SECONDS', 2),
};
const parts = new Set((env.BENCH_PARTS ?? 'queries,postgraphile,live').split(',').map((p) => p.trim()));
const liveCounts = (env.BENCH_LIVE_COUNTS ?? '1000,10000').split(',').map(Number).filter((n) => n > 0);
const liveRounds = positive('BENCH_LIVE_ROUNDS', 3);
const liveWriters = (env.BENCH_LIVE_WRITERS ?? 'sql,engine').split(',').map((w) => w.trim()).filter((w) => w !== '');
if (liveWriters.some((w) => w !== 'sql' && w !== 'engine')) throw new Error('BENCH_LIVE_WRITERS must list sql and/or engine');
const refetchMs = positive('BENCH_REFETCH_MS', 1000);
const batchSize = positive('BENCH_BATCH_SIZE', 100);
const profileDir = env.BENCH_PROFILE === '1' ? mkdtempSync(path.join(os.tmpdir(), 'bench-engine-profile-')) : null;
/** The server's and the direct path's pool size (server/db/postgres.ts opens 10). */
const POOL_SIZE = 10;
const LIVE_COMPANIES = 100;

console.log('npm run bench:engine — the GraphQL engine on the large seed (PostgreSQL server)');
console.log(`machine: ${machineSummary()}`);

const prepared = await prepareBenchDatabase(serverUrl, dbName);
// UTC sessions as the server's own pool uses, so the direct SQL formats timestamps exactly as the engine's does.
const pool = new pg.Pool({ connectionString: prepared.url, max: POOL_SIZE, options: '-c TimeZone=UTC' });
const statsPool = new pg.Pool({ connectionString: serverUrl, max: 1 });
const children: Child[] = [];
try {
  const { rows: [pgInfo] } = await pool.query<{ version: string; shared_buffers: string; max_connections: string }>(
    `SELECT split_part(version(), ' on ', 1) AS version, current_setting('shared_buffers') AS shared_buffers,
            current_setting('max_connections') AS max_connections`);
  console.log(`postgres: ${pgInfo.version}, shared_buffers ${pgInfo.shared_buffers}, max_connections ${pgInfo.max_connections}; ` +
    `database ${prepared.name} ` +
    (prepared.state === 'seeded' ? `seeded with the large set in ${prepared.seedSeconds?.toFixed(1)} s` : '(large set, reused)'));
  console.log(`settings: ${settings.connections.join(' and ')} requests in flight, ` +
    `${settings.warmupSeconds} s warm-up + ${settings.seconds} s per ` +
    `measurement, ${POOL_SIZE} database connections on every side; open-file limit ${openFileLimit() ?? 'unknown'}`);
  console.log('caveat: the engine server, the load generator (this process), PostGraphile, the live clients and PostgreSQL share ' +
    'the same cores; absolute figures are low and noisy, read the ratios. CPU figures are percent of one core ' +
    `(${os.cpus().length * 100}% = every core); "others" is work outside the bench on this machine.`);
  console.log('caveat: PostGraphile v4 runs as the database owner with NO row permissions (its fastest mode); the engine runs ' +
    'as `investor` with a permission filter on every table it reads.');

  const fixtures = await loadFixtures(pool, LIVE_COMPANIES);
  const auth = benchAuth();
  const token = await investorToken(auth, fixtures.userId);
  const port = await freePort();
  const server = await startChild({
    script: 'server/main.ts',
    ready: /^ready:/m,
    timeoutMs: 120_000,
    // Sampled every 250 µs rather than V8's 1 ms: a small query's request takes a few hundred µs of CPU.
    ...(profileDir ? { nodeArgs: ['--cpu-prof', '--cpu-prof-interval=250', `--cpu-prof-dir=${profileDir}`] } : {}),
    env: {
      HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: prepared.url, SEED_DEMO: 'false', LOG_LEVEL: 'warn',
      HASURA_GRAPHQL_JWT_SECRET: auth.jwtSecret, HASURA_GRAPHQL_ADMIN_SECRET: auth.adminSecret,
      HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_REFETCH_INTERVAL: String(refetchMs),
      HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_BATCH_SIZE: String(batchSize),
    },
  });
  children.push(server);
  const engineServer: HttpServer = {
    url: `http://127.0.0.1:${port}/v1/graphql`, pid: server.pid,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    adminHeaders: { 'content-type': 'application/json', 'x-hasura-admin-secret': auth.adminSecret },
  };
  console.log(`engine server: pid ${server.pid}, ${engineServer.url}, as investor ${fixtures.userId} ` +
    `(member of every organization, owner of "Benchmark Capital")`);

  if (profileDir) {
    await runProfilePart({ settings, server: engineServer, serverChild: server, profileDir, queries: benchQueries(fixtures) });
  } else if (parts.has('queries')) {
    let postgraphile: HttpServer | null = null;
    let postgraphileChild: Child | null = null;
    if (parts.has('postgraphile')) {
      const theirPort = await freePort();
      try {
        postgraphileChild = await startChild({
          script: 'tests/bench/engine/postgraphileServer.ts', ready: /^ready:/m, timeoutMs: 120_000,
          env: { HOST: '127.0.0.1', PORT: String(theirPort), DATABASE_URL: prepared.url, NODE_ENV: 'production' },
        });
        postgraphile = {
          url: `http://127.0.0.1:${theirPort}/graphql`, pid: postgraphileChild.pid, headers: { 'content-type': 'application/json' },
        };
        console.log(`postgraphile v4: pid ${postgraphileChild.pid}, ${postgraphile.url}, ` +
          'schemas portfolio and accounting, core plugins only');
      } catch (error) {
        console.log(`postgraphile v4: not available (${(error as Error).message.split('\n')[0]})`);
      }
    }
    // The SQL of each query comes from an engine in this process built from the same metadata and database.
    const db = await openPostgres({ connectionString: prepared.url, max: 2 });
    try {
      const engine = await createEngine({ db, metadata: loadMetadata(), stringifyNumeric: true });
      const session = {
        role: 'investor', isAdmin: false,
        variables: { 'x-hasura-role': 'investor', 'x-hasura-user-id': fixtures.userId },
      };
      await runQueryPart({ settings: { ...settings, database: prepared.name }, engine, session, pool, server: engineServer, postgraphile, queries: benchQueries(fixtures) });
    } finally {
      await db.close();
      // Its process and pool need not outlive its part.
      await postgraphileChild?.stop().catch(() => undefined);
    }
  }

  if (parts.has('live') && !profileDir) {
    await runLive({
      wsUrl: `ws://127.0.0.1:${port}/v1/graphql`, token, companyIds: fixtures.liveCompanyIds, counts: liveCounts,
      pool, statsPool, dbName: prepared.name, serverPid: server.pid, refetchMs, batchSize, quietSeconds: 10,
      rounds: liveRounds, statsUrl: `http://127.0.0.1:${port}/dev/subscriptions`, adminSecret: auth.adminSecret,
      graphqlUrl: engineServer.url, writers: liveWriters as LiveWriter[],
    });
  }
} finally {
  for (const child of children.reverse()) await child.stop().catch(() => undefined);
  await pool.end();
  await statsPool.end();
  if (profileDir) rmSync(profileDir, { recursive: true, force: true });
}
