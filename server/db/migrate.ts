/**
 * Applies the Hasura project's migrations (`nhost/migrations/<database>/<version>_<name>/up.sql`) in version order
 * and records each one where the Hasura CLI does, in `hdb_catalog.schema_migrations (version, dirty)`, so that
 * `hasura migrate status` against the same database agrees with us and a real Hasura can take over.
 *
 * Each migration runs in its own transaction together with its record. A version is marked dirty before it starts
 * and clean in the same transaction that applies it, so a dirty row means a run stopped half-way through; we then
 * refuse to go on, as the Hasura CLI does, until someone looks (`npm run db:migrate -- --force <version>`).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Db, Queryable } from './driver.ts';

export interface Migration {
  /** The 13-digit millisecond timestamp that starts the folder name. */
  version: bigint;
  name: string;
  up: string;
  /** Undefined when the folder has no down.sql (Hasura allows that); such a migration cannot be rolled back. */
  down: string | undefined;
}

export const DEFAULT_MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../nhost/migrations/default');

const FOLDER = /^(\d+)_(.+)$/;

/** Reads every migration folder, sorted by version. */
export function readMigrations(dir: string = DEFAULT_MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const match = FOLDER.exec(entry.name);
      if (!match) throw new Error(`migration folder "${entry.name}" is not named <version>_<name>`);
      const folder = path.join(dir, entry.name);
      const downPath = path.join(folder, 'down.sql');
      return {
        version: BigInt(match[1]),
        name: match[2],
        up: readFileSync(path.join(folder, 'up.sql'), 'utf8'),
        down: existsSync(downPath) ? readFileSync(downPath, 'utf8') : undefined,
      };
    });
  migrations.sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i].version === migrations[i - 1].version) {
      throw new Error(`two migrations share version ${migrations[i].version}`);
    }
  }
  return migrations;
}

export class DirtyMigrationError extends Error {
  constructor(readonly version: bigint) {
    super(
      `migration ${version} is marked dirty: a previous run stopped while applying it. Check the database, then ` +
        `run "npm run db:migrate -- --force ${version}" (it is applied) or "--force-clear ${version}" (it is not).`,
    );
    this.name = 'DirtyMigrationError';
  }
}

const TRACKER = `
  CREATE SCHEMA IF NOT EXISTS hdb_catalog;
  CREATE TABLE IF NOT EXISTS hdb_catalog.schema_migrations (
    version bigint NOT NULL PRIMARY KEY,
    dirty boolean NOT NULL
  );`;

interface Applied {
  version: string;
  dirty: boolean;
}

async function readApplied(db: Queryable): Promise<Map<bigint, boolean>> {
  await db.exec(TRACKER);
  const { rows } = await db.query<Applied & Record<string, unknown>>(
    'SELECT version::text AS version, dirty FROM hdb_catalog.schema_migrations',
  );
  return new Map(rows.map((row) => [BigInt(row.version), row.dirty]));
}

/** Every migration with whether it is applied, pending or dirty (the CLI's `migrate status`). */
export async function migrationStatus(
  db: Db,
  migrations: Migration[] = readMigrations(),
): Promise<{ migration: Migration; state: 'applied' | 'pending' | 'dirty' }[]> {
  const recorded = await readApplied(db);
  return migrations.map((migration) => {
    const dirty = recorded.get(migration.version);
    return { migration, state: dirty === undefined ? 'pending' : dirty ? 'dirty' : 'applied' };
  });
}

export interface MigrateResult {
  applied: Migration[];
}

/** Applies every migration not yet recorded. Idempotent: a second run applies nothing. */
export async function migrateUp(db: Db, migrations: Migration[] = readMigrations()): Promise<MigrateResult> {
  const recorded = await readApplied(db);
  const dirty = [...recorded].find(([, isDirty]) => isDirty);
  if (dirty) throw new DirtyMigrationError(dirty[0]);

  const applied: Migration[] = [];
  for (const migration of migrations) {
    if (recorded.has(migration.version)) continue;
    await db.query('INSERT INTO hdb_catalog.schema_migrations (version, dirty) VALUES ($1, true)', [
      migration.version.toString(),
    ]);
    try {
      await db.transaction(async (tx) => {
        await tx.exec(migration.up);
        await tx.query('UPDATE hdb_catalog.schema_migrations SET dirty = false WHERE version = $1', [
          migration.version.toString(),
        ]);
      });
    } catch (error) {
      // The transaction rolled back, so nothing of this migration remains: clear the marker and report.
      await db.query('DELETE FROM hdb_catalog.schema_migrations WHERE version = $1', [migration.version.toString()]);
      throw new Error(`migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
    applied.push(migration);
  }
  return { applied };
}

/** Rolls back the newest `steps` applied migrations (all of them when `steps` is undefined), newest first. */
export async function migrateDown(
  db: Db,
  steps?: number,
  migrations: Migration[] = readMigrations(),
): Promise<MigrateResult> {
  const recorded = await readApplied(db);
  const dirty = [...recorded].find(([, isDirty]) => isDirty);
  if (dirty) throw new DirtyMigrationError(dirty[0]);

  const toRevert = migrations.filter((m) => recorded.has(m.version)).reverse().slice(0, steps ?? Infinity);
  for (const migration of toRevert) {
    if (migration.down === undefined) {
      throw new Error(`migration ${migration.version}_${migration.name} has no down.sql`);
    }
    const down = migration.down;
    await db.transaction(async (tx) => {
      await tx.exec(down);
      await tx.query('DELETE FROM hdb_catalog.schema_migrations WHERE version = $1', [migration.version.toString()]);
    });
  }
  return { applied: toRevert };
}

/** Marks a version as applied (`applied: true`) or not applied, clearing a dirty flag: the CLI's `--force`. */
export async function forceVersion(db: Db, version: bigint, applied: boolean): Promise<void> {
  await readApplied(db);
  if (applied) {
    await db.query(
      `INSERT INTO hdb_catalog.schema_migrations (version, dirty) VALUES ($1, false)
       ON CONFLICT (version) DO UPDATE SET dirty = false`,
      [version.toString()],
    );
  } else {
    await db.query('DELETE FROM hdb_catalog.schema_migrations WHERE version = $1', [version.toString()]);
  }
}
