/**
 * The portal in Debian's Chromium against `npm start` on a fresh data directory: the walks of issue 6, end to end,
 * with a screenshot of every page under test-results/e2e/ and an axe-core scan of every public page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, localStorageItem, newContext, screenshot, seriousA11yViolations } from './browser.ts';
import { mailTo as mailToProduct } from './portfolio.ts';
import { adminGraphQL, startProduct } from './productProcess.ts';
import type { RunningProduct } from './productProcess.ts';

const DEMO = { email: 'investidor@demo.local', password: 'Investidor@2026' };

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchChromium()]);
}, 400_000);

afterAll(async () => {
  await browser.close();
  await product.stop();
});

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${product.base}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The local mailbox's messages to `address`, newest first. */
const mailTo = (address: string) => mailToProduct(product, address);

describe('public pages', () => {
  it.each([
    ['sign-in', '/sign-in', 'Sign in'],
    ['sign-up', '/sign-up', 'Create your account'],
    ['forgot-password', '/forgot-password', 'Forgot my password'],
    ['first-access', '/first-access', 'First access: set your password'],
  ])('%s renders its form and has no serious accessibility violation', async (name, path, title) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${product.base}${path}`);
    await expect.poll(() => page.getByRole('heading', { name: title }).isVisible()).toBe(true);
    await screenshot(page, `public-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('/ leads to /sign-in, and a signed-out visitor of /app is sent there too', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(product.base);
    await page.waitForURL('**/sign-in');
    await page.goto(`${product.base}/app/my-companies`);
    await page.waitForURL('**/sign-in');
    await context.close();
  });

  it('a wrong password shows the invalid-credentials alert and remembers nothing', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${product.base}/sign-in`);
    // Blueprint draws its own box over the native checkbox: click the label, as a person does.
    await page.getByText('Remember me').click();
    await signIn(page, DEMO.email, 'not-the-password');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Invalid email or password');
    expect(await localStorageItem(page, 'signin')).toBeNull();
    await screenshot(page, 'sign-in-wrong-password');
    await context.close();
  });

  it('sign-up with two different passwords shows the mismatch alert and sends nothing', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => { if (request.url().includes('/v1/auth/signup')) requests.push(request.url()); });
    await page.goto(`${product.base}/sign-up`);
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Souza');
    await page.getByLabel('Email').fill('ana.mismatch@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Uma-senha-longa-1');
    await page.getByLabel('Confirm password').fill('Outra-senha-longa-2');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => page.getByText('Password does not match').first().isVisible()).toBe(true);
    expect(requests).toEqual([]);
    await screenshot(page, 'sign-up-mismatch');
    await context.close();
  });

  it('forgot-password always answers with the same sentence', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${product.base}/forgot-password`);
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect.poll(() => page.getByRole('alert').textContent())
      .toContain('If this e-mail is registered, a link to set your password has been sent.');
    await screenshot(page, 'forgot-password-sent');
    await context.close();
  });
});

