/**
 * Roles in Debian's Chromium against `npm start` (issue 9, items 2 and 5): the demo investor, owner of Aurora Capital,
 * demotes its editor to viewer on Configuration; signed in as that colleague (every seeded person has the demo
 * password), the viewer finds My companies' create actions disabled, the server refusing a company sent anyway with
 * the viewer's own token, and Configuration offering no role change. The database keeps an owner: the last owner's
 * demotion is refused, in the portal and by the server.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCnpj } from '../../common/cnpj.ts';
import { launchChromium, newContext, screenshot } from './browser.ts';
import { companiesSection, DEMO, demoContext, expectNoSeriousViolations, organizationIdOf, seededRandom, signIn, switchOrganization } from './portfolio.ts';
import { adminGraphQL, startProduct } from './productProcess.ts';
import type { RunningProduct } from './productProcess.ts';

let product: RunningProduct;
let browser: Browser;
let owner: BrowserContext;
let aurora: string;
/** Aurora Capital's editor in the demo data, demoted to viewer below. */
let colleague: { id: string; name: string; email: string; membershipId: string };

interface Membership { id: string; role: string; user: { id: string; displayName: string; email: string } }

/** Aurora Capital's memberships, from the database. */
async function auroraMembers(): Promise<Membership[]> {
  const { portfolio_organization_user: rows } = await adminGraphQL<{ portfolio_organization_user: Membership[] }>(
    product,
    'query ($org: uuid!) { portfolio_organization_user(where: { organization_id: { _eq: $org } }) { id role user { id displayName email } } }',
    { org: aurora },
  );
  return rows;
}

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchChromium()]);
  owner = await demoContext(browser, product);
  aurora = await organizationIdOf(product, 'Aurora Capital');
  const editor = (await auroraMembers()).find((row) => row.role === 'editor');
  if (!editor) throw new Error('Aurora Capital has no editor in the demo data');
  colleague = { id: editor.user.id, name: editor.user.displayName, email: editor.user.email, membershipId: editor.id };
}, 400_000);

afterAll(async () => {
  await browser.close();
  await product.stop();
});

