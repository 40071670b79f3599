/**
 * The multiplexer's bookkeeping, on a fake database and a fake clock: one polling loop per query shape however
 * subscribers come and go (also while a poll is running), one statement per batch of cohorts per round, a message
 * only when a cohort's result changes, and an early poll for a write the engine reports to a table a shape reads.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db, QueryResult, Row } from '../../db/driver.ts';
import { LiveQueries, type LiveQueryShape, type Subscriber } from './liveQueries.ts';

/** A database whose answers the test controls: each cohort's result is `value` of its parameters. */
class FakeDb {
  statements = 0;
  value = 'a';
  /** While set, queries wait for it: a poll "in flight". */
  gate: Promise<void> | null = null;

  readonly db = {
    kind: 'pglite',
    query: async <R extends Row>(_sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> => {
      this.statements += 1;
      // A statement reads the rows as they were when it started, as a snapshot does.
      const value = this.value;
      if (this.gate) await this.gate;
      const count = String(params[0]).slice(1, -1).split(',').length;
      const rows = Array.from({ length: count }, (_, id) => ({ id, result: value })) as unknown as R[];
      return { rows, rowCount: rows.length };
    },
    exec: () => Promise.resolve(),
    transaction: () => Promise.reject(new Error('not used')),
    close: () => Promise.resolve(),
  } satisfies Db;
}

const shape: LiveQueryShape = {
  key: 'investor\u0000q',
  statement: 'SELECT …',
  respond: (row, vars) => ({ body: String(row.result), vars }),
};

/** A shape that reads one table, as the engine describes its live queries. */
const companies: LiveQueryShape = { ...shape, key: 'investor\u0000companies', reads: new Set(['portfolio.company']) };

const recorder = (): Subscriber & { bodies: string[] } => {
  const bodies: string[] = [];
  return { bodies, next: (body) => { bodies.push(body); }, error: (error) => { throw error; } };
};

const flush = async () => { for (let i = 0; i < 10; i++) await Promise.resolve(); };

describe('LiveQueries', () => {
  let fake: FakeDb;
  let live: LiveQueries;
  beforeEach(() => {
    vi.useFakeTimers();
    fake = new FakeDb();
    live = new LiveQueries(fake.db, { refetchIntervalMs: 1000, batchSize: 100 });
  });
  afterEach(() => {
    live.close();
    vi.useRealTimers();
  });

  it('keeps one polling loop per shape when subscribers join during a poll', async () => {
    live.subscribe(shape, '["first"]', recorder());
    await flush();
    let release: () => void = () => undefined;
    fake.gate = new Promise<void>((resolve) => { release = resolve; });
    await vi.advanceTimersByTimeAsync(1000); // round 1 starts and waits on the gate
    for (let i = 0; i < 250; i++) live.subscribe(shape, JSON.stringify([i]), recorder());
    fake.gate = null;
    release();
    await flush();
    const before = live.stats;
    await vi.advanceTimersByTimeAsync(5000);
    const after = live.stats;
    expect(after.polls - before.polls).toBe(5);
    // 251 cohorts in batches of 100: three statements a round.
    expect(after.statements - before.statements).toBe(15);
    expect(after).toMatchObject({ pollers: 1, cohorts: 251, subscribers: 251 });
  });

  it('sends the first result at once, then only changes', async () => {
    const a = recorder();
    const b = recorder();
    live.subscribe(shape, '[1]', a);
    await flush();
    live.subscribe(shape, '[1]', b); // joins the cohort and gets its last result at once
    expect(a.bodies).toEqual(['a']);
    expect(b.bodies).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(3000);
    expect(a.bodies).toEqual(['a']);
    fake.value = 'b';
    await vi.advanceTimersByTimeAsync(1000);
    expect(a.bodies).toEqual(['a', 'b']);
    expect(b.bodies).toEqual(['a', 'b']);
  });

  it('stops polling a shape when its last subscriber leaves', async () => {
    const stop = live.subscribe(shape, '[1]', recorder());
    await flush();
    stop();
    const before = fake.statements;
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.statements).toBe(before);
    expect(live.stats).toMatchObject({ pollers: 0, cohorts: 0, subscribers: 0 });
  });

  it('polls at once after a write to a table the shape reads, and at the interval after any other', async () => {
    const a = recorder();
    live.subscribe(companies, '[1]', a);
    await flush();
    expect(a.bodies).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(300);
    const before = live.stats;
    fake.value = 'b';
    live.written(['portfolio.wallet']);
    await vi.advanceTimersByTimeAsync(0);
    expect(a.bodies).toEqual(['a']);
    expect(live.stats.polls).toBe(before.polls);
    live.written(['portfolio.company']);
    await vi.advanceTimersByTimeAsync(0);
    expect(a.bodies).toEqual(['a', 'b']);
    expect(live.stats).toMatchObject({ polls: before.polls + 1, writePolls: before.writePolls + 1 });
    // The interval starts again from that poll: the next regular one is a full interval later.
    fake.value = 'c';
    await vi.advanceTimersByTimeAsync(999);
    expect(a.bodies).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(1);
    expect(a.bodies).toEqual(['a', 'b', 'c']);
  });

  it('coalesces a burst of writes: one poll at a time, and one more after a poll that writes overlapped', async () => {
    live.subscribe(companies, '[1]', recorder());
    await flush();
    await vi.advanceTimersByTimeAsync(300);
    const before = live.stats;
    for (let i = 0; i < 5; i++) live.written(['portfolio.company']);
    let release: () => void = () => undefined;
    fake.gate = new Promise<void>((resolve) => { release = resolve; });
    await vi.advanceTimersByTimeAsync(0); // the early poll starts and waits on the gate
    expect(live.stats.polls).toBe(before.polls + 1);
    for (let i = 0; i < 5; i++) live.written(['portfolio.company']);
    await vi.advanceTimersByTimeAsync(100);
    expect(live.stats.polls).toBe(before.polls + 1); // never a second poll beside the first
    fake.gate = null;
    release();
    await vi.advanceTimersByTimeAsync(100);
    // The writes during the poll may not be in what it read: exactly one more poll, then back to the interval.
    expect(live.stats.polls).toBe(before.polls + 2);
    expect(live.stats.writePolls).toBe(before.writePolls + 2);
    await vi.advanceTimersByTimeAsync(800);
    expect(live.stats.polls).toBe(before.polls + 2);
  });

  it('polls again after a first run that a write overlapped', async () => {
    let release: () => void = () => undefined;
    fake.gate = new Promise<void>((resolve) => { release = resolve; });
    const a = recorder();
    live.subscribe(companies, '[1]', a);
    await vi.advanceTimersByTimeAsync(0); // the cohort's first run waits on the gate
    fake.value = 'b';
    live.written(['portfolio.company']);
    fake.gate = null;
    release();
    await flush();
    await vi.advanceTimersByTimeAsync(50);
    expect(a.bodies).toEqual(['a', 'b']);
  });
});
