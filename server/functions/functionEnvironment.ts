/**
 * The variables Nhost sets for its functions, pointed at this server: the functions read their backend from them,
 * here as on Nhost. A variable already set (a deployment's own) is kept.
 */
export function setFunctionEnvironment(
  env: NodeJS.ProcessEnv, options: { backendUrl: string; adminSecret: string | null; jwtSecret?: string | null },
): void {
  const base = options.backendUrl.replace(/\/$/, '');
  env.NHOST_BACKEND_URL ??= base;
  env.NHOST_GRAPHQL_URL ??= `${base}/v1/graphql`;
  env.NHOST_AUTH_URL ??= `${base}/v1/auth`;
  env.NHOST_STORAGE_URL ??= `${base}/v1/storage`;
  env.NHOST_FUNCTIONS_URL ??= `${base}/v1/functions`;
  if (options.adminSecret !== null) env.NHOST_ADMIN_SECRET ??= options.adminSecret;
  // Nhost's NHOST_JWT_SECRET is the JSON of HASURA_GRAPHQL_JWT_SECRET: functions that mint tokens (kpi/session) sign
  // with it, and the engine verifies what they sign.
  if (options.jwtSecret) env.NHOST_JWT_SECRET ??= options.jwtSecret;
}
