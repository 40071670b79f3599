import path from 'node:path';
import type { Db } from './driver.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export interface DbConfig {
  /** `postgres://…` to use a server; undefined for embedded PGlite. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; `memory` for a throwaway database. */
  dataDir: string;
}

/** Reads the database settings from the environment: `DATABASE_URL`, else PGlite under `DATA_DIR` (`.data/`). */
export function dbConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DbConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const dataDir = env.DATA_DIR?.trim() || path.resolve('.data');
  return { databaseUrl, dataDir };
}

/** Where PGlite keeps its cluster for this configuration: null for a server or an in-memory database. */
export function pgliteClusterDir(config: DbConfig): string | null {
  if (config.databaseUrl || config.dataDir === 'memory') return null;
  return path.join(config.dataDir, 'pglite');
}

/** Opens the database the configuration names. */
export function openDb(config: DbConfig): Promise<Db> {
  if (config.databaseUrl) return openPostgres({ connectionString: config.databaseUrl });
  return openPglite({ dataDir: pgliteClusterDir(config) ?? undefined });
}
