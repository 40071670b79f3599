/**
 * The live-query part of the bench: N subscribers (1,000, then 10,000) on one engine server, opened by a second
 * process (liveClients.ts) on loopback, each subscribed to one of 100 companies by id so the server can multiplex
 * them into 100 cohorts. For each N it measures
 *  - SQL statements per refetch interval while nothing changes: the bench database's committed transactions
 *    (pg_stat_database, read from another database so the reading does not count) over a quiet window;
 *    pg_stat_statements would be exact but needs a server restart to load, which a shared server cannot have;
 *  - messages pushed during that window (a live query should push nothing when nothing changed);
 *  - from a change of all 100 companies' names to the last subscriber's message showing it, for each writer:
 *    `sql`, an UPDATE committed by another connection (the engine sees it on its next poll), and `engine`, the same
 *    change as an `update_portfolio_company_many` mutation sent to the engine server (timed from sending it), which
 *    the engine's own pollers refetch at once.
 * The changed names are put back at the end (and at the start, should an earlier run have died half-way).
 */
import type pg from 'pg';
import { startChild, type Child } from './children.ts';
import { now, type ArrivalsReport, type ChildMessage, type ParentMessage } from './liveProtocol.ts';
import { percentile } from './load.ts';
import { cpuMeter, formatCpu, openFileLimit, residentMiB } from './machine.ts';
import { openSubscriber } from './subscriber.ts';

export const LIVE_QUERY = `subscription CompanyLive($id: uuid!) {
  portfolio_company_by_pk(id: $id) { id name document updated_at organization { id name } client { id name } }
}`;

export interface LiveOptions {
  wsUrl: string;
  token: string;
  companyIds: string[];
  counts: number[];
  /** The bench database, for the UPDATEs. */
  pool: pg.Pool;
  /** A connection to another database of the same server, for pg_stat_database. */
  statsPool: pg.Pool;
  dbName: string;
  serverPid: number;
  refetchMs: number;
  /** Cohorts per multiplexed statement (HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_BATCH_SIZE). */
  batchSize: number;
  quietSeconds: number;
  rounds: number;
  /** The server's `/dev/subscriptions` and the admin secret it takes: the multiplexer's own counters. */
  statsUrl: string;
  adminSecret: string;
  /** The engine server's `/v1/graphql`, for the `engine` writer's mutation. */
  graphqlUrl: string;
  /** Who commits the change each round, one set of rounds per writer (`sql`, `engine`). */
  writers: LiveWriter[];
}

export type LiveWriter = 'sql' | 'engine';

interface EngineLiveStats { pollers: number; cohorts: number; subscribers: number; statements: number; polls: number }

async function engineStats(options: LiveOptions): Promise<EngineLiveStats> {
  const response = await fetch(options.statsUrl, { headers: { 'x-hasura-admin-secret': options.adminSecret } });
  if (!response.ok) throw new Error(`${options.statsUrl}: HTTP ${response.status}`);
  return (await response.json()) as EngineLiveStats;
}

const MARKER_SUFFIX = / ~live-[0-9a-z-]+$/;
const sleep = (ms: number) => new Promise<void>((resolve) => { setTimeout(resolve, ms); });
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;

async function restoreNames(pool: pg.Pool): Promise<void> {
  await pool.query(`UPDATE portfolio.company SET name = regexp_replace(name, $1, '') WHERE name ~ $1`, [MARKER_SUFFIX.source]);
  // The updates left dead rows and cleared the visibility map: without this, the next run's count over the
  // companies would read the heap for every row and the query figures would drift from run to run.
  await pool.query('VACUUM ANALYZE portfolio.company');
}

/** Null when one subscriber gets a first result within 10 s; otherwise why not. */
async function probe(options: LiveOptions): Promise<string | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => { subscriber.close(); resolve('no result within 10 s of subscribing'); }, 10_000);
    const subscriber = openSubscriber(options.wsUrl, options.token, LIVE_QUERY, { id: options.companyIds[0] }, {
      ready: () => { clearTimeout(timer); subscriber.close(); resolve(null); },
      data: () => undefined,
      failed: (reason) => { clearTimeout(timer); resolve(reason); },
    });
  });
}

/** The live-query client process, with request/answer over IPC. */
class Clients {
  private constructor(private readonly child: Child) {}

  static async start(): Promise<Clients> {
    const child = await startChild({ script: 'tests/bench/engine/liveClients.ts', env: {}, ready: /ready: live clients/, ipc: true });
    return new Clients(child);
  }

