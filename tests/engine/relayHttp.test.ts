/**
 * `/v1beta1/relay` and `/v1alpha1/graphql` through the real server (issue 22): the Relay schema over HTTP and over
 * the websocket, a global id read back through `node(id:)`, the ordinary schema left as it was on `/v1/graphql`, and
 * `/v1alpha1/graphql` answering as `/v1/graphql` does except that an error keeps its HTTP status, as Hasura v2's does.
 */
import type { FastifyInstance } from 'fastify';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { parseJwtSecret } from '../../server/engine/permissions/jwtSecret.ts';
import { buildApp } from '../../server/http/buildApp.ts';
import { createEngineFixture, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';
import { ADMIN_SECRET, JWT_KEY } from '../helpers/tokens.ts';

const FIRST_TWO = '{ portfolio_company_connection(first: 2, order_by: {name: asc}) { edges { cursor node { id name } } pageInfo { hasNextPage endCursor } } }';

interface Page {
  data: { portfolio_company_connection: { edges: { cursor: string; node: { id: string; name: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } };
}

describe.each(testTargets())('the Relay and v1alpha1 endpoints on $name', (target) => {
  let fixture: EngineFixture;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    fixture = await createEngineFixture(target, { liveQueries: { refetchIntervalMs: 100, batchSize: 100 } });
    app = buildApp({
      db: fixture.db, engine: fixture.engine, logLevel: 'silent',
      auth: { adminSecret: ADMIN_SECRET, jwt: parseJwtSecret(JSON.stringify({ type: 'HS256', key: JWT_KEY })), unauthorizedRole: 'public' },
      websocket: { keepAliveMs: 5000, connectionInitTimeoutMs: 3000 },
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    await fixture.drop();
  });

  const post = async (url: string, query: string, variables?: Record<string, unknown>) => {
    const response = await app.inject({
      method: 'POST', url, headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': ADMIN_SECRET },
      payload: JSON.stringify({ query, variables }),
    });
    return { status: response.statusCode, body: response.body };
  };

  it('pages a connection with its cursor and reads a row back by its global id', async () => {
    const first = await post('/v1beta1/relay', FIRST_TWO);
    expect(first.status).toBe(200);
    const page = JSON.parse(first.body) as Page;
    const { edges, pageInfo } = page.data.portfolio_company_connection;
    expect(edges).toHaveLength(2);
    expect(pageInfo.hasNextPage).toBe(true);
    expect(pageInfo.endCursor).toBe(edges[1].cursor);
    // The id is Hasura's version 1 node id: the table and the primary key.
    const [version, schema, table] = JSON.parse(Buffer.from(edges[0].node.id, 'base64').toString()) as unknown[];
    expect([version, schema, table]).toEqual([1, 'portfolio', 'company']);

    const next = await post('/v1beta1/relay', `query Next($after: String) { portfolio_company_connection(first: 1, after: $after, order_by: {name: asc}) { edges { node { name } } } }`, { after: pageInfo.endCursor });
    const names = (JSON.parse(next.body) as { data: { portfolio_company_connection: { edges: { node: { name: string } }[] } } }).data.portfolio_company_connection.edges.map((e) => e.node.name);
    expect(names).toHaveLength(1);
    expect(names[0] > edges[1].node.name).toBe(true);

    const node = await post('/v1beta1/relay', 'query Node($id: ID!) { node(id: $id) { id ... on portfolio_company { name } } }', { id: edges[0].node.id });
    expect(JSON.parse(node.body)).toEqual({ data: { node: { id: edges[0].node.id, name: edges[0].node.name } } });
  });

  it('keeps the two schemas apart: no connections on /v1/graphql, no plain lists at the Relay root', async () => {
    const onGraphql = await post('/v1/graphql', FIRST_TWO);
    expect(onGraphql.status).toBe(200);
    expect(JSON.parse(onGraphql.body)).toEqual({ errors: [{ extensions: { code: 'validation-failed', path: '$.selectionSet.portfolio_company_connection' }, message: "field 'portfolio_company_connection' not found in type: 'query_root'" }] });
    const onRelay = await post('/v1beta1/relay', '{ portfolio_company { name } }');
    expect(onRelay.status).toBe(200);
    expect(JSON.parse(onRelay.body)).toEqual({ errors: [{ extensions: { code: 'validation-failed', path: '$.selectionSet.portfolio_company' }, message: "field 'portfolio_company' not found in type: 'query_root'" }] });
  });

  it('answers /v1alpha1/graphql as /v1/graphql, an error with its own status', async () => {
    const query = '{ portfolio_company(order_by: {name: asc}, limit: 1) { name } }';
    const [alpha, v1] = [await post('/v1alpha1/graphql', query), await post('/v1/graphql', query)];
    expect(alpha).toEqual(v1);
    expect(alpha.status).toBe(200);
    const wrong = '{ portfolio_company { no_such_field } }';
    const [alphaError, v1Error] = [await post('/v1alpha1/graphql', wrong), await post('/v1/graphql', wrong)];
    expect(alphaError.body).toBe(v1Error.body);
    expect([alphaError.status, v1Error.status]).toEqual([400, 200]);
    const refused = await app.inject({ method: 'POST', url: '/v1alpha1/graphql', headers: { 'x-hasura-admin-secret': 'wrong' }, payload: JSON.stringify({ query }) });
    expect(JSON.parse(refused.body)).toMatchObject({ errors: [{ extensions: { code: 'access-denied' } }] });
    expect(refused.statusCode).toBe(401);
  });

  it('serves the Relay schema\'s subscriptions on the websocket at /v1beta1/relay', async () => {
    const client: Client = createClient({
      url: `${base.replace('http', 'ws')}/v1beta1/relay`, webSocketImpl: WebSocket, retryAttempts: 0,
      connectionParams: { headers: { 'x-hasura-admin-secret': ADMIN_SECRET } },
    });
    try {
      const first = await new Promise<unknown>((resolve, reject) => {
        const stop = client.subscribe({ query: `subscription ${FIRST_TWO}` }, {
          next: (value) => { stop(); resolve(value); }, error: reject, complete: () => undefined,
        });
      });
      const http = JSON.parse((await post('/v1beta1/relay', FIRST_TWO)).body) as Page;
      expect(first).toEqual(http);
    } finally {
      await client.dispose();
    }
  });
});
