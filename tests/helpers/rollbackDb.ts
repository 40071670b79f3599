/**
 * A `Db` whose writes never outlive a test case, for the mutation golden cases (tests/engine/mutationGolden.test.ts).
 *
 * Why: the engine is built once per database (introspection, schemas and plan cache cost seconds), yet every
 * mutation case must start from the fixture exactly as loaded and must not see another case's writes. Reloading
 * the fixture per case would be slow; so each case runs inside one transaction of the underlying database that is
 * always rolled back ({@link RollbackDb.rolledBack}), and the engine, which only knows this wrapper, is pointed at
 * that transaction without knowing it:
 *
 * - `query`/`exec` run on the case's transaction, each under its own SAVEPOINT, so that a failing statement undoes
 *   itself alone, as an autocommitted statement would, instead of aborting the whole case.
 * - `transaction(work)` (the engine runs every mutation in one) becomes `SAVEPOINT s; work; RELEASE SAVEPOINT s`, or
 *   `ROLLBACK TO SAVEPOINT s` when `work` throws (the error is rethrown): a failed mutation leaves nothing behind,
 *   and a later step of the same case can show it.
 *
 * Top-level statements are serialised: the engine runs a query's root fields concurrently, and on one connection
 * two interleaved SAVEPOINT/RELEASE pairs would release each other's savepoints. Statements that `work` issues, on
 * the `tx` it is handed or (wrongly) on this `Db`, run directly inside its savepoint. Outside a case (while the
 * engine introspects the database) everything goes to the underlying `Db` unchanged.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, QueryResult, Queryable, Row } from '../../server/db/driver.ts';

export interface RollbackDb extends Db {
  /**
   * Runs `work` with every statement of this `Db` inside one transaction of the underlying database, and rolls that
   * transaction back afterwards, whether `work` resolved or threw. Resolves or rejects as `work` did.
   */
  rolledBack<T>(work: () => Promise<T>): Promise<T>;
}

/** Thrown to make the underlying `transaction` roll back; never escapes {@link RollbackDb.rolledBack}. */
class Rollback extends Error {
  constructor() {
    super('rollback');
    this.name = 'Rollback';
  }
}

export function rollbackDb(inner: Db): RollbackDb {
  let current: Queryable | null = null;
  /** Set while a `transaction(work)` runs: statements of `work` must not wait for the lock `work` itself holds. */
  const insideWork = new AsyncLocalStorage<true>();
  let lock: Promise<unknown> = Promise.resolve();
  let savepoints = 0;

  const serialised = <T>(run: () => Promise<T>): Promise<T> => {
    const result = lock.then(run);
    lock = result.catch(() => undefined);
    return result;
  };

  /** Runs `run` on the case's transaction under a fresh savepoint, released on success, rolled back to on failure. */
  const inSavepoint = async <T>(tx: Queryable, run: () => Promise<T>): Promise<T> => {
    const name = `rollback_db_${++savepoints}`;
    await tx.query(`SAVEPOINT ${name}`);
    let result: T;
    try {
      result = await run();
    } catch (error) {
      await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
      throw error;
    }
    await tx.query(`RELEASE SAVEPOINT ${name}`);
    return result;
  };

  const statement = <T>(run: (on: Queryable) => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    const tx = current;
    if (!tx) return fallback();
    if (insideWork.getStore()) return run(tx);
    return serialised(() => inSavepoint(tx, () => run(tx)));
  };

  return {
    kind: inner.kind,
    query<R extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> {
      return statement((tx) => tx.query<R>(sql, params), () => inner.query<R>(sql, params));
    },
    exec(sql: string): Promise<void> {
      return statement((tx) => tx.exec(sql), () => inner.exec(sql));
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const tx = current;
      if (!tx) return inner.transaction(work);
      const nested = () => inSavepoint(tx, () => insideWork.run(true, () => work(tx)));
      return insideWork.getStore() ? nested() : serialised(nested);
    },
    close: () => inner.close(),
    async rolledBack<T>(work: () => Promise<T>): Promise<T> {
      if (current) throw new Error('rollbackDb: cases cannot nest');
      const box: { outcome?: { ok: true; value: T } | { ok: false; error: unknown } } = {};
      try {
        await inner.transaction(async (tx) => {
          current = tx;
          try {
            box.outcome = { ok: true, value: await work() };
          } catch (error) {
            box.outcome = { ok: false, error };
          } finally {
            // Wait for anything `work` left running before the transaction ends under it.
            await lock;
            current = null;
          }
          throw new Rollback();
        });
      } catch (error) {
        if (!(error instanceof Rollback)) throw error;
      }
      const { outcome } = box;
      if (!outcome) throw new Error('rollbackDb: the case did not run');
      if (!outcome.ok) throw outcome.error;
      return outcome.value;
    },
  };
}
