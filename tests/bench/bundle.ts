/**
 * npm run bench:bundle — how much gzipped JavaScript the portal makes a browser download, per route. A benchmark, not
 * a test: it prints figures.
 *
 * Builds the portal when its sources changed (the same check as `npm start`; `-- --force` always builds), then reads
 * `dist/.vite/manifest.json` and prints, all gzip -9 in KiB:
 *  1. the entry chunk alone and with its static imports (what every page loads before anything renders);
 *  2. per route module (an `import()`ed file under src/): the JS it adds over the entry, the total JS to render it,
 *     and the CSS it adds and in total;
 *  3. the sign-in route against its goal (≤ 170 KB of JS), and the shell;
 *  4. the chart library (Chart.js): the gzipped JS it adds to the routes that load it, and for every route whether
 *     it does (only the screens that draw charts should: the dashboard, the financial analysis);
 *  5. the ten largest chunks.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ensurePortalBuilt, portalStaleness } from '../../server/portal/ensurePortalBuilt.ts';
import { CHART_MODULE, chartLibrary } from './bundle/chartLibrary.ts';
import { cssFiles, entryKey, jsFiles, readManifest, routeKeys, staticClosure, type Manifest } from './bundle/manifest.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');

/** Route modules named in the output, with their goal if they have one. */
const NAMED_ROUTES = [
  { label: 'sign-in', module: 'src/auth/SignInScreen.tsx', goalBytes: 170_000, goalText: '≤ 170 KB' },
  { label: 'shell', module: 'src/app/shell/Shell.tsx', goalBytes: null, goalText: null },
] as const;

interface RouteRow {
  module: string;
  addedJs: number;
  totalJs: number;
  addedCss: number;
  totalCss: number;
}

const gzCache = new Map<string, number>();

/** Bytes of `file` (relative to dist/) after gzip -9, the figure the spike's tables use. */
function gzBytes(file: string): number {
  let size = gzCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
    gzCache.set(file, size);
  }
  return size;
}

const gzTotal = (files: string[]): number => files.reduce((sum, file) => sum + gzBytes(file), 0);
const kib = (bytes: number): string => (bytes / 1024).toFixed(1);

/** What each route adds over the entry's closure, which the page has already loaded when the route is opened. */
function routeRows(manifest: Manifest): RouteRow[] {
  const entry = staticClosure(manifest, entryKey(manifest));
  const [entryJs, entryCss] = [jsFiles(manifest, entry), cssFiles(manifest, entry)];
  return routeKeys(manifest).map((key) => {
    const closure = staticClosure(manifest, key);
    const added = [...closure].filter((chunk) => !entry.has(chunk));
    const addedJs = jsFiles(manifest, added).filter((file) => !entryJs.includes(file));
    const addedCss = cssFiles(manifest, added).filter((file) => !entryCss.includes(file));
    return {
      module: manifest[key].src ?? key,
      addedJs: gzTotal(addedJs),
      totalJs: gzTotal(entryJs) + gzTotal(addedJs),
      addedCss: gzTotal(addedCss),
      totalCss: gzTotal(entryCss) + gzTotal(addedCss),
    };
  });
}

