/**
 * A company's dataroom in Debian's Chromium against `npm start` (issue 8, item 2: the dataroom link), signed in as
 * the demo investor: open it from the companies table, upload two documents through the real nhost-js client, see
 * them listed, download one and compare its bytes, delete the other after confirming; a company of an organization
 * whose plan lacks the module shows the notice; in an organization where the investor is a viewer, uploads and
 * deletions are disabled.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot } from './browser.ts';
import { companiesTable, DEMO, demoContext, expectNoSeriousViolations, organizationIdOf, switchOrganization } from './portfolio.ts';
import { adminGraphQL, startProduct } from './productProcess.ts';
import type { RunningProduct } from './productProcess.ts';

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchChromium()]);
  context = await demoContext(browser, product);
}, 400_000);

afterAll(async () => {
  await browser.close();
  await product.stop();
});

/** The documents table of a dataroom. */
const documents = (page: Page) => page.getByRole('table', { name: 'Documents' });
const documentNames = (page: Page) => documents(page).locator('tbody tr[aria-rowindex] td:first-child').allTextContents();

/** My companies in the organization named, then the dataroom of its company named, through the table's action. */
async function openDataroomFromTable(organization: string, company: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${product.base}/app/my-companies`);
  await switchOrganization(page, await organizationIdOf(product, organization));
  await companiesTable(page).locator('tbody tr[aria-rowindex]').first().waitFor();
  await companiesTable(page).getByRole('link', { name: new RegExp(`^Dataroom of ${company}`) }).click();
  await page.waitForURL(/\/app\/my-companies\/[0-9a-f-]{36}\/dataroom$/);
  await page.getByRole('heading', { name: 'Dataroom', exact: true }).waitFor();
  return page;
}

/** Bytes that are no text, so a download that changed them (an encoding, a newline) would show. */
const deck = Buffer.from([...Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n'), ...Array.from({ length: 4096 }, (_, i) => (i * 37) % 256)]);
const capTable = Buffer.from('Shareholder;Shares\nFounders;700000\nSeed fund;300000\n');

describe('the dataroom of a company whose plan has it', () => {
  let page: Page;

  beforeAll(async () => {
    page = await openDataroomFromTable('Aurora Capital', 'Cerrado Agrotech Ltda');
  });

  it('opens from the companies table, empty, ready for documents', async () => {
    await page.getByRole('heading', { name: 'Cerrado Agrotech Ltda' }).waitFor();
    await documents(page).getByRole('cell', { name: 'No record found' }).waitFor();
    expect(await page.getByText('Any type of document, several at a time, up to 50 MB each.').isVisible()).toBe(true);
    await screenshot(page, 'dataroom-empty');
    await expectNoSeriousViolations(page, 'empty dataroom');
  });

  it('uploads two documents and lists them', async () => {
    await page.getByLabel('Documents to upload').setInputFiles([
      { name: 'Board deck Q2.pdf', mimeType: 'application/pdf', buffer: deck },
      { name: 'Cap table.csv', mimeType: 'text/csv', buffer: capTable },
    ]);
    await page.getByRole('status').filter({ hasText: '2 documents uploaded' }).waitFor();
    await expect.poll(() => documentNames(page)).toEqual(['Cap table.csv', 'Board deck Q2.pdf']);
    const { users } = await adminGraphQL<{ users: { displayName: string }[] }>(
      product, 'query ($email: citext!) { users(where: {email: {_eq: $email}}) { displayName } }', { email: DEMO.email });
    const cells = await documents(page).locator('tbody tr[aria-rowindex]').first().locator('td').allTextContents();
    expect(cells.slice(0, 4)).toEqual(['Cap table.csv', 'Spreadsheet', `${String(capTable.length)} bytes`, users[0]?.displayName]);
    await screenshot(page, 'dataroom-uploaded');
    await expectNoSeriousViolations(page, 'dataroom with documents');

    const { files } = await adminGraphQL<{ files: { name: string; size: number; bucketId: string; isUploaded: boolean }[] }>(
      product, '{ files(order_by: {name: asc}) { name size bucketId isUploaded } }');
    expect(files).toEqual([
      { name: 'Board deck Q2.pdf', size: deck.length, bucketId: 'dataroom', isUploaded: true },
      { name: 'Cap table.csv', size: capTable.length, bucketId: 'dataroom', isUploaded: true },
    ]);
  });

  it('downloads a document with the bytes that were uploaded, under its name', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Board deck Q2.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Board deck Q2.pdf');
    expect(readFileSync(await download.path()).equals(deck)).toBe(true);
  });

  it('deletes a document after confirming', async () => {
    await page.getByRole('button', { name: 'Delete Cap table.csv' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText(/^Delete Cap table\.csv from the dataroom of Cerrado Agrotech Ltda\?/).waitFor();
    await screenshot(page, 'dataroom-delete-confirm');
    await alert.getByRole('button', { name: 'Delete' }).click();
    await alert.waitFor({ state: 'detached' });
    await expect.poll(() => documentNames(page)).toEqual(['Board deck Q2.pdf']);
    const { files } = await adminGraphQL<{ files: { name: string }[] }>(product, '{ files { name } }');
    expect(files).toEqual([{ name: 'Board deck Q2.pdf' }]);
  });
});

describe('a company whose organization\'s plan lacks the dataroom', () => {
  it('shows the notice with the way to contact us', async () => {
    const page = await openDataroomFromTable('Aurora Ventures', 'Caju Saúde Digital Ltda');
    await page.getByRole('heading', { name: 'The dataroom module is not enabled for this organization' }).waitFor();
    expect(await page.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/app/contact');
    expect(await page.getByLabel('Documents to upload').count()).toBe(0);
    await screenshot(page, 'dataroom-not-enabled');
    await expectNoSeriousViolations(page, 'dataroom not in the plan');
  });
});

describe('a viewer of the organization', () => {
  it('sees the dataroom with uploads and deletions disabled', async () => {
    const page = await openDataroomFromTable('Ipê Investimentos', 'Ipê Florestal S.A.');
    const choose = page.getByRole('button', { name: 'Choose files' });
    await choose.waitFor();
    expect(await choose.getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByText('Only editors and owners of the organization can add documents.').isVisible()).toBe(true);
    await choose.hover();
    await expect.poll(() => page.getByText('Only editors and owners of the organization can do this').isVisible()).toBe(true);
    await screenshot(page, 'dataroom-viewer');
    await expectNoSeriousViolations(page, 'dataroom of a viewer');
  });
});
