/**
 * The benchmark database: one database on the PostgreSQL server (`bench_engine` unless BENCH_DB_NAME says
 * otherwise), migrated and seeded with the large set the first time, then reused (a walk that reads only the
 * portfolio asks for the set without its books, in a database of its own). Seeding takes about half a minute,
 * so a run that finds the set already there skips straight to measuring. The seed itself is the project's own
 * (`seedDatabase(…, { scale: 'large' })`), never a copy of it.
 */
import pg from 'pg';
import type { Db } from '../../../server/db/driver.ts';
import { migrateDown, migrateUp } from '../../../server/db/migrate.ts';
import { openPostgres } from '../../../server/db/postgres.ts';
import { LARGE } from '../../../server/seed/largeData.ts';
import { isUnseeded, seedDatabase } from '../../../server/seed/seed.ts';
import { databaseUrl } from '../../helpers/testDb.ts';

export interface BenchDatabase {
  /** Connection string of the bench database itself (what the servers get as DATABASE_URL). */
  url: string;
  name: string;
  /** What this run did to get the data in place. */
  state: 'reused' | 'seeded';
  seedSeconds: number | null;
}

// The bench database's URL on the server that `serverUrl` reaches, as the tests' databases are named.
export { databaseUrl };

async function ensureDatabaseExists(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    // The name comes from the environment and cannot be a bind parameter in DDL: quote it as an identifier.
    if (rows.length === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * Which large set the database holds: none (or not all of it), the portfolio only (seeded without the books), or the
 * whole set. The seed is one transaction, so Benchmark Capital's companies and its clients come in together or not at all.
 */
async function largeSetIn(db: Db): Promise<'none' | 'portfolio' | 'full'> {
  const { rows } = await db.query<{ companies: number; clients: number }>(
    `SELECT count(*)::int AS companies, count(c.client_id)::int AS clients FROM portfolio.company c
     JOIN portfolio.organization o ON o.id = c.organization_id WHERE o.name = 'Benchmark Capital'`,
  );
  const companies = rows[0]?.companies ?? 0;
  const clients = rows[0]?.clients ?? 0;
  if (companies < LARGE.companies) return 'none';
  return clients >= LARGE.clients ? 'full' : clients === 0 ? 'portfolio' : 'none';
}

/**
 * @param options - `books: false`: the large set without its books (`largeBooks: false`), for a database whose
 *   readers only look at the portfolio; a database holding the other set is seeded again.
 */
export async function prepareBenchDatabase(serverUrl: string, name: string, options: { books?: boolean } = {}): Promise<BenchDatabase> {
  const wanted = (options.books ?? true) ? 'full' : 'portfolio';
  await ensureDatabaseExists(serverUrl, name);
  const url = databaseUrl(serverUrl, name);
  const db = await openPostgres({ connectionString: url, max: 2 });
  try {
    await migrateUp(db);
    if ((await largeSetIn(db)) === wanted) {
      // The live part updates companies and cleans up after itself; a run that died half-way could not.
      await db.exec('VACUUM ANALYZE portfolio.company');
      return { url, name, state: 'reused', seedSeconds: null };
    }
    // Anything else in this database (a demo-only seed, a half-finished run) is replaced: it is the bench's own.
    if (!(await isUnseeded(db))) {
      await migrateDown(db);
      await migrateUp(db);
    }
    const report = await seedDatabase(db, { scale: 'large', largeBooks: wanted === 'full' });
    // Fresh tables have no statistics yet; without them the first plans are guesses and the figures drift.
    await db.exec('VACUUM ANALYZE');
    return { url, name, state: 'seeded', seedSeconds: report.milliseconds / 1000 };
  } finally {
    await db.close();
  }
}
