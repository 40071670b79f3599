/**
 * The backend's configuration, read once from the environment at start and frozen. Variable names follow Nhost's
 * and Hasura's where they exist, so the same settings work against a hosted Nhost. Tests build a Config directly
 * instead of changing the environment.
 */
import path from 'node:path';
import { authConfigFromEnv, type AuthConfig } from '../auth/authConfig.ts';
import type { LocalMailboxMode } from '../auth/mail/mailboxAccess.ts';
import type { DbConfig } from '../db/openDb.ts';
import { dbConfigFromEnv } from '../db/openDb.ts';
import type { ApiLimits } from '../engine/apiLimits.ts';
import { parseJwtSecret } from '../engine/permissions/jwtSecret.ts';
import type { HttpLimits } from '../http/httpLimits.ts';
import { apiLimitsFromEnv, httpLimitsFromEnv } from './limitsConfig.ts';
import { DEFAULT_ADMIN_SECRET_LIMIT, type AdminSecretLimit } from '../http/adminSecretGuard.ts';
import { defaultCorsPolicy, parseCorsDomain, type CorsPolicy } from '../http/cors.ts';

export interface EngineConfig {
  /** `HASURA_GRAPHQL_ADMIN_SECRET`; unset → a generated local secret (see localSecrets.ts). */
  adminSecret: string | null;
  /** `HASURA_GRAPHQL_JWT_SECRET` (JSON); unset → a generated local HS256 key. */
  jwtSecret: string | null;
  /** `HASURA_GRAPHQL_UNAUTHORIZED_ROLE`: the role of requests without a token (Nhost: `public`). */
  unauthorizedRole: string | null;
  /** `HASURA_GRAPHQL_STRINGIFY_NUMERIC_TYPES`: bigint and numeric as JSON strings (nhost.toml sets true). */
  stringifyNumeric: boolean;
  /** `HASURA_GRAPHQL_ADMIN_INTERNAL_ERRORS`: Postgres details in admin responses (Nhost: true). */
  adminInternalErrors: boolean;
  /** `HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_REFETCH_INTERVAL` (ms, default 1000). */
  liveQueryRefetchMs: number;
  /** `HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_BATCH_SIZE` (default 100). */
  liveQueryBatchSize: number;
  /** `HASURA_GRAPHQL_WEBSOCKET_KEEPALIVE` (seconds in Hasura, default 5), kept here in ms. */
  websocketKeepAliveMs: number;
  /** `HASURA_GRAPHQL_WEBSOCKET_CONNECTION_INIT_TIMEOUT` (seconds in Hasura, default 3), kept here in ms. */
  websocketInitTimeoutMs: number;
}

export interface StorageConfig {
  /**
   * `STORAGE_DIR`: where the files API keeps uploaded files' bytes. Default `<DATA_DIR>/storage`; null when DATA_DIR
   * is `memory` (a throwaway database gets a throwaway directory, made at start).
   */
  dir: string | null;
  /**
   * `STORAGE_PUBLIC_URL`: the URL clients reach the server at, for presigned URLs; null → the address the connection
   * reached (the listening socket's, never the Host header's: server/storage/storageRoutes.ts presignedBase).
   */
  publicUrl: string | null;
}

export interface Config {
  /** Where the HTTP server listens. */
  host: string;
  port: number;
  db: DbConfig;
  /** Seed the demo data set into an empty database at start. */
  seedDemo: boolean;
  engine: EngineConfig;
  /** The auth service under /v1/auth (AUTH_* variables). */
  auth: AuthConfig;
  /** The files API under /v1/storage (STORAGE_* variables). */
  storage: StorageConfig;
  /**
   * `AUTH_LOCAL_MAILBOX`: where e-mail goes without SMTP is read at /mailbox by this machine's operator only
   * (server/auth/mail/mailboxAccess.ts). `auto` (default) serves it when the server listens on loopback only, `on`
   * also when it listens beyond (a development machine on a network), `off` never.
   */
  localMailbox: LocalMailboxMode;
  /**
   * The API limits of /v1/graphql (`GRAPHQL_*_LIMIT`, `GRAPHQL_API_LIMITS`) and the HTTP server's body limits and
   * timeouts (`GRAPHQL_BODY_LIMIT`, `STORAGE_BODY_LIMIT`, `HTTP_*_TIMEOUT`): see limitsConfig.ts.
   */
  limits: { api: ApiLimits; http: HttpLimits };
  /**
   * `HASURA_GRAPHQL_CORS_DOMAIN` and `HASURA_GRAPHQL_DISABLE_CORS`, for every service (server/http/cors.ts). Unset: the
   * portal's own origin, and the Vite dev server's unless NODE_ENV is production.
   */
  cors: CorsPolicy;
  /** `ADMIN_SECRET_RATE_LIMIT_BURST` / `_INTERVAL`: wrong admin secrets per client address (server/http/adminSecretGuard.ts). */
  adminSecretLimit: AdminSecretLimit;
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

function parseMailboxMode(value: string | undefined, problems: string[]): LocalMailboxMode {
  const mode = value?.trim().toLowerCase() || 'auto';
  if (mode === 'auto' || mode === 'on' || mode === 'off') return mode;
  problems.push(`AUTH_LOCAL_MAILBOX must be auto, on or off, got "${value ?? ''}"`);
  return 'auto';
}

function parsePositive(name: string, value: string | undefined, fallback: number, problems: string[]): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) problems.push(`${name} must be a positive number, got "${value}"`);
  return number;
}

