/**
 * npm run bench:limits — no single request stalls the server (issue 19, items 6, 7 and 9). A benchmark, not a test:
 * it prints figures.
 *
 *  1. Heavy requests an investor can send: a query nested 15 deep (company → organization → companies → …), one
 *     nested 50 deep, a 10 MB query, a body just under the limit that is mostly variables, a batch of 5,000 operations. For each: its status, time and size, and how long
 *     a `{__typename}` sent meanwhile waited (median and max over the samples taken while it ran); goal ≤ 50 ms.
 *  2. The malformed-request corpus of tests/helpers/malformedRequests.ts over HTTP: the count of 5xx answers (goal 0).
 *
 * The server is `server/main.ts` in a child process with the demo data: on embedded PGlite in memory by default, on a
 * fresh database of the PostgreSQL server with BENCH_DB=postgres (DATABASE_URL, default the local one; dropped at the
 * end). The server runs with the limits the environment gives it (GRAPHQL_DEPTH_LIMIT …, the defaults when unset);
 * BENCH_DEPTH_LIMIT, BENCH_BATCH_LIMIT and BENCH_BODY_LIMIT name the depth, batch and body sent "at the limit" (the
 * defaults' values). Settings: BENCH_RUNS (3: runs of each heavy request), BENCH_PROBE_MS (20: the gap between `{__typename}`
 * probes), BENCH_TIMEOUT_MS (120000: when a heavy request is given up).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { DEFAULT_API_LIMITS } from '../../server/engine/apiLimits.ts';
import { DEMO_LOGIN } from '../../server/seed/seed.ts';
import { malformedRequests } from '../helpers/malformedRequests.ts';
import { freePort, startChild } from './engine/children.ts';
import { databaseUrl } from './engine/benchDb.ts';
import { percentile } from './engine/load.ts';

const env = process.env;
const onPostgres = env.BENCH_DB === 'postgres';
const serverUrl = env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
const runs = Number(env.BENCH_RUNS ?? 3);
const probeGapMs = Number(env.BENCH_PROBE_MS ?? 20);
const timeoutMs = Number(env.BENCH_TIMEOUT_MS ?? 120_000);
const dbName = `bench_limits_${process.pid}`;
/** The largest requests the limits allow, sent too: what they cost is what an investor can still make the server do. */
const atLimit = {
  depth: Number(env.BENCH_DEPTH_LIMIT ?? DEFAULT_API_LIMITS.depth.global), batch: Number(env.BENCH_BATCH_LIMIT ?? DEFAULT_API_LIMITS.batch.global),
  body: Number(env.BENCH_BODY_LIMIT ?? DEFAULT_API_LIMITS.body.global),
};
const jwtKey = randomUUID() + randomUUID();

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** `{ portfolio_company { organization { companies { organization { … id } } } } }`, `depth` fields deep. */
function nested(depth: number): string {
  let body = 'id name';
  for (let level = depth; level >= 2; level -= 1) body = `id ${level % 2 === 0 ? 'organization' : 'companies'} { ${body} }`;
  return `query Deep { portfolio_company { ${body} } }`;
}

/** A valid query of about `bytes` bytes: one root field under very many aliases. */
function bigQuery(bytes: number): string {
  const one = 'a0000000: __typename ';
  const count = Math.ceil(bytes / one.length);
  return `{ ${Array.from({ length: count }, (_, i) => `a${String(i).padStart(7, '0')}: __typename`).join(' ')} }`;
}

