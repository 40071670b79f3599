/**
 * Rule-made alerts in Debian's Chromium against `npm start` (issue 21, item 3), on the demo data, whose stories raise a
 * short runway and a growing burn for Cerrado Agrotech: written in English and in Portuguese from the same stored
 * figures, on home, in the wallets list's last-alerts column and on the company's page, where the demo investor (an
 * owner of Aurora Capital) acknowledges one and resolves the other. Screenshots under test-results/e2e/.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newContext, screenshot } from './browser.ts';
import { DEMO, demoContext, signIn } from './portfolio.ts';
import { adminGraphQL, startProduct } from './productProcess.ts';
import type { RunningProduct } from './productProcess.ts';

let product: RunningProduct;
let browser: Browser;
let english: BrowserContext;
let portuguese: BrowserContext;
let cerrado: string;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchChromium()]);
  english = await demoContext(browser, product);
  portuguese = await newContext(browser, 'pt-BR');
  const page = await portuguese.newPage();
  await signIn(page, product, DEMO.email, DEMO.password, 'pt-BR');
  await page.close();
  const { portfolio_company: [company] } = await adminGraphQL<{ portfolio_company: { id: string }[] }>(
    product, '{ portfolio_company(where: { name: { _eq: "Cerrado Agrotech Ltda" } }) { id } }');
  cerrado = company.id;
}, 400_000);

afterAll(async () => {
  await browser.close();
  await product.stop();
});

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${product.base}${path}`);
  return page;
}

describe('alerts from rules', () => {
  it('home writes the runway alert from its figures, in English, with the tab behind it', async () => {
    const page = await open(english, '/app/home');
    const alerts = page.getByRole('region', { name: 'Latest alerts' });
    await alerts.getByText('Runway below 6 months').waitFor();
    expect(await alerts.textContent()).toContain('5.3 months of cash');
    expect(await alerts.getByRole('link', { name: 'See the runway' }).first().getAttribute('href')).toMatch(/^\/app\/management\/financial\?client=.+&tab=runway&year=2026$/);
    await screenshot(page, 'alerts-home-en');
    await page.close();
  });

  it('and in Portuguese from the same stored figures', async () => {
    const page = await open(portuguese, '/app/home');
    const alerts = page.getByRole('region', { name: 'Últimos alertas' });
    await alerts.getByText('Runway abaixo de 6 meses').waitFor();
    expect(await alerts.textContent()).toContain('5,3 meses de caixa');
    await screenshot(page, 'alerts-home-pt');
    await page.close();
  });

  it("shows a company's alert on the wallets that hold it", async () => {
    const page = await open(english, '/app/my-wallets');
    await page.getByRole('table').first().waitFor();
    await expect.poll(() => page.getByRole('table').first().textContent()).toMatch(/Runway below 6 months|Net burn up|Valuation report overdue/);
    await screenshot(page, 'alerts-wallets-en');
    await page.close();
  });

  it("acknowledges and resolves on the company's page, saying who did it", async () => {
    const page = await open(english, `/app/my-companies/${cerrado}`);
    const card = page.getByRole('region', { name: 'Alerts' });
    await card.getByText('Runway below 6 months').waitFor();
    await card.getByRole('button', { name: 'Acknowledge: Runway below 6 months' }).click();
    await card.getByText(/^Acknowledged by Helena Albuquerque on /).waitFor();
    const growth = card.getByRole('button', { name: /^Resolve: Net burn up/ });
    await growth.click();
    await page.getByText('Alert resolved').waitFor();
    await screenshot(page, 'alerts-company-en');
    await page.close();
    const pt = await open(portuguese, `/app/my-companies/${cerrado}`);
    const cartao = pt.getByRole('region', { name: 'Alertas' });
    await cartao.getByText(/^Ciente: Helena Albuquerque, em /).waitFor();
    await screenshot(pt, 'alerts-company-pt');
    await pt.close();
  });
});
