/**
 * Recovery codes for two-step verification in Debian's Chromium against `npm start`: a new account turns two-step
 * verification on in the profile (this test plays the authenticator app with the key shown), is shown ten recovery
 * codes once and saves them, signs out, signs in with the password and a recovery code instead of the app's code,
 * and then sees one code fewer left; the same code does not work twice. Screenshot of the codes dialog.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTotp } from '../../server/auth/totp.ts';
import { launchChromium, newContext, screenshot } from './browser.ts';
import { mailTo } from './portfolio.ts';
import { startProduct } from './productProcess.ts';
import type { RunningProduct } from './productProcess.ts';

const PASSWORD = 'Senha-forte-2026';

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchChromium()]);
}, 400_000);

afterAll(async () => {
  await browser.close();
  await product.stop();
});

/** A new account, signed up and verified through the API, as the e-mail's link would verify it. */
async function verifiedAccount(): Promise<string> {
  const email = `recuperacao.${Date.now()}@example.com`;
  const signUp = await fetch(`${product.base}/v1/auth/signup/email-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, options: { redirectTo: `${product.base}/sign-in` } }),
  });
  expect(signUp.status).toBe(200);
  await expect.poll(async () => (await mailTo(product, email)).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const link = (await mailTo(product, email)).at(0)?.links.find((href) => href.includes('/verify'));
  if (!link) throw new Error(`no verification link for ${email}`);
  expect((await fetch(link, { redirect: 'manual' })).status).toBe(302);
  return email;
}

/** The e-mail and password step; with two-step verification on, the code step follows. */
async function signInWithPassword(page: Page, email: string): Promise<void> {
  await page.goto(`${product.base}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL('**/sign-in');
  // The logout ends with a full reload of the sign-in page: let it finish before opening it again.
  await page.getByRole('button', { name: 'Log in' }).waitFor();
}

describe('recovery codes', () => {
  it('are shown once when two-step verification is turned on, and one signs in instead of the app, once', async () => {
    const email = await verifiedAccount();
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInWithPassword(page, email);
    await expect.poll(() => page.getByRole('heading', { name: 'Privacy policy' }).isVisible(), { timeout: 20_000 }).toBe(true);
    await page.getByRole('button', { name: 'I accept' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    const twoStep = page.getByRole('region', { name: 'Two-step verification' });
    await twoStep.getByRole('button', { name: 'Turn on two-step verification' }).click();
    const secret = await twoStep.getByRole('textbox', { name: 'Setup key' }).inputValue();
    await twoStep.getByRole('textbox', { name: 'Code from the app' }).fill(currentTotp(secret));
    await twoStep.getByRole('button', { name: 'Turn on' }).click();

    // Ten codes, once; the dialog stays until the user says they saved them.
    const dialog = page.getByRole('dialog', { name: 'Your recovery codes' });
    await dialog.waitFor();
    const codes = await dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    const close = dialog.getByRole('button', { name: 'Close' });
    expect(await close.isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await screenshot(page, 'recovery-codes-dialog');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download .txt' }).click();
    expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
    await dialog.getByText('I saved these codes').click();
    await close.click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => twoStep.getByText('10 recovery codes left').isVisible()).toBe(true);

    // Signed out, the phone is lost: the password, then a recovery code (typed in lower case).
    await logOut(page);
    await signInWithPassword(page, email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill('ZZZZZ-ZZZZZ');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('That recovery code is not right, or it was already used');
    await page.getByLabel('Recovery code').fill(codes[0].toLowerCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Main menu' }).isVisible(), { timeout: 20_000 }).toBe(true);
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Two-step verification' }).getByText('9 recovery codes left').isVisible()).toBe(true);

    // The same code does not work twice.
    await logOut(page);
    await signInWithPassword(page, email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('That recovery code is not right, or it was already used');
    await context.close();
  });
});
