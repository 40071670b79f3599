/**
 * The session as a newcomer meets it, in Debian's Chromium against `npm start`: declining the privacy policy ends
 * the session everywhere, the policy is readable signed out, a spent e-mailed link says so, and the refresh token
 * lives in the spec's cookie, which signing out clears in every tab (issue 18, items 1, 2 and 8).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTotp } from '../../server/auth/totp.ts';
import { launchChromium, localStorageItem, newContext, screenshot } from './browser.ts';
import { mailTo as mailToProduct } from './portfolio.ts';
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

const mailTo = (address: string) => mailToProduct(product, address);

/** The newest link to `address` whose URL contains `part`, once it has arrived. */
async function linkTo(address: string, part: string, after = 0): Promise<string> {
  await expect.poll(async () => (await mailTo(address)).length, { timeout: 10_000 }).toBeGreaterThan(after);
  const newest = (await mailTo(address)).at(0);
  const link = newest?.links.find((href) => href.includes(part));
  if (!link) throw new Error(`no ${part} link in the newest message to ${address}`);
  return link;
}

/** A new account through the API, its e-mail not verified yet (the verification link is in the mailbox). */
async function signedUpAccount(name: string): Promise<string> {
  const email = `${name}.${Date.now()}@example.com`;
  const response = await fetch(`${product.base}/v1/auth/signup/email-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, options: { redirectTo: `${product.base}/sign-in` } }),
  });
  expect(response.status).toBe(200);
  return email;
}

/** A new account, signed up and verified through the API, as the e-mail's link would verify it. */
async function verifiedAccount(name: string): Promise<string> {
  const email = await signedUpAccount(name);
  const verify = await fetch(await linkTo(email, '/verify'), { redirect: 'manual' });
  expect(verify.status).toBe(302);
  return email;
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${product.base}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

interface SessionCookie { value: string; expires: number; sameSite: string; path: string }

async function refreshCookie(context: BrowserContext): Promise<SessionCookie | undefined> {
  return (await context.cookies(product.base)).find((cookie) => cookie.name === 'nhostRefreshToken');
}

/** Whether the auth service still exchanges `refreshToken` for a session. */
async function refreshTokenWorks(refreshToken: string): Promise<boolean> {
  const response = await fetch(`${product.base}/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  return response.ok;
}

describe('the privacy policy', () => {
  it('declining it ends the session on the server and in the browser, and lands on /sign-in for good', async () => {
    const email = await verifiedAccount('recusa');
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, email);
    await expect.poll(() => page.getByRole('heading', { name: 'Privacy policy' }).isVisible(), { timeout: 20_000 }).toBe(true);
    const stored = await refreshCookie(context);
    expect(stored?.value).toBeTruthy();

    await page.getByRole('button', { name: 'Decline and log out' }).click();
    await page.waitForURL('**/sign-in');
    await expect.poll(() => page.getByRole('button', { name: 'Log in' }).isVisible()).toBe(true);
    // nhost-js removes its cookie as its sign-out finishes, which may be just after the sign-in page has loaded.
    await expect.poll(async () => (await refreshCookie(context))?.value, { timeout: 5_000 }).toBeUndefined();
    // The server ended that session: its refresh token no longer opens one.
    expect(await refreshTokenWorks(decodeURIComponent(stored?.value ?? ''))).toBe(false);

    // Opening the portal again does not sign the user back in.
    await page.goto(`${product.base}/sign-in`);
    await page.waitForTimeout(1_000);
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await page.goto(`${product.base}/app/home`);
    await page.waitForURL('**/sign-in');
    await context.close();
  });

  it('is linked from the sign-in page and readable signed out', async () => {
    const context = await newContext(browser, 'pt-BR');
    const page = await context.newPage();
    await page.goto(`${product.base}/sign-in`);
    await page.getByRole('link', { name: 'política de privacidade' }).click();
    await page.waitForURL('**/privacy-policy');
    await expect.poll(() => page.getByRole('heading', { name: 'Política de privacidade' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/^Versão \d+, publicada em/).isVisible()).toBe(true);
    expect((await page.getByRole('document', { name: 'Política de privacidade' }).innerText()).length).toBeGreaterThan(100);
    await screenshot(page, 'privacy-policy-signed-out');
    await page.getByRole('link', { name: 'Voltar para o login' }).click();
    await page.waitForURL('**/sign-in');
    await context.close();
  });
});

describe('an e-mailed link that was already used', () => {
  it('a spent reset link says so and offers a new one, in the user\'s language', async () => {
    const email = await verifiedAccount('redefinir');
    const context = await newContext(browser, 'pt-BR');
    const page = await context.newPage();
    await page.goto(`${product.base}/forgot-password`);
    const before = (await mailTo(email)).length;
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    const link = await linkTo(email, '/verify', before);

    // The first use signs in on the change-password page.
    await page.goto(link);
    await page.waitForURL('**/change-password**');
    await context.clearCookies();
    await context.close();

    // The second use, in a fresh browser: the link is spent.
    const again = await newContext(browser, 'pt-BR');
    const second = await again.newPage();
    await second.goto(link);
    await second.waitForURL('**/forgot-password**');
    await expect.poll(() => second.getByRole('alert').filter({ hasText: 'Este link expirou ou já foi usado.' }).isVisible()).toBe(true);
    await expect.poll(() => second.getByText('Informe seu e-mail abaixo e enviaremos um novo.').isVisible()).toBe(true);
    await screenshot(second, 'spent-reset-link');
    // And the form to send a new one is right there.
    const count = (await mailTo(email)).length;
    await second.getByLabel('E-mail').fill(email);
    await second.getByRole('button', { name: 'Enviar link' }).click();
    await linkTo(email, '/verify', count);
    await again.close();
  });

  it('a spent verification link lands on sign-in with the reason', async () => {
    const email = await signedUpAccount('verificar');
    const link = await linkTo(email, '/verify');
    // The link was opened once already (another device, a mail scanner following links): it is spent.
    const spent = await fetch(link, { redirect: 'manual' });
    expect(spent.status).toBe(302);
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(link);
    await page.waitForURL('**/sign-in?**');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'This link has expired or was already used.' }).isVisible()).toBe(true);
    await screenshot(page, 'spent-verification-link');
    await context.close();
  });

  it('the verification notice sends a new link that works', async () => {
    const email = await signedUpAccount('reenviar');
    const count = (await mailTo(email)).length;
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, email);
    await expect.poll(() => page.getByText('You need to verify your email').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect.poll(() => page.getByText(/A new link is on its way to/).isVisible()).toBe(true);
    const link = await linkTo(email, '/verify', count);
    await page.goto(link);
    await page.waitForURL('**/app/**', { timeout: 20_000 });
    await context.close();
  });
});

