/**
 * A fixed corpus of malformed requests over `/v1/graphql`, `/v1/auth/*` and `/v1/storage/*`: what a careless or
 * hostile client sends (bad JSON, wrong content types and methods, bodies over the limit, fields of the wrong type,
 * deep nesting, invalid UTF-8, broken multipart, bad headers and tokens). Every one is the client's mistake, so the
 * server must answer each with a 4xx (or a GraphQL error in a 200), never a 5xx.
 *
 * The corpus is generated from a seed, so a run is reproducible: the same seed gives the same requests, byte for byte.
 * `tests/http/malformedRequests.test.ts` sends it through `app.inject`; `npm run bench:limits` sends it over HTTP.
 */
import { createHmac } from 'node:crypto';
import { mulberry32 } from '../../common/mulberry32.ts';

export interface MalformedRequest {
  /** What the request is, for a failure message (`graphql: body not JSON #3`). */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface CorpusOptions {
  seed: number;
  /** The HS256 key the server verifies tokens with, to forge tokens it accepts as signed but not as valid. */
  jwtKey: string;
  /** A user id the tokens name. */
  userId: string;
  /** Size of a body over every limit (bytes); default 12 MiB. */
  hugeBytes?: number;
}

const base64url = (value: unknown): string => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A JWT with any header and payload, signed with `key` (HS256) or with a garbage signature. */
function jwt(header: unknown, payload: unknown, key: string | null): string {
  const head = `${base64url(header)}.${base64url(payload)}`;
  const signature = key === null ? 'c2lnbmF0dXJl' : createHmac('sha256', key).update(head).digest('base64url');
  return `${head}.${signature}`;
}

const CLAIMS = 'https://hasura.io/jwt/claims';

function badTokens(options: CorpusOptions): string[] {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    'x-hasura-allowed-roles': ['investor'], 'x-hasura-default-role': 'investor', 'x-hasura-user-id': options.userId,
  };
  const hs = { alg: 'HS256', typ: 'JWT' };
  const good = { sub: options.userId, iat: now, exp: now + 900, [CLAIMS]: claims };
  return [
    '', 'null', 'a.b.c', '...', 'x'.repeat(10_000), 'ÿþ.ÿþ.ÿþ',
    jwt({ alg: 'none' }, good, null).replace(/[^.]*$/, ''),
    jwt(hs, good, null),
    jwt(hs, { ...good, exp: now - 60 }, options.jwtKey),
    jwt(hs, { ...good, nbf: now + 3600 }, options.jwtKey),
    jwt(hs, { sub: options.userId, iat: now, exp: now + 900 }, options.jwtKey),
    jwt(hs, { ...good, [CLAIMS]: 'not an object' }, options.jwtKey),
    jwt(hs, { ...good, [CLAIMS]: { ...claims, 'x-hasura-allowed-roles': 'investor' } }, options.jwtKey),
    jwt(hs, { ...good, [CLAIMS]: { ...claims, 'x-hasura-default-role': 42 } }, options.jwtKey),
    jwt(hs, { ...good, [CLAIMS]: { ...claims, 'x-hasura-user-id': 'not-a-uuid' } }, options.jwtKey),
    jwt(hs, { ...good, [CLAIMS]: { ...claims, 'x-hasura-user-id': '00000000-0000-4000-8000-00000000dead' } }, options.jwtKey),
    jwt(hs, { ...good, [CLAIMS]: { ...claims, 'x-hasura-user-id': null } }, options.jwtKey),
    jwt(hs, { ...good, sub: { nested: true } }, options.jwtKey),
    jwt(hs, { ...good, exp: 'tomorrow' }, options.jwtKey),
    jwt(hs, [1, 2, 3], options.jwtKey),
    jwt('not json', good, options.jwtKey),
    jwt({ alg: 'RS256', typ: 'JWT' }, good, options.jwtKey),
    jwt({ ...hs, kid: '../../etc/passwd' }, good, options.jwtKey),
  ];
}

