/**
 * My organizations in Debian's Chromium against `npm start` (issue 9, item 5): the demo investor (owner of Aurora
 * Capital, editor of its child Aurora Ventures, viewer of Ipê Investimentos) sees the hierarchy, creates an
 * organization under Aurora Ventures and finds it indented under its parent and offered by the organization switcher,
 * selects it, then deletes it; the create form refuses an empty name and offers as parents only organizations the
 * investor edits.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newContext, screenshot } from './browser.ts';
import { DEMO, demoContext, expectNoSeriousViolations, organizationIdOf, recordOperations, signIn, userIdOf } from './portfolio.ts';
import { adminGraphQL, startProduct } from './productProcess.ts';
import type { RunningProduct } from './productProcess.ts';

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let ventures: string;

const CHILD = 'Aurora Seed E2E';

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchChromium()]);
  context = await demoContext(browser, product);
  ventures = await organizationIdOf(product, 'Aurora Ventures');
  page = await context.newPage();
  await page.goto(`${product.base}/app/my-organizations`);
  await tree(page).locator('tbody tr').first().waitFor();
}, 400_000);

afterAll(async () => {
  await browser.close();
  await product.stop();
});

function tree(on: Page): Locator {
  return on.getByRole('table', { name: 'My organizations' });
}

/** The tree's row of the organization named `name` (its first cell names it; the parent column may name it too). */
function rowOf(on: Page, name: string): Locator {
  return tree(on).locator('tbody tr').filter({ has: on.locator('td:first-child').getByText(name, { exact: true }) });
}

/** Each row of the tree as "depth name": its depth in the tree, then its first cell's text (name and tags). */
function outline(on: Page): Promise<string[]> {
  return tree(on).locator('tbody tr').evaluateAll((rows) => rows.map((row) => {
    const element = row as unknown as { dataset: { depth?: string }; cells: { textContent: string | null }[] };
    return `${element.dataset.depth ?? '?'} ${element.cells[0].textContent ?? ''}`;
  }));
}

/** Where a row's name starts, in pixels from the left: its cell's position plus the indentation of its depth. */
function nameStart(on: Page, name: string): Promise<number> {
  return rowOf(on, name).locator('td').first().locator('div').evaluate((box) => {
    const element = box as unknown as { getBoundingClientRect: () => { x: number } };
    const style = (globalThis as unknown as { getComputedStyle: (target: unknown) => { paddingLeft: string } }).getComputedStyle(box);
    return element.getBoundingClientRect().x + Number.parseFloat(style.paddingLeft);
  });
}

/** The organizations the shell's switcher offers. */
function switcherOptions(on: Page): Promise<string[]> {
  return on.getByRole('combobox', { name: 'Organization' }).locator('option').allTextContents();
}

