/**
 * Home and the dashboard in Debian's Chromium against `npm start` (issue 9, item 3), signed in as the demo investor:
 * on Aurora Capital's demo data the totals are the ones common/finance computes from every investment and valuation
 * (so the database's views and the portal's arithmetic agree to the cent), the charts are drawn on canvases with
 * their tables beside them; on an organization without data, home and the dashboard guide instead of drawing empty
 * charts. Screenshots of both screens, light and dark, demo and empty, under test-results/e2e/.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performanceOf } from '../../src/ui/performance/performanceRows.ts';
import type { PerformanceFigures } from '../../src/ui/performance/performanceRows.ts';
import { launchChromium, screenshot } from './browser.ts';
import type { PageGlobals } from './browser.ts';
import { DEMO, demoContext, expectNoSeriousViolations, organizationIdOf, switchOrganization, userIdOf } from './portfolio.ts';
import { adminGraphQL, startProduct } from './productProcess.ts';
import type { RunningProduct } from './productProcess.ts';

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let auroraId: string;
let emptyId: string;

interface Investment {
  id: string; wallet_id: string; investment_date: string; net_amount: string; currency: string; share_percentage: string;
  company: { valuation_reports: { valuation_date: string; valuation_amount: string; valuation_currency: string; created_at: string }[] };
}

/** Aurora Capital's figures as the performance tab computes them, from every investment and valuation. */
let expected: PerformanceFigures;
let counts: { companies: number; wallets: number; walletsInvested: number };

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchChromium()]);
  context = await demoContext(browser, product);
  auroraId = await organizationIdOf(product, 'Aurora Capital');
  const data = await adminGraphQL<{
    portfolio_investment: Investment[];
    companies: { aggregate: { count: number } };
    wallets: { aggregate: { count: number } };
  }>(product, `query ($org: uuid!) {
    portfolio_investment(where: { wallet: { organization_id: { _eq: $org } } }) {
      id wallet_id investment_date net_amount currency share_percentage
      company { valuation_reports { valuation_date valuation_amount valuation_currency created_at } }
    }
    companies: portfolio_company_aggregate(where: { organization_id: { _eq: $org } }) { aggregate { count } }
    wallets: portfolio_wallet_aggregate(where: { organization_id: { _eq: $org } }) { aggregate { count } }
  }`, { org: auroraId });
  expected = performanceOf(data.portfolio_investment.map((investment) => ({
    investment: {
      id: investment.id, date: investment.investment_date, net: investment.net_amount, currency: investment.currency,
      share: investment.share_percentage,
    },
    valuations: investment.company.valuation_reports.map((report) => ({
      date: report.valuation_date, amount: report.valuation_amount, currency: report.valuation_currency, createdAt: report.created_at,
    })),
  })));
  counts = {
    companies: data.companies.aggregate.count,
    wallets: data.wallets.aggregate.count,
    walletsInvested: new Set(data.portfolio_investment.map((investment) => investment.wallet_id)).size,
  };
  // An organization of the demo investor's own with nothing in it, as one created on My organizations would be.
  const created = await adminGraphQL<{ insert_portfolio_organization_one: { id: string } }>(product, `mutation ($by: uuid!) {
    insert_portfolio_organization_one(object: { name: "Nova Gestora", created_by: $by }) { id }
  }`, { by: await userIdOf(product, DEMO.email) });
  emptyId = created.insert_portfolio_organization_one.id;
}, 400_000);

afterAll(async () => {
  await browser.close();
  await product.stop();
});

const money = (amount: string, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency, roundingMode: 'halfEven' }).format(amount as Intl.StringNumericLiteral);

/** A card of the totals, by its label. */
const card = (page: Page, label: string): Locator => page.getByRole('group', { name: label });

async function open(path: string, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript((chosen) => { (globalThis as unknown as PageGlobals).localStorage.setItem('theme', chosen); }, theme);
  await page.goto(`${product.base}${path}`);
  return page;
}

/** Waits until every chart's canvas has a size and something drawn on it (Chart.js animates in), and counts them. */
async function drawnCanvases(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => {
    const { document } = globalThis as unknown as { document: { querySelectorAll: (s: string) => ArrayLike<{
      width: number; height: number;
      getContext: (kind: '2d') => { getImageData: (x: number, y: number, w: number, h: number) => { data: ArrayLike<number> } } | null;
    }> } };
    const canvases = Array.from(document.querySelectorAll('figure canvas'));
    const drawn = canvases.filter((canvas) => {
      if (canvas.width === 0 || canvas.height === 0) return false;
      const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
      if (!pixels) return false;
      let opaque = 0;
      for (let i = 3; i < pixels.length; i += 4 * 16) if (pixels[i] > 0) opaque += 1;
      return opaque > 100;
    });
    return canvases.length > 0 && drawn.length === canvases.length ? drawn.length : null;
  }, undefined, { polling: 200, timeout: 30_000 });
  return (await handle.jsonValue()) as number;
}