function authorizations(options: CorpusOptions): Record<string, string>[] {
  return [
    ...badTokens(options).map((token) => ({ authorization: `Bearer ${token}` })),
    { authorization: 'Basic dXNlcjpwYXNz' }, { authorization: 'Bearer' }, { authorization: 'bearer  two  spaces' },
    { 'x-hasura-admin-secret': 'wrong' }, { 'x-hasura-admin-secret': '' },
    { 'x-hasura-role': 'admin' }, { 'x-hasura-role': 'no-such-role' }, { 'x-hasura-role': 'x'.repeat(5_000) },
    { 'x-hasura-role': '' }, { 'x-hasura-user-id': 'not-a-uuid' },
  ];
}

const CONTENT_TYPES = [
  'text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data',
  'multipart/form-data; boundary=', 'application/json; charset=latin1', 'application/json; charset=utf-16',
  'application/octet-stream', 'a/b/c', ';;;', 'application/json; boundary=x', `application/${'j'.repeat(2_000)}`,
];

/** Bodies that are not JSON, or JSON of a shape nobody asked for. */
function notJson(rand: () => number): (string | Buffer)[] {
  const depth = 20_000 + Math.floor(rand() * 10_000);
  return [
    '', ' ', '{', '{"query":', 'nul', '[1,2', '{"a":1}}', '{"a":1} trailing', "{'query': 'x'}", 'NaN', '"text"', '123',
    'true', 'null', '[]', '{}', '[{}]', '[null]', '[[]]', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{}}}',
    '['.repeat(depth) + ']'.repeat(depth), '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
    Buffer.from([0xff, 0xfe, 0xfd]), Buffer.from('{"query":"{ \xc3\x28 }"}', 'latin1'), Buffer.from([0x7b, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    '{"query":"\\ud800"}', '{"email":"\\u0000","password":"\\u0000"}', '\u0000\u0000\u0000',
  ];
}

/** GraphQL documents that a parser or a planner must refuse without falling over. */
function badDocuments(rand: () => number): string[] {
  const deep = 3_000 + Math.floor(rand() * 5_000);
  const aliases = Array.from({ length: 2_000 }, (_, i) => `a${i}: __typename`).join(' ');
  return [
    '', ' ', '{', '}', 'query', '{ __typename', 'mutation { }', 'subscription { __typename }', '{ nope }',
    '{ portfolio_company { nope } }', '{ portfolio_company(limit: "ten") { id } }', '{ portfolio_company(limit: -1) { id } }',
    '{ portfolio_company(limit: 99999999999999999999) { id } }', '{ portfolio_company(where: {id: {_eq: "not-a-uuid"}}) { id } }',
    '{ portfolio_company(where: {name: {_like: "\\u0000"}}) { id } }', 'query Q($x: Int) { portfolio_company(limit: $x) { id } }',
    'query Q($x: Undefined) { __typename }', 'query A { __typename } query A { __typename }', 'query A { __typename } query B { __typename }',
    'fragment F on query_root { ...F } { ...F }', '{ ...Missing }', '{ __typename @skip }', '{ __typename @nope(if: true) }',
    `{ ${'a{'.repeat(deep)}b${'}'.repeat(deep)} }`, `{ ${aliases} }`, `query(${'$v: Int '.repeat(500)}) { __typename }`,
    '{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }',
    '{ portfolio_company_by_pk { id } }', '{ portfolio_company_by_pk(id: 1) { id } }', 'mutation { insert_portfolio_company_one(object: {}) { id } }',
    'mutation { delete_portfolio_company(where: {}) { affected_rows } }', '"\\u0000"', `{ ${'__typename '.repeat(20_000)} }`,
  ];
}

const uuid = '00000000-0000-4000-8000-00000000beef';