/** A query whose body is `bytes` long at most, nearly all of it ids in an `_in`: variables to decode, check and bind. */
function idsBody(bytes: number): string {
  const ids = Array.from({ length: Math.floor(bytes / 39) }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
  const body = (n: number) => JSON.stringify({ query: 'query Ids($ids: [uuid!]!) { portfolio_company(where: {id: {_in: $ids}}) { id } }', variables: { ids: ids.slice(0, n) } });
  let n = ids.length;
  while (Buffer.byteLength(body(n)) > bytes) n -= 10;
  return body(n);
}

interface Outcome { status: number | string; ms: number; bytes: number; summary: string }

/**
 * One POST over node:http rather than fetch: a server refusing a body over its limit answers 413 before it has read
 * the body and closes the connection, and fetch reports the write it could not finish instead of the answer.
 */
async function send(url: string, headers: Record<string, string>, body: string | Buffer, method = 'POST'): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const length = method === 'GET' || method === 'HEAD' ? {} : { 'content-length': Buffer.byteLength(body) };
    const request = http.request(url, { method, headers: { ...headers, ...length }, timeout: timeoutMs });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const first = /"message":"([^"]{0,90})/.exec(text)?.[1];
        resolve({
          status: response.statusCode ?? 0, ms: performance.now() - started, bytes: text.length,
          summary: first ? `error: ${first}` : text.startsWith('[') ? 'batch answered' : 'data',
        });
      });
    });
    request.on('timeout', () => { request.destroy(new Error('timed out')); });
    request.on('error', (error) => {
      if (answered) return;
      // The server refused the body from its Content-Length and closed the connection while it was still being sent.
      const closed = ['EPIPE', 'ECONNRESET'].includes((error as NodeJS.ErrnoException).code ?? '');
      resolve({
        status: closed ? 'closed' : error.name, ms: performance.now() - started, bytes: 0,
        summary: closed ? 'connection closed by the server before the body was sent (its 413)' : error.message.slice(0, 90),
      });
    });
    request.end(method === 'GET' || method === 'HEAD' ? undefined : body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`);

console.log('npm run bench:limits — heavy requests and a concurrent {__typename}; malformed requests');
console.log(`machine: ${os.cpus().length} cores, Node ${process.version}; server and load share them; database: ${onPostgres ? 'PostgreSQL server' : 'embedded PGlite'}`);

if (onPostgres) await admin(`CREATE DATABASE "${dbName}"`);
const port = await freePort();
const server = await startChild({
  script: 'server/main.ts', ready: /^ready:/m, timeoutMs: 300_000,
  env: {
    HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_ENABLE: 'false', PORTAL_BUILD: 'skip', SEED_DEMO: 'true',
    HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type: 'HS256', key: jwtKey }), HASURA_GRAPHQL_ADMIN_SECRET: randomUUID(),
    ...(onPostgres ? { DATABASE_URL: databaseUrl(serverUrl, dbName) } : { DATA_DIR: 'memory', DATABASE_URL: '' }),
  },
});
try {
  const base = `http://127.0.0.1:${port}`;
  const signIn = await fetch(`${base}/v1/auth/signin/email-password`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_LOGIN),
  });
  const session = (await signIn.json()) as { session: { accessToken: string; user: { id: string } } };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${session.session.accessToken}` };
  const graphql = `${base}/v1/graphql`;
  const typename = JSON.stringify({ query: '{ __typename }' });

  // Warm up: plans, prepared statements, the role's schema.
  for (let i = 0; i < 20; i += 1) await send(graphql, headers, typename);
  const idle: number[] = [];
  for (let i = 0; i < 20; i += 1) idle.push((await send(graphql, headers, typename)).ms);
  console.log(`\n{__typename} alone: median ${fmt(percentile(idle.sort((a, b) => a - b), 50))}`);

  const heavy: [string, () => string][] = [
    [`depth ${atLimit.depth} (the depth limit)`, () => JSON.stringify({ query: nested(atLimit.depth) })],
    ['depth 15 (company → organization → companies …)', () => JSON.stringify({ query: nested(15) })],
    ['depth 50', () => JSON.stringify({ query: nested(50) })],
    ['10 MB query', () => JSON.stringify({ query: bigQuery(10 * 1024 * 1024) })],
    [`${(atLimit.body / 1024).toFixed(0)} KiB of variables (the role body limit)`, () => idsBody(atLimit.body)],
    ['4.8 MB of variables (120,000 ids in an _in)', () => idsBody(4.8 * 1000 * 1000)],
    [`batch of ${atLimit.batch} operations (the batch limit)`, () => JSON.stringify(Array.from({ length: atLimit.batch }, (_, i) => ({ query: `query Q${i} { portfolio_company(limit: 1) { id name } }` })))],
    ['batch of 5,000 operations', () => JSON.stringify(Array.from({ length: 5_000 }, (_, i) => ({ query: `query Q${i} { portfolio_company(limit: 1) { id name } }` })))],
  ];
  console.log('\n1. Heavy requests, each with {__typename} probes sent while it runs');
  console.log('request                                             | status | time      | answer    | probes | wait median | wait max | what came back');
  for (const [name, make] of heavy) {
    // Encoded once, before the clock starts: the 10 MB body is this process's work, not the server's.
    const body = Buffer.from(make());
    for (let run = 0; run < runs; run += 1) {
      const waits: number[] = [];
      const state = { done: false };
      const big = send(graphql, headers, body).finally(() => { state.done = true; });
      // The first probe leaves with the heavy request, so even one answered at once is measured against one.
      do {
        waits.push((await send(graphql, headers, typename)).ms);
        if (!state.done) await sleep(probeGapMs);
      } while (!state.done);
      const outcome = await big;
      waits.sort((a, b) => a - b);
      console.log([
        name.padEnd(51), String(outcome.status).padEnd(6), fmt(outcome.ms).padEnd(9), size(outcome.bytes).padEnd(9), String(waits.length).padEnd(6),
        (waits.length ? fmt(percentile(waits, 50)) : '-').padEnd(11), (waits.length ? fmt(waits.at(-1) ?? 0) : '-').padEnd(8), outcome.summary,
      ].join(' | '));
    }
  }

  console.log('\n2. The malformed-request corpus over HTTP');
  const corpus = malformedRequests({ seed: 19, jwtKey, userId: session.session.user.id });
  const statuses = new Map<number | string, number>();
  const fives: string[] = [];
  const started = performance.now();
  for (const request of corpus) {
    const { status } = await send(`${base}${request.url}`, request.headers, request.body ?? '', request.method);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    // `closed`: refused from its Content-Length, the body still being sent (a 413 the client could not read).
    if (status !== 'closed' && (typeof status !== 'number' || status >= 500)) fives.push(`${request.name}: ${status}`);
  }
  const counts = [...statuses].sort(([a], [b]) => String(a).localeCompare(String(b))).map(([s, n]) => `${s}×${n}`).join(' ');
  console.log(`${corpus.length} requests in ${fmt(performance.now() - started)}: ${counts}`);
  console.log(`5xx (or no answer): ${fives.length}${fives.length ? `\n  ${fives.slice(0, 30).join('\n  ')}` : ''}`);
} finally {
  await server.stop();
  if (onPostgres) await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
}
