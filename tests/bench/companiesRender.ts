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
import os from 'node:os';
import type { Page } from 'playwright-core';
import { DEMO, median, startRenderBenchProduct } from './renderBenchProduct.ts';

const RUNS = Number(process.env.RENDER_RUNS ?? 5);
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('bench:companies needs DATABASE_URL (a PostgreSQL server) for the large seed');
  process.exit(1);
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

const { base, browser, adminQuery, stop } = await startRenderBenchProduct(serverUrl, 'companies');
try {
  const { portfolio_organization: organizations } = await adminQuery<{ portfolio_organization: { id: string }[] }>(
    `query { portfolio_organization(where: { name: { _eq: "Benchmark Capital" } }) { id } }`);
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
  await stop();
}
