/**
 * `npm run schema:check -- --url …`: the role schemas introspected from a running endpoint (our server here, in
 * Hasura's auth configuration: admin secret, HS256 JWTs, `public` for requests without a token) must be the ones the
 * engine builds locally, whether the check holds the admin secret or only a user's token.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/driver.ts';
import { DEFAULT_MIGRATIONS_DIR, migrateUp, readMigrations } from '../../server/db/migrate.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { createEngine } from '../../server/engine/createEngine.ts';
import { DEFAULT_METADATA_DIR, loadMetadata } from '../../server/engine/metadata/loadMetadata.ts';
import { parseJwtSecret } from '../../server/engine/permissions/jwtSecret.ts';
import { buildApp } from '../../server/http/buildApp.ts';
import { printSorted } from '../../scripts/schemaCheck/checkSchema.ts';
import { engineRoleSchemas, remoteRoleSchemas } from '../../scripts/schemaCheck/roleSchemas.ts';
import type { RoleSchemas } from '../../scripts/schemaCheck/roleSchemas.ts';
import { ADMIN_SECRET, JWT_KEY, token } from '../helpers/tokens.ts';

let db: Db;
let app: FastifyInstance;
let url: string;
let local: RoleSchemas;

beforeAll(async () => {
  db = await openPglite();
  await migrateUp(db, readMigrations(DEFAULT_MIGRATIONS_DIR));
  local = await engineRoleSchemas(db, DEFAULT_METADATA_DIR);
  const auth = { adminSecret: ADMIN_SECRET, jwt: parseJwtSecret(JSON.stringify({ type: 'HS256', key: JWT_KEY })), unauthorizedRole: 'public' };
  const engine = await createEngine({ db, metadata: loadMetadata(), stringifyNumeric: true });
  app = buildApp({ db, engine, auth, logLevel: 'silent' });
  // remoteRoleSchemas uses fetch, so the app must really listen (app.inject would not do).
  url = `${await app.listen({ host: '127.0.0.1', port: 0 })}/v1/graphql`;
});

afterAll(async () => {
  await app.close();
  await db.close();
});

const printed = (schemas: RoleSchemas) => ({ investor: printSorted(schemas.investor), public: printSorted(schemas.public) });

describe('remoteRoleSchemas', () => {
  it('reads each role as the admin posing as it', async () => {
    expect(printed(await remoteRoleSchemas({ url, adminSecret: ADMIN_SECRET }))).toEqual(printed(local));
  });

  it("reads the investor's schema with a user's token and the public one signed out, as the portal runs", async () => {
    // The token's user is not allowed `public`: asking for it with the token would be refused.
    expect(printed(await remoteRoleSchemas({ url, token: await token() }))).toEqual(printed(local));
  });

  it('says which role and endpoint failed when the endpoint refuses', async () => {
    await expect(remoteRoleSchemas({ url, adminSecret: 'wrong' })).rejects.toThrow(`introspection of ${url} as investor failed`);
  });
});
