/**
 * Live queries, multiplexed as Hasura does (contract §3.4, research perf-reliability §2.1): polling, not events.
 *
 *   Poller  — one per (role, query shape): one parameterised statement
 *   Cohort  — subscribers whose parameter values (request variables and session values) are identical: one result
 *   Subscriber — one socket's subscription
 *
 * Every refetch interval each poller runs its statement once per batch of up to `batchSize` cohorts, the cohorts'
 * parameters passed as arrays (`unnest($1::int[], $2::json[])`), and sends a cohort's subscribers a message only when
 * the cohort's result text differs from the last one sent. A new cohort is run on its own at once, so the first
 * result arrives without waiting for the interval, and a value PostgreSQL rejects (a bad uuid) fails only that
 * subscriber instead of the whole batch.
 *
 * Writes this process commits itself need not wait for the interval: {@link LiveQueries.written} names the tables a
 * committed mutation wrote, and every poller reading one of them polls at once instead of at its next tick (never
 * while it is polling: a write during a poll brings one more poll right after it, so a burst of writes costs at most
 * one poll in flight and one after it, and early polls of a poller start at least `minWriteRefetchMs` apart). The
 * interval still runs for writes from elsewhere (another process, direct SQL), as Hasura's polling does.
 */
import type { Db } from '../../db/driver.ts';
import { arrayLiteral } from '../execute/encodeParams.ts';

export interface LiveQueryOptions {
  /** `HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_REFETCH_INTERVAL`, in ms. */
  refetchIntervalMs: number;
  /** `HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_BATCH_SIZE`. */
  batchSize: number;
  /**
   * The least time, in ms, from the start of a poll to an early poll of the same poller that a write brought
   * forward (50 when absent): under a stream of writes a poller polls at most this often, not back to back.
   */
  minWriteRefetchMs?: number;
}

/** A query shape: the multiplexed statement and how to turn its per-cohort row into a response. */
export interface LiveQueryShape {
  /** Role and query text: subscribers with equal keys share a poller. */
  key: string;
  /** `SELECT "__subs"."result_id" AS "id", … FROM unnest($1::int[], $2::json[]) AS "__subs"(…)`. */
  statement: string;
  /** The name to prepare `statement` under on the server (it runs every interval). */
  prepare?: string;
  /** The time limit of each run of `statement`, on a server (the role's API limit); absent: none. */
  timeoutMs?: number;
  /** What a failed run tells the subscribers (the engine's error for a statement stopped at the time limit). */
  failure?(error: unknown): unknown;
  /**
   * The tables (and views) the statement reads, as {@link tableKey}s, views' underlying tables included: a write
   * to any of them refetches at once. Absent: unknown, so any write the engine reports refetches this shape.
   */
  reads?: ReadonlySet<string>;
  /**
   * One result row of a cohort → the body to send (null: nothing to send, as for an empty streaming batch) and the
   * cohort's parameters for the next poll (a stream's cursor moves; a live query's stay the same).
   */
  respond(row: Readonly<Record<string, unknown>>, vars: string): { body: string | null; vars: string };
}

export interface Subscriber {
  /** Called with the response body, first at once and then on every change. */
  next(body: string): void;
  /** Called once if the query fails; the subscription is over. */
  error(error: unknown): void;
}

/** How tables are named to {@link LiveQueries.written} and in {@link LiveQueryShape.reads}. */
export const tableKey = (schema: string, name: string): string => `${schema}.${name}`;

interface Cohort {
  key: string;
  /** The cohort's parameters, as JSON: `result_vars` in the statement. */
  vars: string;
  subscribers: Set<Subscriber>;
  /** The last body sent, to send only changes. */
  last: string | null;
  /** Set while the cohort's first run is under way: later subscribers wait for it. */
  ready: Promise<void> | null;
  /** A write was committed during the first run, which may have read the rows before it: poll again after it. */
  stale: boolean;
}

interface Poller {
  shape: LiveQueryShape;
  cohorts: Map<string, Cohort>;
  timer: NodeJS.Timeout | null;
  running: boolean;
  /** The timer is an early poll a write brought forward (so more writes leave it as it is). */
  early: boolean;
  /** Writes committed while the poller was polling: if any, poll again as soon as this poll ends. */
  overlapped: number;
  /** When the last poll started (ms since the epoch), to keep early polls `minWriteRefetchMs` apart. */
  started: number;
}

