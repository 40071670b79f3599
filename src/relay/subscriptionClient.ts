/**
 * The websocket for subscriptions: a `graphql-ws` client speaking graphql-transport-ws, tuned as spec §8 and §9
 * ask (100 retries on any error, exponential wait with jitter, a pong time-out) and restartable, so a new token
 * reaches the server in a fresh `connection_init`.
 */
import { createClient, type Client } from 'graphql-ws/client';

/** Spec §9: "Websocket: 100 retry attempts". */
export const RETRY_ATTEMPTS = 100;
/** Spec §9: "pong time-out 5000 ms". */
export const PONG_TIMEOUT_MS = 5000;
/** How often the client pings; the spec gives no figure, so this is graphql-ws's own recipe's value. */
export const KEEP_ALIVE_MS = 10_000;
/** Spec §8: "A restart closes with code 4205 and reason Client Restart". */
export const RESTART_CLOSE = { code: 4205, reason: 'Client Restart' } as const;

/** Timers cap their delay at 2^31 - 1 ms and fire at once beyond it; late retries would otherwise stop waiting. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Spec §9: "wait 1000 ms doubled per attempt plus up to 3000 ms jitter". */
export function retryDelayMs(retries: number, random: () => number = Math.random): number {
  return Math.min(1000 * 2 ** retries + random() * 3000, MAX_TIMER_MS);
}

export interface SubscriptionClientOptions {
  /** The `ws://` or `wss://` form of the GraphQL URL. */
  url: string;
  /** Read at each (re)connect, so a reconnect carries the current token. */
  connectionParams: () => Promise<Record<string, unknown>>;
  /** graphql-ws's choice when absent: the global `WebSocket`. */
  webSocketImpl?: unknown;
  /** @default KEEP_ALIVE_MS */
  keepAliveMs?: number;
  /** @default PONG_TIMEOUT_MS */
  pongTimeoutMs?: number;
}

/** The graphql-ws client plus the restart graphql-ws documents as a recipe rather than providing. */
export interface SubscriptionClient {
  client: Client;
  /** Closes the socket with 4205 "Client Restart" so the client reconnects, reading fresh connection params. */
  restart(): void;
  /** Closes the socket for good and ends its subscriptions. */
  dispose(): void;
}

/** Only what is needed of the socket graphql-ws hands its listeners (typed `unknown` there, as it is pluggable). */
interface ClosableSocket {
  close(code: number, reason: string): void;
}

export function createSubscriptionClient(options: SubscriptionClientOptions): SubscriptionClient {
  // The acknowledged socket, from `connected` until `closed`.
  let socket: ClosableSocket | null = null;
  // Restarts asked for so far, and how many had been asked for when the current socket read its params: a socket
  // whose params are older than the last request is restarted as soon as it is acknowledged.
  let requested = 0;
  let paramsReadAt = 0;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;

  const closeForRestart = (target: ClosableSocket) => { target.close(RESTART_CLOSE.code, RESTART_CLOSE.reason); };

  const client = createClient({
    url: options.url,
    connectionParams: async () => {
      const params = await options.connectionParams();
      paramsReadAt = requested;
      return params;
    },
    webSocketImpl: options.webSocketImpl,
    lazy: true,
    keepAlive: options.keepAliveMs ?? KEEP_ALIVE_MS,
    retryAttempts: RETRY_ATTEMPTS,
    // Spec §8, "retry on any error". Fatal close codes (4400, 4401, 4406, 4409, 4429, 4004, 4005, 4500) are thrown
    // by graphql-ws before it asks; 4403, which our server sends for a bad or expired token, is retried.
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelayMs(retries))),
    on: {
      connected: (connected) => {
        socket = connected as ClosableSocket;
        // A restart asked for after this socket sent its `connection_init`: that message held the old headers.
        if (paramsReadAt < requested) closeForRestart(socket);
      },
      ping: (received) => {
        if (received) return;
        clearTimeout(pongTimer);
        // A socket that stopped answering may never finish a close handshake either, so terminate: graphql-ws
        // then reports it closed (4499, retried) without waiting for the network.
        pongTimer = setTimeout(() => { client.terminate(); }, options.pongTimeoutMs ?? PONG_TIMEOUT_MS);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimer);
      },
      closed: () => {
        clearTimeout(pongTimer);
        socket = null;
      },
    },
  });

  return {
    client,
    restart() {
      requested += 1;
      // Without an acknowledged socket there is nothing to close: one still connecting is handled at `connected`,
      // and the next one reads fresh params anyway.
      if (socket !== null) closeForRestart(socket);
    },
    dispose() {
      // graphql-ws waits for a socket still connecting before closing it; if that socket fails instead, the
      // rejection means only that there is nothing left to close.
      Promise.resolve(client.dispose()).catch(() => undefined);
    },
  };
}
