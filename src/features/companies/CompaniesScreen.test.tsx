import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCnpj } from '../../../common/cnpj.ts';
import { paths } from '../../app/paths.ts';
import { asRole, interceptOperation, openPortal, ORGANIZATION_ID } from '../../testing/testPortal.tsx';
import { COLD_RENDER } from '../../testing/coldRender.ts';

// The first screen of a test run waits for its lazily loaded modules.
const SLOW = COLD_RENDER;
/** The companies' part of the page; the organization's invites are listed below it with a table of their own. */
const companiesRegion = () => screen.getByRole('region', { name: 'My companies' });
const table = () => screen.findByRole('table', { name: 'My companies' }, SLOW);
const bodyRows = async () => within(await table()).getAllByRole('row').slice(1);

describe('<CompaniesScreen>', () => {
  afterEach(() => { vi.restoreAllMocks(); });

  it('lists the companies of the organization: name, formatted tax ID, organization and actions', async () => {
    openPortal(paths.myCompanies);
    expect(await screen.findByRole('heading', { name: 'My companies' }, SLOW)).toBeTruthy();
    const headers = within(await table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Tax ID', 'Organization', 'Actions']);
    const rows = await bodyRows();
    expect(rows).toHaveLength(10);
    const [name, taxId] = within(rows[0]).getAllByRole('cell').map((cell) => cell.textContent);
    expect(taxId).toMatch(/^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-[0-9]{2}$/);
    expect(formatCnpj(taxId)).toBe(taxId);
    const details = within(rows[0]).getByRole('link', { name: `Details of ${name}` });
    const settings = within(rows[0]).getByRole('link', { name: `Settings of ${name}` });
    const id = details.getAttribute('href')?.split('/').at(-1) ?? '';
    expect(details.getAttribute('href')).toBe(paths.company(id));
    expect(settings.getAttribute('href')).toBe(paths.companySettings(id));
    expect(within(companiesRegion()).getByRole('status').textContent).toMatch(/^Showing 1–10 of \d+ records$/);
  });

  it('says "No record found" when the organization has no company', async () => {
    openPortal(paths.myCompanies, {
      ...asRole('owner'),
      Query: () => ({ portfolio_company: [] }),
      portfolio_company_aggregate_fields: () => ({ count: 0 }),
    });
    expect(await screen.findByRole('cell', { name: 'No record found' })).toBeTruthy();
  });

  it('links each company to its dataroom, saying when the plan lacks it', async () => {
    openPortal(paths.myCompanies, { ...asRole('owner'), portfolio_plan: () => ({ configuration: { modules: { dataroom: false } } }) });
    const rows = await bodyRows();
    const link = within(rows[0]).getByRole('link', { name: /^Dataroom of .+: The dataroom is not enabled in your organization's plan$/ });
    const id = within(rows[0]).getByRole('link', { name: /^Details of / }).getAttribute('href')?.split('/').at(-1) ?? '';
    expect(link.getAttribute('href')).toBe(paths.companyDataroom(id));
    expect(link.getAttribute('aria-disabled')).not.toBe('true');
  });

  it('searches by name or tax ID through the address once typing pauses', async () => {
    const { router, environment } = openPortal(`${paths.myCompanies}?page=2`);
    const sent = interceptOperation(environment, 'CompaniesScreenQuery');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search' }), { target: { value: '12.345.678/0001' } });
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => { expect(router.state.location.search).toBe('?q=12.345.678%2F0001'); });
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => { expect(sent.length).toBeGreaterThan(0); });
    expect(sent.at(-1)).toMatchObject({
      where: {
        _and: [
          { organization_id: { _eq: ORGANIZATION_ID } },
          { _or: [{ name: { _ilike: '%12.345.678/0001%' } }, { document: { _ilike: '%123456780001%' } }] },
        ],
      },
      offset: 0,
      limit: 10,
    });
  });

  it('sorts by name through its sort key, so accents and case do not split the list, then by the name and the id', async () => {
    const { environment } = openPortal(paths.myCompanies);
    const sent = interceptOperation(environment, 'CompaniesScreenQuery');
    await bodyRows();
    fireEvent.click(within(await table()).getByRole('button', { name: 'Name' }));
    await waitFor(() => {
      expect(sent.at(-1)).toMatchObject({ orderBy: [{ name_sort: 'desc_nulls_last' }, { name: 'desc_nulls_last' }, { id: 'asc' }] });
    });
    fireEvent.click(within(await table()).getByRole('button', { name: 'Name' }));
    await waitFor(() => { expect(sent.at(-1)).toMatchObject({ orderBy: [{ name_sort: 'asc' }, { name: 'asc' }, { id: 'asc' }] }); });
  });

  it('exports every company of the search, not only the page', async () => {
    const download = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:companies');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const { environment } = openPortal(`${paths.myCompanies}?q=agro&sort=-organization`);
    const sent = interceptOperation(environment, 'CompanyTableExportQuery');
    await bodyRows();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Export CSV' }));
    await waitFor(() => { expect(sent).toHaveLength(1); });
    expect(sent[0]).toEqual({
      where: { _and: [{ organization_id: { _eq: ORGANIZATION_ID } }, { _or: [{ name: { _ilike: '%agro%' } }, { document: { _ilike: '%AGRO%' } }] }] },
      orderBy: [{ organization: { name_sort: 'desc_nulls_last' } }, { organization: { name: 'desc_nulls_last' } }, { id: 'asc' }],
    });
    await waitFor(() => { expect(download).toHaveBeenCalled(); });
  });

  it('offers creating reports and inviting users to editors and owners only', async () => {
    openPortal(paths.myCompanies, asRole('viewer'));
    await bodyRows();
    expect(screen.getByRole('button', { name: 'Create company' }).getAttribute('aria-disabled')).not.toBe('true');
    expect(screen.getByRole('button', { name: 'Create report' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(companiesRegion()).getByRole('button', { name: 'Invite user' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('opens the create-report and invite dialogs for the selected organization', async () => {
    openPortal(paths.myCompanies);
    await bodyRows();
    fireEvent.click(screen.getByRole('button', { name: 'Create report' }));
    expect(await screen.findByRole('dialog', { name: 'Create report' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Create report' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => { expect(screen.queryByRole('dialog', { name: 'Create report' })).toBeNull(); });
    fireEvent.click(within(companiesRegion()).getByRole('button', { name: 'Invite user' }));
    expect(await screen.findByRole('dialog', { name: /Invite/ })).toBeTruthy();
  });
});
