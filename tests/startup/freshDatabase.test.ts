/**
 * A new data directory's database starts from a copy of a template cluster (server/db/pgliteTemplate.ts,
 * server/startup/freshDatabase.ts): the template's name follows what decides its contents, it is made once and reused,
 * copies are independent of each other and of the template, the local secrets stay each directory's own, and a
 * PostgreSQL server, an in-memory database or a directory that already has a cluster are left alone.
 *
 * The clusters here start from the tests' snapshot of a migrated database rather than from initdb (seconds saved).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localSecrets, localSecretsPath } from '../../server/config/localSecrets.ts';
import type { Db } from '../../server/db/driver.ts';
import { migrateUp } from '../../server/db/migrate.ts';
import { pgliteClusterDir } from '../../server/db/openDb.ts';
import { dumpPglite, openPglite } from '../../server/db/pglite.ts';
import {
  copyTemplate, ensureTemplate, hasCluster, templateKey, templateModeFromEnv, templatePath, TEMPLATE_INPUTS,
  type TemplateSpec,
} from '../../server/db/pgliteTemplate.ts';
import { describeSource, startFromTemplate } from '../../server/startup/freshDatabase.ts';
import { StartupPhases } from '../../server/startup/phases.ts';
import { testTargets } from '../helpers/testDb.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');
let scratch: string;
let migrated: Blob;

/** A new cluster in `dir`, migrated: loaded from the tests' snapshot instead of initdb. */
const createMigrated = (dir: string): Promise<Db> => openPglite({ dataDir: dir, snapshot: migrated });

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-database-'));
  const pglite = testTargets({}).find((target) => target.name === 'pglite');
  if (!pglite) throw new Error('no PGlite target');
  const database = await pglite.create({ migrate: true });
  migrated = await dumpPglite(database.db);
  await database.drop();
});

afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('templateKey', () => {
  let root: string;
  const write = (relative: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    fs.writeFileSync(path.join(root, relative), text);
  };
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(scratch, 'key-'));
    write('nhost/migrations/default/1_first/up.sql', 'CREATE TABLE a ();');
    write('server/seed/seed.ts', 'export {};');
    write('node_modules/@electric-sql/pglite/package.json', '{"version":"0.5.16"}');
  });

  it('is the same for the same inputs, and differs between the seeded and the migrated template', () => {
    expect(templateKey(root, { seeded: true })).toBe(templateKey(root, { seeded: true }));
    expect(templateKey(root, { seeded: true })).not.toBe(templateKey(root, { seeded: false }));
  });

  it('changes with a migration edited, a migration added, the seed code and PGlite\'s version', () => {
    const keys = [templateKey(root, { seeded: true })];
    write('nhost/migrations/default/1_first/up.sql', 'CREATE TABLE a (id int);');
    keys.push(templateKey(root, { seeded: true }));
    write('nhost/migrations/default/2_second/up.sql', 'CREATE TABLE b ();');
    keys.push(templateKey(root, { seeded: true }));
    write('server/seed/seed.ts', 'export const x = 1;');
    keys.push(templateKey(root, { seeded: true }));
    write('node_modules/@electric-sql/pglite/package.json', '{"version":"0.5.17"}');
    keys.push(templateKey(root, { seeded: true }));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('covers the migrations, the seed and the packages that decide their output', () => {
    expect(TEMPLATE_INPUTS).toEqual(expect.arrayContaining([
      'nhost/migrations', 'server/db/migrate.ts', 'server/seed', 'node_modules/@electric-sql/pglite/package.json',
      'node_modules/@faker-js/faker/package.json', 'node_modules/bcryptjs/package.json',
    ]));
    for (const input of TEMPLATE_INPUTS) expect(fs.existsSync(path.join(projectRoot, input)), input).toBe(true);
  });
});

