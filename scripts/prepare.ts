/**
 * npm's `prepare` script, run after `npm install` and `npm ci`: does ahead of time what the first `npm start` would
 * otherwise wait for, both at once, and skips what is already up to date:
 *   - the portal's build into dist/ (as `npm start` would build it; `PORTAL_BUILD=skip` skips it),
 *   - the template a new data directory's database starts from (server/db/pgliteTemplate.ts): a cluster migrated and
 *     seeded with the demo data (`SEED_DEMO=false`: migrated only; `PGLITE_TEMPLATE=off` skips it).
 * A failure is reported and never fails the install: `npm start` then does the same work itself.
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

// The project's modules are imported inside each step, so that even a server module that does not load fails the
// step, not the install.
async function portal(): Promise<void> {
  const { ensurePortalBuilt, portalBuildModeFromEnv } = await import('../server/portal/ensurePortalBuilt.ts');
  const mode = portalBuildModeFromEnv();
  if (mode === 'skip') return;
  const state = await ensurePortalBuilt({ root, distDir: path.join(root, 'dist'), mode, log: (line) => { console.log(`prepare: ${line}`); } });
  if (!state.built && state.distDir) console.log('prepare: portal: dist/ is up to date');
}

/** SEED_DEMO as `npm start` reads it (the default, seeded, when the environment has a problem `npm start` will report). */
async function seedDemo(): Promise<boolean> {
  const { configFromEnv } = await import('../server/config/config.ts');
  try {
    return configFromEnv().seedDemo;
  } catch {
    return true;
  }
}

async function template(): Promise<void> {
  const { templateModeFromEnv } = await import('../server/db/pgliteTemplate.ts');
  if (templateModeFromEnv() === 'off') return;
  const { ensureStartTemplate } = await import('../server/startup/freshDatabase.ts');
  const made = await ensureStartTemplate(root, await seedDemo());
  console.log(made.madeInMs === null
    ? `prepare: database template: up to date (${path.relative(root, made.dir)})`
    : `prepare: database template: made in ${(made.madeInMs / 1000).toFixed(1)} s (${path.relative(root, made.dir)})`);
}

const started = performance.now();
const results = await Promise.allSettled([portal(), template()]);
for (const result of results) {
  if (result.status === 'rejected') {
    console.log(`prepare: ${(result.reason as Error).message} (npm start will do it instead)`);
  }
}
console.log(`prepare: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
