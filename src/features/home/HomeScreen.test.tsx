import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../app/paths.ts';
import { asRole, openPortal } from '../../testing/testPortal.tsx';
import { COLD_RENDER } from '../../testing/coldRender.ts';

// The first screen of a test run waits for its lazily loaded modules.
const SLOW = COLD_RENDER;
const card = (label: string) => screen.getByRole('group', { name: label });

/** One row of portfolio_organization_performance. */
const performance = (currency: string, figures: Record<string, string | number>) => ({
  currency, invested: '0.00', current_value: '0.00', investments: 0, valued: 0, unvalued: 0, mismatched: 0, valued_at: '2026-07-31', ...figures,
});

/** Everything of an organization without data: no company, wallet, investment, report, alert or invite. */
const EMPTY = {
  ...asRole('owner'),
  Query: () => ({
    totalsPerformance: [], alertsLatest: [], recentReports: [], invitesPending: [], invitesReceived: [],
  }),
  portfolio_company_aggregate_fields: () => ({ count: 0 }),
  portfolio_wallet_aggregate_fields: () => ({ count: 0 }),
  portfolio_investment_aggregate_fields: () => ({ count: 0 }),
  portfolio_valuation_report_aggregate_fields: () => ({ count: 0 }),
  portfolio_alert_aggregate_fields: () => ({ count: 0 }),
  portfolio_invite_aggregate_fields: () => ({ count: 0 }),
};

