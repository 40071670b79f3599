/**
 * Passkeys end to end (issue 19, item 1): Debian's Chromium with a virtual authenticator (the DevTools protocol's
 * WebAuthn domain: a platform authenticator that verifies its user, as a laptop's fingerprint reader does) against
 * `npm start`. The demo investor adds a passkey on the profile, signs out, signs in with the passkey alone (no e-mail,
 * no password) from the e-mail field's autofill, and with the button on a second browser the passkey was synced to,
 * then removes it; a browser whose passkey the portal does not know is told so, in Portuguese.
 * Screenshots of the profile's passkeys and of the sign-in page.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newContext, screenshot } from './browser.ts';
import { demoContext, expectNoSeriousViolations } from './portfolio.ts';
import { adminGraphQL, startProduct } from './productProcess.ts';
import type { RunningProduct } from './productProcess.ts';

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let devtools: CDPSession;
let authenticatorId: string;

/** A virtual platform authenticator in `page`'s tab: resident keys, user verification, presence given at once. */
async function virtualAuthenticator(on: Page): Promise<{ session: CDPSession; id: string }> {
  const session = await on.context().newCDPSession(on);
  await session.send('WebAuthn.enable');
  const { authenticatorId } = await session.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { session, id: authenticatorId };
}

/** The demo investor's passkeys as the database has them. */
async function storedPasskeys(): Promise<{ nickname: string | null; transports: string }[]> {
  const { authUserSecurityKeys } = await adminGraphQL<{ authUserSecurityKeys: { nickname: string | null; transports: string }[] }>(
    product,
    '{ authUserSecurityKeys(where: { user: { email: { _eq: "investidor@demo.local" } } }) { nickname transports } }',
  );
  return authUserSecurityKeys;
}

const passkeysSection = () => page.getByRole('region', { name: 'Passkeys' });

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchChromium()]);
  context = await demoContext(browser, product);
  page = await context.newPage();
  ({ session: devtools, id: authenticatorId } = await virtualAuthenticator(page));
}, 400_000);

afterAll(async () => {
  await browser.close();
  await product.stop();
});

describe('passkeys', () => {
  it('adds a passkey on the profile, named', async () => {
    await page.goto(`${product.base}/app/profile`);
    const section = passkeysSection();
    await section.getByText('No passkeys yet').waitFor();
    await section.getByRole('textbox', { name: 'Name of the new passkey' }).fill('Notebook do escritório');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expect.poll(() => section.getByRole('row').allTextContents())
      .toEqual(['NameKind', 'Notebook do escritórioDevice or password managerRemove']);
    expect(await storedPasskeys()).toEqual([{ nickname: 'Notebook do escritório', transports: 'internal' }]);
    await screenshot(page, 'passkeys-profile-en');
    await expectNoSeriousViolations(page, 'the profile with a passkey');
  });

  it('signs in from the e-mail field\'s autofill after signing out, the passkey alone', async () => {
    // Chromium's virtual authenticator answers the autofill's request (WebAuthn conditional mediation) at once, as a
    // person picking the passkey under the e-mail field would: the page signs in without a click.
    await page.goto(`${product.base}/app/logout`);
    await page.waitForURL('**/sign-in');
    const started = Date.now();
    await page.waitForURL('**/app/**');
    console.info(`passkey autofill, sign-in page to the portal: ${String(Date.now() - started)} ms`);
    await page.goto(`${product.base}/app/profile`);
    await passkeysSection().getByRole('row').first().waitFor();
    // One resident passkey for the portal's relying party, used twice (made, then signed in with), its user handle the
    // account's id as nhost-js's browser library stores it: the options' base64url text itself (passkeyRoutes.ts).
    const { credentials } = await devtools.send('WebAuthn.getCredentials', { authenticatorId });
    const { users } = await adminGraphQL<{ users: { id: string }[] }>(product, '{ users(where: { email: { _eq: "investidor@demo.local" } }) { id } }');
    expect(credentials.map((c) => ({ rpId: c.rpId, resident: c.isResidentCredential, user: Buffer.from(Buffer.from(c.userHandle ?? '', 'base64').toString(), 'base64url').toString() })))
      .toEqual([{ rpId: 'localhost', resident: true, user: users[0].id }]);
    expect(credentials[0].signCount).toBeGreaterThan(0);
  });

  it('signs in with the button on another browser the passkey was synced to, one without passkey autofill', async () => {
    const synced = await newContext(browser);
    // A browser that cannot list passkeys under a field (no conditional mediation): only the button offers them. (With
    // autofill, Chromium's virtual authenticator would answer it first, and the page would sign in before the click.)
    await synced.addInitScript(() => {
      const { PublicKeyCredential: credential } = globalThis as unknown as { PublicKeyCredential: { isConditionalMediationAvailable?: () => Promise<boolean> } };
      credential.isConditionalMediationAvailable = () => Promise.resolve(false);
    });
    const other = await synced.newPage();
    const { session, id } = await virtualAuthenticator(other);
    // The passkey arrives as a password manager syncs it.
    const { credentials } = await devtools.send('WebAuthn.getCredentials', { authenticatorId });
    await session.send('WebAuthn.addCredential', { authenticatorId: id, credential: credentials[0] });
    await other.goto(`${product.base}/sign-in`);
    await other.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    await screenshot(other, 'passkeys-sign-in-en');
    const started = Date.now();
    await other.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await other.waitForURL('**/app/**');
    console.info(`passkey button, click to the portal: ${String(Date.now() - started)} ms`);
    await session.detach();
    await synced.close();
  });

  it('removes the passkey after a question, and it no longer signs in', async () => {
    await page.goto(`${product.base}/app/profile`);
    const section = passkeysSection();
    await section.getByRole('button', { name: 'Remove: Notebook do escritório' }).click();
    const question = page.getByRole('alertdialog');
    expect(await question.textContent()).toContain('Remove the passkey "Notebook do escritório"?');
    await question.getByRole('button', { name: 'Remove' }).click();
    await section.getByText('No passkeys yet').waitFor();
    expect(await storedPasskeys()).toEqual([]);

    // The authenticator still has its copy, and offers it in the autofill again; the portal no longer knows it.
    await page.evaluate(() => { (globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } }).localStorage.setItem('locale', 'pt-BR'); });
    await page.goto(`${product.base}/app/logout`);
    await page.waitForURL('**/sign-in');
    await expect.poll(() => page.getByRole('alert').textContent())
      .toBe('Esta chave de acesso não pertence a uma conta daqui. Entre com seu e-mail e senha e adicione uma chave de acesso no seu perfil.');
    expect(page.url()).toContain('/sign-in');
    await screenshot(page, 'passkeys-unknown-pt-BR');
  });

  it('says so when the browser has no passkey for the portal', async () => {
    const fresh = await newContext(browser, 'pt-BR');
    const other = await fresh.newPage();
    const { session } = await virtualAuthenticator(other);
    await other.goto(`${product.base}/sign-in`);
    await other.getByRole('button', { name: 'Entrar com uma chave de acesso' }).click();
    await expect.poll(() => other.getByRole('alert').textContent(), { timeout: 90_000 })
      .toBe('O pedido da chave de acesso foi cancelado ou expirou. Tente de novo quando estiver pronto.');
    await session.detach();
    await fresh.close();
  }, 120_000);
});
