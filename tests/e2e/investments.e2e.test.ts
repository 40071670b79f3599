/**
 * A company within a wallet in Debian's Chromium against `npm start` (issue 8, item 6), signed in as the demo
 * investor (owner of Aurora Capital): an investment with a share of 101 % is refused in the form, 12.5 % is accepted
 * and listed; the performance tab shows its MOIC and XIRR, or "Not computable", as common/finance computes them from
 * the database's rows.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performanceOf } from '../../src/ui/performance/performanceRows.ts';
import type { PerformanceFigures } from '../../src/ui/performance/performanceRows.ts';
import { launchChromium, screenshot } from './browser.ts';
import { demoContext, expectNoSeriousViolations, recordOperations, showing } from './portfolio.ts';
import { adminGraphQL, startProduct } from './productProcess.ts';
import type { RunningProduct } from './productProcess.ts';

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;

interface Holding {
  id: string;
  wallet_id: string;
  company: { id: string; name: string; valuation_reports: { valuation_date: string; valuation_amount: string; valuation_currency: string; created_at: string }[] };
  investments: { id: string; investment_date: string; net_amount: string; currency: string; share_percentage: string }[];
}

const HOLDING_FIELDS = `id wallet_id
  company { id name valuation_reports { valuation_date valuation_amount valuation_currency created_at } }
  investments(order_by: [{ investment_date: asc }, { id: asc }]) { id investment_date net_amount currency share_percentage }`;

/** The first holding (by company name) of Aurora Capital's "Aurora FIP I" whose company has valuations. */
let holding: Holding;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchChromium()]);
  context = await demoContext(browser, product);
  const { portfolio_wallet_company: holdings } = await adminGraphQL<{ portfolio_wallet_company: Holding[] }>(product, `query {
    portfolio_wallet_company(
      where: { wallet: { name: { _eq: "Aurora FIP I" } }, company: { valuation_reports: {} } }
      order_by: { company: { name: asc } }
      limit: 1
    ) { ${HOLDING_FIELDS} }
  }`);
  const found = holdings.at(0);
  if (!found) throw new Error('the demo data has no holding of Aurora FIP I with valuations');
  holding = found;
}, 400_000);

afterAll(async () => {
  await browser.close();
  await product.stop();
});

async function storedHolding(): Promise<Holding> {
  const { portfolio_wallet_company_by_pk: stored } = await adminGraphQL<{ portfolio_wallet_company_by_pk: Holding }>(
    product, `query ($id: uuid!) { portfolio_wallet_company_by_pk(id: $id) { ${HOLDING_FIELDS} } }`, { id: holding.id });
  return stored;
}

