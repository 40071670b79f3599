/**
 * Subscriptions end to end: the environment's network against a real graphql-ws server (and a bare websocket
 * server for misbehaviour). Reconnects wait graphql-ws's retry delay (1 s plus up to 3 s), hence the timeouts.
 */
import type { RequestParameters } from 'relay-runtime';
import { WebSocket } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { createRelayEnvironment, type PortalRelayEnvironment } from './environment.ts';
import { GraphQLClientError, GraphQLRequestError } from './errors.ts';
import { createSubscriptionClient, retryDelayMs } from './subscriptionClient.ts';
import { startBareWsServer, startGraphqlWsServer, waitUntil, type TestWsServer } from './testServers.ts';
import { FakeTokens, makeJwt } from './testTokens.ts';

const RECONNECT_TIMEOUT = 20_000;

const subscription = (name: string, text: string): RequestParameters => (
  { cacheID: name, id: null, text, name, operationKind: 'subscription', metadata: {} }
);
const TICKS = subscription('TicksSubscription', 'subscription TicksSubscription { tick }');

let server: TestWsServer | undefined;
let portal: PortalRelayEnvironment | undefined;
afterEach(async () => {
  portal?.dispose();
  await server?.close();
  portal = undefined;
  server = undefined;
});

function start(ws: TestWsServer, tokens: FakeTokens, extraHeaders?: Record<string, string>) {
  server = ws;
  portal = createRelayEnvironment({
    backendUrl: ws.backendUrl, tokens, webSocketImpl: WebSocket, ...(extraHeaders ? { extraHeaders } : {}),
  });
  return portal;
}

/** Subscribes through Relay's network and collects what arrives. */
function collect(env: PortalRelayEnvironment, params: RequestParameters = TICKS) {
  const state = { events: [] as unknown[], error: undefined as unknown };
  const sub = env.environment.getNetwork().execute(params, {}, {}).subscribe({
    next: (event) => { state.events.push(event); },
    error: (error: Error) => { state.error = error; },
  });
  return { state, unsubscribe: () => { sub.unsubscribe(); } };
}

