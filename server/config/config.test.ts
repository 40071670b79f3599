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
    });
  });

  it('reads the Hasura variables', () => {
    const jwt = JSON.stringify({ type: 'HS256', key: 'k'.repeat(32) });
    const config = configFromEnv({
      HASURA_GRAPHQL_ADMIN_SECRET: 's3cret', HASURA_GRAPHQL_JWT_SECRET: jwt, HASURA_GRAPHQL_UNAUTHORIZED_ROLE: '',
      HASURA_GRAPHQL_STRINGIFY_NUMERIC_TYPES: 'false',
    });
    expect(config.engine).toMatchObject({ adminSecret: 's3cret', jwtSecret: jwt, unauthorizedRole: null, stringifyNumeric: false });
  });

  it('lists every bad variable in one error', () => {
    const attempt = () => configFromEnv({ PORT: 'x', HASURA_GRAPHQL_JWT_SECRET: '{"type":"HS256","key":"short"}', SEED_DEMO: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    for (const name of [/PORT must be 1-65535/, /HASURA_GRAPHQL_JWT_SECRET/, /SEED_DEMO/]) expect(attempt).toThrow(name);
  });

  it('stringifies numeric types as nhost.toml deploys them', () => {
    const toml = fs.readFileSync(path.resolve(import.meta.dirname, '../../nhost/nhost.toml'), 'utf8');
    const setting = /^stringifyNumericTypes = (true|false)$/m.exec(toml)?.[1];
    expect(setting === 'true').toBe(configFromEnv({}).engine.stringifyNumeric);
  });
});
