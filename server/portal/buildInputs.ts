/**
 * What the portal's bundle is built from, and a fingerprint of it: the staleness check of `ensurePortalBuilt` compares
 * the fingerprint of the files on disk with the one recorded when `dist/` was built.
 *
 * The fingerprint covers each input's path, mtime and size, so an edit, a new file and a deleted file all change it
 * without reading any file's contents (a few hundred stats take milliseconds; hashing the contents would not).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Folders whose every file (tests excepted) goes into the bundle or decides what goes into it. */
const INPUT_DIRS = ['src', '__generated__', 'common', 'public'];

/**
 * Single files. Besides the entry page, the Vite config (and its plugins: the sign-in page's prerender, the startup
 * scripts' compile hints) and the lock file (a dependency upgrade changes the bundle): tsconfig.json (the JSX
 * transform reads it), relay.config.json (babel-plugin-relay finds the artifacts through it) and Vite's `.env` files
 * (their `VITE_*` values are compiled into the bundle).
 */
const INPUT_FILES = [
  'index.html', 'vite.config.ts', 'scripts/prerenderSignIn.ts', 'scripts/compileHints.ts', 'scripts/knownLocales.ts',
  'package-lock.json',
  'tsconfig.json', 'relay.config.json', '.env', '.env.local', '.env.production', '.env.production.local',
];

/** Tests sit beside the code (`X.test.tsx`) but are never bundled: editing one must not cost a rebuild. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** One input: its mtime (ms) and size (bytes), keyed by its path relative to the root with `/` separators. */
export type InputEntries = Record<string, [mtimeMs: number, size: number]>;

export interface BuildInputs {
  /** sha256 (hex) over every entry and the `VITE_*` environment. */
  fingerprint: string;
  entries: InputEntries;
}

/** Lists the inputs under `root` and fingerprints them together with the `VITE_*` variables of `env`. */
export function readBuildInputs(root: string, env: NodeJS.ProcessEnv = process.env): BuildInputs {
  const entries: InputEntries = {};
  const add = (relative: string, stat: fs.Stats) => { entries[relative] = [stat.mtimeMs, stat.size]; };
  for (const dir of INPUT_DIRS) walk(root, dir, add);
  for (const file of INPUT_FILES) {
    const stat = statOrNull(path.join(root, file));
    if (stat?.isFile()) add(file, stat);
  }
  const hash = createHash('sha256');
  for (const key of Object.keys(entries).sort()) hash.update(`${key}\0${entries[key].join('\0')}\n`);
  // Vite compiles `VITE_*` variables of the build's environment into the bundle, as it does those of the .env files.
  for (const key of Object.keys(env).filter((name) => name.startsWith('VITE_')).sort()) hash.update(`env:${key}=${env[key] ?? ''}\n`);
  return { fingerprint: hash.digest('hex'), entries };
}

/** The first input (in sorted order) that differs between two listings, for the log line: added, changed or removed. */
export function firstDifference(before: InputEntries, now: InputEntries): string | null {
  const paths = [...new Set([...Object.keys(before), ...Object.keys(now)])].sort();
  for (const key of paths) {
    if (!Object.hasOwn(before, key)) return `${key} added`;
    if (!Object.hasOwn(now, key)) return `${key} removed`;
    const [a, b] = [before[key], now[key]];
    if (a[0] !== b[0] || a[1] !== b[1]) return `${key} changed`;
  }
  return null;
}

function walk(root: string, relativeDir: string, add: (relative: string, stat: fs.Stats) => void): void {
  let names: fs.Dirent[];
  try {
    names = fs.readdirSync(path.join(root, relativeDir), { withFileTypes: true });
  } catch {
    return; // an optional folder (public/) that is not there
  }
  for (const entry of names) {
    // Dotfiles (.DS_Store, editor swap files) and installed packages are not sources.
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const relative = `${relativeDir}/${entry.name}`;
    if (entry.isDirectory()) walk(root, relative, add);
    else if (!TEST_FILE.test(entry.name)) {
      const stat = statOrNull(path.join(root, relative));
      if (stat?.isFile()) add(relative, stat);
    }
  }
}

function statOrNull(file: string): fs.Stats | null {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
}
