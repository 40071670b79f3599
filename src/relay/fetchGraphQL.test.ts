import type { ServerResponse } from 'node:http';
import type { RequestParameters } from 'relay-runtime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GraphQLClientError, GraphQLRequestError } from './errors.ts';
import { createFetchFunction, fetchGraphQL, type FetchGraphQLOptions } from './fetchGraphQL.ts';
import { answerJson, refusedUrl, startHttpServer, waitUntil, type TestHttpServer } from './testServers.ts';
import { FakeTokens, makeJwt } from './testTokens.ts';

const QUERY = 'query HelloQuery($id: uuid) { hello }';
const params: RequestParameters = { cacheID: 'hello', id: null, text: QUERY, name: 'HelloQuery', operationKind: 'query', metadata: {} };
const PAYLOAD = { operationName: 'HelloQuery', variables: { id: 'abc' }, query: QUERY };

let server: TestHttpServer;
beforeAll(async () => { server = await startHttpServer(); });
afterAll(async () => { await server.close(); });
beforeEach(() => {
  server.requests.length = 0;
  server.respond = answerJson({ data: { hello: 'world' } });
});

function options(tokens: FakeTokens, extra: Partial<FetchGraphQLOptions> = {}): FetchGraphQLOptions {
  return { url: `${server.url}/v1/graphql`, tokens, fetch: globalThis.fetch, tokenPollMs: 100, ...extra };
}

/** The one request the server saw, or a failure naming how many it saw. */
function onlyRequest() {
  expect(server.requests).toHaveLength(1);
  return server.requests[0];
}

/** What the Relay fetch function produced, as a promise. */
function viaRelay(opts: FetchGraphQLOptions) {
  return new Promise((resolve, reject) => {
    const observable = createFetchFunction(opts)(params, { id: 'abc' }, {});
    if (!('subscribe' in observable)) throw new Error('expected an observable');
    observable.subscribe({ next: resolve, error: reject });
  });
}

describe('requests', () => {
  it('POSTs {operationName, variables, query} as JSON with the investor role and the bearer token', async () => {
    const token = makeJwt(60);
    await expect(viaRelay(options(new FakeTokens(true, token)))).resolves.toEqual({ data: { hello: 'world' } });
    const request = onlyRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/graphql');
    expect(request.body).toEqual(PAYLOAD);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.authorization).toBe(`Bearer ${token}`);
    expect(request.headers['x-hasura-role']).toBe('investor');
  });

  it('sends the public role and no authorization when signed out', async () => {
    await viaRelay(options(new FakeTokens(true, null)));
    const request = onlyRequest();
    expect(request.headers['x-hasura-role']).toBe('public');
    expect(request.headers.authorization).toBeUndefined();
  });

  it('merges the configured extra headers in, over the derived ones', async () => {
    const extraHeaders = { 'x-trace-id': 't-1', 'x-hasura-role': 'admin', 'x-hasura-admin-secret': 's' };
    await viaRelay(options(new FakeTokens(true, makeJwt(60)), { extraHeaders }));
    const { headers } = onlyRequest();
    expect(headers).toMatchObject({ 'x-trace-id': 't-1', 'x-hasura-role': 'admin', 'x-hasura-admin-secret': 's' });
    expect(headers['content-type']).toBe('application/json');
  });
});

describe('waiting for the token', () => {
  it('sends nothing until the client is ready, then sends its token', async () => {
    const token = makeJwt(60);
    const tokens = new FakeTokens(false, token);
    const result = viaRelay(options(tokens));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.requests).toHaveLength(0);
    const readyAt = Date.now();
    tokens.ready = true;
    await result;
    const request = onlyRequest();
    expect(request.receivedAt).toBeGreaterThanOrEqual(readyAt);
    expect(request.headers.authorization).toBe(`Bearer ${token}`);
    // Polled at 100 ms: a handful of looks over 300 ms, not a busy loop (generous bounds for slow machines).
    expect(tokens.polls).toBeGreaterThanOrEqual(2);
    expect(tokens.polls).toBeLessThanOrEqual(10);
  });

  it('holds the request while the token has expired, and sends the refreshed one', async () => {
    const tokens = new FakeTokens(true, makeJwt(-10));
    const result = viaRelay(options(tokens));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.requests).toHaveLength(0);
    const fresh = makeJwt(60);
    const refreshedAt = Date.now();
    tokens.setToken(fresh);
    await result;
    const request = onlyRequest();
    expect(request.receivedAt).toBeGreaterThanOrEqual(refreshedAt);
    expect(request.headers.authorization).toBe(`Bearer ${fresh}`);
  });

  it('stops polling and sends nothing when Relay unsubscribes during the wait', async () => {
    const tokens = new FakeTokens(false, null);
    const observable = createFetchFunction(options(tokens))(params, {}, {});
    if (!('subscribe' in observable)) throw new Error('expected an observable');
    const subscription = observable.subscribe({});
    await waitUntil(() => tokens.polls >= 2);
    subscription.unsubscribe();
    const polls = tokens.polls;
    tokens.ready = true;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tokens.polls).toBe(polls);
    expect(server.requests).toHaveLength(0);
  });
});

