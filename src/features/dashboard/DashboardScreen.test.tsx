import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths.ts';
import { asRole, interceptOperation, openPortal, ORGANIZATION_ID } from '../../testing/testPortal.tsx';

// The first screen of a test run waits for its lazily loaded modules (Chart.js among them).
const SLOW = { timeout: 8000 };

const figures = (currency: string, values: Record<string, string | number>) => ({
  currency, invested: '0.00', current_value: '0.00', investments: 0, valued: 0, unvalued: 0, mismatched: 0, valued_at: '2026-07-31', ...values,
});

/** An organization with reais and dollars; more investments in reais, so the charts open in BRL. */
const TWO_CURRENCIES = {
  ...asRole('owner'),
  Query: () => ({
    totalsPerformance: [
      figures('BRL', { invested: '1450000.00', current_value: '1837500.00', investments: 2, valued: 2 }),
      figures('USD', { invested: '2400000.00', current_value: '2200000.00', investments: 1, valued: 1 }),
    ],
    valueHistory: [
      { at: '2025-12-31', invested: '950000.00', current_value: '0.00', valued: 0, unvalued: 1, mismatched: 0 },
      { at: '2026-03-31', invested: '1450000.00', current_value: '1470000.00', valued: 2, unvalued: 0, mismatched: 0 },
    ],
    walletPerformance: [
      figures('BRL', { invested: '950000.00', current_value: '1500000.00', investments: 1, valued: 1 }),
      figures('BRL', { invested: '500000.00', current_value: '0.00', investments: 1, unvalued: 1 }),
    ],
    companyAllocation: [{ current_value: '1837500.00' }],
    companyMoic: [
      figures('BRL', { invested: '1450000.00', current_value: '1837500.00', investments: 2, valued: 2 }),
      figures('BRL', { invested: '300000.00', investments: 1, unvalued: 1 }),
    ],
  }),
};

describe('<DashboardScreen>', () => {
  const original = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, 'getContext');
  let getContext: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    // The test DOM has no canvas: the charts fall back to their tables, as in a browser without one.
    getContext = vi.fn(() => null);
    HTMLCanvasElement.prototype.getContext = getContext as unknown as HTMLCanvasElement['getContext'];
  });
  afterEach(() => {
    if (original) Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', original);
    vi.restoreAllMocks();
  });

  it('draws every chart with a caption and the table of its numbers as its text alternative', async () => {
    openPortal(paths.dashboard, TWO_CURRENCIES);
    const history = await screen.findByRole('figure', { name: 'Value over time' }, SLOW);
    expect(within(history).getByRole('img', { name: /^Value over time\. Net amount invested to date/ })).toBeTruthy();
    const rows = within(history).getAllByRole('row').map((row) => row.textContent);
    // Whole units; the first point's value is unknown (an investment had no valuation yet), and says why.
    expect(rows).toEqual([
      'DateInvested (net, to date)Current value',
      '12/31/2025R$950,000Not computable 1 investment is in companies with no valuation report yet.',
      '03/31/2026R$1,450,000R$1,470,000',
    ]);
    for (const name of ['Invested and current value per wallet', 'Allocation by company', 'MOIC by company']) {
      const figure = screen.getByRole('figure', { name });
      expect(within(figure).getByRole('img')).toBeTruthy();
      expect(within(figure).getByRole('table')).toBeTruthy();
    }
    // Each chart asked for a canvas once the chart library had loaded.
    await waitFor(() => { expect(getContext).toHaveBeenCalledTimes(4); });
  });

  it('shows the data table on demand, and says per row what cannot be computed', async () => {
    openPortal(paths.dashboard, TWO_CURRENCIES);
    const moic = await screen.findByRole('figure', { name: 'MOIC by company' }, SLOW);
    const toggle = within(moic).getByRole('button', { name: 'Show data' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(within(moic).getByRole('button', { name: 'Hide data' }).getAttribute('aria-expanded')).toBe('true');
    const cells = within(moic).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells[0]?.slice(1)).toEqual(['R$1,450,000.00', 'R$1,837,500.00', '1.27×']);
    expect(cells[1]?.slice(1)).toEqual(['R$300,000.00', '—', 'Not computable 1 investment is in companies with no valuation report yet.']);
  });

  it('charts one currency at a time: the one with most investments, and another through the address', async () => {
    const { router } = openPortal(paths.dashboard, TWO_CURRENCIES);
    expect(await screen.findByRole('region', { name: 'Charts in BRL' }, SLOW)).toBeTruthy();
    const choice = screen.getByRole('radiogroup', { name: 'Currency of the charts' });
    expect(within(choice).getByRole('radio', { name: 'BRL' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(choice).getByRole('radio', { name: 'USD' }));
    await waitFor(() => { expect(router.state.location.search).toBe('?currency=USD'); });
  });

  it('charts the currency the address names, and asks the server for that one only', async () => {
    const { environment } = openPortal(`${paths.dashboard}?currency=USD`, TWO_CURRENCIES);
    const sent = interceptOperation(environment, 'DashboardChartsQuery');
    expect(await screen.findByRole('region', { name: 'Charts in USD' }, SLOW)).toBeTruthy();
    expect(within(screen.getByRole('radiogroup', { name: 'Currency of the charts' })).getByRole('radio', { name: 'USD' })
      .getAttribute('aria-checked')).toBe('true');
    expect(sent).toEqual([{ organizationId: ORGANIZATION_ID, currency: 'USD' }]);
  });

  it('has no chart and no currency choice for an organization without investments, but says what to do', async () => {
    openPortal(paths.dashboard, { ...asRole('owner'), Query: () => ({ totalsPerformance: [] }) });
    expect(await screen.findByText('Nothing to chart yet', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add companies' }).getAttribute('href')).toBe(paths.myCompanies);
  });
});
