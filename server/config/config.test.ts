import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from './config.ts';

describe('configFromEnv', () => {
  it('defaults to Nhost’s engine settings', () => {
    const config = configFromEnv({});
    expect(config.port).toBe(1337);
    expect(config.engine).toEqual({
      adminSecret: null, jwtSecret: null, unauthorizedRole: 'public', stringifyNumeric: true, adminInternalErrors: true,
      liveQueryRefetchMs: 1000, liveQueryBatchSize: 100, websocketKeepAliveMs: 5000, websocketInitTimeoutMs: 3000,
    });
  });

  it('reads the Hasura variables', () => {
    const jwt = JSON.stringify({ type: 'HS256', key: 'k'.repeat(32) });
    const config = configFromEnv({
      HASURA_GRAPHQL_ADMIN_SECRET: 's3cret', HASURA_GRAPHQL_JWT_SECRET: jwt, HASURA_GRAPHQL_UNAUTHORIZED_ROLE: '',
      HASURA_GRAPHQL_STRINGIFY_NUMERIC_TYPES: 'false', HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_REFETCH_INTERVAL: '250',
      HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_BATCH_SIZE: '20', HASURA_GRAPHQL_WEBSOCKET_KEEPALIVE: '10',
      HASURA_GRAPHQL_WEBSOCKET_CONNECTION_INIT_TIMEOUT: '1',
    });
    expect(config.engine).toMatchObject({
      adminSecret: 's3cret', jwtSecret: jwt, unauthorizedRole: null, stringifyNumeric: false,
      liveQueryRefetchMs: 250, liveQueryBatchSize: 20, websocketKeepAliveMs: 10_000, websocketInitTimeoutMs: 1000,
    });
  });

  it('lists every bad variable in one error', () => {
    const attempt = () => configFromEnv({
      PORT: 'x', HASURA_GRAPHQL_JWT_SECRET: '{"type":"HS256","key":"short"}', SEED_DEMO: 'maybe',
      HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_REFETCH_INTERVAL: '0',
    });
    expect(attempt).toThrow(ConfigError);
    for (const name of [/PORT must be 1-65535/, /HASURA_GRAPHQL_JWT_SECRET/, /SEED_DEMO/, /REFETCH_INTERVAL must be a positive number/]) {
      expect(attempt).toThrow(name);
    }
  });

  it('keeps uploaded files under the data directory unless STORAGE_DIR says where', () => {
    expect(configFromEnv({ DATA_DIR: '/srv/portal' }).storage).toEqual({ dir: path.join('/srv/portal', 'storage'), publicUrl: null });
    // A throwaway database gets a throwaway directory, made at start.
    expect(configFromEnv({ DATA_DIR: 'memory' }).storage.dir).toBeNull();
    expect(configFromEnv({ DATA_DIR: 'memory', STORAGE_DIR: '/srv/files', STORAGE_PUBLIC_URL: 'https://portal.example' }).storage)
      .toEqual({ dir: '/srv/files', publicUrl: 'https://portal.example' });
    expect(() => configFromEnv({ STORAGE_PUBLIC_URL: 'portal.example' })).toThrow(/STORAGE_PUBLIC_URL must start with http/);
  });

  it('stringifies numeric types as nhost.toml deploys them', () => {
    const toml = fs.readFileSync(path.resolve(import.meta.dirname, '../../nhost/nhost.toml'), 'utf8');
    const setting = /^stringifyNumericTypes = (true|false)$/m.exec(toml)?.[1];
    expect(setting === 'true').toBe(configFromEnv({}).engine.stringifyNumeric);
  });
});
