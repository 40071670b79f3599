/**
 * The profile in Debian's Chromium against `npm start` (issue 9, item 3), signed in as the demo investor: rename and
 * see the name after a reload and in the top bar; switch to English and the dark theme and see both persist (and the
 * account's e-mail language follow); change the e-mail through the link the local mailbox receives; change the
 * password and sign in again with the new e-mail and password. Screenshots in light/pt-BR and dark/en, axe on both.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageGlobals } from './browser.ts';
import { launchChromium, localStorageItem, screenshot } from './browser.ts';
import { DEMO, demoContext, expectNoSeriousViolations, mailTo, signIn } from './portfolio.ts';
import { adminGraphQL, startProduct } from './productProcess.ts';
import type { RunningProduct } from './productProcess.ts';

const NEW_FIRST = 'Investidora';
const NEW_LAST = 'Renomeada da Silva';
const NEW_NAME = `${NEW_FIRST} ${NEW_LAST}`;
const NEW_EMAIL = 'investidora.nova@demo.local';
const NEW_PASSWORD = 'Nova-senha-forte-2026';

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchChromium()]);
  context = await demoContext(browser, product);
  page = await context.newPage();
}, 400_000);

afterAll(async () => {
  await browser.close();
  await product.stop();
});

/** The demo investor's row as the database has it. */
interface DemoRow { displayName: string; email: string; locale: string; metadata: Record<string, unknown> | null }

async function demoRow(): Promise<DemoRow> {
  const { users } = await adminGraphQL<{ users: DemoRow[] }>(
    product,
    'query ($emails: [citext!]!) { users(where: { email: { _in: $emails } }) { displayName email locale metadata } }',
    { emails: [DEMO.email, NEW_EMAIL] },
  );
  const row = users.at(0);
  if (!row) throw new Error('the demo investor is gone');
  return row;
}

/** The name the top bar shows for the signed-in user. */
const topBar = () => page.locator('.bp6-navbar');
const htmlLang = () => page.evaluate(() => (globalThis as unknown as { document: { documentElement: { lang: string } } }).document.documentElement.lang);
const isDark = () => page.evaluate(() => (globalThis as unknown as { document: { body: { classList: { contains: (name: string) => boolean } } } })
  .document.body.classList.contains('bp6-dark'));

/** Opens the profile and waits for its first section. */
async function openProfile(heading: string): Promise<void> {
  await page.goto(`${product.base}/app/profile`);
  await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
  await page.getByRole('region').first().waitFor();
}

