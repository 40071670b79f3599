/**
 * Wrong admin secrets are rate limited per client address, on every path that reads `x-hasura-admin-secret` (or
 * Hasura's older `x-hasura-access-key`): `/v1/graphql` and its websocket's `connection_init`, the files API, the auth
 * API, the local mailbox, functions.
 * The admin secret opens everything, and nothing else stops a script from trying a dictionary of them.
 *
 * One hook in front of all routes, so no service can forget it: it compares the presented secret with the configured
 * one itself (in constant time), counts the wrong ones per address in a fixed window, and once an address has spent
 * its count, refuses every request from it that presents an admin secret, right or wrong, until the window ends, with
 * status 429, a Retry-After, and the body of the API the path belongs to (a websocket is closed with 4403 Forbidden). Right ones must be refused too: answering
 * them would tell the guesser which guess was right. Requests without an admin secret (a user's Bearer token, the
 * portal) are never counted nor refused here, so an attacker cannot lock users out by guessing.
 *
 * State is in memory, per process: a count that restarts with the server costs an attacker a restart they cannot
 * cause, and the map is bounded (the oldest windows go first when it is full).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

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

/** The count of wrong admin secrets per client address, shared by the HTTP hook and the websocket's `connection_init`. */
export class AdminSecretGuard {
  private readonly windows = new Map<string, { start: number; wrong: number }>();
  private readonly expected: Buffer | null;

  /**
   * `adminSecret` null: the engine has no admin secret, and any secret presented is wrong (unless nothing at all is
   * configured, in which case the engine is open and ignores the header: `open`).
   */
  constructor(
    adminSecret: string | null, private readonly open: boolean, private readonly limit: AdminSecretLimit,
    private readonly now: () => number = Date.now,
  ) {
    this.expected = adminSecret === null ? null : digest(adminSecret);
  }

  /**
   * Counts a request from `address` presenting `presented` (undefined: none). Resolves to the seconds to wait when the
   * address has spent its count, so the request must be refused whatever it presents; null when it may go on.
   */
  check(address: string, presented: string | undefined): number | null {
    if (presented === undefined || this.open || this.limit.burst <= 0) return null;
    const at = this.now();
    let window = this.windows.get(address);
    if (window && at - window.start >= this.limit.intervalSeconds * 1000) {
      this.windows.delete(address);
      window = undefined;
    }
    if (window && window.wrong >= this.limit.burst) {
      return Math.max(1, Math.ceil((window.start + this.limit.intervalSeconds * 1000 - at) / 1000));
    }
    if (this.expected !== null && timingSafeEqual(digest(presented), this.expected)) return null;
    if (!window) {
      if (this.windows.size >= MAX_TRACKED) this.windows.delete(this.windows.keys().next().value ?? '');
      window = { start: at, wrong: 0 };
      this.windows.set(address, window);
    }
    window.wrong += 1;
    return null;
  }
}

/** The secret in a set of headers, if any (the first of a repeated header). */
export function presentedSecret(headers: Readonly<Record<string, string | string[] | undefined>>): string | undefined {
  const value = headers['x-hasura-admin-secret'] ?? headers['x-hasura-access-key'];
  return Array.isArray(value) ? value[0] : value;
}

/** Registers `guard` on `app`, before its routes, so it also covers the ones registered later. */
export function guardAdminSecret(app: FastifyInstance, guard: AdminSecretGuard): void {
  app.addHook('onRequest', async (request, reply) => {
    const retryAfter = guard.check(request.ip, presentedSecret(request.headers));
    if (retryAfter !== null) return refuse(reply, request.url, retryAfter);
    return undefined;
  });
}
