/**
 * Subscriptions over a real websocket with the real `graphql-ws` client (contract §3.3–3.4): the server on a port,
 * tokens through `connection_init`, live queries that push the first result at once and then only changes, shared
 * polls for subscribers of one shape, queries and mutations over the socket, and the socket closed when the token
 * expires. The refetch interval is 100 ms here so the suite stays fast; the default is Hasura's 1 s.
 */
import type { FastifyInstance } from 'fastify';
import { createClient, type Client, type ExecutionResult } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { parseJwtSecret } from '../../server/engine/permissions/jwtSecret.ts';
import { buildApp } from '../../server/http/buildApp.ts';
import { createEngineFixture, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';
import { ADMIN_SECRET, JWT_KEY, token } from '../helpers/tokens.ts';

const INTERVAL = 100;
const ACME = '00000000-0000-4000-8000-000000000021';
const BOREALIS = '00000000-0000-4000-8000-000000000022';

const COMPANY = 'subscription Company($id: uuid!) { portfolio_company_by_pk(id: $id) { name } }';

/** Collects a subscription's messages; `next(n)` waits for the n-th one. */
class Recorder {
  readonly results: ExecutionResult[] = [];
  errors: unknown[] = [];
  completed = false;
  private waiters: (() => void)[] = [];

  readonly sink = {
    next: (value: ExecutionResult) => { this.results.push(value); this.wake(); },
    error: (error: unknown) => { this.errors.push(error); this.wake(); },
    complete: () => { this.completed = true; this.wake(); },
  };

  async until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(this.results)} ${String(this.errors)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testTargets())('subscriptions over graphql-transport-ws on $name', (target) => {
  let fixture: EngineFixture;
  let app: FastifyInstance;
  let url: string;
  const clients: Client[] = [];

  const connect = (headers: () => Promise<Record<string, string>>, onClosed?: (event: unknown) => void): Client => {
    const client = createClient({
      url, webSocketImpl: WebSocket, retryAttempts: 0, lazy: false,
      connectionParams: async () => ({ headers: await headers() }),
      // The tests read close events through `on.closed`; the client's default would also print them.
      onNonLazyError: () => undefined,
      on: onClosed ? { closed: onClosed } : {},
    });
    clients.push(client);
    return client;
  };
  const asAna = () => connect(async () => ({ Authorization: `Bearer ${await token({ user: 'ana' })}` }));
  const asAdmin = () => connect(() => Promise.resolve({ 'x-hasura-admin-secret': ADMIN_SECRET }));

  beforeAll(async () => {
    fixture = await createEngineFixture(target, { liveQueries: { refetchIntervalMs: INTERVAL, batchSize: 100 } });
    app = buildApp({
      db: fixture.db, engine: fixture.engine,
      auth: { adminSecret: ADMIN_SECRET, jwt: parseJwtSecret(JSON.stringify({ type: 'HS256', key: JWT_KEY })), unauthorizedRole: 'public' },
      websocket: { keepAliveMs: 5000, connectionInitTimeoutMs: 3000 },
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    url = `${address.replace('http', 'ws')}/v1/graphql`;
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) await client.dispose();
  });
  afterAll(async () => {
    await app.close();
    await fixture.drop();
  });

  it('pushes the first result at once, then a change made by a mutation over the socket, then nothing', async () => {
    const investor = asAna();
    const admin = asAdmin();
    const live = new Recorder();
    investor.subscribe({ query: COMPANY, variables: { id: ACME } }, live.sink);
    await live.until(() => live.results.length === 1);
    expect(live.results[0]).toEqual({ data: { portfolio_company_by_pk: { name: 'Acme Ltda' } } });

    // Nothing changed: several intervals pass without a message.
    await sleep(INTERVAL * 4);
    expect(live.results).toHaveLength(1);

    const mutation = new Recorder();
    admin.subscribe({
      query: 'mutation Rename($id: uuid!, $name: String!) { update_portfolio_company_by_pk(pk_columns: {id: $id}, _set: {name: $name}) { name } }',
      variables: { id: ACME, name: 'Acme Renomeada' },
    }, mutation.sink);
    await mutation.until(() => mutation.completed);
    expect(mutation.results).toEqual([{ data: { update_portfolio_company_by_pk: { name: 'Acme Renomeada' } } }]);

    await live.until(() => live.results.length === 2);
    expect(live.results[1]).toEqual({ data: { portfolio_company_by_pk: { name: 'Acme Renomeada' } } });
    await sleep(INTERVAL * 4);
    expect(live.results).toHaveLength(2);

    // Put the fixture back for the other tests.
    const restore = new Recorder();
    admin.subscribe({ query: `mutation { update_portfolio_company_by_pk(pk_columns: {id: "${ACME}"}, _set: {name: "Acme Ltda"}) { id } }` }, restore.sink);
    await restore.until(() => restore.completed);
  });

  it('streams rows past a cursor in batches, sends no empty batch, and picks up a new row', async () => {
    const admin = asAdmin();
    const stream = new Recorder();
    admin.subscribe({
      query: `subscription Companies($since: timestamptz!) {
        portfolio_company_stream(batch_size: 2, cursor: {initial_value: {created_at: $since}, ordering: ASC}) { name }
      }`,
      variables: { since: '2026-01-01T00:00:00Z' },
    }, stream.sink);
    await stream.until(() => stream.results.length === 2);
    expect(stream.results).toEqual([
      { data: { portfolio_company_stream: [{ name: 'Acme Ltda' }, { name: 'Borealis S.A.' }] } },
      { data: { portfolio_company_stream: [{ name: 'Cobalto Ltda' }, { name: 'Delta Agro Ltda' }] } },
    ]);
    await sleep(INTERVAL * 4);
    expect(stream.results).toHaveLength(2);

    const insert = new Recorder();
    admin.subscribe({
      query: `mutation { insert_portfolio_company_one(object: {
        id: "00000000-0000-4000-8000-0000000000e1", name: "Epsilon Ltda", document: "33000167000101",
        organization_id: "00000000-0000-4000-8000-000000000013", created_at: "2026-05-01T00:00:00Z"
      }) { id } }`,
    }, insert.sink);
    await insert.until(() => insert.completed);
    await stream.until(() => stream.results.length === 3);
    expect(stream.results[2]).toEqual({ data: { portfolio_company_stream: [{ name: 'Epsilon Ltda' }] } });

    const remove = new Recorder();
    admin.subscribe({ query: 'mutation { delete_portfolio_company_by_pk(id: "00000000-0000-4000-8000-0000000000e1") { id } }' }, remove.sink);
    await remove.until(() => remove.completed);
  });

  it('answers a query over the socket once, then completes', async () => {
    const client = asAna();
    const query = new Recorder();
    client.subscribe({ query: `{ portfolio_company_by_pk(id: "${BOREALIS}") { name } }` }, query.sink);
    await query.until(() => query.completed);
    expect(query.results).toEqual([{ data: { portfolio_company_by_pk: { name: 'Borealis S.A.' } } }]);
  });

  it('shares one poll among subscribers of one shape: one cohort per distinct variables', async () => {
    const recorders = [ACME, ACME, ACME, BOREALIS, BOREALIS].map((id) => {
      const recorder = new Recorder();
      asAna().subscribe({ query: COMPANY, variables: { id } }, recorder.sink);
      return recorder;
    });
    for (const r of recorders) await r.until(() => r.results.length === 1);
    const stats = fixture.engine.liveQueryStats;
    expect({ pollers: stats.pollers, cohorts: stats.cohorts, subscribers: stats.subscribers }).toEqual({ pollers: 1, cohorts: 2, subscribers: 5 });
    // The same counters are served to admins at /dev/subscriptions, and to no one else.
    const devUrl = url.replace('ws', 'http').replace('/v1/graphql', '/dev/subscriptions');
    const served = await fetch(devUrl, { headers: { 'x-hasura-admin-secret': ADMIN_SECRET } });
    expect(await served.json()).toMatchObject({ pollers: 1, cohorts: 2, subscribers: 5 });
    expect((await fetch(devUrl, { headers: { authorization: `Bearer ${await token()}` } })).status).toBe(401);
    // Each refetch round runs one statement for both cohorts together (they fit in one batch of 100).
    const before = fixture.engine.liveQueryStats;
    await recorders[0].until(() => fixture.engine.liveQueryStats.polls >= before.polls + 3);
    const after = fixture.engine.liveQueryStats;
    expect(after.statements - before.statements).toBe(after.polls - before.polls);
  });

  it('sends validation failures as an error message with Hasura\'s code and path', async () => {
    const client = asAna();
    const bad = new Recorder();
    client.subscribe({ query: 'subscription { portfolio_company { nope } }' }, bad.sink);
    await bad.until(() => bad.errors.length === 1);
    expect(bad.errors[0]).toEqual([{
      extensions: { code: 'validation-failed', path: '$.selectionSet.portfolio_company.selectionSet.nope' },
      message: "field 'nope' not found in type: 'portfolio_company'",
    }]);
  });

  it('closes the socket with 4403 when the token in connection_init is not valid', async () => {
    const closed: { code: number }[] = [];
    const client = connect(async () => ({ Authorization: `Bearer ${await token({ key: 'another-key-of-at-least-32-characters!!' })}` }), (event) => {
      closed.push(event as { code: number });
    });
    const sub = new Recorder();
    client.subscribe({ query: COMPANY, variables: { id: ACME } }, sub.sink);
    await sub.until(() => sub.errors.length > 0);
    expect(closed.at(0)?.code).toBe(4403);
  });

  it('cuts the subscription off when the token expires', async () => {
    const closed: { code: number; reason: string }[] = [];
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const client = connect(async () => ({ Authorization: `Bearer ${await token({ expiresAt })}` }), (event) => {
      closed.push(event as { code: number; reason: string });
    });
    const live = new Recorder();
    client.subscribe({ query: COMPANY, variables: { id: ACME } }, live.sink);
    await live.until(() => live.results.length === 1);
    await live.until(() => closed.length > 0, 4000);
    expect(closed[0]).toMatchObject({ code: 4403, reason: 'JWT has expired' });
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt * 1000);
    await live.until(() => fixture.engine.liveQueryStats.subscribers === 0);
  });
});