describe('profile', () => {
  it('shows personal data, preferences and security in Portuguese and the light theme', async () => {
    // The language is chosen before the profile opens, as on a browser that has always used Portuguese.
    await page.goto(`${product.base}/app/home`);
    await page.evaluate(() => { (globalThis as unknown as PageGlobals).localStorage.setItem('locale', 'pt-BR'); });
    await openProfile('Perfil');
    for (const name of ['Dados pessoais', 'Preferências', 'Segurança']) {
      expect(await page.getByRole('region', { name }).isVisible()).toBe(true);
    }
    // The demo account has a display name only: its first word is the first name, the rest the last name.
    const [first, ...rest] = (await demoRow()).displayName.split(' ');
    expect(await page.getByRole('textbox', { name: 'Nome', exact: true }).inputValue()).toBe(first);
    expect(await page.getByRole('textbox', { name: 'Sobrenome' }).inputValue()).toBe(rest.join(' '));
    expect(await page.getByRole('region', { name: 'Dados pessoais' }).getByText(DEMO.email).isVisible()).toBe(true);
    expect(await htmlLang()).toBe('pt-BR');
    expect(await isDark()).toBe(false);
    await screenshot(page, 'profile-light-pt-BR');
    await expectNoSeriousViolations(page, 'profile, light, pt-BR');
  });

  it('renames the user by first and last name: kept as sign-up keeps them, the top bar follows at once, and both are still there after a reload', async () => {
    const first = page.getByRole('textbox', { name: 'Nome', exact: true });
    const last = page.getByRole('textbox', { name: 'Sobrenome' });
    await first.fill('   ');
    await page.getByRole('button', { name: 'Salvar nome' }).click();
    await expect.poll(() => page.getByText('O nome é obrigatório').isVisible()).toBe(true);
    await first.fill(NEW_FIRST);
    await last.fill(NEW_LAST);
    await page.getByRole('button', { name: 'Salvar nome' }).click();
    await expect.poll(() => page.getByText('Nome salvo').first().isVisible()).toBe(true);
    await expect.poll(() => topBar().textContent()).toContain(NEW_NAME);
    expect((await demoRow()).displayName).toBe(NEW_NAME);
    expect((await demoRow()).metadata).toMatchObject({ firstName: NEW_FIRST, lastName: NEW_LAST });
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'Nome', exact: true }).inputValue()).toBe(NEW_FIRST);
    expect(await page.getByRole('textbox', { name: 'Sobrenome' }).inputValue()).toBe(NEW_LAST);
    expect(await topBar().textContent()).toContain(NEW_NAME);
  });

  it('switches to English and the dark theme, both kept across a reload, and the e-mails follow the language', async () => {
    await page.getByRole('region', { name: 'Preferências' }).getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await page.getByRole('heading', { name: 'Profile', level: 2 }).waitFor();
    await page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).click();
    expect(await isDark()).toBe(true);
    await expect.poll(async () => (await demoRow()).locale).toBe('en');

    await page.reload();
    await page.getByRole('heading', { name: 'Profile', level: 2 }).waitFor();
    expect(await htmlLang()).toBe('en');
    expect(await isDark()).toBe(true);
    expect(await localStorageItem(page, 'theme')).toBe('dark');
    expect(await page.getByRole('radio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('region', { name: 'Preferences' }).getByRole('combobox', { name: 'Language' }).inputValue()).toBe('en');
    await screenshot(page, 'profile-dark-en');
    await expectNoSeriousViolations(page, 'profile, dark, en');
  });

  it('refuses an invalid e-mail without a request, and one another account has with the catalogue\'s message', async () => {
    const requests: string[] = [];
    page.on('request', (request) => { if (request.url().includes('/v1/auth/user/email/change')) requests.push(request.url()); });
    const personal = page.getByRole('region', { name: 'Personal data' });
    await personal.getByRole('button', { name: 'Change email' }).click();
    const field = personal.getByRole('textbox', { name: 'New email' });
    await field.fill('nova@demo');
    await personal.getByRole('button', { name: 'Send link' }).click();
    await expect.poll(() => personal.getByText('Email must be valid').isVisible()).toBe(true);
    expect(requests).toEqual([]);

    const { users } = await adminGraphQL<{ users: { email: string }[] }>(
      product, 'query ($demo: citext!) { users(where: { email: { _neq: $demo } }, limit: 1) { email } }', { demo: DEMO.email });
    const taken = users.at(0)?.email ?? '';
    await field.fill(taken);
    await personal.getByRole('button', { name: 'Send link' }).click();
    await expect.poll(() => personal.getByText('Email is already registered').isVisible()).toBe(true);
    expect(requests).toHaveLength(1);
    expect(await field.inputValue()).toBe(taken);
    await screenshot(page, 'profile-email-in-use');
  });

  it('changes the e-mail through the link mailed to the new address, in the account\'s language', async () => {
    const personal = page.getByRole('region', { name: 'Personal data' });
    await personal.getByRole('textbox', { name: 'New email' }).fill(NEW_EMAIL);
    await personal.getByRole('button', { name: 'Send link' }).click();
    await expect.poll(() => personal.getByRole('status').textContent()).toContain(`We sent a confirmation link to ${NEW_EMAIL}`);
    await screenshot(page, 'profile-email-sent');
    // Nothing changes until the link is opened.
    expect((await demoRow()).email).toBe(DEMO.email);

    await expect.poll(async () => (await mailTo(product, NEW_EMAIL)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    // The newest message to the new address: the confirmation just sent.
    const [mail] = await mailTo(product, NEW_EMAIL);
    expect(mail.subject).toBe('Confirm your new email');
    const link = mail.links.find((href) => href.includes('/verify'));
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    // The link signs in with a refresh token in the address, which nhost-js takes and then removes.
    await page.waitForURL(/\/app\/profile$/, { timeout: 20_000 });
    await expect.poll(() => page.getByRole('region', { name: 'Personal data' }).getByText(NEW_EMAIL).isVisible(), { timeout: 20_000 }).toBe(true);
    expect((await demoRow()).email).toBe(NEW_EMAIL);
  });

  it('changes the password after the current one: the old one no longer signs in, the new one does, with the new e-mail', async () => {
    const security = page.getByRole('region', { name: 'Security' });
    await security.getByLabel('Current password').fill('not the password at all');
    await security.getByLabel('New password').fill(NEW_PASSWORD);
    await security.getByLabel('Confirm password').fill(`${NEW_PASSWORD}!`);
    await security.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => security.getByRole('alert').textContent()).toBe('Password does not match');
    await security.getByLabel('Confirm password').fill(NEW_PASSWORD);
    // A wrong current password signs nobody in again, and nothing changes.
    await security.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => security.getByText('Your current password is not right. Nothing was changed.').isVisible()).toBe(true);
    await security.getByLabel('Current password').fill(DEMO.password);
    await security.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => security.getByRole('status').textContent())
      .toBe('Your password was changed. Use it the next time you sign in.');

    await page.goto(`${product.base}/app/logout`);
    await page.waitForURL('**/sign-in');
    await page.getByLabel('Email').fill(NEW_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Invalid email or password');

    await signIn(page, product, NEW_EMAIL, NEW_PASSWORD);
    await openProfile('Profile');
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe(NEW_FIRST);
    expect(await page.getByRole('textbox', { name: 'Last name' }).inputValue()).toBe(NEW_LAST);
    expect(await page.getByRole('region', { name: 'Personal data' }).getByText(NEW_EMAIL).isVisible()).toBe(true);
  });
});
