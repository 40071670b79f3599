/**
 * Wrong admin secrets are rate limited per client address, on every path that reads `x-hasura-admin-secret` (or
 * Hasura's older `x-hasura-access-key`): `/v1/graphql`, the files API, the auth API, the local mailbox, functions.
 * The admin secret opens everything, and nothing else stops a script from trying a dictionary of them.
 *
 * One hook in front of all routes, so no service can forget it: it compares the presented secret with the configured
 * one itself (in constant time), counts the wrong ones per address in a fixed window, and once an address has spent
 * its count, refuses every request from it that presents an admin secret, right or wrong, until the window ends, with
 * status 429, a Retry-After, and the body of the API the path belongs to. Right ones must be refused too: answering
 * them would tell the guesser which guess was right. Requests without an admin secret (a user's Bearer token, the
 * portal) are never counted nor refused here, so an attacker cannot lock users out by guessing.
 *
 * State is in memory, per process: a count that restarts with the server costs an attacker a restart they cannot
 * cause, and the map is bounded (the oldest windows go first when it is full).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface AdminSecretLimit {
  /** Wrong secrets an address may present per window. */
  burst: number;
  intervalSeconds: number;
}

/** `ADMIN_SECRET_RATE_LIMIT_BURST` / `_INTERVAL` (ours; Hasura has none): 10 wrong secrets per 5 minutes. */
export const DEFAULT_ADMIN_SECRET_LIMIT: AdminSecretLimit = { burst: 10, intervalSeconds: 300 };

const MAX_TRACKED = 100_000;
const MESSAGE = 'too many requests with a wrong admin secret from this address; try again later';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** The secret a request presents, if any (the first of a repeated header). */
function presentedSecret(request: FastifyRequest): string | undefined {
  const value = request.headers['x-hasura-admin-secret'] ?? request.headers['x-hasura-access-key'];
  return Array.isArray(value) ? value[0] : value;
}

/** The 429 in the shape of the API `url` belongs to. */
function refuse(reply: FastifyReply, url: string, retryAfter: number): FastifyReply {
  void reply.code(429).header('retry-after', String(retryAfter)).header('cache-control', 'no-store');
  if (url.startsWith('/v1/graphql')) {
    return reply.type('application/json; charset=utf-8').send({ errors: [{ extensions: { code: 'rate-limit-exceeded', path: '$' }, message: MESSAGE }] });
  }
  if (url.startsWith('/v1/storage')) {
    void reply.header('x-error', MESSAGE);
    return reply.request.method === 'HEAD' ? reply.send() : reply.send({ error: { data: null, message: MESSAGE } });
  }
  // The auth API, its local mailbox, functions and the rest: hasura-auth's error body.
  return reply.send({ status: 429, message: 'Too many requests', error: 'too-many-requests' });
}

/**
 * Registers the guard on `app` (before its routes, so it also covers the ones registered later). `adminSecret` null:
 * the engine has no admin secret, and any secret presented is wrong (unless nothing at all is configured, in which
 * case the engine is open and ignores the header: `open`).
 */
export function guardAdminSecret(
  app: FastifyInstance, options: { adminSecret: string | null; open: boolean; limit: AdminSecretLimit; now?: () => number },
): void {
  const { limit, open } = options;
  if (open || limit.burst <= 0) return;
  const now = options.now ?? Date.now;
  const expected = options.adminSecret === null ? null : digest(options.adminSecret);
  const windows = new Map<string, { start: number; wrong: number }>();

  app.addHook('onRequest', async (request, reply) => {
    const presented = presentedSecret(request);
    if (presented === undefined) return;
    const at = now();
    let window = windows.get(request.ip);
    if (window && at - window.start >= limit.intervalSeconds * 1000) {
      windows.delete(request.ip);
      window = undefined;
    }
    if (window && window.wrong >= limit.burst) {
      return refuse(reply, request.url, Math.max(1, Math.ceil((window.start + limit.intervalSeconds * 1000 - at) / 1000)));
    }
    if (expected !== null && timingSafeEqual(digest(presented), expected)) return;
    if (!window) {
      if (windows.size >= MAX_TRACKED) windows.delete(windows.keys().next().value ?? '');
      window = { start: at, wrong: 0 };
      windows.set(request.ip, window);
    }
    window.wrong += 1;
  });
}
