/**
 * Databases for tests. Every suite that touches SQL runs once per target: always on embedded PGlite, and on the
 * PostgreSQL server too when `DATABASE_URL` is set (CI sets it). Each call to `create()` gives a database of its
 * own: an in-memory PGlite, or a fresh database on the server that `drop()` removes.
 *
 * A PGlite instance costs ~4 s and ~750 MB: create one per test file in `beforeAll` and drop it in `afterAll`.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db, DriverKind } from '../../server/db/driver.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { migrateUp } from '../../server/db/migrate.ts';

export interface TestDatabase {
  db: Db;
  /** Closes the connection and, on a server, drops the database. */
  drop(): Promise<void>;
}

export interface TestTarget {
  name: DriverKind;
  create(options?: { migrate?: boolean }): Promise<TestDatabase>;
}

const pgliteTarget: TestTarget = {
  name: 'pglite',
  async create(options) {
    const db = await openPglite();
    if (options?.migrate) await migrateUp(db);
    return { db, drop: () => db.close() };
  },
};

function postgresTarget(serverUrl: string): TestTarget {
  return {
    name: 'postgres',
    async create(options) {
      const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
      await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const db = await openPostgres({ connectionString: url.toString(), max: 4 });
      if (options?.migrate) await migrateUp(db);
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