describe('home on the demo data', () => {
  it('greets the investor and shows the totals common/finance computes, with alerts, invites and reports', async () => {
    const page = await open('/app/home');
    await page.getByRole('heading', { level: 2, name: /^Good (morning|afternoon|evening), Helena$/ }).waitFor();
    expect(await card(page, 'Companies').textContent()).toContain(String(counts.companies));
    expect(await card(page, 'Wallets').textContent()).toContain(String(counts.wallets));
    for (const amount of expected.invested) {
      expect(await card(page, 'Invested (net)').textContent()).toContain(money(amount.amount, amount.currency));
    }
    expect(expected.currentValue).not.toBeNull();
    for (const amount of expected.currentValue ?? []) {
      expect(await card(page, 'Current value').textContent()).toContain(money(amount.amount, amount.currency));
    }
    expect(expected.moic.computable).toBe(true);
    if (expected.moic.computable) {
      const multiple = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: 'halfEven' })
        .format(expected.moic.multiple as Intl.StringNumericLiteral);
      expect(await card(page, 'MOIC').textContent()).toContain(`${multiple}×`);
    }
    const alerts = page.getByRole('region', { name: 'Latest alerts' });
    expect(await alerts.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await alerts.getByRole('link').first().getAttribute('href')).toMatch(/^\/app\/my-(wallets|companies)\//);
    expect(await page.getByRole('table', { name: 'Recent valuation reports' }).locator('tbody tr').count()).toBe(5);
    await expect.poll(() => page.getByRole('region', { name: 'Pending invites' }).textContent()).toMatch(/\d+ pending/);
    await screenshot(page, 'home-demo-light');
    await expectNoSeriousViolations(page, 'home (demo, light)');
    await page.close();
  });

  it('reads well in the dark theme', async () => {
    const page = await open('/app/home', 'dark');
    await card(page, 'MOIC').waitFor();
    await screenshot(page, 'home-demo-dark');
    await expectNoSeriousViolations(page, 'home (demo, dark)');
    await page.close();
  });
});

describe('the dashboard on the demo data', () => {
  it('draws its four charts on canvases, each with a caption and its data table', async () => {
    const page = await open('/app/dashboard');
    await page.getByRole('heading', { level: 2, name: 'Dashboard' }).waitFor();
    expect(await drawnCanvases(page)).toBe(4);
    for (const name of ['Value over time', 'Allocation by company', 'MOIC by company', 'Invested and current value per wallet']) {
      const figure = page.getByRole('figure', { name });
      expect(await figure.getByRole('img').getAttribute('aria-label')).toMatch(new RegExp(`^${name}\\. .+`));
      const box = await figure.locator('canvas').boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(200);
      expect(box?.height ?? 0).toBeGreaterThan(150);
      expect(await figure.locator('tbody tr').count()).toBeGreaterThan(0);
    }
    // The table is there for screen readers all along; "Show data" puts it on screen.
    const wallets = page.getByRole('figure', { name: 'Invested and current value per wallet' });
    const table = wallets.getByRole('table');
    const tableBox = table.locator('xpath=..');
    expect((await tableBox.boundingBox())?.height).toBeLessThanOrEqual(1);
    await wallets.getByRole('button', { name: 'Show data' }).click();
    await expect.poll(async () => (await tableBox.boundingBox())?.height ?? 0).toBeGreaterThan(50);
    expect(await table.locator('tbody tr').count()).toBe(counts.walletsInvested);
    // Clicking scrolled the page; a full-page screenshot would draw the fixed top bar where the view was.
    await page.evaluate(() => { (globalThis as unknown as { scrollTo: (x: number, y: number) => void }).scrollTo(0, 0); });
    await screenshot(page, 'dashboard-demo-light');
    await expectNoSeriousViolations(page, 'dashboard (demo, light)');
    await page.close();
  });

  it('reads well in the dark theme', async () => {
    const page = await open('/app/dashboard', 'dark');
    expect(await drawnCanvases(page)).toBe(4);
    await screenshot(page, 'dashboard-demo-dark');
    await expectNoSeriousViolations(page, 'dashboard (demo, dark)');
    await page.close();
  });
});

describe('an organization without data', () => {
  it('gets a set-up checklist on home and no empty chart on the dashboard', async () => {
    const page = await open('/app/home');
    await switchOrganization(page, emptyId);
    await page.getByText('Set up your portfolio').waitFor();
    expect(await card(page, 'Companies').textContent()).toContain('0');
    expect(await card(page, 'Invested (net)').textContent()).toContain('No investment yet');
    expect(await page.getByRole('link', { name: 'Add the companies you follow' }).getAttribute('href')).toBe('/app/my-companies');
    await page.getByText('No open alert: nothing needs your attention.').waitFor();
    await screenshot(page, 'home-empty-light');
    await expectNoSeriousViolations(page, 'home (empty, light)');

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.getByText('Nothing to chart yet').waitFor();
    expect(await page.locator('canvas').count()).toBe(0);
    await screenshot(page, 'dashboard-empty-light');
    await expectNoSeriousViolations(page, 'dashboard (empty, light)');
    await page.close();
  });

  it('reads well in the dark theme', async () => {
    // The selection is the browser's (localStorage), shared by the context's pages.
    const home = await open('/app/home', 'dark');
    await home.getByText('Set up your portfolio').waitFor();
    await screenshot(home, 'home-empty-dark');
    await expectNoSeriousViolations(home, 'home (empty, dark)');
    await home.goto(`${product.base}/app/dashboard`);
    await home.getByText('Nothing to chart yet').waitFor();
    await screenshot(home, 'dashboard-empty-dark');
    await expectNoSeriousViolations(home, 'dashboard (empty, dark)');
    await switchOrganization(home, auroraId);
    await home.close();
  });
});
