import { loadQuery } from 'react-relay';
import { createOperationDescriptor, fetchQuery, getRequest, type ConcreteRequest } from 'relay-runtime';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRelayEnvironment, graphqlUrls } from './environment.ts';
import { DEFAULT_FETCH_POLICY, loadQueryDefaults } from './fetchPolicy.ts';
import { startHttpServer, waitUntil, type TestHttpServer } from './testServers.ts';
import { FakeTokens, makeJwt } from './testTokens.ts';

/** What relay-compiler would emit for `query EnvironmentTestQuery { hello }`. */
const HELLO = [{ alias: null, args: null, kind: 'ScalarField', name: 'hello', storageKey: null }] as const;
const query: ConcreteRequest = {
  kind: 'Request',
  fragment: { argumentDefinitions: [], kind: 'Fragment', metadata: null, name: 'EnvironmentTestQuery', selections: HELLO, type: 'query_root', abstractKey: null },
  operation: { argumentDefinitions: [], kind: 'Operation', name: 'EnvironmentTestQuery', selections: HELLO },
  params: { cacheID: 'environment-test', id: null, metadata: {}, name: 'EnvironmentTestQuery', operationKind: 'query', text: 'query EnvironmentTestQuery { hello }' },
};

let server: TestHttpServer;
beforeAll(async () => { server = await startHttpServer(); });
afterAll(async () => { await server.close(); });
beforeEach(() => { server.requests.length = 0; });

describe('createRelayEnvironment', () => {
  it('fails with a clear message when no backend URL is given', () => {
    expect(() => createRelayEnvironment({ backendUrl: '', tokens: new FakeTokens(true, null) }))
      .toThrow("Can't initialize the Relay environment: no backend URL has been provided");
  });

  it('puts GraphQL at /v1/graphql, and the websocket on its ws/wss form', () => {
    expect(graphqlUrls('http://localhost:1337')).toEqual({ http: 'http://localhost:1337/v1/graphql', ws: 'ws://localhost:1337/v1/graphql' });
    expect(graphqlUrls('https://api.example.com/')).toEqual({ http: 'https://api.example.com/v1/graphql', ws: 'wss://api.example.com/v1/graphql' });
  });

  it('runs queries over HTTP into the store, with the token', async () => {
    const token = makeJwt(60);
    const { environment, dispose } = createRelayEnvironment({ backendUrl: server.url, tokens: new FakeTokens(true, token), webSocketImpl: WebSocket });
    try {
      const data = await fetchQuery(environment, query, {}, { fetchPolicy: DEFAULT_FETCH_POLICY }).toPromise();
      expect(data).toEqual({ hello: 'world' });
      expect(server.requests).toHaveLength(1);
      expect(server.requests[0].headers.authorization).toBe(`Bearer ${token}`);
      expect(server.requests[0].body).toMatchObject({ operationName: 'EnvironmentTestQuery' });
    } finally {
      dispose();
    }
  });

  it('answers loadQuery from the store when it can (store-or-network), with or without loadQueryDefaults', async () => {
    const { environment, dispose } = createRelayEnvironment({ backendUrl: server.url, tokens: new FakeTokens(true, null), webSocketImpl: WebSocket });
    const operation = createOperationDescriptor(getRequest(query), {});
    const first = loadQuery(environment, query, {});
    try {
      await waitUntil(() => environment.check(operation).status === 'available');
      expect(server.requests).toHaveLength(1);

      const implicit = loadQuery(environment, query, {});
      const explicit = loadQuery(environment, query, {}, loadQueryDefaults());
      expect(loadQueryDefaults()).toEqual({ fetchPolicy: 'store-or-network' });
      expect(loadQueryDefaults({ fetchPolicy: 'network-only' }).fetchPolicy).toBe('network-only');
      // network-only proves the server would have been asked had the default not applied.
      const forced = loadQuery(environment, query, {}, { fetchPolicy: 'network-only' });
      await waitUntil(() => server.requests.length === 2);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(server.requests).toHaveLength(2);
      for (const ref of [implicit, explicit, forced]) ref.dispose();
    } finally {
      first.dispose();
      dispose();
    }
  });
});
