/**
 * CORS for every service on the server (GraphQL, auth, storage, functions), configured as Hasura's is:
 * `HASURA_GRAPHQL_CORS_DOMAIN` and `HASURA_GRAPHQL_DISABLE_CORS`.
 *
 * What Hasura does, and this does too:
 * - the value is `*` (any origin) or a comma-separated list of origins, each `scheme://host[:port]`; an entry
 *   `https://*.foo.com` admits one more label in front of the domain (`https://app.foo.com`), with the same scheme and
 *   port, but not `https://foo.com` itself (list it separately);
 * - a request whose Origin is admitted gets that origin back in Access-Control-Allow-Origin (never a literal `*`),
 *   with credentials allowed; a preflight (OPTIONS with Access-Control-Request-Method) is answered 204 at once, with
 *   the methods Hasura lists, the headers the browser asked for, and Hasura's max-age (20 days);
 * - any other origin gets no CORS headers, so the browser keeps the answer from the page that asked.
 *
 * Where we differ: Hasura's default is `*`. Ours is the portal's own origin only (AUTH_CLIENT_URL, under each loopback
 * name when it is the server's own default address), and the Vite dev server's (port 5173) outside production: these
 * APIs answer with one person's data to whoever holds their token, and no other site has a reason to ask.
 */
import type { FastifyInstance } from 'fastify';
import { loopbackAliases } from './requestOrigin.ts';

export type CorsPolicy =
  | { kind: 'disabled' }
  | { kind: 'any' }
  | { kind: 'list'; origins: ReadonlySet<string>; wildcards: readonly Wildcard[] };

interface Wildcard {
  scheme: string;
  /** The domain under the `*.` label. */
  domain: string;
  port: string;
}

const METHODS = 'GET,POST,PUT,PATCH,DELETE,OPTIONS';
const MAX_AGE = String(20 * 24 * 3600);
/** Headers a page may read besides the simple ones: what nhost-js and the portal look at on a refusal or a download. */
const EXPOSED = 'retry-after,x-error,etag,content-range,content-disposition';
/** The Vite dev server (`npm run dev`), allowed by default outside production. */
export const VITE_DEV_ORIGIN = 'http://localhost:5173';

const ENTRY = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?\/?$/i;

/** Parses `HASURA_GRAPHQL_CORS_DOMAIN`; bad entries are reported in `problems`. */
export function parseCorsDomain(value: string, problems: string[]): CorsPolicy {
  const trimmed = value.trim();
  if (trimmed === '*') return { kind: 'any' };
  const origins = new Set<string>();
  const wildcards: Wildcard[] = [];
  const entries = trimmed.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0) problems.push(`HASURA_GRAPHQL_CORS_DOMAIN must be * or a list of origins, got "${value}"`);
  for (const entry of entries) {
    const match = ENTRY.exec(entry);
    if (!match) {
      problems.push(`HASURA_GRAPHQL_CORS_DOMAIN: invalid domain "${entry}" (scheme://host[:port], or scheme://*.domain[:port])`);
      continue;
    }
    const [, scheme, star, host, port] = match;
    // The port as URL writes it: none for the scheme's default.
    const normalPort = !port || (port === '80' && /^http$/i.test(scheme)) || (port === '443' && /^https$/i.test(scheme)) ? '' : String(Number(port));
    if (star) wildcards.push({ scheme: scheme.toLowerCase(), domain: host.toLowerCase(), port: normalPort });
    else origins.add(new URL(`${scheme}://${host}${port ? `:${port}` : ''}`).origin);
  }
  return { kind: 'list', origins, wildcards };
}

/**
 * The policy when `HASURA_GRAPHQL_CORS_DOMAIN` is unset: the portal's origin (each loopback spelling of it when it is
 * the server's own default address) and, outside production, the Vite dev server's.
 */
export function defaultCorsPolicy(clientUrl: string, clientUrlFromRequest: boolean, production: boolean): CorsPolicy {
  const origin = (url: string): string | null => (URL.canParse(url) ? new URL(url).origin : null);
  const client = origin(clientUrl);
  const urls = [
    ...(client === null ? [] : clientUrlFromRequest ? loopbackAliases(client) : [client]),
    ...(production ? [] : loopbackAliases(VITE_DEV_ORIGIN)),
  ];
  return { kind: 'list', origins: new Set(urls.map(origin).filter((url) => url !== null)), wildcards: [] };
}

/** Whether `policy` admits a page of `origin` (the Origin header as the browser sent it). */
export function corsAllows(policy: CorsPolicy, origin: string): boolean {
  if (policy.kind === 'disabled') return false;
  if (policy.kind === 'any') return true;
  // An Origin is a bare `scheme://host[:port]`; anything else (`null`, a path, a user) is admitted by no list.
  if (!/^https?:\/\/[^/?#@\s]+$/i.test(origin)) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (policy.origins.has(url.origin)) return true;
  const dot = url.hostname.indexOf('.');
  if (dot < 0) return false;
  const domain = url.hostname.slice(dot + 1);
  const scheme = url.protocol.slice(0, -1);
  return policy.wildcards.some((w) => w.scheme === scheme && w.domain === domain && w.port === url.port);
}

/** Answers preflights and adds the CORS headers to admitted requests, for every route of `app`. */
export function registerCors(app: FastifyInstance, policy: CorsPolicy): void {
  if (policy.kind === 'disabled') return;
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    void reply.header('vary', 'Origin');
    if (typeof origin !== 'string' || !corsAllows(policy, origin)) {
      // Answered, without CORS headers: the browser keeps the page from making the request.
      return preflight ? reply.code(204).send() : undefined;
    }
    void reply.headers({
      'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', 'access-control-expose-headers': EXPOSED,
    });
    if (!preflight) return undefined;
    const asked = request.headers['access-control-request-headers'];
    void reply.headers({
      'access-control-allow-methods': METHODS, 'access-control-max-age': MAX_AGE,
      'access-control-allow-headers': typeof asked === 'string' && asked.trim() !== '' ? asked : 'content-type,authorization',
    });
    return reply.code(204).send();
  });
}