  send(message: ParentMessage): void {
    this.child.process.send(message);
  }

  /** The next message of the given type, or a rejection on timeout or exit. */
  async next<T extends ChildMessage['type']>(type: T, timeoutMs: number): Promise<Extract<ChildMessage, { type: T }>> {
    const child = this.child.process;
    return new Promise((resolve, reject) => {
      const cleanup = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      const onMessage = (message: ChildMessage) => {
        if (message.type !== type) return;
        cleanup();
        resolve(message as Extract<ChildMessage, { type: T }>);
      };
      const onExit = () => { cleanup(); reject(new Error(`live clients exited\n${this.child.stderrTail()}`)); };
      const timer = setTimeout(() => { cleanup(); reject(new Error(`live clients: no ${type} within ${timeoutMs} ms`)); }, timeoutMs);
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  }

  /** Messages the subscribers have received so far. */
  async messageCount(): Promise<number> {
    this.send({ type: 'count' });
    return (await this.next('count', 10_000)).messages;
  }

  async stop(): Promise<void> {
    if (this.child.process.connected) {
      this.send({ type: 'close' });
      await this.next('closed', 30_000).catch(() => undefined);
    }
    await this.child.stop();
  }

  get pid(): number {
    return this.child.pid;
  }
}

async function committedTransactions(options: LiveOptions): Promise<number> {
  const { rows } = await options.statsPool.query<{ n: string }>(
    'SELECT (xact_commit + xact_rollback)::text AS n FROM pg_stat_database WHERE datname = $1', [options.dbName]);
  return Number(rows[0]?.n ?? NaN);
}

/** Commits one UPDATE of every watched company's name and returns when the COMMIT was acknowledged. */
async function commitChange(options: LiveOptions, marker: string): Promise<number> {
  const client = await options.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `UPDATE portfolio.company SET name = regexp_replace(name, $3, '') || ' ~' || $2 WHERE id = ANY($1::uuid[])`,
      [options.companyIds, marker, MARKER_SUFFIX.source]);
    await client.query('COMMIT');
    return now();
  } finally {
    client.release();
  }
}

const RENAME_MUTATION = `mutation LiveRename($updates: [portfolio_company_updates!]!) {
  update_portfolio_company_many(updates: $updates) { affected_rows }
}`;

/**
 * The same change as {@link commitChange}, as one mutation through the engine server (admin, so no permission
 * decides which companies it may rename); returns when it was sent, a bound the commit cannot precede.
 */
async function mutateChange(options: LiveOptions, marker: string): Promise<number> {
  const { rows } = await options.pool.query<{ id: string; name: string }>(
    `SELECT id::text, regexp_replace(name, $2, '') AS name FROM portfolio.company WHERE id = ANY($1::uuid[])`,
    [options.companyIds, MARKER_SUFFIX.source]);
  const updates = rows.map((r) => ({ where: { id: { _eq: r.id } }, _set: { name: `${r.name} ~${marker}` } }));
  const body = JSON.stringify({ query: RENAME_MUTATION, variables: { updates } });
  const sentAt = now();
  const response = await fetch(options.graphqlUrl, {
    method: 'POST', body, headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': options.adminSecret },
  });
  const text = await response.text();
  if (!response.ok || text.includes('"errors"')) throw new Error(`the rename mutation failed: ${text.slice(0, 200)}`);
  return sentAt;
}

