import pg from 'pg';
import { CHANNEL_NAME, type Db, type QueryResult, type Row } from './driver.ts';

// Keep `timestamptz`/`timestamp` as the text PostgreSQL sends (ISO-like), like PGlite does with its parsers set in
// pglite.ts, so results compare equal across drivers. numeric, int8 and date already arrive as text in pg.
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (value) => value);
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (value) => value);
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export interface PostgresOptions {
  connectionString: string;
  /** Connections in the pool. */
  max?: number;
}

/** Connects to a PostgreSQL server through a pool. */
export async function openPostgres(options: PostgresOptions): Promise<Db> {
  // UTC sessions, as PGlite's, so timestamps read back the same on both drivers.
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    options: '-c TimeZone=UTC',
  });
  // An idle connection the server closes (restart, pg_terminate_backend, DROP DATABASE … FORCE) is reported as an
  // 'error' event; without a listener Node would crash the process. The pool drops that client and opens another
  // on the next query, so noting it is enough.
  pool.on('error', (error) => { console.warn(`postgres: idle connection closed: ${error.message}`); });
  // Fail now, with the server's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    query: (sql, params, options) => onConnection(pool, options?.timeoutMs, (client) => runQuery(client, sql, params, options?.prepare)),
    exec: (sql) => onConnection(pool, undefined, (client) => runExec(client, sql)),
    transaction: (work) => onConnection(pool, undefined, async (client) => {
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async (sql, params, options) => {
            if (options?.timeoutMs !== undefined) await client.query(`SET LOCAL statement_timeout = ${timeoutValue(options.timeoutMs)}`);
            return runQuery(client, sql, params, options?.prepare);
          },
          exec: (sql) => runExec(client, sql),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    }),
    close: () => pool.end(),
    listen: (channel, onNotify) => listenOn(options.connectionString, channel, onNotify),
  };
}

/**
 * A pooled connection goes back to the pool after each statement, so a LISTEN needs a client of its own. If that
 * connection drops, notifications stop (logged): callers keep a periodic fallback, as the invite mailer's sweep.
 */
async function listenOn(connectionString: string, channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const client = new pg.Client({ connectionString, options: '-c TimeZone=UTC' });
  client.on('error', (error) => { console.warn(`postgres: LISTEN ${channel} connection closed: ${error.message}`); });
  client.on('notification', (message) => {
    if (message.channel === channel) onNotify(message.payload ?? '');
  });
  await client.connect();
  await client.query(`LISTEN ${channel}`);
  return () => client.end();
}

type Client = Pick<pg.Pool, 'query'>;

/** A whole number of milliseconds, at least 1 (0 would mean no timeout), safe to write into SQL text. */
const timeoutValue = (ms: number): number => Math.max(1, Math.ceil(ms));

/** The `statement_timeout` each pooled connection was given by a time-limited statement; absent: the server's own. */
const sessionTimeouts = new WeakMap<pg.PoolClient, number>();

/**
 * Runs `run` on a pooled connection whose `statement_timeout` is `timeoutMs` (undefined: the server's default).
 * PostgreSQL then cancels a statement at the limit (SQLSTATE 57014) and frees the connection, where a timer on this
 * side would leave it running. The setting is the session's, changed only when a connection last ran with another
 * one: the engine's statements share one limit, so most run with no extra round trip (`SET LOCAL` would need a
 * transaction, and three round trips, per statement). Everything else (auth, migrations, transactions) runs with
 * the server's default, restored first where an engine statement changed it.
 */
async function onConnection<T>(pool: pg.Pool, timeoutMs: number | undefined, run: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  const wanted = timeoutMs === undefined ? undefined : timeoutValue(timeoutMs);
  try {
    if (sessionTimeouts.get(client) !== wanted) {
      if (wanted === undefined) {
        await client.query('RESET statement_timeout');
        sessionTimeouts.delete(client);
      } else {
        await client.query(`SET statement_timeout = ${wanted}`);
        sessionTimeouts.set(client, wanted);
      }
    }
    return await run(client);
  } finally {
    // The pool itself retires a connection that broke (it is no longer queryable).
    client.release();
  }
}

async function runQuery<R extends Row>(
  client: Client,
  sql: string,
  params: readonly unknown[] = [],
  name?: string,
): Promise<QueryResult<R>> {
  const values = params as unknown[];
  const result = name === undefined ? await client.query<R>(sql, values) : await client.query<R>({ name, text: sql, values });
  return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
}

async function runExec(client: Client, sql: string): Promise<void> {
  // A query without parameters uses the simple protocol, which accepts several statements.
  await client.query(sql);
}

