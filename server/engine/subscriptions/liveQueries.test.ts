/**
 * The multiplexer's bookkeeping, on a fake database and a fake clock: one polling loop per query shape however
 * subscribers come and go (also while a poll is running), one statement per batch of cohorts per round, and a
 * message only when a cohort's result changes.
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
      if (this.gate) await this.gate;
      const count = String(params[0]).slice(1, -1).split(',').length;
      const rows = Array.from({ length: count }, (_, id) => ({ id, result: this.value })) as unknown as R[];
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
});
