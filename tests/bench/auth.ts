/**
 * npm run bench:auth — the auth service under load (issue 5, point 7). A benchmark, not a test: it prints figures.
 *
 *  1. `/token` refreshes per second over HTTP (autocannon), each request spending a different refresh token, as real
 *     clients do (a rotated token is not reusable); goal ≥ 2,000 per second on this 2-core machine.
 *  2. Sign-in p50, one request at a time, against bcrypt alone at the same cost on the same hash: the ratio is what
 *     the service adds to the password check that dominates it.
 *  3. Refusals of a wrong password and of an unknown e-mail, alternated: their p50s should match.
 *
 * The server is `server/main.ts` in a child process on a fresh database of the PostgreSQL server (DATABASE_URL,
 * default the local one), seeded with the demo data and dropped at the end. Rate limits are off for the run (the
 * load comes from one address). Settings: BENCH_SECONDS (10), BENCH_CONNECTIONS (16,32: one run each; the server
 * keeps 10 database connections, and more requests in flight let PostgreSQL commit several rotations per WAL flush),
 * BENCH_SIGNINS (100), BENCH_PROFILE (1: profile the server's CPU during the refreshes and print where it went, by
 * layer — signing, Fastify, the PostgreSQL driver, our code —, then stop).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import bcrypt from 'bcryptjs';
import pg from 'pg';
import { hashToken } from '../../server/auth/refreshTokens.ts';
import { BCRYPT_COST } from '../../server/auth/passwords.ts';
import { DEMO_LOGIN } from '../../server/seed/seed.ts';
import { freePort, startChild } from './engine/children.ts';
import { databaseUrl } from './engine/benchDb.ts';
import { percentile } from './engine/load.ts';
import { AUTH_LAYERS, splitProfile } from './cpuProfileSplit.ts';

const env = process.env;
const serverUrl = env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(env.BENCH_SECONDS ?? 10);
const connectionLevels = (env.BENCH_CONNECTIONS ?? '16,32').split(',').map(Number);
const signIns = Number(env.BENCH_SIGNINS ?? 100);
const dbName = `bench_auth_${process.pid}`;
const profileDir = env.BENCH_PROFILE === '1' ? mkdtempSync(path.join(os.tmpdir(), 'bench-auth-profile-')) : null;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const median = (samples: number[]) => percentile([...samples].sort((a, b) => a - b), 50);

console.log('npm run bench:auth — refreshes per second and sign-in time (PostgreSQL server)');
console.log(`machine: ${os.cpus().length} cores, Node ${process.version}; server, load and PostgreSQL share them`);

await admin(`CREATE DATABASE "${dbName}"`);
const url = databaseUrl(serverUrl, dbName);
const port = await freePort();
const server = await startChild({
  script: 'server/main.ts', ready: /^ready:/m, timeoutMs: 120_000,
  ...(profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
  env: {
    HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: url, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_ENABLE: 'false',
    HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type: 'HS256', key: randomUUID() + randomUUID() }),
    HASURA_GRAPHQL_ADMIN_SECRET: randomUUID(),
  },
});
const pool = new pg.Pool({ connectionString: url, max: 2 });
try {
  const base = `http://127.0.0.1:${port}/v1/auth`;
  const { rows: [demo] } = await pool.query<{ id: string; password_hash: string }>(
    'SELECT id, password_hash FROM auth.users WHERE email = $1', [DEMO_LOGIN.email]);

  // 1. Refreshes: enough live tokens that no request reuses one (about what the runs can spend, with margin).
  const count = Math.max(20_000, Math.ceil(connectionLevels.length * seconds * 4_000));
  const tokens = Array.from({ length: count }, () => randomUUID());
  for (let i = 0; i < tokens.length; i += 5_000) {
    const slice = tokens.slice(i, i + 5_000);
    await pool.query(
      `INSERT INTO auth.refresh_tokens (user_id, refresh_token_hash, expires_at)
       SELECT $1::uuid, h, now() + interval '30 days' FROM unnest($2::text[]) AS h`,
      [demo.id, slice.map(hashToken)],
    );
  }
  await pool.query('ANALYZE auth.refresh_tokens');
  let next = 0;
  for (const connections of connectionLevels) {
    let failures = 0;
    const before = next;
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({
        url: `${base}/token`, method: 'POST', headers: { 'content-type': 'application/json' }, connections, duration: seconds,
        requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify({ refreshToken: tokens[next++ % tokens.length] }) }) }],
      }, (error: unknown, done: autocannon.Result) => {
        if (error) reject(error instanceof Error ? error : new Error('autocannon failed'));
        else resolve(done);
      });
      instance.on('response', (_client, status) => { if (status !== 200) failures++; });
    });
    const rps = (result.requests.total - failures) / seconds;
    console.log(`/token: ${Math.round(rps).toLocaleString('en')} refreshes/s with ${connections} connections for ${seconds} s ` +
      `(p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms; ${failures} failed; ${(next - before).toLocaleString('en')} tokens spent) ` +
      `→ goal ≥ 2,000/s: ${rps >= 2000 ? 'met' : 'MISSED'}`);
  }

  if (profileDir) {
    // The profile is written as the server exits; only the refreshes' window is read from it.
    const spent = next;
    await server.stop(30_000);
    const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error('the server wrote no CPU profile');
    const split = splitProfile(path.join(profileDir, file), AUTH_LAYERS, seconds * connectionLevels.length * 1000);
    console.log(`server CPU during the refreshes: ${(split.totalMs / 1000).toFixed(1)} s for ${spent.toLocaleString('en')} requests ` +
      `(${((split.totalMs * 1000) / spent).toFixed(0)} µs a request)`);
    for (const row of split.rows) {
      console.log(`  ${(row.share * 100).toFixed(1).padStart(5)} %  ${((row.ms * 1000) / spent).toFixed(0).padStart(4)} µs/request  ${row.layer}`);
    }
    rmSync(profileDir, { recursive: true, force: true });
    await pool.end();
    await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    process.exit(0);
  }

  // 2. Sign-in against bcrypt alone.
  const signInTimes: number[] = [];
  for (let i = 0; i < signIns; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/signin/email-password`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_LOGIN.email, password: DEMO_LOGIN.password }),
    });
    await response.text();
    if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}`);
    signInTimes.push(performance.now() - started);
  }
  const bcryptTimes: number[] = [];
  for (let i = 0; i < signIns; i++) {
    const started = performance.now();
    await bcrypt.compare(DEMO_LOGIN.password, demo.password_hash);
    bcryptTimes.push(performance.now() - started);
  }
  const [signIn, check] = [median(signInTimes), median(bcryptTimes)];
  console.log(`sign-in: p50 ${signIn.toFixed(1)} ms over ${signIns} (one at a time) vs bcrypt.compare at cost ${BCRYPT_COST} ` +
    `p50 ${check.toFixed(1)} ms → ${(signIn / check).toFixed(2)}×`);

  // 3. An unknown e-mail must take as long as a wrong password, or the timing tells who has an account. The two
  // kinds alternate, so warm-up and background load fall on both alike.
  const refusal = async (email: string): Promise<number> => {
    const started = performance.now();
    const response = await fetch(`${base}/signin/email-password`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'not the password at all' }),
    });
    await response.text();
    return performance.now() - started;
  };
  const wrongTimes: number[] = [];
  const unknownTimes: number[] = [];
  for (let i = 0; i < signIns; i++) {
    wrongTimes.push(await refusal(DEMO_LOGIN.email));
    unknownTimes.push(await refusal('nobody@nowhere.example'));
  }
  const [wrong, unknown] = [median(wrongTimes), median(unknownTimes)];
  console.log(`refusals: wrong password p50 ${wrong.toFixed(1)} ms, unknown e-mail p50 ${unknown.toFixed(1)} ms → ${(unknown / wrong).toFixed(2)}×`);
} finally {
  await pool.end();
  await server.stop();
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
}