export interface LiveQueryStats {
  pollers: number;
  cohorts: number;
  subscribers: number;
  /** Multiplexed statements run since start (batches and first runs). */
  statements: number;
  /** Refetch rounds run since start, over all pollers. */
  polls: number;
  /** Of those, rounds brought forward by a write the engine committed. */
  writePolls: number;
}

export class LiveQueries {
  private readonly pollers = new Map<string, Poller>();
  private statements = 0;
  private polls = 0;
  private writePolls = 0;
  private closed = false;

  constructor(private readonly db: Db, private readonly options: LiveQueryOptions) {}

  /** Adds a subscriber; the returned function removes it. `vars` are the cohort's parameters as JSON. */
  subscribe(shape: LiveQueryShape, vars: string, subscriber: Subscriber): () => void {
    let poller = this.pollers.get(shape.key);
    if (!poller) {
      poller = { shape, cohorts: new Map(), timer: null, running: false, early: false, overlapped: 0, started: 0 };
      this.pollers.set(shape.key, poller);
    }
    let cohort = poller.cohorts.get(vars);
    if (!cohort) {
      cohort = { key: vars, vars, subscribers: new Set(), last: null, ready: null, stale: false };
      poller.cohorts.set(vars, cohort);
      cohort.ready = this.firstRun(poller, cohort);
    }
    cohort.subscribers.add(subscriber);
    const joined = cohort;
    if (joined.last !== null) subscriber.next(joined.last);
    this.schedule(poller);
    return () => { this.remove(shape.key, joined, subscriber); };
  }

  get stats(): LiveQueryStats {
    let cohorts = 0;
    let subscribers = 0;
    for (const poller of this.pollers.values()) {
      cohorts += poller.cohorts.size;
      for (const cohort of poller.cohorts.values()) subscribers += cohort.subscribers.size;
    }
    return {
      pollers: this.pollers.size, cohorts, subscribers, statements: this.statements, polls: this.polls, writePolls: this.writePolls,
    };
  }

  /** True while any poller runs: a caller can skip finding out what it wrote when nobody is watching. */
  get active(): boolean {
    return this.pollers.size > 0;
  }

  /**
   * A transaction this process ran has committed writes to `tables` ({@link tableKey}s): every poller reading one
   * of them polls now rather than at its next interval.
   */
  written(tables: Iterable<string>): void {
    if (this.closed) return;
    const written = tables instanceof Set ? tables as ReadonlySet<string> : new Set(tables);
    if (written.size === 0) return;
    for (const poller of this.pollers.values()) {
      const reads = poller.shape.reads;
      if (reads && ![...written].some((t) => reads.has(t))) continue;
      this.pollSoon(poller);
    }
  }

  /** Stops every poller; subscribers get nothing more. */
  close(): void {
    this.closed = true;
    for (const poller of this.pollers.values()) if (poller.timer) clearTimeout(poller.timer);
    this.pollers.clear();
  }

  private remove(key: string, cohort: Cohort, subscriber: Subscriber): void {
    cohort.subscribers.delete(subscriber);
    const poller = this.pollers.get(key);
    if (!poller || cohort.subscribers.size > 0) return;
    poller.cohorts.delete(cohort.key);
    if (poller.cohorts.size === 0) {
      if (poller.timer) clearTimeout(poller.timer);
      this.pollers.delete(key);
    }
  }

  private async firstRun(poller: Poller, cohort: Cohort): Promise<void> {
    try {
      await this.runBatch(poller, [cohort]);
    } catch (error) {
      // The cohort's own values failed (or the database did): fail its subscribers and forget it.
      for (const subscriber of cohort.subscribers) subscriber.error(error);
      cohort.subscribers.clear();
      poller.cohorts.delete(cohort.key);
    } finally {
      cohort.ready = null;
      if (cohort.stale) {
        cohort.stale = false;
        if (poller.cohorts.get(cohort.key) === cohort) this.pollSoon(poller);
      }
    }
  }