/** A plain-text table; `align` has one letter per column, `l` or `r` (numbers). */
function printTable(headers: string[], align: string, rows: string[][]): void {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => (align[i] === 'r' ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ').trimEnd();
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

function printEntry(manifest: Manifest): void {
  const key = entryKey(manifest);
  const closure = staticClosure(manifest, key);
  console.log(`entry ${manifest[key].file}: own ${kib(gzBytes(manifest[key].file))} KiB gz; with its ${closure.size - 1} static import(s) `
    + `${kib(gzTotal(jsFiles(manifest, closure)))} KiB JS + ${kib(gzTotal(cssFiles(manifest, closure)))} KiB CSS`);
}

function printRoutes(rows: RouteRow[]): void {
  console.log(`\nroutes (${rows.length} lazily loaded modules under src/; KiB gz; "added" excludes what the entry loaded)`);
  if (rows.length === 0) {
    console.log('  none yet: no src/ module is loaded with import()');
    return;
  }
  printTable(['route module', 'added JS', 'total JS', 'added CSS', 'total CSS'], 'lrrrr',
    rows.map((row) => [row.module, kib(row.addedJs), kib(row.totalJs), kib(row.addedCss), kib(row.totalCss)]));
}

/** The named routes: their figures and goal, or why there are none. */
function printNamedRoutes(rows: RouteRow[]): void {
  console.log('');
  for (const named of NAMED_ROUTES) {
    const row = rows.find((candidate) => candidate.module === named.module);
    if (!row) {
      const why = fs.existsSync(path.join(ROOT, named.module)) ? 'found, but not lazily loaded (it is inside another chunk)' : 'not found';
      console.log(`${named.label} (${named.module}): ${why}${named.goalText ? `; goal ${named.goalText} of JS not measured` : ''}`);
      continue;
    }
    const goal = named.goalBytes === null ? ''
      : `; goal ${named.goalText} (${named.goalBytes.toLocaleString('en')} bytes): ${row.totalJs <= named.goalBytes ? 'met' : 'MISSED'}`;
    console.log(`${named.label} (${named.module}): ${kib(row.totalJs)} KiB JS to render (${kib(row.addedJs)} KiB its own)`
      + `, ${kib(row.totalCss)} KiB CSS${goal}`);
  }
}

function printChartLibrary(manifest: Manifest): void {
  const figures = chartLibrary(manifest);
  if (figures === null) {
    console.log(`\nchart library: no chunk comes from ${CHART_MODULE} (inlined into another chunk, or renamed)`);
    return;
  }
  const loading = figures.routes.filter((route) => route.loadsCharts);
  console.log(`\nchart library (Chart.js, from ${CHART_MODULE}): ${kib(gzTotal(figures.files))} KiB gz of JS added to the `
    + `${loading.length} route module(s) that load it, none to the other ${figures.routes.length - loading.length}`);
  printTable(['route module', 'loads the chart chunk'], 'll',
    figures.routes.map((route) => [route.module, route.loadsCharts ? 'yes' : 'no']));
}

function printLargestChunks(manifest: Manifest, count: number): void {
  const files = jsFiles(manifest, Object.keys(manifest)).sort((a, b) => gzBytes(b) - gzBytes(a)).slice(0, count);
  const sourceOf = (file: string) => {
    const chunk = Object.values(manifest).find((candidate) => candidate.file === file);
    return chunk?.src ?? chunk?.name ?? '';
  };
  console.log(`\nthe ${files.length} largest chunks`);
  printTable(['chunk', 'raw KiB', 'gz KiB', 'module'], 'lrrl', files.map((file) => [
    file, kib(fs.statSync(path.join(DIST, file)).size), kib(gzBytes(file)), sourceOf(file).replace(/^.*node_modules\//, ''),
  ]));
}

async function buildIfStale(force: boolean): Promise<Manifest> {
  await ensurePortalBuilt({ root: ROOT, distDir: DIST, mode: force ? 'force' : 'auto' });
  if (portalStaleness(ROOT, DIST).stale) throw new Error('the portal build failed (see above)');
  const manifest = readManifest(DIST);
  if (!manifest) throw new Error('dist/.vite/manifest.json is missing: is `build.manifest: true` still in vite.config.ts?');
  return manifest;
}

console.log('npm run bench:bundle — gzipped JS (gzip -9, KiB) per route of the built portal');
const manifest = await buildIfStale(process.argv.includes('--force'));
printEntry(manifest);
const rows = routeRows(manifest);
printRoutes(rows);
printNamedRoutes(rows);
printChartLibrary(manifest);
printLargestChunks(manifest, 10);
