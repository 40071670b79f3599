/**
 * A client's mistake is answered with a GraphQL error, never with an internal one (issue 22): input values nested
 * thousands deep, in the document or in the variables, and a few hundred malformed documents and variables made up
 * from the portal's own shapes. The engine runs without API limits here, as Hasura CE does, so no limit hides a crash.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJwtSecret } from '../../server/engine/permissions/jwtSecret.ts';
import { buildApp } from '../../server/http/buildApp.ts';
import { createEngineFixture, investor, session, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';
import { ADMIN_SECRET, JWT_KEY, token } from '../helpers/tokens.ts';

interface ErrorBody { errors?: { extensions: { code: string; path: string }; message: string }[]; data?: unknown }

/** `{_not: {_not: … {name: {_eq: "x"}} …}}`, `depth` levels deep, as a document literal. */
const notLiteral = (depth: number): string => '{_not: '.repeat(depth) + '{name: {_eq: "x"}}' + '}'.repeat(depth);

/** `{_and: [{_and: [… {name: {_eq: "x"}} …]}]}` as JSON, `depth` levels deep, built without recursion. */
function andValue(depth: number): unknown {
  let value: unknown = { name: { _eq: 'x' } };
  for (let i = 0; i < depth; i += 1) value = { _and: [value] };
  return value;
}