describe('the refresh token', () => {
  it('lives in a 30-day SameSite=Lax cookie at path /, not in localStorage, and signing out clears it in every tab', async () => {
    const email = await verifiedAccount('cookie');
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, email);
    await expect.poll(() => page.getByRole('heading', { name: 'Privacy policy' }).isVisible(), { timeout: 20_000 }).toBe(true);
    await page.getByRole('button', { name: 'I accept' }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(true);

    const cookie = await refreshCookie(context);
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
    expect(await localStorageItem(page, 'nhostRefreshToken')).toBeNull();

    // A second tab opens signed in from the cookie.
    const other = await context.newPage();
    await other.goto(`${product.base}/app/home`);
    await expect.poll(() => other.getByRole('navigation', { name: 'Main menu' }).isVisible(), { timeout: 20_000 }).toBe(true);

    // Opening the second tab rotated the refresh token, and nhost-js tells the first tab the new one over its
    // broadcast channel: let that message land before logging out there (a person takes longer than this anyway).
    await page.waitForTimeout(1_500);

    // Logging out in the first tab clears the cookie, and the second tab follows to the sign-in page.
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/sign-in');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await other.waitForURL('**/sign-in', { timeout: 20_000 });
    await other.getByRole('button', { name: 'Log in' }).waitFor();
    await expect.poll(async () => (await refreshCookie(context))?.value, { timeout: 5_000 }).toBeUndefined();
    // And it stays signed out: opening the portal again in either tab asks to sign in.
    await other.goto(`${product.base}/app/home`);
    await other.waitForURL('**/sign-in');
    await context.close();
  });
});

describe('two-step verification', () => {
  it('is turned on in the profile with an authenticator app, then asked at sign-in after the password', async () => {
    const email = await verifiedAccount('duasetapas');
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, email);
    await expect.poll(() => page.getByRole('heading', { name: 'Privacy policy' }).isVisible(), { timeout: 20_000 }).toBe(true);
    await page.getByRole('button', { name: 'I accept' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    const twoStep = page.getByRole('region', { name: 'Two-step verification' });
    await twoStep.getByRole('button', { name: 'Turn on two-step verification' }).click();
    // The app scans the QR code, or takes the key typed in: this test is the app.
    await twoStep.getByRole('img', { name: 'QR code to add this account to an authenticator app' }).waitFor();
    const secret = await twoStep.getByRole('textbox', { name: 'Setup key' }).inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(page, 'two-step-enrolment');
    await twoStep.getByRole('textbox', { name: 'Code from the app' }).fill(currentTotp(secret));
    await twoStep.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(() => twoStep.getByText('On', { exact: true }).isVisible()).toBe(true);
    // The recovery codes are shown once, and the dialog closes once they are saved (recoveryCodes.e2e.test.ts).
    const codes = page.getByRole('dialog', { name: 'Your recovery codes' });
    await codes.getByText('I saved these codes').click();
    await codes.getByRole('button', { name: 'Close' }).click();
    await codes.waitFor({ state: 'detached' });

    // The next sign-in asks for a code after the password, and a wrong one is refused.
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/sign-in');
    // The logout ends with a full reload of the sign-in page: let it finish before opening it again.
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await signIn(page, email);
    await page.getByText('Two-step verification').waitFor();
    await screenshot(page, 'two-step-sign-in');
    const code = currentTotp(secret);
    await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('That code is not right');
    await page.getByLabel('Code').fill(currentTotp(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Main menu' }).isVisible(), { timeout: 20_000 }).toBe(true);
    expect(new URL(page.url()).pathname).toMatch(/^\/app\//);
    await context.close();
  });
});
