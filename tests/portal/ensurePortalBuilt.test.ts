/**
 * When `npm start` rebuilds the portal (server/portal/ensurePortalBuilt.ts): the staleness decision over a temporary
 * project, and what each PORTAL_BUILD mode does, with Vite's build replaced by a stub that writes an index.html.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBuildInputs } from '../../server/portal/buildInputs.ts';
import type * as buildPortalModule from '../../server/portal/buildPortal.ts';
import { buildPortal, ViteMissingError } from '../../server/portal/buildPortal.ts';
import {
  ensurePortalBuilt, portalBuildModeFromEnv, portalStaleness, writeBuildStamp,
} from '../../server/portal/ensurePortalBuilt.ts';

vi.mock('../../server/portal/buildPortal.ts', async (importOriginal) => ({
  ...await importOriginal<typeof buildPortalModule>(),
  buildPortal: vi.fn(),
}));
const build = vi.mocked(buildPortal);

let root: string;
let distDir: string;

const write = (relative: string, text = 'x') => {
  fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  fs.writeFileSync(path.join(root, relative), text);
};
/** Moves a file's mtime forward, as saving it in an editor would. */
const touch = (relative: string) => {
  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(path.join(root, relative), later, later);
};
/** A build as far as the staleness check is concerned: the page plus the stamp of the inputs as they are now. */
const recordBuild = (env: NodeJS.ProcessEnv = {}) => {
  fs.mkdirSync(distDir, { recursive: true });
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html>');
  writeBuildStamp(distDir, readBuildInputs(root, env));
};
const staleness = (env: NodeJS.ProcessEnv = {}) => portalStaleness(root, distDir, env);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-root-'));
  distDir = path.join(root, 'dist');
  for (const file of ['index.html', 'vite.config.ts', 'package-lock.json', 'src/main.tsx', 'src/app/App.tsx',
    '__generated__/AppQuery.graphql.ts', 'common/cnpj.ts', 'common/cnpj.test.ts', 'src/app/App.test.tsx']) write(file);
  build.mockReset();
});
afterEach(() => { fs.rmSync(root, { recursive: true, force: true }); });

describe('portalStaleness', () => {
  it('stale without dist/index.html', () => {
    expect(staleness()).toEqual({ stale: true, reason: 'no dist/index.html yet' });
  });

  it('stale when dist/ has no stamp (built by plain `vite build`)', () => {
    fs.mkdirSync(distDir);
    fs.writeFileSync(path.join(distDir, 'index.html'), '');
    expect(staleness()).toMatchObject({ stale: true, reason: expect.stringContaining('.build-stamp.json') as unknown });
  });

  it('fresh right after a build', () => {
    recordBuild();
    expect(staleness()).toEqual({ stale: false });
  });

  it.each(['src/main.tsx', '__generated__/AppQuery.graphql.ts', 'common/cnpj.ts', 'index.html', 'vite.config.ts', 'package-lock.json'])(
    'stale when %s is saved', (file) => {
      recordBuild();
      touch(file);
      expect(staleness()).toEqual({ stale: true, reason: `${file} changed` });
    });

  it('stale when a file is edited to a new size within the same mtime tick', () => {
    recordBuild();
    const { mtime } = fs.statSync(path.join(root, 'src/main.tsx'));
    write('src/main.tsx', 'longer');
    fs.utimesSync(path.join(root, 'src/main.tsx'), mtime, mtime);
    expect(staleness()).toEqual({ stale: true, reason: 'src/main.tsx changed' });
  });

  it('stale when a source is added or removed, or public/ appears', () => {
    recordBuild();
    write('src/app/New.tsx');
    expect(staleness()).toEqual({ stale: true, reason: 'src/app/New.tsx added' });
    recordBuild();
    fs.rmSync(path.join(root, 'src/app/App.tsx'));
    expect(staleness()).toEqual({ stale: true, reason: 'src/app/App.tsx removed' });
    recordBuild();
    write('public/robots.txt');
    expect(staleness()).toEqual({ stale: true, reason: 'public/robots.txt added' });
  });

  it('stale when a VITE_* variable changes, not when another one does', () => {
    recordBuild({ VITE_SENTRY_DSN: 'a' });
    expect(staleness({ VITE_SENTRY_DSN: 'a', PORT: '1' })).toEqual({ stale: false });
    expect(staleness({ VITE_SENTRY_DSN: 'b' })).toEqual({ stale: true, reason: 'VITE_* variables changed' });
  });

  it('fresh after tests, dotfiles and files outside the inputs change', () => {
    recordBuild();
    touch('common/cnpj.test.ts');
    touch('src/app/App.test.tsx');
    write('src/.DS_Store');
    write('server/main.ts');
    write('README.md');
    expect(staleness()).toEqual({ stale: false });
  });
});

