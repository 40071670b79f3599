/**
 * `npm start`: read the configuration, open the database (embedded PGlite unless DATABASE_URL is set), apply the
 * migrations, seed the demo data into an empty database, and serve HTTP on one port.
 */
import Fastify from 'fastify';
import { configFromEnv } from './config/config.ts';
import { openDb } from './db/openDb.ts';
import { migrateUp } from './db/migrate.ts';
import { DEMO_LOGIN, isUnseeded, seedDatabase } from './seed/seed.ts';

const config = configFromEnv();
const db = await openDb(config.db);
const { applied } = await migrateUp(db);
if (applied.length > 0) console.log(`database: applied ${applied.length} migration(s)`);
if (config.seedDemo && (await isUnseeded(db))) {
  const report = await seedDatabase(db);
  console.log(`database: seeded the demo data in ${report.milliseconds} ms`);
}

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
app.get('/healthz', async () => {
  const { rows } = await db.query<{ version: string }>(
    'SELECT max(version)::text AS version FROM hdb_catalog.schema_migrations WHERE NOT dirty',
  );
  return { status: 'ok', database: db.kind, migration: rows[0]?.version ?? null };
});

const shutdown = async (signal: string) => {
  console.log(`${signal}: closing`);
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
const where = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${config.port}`;
console.log(`ready: ${where} (database: ${db.kind === 'pglite' ? `embedded PGlite in ${config.db.dataDir}` : 'PostgreSQL server'})`);
console.log(`demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
