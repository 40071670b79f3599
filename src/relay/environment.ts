/**
 * The portal's Relay environment: HTTP for queries and mutations, a websocket for subscriptions, both sending the
 * auth client's token (spec §7, "GraphQL transport"). The socket restarts whenever the token changes, so the
 * server, which fixes a socket's session at `connection_init`, always sees the current one.
 */
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { createFetchFunction } from './fetchGraphQL.ts';
import { requestHeaders } from './requestHeaders.ts';
import { createSubscribeFunction } from './subscribeFunction.ts';
import { createSubscriptionClient } from './subscriptionClient.ts';
import { TOKEN_POLL_MS, waitForAccessToken, type TokenSource } from './tokenSource.ts';

export interface RelayEnvironmentOptions {
  /** e.g. `http://localhost:1337`; GraphQL is at `${backendUrl}/v1/graphql`. */
  backendUrl: string;
  tokens: TokenSource;
  /** Sent with every request and in `connection_init`, over the role and authorization headers. */
  extraHeaders?: Readonly<Record<string, string>>;
  /** Test seam. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Test seam, a `WebSocket` constructor. @default globalThis.WebSocket */
  webSocketImpl?: unknown;
  /** Test seam. @default TOKEN_POLL_MS */
  tokenPollMs?: number;
}

export interface PortalRelayEnvironment {
  environment: Environment;
  /** Reconnects the websocket, so it sends the current headers in a new `connection_init`. */
  restartSocket: () => void;
  /** Stops listening for tokens and closes the websocket. */
  dispose: () => void;
}

/** `<backendUrl>/v1/graphql`, and its websocket form (http → ws, https → wss). */
export function graphqlUrls(backendUrl: string): { http: string; ws: string } {
  const http = `${backendUrl.replace(/\/+$/, '')}/v1/graphql`;
  return { http, ws: http.replace(/^http/, 'ws') };
}

export function createRelayEnvironment(options: RelayEnvironmentOptions): PortalRelayEnvironment {
  if (!options.backendUrl) throw new Error("Can't initialize the Relay environment: no backend URL has been provided");
  const { tokens, extraHeaders, tokenPollMs = TOKEN_POLL_MS } = options;
  const urls = graphqlUrls(options.backendUrl);
  // Ends token waits for the socket when the environment goes away.
  const disposed = new AbortController();

  const subscriptions = createSubscriptionClient({
    url: urls.ws,
    webSocketImpl: options.webSocketImpl,
    connectionParams: async () => {
      const token = await waitForAccessToken(tokens, { pollMs: tokenPollMs, signal: disposed.signal });
      return { headers: requestHeaders(token, extraHeaders) };
    },
  });
  const fetchFunction = createFetchFunction({
    url: urls.http,
    tokens,
    tokenPollMs,
    // Bound: a browser's fetch throws "Illegal invocation" when called with any `this` but the window.
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    extraHeaders,
  });

  const environment = new Environment({
    network: Network.create(fetchFunction, createSubscribeFunction(subscriptions.client)),
    store: new Store(new RecordSource()),
  });
  const stopListening = tokens.onTokenChanged(() => { subscriptions.restart(); });

  return {
    environment,
    restartSocket: () => { subscriptions.restart(); },
    dispose: () => {
      stopListening();
      disposed.abort();
      subscriptions.dispose();
    },
  };
}