describe('My organizations', () => {
  it('shows the investor\'s organizations as their hierarchy', async () => {
    expect(await outline(page)).toEqual(['0 Aurora CapitalCurrent', '1 Aurora Ventures', '0 Ipê Investimentos']);
    const ventureRow = rowOf(page, 'Aurora Ventures');
    expect(await ventureRow.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['Editor', 'Aurora Capital']));
    await screenshot(page, 'organizations-tree');
    await expectNoSeriousViolations(page, 'My organizations');
    // A row under the pointer keeps its text readable on the hover colour, a striped row and a plain one alike.
    for (const name of ['Aurora Capital', 'Aurora Ventures']) {
      await rowOf(page, name).hover();
      await expectNoSeriousViolations(page, `My organizations, ${name} under the pointer`);
    }
  });

  it('refuses an empty name without sending anything, and offers as parents only organizations the investor edits', async () => {
    const sent = recordOperations(page);
    await page.getByRole('button', { name: 'Create organization' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create organization' });
    const parents = await dialog.getByLabel('Parent organization').locator('option').allTextContents();
    expect(parents).toEqual(['None (top level)', 'Aurora Capital', 'Aurora Capital › Aurora Ventures']);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => dialog.getByText('Name is required').isVisible()).toBe(true);
    await screenshot(page, 'organizations-create-empty-name');
    await expectNoSeriousViolations(page, 'Create organization');
    expect(sent.filter((name) => name === 'useCreateOrganizationMutation')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('creates an organization under a parent: indented under it, owned by its creator, offered by the switcher', async () => {
    await page.getByRole('button', { name: 'Add an organization under Aurora Ventures' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create organization' });
    expect(await dialog.getByLabel('Parent organization').inputValue()).toBe(ventures);
    await dialog.getByLabel('Name').fill(CHILD);
    await screenshot(page, 'organizations-create-child');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByText(`Organization ${CHILD} created. You are its owner.`).isVisible()).toBe(true);

    // Under Aurora Ventures, one level deeper, right after it.
    await expect.poll(() => outline(page)).toEqual(['0 Aurora CapitalCurrent', '1 Aurora Ventures', `2 ${CHILD}`, '0 Ipê Investimentos']);
    const row = rowOf(page, CHILD);
    expect((await row.getByRole('cell').allTextContents()).slice(1, 3)).toEqual(['Owner', 'Aurora Ventures']);
    // Drawn further right than its parent.
    expect(await nameStart(page, CHILD)).toBeGreaterThan(await nameStart(page, 'Aurora Ventures'));
    expect(await nameStart(page, 'Aurora Ventures')).toBeGreaterThan(await nameStart(page, 'Aurora Capital'));

    // The switcher offers it without a reload.
    await expect.poll(() => switcherOptions(page)).toContain(CHILD);
    await screenshot(page, 'organizations-created-child');

    // In the database: under Aurora Ventures, and the investor is its owner.
    const { portfolio_organization: stored } = await adminGraphQL<{ portfolio_organization: { parent_id: string; organization_users: { role: string; user_id: string }[] }[] }>(
      product, 'query ($name: String!) { portfolio_organization(where: { name: { _eq: $name } }) { parent_id organization_users { role user_id } } }', { name: CHILD });
    expect(stored).toEqual([{ parent_id: ventures, organization_users: [{ role: 'owner', user_id: await userIdOf(product, DEMO.email) }] }]);
  });

  it('reads the same in the dark theme', async () => {
    await page.getByRole('button', { name: 'Use the dark theme' }).click();
    await screenshot(page, 'organizations-tree-dark');
    await expectNoSeriousViolations(page, 'My organizations, dark');
    await page.getByRole('button', { name: 'Use the light theme' }).click();
  });

  it('selects the new organization as the current one', async () => {
    await page.getByRole('button', { name: `Select ${CHILD}` }).click();
    const created = await organizationIdOf(product, CHILD);
    await expect.poll(() => page.getByRole('combobox', { name: 'Organization' }).inputValue()).toBe(created);
    await expect.poll(() => rowOf(page, CHILD).getByText('Current').isVisible()).toBe(true);
  });

  it('shows the hierarchy in Portuguese', async () => {
    const portuguese = await newContext(browser, 'pt-BR');
    const other = await portuguese.newPage();
    await signIn(other, product, DEMO.email, DEMO.password, 'pt-BR');
    await other.goto(`${product.base}/app/my-organizations`);
    const table = other.getByRole('table', { name: 'Minhas organizações' });
    await table.locator('tbody tr').filter({ has: other.locator('td:first-child').getByText(CHILD, { exact: true }) }).waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Nome', 'Seu papel', 'Organização-mãe', 'Membros', 'Empresas', 'Criada em', 'Ações']);
    await screenshot(other, 'organizations-tree-pt-BR');
    await portuguese.close();
  });

  it('deletes the organization after confirming; the switcher drops it', async () => {
    await page.getByRole('button', { name: `Delete ${CHILD}` }).click();
    const alert = page.getByRole('alertdialog');
    await expect.poll(() => alert.textContent()).toContain(`Delete ${CHILD}?`);
    await screenshot(page, 'organizations-delete-confirm');
    await alert.getByRole('button', { name: 'Delete' }).click();
    await alert.waitFor({ state: 'detached' });
    await expect.poll(() => rowOf(page, CHILD).count()).toBe(0);
    await expect.poll(() => switcherOptions(page)).not.toContain(CHILD);
    // It was the current organization: another is selected.
    await expect.poll(() => page.getByRole('combobox', { name: 'Organization' }).inputValue()).not.toBe('');
  });
});
