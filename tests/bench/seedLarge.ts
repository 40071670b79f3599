/**
 * npm run bench:seed: how long the benchmark data set (`db:seed -- --scale large`) takes to build, on embedded
 * PGlite (in memory) and on the PostgreSQL server, in the same run, with the ratio between them.
 * The server is DATABASE_URL's, or 127.0.0.1:5432 (trust auth); a throwaway database is created and dropped.
 * A benchmark, not a test: it prints figures and fails only if seeding fails.
 */
import { migrateUp } from '../../server/db/migrate.ts';
import { seedDatabase, type SeedReport } from '../../server/seed/seed.ts';
import { testTargets } from '../helpers/testDb.ts';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const results: { target: string; report: SeedReport; rssMb: number }[] = [];

for (const target of testTargets({ DATABASE_URL: serverUrl })) {
  const t = await target.create();
  try {
    await migrateUp(t.db);
    const report = await seedDatabase(t.db, { scale: 'large' });
    results.push({ target: target.name, report, rssMb: Math.round(process.memoryUsage().rss / 2 ** 20) });
    const rows = report.rows;
    console.log(
      `seed large on ${target.name}: ${(report.milliseconds / 1000).toFixed(1)} s for ${rows['portfolio.company']} companies, ` +
        `${rows['portfolio.investment']} investments, ${rows['accounting.entry']} entries, ${rows['accounting.budget']} budgets ` +
        `(process RSS ${results[results.length - 1].rssMb} MB)`,
    );
  } finally {
    await t.drop();
  }
}
if (results.length === 2) {
  const [pglite, server] = results;
  console.log(`ratio pglite / postgres: ${(pglite.report.milliseconds / server.report.milliseconds).toFixed(2)}`);
}