describe('errors', () => {
  const run = () => fetchGraphQL(options(new FakeTokens(true, null)), PAYLOAD, new AbortController().signal);

  it("reports a non-OK answer by its status text and status", async () => {
    server.respond = (res) => { res.writeHead(503, 'Service Unavailable').end('down'); };
    await expect(run()).rejects.toMatchObject({ name: 'GraphQLClientError', error: 'Service Unavailable', status: 503 });
  });

  it('uses http-<status> when the status text is empty', async () => {
    // node:http always fills in a reason phrase, so this answer is written by hand.
    server.respond = (res) => { res.socket?.end('HTTP/1.1 502 \r\nContent-Length: 0\r\nConnection: close\r\n\r\n'); };
    await expect(run()).rejects.toMatchObject({ error: 'http-502', status: 502 });
  });

  it.each([
    ['a body that is not JSON', (res: ServerResponse) => { res.writeHead(200).end('<html>oops</html>'); }],
    ['JSON without data or errors', answerJson({ result: 1 })],
    ['a JSON array', answerJson([1, 2])],
  ])('reports %s as invalid-response', async (_case, respond) => {
    server.respond = respond;
    const error = await run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLClientError);
    expect(error).toMatchObject({ error: 'invalid-response', status: 200, message: 'incorrect response data from GraphQL server' });
  });

  it('reports an errors array as a GraphQLRequestError keeping every message, code and path', async () => {
    server.respond = answerJson({
      errors: [
        { message: 'field "x" not found', extensions: { code: 'validation-failed', path: '$.selectionSet.x' } },
        { message: 'denied', extensions: { code: 'permission-error', path: '$' } },
      ],
    });
    const error = await viaRelay(options(new FakeTokens(true, null))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    const requestError = error as GraphQLRequestError;
    expect(requestError.operationName).toBe('HelloQuery');
    expect(requestError.message).toContain('HelloQuery');
    expect(requestError.errors).toEqual([
      { message: 'field "x" not found', code: 'validation-failed', path: '$.selectionSet.x' },
      { message: 'denied', code: 'permission-error', path: '$' },
    ]);
  });

  it('reports an aborted request as abort-error with status 0, and the server sees the connection dropped', async () => {
    server.respond = () => { /* never answers */ };
    const controller = new AbortController();
    const result = fetchGraphQL(options(new FakeTokens(true, null)), PAYLOAD, controller.signal);
    await waitUntil(() => server.requests.length === 1);
    controller.abort();
    await expect(result).rejects.toMatchObject({ error: 'abort-error', status: 0 });
    await server.requests[0].aborted;
  });

  it('aborts the request when Relay unsubscribes', async () => {
    server.respond = () => { /* never answers */ };
    const observable = createFetchFunction(options(new FakeTokens(true, null)))(params, {}, {});
    if (!('subscribe' in observable)) throw new Error('expected an observable');
    const subscription = observable.subscribe({});
    await waitUntil(() => server.requests.length === 1);
    subscription.unsubscribe();
    await server.requests[0].aborted;
  });

  it("reports a refused connection as network / 'Network Error' with status 0", async () => {
    const url = `${await refusedUrl()}/v1/graphql`;
    const error = fetchGraphQL(options(new FakeTokens(true, null), { url }), PAYLOAD, new AbortController().signal);
    await expect(error).rejects.toMatchObject({ error: 'network', message: 'Network Error', status: 0 });
  });

  it('reports anything else as unknown with status 500', async () => {
    const fetch = () => Promise.reject(new RangeError('something odd'));
    const error = fetchGraphQL(options(new FakeTokens(true, null), { fetch }), PAYLOAD, new AbortController().signal);
    await expect(error).rejects.toMatchObject({ error: 'unknown', status: 500 });
  });
});
