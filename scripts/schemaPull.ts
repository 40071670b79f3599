/**
 * `npm run schema:pull`: introspects a GraphQL endpoint as one role (default `investor`) and writes the schema in
 * SDL, sorted, so that a diff of `schema.graphql` shows real changes only. Relay compiles the portal against it.
 *
 *   npm run schema:pull                          our server on http://localhost:1337 (admin secret from .data/)
 *   npm run schema:pull -- --local               no server: migrate an in-memory database and ask the engine
 *   npm run schema:pull -- --url https://…/v1/graphql --admin-secret …   a real Hasura, posing as the role
 *   npm run schema:pull -- --url … --token <jwt>                          a real Hasura, as the token's user
 *
 * Options: --role <name> (default investor), --out <file> (default schema.graphql). Environment:
 * HASURA_GRAPHQL_ADMIN_SECRET and HASURA_GRAPHQL_TOKEN stand in for the flags.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildClientSchema, getIntrospectionQuery, lexicographicSortSchema, printSchema, type IntrospectionQuery,
} from 'graphql';
import { localSecrets } from '../server/config/localSecrets.ts';
import { dbConfigFromEnv } from '../server/db/openDb.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:1337/v1/graphql' },
    'admin-secret': { type: 'string' },
    token: { type: 'string' },
    role: { type: 'string', default: 'investor' },
    out: { type: 'string', default: 'schema.graphql' },
    local: { type: 'boolean', default: false },
  },
});

const role = values.role;
const query = getIntrospectionQuery({ descriptions: true });

async function introspectRemote(): Promise<unknown> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-hasura-role': role };
  const token = values.token ?? process.env.HASURA_GRAPHQL_TOKEN;
  let secret = values['admin-secret'] ?? process.env.HASURA_GRAPHQL_ADMIN_SECRET;
  if (!token && !secret && new URL(values.url).hostname === 'localhost') {
    secret = localSecrets(dbConfigFromEnv().dataDir).adminSecret;
  }
  if (token) headers.authorization = `Bearer ${token}`;
  else if (secret) headers['x-hasura-admin-secret'] = secret;
  const response = await fetch(values.url, { method: 'POST', headers, body: JSON.stringify({ query }) });
  if (!response.ok) throw new Error(`${values.url} answered HTTP ${response.status}`);
  return response.json();
}

async function introspectLocal(): Promise<unknown> {
  const [{ openPglite }, { migrateUp }, { createEngine }, { loadMetadata }] = await Promise.all([
    import('../server/db/pglite.ts'), import('../server/db/migrate.ts'), import('../server/engine/createEngine.ts'),
    import('../server/engine/metadata/loadMetadata.ts'),
  ]);
  const db = await openPglite();
  try {
    await migrateUp(db);
    const engine = await createEngine({ db, metadata: loadMetadata(), stringifyNumeric: true });
    return JSON.parse(await engine.execute({ query }, { role, variables: { 'x-hasura-role': role }, isAdmin: role === 'admin' }));
  } finally {
    await db.close();
  }
}

const result = (values.local ? await introspectLocal() : await introspectRemote()) as { data?: IntrospectionQuery; errors?: unknown };
if (!result.data) {
  console.error(`introspection failed: ${JSON.stringify(result.errors ?? result)}`);
  process.exit(1);
}
const schema = buildClientSchema(result.data);
const sdl = printSchema(lexicographicSortSchema(schema));
const out = path.resolve(values.out);
const before = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : null;
fs.writeFileSync(out, `${sdl}\n`);
const types = Object.keys(schema.getTypeMap()).filter((t) => !t.startsWith('__')).length;
console.log(`${path.relative(process.cwd(), out)}: ${types} types as role ${role}${before === `${sdl}\n` ? ' (unchanged)' : before === null ? ' (new)' : ' (changed)'}`);
