/**
 * The accounting analysis in Debian's Chromium against `npm start` on the demo data, signed in as the demo investor,
 * on the organization's own client: the management income statement (its net result the ledger's, month by month,
 * the AV % view, the year and a month range changing its columns, a cell opening its entries), the balance sheet
 * (its totals the ledger's, and tied), the trial balance (its totals the ledger's, its checks passing, a movement
 * reconciled to the cent with the entries behind it), the ECD's published statements for 2025 all matching, a CSV
 * export, and every tab in English light and Portuguese dark, each screenshot and scanned by axe.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newContext, SCREENSHOTS, type PageGlobals } from './browser.ts';
import { DEMO, demoContext, expectNoSeriousViolations, signIn } from './portfolio.ts';
import { adminGraphQL, startProduct } from './productProcess.ts';
import type { RunningProduct } from './productProcess.ts';

/** Where this walk's screenshots go, for a person to look at: beside the other walks' (test-results/e2e/accounting). */
const SHOTS = path.join(SCREENSHOTS, 'accounting');

let product: RunningProduct;
let browser: Browser;
let english: BrowserContext;
let portuguese: BrowserContext;
let clientId = '';
/** The trial balance of the client, every account and month, as the database gives it. */
let ledger: LedgerRow[] = [];
/** The ledger's last month, `YYYY-MM-01`: the default period ends there. */
let lastMonth = '';

interface LedgerRow {
  month: string;
  debits: string;
  credits: string;
  closing: string;
  closing_entries: string;
  client_account: { code: string; name: string; nature: string; analytic: boolean };
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [product, browser] = await Promise.all([startProduct(), launchChromium()]);
  english = await demoContext(browser, product);
  portuguese = await newContext(browser, 'pt-BR');
  const page = await portuguese.newPage();
  await signIn(page, product, DEMO.email, DEMO.password, 'pt-BR');
  await page.close();
  const { portfolio_organization: [aurora] } = await adminGraphQL<{ portfolio_organization: { client_id: string }[] }>(
    product, '{ portfolio_organization(where: { name: { _eq: "Aurora Capital" } }) { client_id } }');
  clientId = aurora.client_id;
  ({ accounting_account_month: ledger } = await adminGraphQL<{ accounting_account_month: LedgerRow[] }>(product, `query ($client: uuid!) {
    accounting_account_month(where: { client_id: { _eq: $client } }, order_by: [{ month: asc }]) {
      month debits credits closing closing_entries client_account { code name nature analytic } } }`, { client: clientId }));
  lastMonth = ledger.at(-1)?.month ?? '';
}, 400_000);

afterAll(async () => {
  await browser.close();
  await product.stop();
});

