/**
 * `POST /v1/graphql` over HTTP (contract §3.1–3.2, §4.1–4.2; tmp/hasura-errors.md): every GraphQL-level failure
 * is HTTP 200 with exactly `{"errors":[{"extensions":{"code","path"},"message"}]}` — keys in that order, no `data`
 * key — with a real auth configuration: an HS256 JWT secret, an admin secret and `public` as the unauthorized role,
 * and tokens carrying Nhost-style claims.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJwtSecret } from '../../server/engine/permissions/jwtSecret.ts';
import type { AuthConfig } from '../../server/engine/permissions/resolveSession.ts';
import { buildApp } from '../../server/http/buildApp.ts';
import { createEngineFixture, USERS, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';
import { ADMIN_SECRET, JWT_KEY, token, type TokenOptions } from '../helpers/tokens.ts';

/** The exact body of a one-error response, as Hasura writes it (sorted keys, no `data`). */
const errorBody = (code: string, message: string, path = '$'): string =>
  JSON.stringify({ errors: [{ extensions: { code, path }, message }] });

const id = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe.each(testTargets())('POST /v1/graphql on $name', (target) => {
  let fixture: EngineFixture;
  let app: FastifyInstance;
  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    const auth: AuthConfig = {
      adminSecret: ADMIN_SECRET,
      jwt: parseJwtSecret(JSON.stringify({ type: 'HS256', key: JWT_KEY })),
      unauthorizedRole: 'public',
    };
    app = buildApp({ db: fixture.db, engine: fixture.engine, auth, logLevel: 'silent' });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await fixture.drop();
  });

  const post = async (payload: unknown, headers: Record<string, string> = {}, raw = false) => {
    const response = await app.inject({
      method: 'POST', url: '/v1/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: raw ? (payload as string) : JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return response.body;
  };
  const bearer = async (options?: TokenOptions) => ({ authorization: `Bearer ${await token(options)}` });

  describe('request body', () => {
    it('not JSON → invalid-json', async () => {
      const body = await post('{"query": ', {}, true);
      expect(JSON.parse(body)).toEqual({
        errors: [{ extensions: { code: 'invalid-json', path: '$' }, message: expect.stringMatching(/^Error in \$: /) as unknown }],
      });
      expect(body.startsWith('{"errors":[{"extensions":{"code":"invalid-json","path":"$"},"message":"Error in $: ')).toBe(true);
    });

    it('a JSON string → parse-failed', async () => {
      expect(await post('hello')).toBe(errorBody('parse-failed',
        'parsing Hasura.GraphQL.Transport.HTTP.Protocol.GQLReq(GQLReq) failed, expected Object, but encountered String'));
    });

    it('no query → parse-failed', async () => {
      expect(await post({ variables: {} })).toBe(errorBody('parse-failed',
        'parsing Hasura.GraphQL.Transport.HTTP.Protocol.GQLReq(GQLReq) failed, key "query" not found'));
    });

    it('a persisted-query hash without the text → not-supported, as the clients\' links expect to fall back', async () => {
      const extensions = { persistedQuery: { version: 1, sha256Hash: 'ecf4edb46db40b5132295c0291d62fb65d6759a9eedfa4d5d612dd5ec54a6b38' } };
      expect(await post({ extensions })).toBe(errorBody('not-supported', 'PersistedQueryNotSupported'));
      // With the text too, the text runs and the hash is ignored.
      expect(JSON.parse(await post({ query: '{ __typename }', extensions }))).toEqual({ data: { __typename: 'query_root' } });
    });

    it('a query that is not a string → parse-failed at $.query', async () => {
      expect(await post({ query: 42 })).toBe(errorBody('parse-failed',
        'parsing Text failed, expected String, but encountered Number', '$.query'));
    });

    it('a batch answers each item on its own, in order', async () => {
      const body = await post([
        { query: '{ portfolio_privacy_policy { version } }' },
        { query: '{ portfolio_company { id } }' },
        { query: '{ __typename }' },
      ]);
      // Row JSON comes from Postgres (its whitespace is not Hasura's contract): compare parsed.
      expect(JSON.parse(body)).toEqual([
        { data: { portfolio_privacy_policy: [{ version: 2 }] } },
        JSON.parse(errorBody('validation-failed', "field 'portfolio_company' not found in type: 'query_root'", '$.selectionSet.portfolio_company')),
        { data: { __typename: 'query_root' } },
      ]);
    });

    it('a batch item that is not a request fails the whole batch, at its index', async () => {
      // The array is decoded as a whole (aeson's `[GQLReq]`), so nothing runs.
      expect(await post([{ query: '{ __typename }' }, { variables: {} }])).toBe(errorBody('parse-failed',
        'parsing Hasura.GraphQL.Transport.HTTP.Protocol.GQLReq(GQLReq) failed, key "query" not found', '$[1]'));
    });
  });

  describe('operation selection and variables', () => {
    it('two operations without operationName', async () => {
      expect(await post({ query: 'query A { __typename } query B { __typename }' })).toBe(errorBody('validation-failed',
        'exactly one operation has to be present in the document when operationName is not specified'));
    });

    it('an unknown operationName', async () => {
      expect(await post({ query: 'query A { __typename } query B { __typename }', operationName: 'X' }))
        .toBe(errorBody('validation-failed', 'no such operation found in the document: "X"'));
    });

    it('a known operationName picks that operation', async () => {
      expect(JSON.parse(await post({ query: 'query A { a: __typename } query B { b: __typename }', operationName: 'B' })))
        .toEqual({ data: { b: 'query_root' } });
    });

    it('a mutation for a role without mutations', async () => {
      expect(await post({ query: 'mutation { insert_portfolio_privacy_policy(objects: []) { affected_rows } }' }))
        .toBe(errorBody('validation-failed', 'no mutations exist'));
    });

    it('unexpected variables', async () => {
      expect(await post({ query: '{ __typename }', variables: { x: 1 } }))
        .toBe(errorBody('validation-failed', 'unexpected variables in variableValues: x'));
    });
  });

  describe('authentication', () => {
    it('an expired token', async () => {
      const expiresAt = Math.floor(Date.now() / 1000) - 3600;
      expect(await post({ query: '{ __typename }' }, await bearer({ expiresAt })))
        .toBe(errorBody('invalid-jwt', 'Could not verify JWT: JWTExpired'));
    });

    it('a token signed with another key', async () => {
      expect(await post({ query: '{ __typename }' }, await bearer({ key: 'another-hs256-key-of-at-least-32-characters!' })))
        .toBe(errorBody('invalid-jwt', 'Could not verify JWT: JWSError JWSInvalidSignature'));
    });

    it.each([
      { header: `Token ${'x'.repeat(20)}` },
      { header: 'Bearer' },
      { header: 'Bearer a b' },
    ])('a malformed Authorization header: $header', async ({ header }) => {
      expect(await post({ query: '{ __typename }' }, { authorization: header }))
        .toBe(errorBody('invalid-headers', 'Malformed Authorization header'));
    });

    it('a requested role outside x-hasura-allowed-roles', async () => {
      expect(await post({ query: '{ __typename }' }, { ...(await bearer()), 'x-hasura-role': 'admin' }))
        .toBe(errorBody('access-denied', 'Your requested role is not in allowed roles'));
    });

    it('a wrong admin secret (even with a valid token)', async () => {
      expect(await post({ query: '{ __typename }' }, { ...(await bearer()), 'x-hasura-admin-secret': 'wrong' }))
        .toBe(errorBody('access-denied', 'invalid x-hasura-admin-secret/x-hasura-access-key'));
    });
  });

  describe('database errors', () => {
    // An expected Postgres error (class 22, data exception) is Hasura's `err400` with the Postgres message and no
    // `internal`, whoever asks (`dmlTxErrorHandler`, tmp/hasura-errors.md §14).
    const badUuid = '{ portfolio_company(where: {id: {_eq: "not-a-uuid"}}) { id } }';
    const badUuidBody = errorBody('data-exception', 'invalid input syntax for type uuid: "not-a-uuid"');

    it('a data exception: the Postgres message, for admin as for an investor', async () => {
      expect(await post({ query: badUuid }, { 'x-hasura-admin-secret': ADMIN_SECRET })).toBe(badUuidBody);
      expect(await post({ query: badUuid }, await bearer())).toBe(badUuidBody);
    });

    describe('an unexpected Postgres error (a column renamed under the engine)', () => {
      beforeAll(async () => { await fixture.db.exec('ALTER TABLE portfolio.segment RENAME COLUMN en_name TO en_name_gone'); });
      afterAll(async () => { await fixture.db.exec('ALTER TABLE portfolio.segment RENAME COLUMN en_name_gone TO en_name'); });
      const query = '{ portfolio_segment { id en_name } }';

      it('admin sees the Postgres details in extensions.internal', async () => {
        const body = await post({ query }, { 'x-hasura-admin-secret': ADMIN_SECRET });
        const parsed = JSON.parse(body) as { errors: { extensions: Record<string, unknown>; message: string }[] };
        expect(Object.keys(parsed)).toEqual(['errors']);
        expect(parsed.errors).toHaveLength(1);
        expect(Object.keys(parsed.errors[0])).toEqual(['extensions', 'message']);
        expect(Object.keys(parsed.errors[0].extensions)).toEqual(['code', 'internal', 'path']);
        expect(parsed.errors[0]).toEqual({
          extensions: {
            code: 'unexpected',
            internal: expect.objectContaining({
              error: expect.objectContaining({ status_code: '42703', message: expect.stringContaining('en_name') as unknown }) as unknown,
              statement: expect.any(String) as unknown,
            }) as unknown,
            path: '$',
          },
          message: 'database query error',
        });
      });

      it('an investor gets the same error without internal', async () => {
        expect(await post({ query }, await bearer())).toBe(errorBody('unexpected', 'database query error'));
      });
    });
  });

  describe('success', () => {
    // Row JSON comes from Postgres (its whitespace is not part of the contract): compare parsed bodies.
    const data = async (payload: unknown, headers?: Record<string, string>): Promise<unknown> =>
      JSON.parse(await post(payload, headers)) as unknown;

    it('as investor with a token: the session variables come from the claims', async () => {
      expect(await data({ query: '{ portfolio_organization(order_by: {id: asc}) { id name } }' }, await bearer({ user: 'ana' })))
        .toEqual({
          data: { portfolio_organization: [{ id: id(11), name: 'Alfa Capital' }, { id: id(13), name: 'Gama Investimentos' }] },
        });
    });

    it('as another allowed role picked with x-hasura-role', async () => {
      expect(await data({ query: '{ users { id displayName } }' }, { ...(await bearer({ user: 'carla' })), 'x-hasura-role': 'me' }))
        .toEqual({ data: { users: [{ id: USERS.carla, displayName: 'Carla Dias' }] } });
    });

    it('as public without a token', async () => {
      expect(await data({ query: '{ portfolio_privacy_policy { version is_current } }' }))
        .toEqual({ data: { portfolio_privacy_policy: [{ version: 2, is_current: true }] } });
    });

    it('as admin posing as an investor with x-hasura-role and x-hasura-user-id headers', async () => {
      const headers = { 'x-hasura-admin-secret': ADMIN_SECRET, 'x-hasura-role': 'investor', 'x-hasura-user-id': USERS.carla };
      expect(await data({ query: '{ portfolio_organization { name } }' }, headers))
        .toEqual({ data: { portfolio_organization: [{ name: 'Gama Investimentos' }] } });
    });

    it('as admin with the admin secret', async () => {
      expect(await data({ query: '{ portfolio_organization_aggregate { aggregate { count } } }' }, { 'x-hasura-admin-secret': ADMIN_SECRET }))
        .toEqual({ data: { portfolio_organization_aggregate: { aggregate: { count: 3 } } } });
    });
  });
});