const AUTH_POSTS = [
  '/signin/email-password', '/signup/email-password', '/token', '/signout', '/signin/anonymous', '/signin/mfa/totp',
  '/signin/passwordless/email', '/signin/pat', '/pat', '/user/deanonymize', '/user/email/change',
  '/user/email/send-verification-email', '/user/mfa', '/user/password', '/user/password/reset',
];
const AUTH_GETS = ['/user', '/verify', '/mfa/totp/generate', '/version', '/healthz'];

/** Field values of the wrong type (or the right type gone wrong) for JSON bodies. */
const ODD_VALUES: unknown[] = [
  null, 0, -1, 1e308, true, [], {}, [[]], { $gt: '' }, '', ' ', 'x'.repeat(100_000), '\u0000', 'a@b', '@', 'ção@é.example',
  `${'a'.repeat(300)}@example.com`, ['a@b.example'], { email: 'a@b.example' },
];

export function malformedRequests(options: CorpusOptions): MalformedRequest[] {
  const rand = mulberry32(options.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const huge = options.hugeBytes ?? 12 * 1024 * 1024;
  const requests: MalformedRequest[] = [];
  const add = (request: Omit<MalformedRequest, 'name'>, name: string) => { requests.push({ ...request, name: `${name} #${requests.length}` }); };
  const json = { 'content-type': 'application/json' };
  const auths = authorizations(options);

  // /v1/graphql ------------------------------------------------------------------------------------------------------
  const graphql = '/v1/graphql';
  for (const body of notJson(rand)) add({ method: 'POST', url: graphql, headers: json, body }, 'graphql: body not a request');
  for (const query of badDocuments(rand)) {
    add({ method: 'POST', url: graphql, headers: json, body: JSON.stringify({ query }) }, 'graphql: bad document');
    add({ method: 'POST', url: graphql, headers: { ...json, ...pick(auths) }, body: JSON.stringify({ query }) }, 'graphql: bad document, bad session');
  }
  for (const value of ODD_VALUES) {
    for (const key of ['query', 'variables', 'operationName']) {
      add({ method: 'POST', url: graphql, headers: json, body: JSON.stringify({ query: '{ __typename }', [key]: value }) }, `graphql: ${key} of an odd type`);
    }
    add({ method: 'POST', url: graphql, headers: json, body: JSON.stringify([{ query: '{ __typename }' }, value]) }, 'graphql: odd batch item');
    add({
      method: 'POST', url: graphql, headers: json,
      body: JSON.stringify({ query: 'query Q($id: uuid!, $n: Int) { portfolio_company(where: {id: {_eq: $id}}, limit: $n) { id } }', variables: { id: value, n: value } }),
    }, 'graphql: variables of an odd type');
  }
  for (const headers of auths) add({ method: 'POST', url: graphql, headers: { ...json, ...headers }, body: '{"query":"{ __typename }"}' }, 'graphql: bad session');
  for (const contentType of CONTENT_TYPES) {
    add({ method: 'POST', url: graphql, headers: { 'content-type': contentType }, body: '{"query":"{ __typename }"}' }, 'graphql: content type');
  }
  for (const method of ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const) {
    add({ method, url: graphql, headers: json, ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{"query":"{ __typename }"}' }) }, 'graphql: method');
    add({ method, url: `${graphql}?query=%7B__typename%7D`, headers: {} }, 'graphql: method with a query string');
  }
  add({ method: 'POST', url: graphql, headers: json, body: `{"query":"{ __typename }","pad":"${'x'.repeat(huge)}"}` }, 'graphql: body over the limit');
  add({ method: 'POST', url: graphql, headers: json, body: JSON.stringify(Array.from({ length: 5_000 }, () => ({ query: '{ __typename }' }))) }, 'graphql: batch over the limit');
  add({ method: 'POST', url: graphql, headers: json, body: '[]' }, 'graphql: empty batch');

  // /v1/auth/* -------------------------------------------------------------------------------------------------------
  const auth = (path: string) => `/v1/auth${path}`;
  for (const path of AUTH_POSTS) {
    for (const body of notJson(rand)) add({ method: 'POST', url: auth(path), headers: json, body }, `auth ${path}: body not JSON`);
    for (const contentType of CONTENT_TYPES) add({ method: 'POST', url: auth(path), headers: { 'content-type': contentType }, body: '{"email":"a@b.example"}' }, `auth ${path}: content type`);
    for (let i = 0; i < 12; i += 1) {
      const body = Object.fromEntries(['email', 'password', 'refreshToken', 'ticket', 'code', 'newEmail', 'personalAccessToken', 'options', 'expiresAt', 'metadata']
        .filter(() => rand() < 0.5).map((key) => [key, pick(ODD_VALUES)]));
      add({ method: 'POST', url: auth(path), headers: { ...json, ...(rand() < 0.5 ? pick(auths) : {}) }, body: JSON.stringify(body) }, `auth ${path}: fields of odd types`);
    }
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH'] as const) add({ method, url: auth(path), headers: json }, `auth ${path}: method`);
    add({ method: 'POST', url: auth(path), headers: json, body: `{"email":"${'x'.repeat(Math.min(huge, 3 * 1024 * 1024))}"}` }, `auth ${path}: body over the limit`);
  }
  for (const path of AUTH_GETS) {
    for (const headers of auths) add({ method: 'GET', url: auth(path), headers }, `auth ${path}: bad session`);
    for (const query of ['?ticket=', '?ticket=x&type=nope&redirectTo=javascript:alert(1)', '?redirectTo=%ZZ', `?ticket=${'x'.repeat(8_000)}`, '?type[]=a&type[]=b', '?%00=%00']) {
      add({ method: 'GET', url: auth(path) + query, headers: {} }, `auth ${path}: query string`);
    }
    add({ method: 'POST', url: auth(path), headers: json, body: '{}' }, `auth ${path}: method`);
  }

  // /v1/storage/* ----------------------------------------------------------------------------------------------------
  const storage = (path: string) => `/v1/storage${path}`;
  const boundary = 'fuzzboundary';
  const multipart = (parts: string) => Buffer.from(parts.replaceAll('\n', '\r\n'), 'latin1');
  const forms: [string, Buffer][] = [
    ['multipart/form-data', multipart('--x\nContent-Disposition: form-data; name="file[]"; filename="a.txt"\n\nhi\n--x--\n')],
    [`multipart/form-data; boundary=${boundary}`, Buffer.alloc(0)],
    [`multipart/form-data; boundary=${boundary}`, multipart('garbage without a boundary')],
    [`multipart/form-data; boundary=${boundary}`, multipart(`--${boundary}\nContent-Disposition: form-data; name="file[]"; filename="a.txt"\n\nhi`)],
    [`multipart/form-data; boundary=${boundary}`, multipart(`--${boundary}\nno headers end here`)],
    [`multipart/form-data; boundary=${boundary}`, multipart(`--${boundary}\nContent-Disposition: form-data\n\nhi\n--${boundary}--\n`)],
    [`multipart/form-data; boundary=${boundary}`, multipart(`--${boundary}\nContent-Disposition: form-data; name="metadata[]"\n\n{not json\n--${boundary}\nContent-Disposition: form-data; name="file[]"; filename="a.txt"\n\nhi\n--${boundary}--\n`)],
    [`multipart/form-data; boundary=${boundary}`, multipart(`--${boundary}\nContent-Disposition: form-data; name="metadata[]"\n\n{"id":"not-a-uuid","name":{}}\n--${boundary}\nContent-Disposition: form-data; name="file[]"; filename="a.txt"\n\nhi\n--${boundary}--\n`)],
    [`multipart/form-data; boundary=${boundary}`, multipart(`--${boundary}\nContent-Disposition: form-data; name="bucket-id"\n\n${'b'.repeat(5_000)}\n--${boundary}\nContent-Disposition: form-data; name="file[]"; filename="a.txt"\n\nhi\n--${boundary}--\n`)],
    [`multipart/form-data; boundary=${boundary}`, multipart(`--${boundary}\nContent-Disposition: form-data; name="file[]"; filename="${'n'.repeat(10_000)}"\n\nhi\n--${boundary}--\n`)],
    [`multipart/form-data; boundary=${boundary}`, multipart(`--${boundary}\nContent-Disposition: form-data; name="file[]"; filename="a.txt"\nContent-Type: ${'x'.repeat(3_000)}\n\nhi\n--${boundary}--\n`)],
    [`multipart/form-data; boundary=${boundary}`, Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="\xff\xfe"; filename="\xc3\x28"\r\n\r\n`, 'latin1'), Buffer.from([0xff, 0x00]), Buffer.from(`\r\n--${boundary}--\r\n`)])],
    [`multipart/form-data; boundary="${'q'.repeat(300)}"`, multipart('--x--')],
    ['application/json', Buffer.from('{"file":"x"}')],
    ['text/plain', Buffer.from('hello')],
  ];
  for (const [contentType, body] of forms) {
    add({ method: 'POST', url: storage('/files'), headers: { 'content-type': contentType }, body }, 'storage /files: bad form');
    add({ method: 'POST', url: storage('/files'), headers: { 'content-type': contentType, ...pick(auths) }, body }, 'storage /files: bad form, bad session');
  }
  add({ method: 'POST', url: storage('/files'), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: Buffer.alloc(huge + 1024, 0x61) }, 'storage /files: body over the limit');
  const ids = [uuid, 'not-a-uuid', '%', '..', '%2e%2e%2f', 'x'.repeat(3_000), '00000000-0000-0000-0000-000000000000', `${uuid}%00`];
  for (const id of ids) {
    for (const method of ['GET', 'HEAD', 'DELETE', 'PUT', 'POST'] as const) {
      add({ method, url: storage(`/files/${id}`), headers: pick(auths) }, `storage /files/:id ${method}`);
    }
    add({ method: 'GET', url: storage(`/files/${id}/presignedurl`), headers: pick(auths) }, 'storage presigned URL');
    for (const query of ['', '?X-Amz-Expires=abc', '?X-Amz-Signature=00&X-Amz-Date=x&X-Amz-Expires=1', '?X-Amz-Expires=-1&X-Amz-Date=20260101T000000Z&X-Amz-Signature=zz', '?X-Amz-Expires[]=1']) {
      add({ method: 'GET', url: storage(`/files/${id}/presignedurl/contents${query}`), headers: {} }, 'storage presigned contents');
    }
  }
  for (const range of ['bytes=abc', 'bytes=5-1', 'bytes=-0', 'bytes=0-1,2-3', 'bytes=99999999999999999999-', 'items=0-1', 'bytes=', '\u00ff']) {
    add({ method: 'GET', url: storage(`/files/${uuid}`), headers: { range, ...pick(auths) } }, 'storage range');
  }
  for (const headers of auths) add({ method: 'GET', url: storage(`/files/${uuid}`), headers }, 'storage: bad session');
  for (const method of ['PUT', 'PATCH', 'DELETE'] as const) add({ method, url: storage('/files'), headers: {} }, 'storage /files: method');

  // Random combinations of the above on every prefix, to reach what the lists above miss. -----------------------------
  const urls = [graphql, ...AUTH_POSTS.map(auth), ...AUTH_GETS.map(auth), storage('/files'), storage(`/files/${uuid}`), storage('/version')];
  const bodies = [...notJson(rand), ...badDocuments(rand).map((query) => JSON.stringify({ query }))];
  while (requests.length < 1_515) {
    const method = pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const);
    const headers = { 'content-type': pick([...CONTENT_TYPES, 'application/json', 'application/json']), ...(rand() < 0.5 ? pick(auths) : {}) };
    const url = pick(urls);
    add({ method, url, headers, ...(method === 'GET' ? {} : { body: pick(bodies) }) }, `random ${method} ${url}`);
  }
  return requests;
}
