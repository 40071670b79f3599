/**
 * npm run bench:lighthouse — Lighthouse on the portal's sign-in page as `npm start` serves it. A benchmark, not a test:
 * it prints figures against the goals (performance ≥ 95, LCP ≤ 1.0 s, TBT ≤ 100 ms).
 *
 * Builds the portal when its sources changed (the same check as `npm start`), starts `server/main.ts` in a child
 * process on a fresh temporary data directory (embedded PGlite) and a free port, and audits `/sign-in` in Debian's
 * Chromium (`CHROME_PATH`, default /usr/bin/chromium) with the desktop preset and with Lighthouse's default mobile
 * emulation, LIGHTHOUSE_RUNS (3) runs each, printing the median of each figure. The server, the browser and the
 * temporary directory go away at the end, also on failure or Ctrl-C.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePortalBuilt, portalStaleness } from '../../server/portal/ensurePortalBuilt.ts';
import { freePort, startChild, type Child } from './engine/children.ts';
import { audit, CATEGORIES, launchBrowser, medianFigures, type AuditFigures, type Browser, type Preset } from './lighthouse/audit.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const CHROME_PATH = process.env.CHROME_PATH?.trim() || '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const PRESETS: Preset[] = ['desktop', 'mobile'];
const PAGE = '/sign-in';

const GOALS = { performance: 95, lcpMs: 1000, tbtMs: 100 };

async function buildIfStale(): Promise<void> {
  await ensurePortalBuilt({ root: ROOT, distDir: DIST, mode: 'auto' });
  if (portalStaleness(ROOT, DIST).stale) throw new Error('the portal build failed (see above)');
}

/** `npm start` in a child on its own data; resolves once the page answers. */
async function startServer(dataDir: string): Promise<{ server: Child; base: string }> {
  const port = await freePort();
  const server = await startChild({
    script: 'server/main.ts', ready: /^portal: /m, timeoutMs: 180_000,
    env: {
      HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn',
      // Embedded PGlite even when the caller's shell points DATABASE_URL at a server; the build is done already.
      DATABASE_URL: '', PORTAL_BUILD: 'skip',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  // The first request also warms the server's file handling, which a visitor's would not pay for either.
  const response = await fetch(`${base}${PAGE}`, { headers: { accept: 'text/html' } });
  if (!response.ok || !(await response.text()).includes('<div id="root">')) {
    await server.stop();
    throw new Error(`${base}${PAGE} did not answer the portal's page (HTTP ${response.status}): is dist/ there?`);
  }
  return { server, base };
}

async function auditPreset(browser: Browser, url: string, preset: Preset): Promise<AuditFigures> {
  const runs: AuditFigures[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const figures = await audit(browser, url, preset);
    console.log(`  ${preset} run ${run}/${RUNS}: performance ${figures.performance}, LCP ${Math.round(figures.lcp)} ms, `
      + `TBT ${Math.round(figures.tbt)} ms (benchmark index ${Math.round(figures.benchmarkIndex)}, CPU ÷ ${figures.cpuSlowdown})`);
    runs.push(figures);
  }
  return medianFigures(runs);
}

const verdict = (ok: boolean): string => (ok ? 'met' : 'MISSED');

function printResults(results: Map<Preset, AuditFigures>): void {
  console.log(`\n${PAGE}, median of ${RUNS} run(s) per preset; goals: performance ≥ ${GOALS.performance}, `
    + `LCP ≤ ${(GOALS.lcpMs / 1000).toFixed(1)} s, TBT ≤ ${GOALS.tbtMs} ms`);
  const header = ['preset', 'perf', 'LCP ms', 'TBT ms', 'FCP ms', 'CLS', 'a11y', 'best pr.', 'goals: perf / LCP / TBT'];
  const rows = [...results].map(([preset, f]) => [
    preset, String(f.performance), String(Math.round(f.lcp)), String(Math.round(f.tbt)), String(Math.round(f.fcp)),
    f.cls.toFixed(3), String(f.accessibility), String(f.bestPractices),
    [f.performance >= GOALS.performance, f.lcp <= GOALS.lcpMs, f.tbt <= GOALS.tbtMs].map(verdict).join(' / '),
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i].length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd());
  const mobile = results.get('mobile');
  if (mobile) {
    // Simulated throttling divides this machine's speed by a fixed factor, so the same page scores better on a
    // faster machine: say which phone the mobile figures stand for.
    const phone = Math.round(mobile.benchmarkIndex / mobile.cpuSlowdown);
    console.log(`mobile stands for a phone of benchmark index ${phone} (this machine ${Math.round(mobile.benchmarkIndex)} ÷ `
      + `${mobile.cpuSlowdown}); DevTools calibrates a mid-tier phone at 1,000 and a low-tier one at 264`);
  }
}

console.log(`npm run bench:lighthouse — Lighthouse (${CATEGORIES.join(', ')}) on ${PAGE}`);
console.log(`machine: ${os.cpus().length} cores, Node ${process.version}; browser ${CHROME_PATH}; server and browser share the cores`);
// chrome-launcher reports a missing binary as an unhandled 'error' event with a page of flags: say it plainly first.
if (!fs.existsSync(CHROME_PATH)) throw new Error(`no browser at ${CHROME_PATH}: install Debian's chromium or set CHROME_PATH`);
await buildIfStale();

// The server's data (DATA_DIR) and Chromium's profile, both removed at the end.
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
let server: Child | undefined;
let browser: Browser | undefined;
/** Synchronous, so it can also run on `exit`: children.ts turns Ctrl-C into process.exit (after killing the server). */
const cleanUp = () => {
  browser?.kill(); // SIGKILL to Chromium's process group
  browser = undefined;
  fs.rmSync(tempDir, { recursive: true, force: true, maxRetries: 5 });
};
process.once('exit', cleanUp);

try {
  const started = await startServer(path.join(tempDir, 'data'));
  server = started.server;
  browser = await launchBrowser(CHROME_PATH, path.join(tempDir, 'chromium'));
  const results = new Map<Preset, AuditFigures>();
  for (const preset of PRESETS) results.set(preset, await auditPreset(browser, `${started.base}${PAGE}`, preset));
  printResults(results);
} finally {
  await server?.stop();
  cleanUp();
}
