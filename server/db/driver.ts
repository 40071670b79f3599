/**
 * The one interface every part of the backend uses to talk to PostgreSQL, whichever driver is behind it:
 * embedded PGlite (the default) or a PostgreSQL server reached through `DATABASE_URL`.
 *
 * Values always travel as bind parameters (`$1`, `$2` …); `exec` is only for trusted multi-statement scripts
 * such as migrations.
 */

/** A row as the driver returns it: column name to value. */
export type Row = Record<string, unknown>;

export interface QueryResult<R extends Row = Row> {
  rows: R[];
  /** Rows inserted, updated or deleted (or returned, for SELECT). */
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Name the statement so a server connection parses and plans it once and reuses it (a prepared statement; the
   * name must always denote the same text). PGlite runs in-process and ignores it.
   */
  prepare?: string;
  /**
   * On a server, cancel the statement after this many milliseconds (the connection's `statement_timeout`, or
   * `SET LOCAL` in an open transaction). PGlite ignores it: it runs on the caller's thread and cannot be interrupted, so
   * callers bound its work otherwise (see Note [Why structural limits first] in server/engine/apiLimits.ts).
   */
  timeoutMs?: number;
}

/** Something that runs statements: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one statement with bind parameters. */
  query<R extends Row = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<R>>;
  /** Runs a script of several statements with no parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
}

export type DriverKind = 'pglite' | 'postgres';

export interface Db extends Queryable {
  readonly kind: DriverKind;
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws (the error is
   * rethrown). Statements inside must go through the `tx` handed to `work`, not through the `Db`.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Releases the connection pool or the embedded instance. Always call it: an open PGlite keeps Node alive. */
  close(): Promise<void>;
  /**
   * LISTEN on `channel` (a plain lower-case identifier): `onNotify` gets the payload of each NOTIFY committed on it
   * until the returned function is called. On a server this holds one connection of its own, outside the pool.
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
}

/** Channel names `listen` accepts: they go into a LISTEN statement, which takes no bind parameters. */
export const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The SQLSTATE of a database error, or undefined when the error did not come from PostgreSQL. */
export function sqlState(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = error.code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