/** The host a browser uses for links: localhost when listening on every interface. */
const publicHost = (host: string | undefined): string => {
  const value = host?.trim() || 'localhost';
  return value === '0.0.0.0' || value === '::' ? 'localhost' : value;
};

const nonEmpty = (value: string | undefined): string | null => (value?.trim() ? value.trim() : null);

function storageConfigFromEnv(env: NodeJS.ProcessEnv, dataDir: string, problems: string[]): StorageConfig {
  const publicUrl = nonEmpty(env.STORAGE_PUBLIC_URL);
  if (publicUrl !== null && !/^https?:\/\/[^/]/.test(publicUrl)) problems.push('STORAGE_PUBLIC_URL must start with http:// or https://');
  const dir = nonEmpty(env.STORAGE_DIR);
  return { dir: dir !== null ? path.resolve(dir) : dataDir === 'memory' ? null : path.join(dataDir, 'storage'), publicUrl };
}

function corsFromEnv(env: NodeJS.ProcessEnv, auth: AuthConfig, problems: string[]): CorsPolicy {
  if (parseBoolean('HASURA_GRAPHQL_DISABLE_CORS', env.HASURA_GRAPHQL_DISABLE_CORS, false, problems)) return { kind: 'disabled' };
  const domain = env.HASURA_GRAPHQL_CORS_DOMAIN;
  if (domain !== undefined && domain.trim() !== '') return parseCorsDomain(domain, problems);
  return defaultCorsPolicy(auth.clientUrl, auth.clientUrlFromRequest, env.NODE_ENV === 'production');
}

function adminSecretLimitFromEnv(env: NodeJS.ProcessEnv, problems: string[]): AdminSecretLimit {
  const whole = (name: string, fallback: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) problems.push(`${name} must be a whole number, got "${raw}"`);
    return value;
  };
  return {
    burst: whole('ADMIN_SECRET_RATE_LIMIT_BURST', DEFAULT_ADMIN_SECRET_LIMIT.burst),
    intervalSeconds: whole('ADMIN_SECRET_RATE_LIMIT_INTERVAL', DEFAULT_ADMIN_SECRET_LIMIT.intervalSeconds),
  };
}

/** Parses the environment; throws one ConfigError listing every bad variable. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const jwtSecret = nonEmpty(env.HASURA_GRAPHQL_JWT_SECRET);
  if (jwtSecret !== null) {
    try {
      parseJwtSecret(jwtSecret);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  const auth = authConfigFromEnv(env, problems, `http://${publicHost(env.HOST)}:${parsePort(env.PORT, [])}`);
  const config: Config = {
    host: env.HOST?.trim() || 'localhost',
    port: parsePort(env.PORT, problems),
    db: dbConfigFromEnv(env),
    seedDemo: parseBoolean('SEED_DEMO', env.SEED_DEMO, true, problems),
    auth,
    storage: storageConfigFromEnv(env, dbConfigFromEnv(env).dataDir, problems),
    localMailbox: parseMailboxMode(env.AUTH_LOCAL_MAILBOX, problems),
    limits: { api: apiLimitsFromEnv(env, problems), http: httpLimitsFromEnv(env, problems) },
    cors: corsFromEnv(env, auth, problems),
    adminSecretLimit: adminSecretLimitFromEnv(env, problems),
    engine: {
      adminSecret: nonEmpty(env.HASURA_GRAPHQL_ADMIN_SECRET),
      jwtSecret,
      unauthorizedRole: env.HASURA_GRAPHQL_UNAUTHORIZED_ROLE === undefined ? 'public' : nonEmpty(env.HASURA_GRAPHQL_UNAUTHORIZED_ROLE),
      stringifyNumeric: parseBoolean('HASURA_GRAPHQL_STRINGIFY_NUMERIC_TYPES', env.HASURA_GRAPHQL_STRINGIFY_NUMERIC_TYPES, true, problems),
      adminInternalErrors: parseBoolean('HASURA_GRAPHQL_ADMIN_INTERNAL_ERRORS', env.HASURA_GRAPHQL_ADMIN_INTERNAL_ERRORS, true, problems),
      liveQueryRefetchMs: parsePositive('HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_REFETCH_INTERVAL', env.HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_REFETCH_INTERVAL, 1000, problems),
      liveQueryBatchSize: Math.floor(parsePositive('HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_BATCH_SIZE', env.HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_BATCH_SIZE, 100, problems)),
      websocketKeepAliveMs: 1000 * parsePositive('HASURA_GRAPHQL_WEBSOCKET_KEEPALIVE', env.HASURA_GRAPHQL_WEBSOCKET_KEEPALIVE, 5, problems),
      websocketInitTimeoutMs: 1000 * parsePositive('HASURA_GRAPHQL_WEBSOCKET_CONNECTION_INIT_TIMEOUT', env.HASURA_GRAPHQL_WEBSOCKET_CONNECTION_INIT_TIMEOUT, 3, problems),
    },
  };
  if (config.db.databaseUrl && !/^postgres(ql)?:\/\//.test(config.db.databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }
  if (problems.length > 0) throw new ConfigError(`invalid configuration:\n  - ${problems.join('\n  - ')}`);
  return Object.freeze(config);
}
