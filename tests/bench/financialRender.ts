/**
 * `npm run bench:financial`: the financial analysis in Chromium on the large seed (Benchmark Capital: 1,400 clients
 * with 36 months of books, over a million monthly figures and transactions in the database), against the same screens
 * on the demo data (Aurora Capital's own books) in the same run, as issue 17 asks:
 *  - the cash-flow tab for a full year: from the start of the navigation to the first frame with its closing cash;
 *  - the cash flow statement (DFC): to the first frame with its checks;
 *  - the x-ray panel of a cell made of 1,000 transactions (added for the run to one client account of a large-seed
 *    client, and taken back at the end): from the click to the frame showing the reconciliation and the first page of
 *    transactions;
 *  - the management report (PDF) of a full year: from the click on the management home to the download.
 * The product runs as `npm start` does on the PostgreSQL server named by DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), the large set seeded once into `BENCH_DB_NAME` (default bench_engine,
 * shared with the other benches). It prints figures and never fails on time.
 */
import os from 'node:os';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { median, signInDemo, startRenderBenchProduct } from './renderBenchProduct.ts';
import { databaseUrl } from './engine/benchDb.ts';

const RUNS = Number(process.env.RENDER_RUNS ?? 5);
const XRAY_TRANSACTIONS = 1_000;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BATCH_SHA = 'b'.repeat(64);

