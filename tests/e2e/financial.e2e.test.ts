/**
 * The financial analysis in Debian's Chromium against `npm start` on the demo data (issue 17, item 8), signed in as
 * the demo investor: the cash-flow table against the database's own cash, the year and a month range changing it,
 * the x-ray reconciling a cell to its transactions, an export, and every tab in English and in Portuguese, light and
 * dark, each one screenshot and scanned by axe.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newContext, screenshot, SCREENSHOTS, type PageGlobals } from './browser.ts';
import { DEMO, demoContext, expectNoSeriousViolations, signIn } from './portfolio.ts';
import { adminGraphQL, startProduct } from './productProcess.ts';
import type { RunningProduct } from './productProcess.ts';

let product: RunningProduct;
let browser: Browser;
let english: BrowserContext;
let portuguese: BrowserContext;
let clientId = '';
let lastMonth = '';

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchChromium()]);
  english = await demoContext(browser, product);
  portuguese = await newContext(browser, 'pt-BR');
  const page = await portuguese.newPage();
  await signIn(page, product, DEMO.email, DEMO.password, 'pt-BR');
  await page.close();
  const { portfolio_organization: [aurora] } = await adminGraphQL<{ portfolio_organization: { client_id: string }[] }>(
    product, '{ portfolio_organization(where: { name: { _eq: "Aurora Capital" } }) { client_id } }');
  clientId = aurora.client_id;
  const { accounting_cash_position: [latest] } = await adminGraphQL<{ accounting_cash_position: { month: string }[] }>(product, `query ($client: uuid!) {
    accounting_cash_position(where: { client_id: { _eq: $client } }, order_by: { month: desc }, limit: 1) { month } }`, { client: clientId });
  lastMonth = latest.month;
}, 400_000);

afterAll(async () => {
  await browser.close();
  await product.stop();
});

async function open(context: BrowserContext, query: string, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript((chosen) => { (globalThis as unknown as PageGlobals).localStorage.setItem('theme', chosen); }, theme);
  await page.goto(`${product.base}/app/management/financial?client=${clientId}${query}`);
  return page;
}

const amount = (value: string) => new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value as Intl.StringNumericLiteral);

/** The cells of the first row of `table` whose header reads `name`. */
async function rowCells(page: Page, table: string, name: string): Promise<string[]> {
  const row = page.getByRole('table', { name: table }).locator('tr').filter({ has: page.locator('th', { hasText: new RegExp(`^${name}$`) }) }).first();
  return row.locator('td').allTextContents();
}

