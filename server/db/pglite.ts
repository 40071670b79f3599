import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { ltree } from '@electric-sql/pglite/contrib/ltree';
import { CHANNEL_NAME, type Db, type QueryResult, type Row } from './driver.ts';

/**
 * Types both drivers return as the text PostgreSQL sends, so that code written against one behaves the same on
 * the other: money (`numeric`) must never pass through a JavaScript float, `date` is a calendar day, not an
 * instant in the machine's time zone, and timestamps keep PostgreSQL's own spelling (postgres.ts does the same).
 */
const TEXT_TYPES = [types.NUMERIC, types.DATE, types.INT8, types.TIMESTAMPTZ, types.TIMESTAMP];
const parsers = Object.fromEntries(TEXT_TYPES.map((oid) => [oid, (value: string) => value]));

/** Extensions the migrations use; PGlite must load them at start, a server has them in contrib. */
const extensions = { citext };

/**
 * Contrib extensions a database may also ask for when it is opened (`contrib: ['ltree']`), for what the portal's
 * own database does not use (the engine's ltree cases): each unpacks its files at start, so only on request.
 */
const CONTRIB = { ltree };
export type PgliteContrib = keyof typeof CONTRIB;

export interface PgliteOptions {
  /** A directory to keep the data in, or undefined for a throwaway in-memory database. */
  dataDir?: string;
  /**
   * A data directory to start from, as `dumpPglite` wrote it (a tarball): the cluster is not created anew, which
   * spares the seconds of initdb.
   */
  snapshot?: Blob;
  /** Further contrib extensions to make available (CREATE EXTENSION still installs them in a database). */
  contrib?: readonly PgliteContrib[];
}

/** The PGlite behind each Db this module opened, for `dumpPglite`. */
const instances = new WeakMap<Db, PGlite>();

/** Opens embedded PostgreSQL (WebAssembly). Opening costs seconds and ~750 MB, so share one instance per process. */
export async function openPglite(options: PgliteOptions = {}): Promise<Db> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const wanted = Object.fromEntries((options.contrib ?? []).map((name) => [name, CONTRIB[name]]));
  const pg = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: { ...extensions, ...wanted }, parsers, loadDataDir: options.snapshot,
  });
  const db = wrap(pg);
  instances.set(db, pg);
  return db;
}

/** The whole data directory of a database `openPglite` opened, as an uncompressed tarball `snapshot` accepts. */
export async function dumpPglite(db: Db): Promise<Blob> {
  const pg = instances.get(db);
  if (!pg) throw new Error('not a database openPglite opened');
  return pg.dumpDataDir('none');
}

function wrap(pg: PGlite): Db {
  return {
    kind: 'pglite',
    query: (sql, params) => runQuery(pg, sql, params),
    exec: (sql) => runExec(pg, sql),
    transaction: (work) =>
      pg.transaction((tx) =>
        work({
          query: (sql, params) => runQuery(tx, sql, params),
          exec: (sql) => runExec(tx, sql),
        }),
      ),
    close: () => pg.close(),
    async listen(channel, onNotify) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
      const unlisten = await pg.listen(channel, onNotify);
      return () => unlisten();
    },
  };
}

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

async function runQuery<R extends Row>(
  pg: PgliteLike,
  sql: string,
  params: readonly unknown[] = [],
): Promise<QueryResult<R>> {
  const result = await pg.query<R>(sql, params as unknown[]);
  return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
}

async function runExec(pg: PgliteLike, sql: string): Promise<void> {
  await pg.exec(sql);
}

