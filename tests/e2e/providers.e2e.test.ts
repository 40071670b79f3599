/**
 * Sign-in by a provider as a person meets it (issue 19, item 4), in Debian's Chromium against `npm start` with a real
 * OpenID provider on loopback (oidc-provider, tests/helpers/loopbackOidcProvider.ts) configured as the generic `oidc`
 * provider: the sign-in page's button leads to the provider's own login and consent pages, and back to the portal
 * signed in; a provider that did not verify the address of an existing account is refused, and the page says so.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackProvider, type LoopbackProvider } from '../helpers/loopbackOidcProvider.ts';
import { launchChromium, newContext, screenshot } from './browser.ts';
import { DEMO } from './portfolio.ts';
import { startProduct } from './productProcess.ts';
import type { RunningProduct } from './productProcess.ts';

let op: LoopbackProvider;
let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  op = await startLoopbackProvider();
  product = await startProduct({
    AUTH_PROVIDER_OIDC_ENABLED: 'true', AUTH_PROVIDER_OIDC_ISSUER: op.issuer, AUTH_PROVIDER_OIDC_NAME: 'Loopback ID',
    AUTH_PROVIDER_OIDC_CLIENT_ID: op.clientId, AUTH_PROVIDER_OIDC_CLIENT_SECRET: op.clientSecret,
  });
  op.register([`${product.base}/v1/auth/signin/provider/oidc/callback`]);
  browser = await launchChromium();
}, 400_000);

afterAll(async () => {
  await browser.close();
  await product.stop();
  await op.close();
});

describe('sign-in by provider', () => {
  it('goes through the provider\'s own login and consent pages and lands signed in on the portal', async () => {
    // The demo investor, whose address the provider vouches for: the provider account is linked to that account.
    op.accounts.set('helena-at-loopback', { email: DEMO.email, email_verified: true, name: 'Helena A.' });
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${product.base}/sign-in`);
    const button = page.getByRole('button', { name: 'Sign in with Loopback ID' });
    await expect.poll(() => button.isVisible()).toBe(true);
    await screenshot(page, 'provider-sign-in-buttons');
    await button.click();

    await page.waitForURL(`${op.issuer}/interaction/**`);
    await page.getByPlaceholder('Enter any login').fill('helena-at-loopback');
    await page.getByPlaceholder('and password').fill('whatever the provider asks');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Continue' }).isVisible()).toBe(true);
    await screenshot(page, 'provider-consent');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(`${product.base}/app/**`, { timeout: 20_000 });
    // nhost-js signed in with the refresh token of the address and took it out of the address.
    expect(page.url()).not.toContain('refreshToken');
    const cookie = (await context.cookies(product.base)).find((c) => c.name === 'nhostRefreshToken');
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByText('Helena').first().isVisible(), { timeout: 20_000 }).toBe(true);
    await screenshot(page, 'provider-signed-in');
    await context.close();
  });

  it('refuses a provider that did not verify the address of an existing account, and says so in the user\'s language', async () => {
    op.accounts.set('not-helena', { email: DEMO.email, email_verified: false });
    const context = await newContext(browser, 'pt-BR');
    const page = await context.newPage();
    await page.goto(`${product.base}/sign-in`);
    const button = page.getByRole('button', { name: 'Entrar com Loopback ID' });
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.click();
    await page.waitForURL(`${op.issuer}/interaction/**`);
    await page.getByPlaceholder('Enter any login').fill('not-helena');
    await page.getByPlaceholder('and password').fill('whatever the provider asks');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(`${product.base}/sign-in?**`);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(
      'Já existe uma conta com este endereço de e-mail, e o serviço pelo qual você entrou não confirmou que o endereço é seu. Entre com seu e-mail e senha.',
    );
    expect(new URL(page.url()).searchParams.get('error')).toBe('email-already-in-use');
    expect((await context.cookies(product.base)).find((c) => c.name === 'nhostRefreshToken')).toBeUndefined();
    await screenshot(page, 'provider-refused');
    await context.close();
  });
});