/** Loads `url` and returns ms from navigation start to the first frame in which `selector` matches. */
async function firstRender(page: Page, url: string, selector: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (wanted) => {
      const { document } = globalThis as unknown as { document: { querySelector: (s: string) => unknown } };
      return document.querySelector(wanted) ? performance.now() : null;
    },
    selector, { polling: 'raf', timeout: 120_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** Closes the demo investor's pending-invite dialog, which opens over every page until answered. */
async function dismissDialogs(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const backdrop = page.locator('.bp6-overlay-backdrop');
  if (await backdrop.count() === 0) return;
  await page.keyboard.press('Escape');
  await backdrop.first().waitFor({ state: 'detached' });
}

/** Clicks the cell named `label` and returns ms until the panel shows its reconciliation and its transactions. */
async function xrayOpen(page: Page, label: RegExp): Promise<number> {
  const cell = page.getByRole('button', { name: label });
  await cell.waitFor();
  await dismissDialogs(page);
  await page.evaluate(() => { (globalThis as unknown as { __clicked: number }).__clicked = performance.now(); });
  await cell.click();
  const handle = await page.waitForFunction(() => {
    const scope = globalThis as unknown as { __clicked: number; document: { querySelectorAll: (s: string) => ArrayLike<unknown>; querySelector: (s: string) => { textContent: string } | null } };
    const panel = scope.document.querySelector('[role=dialog][aria-label^="X-ray"]');
    const rows = scope.document.querySelectorAll('[role=dialog][aria-label^="X-ray"] table[aria-label=Transactions] tbody tr').length;
    return panel && panel.textContent.includes('Reconciled to the cent') && rows > 0 ? performance.now() - scope.__clicked : null;
  }, undefined, { polling: 'raf', timeout: 120_000 });
  return (await handle.jsonValue()) as number;
}

const { base, browser, adminQuery, stop } = await startRenderBenchProduct(serverUrl, 'financial');
const db = new pg.Client({ connectionString: databaseUrl(serverUrl, process.env.BENCH_DB_NAME ?? 'bench_engine') });
await db.connect();
let batchId: string | null = null;
try {
  const { portfolio_organization: organizations } = await adminQuery<{ portfolio_organization: { id: string; name: string; client_id: string | null }[] }>(
    `query { portfolio_organization(where: { name: { _in: ["Benchmark Capital", "Aurora Capital"] } }) { id name client_id } }`);
  const aurora = organizations.find((organization) => organization.name === 'Aurora Capital');
  const benchmark = organizations.find((organization) => organization.name === 'Benchmark Capital');
  if (!aurora?.client_id || !benchmark) throw new Error('the bench database lacks Aurora Capital\'s books or Benchmark Capital');
  const { rows: [large] } = await db.query<{ client_id: string; client_account_id: string; month: string }>(`
    SELECT c.client_id, ca.id AS client_account_id, to_char(max(t.occurred_on), 'YYYY-MM-01') AS month
    FROM portfolio.company c
    JOIN accounting.client_account ca ON ca.client_id = c.client_id
    JOIN accounting.account_mapping m ON m.client_account_id = ca.id
    JOIN accounting.account a ON a.id = m.account_id AND a.number = '1.01'
    JOIN accounting.transaction t ON t.client_account_id = ca.id
    WHERE c.organization_id = $1 AND c.client_id IS NOT NULL
    GROUP BY c.client_id, ca.id ORDER BY c.client_id LIMIT 1`, [benchmark.id]);
  const { rows: [last] } = await db.query<{ month: string }>(`
    SELECT to_char(max(e.month), 'YYYY-MM-01') AS month FROM accounting.entry e JOIN accounting.account a ON a.id = e.account_id WHERE a.client_id = $1`, [aurora.client_id]);
  const year = (month: string) => month.slice(0, 4);

  // A cell of 1,000 transactions: a batch of sales on the large client's revenue account in its last month.
  await db.query(`DELETE FROM accounting.import_batch WHERE file_sha256 = $1`, [BATCH_SHA]);
  const { rows: [batch] } = await db.query<{ id: string }>(`
    INSERT INTO accounting.import_batch (client_id, source, file_name, file_sha256, period_start, period_end)
    VALUES ($1, 'spreadsheet', 'bench-xray.xlsx', $2, $3::date, ($3::date + interval '1 month' - interval '1 day')::date) RETURNING id`,
  [large.client_id, BATCH_SHA, large.month]);
  batchId = batch.id;
  await db.query(`
    INSERT INTO accounting.transaction (client_account_id, batch_id, occurred_on, amount, description, counterparty, document, source_line)
    SELECT $1, $2, $3::date + (n % 28), -(100 + n % 997)::numeric / 10, 'Venda ' || n, 'Cliente ' || (n % 50), 'NF ' || n, n + 1
    FROM generate_series(1, $4) AS n`, [large.client_account_id, batchId, large.month, XRAY_TRANSACTIONS]);
  await db.query(`UPDATE accounting.import_batch SET status = 'applied' WHERE id = $1`, [batchId]);

  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const select = await signInDemo(page, base);

  console.log(`machine: ${os.cpus().length} cores, Node ${process.version}; server, PostgreSQL and Chromium share them; ${RUNS} runs after one warm-up`);
  console.log('screen and data                                  median ms  min ms  max ms');
  const medians = new Map<string, number>();
  const report = (label: string, times: number[]) => {
    medians.set(label, median(times));
    console.log(`${label.padEnd(49)}${median(times).toFixed(0).padStart(9)}${Math.min(...times).toFixed(0).padStart(8)}${Math.max(...times).toFixed(0).padStart(8)}`);
  };
  const cases = [
    ['cash flow, full year, demo (Aurora Capital)', aurora.id, aurora.client_id, year(last.month), 'cash-flow', 'table[aria-label="Cash flow"] tbody tr:last-child td'],
    ['cash flow, full year, large (Benchmark Capital)', benchmark.id, large.client_id, year(large.month), 'cash-flow', 'table[aria-label="Cash flow"] tbody tr:last-child td'],
    ['DFC with checks, demo (Aurora Capital)', aurora.id, aurora.client_id, year(last.month), 'statement', 'section[aria-label=Checks] [role=status]'],
    ['DFC with checks, large (Benchmark Capital)', benchmark.id, large.client_id, year(large.month), 'statement', 'section[aria-label=Checks] [role=status]'],
  ] as const;
  for (const [label, organization, client, shownYear, tab, selector] of cases) {
    await select(organization);
    const url = `${base}/app/management/financial?client=${client}&year=${shownYear}&from=1&to=12&tab=${tab}`;
    await firstRender(page, url, selector);
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run++) samples.push(await firstRender(page, url, selector));
    report(label, samples);
  }

  await select(benchmark.id);
  const monthLabel = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${large.month}T00:00:00Z`));
  const cellName = new RegExp(`^Receita de vendas de produtos, ${monthLabel}: .+\\. Open the x-ray$`);
  const xrayUrl = `${base}/app/management/financial?client=${large.client_id}&year=${year(large.month)}&tab=cash-flow&xray=1`;
  const xray: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    await page.goto(xrayUrl);
    const time = await xrayOpen(page, cellName);
    if (run > 0) xray.push(time);
  }
  report(`x-ray panel, cell of ${XRAY_TRANSACTIONS.toLocaleString('en')} transactions, large`, xray);

  for (const [label, organization, client] of [['PDF report, demo (Aurora Capital)', aurora.id, aurora.client_id], ['PDF report, large (Benchmark Capital)', benchmark.id, large.client_id]] as const) {
    await select(organization);
    const times: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      await page.goto(`${base}/app/management?client=${client}`);
      const button = page.getByRole('button', { name: 'Management report (PDF)' });
      await button.waitFor();
      await dismissDialogs(page);
      const started = Date.now();
      await Promise.all([page.waitForEvent('download'), button.click()]);
      if (run > 0) times.push(Date.now() - started);
    }
    report(label, times);
  }

  const ratio = (a: string, b: string) => ((medians.get(a) ?? NaN) / (medians.get(b) ?? NaN)).toFixed(2);
  console.log(`\nlarge ÷ demo, same run: cash flow ${ratio(cases[1][0], cases[0][0])}×, DFC ${ratio(cases[3][0], cases[2][0])}×`);
  console.log('goal: each screen on the large seed within 1,000 ms of navigation start');
} finally {
  if (batchId) {
    await db.query(`UPDATE accounting.import_batch SET status = 'replaced' WHERE id = $1`, [batchId]);
    await db.query(`DELETE FROM accounting.import_batch WHERE id = $1`, [batchId]);
  }
  await db.end();
  await stop();
}
