import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { describe, expect, it } from 'vitest';
import { paths } from '../../app/paths.ts';
import { DEMO_INVESTOR } from '../../mock/demoInvestor.ts';
import { asRole, interceptOperation, openPortal, ORGANIZATION_ID } from '../../testing/testPortal.tsx';
import { COLD_RENDER } from '../../testing/coldRender.ts';

const WALLET_ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const ACME_HOLDING = 'a1b2c3d4-0000-4000-8000-000000000002';
const BETA_HOLDING = 'a1b2c3d4-0000-4000-8000-000000000003';
const WALLET_USER = 'a1b2c3d4-0000-4000-8000-000000000004';

const ACME_INVESTMENT = { id: 'a1b2c3d4-0000-4000-8000-0000000000a1', investment_date: '2024-01-01', net_amount: '1000000.00', currency: 'BRL', share_percentage: '12.5000' };
const ACME_VALUATION = { valuation_date: '2025-01-01', valuation_amount: '16000000.00', valuation_currency: 'BRL', created_at: '2025-01-02T12:00:00Z' };
const BETA_INVESTMENT = { id: 'a1b2c3d4-0000-4000-8000-0000000000a2', investment_date: '2024-06-01', net_amount: '250000.00', currency: 'USD', share_percentage: '5.0000' };

/** Fundo Alfa: Acme (BRL, valued: MOIC 2×) and Beta (USD, no valuation yet), one alert, one user. */
function wallet(role: 'viewer' | 'editor' | 'owner' = 'owner', extra: MockResolvers = {}): MockResolvers {
  return {
    ...asRole(role),
    portfolio_wallet: () => ({
      id: WALLET_ID, name: 'Fundo Alfa', tax_id: '11222333000181', en_group_name: 'Private equity', pt_br_group_name: 'Participações', updated_at: '2026-03-31T14:05:00Z',
      organization: { id: ORGANIZATION_ID, name: 'Aurora Capital' },
      wallet_companies: [
        { id: ACME_HOLDING, company: { name: 'Acme Tecnologia', document: '11444777000161', valuation_reports: [ACME_VALUATION] }, investments: [ACME_INVESTMENT] },
        { id: BETA_HOLDING, company: { name: 'Beta Agro', document: '12ABC34501DE35', valuation_reports: [] }, investments: [BETA_INVESTMENT] },
      ],
      latest_alerts: [{}],
    }),
    // The wallet's one alert (through portfolio.wallet_alert).
    portfolio_alert: () => ({
      kind: null, en_title: 'Covenant breach', pt_br_title: 'Quebra de covenant',
      en_message: 'Net debt above 3× EBITDA', pt_br_message: 'Dívida líquida acima de 3× o EBITDA',
      severity: 'critical', status: 'open', created_at: '2026-03-30T10:00:00Z', company: { name: 'Acme Tecnologia' },
    }),
    portfolio_segment: () => ({ en_name: 'Agribusiness', pt_br_name: 'Agronegócio' }),
    Query: () => ({ wallet_users: [{ id: WALLET_USER, created_at: '2026-01-10T12:00:00Z', user: { displayName: 'Ana Souza', email: 'ana@example.com' } }] }),
    ...extra,
  };
}

