/**
 * The API limits of `/v1/graphql` (server/engine/apiLimits.ts) and the HTTP server's bounds (server/http/httpLimits.ts):
 * each refuses a request past it, in Hasura's error shape, and lets one at it through. Small limits here, so the
 * requests at and past them stay small; admin is exempt from every API limit, as in Hasura.
 */
import net from 'node:net';
import { WebSocket } from 'ws';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitFor, type ApiLimits } from '../../server/engine/apiLimits.ts';
import { createEngine } from '../../server/engine/createEngine.ts';
import { loadMetadata } from '../../server/engine/metadata/loadMetadata.ts';
import { parseJwtSecret } from '../../server/engine/permissions/jwtSecret.ts';
import { buildApp } from '../../server/http/buildApp.ts';
import { DEFAULT_HTTP_LIMITS } from '../../server/http/httpLimits.ts';
import { createEngineFixture, USERS, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';
import { ADMIN_SECRET, JWT_KEY, token } from '../helpers/tokens.ts';

const LIMITS: ApiLimits = {
  disabled: false,
  depth: { global: 3, perRole: { public: 1 } },
  node: { global: 4, perRole: {} },
  batch: { global: 2, perRole: {} },
  time: { global: 1, perRole: {} },
  rows: { global: 2, perRole: {} },
  tokens: { global: 60, perRole: {} },
  body: { global: 1_500, perRole: {} },
};
/** What the HTTP server reads at most, admin included; the roles' own limit (LIMITS.body) is lower. */
const BODY_LIMIT = 2_000;

/** `{"errors":[…]}` of one `validation-failed` error, as Hasura writes it. */
const refusal = (message: string, path = '$') => ({ errors: [{ extensions: { code: 'validation-failed', path }, message }] });

describe.each(testTargets())('API limits on $name', (target) => {
  let fixture: EngineFixture;
  let app: FastifyInstance;
  let investor: Record<string, string>;
  const admin = { 'x-hasura-admin-secret': ADMIN_SECRET };

  beforeAll(async () => {
    fixture = await createEngineFixture(target, { limits: LIMITS });
    app = buildApp({
      db: fixture.db, engine: fixture.engine, logLevel: 'silent',
      auth: { adminSecret: ADMIN_SECRET, jwt: parseJwtSecret(JSON.stringify({ type: 'HS256', key: JWT_KEY })), unauthorizedRole: 'public' },
      http: { ...DEFAULT_HTTP_LIMITS, graphqlBodyLimit: BODY_LIMIT, headersTimeoutMs: 500, requestTimeoutMs: 1_000 },
    });
    await app.ready();
    investor = { authorization: `Bearer ${await token({ user: 'ana' })}` };
  });
  afterAll(async () => {
    await app.close();
    await fixture.drop();
  });
  let listening: Promise<URL> | undefined;
  /** The app on a real socket, for what inject cannot do (slow bodies, websockets); opened once. */
  const address = (): Promise<URL> => (listening ??= app.listen({ host: '127.0.0.1', port: 0 }).then((url) => new URL(url)));

  const post = async (payload: unknown, headers: Record<string, string>) => {
    const response = await app.inject({
      method: 'POST', url: '/v1/graphql', headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    return { status: response.statusCode, body: JSON.parse(response.body) as unknown };
  };
  const query = (text: string, headers = investor) => post({ query: text }, headers);

  describe('depth', () => {
    const depth3 = '{ portfolio_company { organization { companies { id } } } }';
    const depth4 = '{ portfolio_company { organization { companies { organization { id } } } } }';

    it('passes at the limit and refuses one level past it', async () => {
      expect(await query(depth3)).toMatchObject({ status: 200, body: { data: {} } });
      expect(await query(depth4)).toEqual({ status: 200, body: refusal("the operation's depth (4) exceeds the depth limit of 3") });
    });

    it('counts fields reached through fragments, not the fragments themselves', async () => {
      const spread = 'query { portfolio_company { ...C } } fragment C on portfolio_company { organization { companies { organization { id } } } }';
      expect(await query(spread)).toEqual({ status: 200, body: refusal("the operation's depth (4) exceeds the depth limit of 3") });
    });

    it('takes a role\'s own value over the global one, and leaves admin and introspection alone', async () => {
      expect(limitFor(LIMITS, 'depth', { role: 'public', isAdmin: false })).toBe(1);
      expect(limitFor(LIMITS, 'depth', { role: 'investor', isAdmin: false })).toBe(3);
      expect(limitFor(LIMITS, 'depth', { role: 'admin', isAdmin: true })).toBeNull();
      expect(await query('{ portfolio_privacy_policy { version } }', {})).toMatchObject({ status: 200, body: { data: {} } });
      expect(await query(depth4, admin)).toMatchObject({ status: 200, body: { data: { portfolio_company: expect.any(Array) as unknown } } });
      const introspection = '{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }';
      expect(await query(introspection)).toMatchObject({ status: 200, body: { data: {} } });
    });
  });

  describe('nodes', () => {
    it('passes at the limit and refuses one node past it', async () => {
      const four = '{ a: portfolio_company { id } b: portfolio_company { id } c: portfolio_company { id } d: portfolio_company { id } }';
      expect(await query(four)).toMatchObject({ status: 200, body: { data: {} } });
      const five = `${four.slice(0, -1)} e: portfolio_company { id } }`;
      expect(await query(five)).toEqual({ status: 200, body: refusal("the operation's node count (5) exceeds the node limit of 4") });
    });
  });

  describe('tokens', () => {
    it('refuses a document past the token limit before it is read whole', async () => {
      const fields = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`;
      // `{`, `}` and three tokens per aliased field: 19 fields are 59 tokens, 20 are 62.
      expect(await query(fields(19))).toMatchObject({ status: 200, body: { data: { a0: 'query_root' } } });
      expect(await query(fields(20))).toEqual({ status: 200, body: refusal('the operation exceeds the token limit of 60', '$.query') });
    });
  });

  describe('batch', () => {
    it('answers a batch at the limit and refuses a larger one whole', async () => {
      const item = { query: '{ __typename }' };
      expect(await post([item, item], investor)).toEqual({ status: 200, body: [{ data: { __typename: 'query_root' } }, { data: { __typename: 'query_root' } }] });
      expect(await post([item, item, item], investor)).toEqual({ status: 200, body: refusal('the batch of 3 operations exceeds the batch limit of 2') });
      expect(await post([item, item, item], admin)).toMatchObject({ status: 200, body: [{}, {}, {}] });
    });
  });

  describe('rows', () => {
    it('returns at most the row limit from a list, without capping what aggregates count', async () => {
      const unlimited = await createEngine({ db: fixture.db, metadata: loadMetadata(), stringifyNumeric: true });
      const ana = { role: 'investor', variables: { 'x-hasura-role': 'investor', 'x-hasura-user-id': USERS.ana }, isAdmin: false };
      const read = async <T>(text: string): Promise<T> => (JSON.parse(await unlimited.execute({ query: text }, ana)) as { data: T }).data;
      const { portfolio_currency: currencies } = await read<{ portfolio_currency: unknown[] }>('{ portfolio_currency(order_by: {value: asc}) { value } }');
      const { portfolio_company: companies } = await read<{ portfolio_company: unknown[] }>('{ portfolio_company(order_by: {name: asc}) { name } }');
      unlimited.close();
      expect(currencies.length).toBeGreaterThan(2);
      expect(companies.length).toBeGreaterThan(2);
      expect(await query('{ portfolio_currency(order_by: {value: asc}) { value } }'))
        .toEqual({ status: 200, body: { data: { portfolio_currency: currencies.slice(0, 2) } } });
      const page = 'query ($n: Int) { portfolio_currency(limit: $n, order_by: {value: asc}) { value } }';
      expect(await query(page)).toEqual({ status: 200, body: { data: { portfolio_currency: currencies.slice(0, 2) } } });
      expect(await post({ query: page, variables: { n: 1 } }, investor)).toEqual({ status: 200, body: { data: { portfolio_currency: currencies.slice(0, 1) } } });
      expect(await query('{ portfolio_company(order_by: {name: asc}) { name } portfolio_company_aggregate { aggregate { count } } }')).toEqual({
        status: 200, body: { data: { portfolio_company: companies.slice(0, 2), portfolio_company_aggregate: { aggregate: { count: companies.length } } } },
      });
    });
  });

  describe('request body', () => {
    const padded = (size: number) => {
      const head = '{"query":"{ __typename }","pad":"';
      return `${head}${'x'.repeat(size - head.length - 2)}"}`;
    };
    const tooLarge = (limit: number) => ({
      status: 413, body: { errors: [{ extensions: { code: 'bad-request', path: '$' }, message: `the request body exceeds the limit of ${limit} bytes` }] },
    });
    const answered = { status: 200, body: { data: { __typename: 'query_root' } } };

    it('takes a role\'s body at its limit and answers one past it with a 413 in Hasura\'s error shape', async () => {
      expect(padded(1_500)).toHaveLength(1_500);
      expect(await post(padded(1_500), investor)).toEqual(answered);
      expect(await post(padded(1_501), investor)).toEqual(tooLarge(1_500));
    });

    it('reads no body past the server\'s own limit, admin\'s included', async () => {
      expect(await post(padded(BODY_LIMIT), admin)).toEqual(answered);
      expect(await post(padded(BODY_LIMIT + 1), admin)).toEqual(tooLarge(BODY_LIMIT));
      expect(await post(padded(BODY_LIMIT + 1), investor)).toEqual(tooLarge(BODY_LIMIT));
    });
  });

  describe('a websocket message', () => {
    it('past the roles\' body limit closes its socket with 1009 instead of being read', async () => {
      const base = await address();
      const socket = new WebSocket(`ws://${base.host}/v1/graphql`, 'graphql-transport-ws');
      await new Promise((resolve, reject) => { socket.once('open', resolve); socket.once('error', reject); });
      const closed = new Promise<number>((resolve) => { socket.once('close', (code: number) => { resolve(code); }); });
      socket.send(JSON.stringify({ type: 'connection_init', payload: { pad: 'x'.repeat(1_500) } }));
      expect(await closed).toBe(1009);
      // The server is still there.
      expect(await query('{ __typename }')).toEqual({ status: 200, body: { data: { __typename: 'query_root' } } });
    });

    it('that is not UTF-8 closes its socket with 1007, and the server goes on', async () => {
      const base = await address();
      const socket = new WebSocket(`ws://${base.host}/v1/graphql`, 'graphql-transport-ws');
      await new Promise((resolve, reject) => { socket.once('open', resolve); socket.once('error', reject); });
      const closed = new Promise<number>((resolve) => { socket.once('close', (code: number) => { resolve(code); }); });
      socket.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
      expect(await closed).toBe(1007);
      expect(await query('{ __typename }')).toEqual({ status: 200, body: { data: { __typename: 'query_root' } } });
    });
  });

  describe('a request sent slowly', () => {
    it('is cut at the request timeout instead of holding its socket', async () => {
      const base = await address();
      const socket = net.connect(Number(base.port), base.hostname);
      const answer = new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (chunk: Buffer) => { text += chunk.toString('latin1'); });
        socket.on('close', () => { resolve(text); });
      });
      // Headers promise 100 bytes of body; 10 come, and then nothing.
      socket.write('POST /v1/graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"query":');
      expect(await answer).toMatch(/^HTTP\/1\.1 408 /);
    }, 20_000);
  });

  describe.runIf(target.name === 'postgres')('time', () => {
    it('has PostgreSQL cancel a statement at the time limit, and says which limit it was', async () => {
      await expect(fixture.db.query('SELECT pg_sleep(5)', [], { timeoutMs: 100 })).rejects.toMatchObject({ code: '57014' });
      // The limit is the connection's setting while limited statements run, and the server's own again for the rest.
      const setting = async (timeoutMs?: number) => (await fixture.db.query<{ s: string }>(
        "SELECT current_setting('statement_timeout') AS s", [], timeoutMs === undefined ? undefined : { timeoutMs })).rows[0]?.s;
      for (let i = 0; i < 6; i += 1) {
        expect(await setting(1500)).toBe('1500ms');
        expect(await setting()).toBe('0');
        expect(await fixture.db.transaction(async (tx) => (await tx.query<{ s: string }>("SELECT current_setting('statement_timeout') AS s")).rows[0]?.s)).toBe('0');
      }
      // A trigger that sleeps past the limit (1 s) makes the investor's insert outlast it.
      await fixture.db.exec(`
        CREATE FUNCTION public.test_slow_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(3); RETURN NEW; END $$;
        CREATE TRIGGER test_slow_insert BEFORE INSERT ON user_analysis.user_events FOR EACH ROW EXECUTE FUNCTION public.test_slow_insert();`);
      try {
        expect(await query('mutation { insert_user_analysis_user_events_one(object: {event_name: "visit"}) { id } }')).toEqual({
          status: 200, body: { errors: [{ extensions: { code: 'unexpected', path: '$' }, message: 'the operation exceeded the time limit of 1 s' }] },
        });
      } finally {
        await fixture.db.exec('DROP TRIGGER test_slow_insert ON user_analysis.user_events; DROP FUNCTION public.test_slow_insert();');
      }
    }, 20_000);

    it('stops a read and a live query that wait past the time limit', async () => {
      // A lock held by another transaction keeps every read of the table waiting, as a slow plan would.
      const lock: { release?: () => void } = {};
      const held = new Promise<void>((resolve) => { lock.release = resolve; });
      const locking = new Promise<void>((locked, failed) => {
        fixture.db.transaction(async (tx) => {
          await tx.query('LOCK TABLE portfolio.currency IN ACCESS EXCLUSIVE MODE');
          locked();
          await held;
        }).catch(failed);
      });
      await locking;
      const timedOut = { extensions: { code: 'unexpected', path: '$' }, message: 'the operation exceeded the time limit of 1 s' };
      try {
        expect(await query('{ portfolio_currency { value } }')).toEqual({ status: 200, body: { errors: [timedOut] } });
        const ana = { role: 'investor', variables: { 'x-hasura-role': 'investor', 'x-hasura-user-id': USERS.ana }, isAdmin: false };
        const failure = await new Promise<unknown>((resolve) => {
          fixture.engine.subscribe({ query: 'subscription { portfolio_currency { value } }' }, ana, { next: () => undefined, error: resolve });
        });
        expect(failure).toMatchObject({ code: 'unexpected', message: timedOut.message });
      } finally {
        lock.release?.();
      }
    }, 20_000);
  });
});
