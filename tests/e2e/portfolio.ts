/**
 * What the portfolio walks (issue 8: companies, invites, investments) share: signing in as a person does, answering
 * the invite dialog the demo data leaves pending, watching which GraphQL operations a page sends, reading the local
 * mailbox and the companies table as it is on screen.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { mulberry32 } from '../../common/mulberry32.ts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AxeViolation, PageGlobals } from './browser.ts';
import { newContext, seriousA11yViolations } from './browser.ts';
import { adminGraphQL } from './productProcess.ts';
import type { RunningProduct } from './productProcess.ts';

export const DEMO = { email: 'investidor@demo.local', password: 'Investidor@2026' } as const;

/** The sign-in form's words in each language of the portal. */
const SIGN_IN_WORDS = {
  en: { email: 'Email', password: 'Password', submit: 'Log in' },
  'pt-BR': { email: 'E-mail', password: 'Senha', submit: 'Entrar' },
} as const;

/** Fills the sign-in form (in the context's language) and waits for the portal. */
export async function signIn(page: Page, product: RunningProduct, email: string, password: string, locale: 'en' | 'pt-BR' = 'en'): Promise<void> {
  const words = SIGN_IN_WORDS[locale];
  await page.goto(`${product.base}/sign-in`);
  await page.getByLabel(words.email).fill(email);
  await page.getByLabel(words.password, { exact: true }).fill(password);
  // Exact: "Entrar com uma chave de acesso" and "Entrar com um código por SMS" are buttons of the page too.
  await page.getByRole('button', { name: words.submit, exact: true }).click();
  await page.waitForURL('**/app/**');
}

/** The "You have been invited" dialog (the received invites, live). */
export function inviteDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'You have been invited' });
}

/**
 * Answers the invite dialog that is open or about to open (the demo data leaves the demo investor one pending invite,
 * which greets every sign-in until it is answered), and waits for it to close.
 */
export async function answerInvite(page: Page, answer: 'Accept' | 'Decline'): Promise<void> {
  const dialog = inviteDialog(page);
  await dialog.getByRole('button', { name: answer }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * The names of the GraphQL operations the page sends from now on (the Relay network posts `operationName`), so a
 * test can tell that a form refused something without sending it.
 */
export function recordOperations(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/v1/graphql')) return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    if (body?.operationName) sent.push(body.operationName);
  });
  return sent;
}

/**
 * Waits until `check` gives a value (not undefined), asking again every 100 ms for at most `timeoutMs`: a condition
 * wait for hooks, where `expect.poll` is not available.
 */
export async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${timeoutMs} ms`);
    await delay(100);
  }
}

export interface MailMessage { to: string; subject: string; text: string; links: string[] }

/**
 * The local mailbox's messages to `address`, newest first (as `/mailbox/messages` lists them), read as this machine's
 * operator reads them: from loopback, with the admin secret.
 */
export async function mailTo(product: RunningProduct, address: string): Promise<MailMessage[]> {
  const response = await fetch(`${product.base}/mailbox/messages`, { headers: { 'x-hasura-admin-secret': product.adminSecret } });
  return ((await response.json()) as MailMessage[]).filter((message) => message.to === address);
}

/** A user's id, from the database. */
export async function userIdOf(product: RunningProduct, email: string): Promise<string> {
  const { users } = await adminGraphQL<{ users: { id: string }[] }>(
    product, 'query ($email: citext!) { users(where: { email: { _eq: $email } }) { id } }', { email });
  const id = users.at(0)?.id;
  if (!id) throw new Error(`no user ${email}`);
  return id;
}

/** An organization's id by its name, from the database. */
export async function organizationIdOf(product: RunningProduct, name: string): Promise<string> {
  const { portfolio_organization: found } = await adminGraphQL<{ portfolio_organization: { id: string }[] }>(
    product, 'query ($name: String!) { portfolio_organization(where: { name: { _eq: $name } }) { id } }', { name });
  const id = found.at(0)?.id;
  if (!id) throw new Error(`no organization ${name}`);
  return id;
}

/**
 * Chooses an organization in the shell's switcher, as a person does, and waits for the choice to be kept (every page
 * of the browser context then shows it). Usable in hooks, where `expect.poll` is not.
 */
export async function switchOrganization(page: Page, organizationId: string): Promise<void> {
  const switcher = page.getByRole('combobox', { name: 'Organization' });
  await switcher.locator(`option[value="${organizationId}"]`).waitFor({ state: 'attached' });
  await switcher.selectOption(organizationId);
  await page.waitForFunction(
    (id) => (globalThis as unknown as PageGlobals).localStorage.getItem('selectedOrganization') === id,
    organizationId,
  );
}

/** The companies section of My companies (its table and pager, not the invites below it). */
export function companiesSection(page: Page): Locator {
  return page.getByRole('region', { name: 'My companies' });
}

/** The companies table of My companies. */
export function companiesTable(page: Page): Locator {
  return companiesSection(page).getByRole('table', { name: 'My companies' });
}

/** The text of the first cell of each data row in the document (under All, only the rendered window). */
export function firstCells(table: Locator): Promise<string[]> {
  return table.locator('tbody tr[aria-rowindex] td:first-child').allTextContents();
}

/** The pager's "Showing a–b of N records" in `scope` (a section holding one table). */
export function showing(scope: Locator): Locator {
  return scope.getByRole('navigation', { name: 'Pagination' }).getByRole('status');
}

/**
 * Checks the serious and critical axe-core violations of the page: none, or the test fails listing them. Dialogs and
 * toasts still fading in or out, and lists still loading, are waited for first: half transparent, their text would
 * fail the contrast rule.
 */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  // Also a list being refetched: its rows are dimmed on purpose (aria-busy) until the new ones arrive, and a scan in
  // that moment fails the contrast rule on rows no one reads (seen once in wallets' filter walk).
  await page.waitForFunction(() => {
    const { document } = globalThis as unknown as { document: { querySelector: (selector: string) => unknown } };
    return document.querySelector('[class*="-enter-active"], [class*="-appear-active"], [class*="-exit-active"], [aria-busy="true"]') === null;
  });
  const violations: AxeViolation[] = await seriousA11yViolations(page);
  expect(violations.map((violation) => `${where}: ${violation.id} (${violation.impact ?? ''}) ${violation.help} at ${
    violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A seeded source of numbers in [0, 1), so generated CNPJs are the same on every run. */
export const seededRandom = mulberry32;

/**
 * A browser context signed in as the demo investor, past the demo data's pending invite to Ipê Investimentos (which
 * greets the first sign-in: a person answers it first).
 */
export async function demoContext(browser: Browser, product: RunningProduct): Promise<BrowserContext> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, product, DEMO.email, DEMO.password);
  await answerInvite(page, 'Decline');
  await page.close();
  return context;
}
