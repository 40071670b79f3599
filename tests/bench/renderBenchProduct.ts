/**
 * What the first-render benchmarks (bench:companies, bench:dashboard) share: the large set seeded once into a bench
 * database of the PostgreSQL server, the product started on it as `npm start` runs (the portal built when stale),
 * Chromium, an admin query for the ids a bench needs, and the median of its samples.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { ensurePortalBuilt } from '../../server/portal/ensurePortalBuilt.ts';
import { prepareBenchDatabase } from './engine/benchDb.ts';
import { freePort, startChild } from './engine/children.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export const DEMO = { email: 'investidor@demo.local', password: 'Investidor@2026' } as const;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export interface RenderBenchProduct {
  base: string;
  browser: Browser;
  /** A GraphQL query as the admin. */
  adminQuery: <T>(query: string) => Promise<T>;
  stop: () => Promise<void>;
}

/**
 * Seeds (or reuses) the large set in `BENCH_DB_NAME` (default bench_engine, shared with bench:engine) of the server at
 * `serverUrl`, starts the product on it and launches Chromium (`CHROME_PATH`, default /usr/bin/chromium).
 */
export async function startRenderBenchProduct(serverUrl: string, name: string): Promise<RenderBenchProduct> {
  const bench = await prepareBenchDatabase(serverUrl, process.env.BENCH_DB_NAME ?? 'bench_engine');
  console.log(`large set: ${bench.state}${bench.seedSeconds ? ` in ${bench.seedSeconds.toFixed(0)} s` : ''} (${bench.name})`);
  await ensurePortalBuilt({ root: ROOT, distDir: path.join(ROOT, 'dist'), mode: 'auto' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const port = await freePort();
  const server = await startChild({
    script: 'server/main.ts',
    env: { DATABASE_URL: bench.url, DATA_DIR: dataDir, PORT: String(port), HOST: 'localhost', PORTAL_BUILD: 'skip', LOG_LEVEL: 'warn' },
    // The last start-up line, printed once the server listens.
    ready: /^portal: (http|not served)/m,
    timeoutMs: 120_000,
  });
  const base = `http://localhost:${port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const { adminSecret } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { adminSecret: string };
  const adminQuery = async <T>(query: string): Promise<T> => {
    const response = await fetch(`${base}/v1/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': adminSecret }, body: JSON.stringify({ query }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  return {
    base,
    browser,
    adminQuery,
    stop: async () => {
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs the demo investor in on `page`, in English, and returns a way to choose the organization the portal shows
 * (as the shell's switcher keeps it). The demo investor's pending invite opens a dialog on every page until answered;
 * it does not hold the page back.
 */
export async function signInDemo(page: Page, base: string): Promise<(organizationId: string) => Promise<void>> {
  await page.goto(`${base}/sign-in`);
  await page.evaluate(() => {
    (globalThis as unknown as { localStorage: { setItem: (key: string, value: string) => void } }).localStorage.setItem('locale', 'en');
  });
  await page.locator('input[type=email]').fill(DEMO.email);
  await page.locator('input[type=password]').first().fill(DEMO.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/app/**');
  return async (organizationId: string) => {
    await page.evaluate((id) => {
      (globalThis as unknown as { localStorage: { setItem: (key: string, value: string) => void } }).localStorage.setItem('selectedOrganization', id);
    }, organizationId);
  };
}