describe('subscriptions', () => {
  it('receive events over graphql-transport-ws, with the headers in connection_init', async () => {
    const token = makeJwt(60);
    const env = start(await startGraphqlWsServer(), new FakeTokens(true, token), { 'x-extra': 'yes' });
    const { state } = collect(env);
    await waitUntil(() => state.events.length >= 3);
    expect(state.events.slice(0, 3)).toEqual([{ data: { tick: 0 } }, { data: { tick: 1 } }, { data: { tick: 2 } }]);
    const [connection] = server!.connections;
    expect(server!.connections).toHaveLength(1);
    expect(connection.socket.protocol).toBe('graphql-transport-ws');
    expect(connection.params).toEqual({
      headers: { Authorization: `Bearer ${token}`, 'x-hasura-role': 'investor', 'x-extra': 'yes' },
    });
  });

  it('send the public role in connection_init when signed out', async () => {
    const env = start(await startGraphqlWsServer(), new FakeTokens(true, null));
    const { state } = collect(env);
    await waitUntil(() => state.events.length >= 1);
    expect(server!.connections[0].params).toEqual({ headers: { 'x-hasura-role': 'public' } });
  });

  it('hold connection_init until the token is usable, so a refresh meanwhile needs no restart', async () => {
    const tokens = new FakeTokens(true, makeJwt(-5));
    const env = start(await startGraphqlWsServer(), tokens);
    const { state } = collect(env);
    await waitUntil(() => server!.connections.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server!.connections[0].params).toBeUndefined();
    const fresh = makeJwt(60);
    tokens.setToken(fresh);
    await waitUntil(() => state.events.length >= 1);
    expect(server!.connections[0].params).toEqual({ headers: { Authorization: `Bearer ${fresh}`, 'x-hasura-role': 'investor' } });
    expect(server!.connections).toHaveLength(1);
    expect(server!.connections[0].socket.readyState).toBe(WebSocket.OPEN);
  });

  it('restart the socket with the new token when the token changes', async () => {
    const tokens = new FakeTokens(true, makeJwt(60, 'first'));
    const env = start(await startGraphqlWsServer(), tokens);
    const { state } = collect(env);
    await waitUntil(() => state.events.length >= 1);
    const second = makeJwt(60, 'second');
    tokens.setToken(second);
    await expect(server!.connections[0].closed).resolves.toEqual({ code: 4205, reason: 'Client Restart' });
    await waitUntil(() => server!.connections[1]?.params !== undefined);
    expect(server!.connections[1].params).toEqual({ headers: { Authorization: `Bearer ${second}`, 'x-hasura-role': 'investor' } });
    // The subscription carries on over the new socket, from the server's first event again.
    const before = state.events.length;
    await waitUntil(() => state.events.length > before);
    expect(state.error).toBeUndefined();
  }, RECONNECT_TIMEOUT);

  it('restart a socket whose connection_init went out before the token changed, once it is acknowledged', async () => {
    const tokens = new FakeTokens(true, makeJwt(60, 'first'));
    const env = start(await startBareWsServer({ ackDelayMs: 300 }), tokens);
    collect(env);
    await waitUntil(() => server!.connections[0]?.params !== undefined);
    const second = makeJwt(60, 'second');
    tokens.setToken(second);
    await expect(server!.connections[0].closed).resolves.toEqual({ code: 4205, reason: 'Client Restart' });
    await waitUntil(() => server!.connections[1]?.params !== undefined);
    expect(server!.connections[1].params).toEqual({ headers: { Authorization: `Bearer ${second}`, 'x-hasura-role': 'investor' } });
  }, RECONNECT_TIMEOUT);

  it('open no socket when the token changes with no subscription running', async () => {
    const tokens = new FakeTokens(true, null);
    start(await startGraphqlWsServer(), tokens);
    tokens.setToken(makeJwt(60));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server!.connections).toHaveLength(0);
  });

  it('retry a 4403 refusal (bad or expired token), which the next token may fix', async () => {
    const ws = await startGraphqlWsServer();
    ws.refuseNext = 1;
    const env = start(ws, new FakeTokens(true, makeJwt(60)));
    const { state } = collect(env);
    await waitUntil(() => ws.connections.length === 1);
    await expect(ws.connections[0].closed).resolves.toMatchObject({ code: 4403 });
    await waitUntil(() => state.events.length >= 1);
    expect(ws.connections).toHaveLength(2);
    expect(state.error).toBeUndefined();
  }, RECONNECT_TIMEOUT);

  it('give up on a fatal close code without retrying', async () => {
    const env = start(await startBareWsServer({ closeWith: 4400 }), new FakeTokens(true, null));
    const { state } = collect(env);
    await waitUntil(() => state.error !== undefined);
    expect(state.error).toBeInstanceOf(GraphQLClientError);
    expect(state.error).toMatchObject({ error: 'network', status: 0 });
    expect((state.error as Error).message).toContain('4400');
    expect(server!.connections).toHaveLength(1);
  });

  it("report the server's GraphQL errors as a GraphQLRequestError", async () => {
    const env = start(await startGraphqlWsServer(), new FakeTokens(true, null));
    const { state } = collect(env, subscription('BadSubscription', 'subscription BadSubscription { nope }'));
    await waitUntil(() => state.error !== undefined);
    expect(state.error).toBeInstanceOf(GraphQLRequestError);
    expect((state.error as GraphQLRequestError).errors[0].message).toContain('nope');
    expect((state.error as GraphQLRequestError).message).toContain('BadSubscription');
  });

  it('close the socket and stop listening for tokens on dispose', async () => {
    const tokens = new FakeTokens(true, null);
    const env = start(await startGraphqlWsServer(), tokens);
    const { state } = collect(env);
    await waitUntil(() => state.events.length >= 1);
    expect(tokens.listenerCount).toBe(1);
    env.dispose();
    await expect(server!.connections[0].closed).resolves.toMatchObject({ code: 1000 });
    expect(tokens.listenerCount).toBe(0);
  });
});

describe('subscription client', () => {
  it('ends a socket whose pong does not come in time, and reconnects', async () => {
    server = await startBareWsServer({});
    const { client } = createSubscriptionClient({
      url: `${server.backendUrl.replace(/^http/, 'ws')}/v1/graphql`,
      connectionParams: () => Promise.resolve({}),
      webSocketImpl: WebSocket,
      keepAliveMs: 50,
      pongTimeoutMs: 200,
    });
    const stop = client.subscribe({ query: 'subscription { tick }' }, { next: () => undefined, error: () => undefined, complete: () => undefined });
    try {
      await waitUntil(() => server!.connections.length === 1);
      await expect(server.connections[0].closed).resolves.toEqual({ code: 4499, reason: 'Terminated' });
      await waitUntil(() => server!.connections.length === 2);
    } finally {
      stop();
      await client.dispose();
    }
  }, RECONNECT_TIMEOUT);

  it('waits 1000 ms doubled per retry plus up to 3000 ms of jitter, within what timers can hold', () => {
    expect(retryDelayMs(0, () => 0)).toBe(1000);
    expect(retryDelayMs(3, () => 0)).toBe(8000);
    expect(retryDelayMs(3, () => 0.5)).toBe(9500);
    expect(retryDelayMs(99, () => 0)).toBe(2 ** 31 - 1);
  });
});
