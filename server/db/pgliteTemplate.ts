/**
 * A fresh PGlite data directory starts from a copy of a template cluster instead of initdb: creating a cluster costs
 * 5 to 11 s on two cores (PGlite runs initdb in a second WebAssembly instance), migrating and seeding it 2 to 6 s
 * more, while copying the template's ~70 MB and opening the copy costs about 1 s.
 *
 * A template is a closed cluster, migrated and (for `npm start`'s default) seeded with the demo data, kept under
 * `node_modules/.cache/investor-portal/` and named by a hash of everything that decides its contents: PGlite's,
 * faker's and bcryptjs's versions, the migrations and their runner, and the seed's code. The demo seed is
 * deterministic and independent of today's date (a fixed seed and anchor month), so a copy holds exactly what seeding
 * the new directory would have written. A change to any of these inputs names a new template; the old one is removed
 * when the new one is made. `npm install` makes it (scripts/prepare.ts), and a start that needs one and finds none
 * makes it first.
 *
 * Nothing per installation lives in the cluster: the local secrets are `DATA_DIR/secrets.json`, written beside the
 * copy at its first start, so every data directory still has its own.
 *
 * The copy is made in a sibling directory and renamed into place, so a start stopped half-way leaves no half-made
 * cluster behind. Templates are made the same way: each maker renames its complete cluster, and the loser of a race
 * uses the winner's.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './driver.ts';
import { openPglite } from './pglite.ts';

export type TemplateMode = 'auto' | 'off';

/** `PGLITE_TEMPLATE`: `auto` (the default) starts a fresh data directory from the template, `off` runs initdb. */
export function templateModeFromEnv(env: NodeJS.ProcessEnv = process.env): TemplateMode {
  const value = env.PGLITE_TEMPLATE?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'auto' || value === 'on') return 'auto';
  if (value === 'off') return 'off';
  throw new Error(`PGLITE_TEMPLATE must be auto or off, got "${env.PGLITE_TEMPLATE ?? ''}"`);
}

/** What a template's contents depend on, relative to the project root: folders are hashed file by file. */
export const TEMPLATE_INPUTS = [
  'nhost/migrations',
  'server/db/migrate.ts',
  'server/db/pglite.ts',
  'server/seed',
  'common/cnpj.ts',
  'common/mulberry32.ts',
  'node_modules/@electric-sql/pglite/package.json',
  'node_modules/@faker-js/faker/package.json',
  'node_modules/bcryptjs/package.json',
];

/** The cache folder of `root`'s templates (removed with node_modules, so `npm ci` starts it over). */
export const templateCacheDir = (root: string): string => path.join(root, 'node_modules', '.cache', 'investor-portal');

function filesUnder(target: string): string[] {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return [];
  if (stat.isFile()) return [target];
  return fs.readdirSync(target, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The hash naming a template: the contents of every input file under `root` (and their paths, so a renamed or
 * added migration counts), and whether the demo data is in it.
 */
export function templateKey(root: string, options: { seeded: boolean; inputs?: readonly string[] }): string {
  const hash = createHash('sha256');
  hash.update(options.seeded ? 'seeded\n' : 'migrated\n');
  for (const input of options.inputs ?? TEMPLATE_INPUTS) {
    for (const file of filesUnder(path.join(root, input))) {
      hash.update(`${path.relative(root, file).split(path.sep).join('/')}\0`).update(fs.readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 20);
}

export interface TemplateSpec {
  /** Where templates are kept (`templateCacheDir(root)`). */
  cacheDir: string;
  key: string;
  seeded: boolean;
}

const PREFIX = 'pglite-template-';
const prefixOf = (seeded: boolean): string => `${PREFIX}${seeded ? 'seeded' : 'migrated'}-`;

/** The template's folder (a cluster, as PGlite keeps one on disk). */
export const templatePath = (spec: TemplateSpec): string => path.join(spec.cacheDir, `${prefixOf(spec.seeded)}${spec.key}`);

/** Whether a cluster lives in `dir` (PostgreSQL writes PG_VERSION first when it creates one). */
export const hasCluster = (dir: string): boolean => fs.existsSync(path.join(dir, 'PG_VERSION'));

export interface EnsuredTemplate {
  dir: string;
  /** Milliseconds spent making it, or null when it was there already. */
  madeInMs: number | null;
}

/**
 * The template of `spec`, made first when missing: a new cluster (`create`, by default PGlite's initdb in the folder)
 * that `build` migrates and seeds, closed and renamed into place. Older templates of the same kind are removed.
 */
export async function ensureTemplate(
  spec: TemplateSpec,
  build: (db: Db) => Promise<void>,
  create: (dir: string) => Promise<Db> = (dir) => openPglite({ dataDir: dir }),
): Promise<EnsuredTemplate> {
  const dir = templatePath(spec);
  if (hasCluster(dir)) return { dir, madeInMs: null };
  const started = performance.now();
  fs.mkdirSync(spec.cacheDir, { recursive: true });
  const partial = `${dir}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    const db = await create(partial);
    try {
      await build(db);
    } finally {
      await db.close();
    }
    try {
      fs.renameSync(partial, dir);
    } catch (error) {
      // Another process made it first: use theirs.
      if (!hasCluster(dir)) throw error;
    }
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
  removeOtherTemplates(spec);
  return { dir, madeInMs: Math.round(performance.now() - started) };
}

/** Removes the templates of the same kind made from other inputs, and partial ones their makers left behind. */
function removeOtherTemplates(spec: TemplateSpec): void {
  const keep = path.basename(templatePath(spec));
  for (const name of fs.readdirSync(spec.cacheDir)) {
    if (name === keep || !name.startsWith(prefixOf(spec.seeded))) continue;
    // Another process's template in the making is left alone unless its maker is gone.
    const maker = /\.partial-(\d+)-/.exec(name);
    if (maker && processAlive(Number(maker[1]))) continue;
    fs.rmSync(path.join(spec.cacheDir, name), { recursive: true, force: true });
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Copies the template cluster into `clusterDir`, which must hold no cluster yet (missing or empty). The copy is made
 * beside it and renamed into place. Returns false, copying nothing, when `clusterDir` is there and not empty.
 */
export function copyTemplate(templateDir: string, clusterDir: string): boolean {
  if (fs.existsSync(clusterDir)) {
    if (fs.readdirSync(clusterDir).length > 0) return false;
    fs.rmdirSync(clusterDir);
  }
  fs.mkdirSync(path.dirname(clusterDir), { recursive: true });
  const partial = `${clusterDir}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    // A copy-on-write clone where the file system offers one, a plain copy elsewhere.
    fs.cpSync(templateDir, partial, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
    fs.renameSync(partial, clusterDir);
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
  return true;
}