async function openWalletCompany(tab = ''): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${product.base}/app/my-wallets/${holding.wallet_id}/company/${holding.id}${tab}`);
  await page.getByRole('heading', { name: holding.company.name, level: 2 }).waitFor();
  return page;
}

/** A MOIC or XIRR as the performance tab writes it in English. */
function shown(result: PerformanceFigures['moic'] | PerformanceFigures['xirr']): string {
  if (!result.computable) return 'Not computable';
  if ('multiple' in result) {
    const format = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: 'halfEven' });
    return `${format.format(result.multiple as Intl.StringNumericLiteral)}×`;
  }
  return new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(result.rate);
}

describe('investments of a wallet in a company', () => {
  it('refuses a share of 101 % in the form, and records 12.5 %', async () => {
    const page = await openWalletCompany();
    const section = page.getByRole('tabpanel');
    const before = holding.investments.length;
    await expect.poll(() => showing(section).textContent()).toBe(`Showing 1–${Math.min(10, before)} of ${before} records`);
    await screenshot(page, 'wallet-company-investments');
    await expectNoSeriousViolations(page, 'wallet company, investments');

    const sent = recordOperations(page);
    await page.getByRole('button', { name: 'Create investment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create investment' });
    await dialog.getByLabel('Gross amount').fill('250000');
    expect(await dialog.getByLabel('Currency').inputValue()).toBe('BRL');
    await dialog.getByLabel('Investment date').fill('01/15/2024');
    await screenshot(page, 'wallet-company-date');
    await dialog.getByLabel('Net amount').fill('240000.50');
    await dialog.getByLabel('Share (%)').fill('101');
    await dialog.getByRole('button', { name: 'Create investment' }).click();
    await expect.poll(() => dialog.getByText('Share has to be between 0 and 100').isVisible()).toBe(true);
    expect(await dialog.getByLabel('Share (%)').getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((name) => name === 'useCreateInvestmentMutation')).toEqual([]);
    await screenshot(page, 'wallet-company-share-101');
    await expectNoSeriousViolations(page, 'create investment dialog');

    // Everything typed is still there: only the share changes.
    expect(await dialog.getByLabel('Gross amount').inputValue()).toMatch(/^250,?000(\.00)?$/);
    await dialog.getByLabel('Share (%)').fill('12.5');
    await dialog.getByRole('button', { name: 'Create investment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByText('Investment created').isVisible()).toBe(true);
    expect(sent.filter((name) => name === 'useCreateInvestmentMutation')).toHaveLength(1);

    const stored = await storedHolding();
    const created = stored.investments.filter((investment) => !holding.investments.some((old) => old.id === investment.id));
    expect(created.map(({ investment_date: date, net_amount: net, currency, share_percentage: share }) => ({ date, net, currency, share })))
      .toEqual([{ date: '2024-01-15', net: '240000.50', currency: 'BRL', share: '12.5000' }]);
    await expect.poll(() => showing(section).textContent())
      .toBe(`Showing 1–${Math.min(10, before + 1)} of ${before + 1} records`);
    // Searched by its net amount, as typed in English, it is the one row.
    await section.getByRole('searchbox', { name: 'Search investments' }).fill('240,000.50');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('240,000.50');
    await expect.poll(() => showing(section).textContent()).toBe('Showing 1–1 of 1 record');
    const row = section.getByRole('row').filter({ hasText: 'R$240,000.50' });
    expect(await row.textContent()).toContain('12.5%');
    expect(await row.textContent()).toContain('01/15/2024');
    await screenshot(page, 'wallet-company-investment-created');
    holding = stored;
    await page.close();
  });

  it('shows the performance the data gives, per investment, for the holding and the wallet', async () => {
    // One more investment, made after the company's latest valuation: its only flows fall on one day, so its XIRR has
    // no answer (and "Not computable" says why), while its MOIC has one.
    const latest = holding.company.valuation_reports.map((report) => report.valuation_date).sort().at(-1) ?? '';
    const later = new Date(Date.parse(`${latest}T00:00:00Z`) + 10 * 86_400_000).toISOString().slice(0, 10);
    await adminGraphQL(product, `mutation ($object: portfolio_investment_insert_input!) { insert_portfolio_investment_one(object: $object) { id } }`, {
      object: {
        wallet_id: holding.wallet_id, company_id: holding.company.id, gross_amount: '1000.00', net_amount: '1000.00', currency: 'BRL',
        investment_date: later, share_percentage: '1',
      },
    });
    const page = await openWalletCompany();
    await page.getByRole('tab', { name: 'Reports' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Valuation reports' }).locator('tbody tr[aria-rowindex]').count())
      .toBe(Math.min(10, holding.company.valuation_reports.length));
    await screenshot(page, 'wallet-company-reports');

    await page.getByRole('tab', { name: 'Performance' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('performance');
    const table = page.getByRole('table', { name: 'Performance' });
    await table.waitFor();

    // The expected figures, from the database's rows through the same arithmetic.
    const { portfolio_wallet_company: wallet } = await adminGraphQL<{ portfolio_wallet_company: Holding[] }>(product,
      `query ($wallet: uuid!) { portfolio_wallet_company(where: { wallet_id: { _eq: $wallet } }) { ${HOLDING_FIELDS} } }`,
      { wallet: holding.wallet_id });
    const items = (of: Holding[]) => of.flatMap(({ company, investments }) => investments.map((investment) => ({
      investment: { id: investment.id, date: investment.investment_date, net: investment.net_amount, currency: investment.currency, share: investment.share_percentage },
      valuations: company.valuation_reports.map((report) => ({
        date: report.valuation_date, amount: report.valuation_amount, currency: report.valuation_currency, createdAt: report.created_at,
      })),
    })));
    const mine = items(wallet.filter((other) => other.id === holding.id));
    const created = mine.find((item) => item.investment.date === '2024-01-15' && item.investment.share === '12.5000');
    expect(created).toBeDefined();
    const afterValuation = mine.find((item) => item.investment.date === later);
    expect(afterValuation).toBeDefined();
    // The row's label writes the date as English does: MM/DD/YYYY.
    const laterLabel = `Investment of ${later.slice(5, 7)}/${later.slice(8, 10)}/${later.slice(0, 4)} (1%)`;

    const rows: [label: string | RegExp, figures: PerformanceFigures][] = [
      ['Investment of 01/15/2024 (12.5%)', performanceOf(created ? [created] : [])],
      [laterLabel, performanceOf(afterValuation ? [afterValuation] : [])],
      [`${holding.company.name} in this wallet`, performanceOf(mine)],
      [/^Whole wallet: /, performanceOf(items(wallet))],
    ];
    for (const [label, figures] of rows) {
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
      const cells = row.getByRole('cell');
      await expect.poll(async () => (await cells.nth(2).textContent())?.startsWith(shown(figures.moic))).toBe(true);
      expect((await cells.nth(3).textContent())?.startsWith(shown(figures.xirr))).toBe(true);
    }
    // The new investment has a valuation after it, more than a year later: both figures are numbers.
    expect(performanceOf(created ? [created] : []).moic.computable).toBe(true);
    expect(performanceOf(created ? [created] : []).xirr.computable).toBe(true);
    expect(performanceOf(afterValuation ? [afterValuation] : []).xirr).toEqual({ computable: false, reason: 'one-day' });
    const oneDay = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: laterLabel }) });
    expect(await oneDay.getByRole('cell').nth(3).textContent()).toContain('All cash flows fall on the same day');
    await screenshot(page, 'wallet-company-performance');
    await expectNoSeriousViolations(page, 'wallet company, performance');
    await page.close();
  });
});