describe('templateModeFromEnv', () => {
  it('is auto by default and off on request; anything else is refused', () => {
    expect(templateModeFromEnv({})).toBe('auto');
    expect(templateModeFromEnv({ PGLITE_TEMPLATE: 'off' })).toBe('off');
    expect(templateModeFromEnv({ PGLITE_TEMPLATE: ' AUTO ' })).toBe('auto');
    expect(() => templateModeFromEnv({ PGLITE_TEMPLATE: 'sometimes' })).toThrow(/PGLITE_TEMPLATE/);
  });
});

describe('a template and its copies', () => {
  let cacheDir: string;
  let spec: TemplateSpec;
  const marker = async (db: Db): Promise<void> => {
    await migrateUp(db);
    await db.exec("CREATE TABLE public.made_once (note text); INSERT INTO public.made_once VALUES ('template')");
  };

  beforeAll(() => {
    cacheDir = path.join(scratch, 'cache');
    spec = { cacheDir, key: 'aaaa', seeded: true };
  });

  it('is made once, then reused as it is', async () => {
    const build = vi.fn(marker);
    const made = await ensureTemplate(spec, build, createMigrated);
    expect(made.madeInMs).not.toBeNull();
    expect(made.dir).toBe(templatePath(spec));
    expect(hasCluster(made.dir)).toBe(true);
    const again = await ensureTemplate(spec, build, createMigrated);
    expect(again).toEqual({ dir: made.dir, madeInMs: null });
    expect(build).toHaveBeenCalledTimes(1);
    // Only the complete template is left in the cache, no partial copy.
    expect(fs.readdirSync(cacheDir)).toEqual([path.basename(made.dir)]);
  });

  it('gives each data directory a copy of its own, with its own secrets', async () => {
    const template = { dir: templatePath(spec), madeInMs: null };
    const dataDirs = ['one', 'two'].map((name) => path.join(scratch, name));
    for (const dataDir of dataDirs) {
      const source = await startFromTemplate({ root: projectRoot, db: { dataDir }, seeded: true, mode: 'auto', template: () => Promise.resolve(template) });
      expect(source).toEqual({ kind: 'template', templateMadeInMs: null });
      expect(describeSource(source)).toBe('copied from the template');
    }
    const [one, two] = await Promise.all(dataDirs.map((dataDir) => openPglite({ dataDir: pgliteClusterDir({ dataDir }) ?? '' })));
    try {
      expect((await one.query('SELECT note FROM public.made_once')).rows).toEqual([{ note: 'template' }]);
      await one.exec("INSERT INTO public.made_once VALUES ('one only')");
      expect((await two.query('SELECT count(*)::int AS n FROM public.made_once')).rows).toEqual([{ n: 1 }]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
    const reopened = await openPglite({ dataDir: template.dir });
    try {
      expect((await reopened.query('SELECT count(*)::int AS n FROM public.made_once')).rows).toEqual([{ n: 1 }]);
    } finally {
      await reopened.close();
    }
    // The secrets are written beside the copy, never in the template: each directory has its own.
    const secrets = dataDirs.map((dataDir) => localSecrets(dataDir));
    expect(secrets[0].adminSecret).not.toBe(secrets[1].adminSecret);
    expect(secrets[0].jwtSecret).not.toBe(secrets[1].jwtSecret);
    expect(dataDirs.map((dataDir) => fs.existsSync(localSecretsPath(dataDir)))).toEqual([true, true]);
    expect(fs.readdirSync(template.dir, { recursive: true })).not.toContain('secrets.json');
  });

  it('is made anew when its inputs change, and the old one is removed', async () => {
    const newer = { ...spec, key: 'bbbb' };
    const made = await ensureTemplate(newer, marker, createMigrated);
    expect(made.madeInMs).not.toBeNull();
    expect(fs.readdirSync(cacheDir)).toEqual([path.basename(templatePath(newer))]);
  });

  it('made by two starts at once, is made whole by each and kept once', async () => {
    const raced = { ...spec, key: 'cccc' };
    const [first, second] = await Promise.all([ensureTemplate(raced, marker, createMigrated), ensureTemplate(raced, marker, createMigrated)]);
    expect(first.dir).toBe(second.dir);
    expect(hasCluster(first.dir)).toBe(true);
    // The race's loser removed its own cluster; the template of the older key went with the newer one's arrival.
    expect(fs.readdirSync(cacheDir)).toEqual([path.basename(templatePath(raced))]);
    const db = await openPglite({ dataDir: first.dir });
    try {
      expect((await db.query('SELECT note FROM public.made_once')).rows).toEqual([{ note: 'template' }]);
    } finally {
      await db.close();
    }
  });

  it('never copies over a cluster, nor into a directory that is not empty', async () => {
    const dataDir = path.join(scratch, 'three');
    const clusterDir = pgliteClusterDir({ dataDir }) ?? '';
    fs.mkdirSync(clusterDir, { recursive: true });
    fs.writeFileSync(path.join(clusterDir, 'stray'), '');
    expect(copyTemplate(templatePath({ ...spec, key: 'cccc' }), clusterDir)).toBe(false);
    expect(fs.readdirSync(clusterDir)).toEqual(['stray']);
    const source = await startFromTemplate({
      root: projectRoot, db: { dataDir }, seeded: true, mode: 'auto', template: () => Promise.resolve({ dir: templatePath({ ...spec, key: 'cccc' }), madeInMs: null }),
    });
    expect(source).toEqual({ kind: 'initdb', reason: 'pglite/ is not empty' });
  });
});

describe('startFromTemplate leaves alone', () => {
  const unused = vi.fn(() => Promise.reject(new Error('no template should be asked for')));

  it('a PostgreSQL server, an in-memory database, an existing cluster and PGLITE_TEMPLATE=off', async () => {
    const dataDir = path.join(scratch, 'untouched');
    const onServer = await startFromTemplate({ root: projectRoot, db: { databaseUrl: 'postgres://localhost/x', dataDir }, seeded: true, mode: 'auto', template: unused });
    expect(onServer).toEqual({ kind: 'server' });
    expect(fs.existsSync(dataDir)).toBe(false);
    expect(await startFromTemplate({ root: projectRoot, db: { dataDir: 'memory' }, seeded: true, mode: 'auto', template: unused })).toEqual({ kind: 'memory' });
    expect(await startFromTemplate({ root: projectRoot, db: { dataDir }, seeded: true, mode: 'off', template: unused }))
      .toEqual({ kind: 'initdb', reason: 'PGLITE_TEMPLATE=off' });
    expect(fs.existsSync(dataDir)).toBe(false);
    fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '18\n');
    expect(await startFromTemplate({ root: projectRoot, db: { dataDir }, seeded: true, mode: 'auto', template: unused })).toEqual({ kind: 'existing' });
    expect(unused).not.toHaveBeenCalled();
  });

  it('the start when the template cannot be made: the database is created as before', async () => {
    const dataDir = path.join(scratch, 'unmade');
    const source = await startFromTemplate({
      root: projectRoot, db: { dataDir }, seeded: true, mode: 'auto', template: () => Promise.reject(new Error('EACCES: read-only')),
    });
    expect(source).toEqual({ kind: 'initdb', reason: 'no template: EACCES: read-only' });
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });
});

describe('StartupPhases', () => {
  it('prints each step\'s time from the process\'s start to listening, on one line', () => {
    const clock = [1200, 2100, 2180, 2180, 2700, 2700, 2760];
    const phases = new StartupPhases(() => clock.shift() ?? 0);
    phases.end('database', 'copied from the template');
    phases.end('migrations');
    phases.end('seed');
    phases.end('engine');
    phases.end('portal', '(up to date)');
    phases.end('listen');
    expect(phases.total()).toBe(2760);
    expect(phases.line()).toBe('start-up: ready in 2.8 s (node and modules 1.2 s, database 0.9 s copied from the template, '
      + 'migrations 0.1 s, seed 0.0 s, engine 0.5 s, portal 0.0 s (up to date), listen 0.1 s)');
  });
});