async function open(context: BrowserContext, query: string, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript((chosen) => { (globalThis as unknown as PageGlobals).localStorage.setItem('theme', chosen); }, theme);
  await page.goto(`${product.base}/app/management/accounting?client=${clientId}${query}`);
  return page;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** Exact sums of decimal strings, in cents. */
const cents = (value: string): bigint => {
  const [whole, fraction = ''] = value.replace('-', '').split('.');
  const magnitude = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return value.startsWith('-') ? -magnitude : magnitude;
};
const decimal = (value: bigint): string => {
  const magnitude = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
};
const total = (rows: LedgerRow[], figure: (row: LedgerRow) => bigint): string => decimal(rows.reduce((sum, row) => sum + figure(row), 0n));
const amountIn = (locale: 'en' | 'pt-BR') => (value: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value as Intl.StringNumericLiteral);
const monthHeader = (locale: 'en' | 'pt-BR', month: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}T00:00:00Z`));

/** The analytic accounts of a month, as the database gives them. */
const accountsOf = (month: string, natures: string[]) =>
  ledger.filter((row) => row.month === month && row.client_account.analytic && natures.includes(row.client_account.nature));
/** The income statement's net result of a month: credit-positive, the closing entries left out. */
const netResult = (month: string) =>
  total(accountsOf(month, ['result']), (row) => -(cents(row.debits) - cents(row.credits) - cents(row.closing_entries)));
const monthsOf = (year: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `${year}-${String(from + index).padStart(2, '0')}-01`);

/** The cells of the first row of `table` whose header reads `name` (after its code, if any). */
async function rowCells(page: Page, table: string, name: string): Promise<string[]> {
  const row = page.getByRole('table', { name: table }).locator('tr').filter({ has: page.locator('th', { hasText: new RegExp(`(^|[\\d.])${name}$`) }) }).first();
  return row.locator('td').allTextContents();
}

describe('accounting analysis', () => {
  it('draws the income statement of the last year, its net result the ledger\'s month by month', async () => {
    const page = await open(english, '');
    const table = page.getByRole('table', { name: 'Management income statement' });
    await table.waitFor();
    const year = lastMonth.slice(0, 4);
    const months = monthsOf(year, 1, Number(lastMonth.slice(5, 7)));
    expect(await table.locator('thead th').allTextContents()).toEqual(['Account', ...months.map((month) => monthHeader('en', month)), 'Period']);
    const net = months.map(netResult);
    expect(await rowCells(page, 'Management income statement', 'Net result'))
      .toEqual([...net, total(months.map((month) => ({ closing: netResult(month) }) as LedgerRow), (row) => cents(row.closing))].map(amountIn('en')));
    expect(net.some((value) => value !== '0.00')).toBe(true);
    await shot(page, 'income-statement');
    await expectNoSeriousViolations(page, 'income statement');
    await page.close();
  });

  it('shows each line as a share of revenue (AV %): the revenue groups are 100 %', async () => {
    const page = await open(english, '');
    await page.getByRole('table', { name: 'Management income statement' }).waitFor();
    await page.getByRole('radio', { name: 'Vertical analysis (AV %)' }).click();
    const unfold = page.getByRole('button', { name: 'Show the accounts under Resultado do exercício' });
    if (await unfold.getAttribute('aria-expanded') === 'false') await unfold.click();
    const revenue = await rowCells(page, 'Management income statement', 'Receitas');
    expect(revenue.length).toBeGreaterThan(1);
    expect(new Set(revenue)).toEqual(new Set(['100.0%']));
    const net = await rowCells(page, 'Management income statement', 'Net result');
    for (const cell of net) expect(cell).toMatch(/^-?[\d,]+\.\d%$|^—$/);
    await shot(page, 'income-statement-av');
    await expectNoSeriousViolations(page, 'income statement, AV %');
    await page.close();
  });

  it('changes the months shown with the year and the month range, and the figures with them', async () => {
    const page = await open(english, '');
    const table = page.getByRole('table', { name: 'Management income statement' });
    await table.waitFor();
    await page.getByRole('combobox', { name: 'Year' }).selectOption('2025');
    await expect.poll(async () => (await table.locator('thead th').allTextContents()).length).toBe(14);
    await page.getByRole('combobox', { name: 'From' }).selectOption('4');
    await page.getByRole('combobox', { name: 'To' }).selectOption('6');
    const months = monthsOf('2025', 4, 6);
    await expect.poll(() => table.locator('thead th').allTextContents()).toEqual(['Account', ...months.map((month) => monthHeader('en', month)), 'Period']);
    expect(page.url()).toMatch(/year=2025/);
    expect(page.url()).toMatch(/from=4/);
    expect(page.url()).toMatch(/to=6/);
    expect((await rowCells(page, 'Management income statement', 'Net result')).slice(0, 3)).toEqual(months.map(netResult).map(amountIn('en')));
    await page.close();
  });

  it('opens an income-statement cell: the panel reconciles it to the cent with the entries behind it', async () => {
    const page = await open(english, '&year=2025&from=3&to=3');
    const table = page.getByRole('table', { name: 'Management income statement' });
    await table.waitFor();
    const cell = table.getByRole('button', { name: /^Resultado do exercício, Mar 2025: .+\. Open the entries$/ });
    const label = await cell.getAttribute('aria-label');
    await cell.click();
    const panel = page.getByRole('dialog', { name: 'Entries: Resultado do exercício, Mar 2025' });
    await panel.waitFor();
    const value = /: ([^:]+)\. Open the entries$/.exec(label ?? '')?.[1] ?? '';
    expect(value).toBe(amountIn('en')(netResult('2025-03-01')));
    expect(await panel.getByRole('definition').first().textContent()).toContain(value);
    expect(await panel.getByText('The year\'s closing entries are left out, as in the income statement.').count()).toBe(1);
    // The entries behind the month's result, each with its history, add up to the cell.
    await panel.getByText('Reconciled to the cent: the entries below add up to the cell.').waitFor();
    const histories = await panel.getByRole('table', { name: 'Entries' }).locator('tbody tr').allTextContents();
    expect(histories.some((row) => row.includes('Recebimentos do mês'))).toBe(true);
    expect(histories.some((row) => row.includes('Pagamentos do mês'))).toBe(true);
    await shot(page, 'income-statement-panel');
    await expectNoSeriousViolations(page, 'income statement panel');
    await page.close();
  });

  it('draws the balance sheet with the ledger\'s totals, assets equal to liabilities and equity', async () => {
    const page = await open(english, '&tab=balance-sheet&year=2025');
    const table = page.getByRole('table', { name: 'Balance sheet' });
    await table.waitFor();
    expect(await table.locator('thead th').allTextContents()).toEqual(['Account', 'Dec 2024', 'Nov 2025', 'Dec 2025', 'AV %', 'AH % month', 'AH % year']);
    const closing = (month: string, natures: string[], sign: bigint) => amountIn('en')(total(accountsOf(month, natures), (row) => sign * cents(row.closing)));
    const assets = ['2024-12-01', '2025-11-01', '2025-12-01'].map((month) => closing(month, ['asset'], 1n));
    expect((await rowCells(page, 'Balance sheet', 'Total assets')).slice(0, 3)).toEqual(assets);
    expect((await rowCells(page, 'Balance sheet', 'Total liabilities and equity')).slice(0, 3))
      .toEqual(['2024-12-01', '2025-11-01', '2025-12-01'].map((month) => closing(month, ['liability', 'equity', 'result'], -1n)));
    expect(assets).not.toContain('0.00');
    await page.getByRole('status').filter({ hasText: 'Assets equal liabilities plus equity.' }).waitFor();
    await shot(page, 'balance-sheet');
    await page.close();
  });

  it('draws the trial balance with the ledger\'s totals and its checks passing, a movement reconciled to its entries', async () => {
    const page = await open(english, '&tab=trial-balance&year=2025');
    const table = page.getByRole('table', { name: 'Trial balance, Dec 2025' });
    await table.waitFor();
    const december = accountsOf('2025-12-01', ['asset', 'liability', 'equity', 'result']);
    const [, debits, credits, movement] = await rowCells(page, 'Trial balance, Dec 2025', 'Total');
    expect([debits, credits, movement]).toEqual([
      total(december, (row) => cents(row.debits)), total(december, (row) => cents(row.credits)), '0.00',
    ].map(amountIn('en')));
    for (const check of ['Debits equal credits', 'Opening debit balances equal opening credit balances', 'Closing debit balances equal closing credit balances']) {
      await page.getByRole('status').filter({ hasText: check }).waitFor();
    }
    expect(await page.getByRole('status').filter({ hasText: 'off by' }).count()).toBe(0);

    // Liabilities and equity in December: the month's entries and the closing entry carrying the year's result.
    const equity = december.filter((row) => row.client_account.nature === 'liability' || row.client_account.nature === 'equity');
    const expected = amountIn('en')(total(equity, (row) => cents(row.debits) - cents(row.credits)));
    const cell = table.getByRole('button', { name: `Passivo e patrimônio líquido, Movement: ${expected}. Open the entries` });
    await cell.click();
    const panel = page.getByRole('dialog', { name: 'Entries: Passivo e patrimônio líquido, Dec 2025' });
    await panel.getByText('Reconciled to the cent: the entries below add up to the cell.').waitFor();
    const entries = panel.getByRole('table', { name: 'Entries' });
    const histories = await entries.locator('tbody tr').allTextContents();
    expect(histories.length).toBeGreaterThan(1);
    expect(histories.some((row) => row.includes('Encerramento do exercício: apuração do resultado'))).toBe(true);
    expect(histories.some((row) => / (do|no) mês/.test(row))).toBe(true);
    await shot(page, 'trial-balance-panel');
    await expectNoSeriousViolations(page, 'trial balance panel');
    await page.close();
  });

  it('sets the published statements of 2025 against the ledger: every line matches', async () => {
    const page = await open(english, '&tab=published&year=2025');
    await page.getByRole('status').filter({ hasText: 'Every line with accounts matches the ledger to the cent.' }).waitFor();
    for (const name of ['Published balance sheet (ECD J100)', 'Published income statement (ECD J150)']) {
      const rows = await page.getByRole('table', { name }).locator('tbody tr').allTextContents();
      expect(rows.length, name).toBeGreaterThan(5);
      expect(rows.filter((row) => row.includes('Differs')), name).toEqual([]);
    }
    const { accounting_published_statement_line: [assets] } = await adminGraphQL<{ accounting_published_statement_line: { closing: string }[] }>(product, `query ($client: uuid!) {
      accounting_published_statement_line(where: { client_id: { _eq: $client }, statement: { _eq: balance_sheet }, code: { _eq: "1" } }) { closing } }`, { client: clientId });
    const [published, computed, difference] = await rowCells(page, 'Published balance sheet (ECD J100)', 'Ativo');
    expect([published, computed, difference]).toEqual([amountIn('en')(assets.closing), amountIn('en')(assets.closing), '0.00']);
    await shot(page, 'published');
    await page.close();
  });

  it('exports the income statement as CSV, the net result the ledger\'s in plain numbers', async () => {
    const page = await open(english, '&year=2025');
    await page.getByRole('table', { name: 'Management income statement' }).waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('Management income statement.csv');
    const lines = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe(['Level', 'Code', 'Account', ...monthsOf('2025', 1, 12).map((month) => monthHeader('en', month)), 'Period'].join(','));
    // Every account of the tree, folded or not, with its level and code.
    for (const code of ['3', '3.1', '3.1.1', '3.2.5', '3.3.1']) expect(lines.some((line) => line.split(',')[1] === code), code).toBe(true);
    const net = lines.find((line) => line.startsWith('0,,Net result,'))?.split(',').slice(3).map(Number);
    expect(net?.slice(0, 12)).toEqual(monthsOf('2025', 1, 12).map((month) => Number(netResult(month))));
    await page.close();
  });

  for (const [context, language, theme] of [['english', 'en', 'light'], ['portuguese', 'pt-BR', 'dark']] as const) {
    it(`opens every tab in ${language}, ${theme}, with its figures, each readable by axe`, async () => {
      const page = await open(context === 'english' ? english : portuguese, '&year=2025', theme);
      const tabs = page.getByRole('tablist').getByRole('tab');
      await tabs.first().waitFor();
      const names = await tabs.allTextContents();
      expect(names).toEqual(language === 'en'
        ? ['Income statement', 'Balance sheet', 'Trial balance', 'Published statements']
        : ['DRE gerencial', 'Balanço patrimonial', 'Balancete', 'Demonstrações publicadas']);
      const amount = amountIn(language);
      const figures = [
        // The income statement's net result for the year, the balance sheet's tie, the trial balance's checks, the
        // published statements all matching.
        language === 'en' ? 'Net result' : 'Resultado líquido',
        language === 'en' ? 'Assets equal liabilities plus equity.' : 'O ativo é igual ao passivo mais o patrimônio líquido.',
        language === 'en' ? 'Debits equal credits' : 'Débitos iguais aos créditos',
        language === 'en' ? 'Every line with accounts matches the ledger to the cent.' : 'Todas as linhas com contas conferem com a contabilidade ao centavo.',
      ];
      for (const [index, name] of names.entries()) {
        await tabs.nth(index).click();
        await expect.poll(() => tabs.nth(index).getAttribute('aria-selected')).toBe('true');
        const panel = page.getByRole('tabpanel').first();
        if (index === 0) {
          const year = monthsOf('2025', 1, 12).map(netResult);
          const row = panel.locator('tr').filter({ has: page.locator('th', { hasText: figures[0] }) });
          await expect.poll(() => row.locator('td').allTextContents()).toEqual([...year, total(year.map((value) => ({ closing: value }) as LedgerRow), (r) => cents(r.closing))].map(amount));
        } else {
          await panel.getByRole('status').filter({ hasText: figures[index] }).first().waitFor();
        }
        await page.waitForLoadState('networkidle');
        await shot(page, `${language}-${theme}-${index + 1}`);
        await expectNoSeriousViolations(page, `${name} (${language}, ${theme})`);
      }
      await page.close();
    });
  }
});