/** A small deterministic generator, so a failing case can be replayed from its index. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe.each(testTargets())('client mistakes on $name', (target) => {
  let fixture: EngineFixture;
  let unexpected: unknown[];
  beforeAll(async () => {
    unexpected = [];
    fixture = await createEngineFixture(target, { onUnexpectedError: (error) => { unexpected.push(error); } });
  });
  afterAll(async () => { await fixture.drop(); });

  const run = async (query: string, variables?: Record<string, unknown>, who = session('admin')): Promise<ErrorBody> =>
    JSON.parse(await fixture.engine.execute({ query, variables: variables ?? null }, who)) as ErrorBody;

  it('answers a `where` nested 5,000 deep in the document with validation-failed', async () => {
    const body = await run(`query { portfolio_company(where: ${notLiteral(5000)}) { id } }`);
    expect(body.errors?.[0]?.extensions.code).toBe('validation-failed');
    expect(unexpected).toEqual([]);
  });

  it('answers a `where` nested 5,000 deep in a variable with validation-failed at the variable', async () => {
    const body = await run('query ($w: portfolio_company_bool_exp) { portfolio_company(where: $w) { id } }', { w: andValue(5000) });
    expect(body.errors).toEqual([{
      extensions: { code: 'validation-failed', path: '$.selectionSet.portfolio_company.args.where' },
      message: expect.stringMatching(/nested more than \d+ levels deep/) as unknown,
    }]);
    expect(unexpected).toEqual([]);
  });

  it('answers a jsonb variable nested 100,000 deep with validation-failed, for a role too', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    const body = await run(
      'query ($v: jsonb) { auth_users(where: {metadata: {_contains: $v}}) { id } }', { v: deep }, session('admin'),
    );
    expect(body.errors?.[0]?.extensions.code).toBe('validation-failed');
    const asInvestor = await run('query ($w: portfolio_company_bool_exp) { portfolio_company(where: $w) { id } }', { w: andValue(20_000) }, investor('ana'));
    expect(asInvestor.errors?.[0]?.extensions.code).toBe('validation-failed');
    expect(unexpected).toEqual([]);
  });

  it('answers a variable nested 100,000 deep with validation-failed when the query text already has a plan', async () => {
    const query = 'query Cached($w: portfolio_company_bool_exp) { portfolio_company(where: $w) { id } }';
    expect(await run(query, { w: { name: { _eq: 'x' } } })).toEqual({ data: { portfolio_company: [] } });
    const body = await run(query, { w: andValue(100_000) });
    expect(body.errors?.[0]?.extensions.code).toBe('validation-failed');
    expect(unexpected).toEqual([]);
  });

  it('answers such a request over HTTP with 200 and validation-failed, for admin and for a role', async () => {
    const app = buildApp({
      db: fixture.db, engine: fixture.engine, logLevel: 'silent',
      auth: { adminSecret: ADMIN_SECRET, jwt: parseJwtSecret(JSON.stringify({ type: 'HS256', key: JWT_KEY })), unauthorizedRole: 'public' },
    });
    try {
      const depth = 20_000;
      const payload = `{"query":"query ($w: portfolio_company_bool_exp) { portfolio_company(where: $w) { id } }","variables":{"w":${'{"_and":['.repeat(depth)}{}${']}'.repeat(depth)}}}`;
      for (const headers of [{ 'x-hasura-admin-secret': ADMIN_SECRET }, { authorization: `Bearer ${await token()}` }]) {
        const response = await app.inject({ method: 'POST', url: '/v1/graphql', headers: { 'content-type': 'application/json', ...headers }, payload });
        expect(response.statusCode).toBe(200);
        expect((JSON.parse(response.body) as ErrorBody).errors?.[0]?.extensions.code).toBe('validation-failed');
      }
    } finally {
      // Closing the app also stops the fixture engine's live queries, which no later case uses.
      await app.close();
    }
    expect(unexpected).toEqual([]);
  });

  it('still answers a `where` nested as deep as a person would write one', async () => {
    const body = await run(`query { portfolio_company(where: ${notLiteral(2)}, order_by: {name: asc}) { name } }`);
    expect(body.errors).toBeUndefined();
    const variable = await run('query ($w: portfolio_company_bool_exp) { portfolio_company(where: $w) { id } }', { w: andValue(50) });
    expect(variable).toEqual({ data: { portfolio_company: [] } });
    // Just under the bound (120 levels of `{_and: [...]}` are 242 levels of JSON), on every stage down to PostgreSQL.
    const deepest = await run('query ($w: portfolio_company_bool_exp) { portfolio_company(where: $w) { id } }', { w: andValue(120) }, investor('ana'));
    expect(deepest).toEqual({ data: { portfolio_company: [] } });
    const literal = await run(`query { portfolio_company(where: ${notLiteral(250)}) { id } }`);
    expect(literal.errors).toBeUndefined();
  });

  it('answers a selection nested 3,000 deep with an error, not an internal one', async () => {
    const query = `query { portfolio_company { ${'organization { companies { '.repeat(1500)}id${' } }'.repeat(1500)} } }`;
    const body = await run(query);
    expect(body.errors?.[0]?.extensions.code).toBe('validation-failed');
    expect(unexpected).toEqual([]);
  });

  it('answers a few hundred malformed documents and variables without an internal error', async () => {
    const random = generator(22);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
    const documents = [
      'query { portfolio_company { id name organization { name } } }',
      'query ($id: uuid!) { portfolio_company_by_pk(id: $id) { id name } }',
      'query ($w: portfolio_company_bool_exp, $n: Int) { portfolio_company(where: $w, limit: $n) { id } }',
      'query { portfolio_company_aggregate { aggregate { count } } }',
      'mutation ($o: portfolio_company_insert_input!) { insert_portfolio_company_one(object: $o) { id } }',
      'query { ...F } fragment F on query_root { portfolio_company { id } }',
      'subscription { portfolio_company { id } }',
    ];
    const junk = ['{', '}', '(', ')', '[', ']', '...', '$', ':', '@skip', '"', '#', '!', 'fragment', 'on', '_and', '$w', '1e999', '\u0000', '\\u'];
    const values = [null, 0, -1, 2 ** 53, 1e308, '', 'x', '00000000-0000-4000-8000-000000000001', true, [], {}, [[[]]],
      { _and: null }, { _or: [null] }, { _not: [] }, { name: { _eq: null } }, { name: { _in: 'x' } }, { id: { _regex: [] } },
      { organization: { _exists: 1 } }, { __proto__: { x: 1 } }, { constructor: { prototype: {} } }, andValue(3000)];
    const mutate = (text: string): string => {
      const chars = text.match(/[\s\S]/gu) ?? [];
      const edits = 1 + Math.floor(random() * 3);
      for (let e = 0; e < edits; e += 1) {
        const at = Math.floor(random() * (chars.length + 1));
        const kind = random();
        if (kind < 0.4) chars.splice(at, 1);
        else if (kind < 0.8) chars.splice(at, 0, pick(junk));
        else chars.splice(at, Math.floor(random() * 10), pick(documents));
      }
      return chars.join('');
    };
    const who = [session('admin'), investor('ana'), session('public'), session('nobody')];
    for (let i = 0; i < 300; i += 1) {
      const query = random() < 0.7 ? mutate(pick(documents)) : pick(documents);
      const variables: Record<string, unknown> = {};
      for (const name of ['id', 'w', 'n', 'o', 'x']) if (random() < 0.4) variables[name] = pick(values);
      const body = await run(query, random() < 0.8 ? variables : undefined, pick(who));
      const codes = (body.errors ?? []).map((e) => e.extensions.code);
      expect(codes, `case ${i}: ${query} (variables ${Object.keys(variables).join(', ')})`).not.toContain('unexpected');
    }
    expect(unexpected).toEqual([]);
  });
});
