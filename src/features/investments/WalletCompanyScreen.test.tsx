import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Observable } from 'relay-runtime';
import type { GraphQLResponse } from 'relay-runtime';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths.ts';
import { selectedOrganization } from '../../app/organizations/organizationSelection.ts';
import { DEMO_INVESTOR, DEMO_PASSWORD } from '../../mock/demoInvestor.ts';
import { GraphQLRequestError } from '../../relay/errors.ts';
import { fakeAuthClient } from '../../testing/fakeAuthClient.ts';
import { createTestRelayEnvironment } from '../../testing/relayTestEnvironment.ts';
import { renderPortal } from '../../testing/renderPortal.tsx';

const WALLET_ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const WALLET_COMPANY_ID = 'a1b2c3d4-0000-4000-8000-000000000002';
const COMPANY_ID = 'a1b2c3d4-0000-4000-8000-000000000003';
const OTHER_COMPANY_ID = 'a1b2c3d4-0000-4000-8000-000000000004';

const ACME_INVESTMENT = {
  id: 'a1b2c3d4-0000-4000-8000-0000000000a1', investment_date: '2024-01-01', net_amount: '1000000.00',
  gross_amount: '1050000.00', currency: 'BRL', share_percentage: '12.5000', company_id: COMPANY_ID,
};
const ACME_VALUATION = {
  id: 'a1b2c3d4-0000-4000-8000-0000000000b1', reference_date: '2024-12-31', valuation_date: '2025-01-01',
  valuation_amount: '16000000.00', valuation_currency: 'BRL', created_at: '2025-01-02T12:00:00Z',
};
const BETA_INVESTMENT = { ...ACME_INVESTMENT, id: 'a1b2c3d4-0000-4000-8000-0000000000a2', company_id: OTHER_COMPANY_ID };

interface Scenario {
  role?: 'viewer' | 'editor' | 'owner';
  /** Acme's valuation reports. @default [ACME_VALUATION] */
  valuations?: readonly object[];
}

function scenario({ role = 'owner', valuations = [ACME_VALUATION] }: Scenario): MockResolvers {
  return {
    portfolio_wallet_company: () => ({ wallet_id: WALLET_ID, company_id: COMPANY_ID, company: { name: 'Acme Tecnologia' } }),
    portfolio_organization_user: () => ({ role, user_id: DEMO_INVESTOR.id }),
    Query: () => ({ portfolio_investment: [{ ...ACME_INVESTMENT, company: { name: 'Acme Tecnologia' } }] }),
    portfolio_investment_aggregate_fields: () => ({ count: 1 }),
    portfolio_wallet: () => ({
      id: WALLET_ID,
      name: 'Fundo Alfa',
      wallet_companies: [
        { company: { id: COMPANY_ID, name: 'Acme Tecnologia', valuation_reports: valuations }, investments: [ACME_INVESTMENT] },
        { company: { id: OTHER_COMPANY_ID, name: 'Beta Agro', valuation_reports: [] }, investments: [BETA_INVESTMENT] },
      ],
    }),
  };
}

function openScreen(options: Scenario & { tab?: string } = {}) {
  const environment = createTestRelayEnvironment({ overrides: scenario(options) });
  const account = { email: DEMO_INVESTOR.email ?? '', password: DEMO_PASSWORD, user: DEMO_INVESTOR };
  const auth = fakeAuthClient({ accounts: [account], signedInAs: account.email });
  const url = `${paths.walletCompany(WALLET_ID, WALLET_COMPANY_ID)}${options.tab ? `?tab=${options.tab}` : ''}`;
  const router = renderPortal(url, { auth, environment });
  return { environment, router };
}

/**
 * Spies on the mutations the screen sends (the shell's visit events aside) and returns their variables. With
 * `refusal`, the server refuses every mutation with it (a refused visit is only logged).
 */
function watchMutations(environment: RelayMockEnvironment, refusal?: Error) {
  const spy = vi.spyOn(environment, 'executeMutation');
  if (refusal) spy.mockImplementation(() => Observable.create<GraphQLResponse>((sink) => { sink.error(refusal); }));
  return () => spy.mock.calls
    .map(([config]) => config.operation.request)
    .filter((request) => request.node.operation.name !== 'useRecordVisitMutation')
    .map((request) => request.variables);
}

/** The first visit downloads and compiles the route's modules, which takes a while under jsdom. */
const LOADED = { timeout: 10_000 };

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const bodyRows = async (name: string) => within(await screen.findByRole('table', { name }, LOADED)).getAllByRole('row').slice(1);

async function fillInvestment(share: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Create investment' }, LOADED));
  const dialog = await screen.findByRole('dialog', { name: 'Create investment' });
  await within(dialog).findByRole('combobox', { name: 'Currency' });
  for (const [label, value] of [['Gross amount', '1,000,000.00'], ['Investment date', '03/15/2024'], ['Net amount', '950,000.00'], ['Share (%)', share]]) {
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  }
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create investment' }));
  return dialog;
}

