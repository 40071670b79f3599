/**
 * The API limits (server/engine/apiLimits.ts) and the HTTP server's bounds (server/http/httpLimits.ts) from the
 * environment. Hasura keeps API limits in metadata (`api_limits.yaml`, set by `set_api_limits`); Hasura CE enforces
 * none, so these variables are ours, named after Hasura's limits:
 *
 *   GRAPHQL_DEPTH_LIMIT  GRAPHQL_NODE_LIMIT  GRAPHQL_BATCH_LIMIT  GRAPHQL_TIME_LIMIT (seconds)  GRAPHQL_ROWS_LIMIT
 *   GRAPHQL_TOKEN_LIMIT  GRAPHQL_ROLE_BODY_LIMIT (bytes)
 *                        — each a whole number, or `none`; the global value, for every role but admin.
 *   GRAPHQL_API_LIMITS   — JSON in the shape of Hasura's `set_api_limits` arguments, for per-role values and
 *                          `disabled`: {"disabled": false, "depth_limit": {"global": 8, "per_role": {"public": 4}}, …}
 *                          (`depth_limit`, `node_limit`, `batch_limit`, `time_limit`, plus our `rows_limit`,
 *                          `token_limit` and `body_limit`). A global value here wins over the variable of the same limit.
 *   GRAPHQL_BODY_LIMIT  STORAGE_BODY_LIMIT (bytes: what the HTTP server reads at most, admin's requests included)  HTTP_HEADERS_TIMEOUT  HTTP_REQUEST_TIMEOUT  HTTP_CONNECTION_TIMEOUT
 *   (seconds).
 */
import { isRecord } from '../../common/isRecord.ts';
import { DEFAULT_API_LIMITS, type ApiLimits, type RoleLimit } from '../engine/apiLimits.ts';
import { DEFAULT_HTTP_LIMITS, type HttpLimits } from '../http/httpLimits.ts';

type LimitKey = keyof Omit<ApiLimits, 'disabled'>;

const VARIABLES: Record<LimitKey, { env: string; hasura: string }> = {
  depth: { env: 'GRAPHQL_DEPTH_LIMIT', hasura: 'depth_limit' },
  node: { env: 'GRAPHQL_NODE_LIMIT', hasura: 'node_limit' },
  batch: { env: 'GRAPHQL_BATCH_LIMIT', hasura: 'batch_limit' },
  time: { env: 'GRAPHQL_TIME_LIMIT', hasura: 'time_limit' },
  rows: { env: 'GRAPHQL_ROWS_LIMIT', hasura: 'rows_limit' },
  tokens: { env: 'GRAPHQL_TOKEN_LIMIT', hasura: 'token_limit' },
  body: { env: 'GRAPHQL_ROLE_BODY_LIMIT', hasura: 'body_limit' },
};

/** A positive whole number (or, for `allowNone`, `none` → null); `fallback` when unset. */
function whole(name: string, raw: string | undefined, fallback: number | null, problems: string[], allowNone: boolean): number | null {
  const value = raw?.trim();
  if (!value) return fallback;
  if (allowNone && value.toLowerCase() === 'none') return null;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) {
    problems.push(`${name} must be a positive whole number${allowNone ? ' or none' : ''}, got "${value}"`);
    return fallback;
  }
  return number;
}

function roleLimit(name: string, value: unknown, base: RoleLimit, problems: string[]): RoleLimit {
  if (value === undefined) return base;
  if (!isRecord(value)) {
    problems.push(`GRAPHQL_API_LIMITS: ${name} must be an object with global and per_role`);
    return base;
  }
  const valid = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
  let global = base.global;
  if (value.global !== undefined) {
    if (valid(value.global)) global = value.global;
    else problems.push(`GRAPHQL_API_LIMITS: ${name}.global must be a positive whole number`);
  }
  const perRole: Record<string, number> = {};
  if (value.per_role !== undefined) {
    if (!isRecord(value.per_role)) problems.push(`GRAPHQL_API_LIMITS: ${name}.per_role must be an object`);
    else {
      for (const [role, limit] of Object.entries(value.per_role)) {
        if (valid(limit)) perRole[role] = limit;
        else problems.push(`GRAPHQL_API_LIMITS: ${name}.per_role.${role} must be a positive whole number`);
      }
    }
  }
  return { global, perRole };
}

export function apiLimitsFromEnv(env: NodeJS.ProcessEnv, problems: string[]): ApiLimits {
  const keys = Object.keys(VARIABLES) as LimitKey[];
  const fromVariables = Object.fromEntries(keys.map((key) => {
    const { env: name } = VARIABLES[key];
    return [key, { global: whole(name, env[name], DEFAULT_API_LIMITS[key].global, problems, true), perRole: {} }];
  })) as Record<LimitKey, RoleLimit>;
  const raw = env.GRAPHQL_API_LIMITS?.trim();
  if (!raw) return { disabled: false, ...fromVariables };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    problems.push('GRAPHQL_API_LIMITS must be JSON');
    return { disabled: false, ...fromVariables };
  }
  if (!isRecord(json)) {
    problems.push('GRAPHQL_API_LIMITS must be a JSON object');
    return { disabled: false, ...fromVariables };
  }
  const known = new Set(['disabled', ...keys.map((key) => VARIABLES[key].hasura)]);
  for (const key of Object.keys(json)) if (!known.has(key)) problems.push(`GRAPHQL_API_LIMITS: unknown key ${key}`);
  if (json.disabled !== undefined && typeof json.disabled !== 'boolean') problems.push('GRAPHQL_API_LIMITS: disabled must be true or false');
  const limits = Object.fromEntries(keys.map((key) => [key, roleLimit(VARIABLES[key].hasura, json[VARIABLES[key].hasura], fromVariables[key], problems)]));
  return { disabled: json.disabled === true, ...(limits as Record<LimitKey, RoleLimit>) };
}

export function httpLimitsFromEnv(env: NodeJS.ProcessEnv, problems: string[]): HttpLimits {
  const d = DEFAULT_HTTP_LIMITS;
  const bytes = (name: string, fallback: number) => whole(name, env[name], fallback, problems, false) ?? fallback;
  const ms = (name: string, fallback: number) => 1000 * (whole(name, env[name], fallback / 1000, problems, false) ?? fallback / 1000);
  const limits: HttpLimits = {
    graphqlBodyLimit: bytes('GRAPHQL_BODY_LIMIT', d.graphqlBodyLimit),
    storageBodyLimit: bytes('STORAGE_BODY_LIMIT', d.storageBodyLimit),
    headersTimeoutMs: ms('HTTP_HEADERS_TIMEOUT', d.headersTimeoutMs),
    requestTimeoutMs: ms('HTTP_REQUEST_TIMEOUT', d.requestTimeoutMs),
    connectionTimeoutMs: ms('HTTP_CONNECTION_TIMEOUT', d.connectionTimeoutMs),
  };
  // Node refuses to start a server whose headers may take longer than the whole request.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) problems.push('HTTP_HEADERS_TIMEOUT must not exceed HTTP_REQUEST_TIMEOUT');
  return limits;
}
