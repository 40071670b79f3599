/**
 * npm run db:seed                        the demo data set into an empty database
 * npm run db:seed -- --scale large       the demo set plus the benchmark set (10,000 companies, 100,000
 *                                        investments, 1,000,000+ accounting entries)
 * npm run db:seed -- --seed 7            another deterministic variant (same seed, same rows)
 * npm run db:seed -- --anchor 2026-12    last month of the monthly data (default 2026-10)
 * npm run db:seed -- --reset             roll every migration back and forward first (deletes all data)
 * Uses DATABASE_URL, else PGlite under DATA_DIR (.data/).
 */
import { parseArgs } from 'node:util';
import { dbConfigFromEnv, openDb } from '../server/db/openDb.ts';
import { migrateDown, migrateUp } from '../server/db/migrate.ts';
import { DEFAULT_SEED, DEMO_LOGIN, isUnseeded, seedDatabase, type SeedScale } from '../server/seed/seed.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    scale: { type: 'string', default: 'demo' },
    anchor: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});

const isScale = (value: string): value is SeedScale => value === 'demo' || value === 'large';
if (!isScale(values.scale)) throw new Error(`--scale must be demo or large, got ${values.scale}`);
const scale = values.scale;
const seed = Number(values.seed);
if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer, got ${values.seed}`);
const anchor = values.anchor ? `${values.anchor.slice(0, 7)}-01` : undefined;

const config = dbConfigFromEnv();
const db = await openDb(config);
try {
  if (values.reset) await migrateDown(db);
  await migrateUp(db);
  if (!(await isUnseeded(db))) {
    console.error('the database already has data: run with --reset to replace it');
    process.exitCode = 1;
  } else {
    const report = await seedDatabase(db, { seed, scale, anchor });
    const where = db.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL server';
    console.log(`seeded ${report.scale} set (seed ${report.seed}, anchor ${report.anchor}) on ${where} in ${(report.milliseconds / 1000).toFixed(1)} s`);
    for (const [table, count] of Object.entries(report.rows)) console.log(`  ${table.padEnd(28)} ${count}`);
    console.log(`demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
  }
} finally {
  await db.close();
}
