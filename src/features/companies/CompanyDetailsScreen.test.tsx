import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { describe, expect, it } from 'vitest';
import { paths } from '../../app/paths.ts';
import { asRole, interceptOperation, mockId, openPortal } from '../../testing/testPortal.tsx';
import { COLD_RENDER } from '../../testing/coldRender.ts';

const COMPANY_ID = mockId('portfolio_company', 3);

const company = (fields: Record<string, unknown>): MockResolvers => ({
  portfolio_company: () => ({ name: 'Cerrado Agrotech Ltda', document: '11222333000181', ...fields }),
});
const plan = (modules: Record<string, boolean>): MockResolvers => ({ portfolio_plan: () => ({ configuration: { modules } }) });

function open(url: string, ...overrides: MockResolvers[]) {
  return openPortal(url, Object.assign({}, asRole('owner'), company({}), ...overrides) as MockResolvers);
}

const heading = () => screen.findByRole('heading', { name: 'Cerrado Agrotech Ltda' }, COLD_RENDER);
const tab = (name: string) => screen.getByRole('tab', { name });

describe('<CompanyDetailsScreen>', () => {
  it('shows the company\'s name, formatted CNPJ and organization, and its summary', async () => {
    open(paths.company(COMPANY_ID));
    await heading();
    expect(screen.getByText(/^CNPJ 11\.222\.333\/0001-81 · .+$/)).toBeTruthy();
    expect(tab('Summary').getAttribute('aria-selected')).toBe('true');
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Organization', 'Accounting client', 'Added on', 'Valuation reports', 'Latest valuation', 'Investments']);
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(paths.companySettings(COMPANY_ID));
  });

  it('keeps the open tab in the address and switches between them', async () => {
    const { router } = open(paths.company(COMPANY_ID));
    await heading();
    fireEvent.click(tab('Reports'));
    await waitFor(() => { expect(router.state.location.search).toBe('?tab=reports'); });
    expect(await screen.findByRole('table', { name: 'Valuation reports' })).toBeTruthy();
    expect(tab('Reports').getAttribute('aria-selected')).toBe('true');

    fireEvent.click(tab('Indicators'));
    await waitFor(() => { expect(router.state.location.search).toBe('?tab=indicators'); });
    expect(await screen.findByRole('table', { name: 'Indicators' })).toBeTruthy();

    fireEvent.click(tab('Summary'));
    await waitFor(() => { expect(router.state.location.search).toBe(''); });
    expect((await screen.findAllByRole('term')).length).toBeGreaterThan(0);
  });

  it('opens the tab a link names', async () => {
    open(`${paths.company(COMPANY_ID)}?tab=indicators`);
    await heading();
    expect(tab('Indicators').getAttribute('aria-selected')).toBe('true');
  });

  it('says the accounting module is not enabled, with the way to contact us, when the plan lacks it', async () => {
    open(`${paths.company(COMPANY_ID)}?tab=accounting`, plan({ accounting: false, dataroom: false }));
    await heading();
    expect(screen.getByRole('heading', { name: 'The accounting module is not enabled for this organization' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(paths.contact);
  });

  it('summarises the accounting data when the plan has the module', async () => {
    open(`${paths.company(COMPANY_ID)}?tab=accounting`, plan({ accounting: true }));
    await heading();
    expect(screen.queryByText('The accounting module is not enabled for this organization')).toBeNull();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Accounting client', 'Accounts in the chart of accounts', 'Monthly entries', 'Period covered', 'Last import']);
    // The same client's books open in Management, and its from-to.
    const books = screen.getByRole('link', { name: 'Open these books in Management' }).getAttribute('href') ?? '';
    expect(books).toMatch(/^\/app\/management\?client=.+/);
    expect(screen.getByRole('link', { name: 'From-to (De/Para)' }).getAttribute('href')).toBe(books.replace('/app/management?', '/app/management/mapping?'));
  });

  it('asks the company to report its indicators when there are none', async () => {
    open(`${paths.company(COMPANY_ID)}?tab=indicators`, company({ indicators: [] }));
    await heading();
    expect(screen.getByRole('heading', { name: 'This company has not reported any indicators yet' })).toBeTruthy();
    expect(screen.getByText(/Ask the company to report its indicators/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Indicators' })).toBeNull();
  });

  it('links to the company\'s dataroom', async () => {
    open(paths.company(COMPANY_ID), plan({ dataroom: true }));
    await heading();
    expect(screen.getByRole('link', { name: 'Dataroom' }).getAttribute('href')).toBe(paths.companyDataroom(COMPANY_ID));
  });

  it('says so when the company does not exist or is not visible', async () => {
    const { environment } = openPortal(paths.company(COMPANY_ID));
    // The server answers null for a company outside the user's organizations, as for one that does not exist.
    interceptOperation(environment, 'CompanyDetailsScreenQuery', {
      data: { company: null, entries: { aggregate: { count: 0, min: { month: null }, max: { month: null } } } },
    });
    expect(await screen.findByRole('heading', { name: 'Company not found' }, COLD_RENDER)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my companies' }).getAttribute('href')).toBe(paths.myCompanies);
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