async function measureCount(options: LiveOptions, count: number, runId: string): Promise<void> {
  const label = count.toLocaleString('en').padStart(6);
  const clients = await Clients.start();
  try {
    clients.send({
      type: 'open', url: options.wsUrl, token: options.token, query: LIVE_QUERY, ids: options.companyIds, count,
      concurrency: 100,
    });
    const opened = await clients.next('opened', 180_000);
    const rss = residentMiB(options.serverPid);
    console.log(`  ${label} subscribers: ${opened.ready.toLocaleString('en')} live after ${opened.seconds.toFixed(1)} s, ` +
      `${opened.failed} failed${opened.reasons.length > 0 ? ` (${opened.reasons.join('; ')})` : ''}` +
      (rss === null ? '' : `; server RSS ${rss.toFixed(0)} MiB`));
    if (opened.ready === 0) return;

    // Quiet window: let the first results and their stats settle, then count what the server does with no change.
    await sleep(3000);
    const cpu = cpuMeter({ server: options.serverPid, clients: clients.pid }, options.dbName);
    const xactBefore = await committedTransactions(options);
    const statsBefore = await engineStats(options);
    const countBefore = await clients.messageCount();
    await sleep(options.quietSeconds * 1000);
    const countAfter = await clients.messageCount();
    const statsAfter = await engineStats(options);
    const xactAfter = await committedTransactions(options);
    const intervals = (options.quietSeconds * 1000) / options.refetchMs;
    const cohorts = Math.min(count, options.companyIds.length);
    const polls = statsAfter.polls - statsBefore.polls;
    const statements = statsAfter.statements - statsBefore.statements;
    console.log(`  ${label} SQL per refetch interval: ${(statements / Math.max(polls, 1)).toFixed(1)} ` +
      `(the multiplexer's count: ${statements} statements in ${polls} rounds; ${statsAfter.pollers} poller, ` +
      `${statsAfter.cohorts} cohorts need ${Math.ceil(cohorts / options.batchSize)}, ${statsAfter.subscribers} subscribers); ` +
      `messages pushed with no change: ${countAfter - countBefore}; CPU ${formatCpu(cpu())}`);
    // pg_stat_database counts every session's transactions on the database, not just the multiplexer's.
    console.log(`  ${label} database transactions in the same ${options.quietSeconds} s, all sources: ${xactAfter - xactBefore} ` +
      `(${((xactAfter - xactBefore) / intervals).toFixed(1)} per interval)`);

    for (const writer of options.writers) await measureChanges(options, clients, count, runId, writer);
  } finally {
    await clients.stop();
  }
}

async function measureChanges(options: LiveOptions, clients: Clients, count: number, runId: string, writer: LiveWriter): Promise<void> {
  const label = count.toLocaleString('en').padStart(6);
  {
    const lasts: number[] = [];
    const latencies: number[] = [];
    let missing = 0;
    for (let round = 1; round <= options.rounds; round++) {
      const marker = `live-${runId}-${count}-${writer}-${round}`;
      clients.send({ type: 'watch', marker, timeoutMs: 20_000 });
      await clients.next('watching', 10_000);
      const arrivals = clients.next('arrivals', 30_000);
      const committedAt = writer === 'engine' ? await mutateChange(options, marker) : await commitChange(options, marker);
      const report: ArrivalsReport = await arrivals;
      const delays = report.times.map((t) => t - committedAt).sort((a, b) => a - b);
      latencies.push(...delays);
      if (delays.length > 0) lasts.push(delays[delays.length - 1]);
      missing += report.missing;
      // Start the next change at another point of the refetch cycle.
      await sleep(options.refetchMs * (0.5 + Math.random()));
    }
    latencies.sort((a, b) => a - b);
    const worst = lasts.length > 0 ? Math.max(...lasts) : Infinity;
    // A change from elsewhere waits for the next poll (up to one interval); the engine's own is refetched at once.
    const limit = writer === 'engine' ? 1000 : 1500;
    const goal = count >= 10_000 ? ` (goal for 10,000: every round ≤ ${limit.toLocaleString('en')} ms → ${worst <= limit && missing === 0 ? 'met' : 'MISSED'})` : '';
    const what = writer === 'engine' ? 'engine mutation sent' : 'change committed over SQL';
    console.log(`  ${label} ${what} → last subscriber: ${lasts.map(ms).join(' / ')} in ${options.rounds} rounds${goal}; ` +
      `all subscribers p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}; ` +
      `missed ${missing}`);
  }
}

export async function runLive(options: LiveOptions): Promise<void> {
  console.log(`\nLive queries: subscribers in a second process over ${options.companyIds.length} companies (one cohort each), ` +
    `refetch interval ${options.refetchMs} ms, batch size ${options.batchSize} (HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_*)`);
  const unavailable = await probe(options);
  if (unavailable !== null) {
    console.log(`live queries: not available (${unavailable})`);
    return;
  }
  const limit = openFileLimit();
  const runId = Date.now().toString(36);
  await restoreNames(options.pool);
  try {
    for (const count of options.counts) {
      // One descriptor per socket in each process, plus the server's own files and database connections.
      if (limit !== null && limit < count + 1000) {
        console.log(`  ${count.toLocaleString('en')} subscribers: skipped ` +
          `(open-file limit ${limit}; run \`ulimit -n ${count + 2000}\` first)`);
        continue;
      }
      try {
        await measureCount(options, count, runId);
      } catch (error) {
        console.log(`  ${count.toLocaleString('en')} subscribers: failed (${(error as Error).message.split('\n')[0]})`);
      }
    }
  } finally {
    await restoreNames(options.pool);
  }
}