/** Configuration on `tab`, once its content shows. */
async function openConfiguration(context: BrowserContext, tab: 'users' | 'roles' = 'users'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${product.base}/app/configuration${tab === 'roles' ? '?tab=roles' : ''}`);
  await page.getByRole('table', { name: tab === 'roles' ? 'What each role can do' : 'Members' }).locator('tbody tr').first().waitFor();
  return page;
}

/** The access token the page sends with its GraphQL requests (the signed-in person's own). */
function tokenOf(request: Request): string {
  const { authorization = '' } = request.headers() as Partial<Record<string, string>>;
  if (!authorization.startsWith('Bearer ')) throw new Error('the page sent no bearer token');
  return authorization.slice('Bearer '.length);
}

/** Sends a GraphQL request from the page with `token`, as a script in the page could; returns the parsed answer. */
function graphqlFromPage(page: Page, token: string, query: string, variables: Record<string, unknown>): Promise<{ data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }> {
  return page.evaluate(async ({ token, query, variables }) => {
    const { fetch } = globalThis as unknown as { fetch: (url: string, init: object) => Promise<{ json: () => Promise<unknown> }> };
    const response = await fetch('/v1/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    return response.json() as Promise<{ data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }>;
  }, { token, query, variables });
}

describe('an owner on Configuration', () => {
  it('sees the members, each role in a select, and demotes the editor to viewer', async () => {
    const page = await openConfiguration(owner);
    expect(await page.getByRole('heading', { name: 'Configuration' }).isVisible()).toBe(true);
    expect(await page.getByText('Members and roles of Aurora Capital').isVisible()).toBe(true);
    const select = page.getByRole('combobox', { name: `Role of ${colleague.name}` });
    expect(await select.inputValue()).toBe('editor');
    await screenshot(page, 'configuration-users-owner');
    await expectNoSeriousViolations(page, 'Configuration, users, as owner');

    await select.selectOption('viewer');
    await expect.poll(() => page.getByText(`${colleague.name} is now Viewer`).isVisible()).toBe(true);
    await expect.poll(async () => (await auroraMembers()).find((row) => row.id === colleague.membershipId)?.role).toBe('viewer');
    expect(await select.inputValue()).toBe('viewer');
    await page.close();
  });

  it('cannot demote the organization\'s last owner: the portal says so, and so does the server', async () => {
    const page = await openConfiguration(owner);
    const owners = (await auroraMembers()).filter((row) => row.role === 'owner');
    expect(owners).toHaveLength(1);
    const me = owners[0];
    const sent = page.waitForRequest((request) => request.url().endsWith('/v1/graphql') && request.method() === 'POST');
    await page.reload();
    const token = tokenOf(await sent);
    await page.getByRole('combobox', { name: `Role of ${me.user.displayName}` }).selectOption('editor');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'An organization must keep at least one owner' }).isVisible()).toBe(true);
    await screenshot(page, 'configuration-keep-an-owner');

    // The database refuses it too, in words the portal recognises (src/app/organizations/triggerRefusal.ts).
    const answer = await graphqlFromPage(page, token,
      'mutation ($id: uuid!) { update_portfolio_organization_user_by_pk(pk_columns: { id: $id }, _set: { role: editor }) { id role } }', { id: me.id });
    expect(answer.errors?.[0]?.message).toMatch(/must keep at least one owner/);
    expect((await auroraMembers()).find((row) => row.id === me.id)?.role).toBe('owner');
    await page.close();
  });

  it('says the same in Portuguese', async () => {
    const portuguese = await newContext(browser, 'pt-BR');
    const page = await portuguese.newPage();
    await signIn(page, product, DEMO.email, DEMO.password, 'pt-BR');
    await page.goto(`${product.base}/app/configuration`);
    const me = (await auroraMembers()).find((row) => row.role === 'owner');
    await page.getByRole('combobox', { name: `Papel de ${me?.user.displayName ?? ''}` }).selectOption('viewer');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Uma organização precisa manter pelo menos um proprietário' }).isVisible()).toBe(true);
    await screenshot(page, 'configuration-users-owner-pt-BR');
    await page.getByRole('tab', { name: 'Papéis' }).click();
    await page.getByRole('table', { name: 'O que cada papel permite' }).waitFor();
    await screenshot(page, 'configuration-roles-pt-BR');
    await portuguese.close();
  });

  it('reads what each role can do on the roles tab', async () => {
    const page = await openConfiguration(owner, 'roles');
    const row = (capability: string) => page.getByRole('table', { name: 'What each role can do' }).getByRole('row', { name: new RegExp(`^${capability}`) });
    expect(await row('Delete the organization').getByRole('cell').allTextContents()).toEqual(['No', 'No', 'Yes']);
    expect(await row('Create, edit and delete companies').getByRole('cell').allTextContents()).toEqual(['No', 'Yes', 'Yes']);
    await screenshot(page, 'configuration-roles-owner');
    await expectNoSeriousViolations(page, 'Configuration, roles');
    await page.close();
  });
});

describe('the demoted viewer', () => {
  let viewer: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    viewer = await newContext(browser);
    page = await viewer.newPage();
    await signIn(page, product, colleague.email, DEMO.password);
    await switchOrganization(page, aurora);
  });

  afterAll(async () => { await viewer.close(); });

  it('finds the create actions of My companies disabled, and cannot add a company to Aurora Capital', async () => {
    await page.goto(`${product.base}/app/my-companies`);
    const section = companiesSection(page);
    await section.getByRole('table', { name: 'My companies' }).locator('tbody tr').first().waitFor();
    await expect.poll(() => section.getByRole('button', { name: 'Create report' }).getAttribute('aria-disabled')).toBe('true');
    expect(await section.getByRole('button', { name: 'Invite user' }).getAttribute('aria-disabled')).toBe('true');
    await section.getByRole('button', { name: 'Create report' }).hover();
    await expect.poll(() => page.getByText('Only editors and owners of the organization can do this').isVisible()).toBe(true);
    await screenshot(page, 'roles-viewer-companies');
    // Create company stays, for the organizations the colleague edits (they own Aurora Ventures): not this one.
    await section.getByRole('button', { name: 'Create company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create company' });
    const offered = await dialog.getByLabel('Organization').locator('option').allTextContents();
    expect(offered).not.toContain('Aurora Capital');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('is refused by the server when sending the mutation anyway with their own token', async () => {
    const sent = page.waitForRequest((request) => request.url().endsWith('/v1/graphql') && request.method() === 'POST');
    await page.reload();
    const token = tokenOf(await sent);
    const name = 'Empresa do Visualizador Ltda';
    const answer = await graphqlFromPage(page, token,
      'mutation ($object: portfolio_company_insert_input!) { insert_portfolio_company_one(object: $object) { id } }',
      { object: { name, document: generateCnpj(seededRandom(9)), organization_id: aurora } });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('permission-error');
    const { portfolio_company: stored } = await adminGraphQL<{ portfolio_company: unknown[] }>(
      product, 'query ($name: String!) { portfolio_company(where: { name: { _eq: $name } }) { id } }', { name });
    expect(stored).toEqual([]);
  });

  it('sees roles as text on Configuration, with no way to change them', async () => {
    const configuration = await openConfiguration(viewer);
    await expect.poll(() => configuration.getByText('Your role here is Viewer.', { exact: false }).isVisible()).toBe(true);
    expect(await configuration.getByRole('combobox', { name: /^Role of / }).count()).toBe(0);
    expect(await configuration.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    await screenshot(configuration, 'configuration-users-viewer');
    await expectNoSeriousViolations(configuration, 'Configuration, users, as viewer');
    await configuration.getByRole('tab', { name: 'Roles' }).click();
    await configuration.getByRole('table', { name: 'What each role can do' }).waitFor();
    expect(await configuration.getByRole('heading', { name: 'Viewer Your role' }).isVisible()).toBe(true);
    await screenshot(configuration, 'configuration-roles-viewer');
    await configuration.close();
  });

  it('cannot promote themselves by sending a role change anyway', async () => {
    const configuration = await openConfiguration(viewer);
    const sent = configuration.waitForRequest((request) => request.url().endsWith('/v1/graphql') && request.method() === 'POST');
    await configuration.reload();
    const token = tokenOf(await sent);
    const answer = await graphqlFromPage(configuration, token,
      'mutation ($id: uuid!) { update_portfolio_organization_user_by_pk(pk_columns: { id: $id }, _set: { role: owner }) { id role } }',
      { id: colleague.membershipId });
    // The viewer's filter hides the row from the update: nothing changes.
    expect(answer.data).toEqual({ update_portfolio_organization_user_by_pk: null });
    expect((await auroraMembers()).find((row) => row.id === colleague.membershipId)?.role).toBe('viewer');
    await configuration.close();
  });
});