describe('financial analysis', () => {
  it('draws the cash flow of the last year with figures, its closing cash the database\'s own', async () => {
    const page = await open(english, '&tab=cash-flow');
    const table = page.getByRole('table', { name: 'Cash flow' });
    await table.waitFor();
    const year = lastMonth.slice(0, 4);
    const months = Number(lastMonth.slice(5, 7));
    const headers = await table.locator('thead th').allTextContents();
    expect(headers).toHaveLength(months + 2);
    expect(headers.at(-2)).toBe(new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${lastMonth}T00:00:00Z`)));
    const { accounting_cash_position: cash } = await adminGraphQL<{ accounting_cash_position: { month: string; closing: string }[] }>(product, `query ($client: uuid!, $from: date!) {
      accounting_cash_position(where: { client_id: { _eq: $client }, month: { _gte: $from } }, order_by: { month: asc }) { month closing } }`, { client: clientId, from: `${year}-01-01` });
    const closing = await rowCells(page, 'Cash flow', 'Closing cash');
    expect(closing.slice(0, months)).toEqual(cash.map((row) => amount(row.closing)));
    await screenshot(page, 'financial-cash-flow');
    await expectNoSeriousViolations(page, 'cash flow');
    await page.close();
  });

  it('narrows the table to a month range and changes year', async () => {
    const page = await open(english, '&tab=cash-flow');
    await page.getByRole('table', { name: 'Cash flow' }).waitFor();
    await page.getByRole('combobox', { name: 'From' }).selectOption('3');
    await page.getByRole('combobox', { name: 'To' }).selectOption('6');
    await expect.poll(async () => (await page.getByRole('table', { name: 'Cash flow' }).locator('thead th').allTextContents()).length).toBe(6);
    expect(page.url()).toContain('from=3');
    const years = await page.getByRole('combobox', { name: 'Year' }).locator('option').allTextContents();
    await page.getByRole('combobox', { name: 'Year' }).selectOption(years[0]);
    // A whole earlier year: twelve months and the total.
    await expect.poll(async () => (await page.getByRole('table', { name: 'Cash flow' }).locator('thead th').allTextContents()).length).toBe(14);
    await page.close();
  });

  it('x-rays a cell: reconciled to the cent with the transactions behind it', async () => {
    const page = await open(english, '&tab=cash-flow&xray=1');
    const table = page.getByRole('table', { name: 'Cash flow' });
    await table.waitFor();
    const cell = table.getByRole('button', { name: /^Cash in, .+: .+\. Open the x-ray$/ }).first();
    const label = await cell.getAttribute('aria-label');
    await cell.click();
    const panel = page.getByRole('dialog', { name: /^X-ray: Cash in,/ });
    await panel.getByText('Reconciled to the cent: the transactions below add up to the cell.').waitFor();
    const value = /: ([^:]+)\. Open the x-ray$/.exec(label ?? '')?.[1] ?? '';
    expect(await panel.getByRole('definition').first().textContent()).toBe(`R$${value}`);
    expect(await panel.getByRole('table', { name: 'Transactions' }).locator('tbody tr').count()).toBeGreaterThan(0);
    await screenshot(page, 'financial-xray');
    await expectNoSeriousViolations(page, 'x-ray panel');
    await page.close();
  });

  it('exports the cash flow as CSV, every row of the tree with plain numbers', async () => {
    const page = await open(english, '&tab=cash-flow');
    await page.getByRole('table', { name: 'Cash flow' }).waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('Cash flow.csv');
    const lines = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^Level,Code,Line,\d{4}-\d{2},/);
    // Sections, cash in and out with their categories, results, the change of cash and the cash.
    expect(lines.some((line) => /^1,1\.01,Receita de vendas de produtos,\d/.test(line))).toBe(true);
    expect(lines.some((line) => line.startsWith('0,,Closing cash,'))).toBe(true);
    await page.close();
  });

  it('reconciles the demo\'s net income to the operating cash of its direct method, and every check passes', async () => {
    const page = await open(english, '&tab=statement');
    const table = 'Reconciliation from net income (indirect method)';
    await page.getByRole('table', { name: table }).waitFor();
    const [indirect] = await rowCells(page, table, 'Net cash from operating activities \\(indirect method\\)');
    const [direct] = await rowCells(page, table, 'The same by the direct method');
    expect(indirect).toBe(direct);
    expect((await rowCells(page, table, 'Difference'))[0]).toBe('0.00');
    // Net income is the ledger's own: minus what its result accounts moved in the year, without the closing entries.
    const year = lastMonth.slice(0, 4);
    const { accounting_account_month: months } = await adminGraphQL<{ accounting_account_month: { debits: string; credits: string; closing_entries: string }[] }>(product, `query ($client: uuid!, $from: date!, $to: date!) {
      accounting_account_month(where: { client_id: { _eq: $client }, month: { _gte: $from, _lte: $to }, client_account: { nature: { _eq: result }, analytic: { _eq: true } } }) { debits credits closing_entries } }`,
    { client: clientId, from: `${year}-01-01`, to: lastMonth });
    const cents = months.reduce((total, row) => total - (Math.round(Number(row.debits) * 100) - Math.round(Number(row.credits) * 100) - Math.round(Number(row.closing_entries) * 100)), 0);
    expect((await rowCells(page, table, 'Net income \\(loss\\) for the period'))[0]).toBe(amount((cents / 100).toFixed(2)));
    const checks = page.getByRole('region', { name: 'Checks' }).getByRole('status');
    await expect.poll(() => checks.allTextContents()).toHaveLength(5);
    expect((await checks.allTextContents()).every((text) => text.endsWith('Passes.'))).toBe(true);
    await screenshot(page, 'financial-statement-indirect');
    await page.close();
  });

  for (const [context, language, theme] of [['english', 'en', 'light'], ['portuguese', 'pt-BR', 'dark']] as const) {
    it(`opens every tab in ${language}, ${theme}, each readable by axe`, async () => {
      const page = await open(context === 'english' ? english : portuguese, '', theme);
      const tabs = page.getByRole('tablist').getByRole('tab');
      await tabs.first().waitFor();
      const names = await tabs.allTextContents();
      expect(names).toHaveLength(10);
      if (language === 'pt-BR') expect(names).toContain('Fluxo de caixa');
      for (const [index, name] of names.entries()) {
        await tabs.nth(index).click();
        await expect.poll(() => tabs.nth(index).getAttribute('aria-selected')).toBe('true');
        await page.getByRole('tabpanel').first().waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `financial-${language}-${theme}-${index + 1}`);
        await expectNoSeriousViolations(page, `${name} (${language}, ${theme})`);
      }
      await page.close();
    });
  }

  it('shows the key figures on the management home, each opening its tab', async () => {
    const page = await english.newPage();
    await page.goto(`${product.base}/app/management?client=${clientId}`);
    const runway = page.getByRole('link', { name: 'Runway', exact: true });
    await runway.waitFor();
    await screenshot(page, 'management-home');
    await runway.click();
    await page.waitForURL(/tab=runway/);
    await page.getByText('Runway on the actual burn').waitFor();
    // The accounting card: the ledger's year to date, each figure opening the statement it comes from.
    await page.goto(`${product.base}/app/management?client=${clientId}`);
    const accounting = page.getByRole('region', { name: /^Accounting, Jan \d{4} to / });
    await accounting.waitFor();
    await screenshot(page, 'management-home-accounting');
    const revenue = accounting.getByRole('definition').first();
    const shown = await revenue.textContent();
    expect(shown).toMatch(/^R\$[\d,]+\.\d{2}$/);
    await revenue.getByRole('link').click();
    await page.waitForURL(/\/app\/management\/accounting\?.*tab=income-statement/);
    const statement = page.getByRole('table', { name: 'Management income statement' });
    await statement.waitFor();
    await page.close();
  });

  it('makes the management report as a PDF from the management home, in Portuguese, that poppler draws', async () => {
    const page = await portuguese.newPage();
    await page.goto(`${product.base}/app/management?client=${clientId}`);
    const button = page.getByRole('button', { name: 'Relatório gerencial (PDF)' });
    await button.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^relatorio-gerencial-\d{4}-\d{2}-\d{4}-\d{2}\.pdf$/);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    // Page 1 drawn to an image (test-results/e2e/management-report-1.png), for a person to look at.
    const prefix = path.join(SCREENSHOTS, 'management-report');
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', file, prefix]);
    const pages = execFileSync('pdfinfo', [file]).toString();
    expect(Number(/Pages:\s+(\d+)/.exec(pages)?.[1])).toBeGreaterThanOrEqual(3);
    const words = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    for (const heading of ['Relatório gerencial', 'Indicadores-chave', 'Fluxo de caixa (R$)', 'DFC pelo método direto (R$)', 'Conciliação a partir do lucro líquido (método indireto)', 'Verificações', 'Contabilidade, jan. de', 'Queima de caixa e runway (R$)']) {
      expect(words).toContain(heading);
    }
    await page.close();
  });
});
