/**
 * My companies under All on the large seed (issue 8, item 6): Benchmark Capital's 10,000 companies in one table,
 * with only a window of rows in the document and the last one reached by scrolling. The large set needs a PostgreSQL
 * server: with DATABASE_URL set, a database of its own (`e2e_large_portfolio`) is seeded once with the project's own
 * large seed and reused by later runs, and the product runs on it; without DATABASE_URL the case is skipped. The seed
 * leaves out the large set's books (a million accounting rows and most of its seeding time), which this walk never
 * reads: the companies, wallets, investments and valuations are the full set's.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LARGE } from '../../server/seed/largeData.ts';
import { prepareBenchDatabase } from '../bench/engine/benchDb.ts';
import { launchChromium, newContext, screenshot } from './browser.ts';
import { answerInvite, companiesSection, companiesTable, DEMO, firstCells, organizationIdOf, showing, signIn, switchOrganization } from './portfolio.ts';
import { adminGraphQL, startProduct } from './productProcess.ts';
import type { RunningProduct } from './productProcess.ts';

const serverUrl = process.env.DATABASE_URL;
const DATABASE = 'e2e_large_portfolio';

let product: RunningProduct | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  if (!serverUrl) return;
  const database = await prepareBenchDatabase(serverUrl, DATABASE, { books: false });
  product = await startProduct({ DATABASE_URL: database.url });
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

it.skipIf(!serverUrl)(`shows Benchmark Capital's companies under All, a window at a time, down to the last (large seed; skipped without DATABASE_URL)`, async () => {
  if (!product || !browser) throw new Error('the product did not start');
  const running = product;
  const organizationId = await organizationIdOf(running, 'Benchmark Capital');
  const { total, last, pending } = await adminGraphQL<{
    total: { aggregate: { count: number } };
    last: { name: string }[];
    pending: { aggregate: { count: number } };
  }>(running, `query ($organization: uuid!, $email: citext!) {
    total: portfolio_company_aggregate(where: { organization_id: { _eq: $organization } }) { aggregate { count } }
    last: portfolio_company(where: { organization_id: { _eq: $organization } }, order_by: [{ name: desc }, { id: desc }], limit: 1) { name }
    pending: portfolio_invite_aggregate(where: { email: { _eq: $email }, status: { _eq: pending } }) { aggregate { count } }
  }`, { organization: organizationId, email: DEMO.email });
  const count = total.aggregate.count;
  expect(count).toBe(LARGE.companies);

  const context = await newContext(browser);
  const page: Page = await context.newPage();
  await signIn(page, running, DEMO.email, DEMO.password);
  // The demo data's invite to Ipê greets the first sign-in on this database; later runs find it answered.
  if (pending.aggregate.count > 0) await answerInvite(page, 'Decline');
  await switchOrganization(page, organizationId);

  await page.goto(`${running.base}/app/my-companies?size=all`);
  const section = companiesSection(page);
  const table = companiesTable(page);
  await expect.poll(() => showing(section).textContent(), { timeout: 30_000 })
    .toBe(`Showing 1–${count.toLocaleString('en')} of ${count.toLocaleString('en')} records`);
  await expect.poll(async () => (await firstCells(table)).length).toBeGreaterThan(10);
  expect(await table.getAttribute('aria-rowcount')).toBe(String(count + 1));
  // A window of rows, not ten thousand: about the window's height in rows, and a margin on each side.
  expect(await table.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(60);
  await screenshot(page, 'companies-large-all-top');

  // The page itself scrolls: End goes to its bottom.
  await page.evaluate(() => { (globalThis as unknown as { document: { activeElement: { blur?: () => void } | null } }).document.activeElement?.blur?.(); });
  await page.keyboard.press('End');
  const lastRow = table.locator(`tbody tr[aria-rowindex="${count + 1}"]`);
  await lastRow.waitFor();
  expect(await lastRow.locator('td').first().textContent()).toBe(last.at(0)?.name);
  expect(await table.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(60);
  await screenshot(page, 'companies-large-all-bottom');
  await context.close();
}, 120_000);