describe('a new investor, from sign-up to logout', () => {
  const email = `nova.investidora.${Date.now()}@example.com`;
  const password = 'Senha-forte-2026';

  it('signs up, verifies by e-mail, signs in, accepts the policy, sees organizations, navigates, switches language and logs out', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => { if (message.type() === 'error') consoleErrors.push(message.text()); });

    // Sign up: the check-mailbox notice replaces the form.
    await page.goto(`${product.base}/sign-up`);
    await page.getByLabel('First name').fill('Nova');
    await page.getByLabel('Last name').fill('Investidora');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => page.getByText('Check your mailbox').isVisible()).toBe(true);
    await screenshot(page, 'sign-up-check-mailbox');

    // Signing in before verifying shows the verification notice.
    await signIn(page, email, password);
    await expect.poll(() => page.getByText('You need to verify your email').isVisible()).toBe(true);
    await screenshot(page, 'sign-in-needs-verification');
    // That refusal was a 401, which the browser logs; from here on, the console must stay clean.
    consoleErrors.length = 0;

    // The verification e-mail's link verifies and comes back to the portal, signed in.
    await expect.poll(async () => (await mailTo(email)).length).toBeGreaterThan(0);
    // The newest message to the address: the verification e-mail the sign-up just sent.
    const [verification] = await mailTo(email);
    const link = verification.links.find((href) => href.includes('/verify'));
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    // The link lands on the sign-in page with a refresh token, which nhost-js exchanges: the user is signed in.
    await page.waitForURL('**/app/**', { timeout: 20_000 });

    // The privacy policy comes first.
    await expect.poll(() => page.getByRole('heading', { name: 'Privacy policy' }).isVisible(), { timeout: 20_000 }).toBe(true);
    await screenshot(page, 'privacy-policy');
    await page.getByRole('button', { name: 'I accept' }).click();

    // The shell, with no organization yet.
    await expect.poll(() => page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('combobox', { name: 'Organization' }).inputValue()).toBe('');
    await screenshot(page, 'shell-no-organization');

    // Given two memberships, the organizations load after a reload and the first (by name) is selected.
    const { users } = await adminGraphQL<{ users: { id: string }[] }>(product, 'query ($email: citext!) { users(where: { email: { _eq: $email } }) { id } }', { email });
    const userId = users[0]?.id ?? '';
    const { portfolio_organization: organizations } = await adminGraphQL<{ portfolio_organization: { id: string; name: string }[] }>(
      product, 'query { portfolio_organization(order_by: { name: asc }, limit: 2) { id name } }');
    for (const organization of organizations) {
      await adminGraphQL(product, 'mutation ($object: portfolio_organization_user_insert_input!) { insert_portfolio_organization_user_one(object: $object) { id } }',
        { object: { organization_id: organization.id, user_id: userId, role: 'viewer' } });
    }
    await page.reload();
    const switcher = page.getByRole('combobox', { name: 'Organization' });
    await expect.poll(() => switcher.inputValue()).toBe(organizations[0]?.id);
    await switcher.selectOption(organizations[1]?.id ?? '');
    await page.reload();
    await expect.poll(() => switcher.inputValue()).toBe(organizations[1]?.id);
    await screenshot(page, 'shell-organizations');

    // Navigate through the menu: each guarded navigation records a visit event.
    await page.getByRole('menuitem', { name: 'My companies' }).click();
    await page.waitForURL('**/app/my-companies');
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.waitForURL('**/app/dashboard');
    await screenshot(page, 'shell-dashboard');
    await expect.poll(async () => {
      const { user_analysis_user_events: events } = await adminGraphQL<{ user_analysis_user_events: { event_name: string; extra_fields: { host: string } }[] }>(
        product, 'query ($user: uuid!) { user_analysis_user_events(where: { user_id: { _eq: $user } }) { event_name extra_fields } }', { user: userId });
      return events.map((event) => `${event.event_name} ${event.extra_fields.host}`);
    }).toEqual(expect.arrayContaining(['/app/my-companies investor-portal', '/app/dashboard investor-portal']));

    // A signed-in user who opens /sign-in goes to the portal.
    await page.goto(`${product.base}/sign-in`);
    await page.waitForURL('**/app/home');

    // The language switch: Portuguese, kept across a reload.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
    await expect.poll(() => page.getByRole('menuitem', { name: 'Minhas empresas' }).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Minhas empresas' }).isVisible()).toBe(true);
    await screenshot(page, 'shell-pt-BR');

    // Logout: back on the sign-in page after a full reload, the selection cleared, the guard closed again.
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL('**/sign-in');
    expect(await localStorageItem(page, 'selectedOrganization')).toBeNull();
    await page.goto(`${product.base}/app/home`);
    await page.waitForURL('**/sign-in');
    expect(consoleErrors.join('\n')).toBe('');
    await context.close();
  });
});

describe('/sign-in-redirect', () => {
  it('exchanges a refresh token for a session and opens the portal', async () => {
    const response = await fetch(`${product.base}/v1/auth/signin/email-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    const { session } = (await response.json()) as { session: { refreshToken: string } };
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${product.base}/sign-in-redirect?token=${encodeURIComponent(session.refreshToken)}`);
    await page.waitForURL('**/app/home');
    await expect.poll(() => page.getByRole('combobox', { name: 'Organization' }).inputValue()).not.toBe('');
    await screenshot(page, 'sign-in-redirect-home');
    await context.close();
  });
});
