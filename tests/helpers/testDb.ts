/**
 * Databases for tests. Every suite that touches SQL runs once per target: always on embedded PGlite, and on the
 * PostgreSQL server too when `DATABASE_URL` is set (CI sets it). Each call to `create()` gives a database of its
 * own: an in-memory PGlite, or a fresh database on the server that `drop()` removes.
 *
 * A PGlite instance costs ~750 MB (and ~0.6 s from its snapshot, ~4 s without): create one per test file in
 * `beforeAll` and drop it in `afterAll`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Db, DriverKind } from '../../server/db/driver.ts';
import { dumpPglite, openPglite, type PgliteContrib } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { migrateUp } from '../../server/db/migrate.ts';

export interface TestDatabase {
  db: Db;
  /** Closes the connection and, on a server, drops the database. */
  drop(): Promise<void>;
}

export interface TestTarget {
  name: DriverKind;
  /** `contrib`: extensions PGlite must be able to install (a server has every contrib extension). */
  create(options?: { migrate?: boolean; contrib?: readonly PgliteContrib[] }): Promise<TestDatabase>;
}

const MIGRATIONS = path.resolve(import.meta.dirname, '../../nhost/migrations');
/** PGlite's package.json (its exports hide it from require): its version is part of a snapshot's identity. */
const PGLITE_PACKAGE = path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json');

/** Every file under `dir`, sorted, for a hash of their contents. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const snapshotFiles = new Map<boolean, string>();

/** Where the snapshot of an empty or migrated cluster lives: named by what made it, hashed once per process. */
function snapshotFile(migrate: boolean): string {
  const known = snapshotFiles.get(migrate);
  if (known) return known;
  const hash = createHash('sha256');
  hash.update(readFileSync(PGLITE_PACKAGE));
  hash.update(migrate ? 'migrated' : 'empty');
  if (migrate) for (const file of filesUnder(MIGRATIONS)) hash.update(path.relative(MIGRATIONS, file)).update(readFileSync(file));
  const file = path.join(tmpdir(), `portal-pglite-${hash.digest('hex').slice(0, 20)}.tar`);
  snapshotFiles.set(migrate, file);
  return file;
}

/**
 * A fresh PGlite database, empty or migrated, started from a snapshot of one made before: creating the cluster and
 * migrating it costs ~4 s on two cores, starting from its snapshot ~0.6 s, and a run opens a hundred of them. The
 * snapshot is made once per machine and per state of the migrations (and of PGlite), in the system's temporary
 * folder; a new migration or PGlite version makes a new one. Writers race harmlessly: each renames a complete file.
 */
async function openSnapshotted(migrate: boolean, contrib: readonly PgliteContrib[] = []): Promise<Db> {
  const file = snapshotFile(migrate);
  if (existsSync(file)) return openPglite({ snapshot: new Blob([readFileSync(file)]), contrib });
  const db = await openPglite({ contrib });
  if (migrate) await migrateUp(db);
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await (await dumpPglite(db)).arrayBuffer()));
  renameSync(partial, file);
  return db;
}

const pgliteTarget: TestTarget = {
  name: 'pglite',
  async create(options) {
    const db = await openSnapshotted(options?.migrate ?? false, options?.contrib);
    return { db, drop: () => db.close() };
  },
};

function postgresTarget(serverUrl: string): TestTarget {
  return {
    name: 'postgres',
    async create(options) {
      const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
      if (options?.migrate) await copyMigratedTemplate(serverUrl, name);
      else await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
      const db = await openPostgres({ connectionString: databaseUrl(serverUrl, name), max: 4 });
      return {
        db,
        async drop() {
          await db.close();
          await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        },
      };
    },
  };
}

/** The URL of database `name` on the server that `serverUrl` reaches: same host and credentials. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Any fixed number: the advisory lock under which the test processes make and copy the migrated template. */
const TEMPLATE_LOCK = 7_231_903;

/**
 * A migrated database on the server, copied from a template migrated once per state of the migrations: migrating
 * a new database takes 3-4 s on two cores and a run makes about fifty, the file copy of `CREATE DATABASE … TEMPLATE`
 * about 0.3 s. The template is named by the migrations' hash (as PGlite's snapshot is) and made under an advisory lock,
 * since the test processes start together and PostgreSQL copies a template only while no one is connected to it;
 * templates of older migrations are dropped when a new one is made.
 */
async function copyMigratedTemplate(serverUrl: string, name: string): Promise<void> {
  const template = `test_template_${path.basename(snapshotFile(true), '.tar').replace(/^portal-pglite-/, '')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (rowCount === 0) {
      const making = `${template}_making`;
      await client.query(`DROP DATABASE IF EXISTS "${making}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${making}"`);
      const db = await openPostgres({ connectionString: databaseUrl(serverUrl, making), max: 1 });
      try {
        await migrateUp(db);
      } finally {
        await db.close();
      }
      await client.query(`ALTER DATABASE "${making}" RENAME TO "${template}"`);
      const stale = await client.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'test\\_template\\_%' AND datname NOT LIKE $1", [`${template}%`]);
      for (const { datname } of stale.rows) await client.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
    }
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await client.end();
  }
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The targets of this run: PGlite, plus the server named by `DATABASE_URL` if any. */
export function testTargets(env: NodeJS.ProcessEnv = process.env): TestTarget[] {
  const url = env.DATABASE_URL?.trim();
  return url ? [pgliteTarget, postgresTarget(url)] : [pgliteTarget];
}
