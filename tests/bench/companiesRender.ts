/**
 * `npm run bench:companies`: time to first render of /app/my-companies in Chromium on the large seed (10,000
 * companies in one organization), with a page of 50 rows and with All (the virtualized body), as issue 8 asks.
 *
 * "First render" is from the start of the navigation (a full page load with the portal's code in the browser's
 * cache, as for a returning investor) to the first frame in which the table shows its data rows, read inside the page
 * with requestAnimationFrame polling, so the figure is the browser's own clock. The product runs as `npm start` does,
 * against the PostgreSQL server named by DATABASE_URL (the large set is seeded into a bench database once, then
 * reused, as `npm run bench:engine` does).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { ensurePortalBuilt } from '../../server/portal/ensurePortalBuilt.ts';
import { freePort, startChild } from './engine/children.ts';
import { prepareBenchDatabase } from './engine/benchDb.ts';

const RUNS = Number(process.env.RENDER_RUNS ?? 5);
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('bench:companies needs DATABASE_URL (a PostgreSQL server) for the large seed');
  process.exit(1);
}
const ROOT = path.resolve(import.meta.dirname, '../..');
const DEMO = { email: 'investidor@demo.local', password: 'Investidor@2026' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function adminQuery<T>(base: string, secret: string, query: string): Promise<T> {
  const response = await fetch(`${base}/v1/graphql`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': secret }, body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** Loads the page and returns ms from navigation start to the first frame showing `rows` data rows. */
async function firstRender(page: Page, url: string, rows: number): Promise<{ ms: number; domRows: number }> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (wanted) => {
      // This project's Node types have no DOM: the page's own globals, as the test sees them.
      const { document } = globalThis as unknown as { document: { querySelectorAll: (selector: string) => { length: number } } };
      const shown = document.querySelectorAll('tbody tr[aria-rowindex]').length;
      return shown >= wanted ? { ms: performance.now(), domRows: shown } : null;
    },
    rows, { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as { ms: number; domRows: number };
}

const bench = await prepareBenchDatabase(serverUrl, process.env.BENCH_DB_NAME ?? 'bench_engine');
console.log(`large set: ${bench.state}${bench.seedSeconds ? ` in ${bench.seedSeconds.toFixed(0)} s` : ''} (${bench.name})`);
await ensurePortalBuilt({ root: ROOT, distDir: path.join(ROOT, 'dist'), mode: 'auto' });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-companies-'));
const port = await freePort();
const server = await startChild({
  script: 'server/main.ts',
  env: { DATABASE_URL: bench.url, DATA_DIR: dataDir, PORT: String(port), HOST: 'localhost', PORTAL_BUILD: 'skip', LOG_LEVEL: 'warn' },
  ready: /^portal: /m,
  timeoutMs: 120_000,
});
const base = `http://localhost:${port}`;
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const { adminSecret } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { adminSecret: string };
  const { portfolio_organization: organizations } = await adminQuery<{ portfolio_organization: { id: string }[] }>(
    base, adminSecret, `query { portfolio_organization(where: { name: { _eq: "Benchmark Capital" } }) { id } }`);
  const organization = organizations.at(0);
  if (!organization) throw new Error('the large set has no Benchmark Capital organization');

  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.goto(`${base}/sign-in`);
  await page.evaluate((id) => {
    const { localStorage } = globalThis as unknown as { localStorage: { setItem: (key: string, value: string) => void } };
    localStorage.setItem('selectedOrganization', id);
    localStorage.setItem('locale', 'en');
  }, organization.id);
  await page.locator('input[type=email]').fill(DEMO.email);
  await page.locator('input[type=password]').first().fill(DEMO.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/app/**');

  console.log(`machine: ${os.cpus().length} cores, Node ${process.version}; server, PostgreSQL and Chromium share them; ${RUNS} runs after one warm-up`);
  console.log('view                                  median ms  min ms  max ms  data rows in DOM');
  for (const [label, query, rows] of [['page of 50', 'size=50', 50], ['All (10,000 rows, virtualized)', 'size=all', 20]] as const) {
    const url = `${base}/app/my-companies?${query}`;
    await firstRender(page, url, rows);
    const samples: { ms: number; domRows: number }[] = [];
    for (let run = 0; run < RUNS; run++) samples.push(await firstRender(page, url, rows));
    const times = samples.map((sample) => sample.ms);
    console.log(`${label.padEnd(38)}${median(times).toFixed(0).padStart(9)}${Math.min(...times).toFixed(0).padStart(8)}${Math.max(...times).toFixed(0).padStart(8)}${String(samples.at(-1)?.domRows ?? 0).padStart(18)}`);
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
