import { describe, expect, it } from 'vitest';
import { DEFAULT_API_LIMITS } from '../engine/apiLimits.ts';
import { DEFAULT_HTTP_LIMITS } from '../http/httpLimits.ts';
import { apiLimitsFromEnv, httpLimitsFromEnv } from './limitsConfig.ts';

describe('limits from the environment', () => {
  it('are the defaults when nothing is set', () => {
    const problems: string[] = [];
    expect(apiLimitsFromEnv({}, problems)).toEqual(DEFAULT_API_LIMITS);
    expect(httpLimitsFromEnv({}, problems)).toEqual(DEFAULT_HTTP_LIMITS);
    expect(problems).toEqual([]);
  });

  it('take a global value per variable, none to lift one, and per-role values in Hasura\'s set_api_limits shape', () => {
    const problems: string[] = [];
    const limits = apiLimitsFromEnv({
      GRAPHQL_DEPTH_LIMIT: '4', GRAPHQL_BATCH_LIMIT: 'none',
      GRAPHQL_API_LIMITS: JSON.stringify({ node_limit: { global: 30, per_role: { public: 5 } }, depth_limit: { per_role: { investor: 7 } } }),
    }, problems);
    expect(problems).toEqual([]);
    expect(limits.depth).toEqual({ global: 4, perRole: { investor: 7 } });
    expect(limits.node).toEqual({ global: 30, perRole: { public: 5 } });
    expect(limits.batch).toEqual({ global: null, perRole: {} });
    expect(apiLimitsFromEnv({ GRAPHQL_API_LIMITS: '{"disabled":true}' }, problems).disabled).toBe(true);
    expect(httpLimitsFromEnv({ GRAPHQL_BODY_LIMIT: '1000', HTTP_REQUEST_TIMEOUT: '5', HTTP_HEADERS_TIMEOUT: '2' }, problems))
      .toMatchObject({ graphqlBodyLimit: 1000, requestTimeoutMs: 5000, headersTimeoutMs: 2000 });
  });

  it('list every bad value', () => {
    const problems: string[] = [];
    apiLimitsFromEnv({ GRAPHQL_NODE_LIMIT: '-1', GRAPHQL_API_LIMITS: '{"depth_limit":{"global":"deep"},"rate_limit":{},"body_limit":{"per_role":{"public":0}}}' }, problems);
    httpLimitsFromEnv({ STORAGE_BODY_LIMIT: 'none', HTTP_HEADERS_TIMEOUT: '60' }, problems);
    expect(problems).toEqual([
      'GRAPHQL_NODE_LIMIT must be a positive whole number or none, got "-1"',
      'GRAPHQL_API_LIMITS: unknown key rate_limit',
      'GRAPHQL_API_LIMITS: depth_limit.global must be a positive whole number',
      'GRAPHQL_API_LIMITS: body_limit.per_role.public must be a positive whole number',
      'STORAGE_BODY_LIMIT must be a positive whole number, got "none"',
      'HTTP_HEADERS_TIMEOUT must not exceed HTTP_REQUEST_TIMEOUT',
    ]);
  });
});
