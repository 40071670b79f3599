/**
 * `npm start` on a data directory without a database copies the template cluster into it (server/db/pgliteTemplate.ts)
 * before opening it, so that the first start skips initdb, the migrations and the demo seed. A PostgreSQL server
 * (`DATABASE_URL`), a throwaway in-memory database (`DATA_DIR=memory`), a data directory that already holds a cluster
 * and `PGLITE_TEMPLATE=off` are left as they are: the database opens, migrates and seeds as before.
 */
import path from 'node:path';
import type { Db } from '../db/driver.ts';
import { migrateUp } from '../db/migrate.ts';
import type { DbConfig } from '../db/openDb.ts';
import { pgliteClusterDir } from '../db/openDb.ts';
import {
  copyTemplate, ensureTemplate, hasCluster, templateCacheDir, templateKey, type EnsuredTemplate, type TemplateMode,
  type TemplateSpec,
} from '../db/pgliteTemplate.ts';

/** The template `npm start` uses: migrated, and seeded with the demo data unless `SEED_DEMO=false`. */
export function startTemplateSpec(root: string, seeded: boolean): TemplateSpec {
  return { cacheDir: templateCacheDir(root), key: templateKey(root, { seeded }), seeded };
}

/** What a template holds: the state `npm start` leaves a new database in (migrations applied, demo data seeded). */
export async function buildStartState(db: Db, seeded: boolean): Promise<void> {
  await migrateUp(db);
  if (!seeded) return;
  // Loaded only here: a start from an existing template never pays for the seed's generators.
  const { seedDatabase } = await import('../seed/seed.ts');
  await seedDatabase(db);
}

/** The template of `npm start`'s state, made when missing. */
export function ensureStartTemplate(root: string, seeded: boolean): Promise<EnsuredTemplate> {
  return ensureTemplate(startTemplateSpec(root, seeded), (db) => buildStartState(db, seeded));
}

export type DatabaseSource =
  | { kind: 'server' | 'memory' | 'existing' | 'initdb'; reason?: string }
  | { kind: 'template'; templateMadeInMs: number | null };

export interface FreshDatabaseOptions {
  root: string;
  db: DbConfig;
  seeded: boolean;
  mode: TemplateMode;
  /** The template to copy (tests give their own); by default `npm start`'s, made when missing. */
  template?: () => Promise<EnsuredTemplate>;
}

/** Copies the template into a data directory that has no cluster yet, when it applies; says where the database comes from. */
export async function startFromTemplate(options: FreshDatabaseOptions): Promise<DatabaseSource> {
  const clusterDir = pgliteClusterDir(options.db);
  if (clusterDir === null) return { kind: options.db.databaseUrl ? 'server' : 'memory' };
  if (hasCluster(clusterDir)) return { kind: 'existing' };
  if (options.mode === 'off') return { kind: 'initdb', reason: 'PGLITE_TEMPLATE=off' };
  try {
    const template = await (options.template ?? (() => ensureStartTemplate(options.root, options.seeded)))();
    if (!copyTemplate(template.dir, clusterDir)) {
      return { kind: 'initdb', reason: `${path.basename(clusterDir)}/ is not empty` };
    }
    return { kind: 'template', templateMadeInMs: template.madeInMs };
  } catch (error) {
    // A cache that cannot be written (a read-only node_modules) costs the template, never the start.
    return { kind: 'initdb', reason: `no template: ${(error as Error).message}` };
  }
}

/** How the start-up line names the source: "from the template", "new (initdb)" … */
export function describeSource(source: DatabaseSource): string {
  switch (source.kind) {
    case 'template':
      return source.templateMadeInMs === null
        ? 'copied from the template'
        : `copied from the template, made first in ${(source.templateMadeInMs / 1000).toFixed(1)} s`;
    case 'initdb':
      return `new cluster (initdb${source.reason ? `; ${source.reason}` : ''})`;
    case 'existing':
      return 'reopened';
    case 'memory':
      return 'in memory';
    case 'server':
      return 'PostgreSQL server';
  }
}
