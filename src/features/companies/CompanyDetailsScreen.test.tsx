import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    const { environment } = open(`${paths.company(COMPANY_ID)}?tab=accounting`, plan({ accounting: true }));
    interceptOperation(environment, 'LedgerSummaryQuery', { data: { last: [] } });
    await heading();
    expect(screen.queryByText('The accounting module is not enabled for this organization')).toBeNull();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Accounting client', 'Accounts in the chart of accounts', 'Monthly entries', 'Period covered', 'Last import']);
    // The same client's books open in Management, and its from-to.
    const books = screen.getByRole('link', { name: 'Open these books in Management' }).getAttribute('href') ?? '';
    expect(books).toMatch(/^\/app\/management\?client=.+/);
    expect(screen.getByRole('link', { name: 'From-to (De/Para)' }).getAttribute('href')).toBe(books.replace('/app/management?', '/app/management/mapping?'));
  });

  it('shows the year\'s result and the balance sheet from the ledger, computed as the accounting analysis does', async () => {
    const { environment } = open(`${paths.company(COMPANY_ID)}?tab=accounting`, plan({ accounting: true }));
    interceptOperation(environment, 'LedgerSummaryQuery', { data: { last: [{ month: '2026-02-01' }] } });
    // A ledger worked by hand (debit-positive):
    //            opening  debits  credits  closing
    //   Jan  1.1 Caixa      1000     500      200     1300    3.1 Receitas 0 → −500, 3.2 Despesas 0 → 200
    //   Feb  1.1 Caixa      1300     300      100     1500    3.1 Receitas −500 → −800, 3.2 Despesas 200 → 300
    //   2.1 Capital stays −1000.
    // Year to February: revenue 500 + 300 = 800 (3.1, the positive group under the lone root 3), expenses −300,
    // net result 500, margin 500 ÷ 800 = 62.5 %. Balance sheet at February: assets 1,500, liabilities 0, equity
    // 1,000 + the period's result 500 = 1,500: it ties.
    const account = (id: string, code: string, nature: string, analytic: boolean, parent: string | null) => ({
      id, code, name: code, nature, analytic, parent_id: parent, level: code.split('.').length, aggregation_code: null,
    });
    const balance = (id: string, month: string, opening: string, debits: string, credits: string, closing: string) => ({
      client_account_id: id, month, opening, debits, credits, closing, closing_entries: '0',
    });
    interceptOperation(environment, 'ledgerFactsQuery', {
      data: {
        accounts: [
          account('a1', '1', 'asset', false, null), account('cash', '1.1', 'asset', true, 'a1'),
          account('e2', '2', 'equity', false, null), account('capital', '2.1', 'equity', true, 'e2'),
          account('r3', '3', 'result', false, null), account('revenue', '3.1', 'result', true, 'r3'), account('expenses', '3.2', 'result', true, 'r3'),
        ],
        balances: [
          balance('cash', '2026-01-01', '1000.00', '500.00', '200.00', '1300.00'),
          balance('capital', '2026-01-01', '-1000.00', '0.00', '0.00', '-1000.00'),
          balance('revenue', '2026-01-01', '0.00', '0.00', '500.00', '-500.00'),
          balance('expenses', '2026-01-01', '0.00', '200.00', '0.00', '200.00'),
          balance('cash', '2026-02-01', '1300.00', '300.00', '100.00', '1500.00'),
          balance('capital', '2026-02-01', '-1000.00', '0.00', '0.00', '-1000.00'),
          balance('revenue', '2026-02-01', '-500.00', '0.00', '300.00', '-800.00'),
          balance('expenses', '2026-02-01', '200.00', '100.00', '0.00', '300.00'),
        ],
      },
    });
    await heading();
    const summary = await screen.findByRole('region', { name: 'Accounting, Jan 2026 to Feb 2026' }, COLD_RENDER);
    const terms = within(summary).getAllByRole('term').map((term) => term.textContent);
    const values = within(summary).getAllByRole('definition').map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      Revenue: 'R$800.00',
      'Net result': 'R$500.00',
      'Net margin': '62.5%',
      'Total assets': 'R$1,500.00',
      'Total liabilities': 'R$0.00',
      'Equity (with the period\'s result)': 'R$1,500.00',
    });
    expect(within(summary).getByRole('status').textContent).toBe('The balance sheet ties: assets equal liabilities plus equity.');
    const analysis = within(summary).getByRole('link', { name: 'Open the accounting analysis' }).getAttribute('href') ?? '';
    expect(analysis).toMatch(/^\/app\/management\/accounting\?client=.+/);
    // Each figure opens the statement it comes from, for its months.
    expect(within(summary).getByRole('link', { name: 'R$800.00' }).getAttribute('href')).toBe(`${analysis}&tab=income-statement&year=2026&from=1&to=2`);
    expect(within(summary).getByRole('link', { name: 'R$0.00' }).getAttribute('href')).toBe(`${analysis}&tab=balance-sheet&year=2026&from=2&to=2`);
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

describe('<CompanyDetailsScreen> indicators\' sources', () => {
  const REQUEST_ID = 'r0000000-0000-4000-8000-000000000009';
  const RESPONSE_ID = 'a0000000-0000-4000-8000-000000000009';
  const approved: MockResolvers = {
    accounting_indicator: () => ({ source: 'kpi_request', months: 3, period: '2026-06-01', approved_at: '2026-07-20T12:00:00Z' }),
    accounting_indicator_kind: () => ({ en_name: 'Revenue', pt_br_name: 'Receita', unit: 'currency' }),
    portfolio_kpi_response: () => ({ id: RESPONSE_ID }),
    portfolio_kpi_request: () => ({ id: REQUEST_ID, title: 'Fechamento do 2º trimestre' }),
    users: () => ({ displayName: 'Ana Investidora' }),
  };

  it('shows a quarter\'s approved answer over its months, with who approved it, when, and a link to the answer', async () => {
    open(`${paths.company(COMPANY_ID)}?tab=indicators`, approved);
    const table = await screen.findByRole('table', { name: 'Indicators' }, COLD_RENDER);
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Indicator', 'Period', 'Value', 'Source']);
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells[1].textContent).toBe('Apr 2026 – Jun 2026');
    const source = within(cells[3]).getByRole('link');
    expect(source.textContent).toBe('Approved answer to “Fechamento do 2º trimestre”, by Ana Investidora on 07/20/2026');
    expect(source.getAttribute('href')).toBe(paths.request(REQUEST_ID, RESPONSE_ID));
  });

  it('says a value reported as it is was reported by the company', async () => {
    open(`${paths.company(COMPANY_ID)}?tab=indicators`, { accounting_indicator: () => ({ source: 'reported', months: 1, period: '2026-05-01', kpi_response_id: null }), portfolio_kpi_response: () => null });
    const table = await screen.findByRole('table', { name: 'Indicators' }, COLD_RENDER);
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells[1].textContent).toBe('May 2026');
    expect(cells[3].textContent).toBe('Reported by the company');
  });
});
