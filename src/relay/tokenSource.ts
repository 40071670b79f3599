/**
 * Where the network layer gets its access token, and the wait before each request (spec §7, "GraphQL transport":
 * "waits, polling every 100 ms, until the access token exists and has not expired"). The auth client adapts itself
 * to {@link TokenSource}; nothing here knows about nhost-js.
 */
import { isRecord } from '../../common/isRecord.ts';

/** Spec §9: "Token wait poll 100 ms". */
export const TOKEN_POLL_MS = 100;

/** What the network layer needs from the auth client. */
export interface TokenSource {
  /** True once the auth client has settled (a stored session imported or none found). */
  isReady(): boolean;
  /** The current access token, or null when signed out. */
  getAccessToken(): string | null;
  /** Called with the new token (or null) whenever it changes (sign-in, refresh, sign-out). Returns an unsubscribe. */
  onTokenChanged(listener: (token: string | null) => void): () => void;
}

/**
 * Whether a JWT's `exp` (seconds) is at or before `now` (ms). Only the payload is read; checking the signature is
 * the server's job. A token whose payload cannot be read, or has no `exp`, counts as unexpired: waiting for it
 * would never end, and the server will refuse it if it is bad.
 */
export function isExpired(jwt: string, now: number): boolean {
  const exp = readExp(jwt);
  return exp !== undefined && exp * 1000 <= now;
}

function readExp(jwt: string): number | undefined {
  const payload = jwt.split('.').at(1);
  if (payload === undefined) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const json: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    return isRecord(json) && typeof json.exp === 'number' ? json.exp : undefined;
  } catch {
    return undefined;
  }
}

export interface WaitOptions {
  /** How often to look again. */
  pollMs: number;
  /** Stops the wait; the promise then rejects with the signal's reason. */
  signal: AbortSignal;
  /** The clock, in ms. */
  now?: () => number;
}

/**
 * The token to send, once there is one worth sending: polls while the client is still importing its session or
 * holds an expired token (a refresh is under way). Resolves to null when signed out, so the request goes out at
 * once with the public role.
 */
export async function waitForAccessToken(tokens: TokenSource, options: WaitOptions): Promise<string | null> {
  const { pollMs, signal, now = Date.now } = options;
  for (;;) {
    signal.throwIfAborted();
    if (tokens.isReady()) {
      const token = tokens.getAccessToken();
      if (token === null || !isExpired(token, now())) return token;
    }
    await sleep(pollMs, signal);
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
