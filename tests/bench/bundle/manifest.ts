/**
 * Vite's build manifest (`dist/.vite/manifest.json`, `build.manifest: true`) read as a chunk graph, and what a browser
 * downloads for the entry page and for each lazily loaded route module.
 *
 * A chunk's `imports` are its static imports: the browser fetches them before the chunk runs (Vite emits
 * `modulepreload` for them), so what a chunk costs is its closure over `imports`. `dynamicImports` are fetched only
 * when that code runs, so they are not part of the closure.
 */
import fs from 'node:fs';
import path from 'node:path';

/** One manifest entry (the fields this bench reads). Keys and `src` are paths relative to the project root. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest : null;
}

/** The page's entry chunk (`index.html`'s script). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const key = entries.find((candidate) => candidate === 'index.html') ?? entries[0];
  if (!key) throw new Error('the manifest has no entry chunk');
  return key;
}

/** Lazily loaded modules of our own (`import()` of a file under src/): the route modules. */
export function routeKeys(manifest: Manifest): string[] {
  return Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && manifest[key].src?.startsWith('src/')).sort();
}

/** `key` and every chunk it imports statically, directly or not. */
export function staticClosure(manifest: Manifest, key: string): Set<string> {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current) || !Object.hasOwn(manifest, current)) return;
    seen.add(current);
    for (const next of manifest[current].imports ?? []) visit(next);
  };
  visit(key);
  return seen;
}

/** The JS files of a set of chunks (output paths relative to dist/). */
export const jsFiles = (manifest: Manifest, keys: Iterable<string>): string[] =>
  [...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))];

/** The CSS files a set of chunks pulls in (Vite inserts them with the chunk). */
export const cssFiles = (manifest: Manifest, keys: Iterable<string>): string[] =>
  [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];
