/**
 * PostGraphile v4 as the bench's reference point, run in its own process (the bench starts it; do not run it by
 * hand unless debugging): `PORT`, `HOST` and `DATABASE_URL` from the environment, the `portfolio` and `accounting`
 * schemas exposed with PostGraphile's default (core) inflection and plugins, on `/graphql`.
 *
 * It connects as the database owner with no JWT, role or pgSettings, so every request runs with no row-level
 * permission and without the per-request transaction PostGraphile opens only when it has settings to apply: its
 * fastest mode, and not the same work as the engine's permission filters. The bench says so in its header.
 */
import http from 'node:http';
import pg from 'pg';
import { usePostgraphileGraphql } from './graphqlRealm.ts';

// Before PostGraphile loads: see graphqlRealm.ts.
usePostgraphileGraphql();
const { postgraphile } = await import('postgraphile');

const port = Number(process.env.PORT);
const host = process.env.HOST ?? '127.0.0.1';
const connectionString = process.env.DATABASE_URL;
if (!connectionString || !Number.isInteger(port)) throw new Error('postgraphileServer: set DATABASE_URL and PORT');

// Same pool size as the engine's server (server/db/postgres.ts), so neither side gets more database connections.
const pool = new pg.Pool({ connectionString, max: 10 });
pool.on('error', (error) => { console.warn(`postgraphile pool: ${error.message}`); });

const middleware = postgraphile(pool, ['portfolio', 'accounting'], {
  graphqlRoute: '/graphql',
  graphiql: false,
  disableQueryLog: true,
  // Settings PostGraphile's performance notes recommend for production; none changes what a query returns here.
  setofFunctionsContainNulls: false,
  ignoreRBAC: true,
  watchPg: false,
  retryOnInitFail: false,
  extendedErrors: ['hint', 'detail', 'errcode'],
});

const server = http.createServer((request, response) => { void middleware(request, response); });
server.listen(port, host, () => { console.log(`ready: http://${host}:${port}/graphql`); });

const shutdown = () => { server.close(() => { void pool.end().then(() => process.exit(0)); }); };
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