describe('<HomeScreen>', () => {
  it('greets the user by first name and shows the organization\'s totals, each currency apart', async () => {
    openPortal(paths.home, {
      ...asRole('owner'),
      Query: () => ({
        totalsPerformance: [
          performance('BRL', { invested: '1450000.00', current_value: '1837500.00', investments: 2, valued: 2 }),
          performance('USD', { invested: '2400000.00', current_value: '2200000.00', investments: 1, valued: 1, valued_at: '2026-07-15' }),
        ],
      }),
      portfolio_company_aggregate_fields: () => ({ count: 9 }),
      portfolio_wallet_aggregate_fields: () => ({ count: 3 }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: /^Good (morning|afternoon|evening), \S+$/ }, SLOW)).toBeTruthy();
    expect(within(card('Companies')).getByText('9')).toBeTruthy();
    expect(within(card('Wallets')).getByText('3')).toBeTruthy();
    // Short on screen, exact for screen readers and on hover; never one sum of reais and dollars.
    const invested = card('Invested (net)');
    expect(within(invested).getByText('R$1,450,000.00')).toBeTruthy();
    expect(within(invested).getByText('$2,400,000.00')).toBeTruthy();
    // 1.45 million, rounded half-even to one decimal.
    expect(within(invested).getByText('R$1.4M')).toBeTruthy();
    expect(within(card('Current value')).getByText('R$1,837,500.00')).toBeTruthy();
    expect(within(card('Current value')).getByText('Latest valuation 07/31/2026')).toBeTruthy();
    const moic = card('MOIC');
    expect(moic.textContent).toContain('1.27×BRL');
    expect(moic.textContent).toContain('0.92×USD');
  });

  it('says why MOIC is not computable: companies without a valuation, or another currency', async () => {
    openPortal(paths.home, {
      ...asRole('owner'),
      Query: () => ({
        totalsPerformance: [
          performance('BRL', { invested: '1000.00', current_value: '800.00', investments: 3, valued: 1, unvalued: 2 }),
          performance('USD', { invested: '500.00', investments: 1, mismatched: 1 }),
          performance('EUR', { current_value: '700.00', valued: 1, mismatched: 1 }),
        ],
      }),
    });
    const moic = await screen.findByRole('group', { name: 'MOIC' }, SLOW);
    const notes = within(moic).getAllByText('Not computable');
    expect(notes).toHaveLength(2);
    expect(moic.textContent).toContain('2 investments are in companies with no valuation report yet.');
    expect(moic.textContent).toContain('valued in another currency than the one they were made in');
    // BRL's value is unknown (two investments lack a valuation); EUR holds the value of the USD investment.
    const value = card('Current value');
    expect(within(value).getByText('Not computable')).toBeTruthy();
    expect(within(value).getByText('€700.00')).toBeTruthy();
  });

  it('lists the open alerts with their company linked, and the recent reports', async () => {
    openPortal(paths.home, {
      ...asRole('owner'),
      Query: () => ({
        alertsLatest: [{
          kind: null, status: 'open', en_title: 'Runway below 6 months', pt_br_title: 'Runway abaixo de 6 meses',
          en_message: 'At the current burn rate, cash lasts less than six months.',
          pt_br_message: 'No ritmo atual de queima, o caixa dura menos de seis meses.', severity: 'critical',
        }],
        recentReports: [{}, {}],
      }),
      portfolio_alert_aggregate_fields: () => ({ count: 4 }),
    });
    const alerts = await screen.findByRole('region', { name: 'Latest alerts' }, SLOW);
    expect(within(alerts).getByText('4 open')).toBeTruthy();
    // Stored in both languages, the alert reads in the portal's: English here, nothing of its Portuguese.
    expect(within(alerts).getByText('Runway below 6 months')).toBeTruthy();
    expect(within(alerts).getByText('At the current burn rate, cash lasts less than six months.')).toBeTruthy();
    expect(alerts.textContent).not.toMatch(/abaixo|queima/);
    expect(within(alerts).getByRole('img', { name: 'Critical' })).toBeTruthy();
    const links = within(alerts).getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(links.some((href) => href.startsWith('/app/my-companies/'))).toBe(true);
    const reports = screen.getByRole('table', { name: 'Recent valuation reports' });
    expect(within(reports).getAllByRole('row')).toHaveLength(3);
  });

  it("writes a rule's alert from its figures, says how it was computed and links to the tab behind it", async () => {
    openPortal(paths.home, {
      ...asRole('owner'),
      Query: () => ({
        alertsLatest: [{
          kind: 'runway_below', status: 'open', severity: 'warning', en_title: null, pt_br_title: null,
          figures: { months: '5.3', threshold: '6', cash: '3458231.10', net_burn: '653528.60', reference_month: '2026-10-01', cash_out_date: '2027-04-10' },
          company: { id: 'c1', name: 'Cerrado Agrotech Ltda', client_id: 'k1' },
        }],
      }),
    });
    const alerts = await screen.findByRole('region', { name: 'Latest alerts' }, SLOW);
    expect(within(alerts).getByText('Runway below 6 months')).toBeTruthy();
    expect(alerts.textContent).toContain('5.3 months of cash (R$3,458,231.10) at a net burn of R$653,528.60 a month');
    expect(alerts.textContent).toContain('Raised by a rule');
    expect(within(alerts).getByRole('link', { name: 'See the runway' }).getAttribute('href'))
      .toBe('/app/management/financial?client=k1&tab=runway&year=2026');
    expect(within(alerts).getByRole('button', { name: 'Acknowledge: Runway below 6 months' })).toBeTruthy();
    expect(within(alerts).getByRole('button', { name: 'Resolve: Runway below 6 months' })).toBeTruthy();
  });

  it('offers a viewer no way to acknowledge or resolve an alert', async () => {
    openPortal(paths.home, {
      ...asRole('viewer'),
      Query: () => ({ alertsLatest: [{ kind: null, status: 'open', en_title: 'Covenant breach', pt_br_title: 'Quebra de covenant' }] }),
    });
    const alerts = await screen.findByRole('region', { name: 'Latest alerts' }, SLOW);
    expect(within(alerts).getByText('Covenant breach')).toBeTruthy();
    expect(within(alerts).queryByRole('button')).toBeNull();
  });

  it('guides an empty organization: zero counts, no amount, a set-up checklist and calm empty states', async () => {
    openPortal(paths.home, EMPTY);
    expect(await screen.findByText('Set up your portfolio', undefined, SLOW)).toBeTruthy();
    expect(within(card('Companies')).getByText('0')).toBeTruthy();
    expect(within(card('Invested (net)')).getByText('No investment yet')).toBeTruthy();
    expect(within(card('MOIC')).getByText('—')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add the companies you follow' }).getAttribute('href')).toBe(paths.myCompanies);
    expect(screen.getByRole('link', { name: 'Create a wallet' }).getAttribute('href')).toBe(paths.myWallets);
    expect(screen.getByText('No open alert: nothing needs your attention.')).toBeTruthy();
    expect(screen.getByText('Every invite sent has been answered.')).toBeTruthy();
    expect(screen.getByText(/^No valuation report yet/)).toBeTruthy();
  });

  it('offers a viewer the checklist without the links to actions it cannot take', async () => {
    openPortal(paths.home, { ...EMPTY, ...asRole('viewer') });
    expect(await screen.findByText(/Its editors and owners add companies/, undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create a wallet' })).toBeNull();
  });

  it('notes the invites the user received and has not answered', async () => {
    openPortal(paths.home, {
      ...asRole('owner'),
      // An id of its own: the mock's invites are also the organization's pending ones, and one record has one name.
      Query: () => ({ invitesReceived: [{ id: '00000000-0000-4000-8000-0000000000aa', status: 'pending', organization_name: 'Ipê Investimentos', inviter_name: 'Lucca Saraiva' }] }),
    });
    const invites = await screen.findByRole('region', { name: 'Pending invites' }, SLOW);
    expect(within(invites).getByText('Ipê Investimentos, invited by Lucca Saraiva')).toBeTruthy();
  });

  it('shows where to start when the user belongs to no organization', async () => {
    openPortal(paths.home, { ...asRole('owner'), Query: () => ({ organization: null }) });
    expect(await screen.findByText('No organization yet', undefined, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my organizations' }).getAttribute('href')).toBe(paths.myOrganizations);
  });
});
