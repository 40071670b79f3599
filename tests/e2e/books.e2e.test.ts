/**
 * A company's books coming in, in Debian's Chromium against `npm start` (issue 16, item 7), signed in as the demo
 * investor, owner of Aurora Capital: download the spreadsheet template and fill it; import it with a refused line
 * and see every problem with its line and column in the reader's language, nothing written; fix it and import again
 * with the progress shown; in the from-to, map the accounts the spreadsheet brought and see the unclassified amount
 * fall to zero; then import each real OFX export of the samples. Screenshots of each step; axe on each screen.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot } from './browser.ts';
import { demoContext, expectNoSeriousViolations } from './portfolio.ts';
import { adminGraphQL, startProduct } from './productProcess.ts';
import type { RunningProduct } from './productProcess.ts';

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;

const SAMPLES = path.resolve(import.meta.dirname, '../../../shared/samples/ofx');

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchChromium()]);
  context = await demoContext(browser, product);
}, 400_000);

afterAll(async () => {
  await browser.close();
  await product.stop();
});

async function openImports(): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${product.base}/app/management/imports`);
  await page.getByRole('heading', { name: 'Import books', level: 2 }).waitFor();
  return page;
}

/** Picks `bytes` as the file named `name` and imports it; the page's answer (a status or an alert). */
async function importBytes(page: Page, name: string, bytes: Buffer): Promise<void> {
  await page.locator('#books-file').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: bytes });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
}

async function unclassifiedTotal(): Promise<string | null> {
  const { accounting_unmapped_activity_aggregate: total } = await adminGraphQL<{ accounting_unmapped_activity_aggregate: { aggregate: { sum: { cash_effect: string | null } } } }>(
    product, '{ accounting_unmapped_activity_aggregate { aggregate { sum { cash_effect } } } }');
  return total.aggregate.sum.cash_effect;
}

describe('books coming in', () => {
  let template = '';

  it('downloads the spreadsheet template in Portuguese, which has the months of the year', async () => {
    const page = await openImports();
    await page.getByRole('combobox', { name: 'Template language' }).selectOption('pt-BR');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^modelo-livros-\d{4}\.csv$/);
    template = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    expect(template.split('\r\n')[0]).toMatch(/^Conta;Nome;Tipo;Seção;Versão;01\/\d{4};/);
    await screenshot(page, 'books-import');
    await expectNoSeriousViolations(page, 'books import');
    await page.close();
  });

  it('refuses a filled template with a broken amount, listing the line and column, and writes nothing', async () => {
    const page = await openImports();
    const header = template.split('\r\n')[0];
    const months = header.split(';').length - 5;
    const line = (cells: string[]) => [...cells, ...Array<string>(months - (cells.length - 5)).fill('')].join(';');
    const filled = [header,
      line(['7.01', 'Consultoria E2E', 'Entrada', 'Operacional', 'Realizado', '12.500,00', '13.000,00']),
      line(['7.02', 'Viagens E2E', 'Saída', 'Operacional', 'Realizado', '-1.200,00', '-9x9']),
    ].join('\r\n');
    await importBytes(page, 'livros-e2e.csv', Buffer.from(filled, 'utf8'));
    const alert = page.getByRole('alert').filter({ hasText: 'was refused' });
    await alert.waitFor();
    const problems = page.getByRole('table', { name: 'Problems found' });
    const rows = problems.locator('tbody tr');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().locator('td').allTextContents()).toEqual(['3', 'G', expect.stringContaining('-9x9')]);
    const { accounting_client_account: written } = await adminGraphQL<{ accounting_client_account: unknown[] }>(
      product, '{ accounting_client_account(where: { code: { _in: ["7.01", "7.02"] } }) { id } }');
    expect(written).toEqual([]);
    await screenshot(page, 'books-import-refused');
    await expectNoSeriousViolations(page, 'books import refused');

    // Fixed, the same lines import, with the progress shown while they go.
    await importBytes(page, 'livros-e2e.csv', Buffer.from(filled.replace('-9x9', '-1.350,00'), 'utf8'));
    await page.getByRole('progressbar').first().waitFor();
    const done = page.getByRole('status').filter({ hasText: 'imported' });
    await done.waitFor({ timeout: 30_000 });
    expect(await done.textContent()).toContain('livros-e2e.csv imported: 4 rows written');
    const imports = page.getByRole('table', { name: 'Imports' });
    await imports.getByRole('row').filter({ hasText: 'livros-e2e.csv' }).filter({ hasText: 'Imported' }).waitFor();
    await screenshot(page, 'books-imported');
    await page.close();
  });

  it('maps the account the spreadsheet brought, and the unclassified amount falls to zero', async () => {
    const page = await context.newPage();
    await page.goto(`${product.base}/app/management/mapping`);
    const table = page.getByRole('table', { name: 'Accounts of the company and the categories they feed' });
    await table.waitFor();
    await page.getByRole('checkbox', { name: 'Only accounts not classified' }).check({ force: true });
    const consulting = table.getByRole('row').filter({ hasText: 'Consultoria E2E' });
    await consulting.waitFor();
    expect(await consulting.textContent()).toContain('Not classified: R$25,500.00');
    await screenshot(page, 'books-mapping-unclassified');
    await expectNoSeriousViolations(page, 'books mapping');
    // Each account the spreadsheet brought gets a category: money in to other operating receipts, money out to
    // administrative expenses.
    for (;;) {
      const row = table.locator('tbody tr').filter({ hasText: 'Not classified:' }).first();
      if ((await row.count()) === 0) break;
      const before = await table.locator('tbody tr').filter({ hasText: 'Not classified:' }).count();
      const select = row.getByRole('combobox');
      const options = await select.locator('option').allTextContents();
      const text = await row.textContent() ?? '';
      const wanted = options.find((option) => option.startsWith(text.includes('-R$') ? '2.07' : '1.03')) ?? options[1];
      await select.selectOption({ label: wanted });
      await expect.poll(() => table.locator('tbody tr').filter({ hasText: 'Not classified:' }).count()).toBeLessThan(before);
    }
    await page.getByRole('status').filter({ hasText: 'Every account with activity feeds a category' }).waitFor();
    expect(await unclassifiedTotal()).toBeNull();
    await screenshot(page, 'books-mapping-done');
    await page.close();
  });

  it.skipIf(!existsSync(SAMPLES))('imports each real bank export of the samples', async () => {
    const page = await openImports();
    for (const name of readdirSync(SAMPLES).filter((file) => file.endsWith('.ofx')).sort()) {
      await importBytes(page, name, readFileSync(path.join(SAMPLES, name)));
      await page.getByRole('status').filter({ hasText: `${name} imported` }).waitFor({ timeout: 30_000 });
    }
    await screenshot(page, 'books-ofx-imported');
    await page.close();
  });
});
