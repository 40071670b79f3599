/**
 * A fixed-window request counter per key, the way `@fastify/rate-limit`'s local store counts (server/auth/rateLimits.ts
 * uses that plugin): at most `max` hits per key in a window of `windowMs` that starts with the key's first hit, keys
 * kept in a bounded map (the oldest forgotten first). A function cannot register a Fastify plugin, and it deploys to
 * Nhost without our server around it, so the session function counts with this itself. The clock is injected so a
 * test can end a window without waiting.
 */
export interface WindowLimit {
  max: number;
  windowMs: number;
}

export interface LimitVerdict {
  allowed: boolean;
  /** Seconds until the key's window ends (for Retry-After). */
  retryAfterSeconds: number;
}

export class WindowLimiter {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();

  constructor(private readonly limit: WindowLimit, private readonly now: () => number = Date.now, private readonly keys = 5000) {}

  /** Counts one hit for `key`; allowed while the key's window holds at most `max` hits. */
  hit(key: string): LimitVerdict {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.startedAt + this.limit.windowMs <= now) window = { count: 0, startedAt: now };
    window.count += 1;
    // Re-inserting moves the key to the end: the map's first key is the one least recently hit.
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > this.keys) {
      const oldest = this.windows.keys().next();
      if (!oldest.done) this.windows.delete(oldest.value);
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((window.startedAt + this.limit.windowMs - now) / 1000));
    return { allowed: window.count <= this.limit.max, retryAfterSeconds };
  }
}