  /** Brings the poller's next poll forward to now (see the module's comment); never starts one beside another. */
  private pollSoon(poller: Poller): void {
    if (this.closed || this.pollers.get(poller.shape.key) !== poller) return;
    // A first run that is under way may have read the rows before the write: it polls again when it ends.
    for (const cohort of poller.cohorts.values()) if (cohort.ready !== null) cohort.stale = true;
    if (poller.running) {
      poller.overlapped += 1;
      return;
    }
    if (poller.early) return;
    if (poller.timer) clearTimeout(poller.timer);
    poller.early = true;
    const wait = Math.max(0, poller.started + (this.options.minWriteRefetchMs ?? 50) - Date.now());
    poller.timer = setTimeout(() => { void this.poll(poller); }, wait);
    poller.timer.unref();
  }

  /** Starts the poller's loop unless it is waiting for its next round or running one (one loop per poller). */
  private schedule(poller: Poller): void {
    if (poller.timer || poller.running || this.closed) return;
    poller.timer = setTimeout(() => { void this.poll(poller); }, this.options.refetchIntervalMs);
    poller.timer.unref();
  }

  private async poll(poller: Poller): Promise<void> {
    poller.timer = null;
    if (this.closed || this.pollers.get(poller.shape.key) !== poller) return;
    poller.running = true;
    if (poller.early) this.writePolls += 1;
    poller.early = false;
    poller.overlapped = 0;
    const started = Date.now();
    poller.started = started;
    this.polls += 1;
    const cohorts = [...poller.cohorts.values()].filter((c) => c.ready === null);
    const batches: Cohort[][] = [];
    for (let i = 0; i < cohorts.length; i += this.options.batchSize) batches.push(cohorts.slice(i, i + this.options.batchSize));
    await Promise.all(batches.map(async (batch) => {
      try {
        await this.runBatch(poller, batch);
      } catch (error) {
        for (const cohort of batch) for (const subscriber of cohort.subscribers) subscriber.error(error);
        for (const cohort of batch) poller.cohorts.delete(cohort.key);
      }
    }));
    poller.running = false;
    if (poller.cohorts.size === 0) {
      this.pollers.delete(poller.shape.key);
      return;
    }
    // close() empties the map, so a poller still in it is live.
    if (this.pollers.get(poller.shape.key) !== poller) return;
    if (poller.overlapped > 0) {
      this.pollSoon(poller);
      return;
    }
    // The interval runs from the start of one poll to the start of the next, as Hasura's does.
    const wait = Math.max(0, this.options.refetchIntervalMs - (Date.now() - started));
    poller.timer = setTimeout(() => { void this.poll(poller); }, wait);
    poller.timer.unref();
  }

  /**
   * A stream's cohort is keyed by its current cursor, so a subscriber arriving later with the initial cursor starts
   * its own cohort from the beginning instead of joining one that has moved on.
   */
  private rekey(poller: Poller, cohort: Cohort, vars: string): void {
    if (poller.cohorts.get(cohort.key) === cohort) poller.cohorts.delete(cohort.key);
    cohort.vars = vars;
    const existing = poller.cohorts.get(vars);
    if (existing && existing !== cohort) {
      for (const subscriber of cohort.subscribers) existing.subscribers.add(subscriber);
      cohort.subscribers.clear();
      return;
    }
    cohort.key = vars;
    poller.cohorts.set(vars, cohort);
  }

  private async runBatch(poller: Poller, batch: Cohort[]): Promise<void> {
    this.statements += 1;
    const ids = arrayLiteral(batch.map((_, i) => String(i)));
    const vars = arrayLiteral(batch.map((c) => c.vars));
    const { shape } = poller;
    const options = { ...(shape.prepare ? { prepare: shape.prepare } : {}), ...(shape.timeoutMs === undefined ? {} : { timeoutMs: shape.timeoutMs }) };
    let rows: ({ id: number } & Record<string, unknown>)[];
    try {
      ({ rows } = await this.db.query<{ id: number } & Record<string, unknown>>(shape.statement, [ids, vars], options));
    } catch (error) {
      throw shape.failure ? shape.failure(error) : error;
    }
    for (const row of rows) {
      const cohort = batch[row.id];
      const { body, vars } = poller.shape.respond(row, cohort.vars);
      if (vars !== cohort.vars) this.rekey(poller, cohort, vars);
      if (body === null || body === cohort.last) continue;
      cohort.last = body;
      for (const subscriber of cohort.subscribers) subscriber.next(body);
    }
  }
}