const SLOW = COLD_RENDER;
const heading = () => screen.findByRole('heading', { name: 'Fundo Alfa', level: 2 }, SLOW);
const tab = (name: string) => screen.getByRole('tab', { name });
const rowsOf = async (name: string) => within(await screen.findByRole('table', { name }, SLOW)).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('<WalletDetailsScreen>', () => {
  it('shows the wallet\'s name, facts and the way back to the list', async () => {
    openPortal(paths.wallet(WALLET_ID), wallet());
    await heading();
    expect(screen.getAllByRole('term').map((term) => term.textContent).slice(0, 5)).toEqual(['CNPJ', 'Segment', 'Group', 'Organization', 'Updated at']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent).slice(0, 4))
      .toEqual(['11.222.333/0001-81', 'Agribusiness', 'Private equity', 'Aurora Capital']);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'My wallets' }).getAttribute('href')).toBe(paths.myWallets);
    expect(tab('Summary').getAttribute('aria-selected')).toBe('true');
  });

  it('sums up the wallet per currency, never adding reais and dollars, with its latest alerts and counts', async () => {
    openPortal(paths.wallet(WALLET_ID), wallet());
    await heading();
    const [brl, usd] = await rowsOf('Totals per currency');
    // 12.5 % of R$ 16,000,000.00 is R$ 2,000,000.00: twice the R$ 1,000,000.00 put in, over 366 days.
    expect([within(brl).getByRole('rowheader').textContent, ...cells(brl)])
      .toEqual(['BRL', '1', 'R$1,000,000.00', 'R$2,000,000.00as of 01/01/2025', '2.00×', '99.62%']);
    expect([within(usd).getByRole('rowheader').textContent, ...cells(usd).slice(0, 3)])
      .toEqual(['USD', '1', '$250,000.00', 'Incomplete1 investment without valuation']);
    expect(cells(usd)[3]).toMatch(/^Not computable/);
    const cards = Object.fromEntries(screen.getAllByRole('term').slice(5).map((term) => [term.textContent, term.nextSibling?.textContent]));
    expect(cards).toMatchObject({ Investments: '2' });
    expect(Object.keys(cards)).toEqual(['Companies', 'Investments', 'Users', 'Pending invites', 'Unresolved alerts']);
    const alerts = screen.getByRole('list', { name: 'Latest alerts' });
    expect(within(alerts).getByText('Covenant breach')).toBeTruthy();
    expect(alerts.textContent).toContain('Acme Tecnologia · 03/30/2026');
    // A wallet's summary lists; acknowledging and resolving are on home and the company's page.
    expect(within(alerts).queryByRole('button')).toBeNull();
    expect(alerts.textContent).toContain('Net debt above 3× EBITDA');
    // The alert is stored in both languages; the English portal shows none of its Portuguese.
    expect(alerts.textContent).not.toContain('Quebra de covenant');
    expect(alerts.textContent).not.toContain('Dívida líquida');
  });

  it('keeps the open tab in the address and lists the wallet\'s companies, each leading to its page', async () => {
    const { router } = openPortal(paths.wallet(WALLET_ID), wallet());
    await heading();
    fireEvent.click(tab('Investments'));
    await waitFor(() => { expect(router.state.location.search).toBe('?tab=investments'); });
    const table = await screen.findByRole('table', { name: 'Companies of the wallet' }, SLOW);
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent))
      .toEqual(['Company', 'Tax ID', 'Investments', 'Net invested', 'Stake', 'Weight in wallet']);
    const [acme, beta] = await rowsOf('Companies of the wallet');
    expect(cells(acme)).toEqual(['Acme Tecnologia', '11.444.777/0001-61', '1', 'R$1,000,000.00', '12.5%', '100.00%']);
    expect(cells(beta)).toEqual(['Beta Agro', '12.ABC.345/01DE-35', '1', '$250,000.00', '5%', '100.00%']);
    expect(within(acme).getByRole('link', { name: 'Acme Tecnologia' }).getAttribute('href')).toBe(paths.walletCompany(WALLET_ID, ACME_HOLDING));

    fireEvent.click(screen.getByRole('button', { name: 'Stake' }));
    await waitFor(() => { expect(router.state.location.search).toBe('?tab=investments&sort=stake'); });
    // The new order shows once the route's loader has run again for the new address.
    await waitFor(async () => { expect((await rowsOf('Companies of the wallet')).map((row) => cells(row)[0])).toEqual(['Beta Agro', 'Acme Tecnologia']); });

    fireEvent.click(screen.getByRole('button', { name: 'Create investment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create investment' });
    expect(await within(dialog).findByRole('combobox', { name: 'Company' }, SLOW)).toBeTruthy();

    fireEvent.click(tab('Summary'));
    await waitFor(() => { expect(router.state.location.search).toBe(''); });
  });

  it('searches the users by name or e-mail through the address', async () => {
    const { router, environment } = openPortal(`${paths.wallet(WALLET_ID)}?tab=users`, wallet());
    const sent = interceptOperation(environment, 'WalletDetailsScreenQuery');
    const [row] = await rowsOf('Users of the wallet');
    expect(cells(row).slice(0, 3)).toEqual(['Ana Souza', 'ana@example.com', '01/10/2026']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'ana' } });
    await waitFor(() => { expect(router.state.location.search).toBe('?tab=users&q=ana'); });
    await waitFor(() => { expect(sent.length).toBeGreaterThan(0); });
    expect(sent.at(-1)).toMatchObject({
      walletId: WALLET_ID,
      usersWhere: { _and: [{ wallet_id: { _eq: WALLET_ID } }, { user: { _or: [{ displayName: { _ilike: '%ana%' } }, { email: { _ilike: '%ana%' } }] } }] },
      usersOffset: 0,
    });
  });

  it('creates a user as an invite to the wallet: name and e-mail, the wallet\'s organization, as a viewer', async () => {
    const { environment } = openPortal(`${paths.wallet(WALLET_ID)}?tab=users`, wallet());
    const invites = interceptOperation(environment, 'WalletInvitesQuery');
    const sent = interceptOperation(environment, 'useCreateInviteMutation');
    await rowsOf('Users of the wallet');
    expect(await screen.findByRole('table', { name: 'Invites to this wallet' }, SLOW)).toBeTruthy();
    expect(invites.at(-1)).toMatchObject({ where: { wallet_id: { _eq: WALLET_ID } } });

    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    // What accepting does: the wallet, and the organization as a viewer unless already a member (who keeps their role).
    expect(dialog.textContent).toContain('they get access to Fundo Alfa, and join Aurora Capital as a viewer if they are not a member yet');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), { target: { value: 'bruno@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Email must be valid')).toBeTruthy();
    // The signed-in user cannot add themselves.
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), { target: { value: DEMO_INVESTOR.email } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(within(dialog).getByText('You cannot invite yourself. Enter the e-mail of the person you want to invite.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: ' Bruno Lima ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), { target: { value: 'bruno@example.com' } });
    const before = invites.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    await waitFor(() => { expect(sent).toHaveLength(1); });
    expect(sent[0]).toEqual({
      object: {
        name: 'Bruno Lima', email: 'bruno@example.com', organization_id: ORGANIZATION_ID, company_id: null, role: 'viewer', wallet_id: WALLET_ID,
      },
    });
    await waitFor(() => { expect(dialog.isConnected).toBe(false); });
    // The wallet's invites are asked for again, to list the new one with its status.
    await waitFor(() => { expect(invites.length).toBeGreaterThan(before); });
  });

  it('removes a user from the wallet after a confirmation', async () => {
    const { environment } = openPortal(`${paths.wallet(WALLET_ID)}?tab=users`, wallet());
    const sent = interceptOperation(environment, 'useRemoveWalletUserMutation');
    const [row] = await rowsOf('Users of the wallet');
    fireEvent.click(within(row).getByRole('button', { name: 'Remove Ana Souza' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Remove Ana Souza (ana@example.com) from Fundo Alfa?');
    expect(sent).toEqual([]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Remove' }));
    await waitFor(() => { expect(sent).toEqual([{ id: WALLET_USER }]); });
  });

  it('shows a viewer the changes disabled, with why, and no remove', async () => {
    openPortal(`${paths.wallet(WALLET_ID)}?tab=users`, wallet('viewer'));
    const [row] = await rowsOf('Users of the wallet');
    expect(screen.getByRole('button', { name: 'Create user' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(row).queryByRole('button', { name: /^Remove/ })).toBeNull();
    fireEvent.click(tab('Investments'));
    await screen.findByRole('table', { name: 'Companies of the wallet' }, SLOW);
    expect(screen.getByRole('button', { name: 'Create investment' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('says the wallet is not found when the id names none the user can see', async () => {
    const { environment } = openPortal(paths.wallet('not-a-wallet'), wallet());
    // The server answers null for a wallet outside the user's organizations, as for one that does not exist.
    const sent = interceptOperation(environment, 'WalletDetailsScreenQuery', {
      data: { wallet: null, wallet_users: [], wallet_users_total: { aggregate: { count: 0 } } },
    });
    expect(await screen.findByRole('heading', { name: 'Wallet not found' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my wallets' }).getAttribute('href')).toBe(paths.myWallets);
    expect(screen.queryByRole('tab')).toBeNull();
    // An address that is no uuid asks for no wallet, where the server would refuse the whole query.
    expect(sent).toEqual([expect.objectContaining({ walletId: '00000000-0000-0000-0000-000000000000' })]);
  });
});
