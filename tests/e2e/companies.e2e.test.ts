/**
 * My companies in Debian's Chromium against `npm start` (issue 8, item 6), signed in as the demo investor, owner of
 * Aurora Capital: create a company with an invalid and a valid CNPJ in both forms, search it by name and tax ID, open
 * its tabs and settings; page through the list at every page size; export CSV and XLSX and read the files back.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCnpj, generateCnpj } from '../../common/cnpj.ts';
import { launchChromium, newContext, screenshot } from './browser.ts';
import {
  companiesSection, companiesTable, DEMO, demoContext, expectNoSeriousViolations, firstCells, organizationIdOf, recordOperations, seededRandom,
  showing, signIn, switchOrganization,
} from './portfolio.ts';
import { adminGraphQL, startProduct } from './productProcess.ts';
import type { RunningProduct } from './productProcess.ts';

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let auroraId: string;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchChromium()]);
  context = await demoContext(browser, product);
  auroraId = await organizationIdOf(product, 'Aurora Capital');
}, 400_000);

afterAll(async () => {
  await browser.close();
  await product.stop();
});

/** My companies, opened on `query` (a search string such as `?size=25`), once its table shows rows. */
async function openCompanies(query = ''): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${product.base}/app/my-companies${query}`);
  await companiesTable(page).locator('tbody tr[aria-rowindex]').first().waitFor();
  return page;
}

interface CompanyRow { id: string; name: string; document: string }

/** The id of the company of this name, from the database. */
async function companyIdOf(name: string): Promise<string> {
  const id = (await companiesWhere({ name: { _eq: name } })).at(0)?.id;
  if (id === undefined) throw new Error(`no company ${name}`);
  return id;
}

/** The companies `where` selects, in `orderBy`'s order (the list's default: name, then id). */
async function companiesWhere(where: Record<string, unknown>, orderBy: unknown[] = [{ name: 'asc' }, { id: 'asc' }]): Promise<CompanyRow[]> {
  const { portfolio_company: rows } = await adminGraphQL<{ portfolio_company: CompanyRow[] }>(
    product,
    `query ($where: portfolio_company_bool_exp!, $orderBy: [portfolio_company_order_by!]!) {
      portfolio_company(where: $where, order_by: $orderBy) { id name document }
    }`,
    { where, orderBy },
  );
  return rows;
}

const random = seededRandom(8);
const created = {
  numeric: { name: 'Alfa Numérica E2E Ltda', document: generateCnpj(random) },
  alphanumeric: { name: 'Alfa Alfanumérica E2E S.A.', document: generateCnpj(random, { alphanumeric: true }) },
};

describe('create company', () => {
  it('refuses an invalid CNPJ in both forms with the translated message, sending nothing', async () => {
    const page = await openCompanies();
    const sent = recordOperations(page);
    await page.getByRole('button', { name: 'Create company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create company' });
    await dialog.getByLabel('Name').fill('Empresa Inválida Ltda');
    const cnpj = dialog.getByLabel('Tax ID (CNPJ)');

    // Numeric: the check digits of 11.222.333/0001 are 81, not 80.
    await cnpj.fill('11222333000180');
    expect(await cnpj.inputValue()).toBe('11.222.333/0001-80');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => dialog.getByText('This CNPJ is not valid: check its digits').isVisible()).toBe(true);
    expect(await cnpj.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'companies-create-invalid-numeric');

    // Alphanumeric, typed in lower case: the mask upper-cases it; 12.ABC.345/01DE ends in 35, not 36.
    await cnpj.fill('12abc34501de36');
    expect(await cnpj.inputValue()).toBe('12.ABC.345/01DE-36');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => dialog.getByText('This CNPJ is not valid: check its digits').isVisible()).toBe(true);
    await screenshot(page, 'companies-create-invalid-alphanumeric');

    // Nothing went to the server, and the dialog still holds what was typed.
    expect(sent.filter((name) => name === 'useCreateCompanyMutation')).toEqual([]);
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Empresa Inválida Ltda');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await companiesWhere({ name: { _eq: 'Empresa Inválida Ltda' } })).toEqual([]);
    await page.close();
  });

  it('says the same in Portuguese', async () => {
    const portuguese = await newContext(browser, 'pt-BR');
    const page = await portuguese.newPage();
    await signIn(page, product, DEMO.email, DEMO.password, 'pt-BR');
    await page.goto(`${product.base}/app/my-companies`);
    await page.getByRole('button', { name: 'Criar empresa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar empresa' });
    await dialog.getByLabel('CNPJ').fill('12ABC34501DE36');
    await dialog.getByRole('button', { name: 'Criar', exact: true }).click();
    await expect.poll(() => dialog.getByText('Este CNPJ não é válido: confira os dígitos').isVisible()).toBe(true);
    await screenshot(page, 'companies-create-invalid-pt-BR');
    await portuguese.close();
  });

  it('creates a company with a valid CNPJ in each form, and the list shows them', async () => {
    const page = await openCompanies();
    const before = await companiesWhere({ organization_id: { _eq: auroraId } });
    for (const [form, company] of Object.entries(created)) {
      await page.getByRole('button', { name: 'Create company' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create company' });
      await dialog.getByLabel('Name').fill(company.name);
      // Typed as a person copies it: digits only for the numeric one, masked and in lower case for the other.
      await dialog.getByLabel('Tax ID (CNPJ)').fill(form === 'numeric' ? company.document : formatCnpj(company.document).toLowerCase());
      expect(await dialog.getByLabel('Tax ID (CNPJ)').inputValue()).toBe(formatCnpj(company.document));
      expect(await dialog.getByLabel('Organization').inputValue()).toBe(auroraId);
      await screenshot(page, `companies-create-valid-${form}`);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByText(`${company.name} was added to your companies`).isVisible()).toBe(true);
    }
    // Both sort first by name ("Alfa …"), so the first page shows them, and the total grew by two.
    const table = companiesTable(page);
    await expect.poll(() => firstCells(table)).toEqual(expect.arrayContaining([created.numeric.name, created.alphanumeric.name]));
    await expect.poll(() => showing(companiesSection(page)).textContent()).toBe(`Showing 1–10 of ${before.length + 2} records`);
    for (const company of Object.values(created)) {
      await expect.poll(() => table.getByRole('row', { name: company.name }).textContent()).toContain(formatCnpj(company.document));
    }
    await screenshot(page, 'companies-list-created');
    const stored = await companiesWhere({ document: { _in: Object.values(created).map((company) => company.document) } });
    expect(stored.map(({ name, document }) => ({ name, document })).sort((a, b) => a.name.localeCompare(b.name)))
      .toEqual(Object.values(created).sort((a, b) => a.name.localeCompare(b.name)));
    await page.close();
  });
});

describe('search', () => {
  it('finds a company by name and by tax ID, formatted or digits only', async () => {
    const page = await openCompanies();
    const section = companiesSection(page);
    const search = section.getByLabel('Search', { exact: true });
    const cases: [query: string, expected: string][] = [
      ['alfanumérica', created.alphanumeric.name],
      [formatCnpj(created.numeric.document), created.numeric.name],
      [created.numeric.document, created.numeric.name],
      [formatCnpj(created.alphanumeric.document), created.alphanumeric.name],
      [created.alphanumeric.document.toLowerCase(), created.alphanumeric.name],
    ];
    for (const [query, expected] of cases) {
      await search.fill(query);
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(query);
      await expect.poll(() => firstCells(companiesTable(page))).toEqual([expected]);
      await expect.poll(() => showing(section).textContent()).toBe('Showing 1–1 of 1 record');
    }
    await screenshot(page, 'companies-search-tax-id');

    // A search that matches nothing says so; clearing it brings the whole list back.
    await search.fill('Nenhuma Empresa Com Este Nome');
    await expect.poll(() => companiesTable(page).getByText('No record found').isVisible()).toBe(true);
    await screenshot(page, 'companies-search-nothing');
    await search.fill('');
    await expect.poll(() => new URL(page.url()).searchParams.has('q')).toBe(false);
    await expect.poll(async () => (await firstCells(companiesTable(page))).length).toBe(10);
    await page.close();
  });
});

describe('company details', () => {
  /** Opens a company from the list through its "Details of" link, searching for it first. */
  async function openDetails(name: string): Promise<Page> {
    const page = await openCompanies(`?q=${encodeURIComponent(name)}`);
    await companiesTable(page).getByRole('link', { name: `Details of ${name}` }).click();
    await page.waitForURL(/\/app\/my-companies\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole('heading', { name, level: 2 }).isVisible()).toBe(true);
    return page;
  }

  async function openTab(page: Page, tab: string): Promise<void> {
    await page.getByRole('tab', { name: tab }).click();
    await expect.poll(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
  }

  it('shows a new company\'s tabs with their notices', async () => {
    const page = await openDetails(created.numeric.name);
    expect(await page.getByText(`CNPJ ${formatCnpj(created.numeric.document)} · Aurora Capital`).isVisible()).toBe(true);
    const panel = page.getByRole('tabpanel');
    await expect.poll(() => panel.locator('dl').textContent()).toContain('Latest valuationNo valuation yet');
    expect(await panel.locator('dl').textContent()).toContain('Valuation reports0');
    await screenshot(page, 'company-new-summary');
    await expectNoSeriousViolations(page, 'company details, summary');

    await openTab(page, 'Reports');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('reports');
    await expect.poll(() => panel.getByRole('table', { name: 'Valuation reports' }).getByText('No record found').isVisible()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Create report' }).isEnabled()).toBe(true);
    await screenshot(page, 'company-new-reports');

    // Aurora Capital's plan has the accounting module, but nothing was imported for this company.
    await openTab(page, 'Accounting');
    await expect.poll(() => panel.getByText('No accounting data has been imported for this company yet.').isVisible()).toBe(true);
    await screenshot(page, 'company-new-accounting');

    await openTab(page, 'Indicators');
    await expect.poll(() => panel.getByText('This company has not reported any indicators yet').isVisible()).toBe(true);
    await screenshot(page, 'company-new-indicators');
    await expectNoSeriousViolations(page, 'company details, indicators');
    await page.close();
  });

  it('shows a company with data: its reports, accounting and indicators', async () => {
    const name = 'Cerrado Agrotech Ltda';
    const companyId = await companyIdOf(name);
    const { reports, indicators } = await adminGraphQL<{ reports: { aggregate: { count: number } }; indicators: { aggregate: { count: number } } }>(
      product,
      `query ($id: uuid!) {
        reports: portfolio_valuation_report_aggregate(where: { company_id: { _eq: $id } }) { aggregate { count } }
        indicators: accounting_indicator_aggregate(where: { company_id: { _eq: $id } }) { aggregate { count } }
      }`,
      { id: companyId },
    );
    expect(reports.aggregate.count).toBeGreaterThan(0);
    expect(indicators.aggregate.count).toBeGreaterThan(0);

    const page = await openDetails(name);
    const panel = page.getByRole('tabpanel');
    await expect.poll(() => panel.locator('dl').textContent()).toContain(`Valuation reports${reports.aggregate.count}`);
    expect(await panel.locator('dl').textContent()).not.toContain('No valuation yet');
    await screenshot(page, 'company-data-summary');

    await openTab(page, 'Reports');
    const reportsTable = panel.getByRole('table', { name: 'Valuation reports' });
    await expect.poll(() => showing(panel).textContent())
      .toBe(`Showing 1–${Math.min(10, reports.aggregate.count)} of ${reports.aggregate.count} records`);
    expect(await reportsTable.locator('tbody tr[aria-rowindex]').count()).toBe(Math.min(10, reports.aggregate.count));
    await screenshot(page, 'company-data-reports');

    await openTab(page, 'Accounting');
    await expect.poll(() => panel.getByText('Accounts in the chart of accounts').isVisible()).toBe(true);
    await screenshot(page, 'company-data-accounting');

    await openTab(page, 'Indicators');
    await expect.poll(() => showing(panel).textContent())
      .toBe(`Showing 1–10 of ${indicators.aggregate.count} records`);
    await screenshot(page, 'company-data-indicators');
    await expectNoSeriousViolations(page, 'company details with data, indicators');

    // Its settings: the company's users.
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/\/settings$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Users' }).isVisible()).toBe(true);
    await expect.poll(async () => page.getByRole('table', { name: 'Users' }).locator('tbody tr[aria-rowindex]').count()).toBeGreaterThan(0);
    await screenshot(page, 'company-settings');
    await expectNoSeriousViolations(page, 'company settings');
    await page.close();
  });

  it('shows the module-not-enabled notice where the plan lacks accounting', async () => {
    // Aurora Ventures is on the Essencial plan, without the accounting module. Its company is not in the list of the
    // selected organization (Aurora Capital), but its page opens from a link.
    const page = await context.newPage();
    await page.goto(`${product.base}/app/my-companies/${await companyIdOf('Sabiá Robótica Ltda')}`);
    await page.getByRole('tab', { name: 'Accounting' }).click();
    const panel = page.getByRole('tabpanel');
    await expect.poll(() => panel.getByText('The accounting module is not enabled for this organization').isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/app/contact');
    await screenshot(page, 'company-accounting-not-enabled');
    await page.close();
  });
});

describe('paging and export, on a larger organization', () => {
  const BATCH = 120;
  let ventures: BrowserContext;
  let venturesId: string;
  let total: number;

  beforeAll(async () => {
    // Aurora Ventures (the demo investor is an editor) gets 120 more companies, so every page size has pages to turn.
    venturesId = await organizationIdOf(product, 'Aurora Ventures');
    const batchRandom = seededRandom(120);
    const objects = Array.from({ length: BATCH }, (_, i) => ({
      name: `Lote ${String(i + 1).padStart(3, '0')} Participações Ltda`,
      document: generateCnpj(batchRandom, { alphanumeric: i % 5 === 4 }),
      organization_id: venturesId,
    }));
    await adminGraphQL(product, `mutation ($objects: [portfolio_company_insert_input!]!) {
      insert_portfolio_company(objects: $objects) { affected_rows }
    }`, { objects });
    total = (await companiesWhere({ organization_id: { _eq: venturesId } })).length;
    // A context of its own: the selected organization is shared by every page of a context.
    ventures = await newContext(browser);
    const page = await ventures.newPage();
    await signIn(page, product, DEMO.email, DEMO.password);
    await switchOrganization(page, venturesId);
    await page.close();
  }, 60_000);

  afterAll(async () => { await ventures.close(); });

  async function openVentures(query = ''): Promise<Page> {
    const page = await ventures.newPage();
    await page.goto(`${product.base}/app/my-companies${query}`);
    await companiesTable(page).locator('tbody tr[aria-rowindex]').first().waitFor();
    return page;
  }

  /** The names the list should show: the database's order, name descending then id, as the screen asks. */
  async function expectedNames(): Promise<string[]> {
    const rows = await companiesWhere({ organization_id: { _eq: venturesId } }, [{ name: 'desc_nulls_last' }, { id: 'asc' }]);
    return rows.map((row) => row.name);
  }

  it('pages at 10, 25, 50 and 100 rows, keeping page, size and sort in the address', async () => {
    expect(total).toBe(BATCH + 6);
    const page = await openVentures();
    const section = companiesSection(page);
    const table = companiesTable(page);
    const params = () => new URL(page.url()).searchParams;
    // Name descending: one click on the sorted column's header flips it.
    await table.getByRole('button', { name: 'Name' }).click();
    await expect.poll(() => params().get('sort')).toBe('-name');
    await expect.poll(() => table.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');

    const expected = await expectedNames();
    for (const size of [10, 25, 50, 100] as const) {
      await section.getByLabel('Rows per page').selectOption(String(size));
      await expect.poll(() => params().get('size')).toBe(size === 10 ? null : String(size));
      const pages = Math.ceil(total / size);
      const next = section.getByRole('button', { name: 'Next page' });
      const previous = section.getByRole('button', { name: 'Previous page' });
      for (let number = 1; number <= pages; number++) {
        if (number > 1) await next.click();
        const from = (number - 1) * size + 1;
        const to = Math.min(total, number * size);
        await expect.poll(() => showing(section).textContent()).toBe(`Showing ${from}–${to} of ${total} records`);
        await expect.poll(() => firstCells(table)).toEqual(expected.slice(from - 1, to));
        expect(params().get('page')).toBe(number === 1 ? null : String(number));
        expect(params().get('sort')).toBe('-name');
        expect(await section.getByText(`Page ${number} of ${pages}`).isVisible()).toBe(true);
      }
      expect(await next.isDisabled()).toBe(true);
      await previous.click();
      await expect.poll(() => showing(section).textContent())
        .toBe(`Showing ${(pages - 2) * size + 1}–${(pages - 1) * size} of ${total} records`);
      await expect.poll(() => params().get('page')).toBe(pages - 1 === 1 ? null : String(pages - 1));
      await screenshot(page, `companies-paging-${size}`);
    }

    // The address alone reproduces the view: page 2 of 25 rows, name descending.
    const link = `${product.base}/app/my-companies?page=2&size=25&sort=-name`;
    await page.goto(link);
    await expect.poll(() => showing(section).textContent()).toBe(`Showing 26–50 of ${total} records`);
    await expect.poll(() => firstCells(table)).toEqual(expected.slice(25, 50));
    expect(await section.getByLabel('Rows per page').inputValue()).toBe('25');
    await page.close();
  });

  it('shows All through a window of rows, and scrolls to the last one', async () => {
    const page = await openVentures('?sort=-name');
    const section = companiesSection(page);
    await section.getByLabel('Rows per page').selectOption('all');
    await expect.poll(() => new URL(page.url()).searchParams.get('size')).toBe('all');
    await expect.poll(() => showing(section).textContent()).toBe(`Showing 1–${total} of ${total} records`);
    const table = companiesTable(page);
    const expected = await expectedNames();
    await expect.poll(async () => (await firstCells(table)).at(0)).toBe(expected[0]);
    const rendered = await table.locator('tbody tr[aria-rowindex]').count();
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(total);
    expect(await table.getAttribute('aria-rowcount')).toBe(String(total + 1));
    await screenshot(page, 'companies-all-top');

    // The page itself scrolls (no box of its own inside a scrolling page): End goes to its bottom, where the last
    // company is drawn.
    expect(await section.getByRole('region', { name: 'My companies' }).count()).toBe(0);
    await page.evaluate(() => { (globalThis as unknown as { document: { activeElement: { blur?: () => void } | null } }).document.activeElement?.blur?.(); });
    await page.keyboard.press('End');
    const last = table.locator(`tbody tr[aria-rowindex="${total + 1}"]`);
    await last.waitFor();
    expect(await last.locator('td').first().textContent()).toBe(expected.at(-1));
    expect(await table.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(total);
    // The sticky header stays above the rows scrolled under it, their action buttons included: every point of the
    // Actions header belongs to it.
    const header = await table.getByRole('columnheader', { name: 'Actions' }).boundingBox();
    expect(header).not.toBeNull();
    const covered = await page.evaluate((box) => {
      const { document } = globalThis as unknown as {
        document: { elementFromPoint: (x: number, y: number) => { closest: (selector: string) => { textContent: string | null } | null } | null };
      };
      const hits: string[] = [];
      for (let y = box.y + 2; y < box.y + box.height - 1; y += 3) {
        for (let x = box.x + 2; x < box.x + box.width - 1; x += 4) {
          const text = document.elementFromPoint(x, y)?.closest('th')?.textContent ?? null;
          if (text !== 'Actions') hits.push(`${Math.round(x)},${Math.round(y)}`);
        }
      }
      return hits;
    }, header ?? { x: 0, y: 0, width: 0, height: 0 });
    expect(covered).toEqual([]);
    await screenshot(page, 'companies-all-bottom');
    await page.close();
  });

  it('exports the search\'s rows to CSV and XLSX, which read back the same', async () => {
    // "Lote 1" finds Lote 100 to Lote 120: more than the page of 10 on screen, all of them in the files.
    const page = await openVentures(`?q=${encodeURIComponent('Lote 1')}`);
    const section = companiesSection(page);
    const expected = await companiesWhere({ organization_id: { _eq: venturesId }, name: { _ilike: '%Lote 1%' } });
    expect(expected.length).toBe(21);
    await expect.poll(() => showing(section).textContent()).toBe(`Showing 1–10 of ${expected.length} records`);
    const rows = expected.map((company) => [company.name, formatCnpj(company.document), 'Aurora Ventures']);

    const download = async (format: 'CSV' | 'XLSX') => {
      await section.getByRole('button', { name: 'Export' }).click();
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: `Export ${format}` }).click()]);
      expect(file.suggestedFilename()).toBe(`companies.${format.toLowerCase()}`);
      const target = `test-results/e2e/companies-export.${format.toLowerCase()}`;
      await file.saveAs(target);
      return target;
    };

    const csv = readFileSync(await download('CSV'), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const records = csv.slice(1).split('\r\n');
    expect(records.pop()).toBe('');
    expect(records[0]).toBe('Name,Tax ID,Organization');
    // No name or tax ID here holds a comma or a quote, so each record is its fields joined by commas.
    expect(records.slice(1)).toEqual(rows.map((fields) => fields.join(',')));

    const sheet = await readSheet(await download('XLSX'));
    expect(sheet[0]).toEqual(['Name', 'Tax ID', 'Organization']);
    expect(sheet.slice(1)).toEqual(rows);
    await screenshot(page, 'companies-export');
    await page.close();
  });
});

describe('accessibility', () => {
  it('My companies has no serious violation', async () => {
    const page = await openCompanies();
    await expectNoSeriousViolations(page, 'My companies');
    await page.getByRole('button', { name: 'Create company' }).click();
    await page.getByRole('dialog', { name: 'Create company' }).waitFor();
    await expectNoSeriousViolations(page, 'Create company dialog');
    await page.close();
  });
});