describe('<WalletCompanyScreen>', () => {
  beforeEach(() => { selectedOrganization.set(null); });

  it('shows the company, its wallet and the investments with their actions', async () => {
    openScreen();
    expect(await screen.findByRole('heading', { name: 'Acme Tecnologia' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fundo Alfa' }).getAttribute('href')).toBe(paths.wallet(WALLET_ID));
    const table = await screen.findByRole('table', { name: 'Investments' }, LOADED);
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent))
      .toEqual(['Name', 'Share %', 'Date', 'Net invested amount', 'Actions']);
    const [row] = await bodyRows('Investments');
    expect(cells(row).slice(0, 4)).toEqual(['Acme Tecnologia', '12.5%', '01/01/2024', 'R$1,000,000.00']);
    expect(within(row).getByRole('button', { name: 'Delete the investment of 01/01/2024' })).toBeTruthy();
  });

  it('offers no actions to a viewer', async () => {
    openScreen({ role: 'viewer' });
    const table = await screen.findByRole('table', { name: 'Investments' }, LOADED);
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).not.toContain('Actions');
    expect(screen.queryByRole('button', { name: 'Create investment' })).toBeNull();
  });

  it('asks before deleting an investment', async () => {
    const { environment } = openScreen();
    const sent = watchMutations(environment);
    const [row] = await bodyRows('Investments');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete the investment of 01/01/2024' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Delete the investment of 01/01/2024?');
    expect(sent()).toHaveLength(0);
    fireEvent.click(within(alert).getByRole('button', { name: 'Delete' }));
    await waitFor(() => { expect(sent()).toEqual([{ id: ACME_INVESTMENT.id }]); });
  });

  it('refuses a share of 101 without sending it, then sends 12.5 exactly as "12.5"', async () => {
    const { environment } = openScreen();
    const sent = watchMutations(environment);
    const dialog = await fillInvestment('101');
    expect(await within(dialog).findByText('Share has to be between 0 and 100')).toBeTruthy();
    expect(sent()).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Share (%)'), { target: { value: '12.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create investment' }));
    await waitFor(() => { expect(sent()).toHaveLength(1); });
    expect(sent()[0]).toEqual({
      object: {
        wallet_id: WALLET_ID, company_id: COMPANY_ID, gross_amount: '1000000.00', net_amount: '950000.00', currency: 'BRL',
        investment_date: '2024-03-15', share_percentage: '12.5',
      },
    });
    expect(await screen.findByText('Investment created')).toBeTruthy();
  });

  it('shows the share message when the database\'s check refuses the share, keeping the form', async () => {
    const { environment } = openScreen();
    watchMutations(environment, new GraphQLRequestError('useCreateInvestmentMutation', [{
      message: 'Check constraint violation. new row for relation "investment" violates check constraint "investment_share_percentage_range"',
      code: 'permission-error', path: '$',
    }], 200));
    const dialog = await fillInvestment('99.99');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Share has to be between 0 and 100');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Gross amount').value).toBe('1,000,000.00');
  });

  it('computes MOIC and XIRR of a holding with a valuation; the wallet, with a holding unvalued, is not computable', async () => {
    openScreen({ tab: 'performance' });
    const rows = await bodyRows('Performance');
    const figures = rows.map((row) => [within(row).getByRole('rowheader').textContent, ...cells(row)]);
    // 12.5 % of R$ 16,000,000.00 is R$ 2,000,000.00: twice the R$ 1,000,000.00 put in, over 366 days.
    expect(figures[0]).toEqual(['Investment of 01/01/2024 (12.5%)', 'R$1,000,000.00', 'R$2,000,000.0001/01/2025', '2.00×', '99.62%']);
    expect(figures[1]).toEqual(['Acme Tecnologia in this wallet', 'R$1,000,000.00', 'R$2,000,000.0001/01/2025', '2.00×', '99.62%']);
    expect(figures[2][0]).toBe('Whole wallet: Fundo Alfa');
    expect(figures[2][1]).toBe('R$2,000,000.00');
    expect(figures[2][2]).toBe('No valuation');
    expect(figures[2].slice(3)).toEqual([
      'Not computable 1 investment has no valuation report of its company yet.',
      'Not computable 1 investment has no valuation report of its company yet.',
    ]);
  });

  it('says "Not computable" with the reason for a holding without a valuation', async () => {
    openScreen({ tab: 'performance', valuations: [] });
    const [first] = await bodyRows('Performance');
    expect(cells(first)).toEqual([
      'R$1,000,000.00', 'No valuation', 'Not computable The company has no valuation report yet.',
      'Not computable The company has no valuation report yet.',
    ]);
  });
});