describe('ensurePortalBuilt', () => {
  const lines: string[] = [];
  const run = (mode: 'auto' | 'skip' | 'force') => ensurePortalBuilt({ root, distDir, mode, env: {}, log: (line) => lines.push(line) });
  const fakeBuild = () => {
    build.mockImplementation(() => {
      fs.mkdirSync(distDir, { recursive: true });
      fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html>');
      return Promise.resolve({ milliseconds: 1234, precompressed: 3 });
    });
  };
  beforeEach(() => { lines.length = 0; });

  it('auto: builds a fresh clone once, prints one line, then skips until a source changes', async () => {
    fakeBuild();
    expect(await run('auto')).toEqual({ distDir, built: true });
    expect(lines).toEqual(['portal: built dist/ in 1.2 s (no dist/index.html yet)']);
    expect(await run('auto')).toEqual({ distDir, built: false });
    touch('src/main.tsx');
    expect(await run('auto')).toEqual({ distDir, built: true });
    expect(lines[1]).toBe('portal: built dist/ in 1.2 s (src/main.tsx changed)');
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('force builds a fresh dist/ again; skip never builds', async () => {
    fakeBuild();
    recordBuild();
    expect(await run('force')).toMatchObject({ built: true });
    touch('src/main.tsx');
    expect(await run('skip')).toEqual({ distDir, built: false });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('skip without a dist/ serves only the API', async () => {
    expect(await run('skip')).toEqual({ distDir: null, built: false });
    expect(lines[0]).toMatch(/serving only the API/);
  });

  it('without Vite: serves an existing dist/ as it is, or only the API', async () => {
    build.mockRejectedValue(new ViteMissingError('vite is not installed'));
    expect(await run('auto')).toEqual({ distDir: null, built: false });
    expect(lines[0]).toMatch(/vite is not installed .*serving only the API/);
    fs.mkdirSync(distDir);
    fs.writeFileSync(path.join(distDir, 'index.html'), '');
    expect(await run('auto')).toEqual({ distDir, built: false });
    expect(lines[1]).toMatch(/serving dist\/ as it was built/);
  });

  it('a failed build keeps the previous dist/ and says why', async () => {
    recordBuild();
    touch('src/main.tsx');
    build.mockRejectedValue(new Error('Build failed with 1 error:\nsrc/main.tsx:1:1: Unexpected token'));
    expect(await run('auto')).toEqual({ distDir, built: false });
    expect(lines[0]).toMatch(/^portal: build failed, serving the previous dist\/:\nBuild failed with 1 error/);
    // No stamp was written for the failed build: the next start tries again.
    expect(staleness()).toMatchObject({ stale: true });
  });
});

describe('portalBuildModeFromEnv', () => {
  it.each([[undefined, 'auto'], ['', 'auto'], ['auto', 'auto'], ['skip', 'skip'], ['FORCE', 'force']])('%s → %s', (value, mode) => {
    expect(portalBuildModeFromEnv({ PORTAL_BUILD: value })).toBe(mode);
  });

  it('refuses anything else, naming the choices', () => {
    expect(() => portalBuildModeFromEnv({ PORTAL_BUILD: 'always' })).toThrow('PORTAL_BUILD must be auto, skip or force, got "always"');
  });
});
