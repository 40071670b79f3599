/**
 * The GraphQL schemas a change would give each role: built by the engine from a migrations folder and a metadata
 * folder on a throwaway in-memory database, or introspected from a running Hasura (ours or a real one).
 */
import { buildClientSchema, getIntrospectionQuery } from 'graphql';
import type { GraphQLSchema, IntrospectionQuery } from 'graphql';
import type { Db } from '../../server/db/driver.ts';

/** The roles the portal's operations run as: `public` signed out, `investor` signed in (spec §6). */
export const PORTAL_ROLES = ['investor', 'public'] as const;
export type PortalRole = (typeof PORTAL_ROLES)[number];
export type RoleSchemas = Record<PortalRole, GraphQLSchema>;

const INTROSPECTION = getIntrospectionQuery({ descriptions: true });

function schemaFrom(result: unknown, source: string): GraphQLSchema {
  const { data, errors } = result as { data?: IntrospectionQuery; errors?: unknown };
  if (!data) throw new Error(`introspection of ${source} failed: ${JSON.stringify(errors ?? result)}`);
  return buildClientSchema(data);
}

/** The metadata does not fit the database; Hasura would call it inconsistent and refuse to apply it. */
export class MetadataInconsistencyError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`the metadata is inconsistent with the migrated database (Hasura would refuse it):\n  - ${problems.join('\n  - ')}`);
  }
}

/**
 * Each role's schema from the engine over `db` (already migrated) and the metadata in `metadataDir`: exactly what
 * `npm start` would serve with this working tree.
 */
export async function engineRoleSchemas(db: Db, metadataDir: string): Promise<RoleSchemas> {
  const [{ createEngine }, { loadMetadata }, { validateMetadata }, { introspect }] = await Promise.all([
    import('../../server/engine/createEngine.ts'), import('../../server/engine/metadata/loadMetadata.ts'),
    import('../../server/engine/metadata/validateMetadata.ts'), import('../../server/db/introspect.ts'),
  ]);
  const metadata = loadMetadata(metadataDir);
  // Hasura refuses metadata that names what the database no longer has (a dropped column still in a permission):
  // so does the check, or it would pass a change no real deployment accepts.
  const inconsistencies = validateMetadata(metadata, await introspect(db));
  if (inconsistencies.length > 0) {
    throw new MetadataInconsistencyError(inconsistencies);
  }
  const engine = await createEngine({ db, metadata, stringifyNumeric: true });
  try {
    const schemas = {} as RoleSchemas;
    for (const role of PORTAL_ROLES) {
      const answer = await engine.execute({ query: INTROSPECTION }, { role, variables: { 'x-hasura-role': role }, isAdmin: false });
      schemas[role] = schemaFrom(JSON.parse(answer), `the engine as ${role}`);
    }
    return schemas;
  } finally {
    engine.close();
  }
}

/** The same from the migrations and metadata folders alone, on a fresh embedded database that is thrown away. */
export async function localRoleSchemas(migrationsDir: string, metadataDir: string): Promise<RoleSchemas> {
  const [{ openPglite }, { migrateUp, readMigrations }] = await Promise.all([
    import('../../server/db/pglite.ts'), import('../../server/db/migrate.ts'),
  ]);
  const db = await openPglite();
  try {
    await migrateUp(db, readMigrations(migrationsDir));
    return await engineRoleSchemas(db, metadataDir);
  } finally {
    await db.close();
  }
}

export interface RemoteAccess {
  url: string;
  adminSecret?: string;
  token?: string;
}

/**
 * Each role's schema from a running endpoint. With the admin secret, `x-hasura-role` poses as each role (Hasura
 * allows it to the admin); with a token, the token's user must be allowed `investor`, and `public` is read signed out.
 */
export async function remoteRoleSchemas({ url, adminSecret, token }: RemoteAccess): Promise<RoleSchemas> {
  const schemas = {} as RoleSchemas;
  for (const role of PORTAL_ROLES) {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-hasura-role': role };
    // `public` is the role of requests without a token (as the portal sends them signed out): a user's token is
    // not allowed it, so that one goes without the token.
    if (token && role !== 'public') headers.authorization = `Bearer ${token}`;
    else if (adminSecret) headers['x-hasura-admin-secret'] = adminSecret;
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query: INTROSPECTION }) });
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status} as ${role}`);
    schemas[role] = schemaFrom(await response.json(), `${url} as ${role}`);
  }
  return schemas;
}
