/**
 * The backend's configuration, read once from the environment at start and frozen. Variable names follow Nhost's
 * and Hasura's where they exist, so the same settings work against a hosted Nhost. Tests build a Config directly
 * instead of changing the environment.
 */
import type { DbConfig } from '../db/openDb.ts';
import { dbConfigFromEnv } from '../db/openDb.ts';

export interface Config {
  /** Where the HTTP server listens. */
  host: string;
  port: number;
  db: DbConfig;
  /** Seed the demo data set into an empty database at start. */
  seedDemo: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parsePort(value: string | undefined, problems: string[]): number {
  if (value === undefined || value.trim() === '') return 1337;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) problems.push(`PORT must be 1-65535, got "${value}"`);
  return port;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean, problems: string[]): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  problems.push(`${name} must be true or false, got "${value}"`);
  return fallback;
}

/** Parses the environment; throws one ConfigError listing every bad variable. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const config: Config = {
    host: env.HOST?.trim() || 'localhost',
    port: parsePort(env.PORT, problems),
    db: dbConfigFromEnv(env),
    seedDemo: parseBoolean('SEED_DEMO', env.SEED_DEMO, true, problems),
  };
  if (config.db.databaseUrl && !/^postgres(ql)?:\/\//.test(config.db.databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }
  if (problems.length > 0) throw new ConfigError(`invalid configuration:\n  - ${problems.join('\n  - ')}`);
  return Object.freeze(config);
}
