/**
 * npm run db:migrate                  apply pending migrations
 * npm run db:migrate -- --status      list migrations and whether each is applied
 * npm run db:migrate -- --down [N]    roll back the newest N migrations (all without N)
 * npm run db:migrate -- --force V     mark version V applied (after checking a dirty state by hand)
 * npm run db:migrate -- --force-clear V  mark version V not applied
 * Uses DATABASE_URL, else PGlite under DATA_DIR (.data/).
 */
import { parseArgs } from 'node:util';
import { dbConfigFromEnv, openDb } from '../server/db/openDb.ts';
import { forceVersion, migrateDown, migrateUp, migrationStatus } from '../server/db/migrate.ts';

const { values } = parseArgs({
  options: {
    status: { type: 'boolean', default: false },
    down: { type: 'boolean', default: false },
    force: { type: 'string' },
    'force-clear': { type: 'string' },
  },
  allowPositionals: true,
});

const db = await openDb(dbConfigFromEnv());
try {
  if (values.force) {
    await forceVersion(db, BigInt(values.force), true);
    console.log(`marked ${values.force} applied`);
  } else if (values['force-clear']) {
    await forceVersion(db, BigInt(values['force-clear']), false);
    console.log(`marked ${values['force-clear']} not applied`);
  } else if (values.status) {
    for (const { migration, state } of await migrationStatus(db)) {
      console.log(`${migration.version}_${migration.name}  ${state}`);
    }
  } else if (values.down) {
    const steps = process.argv.slice(2).find((a) => /^\d+$/.test(a));
    const { applied } = await migrateDown(db, steps ? Number(steps) : undefined);
    for (const m of applied) console.log(`rolled back ${m.version}_${m.name}`);
  } else {
    const { applied } = await migrateUp(db);
    for (const m of applied) console.log(`applied ${m.version}_${m.name}`);
    if (applied.length === 0) console.log('nothing to apply');
  }
} finally {
  await db.close();
}
