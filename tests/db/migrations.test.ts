import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DirtyMigrationError, forceVersion, migrateDown, migrateUp, readMigrations, type Migration,
} from '../../server/db/migrate.ts';
import { catalogDump } from '../helpers/catalogDump.ts';
import { testTargets, type TestDatabase } from '../helpers/testDb.ts';

const migrations = readMigrations();

describe('migration files', () => {
  it('are named <13-digit version>_<name>, each with up.sql and down.sql', () => {
    expect(migrations.length).toBeGreaterThan(0);
    for (const m of migrations) {
      expect(m.version.toString()).toMatch(/^\d{13}$/);
      expect(m.up.trim()).not.toBe('');
      expect(m.down?.trim(), `${m.version}_${m.name} has an empty or missing down.sql`).toBeTruthy();
    }
  });
});

describe.each(testTargets())('migrations on $name', (target) => {
  let t: TestDatabase;
  let firstDump: string[];

  beforeAll(async () => {
    t = await target.create();
  });
  afterAll(async () => {
    await t.drop();
  });

  it('apply every migration in version order and record each as clean', async () => {
    const { applied } = await migrateUp(t.db, migrations);
    expect(applied.map((m) => m.version)).toEqual(migrations.map((m) => m.version));
    const { rows } = await t.db.query<{ version: string; dirty: boolean }>(
      'SELECT version::text AS version, dirty FROM hdb_catalog.schema_migrations ORDER BY version',
    );
    expect(rows).toEqual(migrations.map((m) => ({ version: m.version.toString(), dirty: false })));
    firstDump = await catalogDump(t.db);
  });

  it('apply nothing on a second run', async () => {
    expect((await migrateUp(t.db, migrations)).applied).toEqual([]);
  });

  it('roll back completely and apply again to the same catalog', async () => {
    await migrateDown(t.db, undefined, migrations);
    const { rows } = await t.db.query<{ nspname: string }>(
      `SELECT nspname FROM pg_namespace WHERE nspname IN ('auth', 'portfolio', 'accounting', 'user_analysis')`,
    );
    expect(rows).toEqual([]);
    expect((await t.db.query('SELECT 1 FROM hdb_catalog.schema_migrations')).rows).toEqual([]);
    await migrateUp(t.db, migrations);
    expect(await catalogDump(t.db)).toEqual(firstDump);
  });

  it('roll back and re-apply each migration on its own (newest first)', async () => {
    for (let steps = 1; steps <= migrations.length; steps++) {
      await migrateDown(t.db, 1, migrations);
    }
    await migrateUp(t.db, migrations);
    expect(await catalogDump(t.db)).toEqual(firstDump);
  });

  it('refuse to run on a dirty state until it is forced', async () => {
    const last = migrations[migrations.length - 1].version;
    await t.db.query('UPDATE hdb_catalog.schema_migrations SET dirty = true WHERE version = $1', [last.toString()]);
    await expect(migrateUp(t.db, migrations)).rejects.toBeInstanceOf(DirtyMigrationError);
    await expect(migrateDown(t.db, 1, migrations)).rejects.toBeInstanceOf(DirtyMigrationError);
    await forceVersion(t.db, last, true);
    expect((await migrateUp(t.db, migrations)).applied).toEqual([]);
  });

  it('leave nothing behind when a migration fails', async () => {
    const broken: Migration = {
      version: 9999999999999n,
      name: 'broken',
      up: 'CREATE TABLE portfolio.half_done (id int); SELECT no_such_function();',
      down: 'DROP TABLE portfolio.half_done;',
    };
    await expect(migrateUp(t.db, [...migrations, broken])).rejects.toThrow(/9999999999999_broken failed/);
    const { rows } = await t.db.query(`SELECT to_regclass('portfolio.half_done') AS t`);
    expect(rows).toEqual([{ t: null }]);
    const recorded = await t.db.query('SELECT 1 FROM hdb_catalog.schema_migrations WHERE version = 9999999999999');
    expect(recorded.rows).toEqual([]);
  });

  it('index every foreign key, except references to fixed lists of values', async () => {
    // A foreign key without an index makes deletes of the parent scan the child, and joins from parent to child
    // slow. References to enum-like tables (a text key and nothing that is ever deleted) are exempt.
    const { rows } = await t.db.query<{ fk: string }>(`
      SELECT format('%s.%s(%s)', n.nspname, c.relname, array_to_string(
               array(SELECT attname FROM pg_attribute WHERE attrelid = con.conrelid AND attnum = ANY(con.conkey)), ',')) AS fk
      FROM pg_constraint con
      JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_class r ON r.oid = con.confrelid
      WHERE con.contype = 'f' AND n.nspname IN ('auth', 'portfolio', 'accounting', 'user_analysis')
        AND NOT EXISTS (
          SELECT 1 FROM pg_index i
          WHERE i.indrelid = con.conrelid
            AND (i.indkey::int2[])[0:cardinality(con.conkey) - 1] @> con.conkey
            AND (i.indkey::int2[])[0:cardinality(con.conkey) - 1] <@ con.conkey)
        AND NOT (SELECT bool_and(format_type(a.atttypid, NULL) = 'text') FROM pg_attribute a
                 WHERE a.attrelid = con.confrelid AND a.attnum = ANY(con.confkey))
      ORDER BY 1`);
    expect(rows.map((r) => r.fk)).toEqual([]);
  });
});

const targets = testTargets();
// Comparing catalogs needs both databases: it runs where DATABASE_URL names a server (always in CI).
describe.runIf(targets.length > 1)('migrations on PGlite and on the PostgreSQL server', () => {
  it('yield the same catalog: columns, types, constraints, indexes, triggers, functions', async () => {
    const dumps: string[][] = [];
    for (const target of targets) {
      const t = await target.create({ migrate: true });
      try {
        dumps.push(await catalogDump(t.db));
      } finally {
        await t.drop();
      }
    }
    expect(dumps[0].length).toBeGreaterThan(300);
    expect(dumps[1]).toEqual(dumps[0]);
  });
});
