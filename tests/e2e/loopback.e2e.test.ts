/**
 * The portal opened at http://127.0.0.1:PORT instead of http://localhost:PORT (issue 18, item 3), in Debian's
 * Chromium against `npm start` with no AUTH_CLIENT_URL: sign-up reaches the check-mailbox notice, the e-mailed link
 * comes back to 127.0.0.1 signed in, and a password reset asked there is mailed with a link to 127.0.0.1.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newContext, screenshot } from './browser.ts';
import { DEMO, mailTo } from './portfolio.ts';
import { startProduct } from './productProcess.ts';
import type { RunningProduct } from './productProcess.ts';

let product: RunningProduct;
let browser: Browser;
/** The same server under its IPv4 loopback name. */
let loopback: string;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchChromium()]);
  loopback = product.base.replace('//localhost:', '//127.0.0.1:');
}, 400_000);

afterAll(async () => {
  await browser.close();
  await product.stop();
});

describe('the portal at 127.0.0.1', () => {
  it('signs up, and the e-mailed link comes back to 127.0.0.1 signed in', async () => {
    const email = `loopback.${Date.now()}@example.com`;
    const password = 'Senha-forte-2026';
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${loopback}/sign-up`);
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Loopback');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => page.getByText('Check your mailbox').isVisible()).toBe(true);
    await screenshot(page, 'loopback-sign-up');

    await expect.poll(async () => (await mailTo(product, email)).length).toBeGreaterThan(0);
    const [verification] = await mailTo(product, email);
    const link = verification.links.find((href) => href.includes('/verify')) ?? '';
    expect(link.startsWith(`${loopback}/v1/auth/verify?`)).toBe(true);
    await page.goto(link);
    await page.waitForURL(`${loopback}/app/**`, { timeout: 20_000 });
    await expect.poll(() => page.getByRole('heading', { name: 'Privacy policy' }).isVisible(), { timeout: 20_000 }).toBe(true);
    await context.close();
  });

  it('sends a password reset link that leads back to 127.0.0.1', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const before = (await mailTo(product, DEMO.email)).length;
    await page.goto(`${loopback}/forgot-password`);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect.poll(async () => (await mailTo(product, DEMO.email)).length).toBe(before + 1);
    const [reset] = await mailTo(product, DEMO.email);
    const link = new URL(reset.links.find((href) => href.includes('/verify')) ?? '');
    expect(link.origin).toBe(loopback);
    expect(link.searchParams.get('redirectTo')?.startsWith(`${loopback}/`)).toBe(true);
    await context.close();
  });
});
