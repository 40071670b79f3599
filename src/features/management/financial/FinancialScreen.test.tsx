import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GraphQLResponse } from 'relay-runtime';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../app/paths.ts';
import { COLD_RENDER } from '../../../testing/coldRender.ts';
import { interceptOperation, openPortal, ORGANIZATION_ID } from '../../../testing/testPortal.tsx';

/**
 * Books small enough to work out by hand (January to March 2025, one bank account):
 *   sales (receipt, operations) 100, 150, 200; payroll (payment, operations) 300, 300, 330; capital (financing) 1,000 in
 *   February. Cash opens at 1,000.00 and closes January at 800.00, February at 1,650.00, March at 1,520.00.
 *   Net burn 200, 150, 130: a three-month average of 160.00 in March, so a runway of 1,520 ÷ 160 = 9.5 months,
 *   9.5 × 30.436875 = 289 days after 31 March 2025: 14 January 2026.
 *   Budget: sales 120 and payroll 300 a month to March; then 200 and 250, a budgeted net burn of 50: 30.4 months.
 */
const CLIENT = 'c0000000-0000-4000-8000-000000000001';
const month = (m: number) => `2025-${String(m).padStart(2, '0')}-01`;
const categories = [
  { id: 'a-sales', number: '1.01', name: 'Vendas', type: 'receipt', section: 'operations' },
  { id: 'a-payroll', number: '2.01', name: 'Folha', type: 'payment', section: 'operations' },
  { id: 'a-capital', number: '5.01', name: 'Aporte de capital', type: 'receipt', section: 'financing' },
];
const entries = [
  ...[['100.00', 1], ['150.00', 2], ['200.00', 3]].map(([value, m]) => ({ account_id: 'a-sales', month: month(Number(m)), value })),
  ...[['300.00', 1], ['300.00', 2], ['330.00', 3]].map(([value, m]) => ({ account_id: 'a-payroll', month: month(Number(m)), value })),
  { account_id: 'a-capital', month: month(2), value: '1000.00' },
];
const budgets = [1, 2, 3, 4, 5, 6].flatMap((m) => [
  { account_id: 'a-sales', version_id: 'v-1', month: month(m), value: m <= 3 ? '120.00' : '200.00' },
  { account_id: 'a-payroll', version_id: 'v-1', month: month(m), value: m <= 3 ? '300.00' : '250.00' },
]);
const position = (m: number, opening: string, closing: string) => ({
  month: month(m), opening, closing, as_of: ['2025-01-31', '2025-02-28', '2025-03-31'][m - 1], accounts: 1, sources: 'ofx',
});
const positions = [position(1, '1000.00', '800.00'), position(2, '800.00', '1650.00'), position(3, '1650.00', '1520.00')];

/** The management frame's answer: the organization (its materiality threshold 20 %) and the user's role in it. */
const frame = (role: string): GraphQLResponse => ({
  data: {
    organization: {
      id: ORGANIZATION_ID, name: 'Aurora Capital', materiality_percent: '20.00', plan: { configuration: { modules: { financial: true, accounting: true } } },
      client: { id: CLIENT, name: 'Aurora Capital Gestora' }, companies: [], organization_users: [{ role }],
    },
  },
});

/**
 * The same books' ledger, for the reconciliation from net income: sales booked 100, 150 and 250 (50 of March's not
 * yet received), payroll as paid, 10 a month of depreciation, the capital. Net income 500 − 930 − 30 = −460.00;
 * receivables −50.00; depreciation, an account with no category, +30.00: −480.00, the direct method's operating cash.
 * `extra` adds lines: an asset bought on credit makes the methods differ.
 */
function ledger(extra: { code: string; month: number; debits: string; credits: string }[] = []): GraphQLResponse {
  const account = (code: string, name: string, nature: string, section: string | null) => ({
    id: `l-${code}`, code, name, nature, analytic: true, is_cash: false,
    mappings: section ? [{ valid_from: '2020-01-01', account: { section } }] : [],
  });
  const accounts = [
    account('1.1.2', 'Clientes', 'asset', 'operations'), account('1.2.1', 'Imobilizado', 'asset', 'investment'),
    account('1.2.2', 'Depreciação acumulada', 'asset', null), account('2.1.1', 'Fornecedores', 'liability', 'operations'),
    account('2.3.1', 'Capital social', 'equity', 'financing'), account('3.1.1', 'Receita de vendas', 'result', 'operations'),
    account('3.2.1', 'Salários', 'result', 'operations'), account('3.2.2', 'Depreciação', 'result', null),
  ];
  const moves = [
    { code: '1.1.2', month: 3, debits: '250.00', credits: '200.00' },
    { code: '1.2.2', month: 1, debits: '0', credits: '10.00' }, { code: '1.2.2', month: 2, debits: '0', credits: '10.00' }, { code: '1.2.2', month: 3, debits: '0', credits: '10.00' },
    { code: '2.3.1', month: 2, debits: '0', credits: '1000.00' },
    { code: '3.1.1', month: 1, debits: '0', credits: '100.00' }, { code: '3.1.1', month: 2, debits: '0', credits: '150.00' }, { code: '3.1.1', month: 3, debits: '0', credits: '250.00' },
    { code: '3.2.1', month: 1, debits: '300.00', credits: '0' }, { code: '3.2.1', month: 2, debits: '300.00', credits: '0' }, { code: '3.2.1', month: 3, debits: '330.00', credits: '0' },
    { code: '3.2.2', month: 1, debits: '10.00', credits: '0' }, { code: '3.2.2', month: 2, debits: '10.00', credits: '0' }, { code: '3.2.2', month: 3, debits: '10.00', credits: '0' },
    ...extra,
  ];
  const balances = moves.map((move) => ({
    client_account_id: `l-${move.code}`, month: month(move.month), opening: '0', debits: move.debits, credits: move.credits, closing: '0', closing_entries: '0',
  }));
  return { data: { accounts, balances } };
}

const answers: Record<string, GraphQLResponse> = {
  ManagementFrameQuery: frame('viewer'),
  useFinancialYearsQuery: { data: { first: [{ month: month(1) }], last: [{ month: month(3) }] } },
  useFinancialBooksQuery: {
    data: {
      client: { id: CLIENT, last_data_imported_at: '2025-04-02T12:00:00Z' },
      categories, entries, budgets, positions,
      versions: [{ id: 'v-1', name: 'Original', kind: 'original', is_plan_of_record: true, locked: false }],
      latestPosition: [positions[2]],
      lastEntry: [{ month: month(3) }],
      unmapped: [],
    },
  },
  OtherIndicatorsTabQuery: { data: { indicators: [] } },
  useIndirectCashFlowQuery: { data: { accounts: [], balances: [] } },
  OwnTransfersQuery: { data: { total: { aggregate: { count: 0, sum: { amount: null } } }, transfers: [] } },
};

function xrayAnswer(total: string): GraphQLResponse {
  const transaction = (id: string, day: string, amount: string, code: string, line: number) => ({
    transaction_id: id, cash_effect: amount, client_account: { code, name: 'Vendas' },
    transaction: { occurred_on: `2025-03-${day}`, description: `Venda ${id}`, counterparty: 'Cliente SA', document: `NF ${id}`, source_line: line, fitid: null, batch: { file_name: 'livros.xlsx' } },
  });
  return {
    data: {
      total: { aggregate: { count: 2, sum: { cash_effect: total } } },
      previous: { aggregate: { sum: { cash_effect: '150.00' } } },
      yearBefore: { aggregate: { sum: { cash_effect: null } } },
      whole: { aggregate: { sum: { cash_effect: '200.00' } } },
      composition: [
        { client_account_id: 'ca-1', cash_effect: '120.00', transactions: 1, client_account: { code: '3.1.1', name: 'Vendas à vista' } },
        { client_account_id: 'ca-2', cash_effect: '80.00', transactions: 1, client_account: { code: '3.1.2', name: 'Vendas a prazo' } },
      ],
      transactions: [transaction('1', '10', '120.00', '3.1.1', 12), transaction('2', '20', '80.00', '3.1.2', 13)],
    },
  };
}

function open(query = '', xray = '200.00', more?: (environment: RelayMockEnvironment) => void) {
  const prepare = (environment: RelayMockEnvironment) => {
    for (const [name, answer] of Object.entries(answers)) interceptOperation(environment, name, answer);
    more?.(environment);
    interceptOperation(environment, 'XrayPanelQuery', xrayAnswer(xray));
    interceptOperation(environment, 'useCompositionQuery', { data: { parts: [
      { account_id: 'a-sales', client_account_id: 'ca-1', month: month(3), cash_effect: '120.00', client_account: { code: '3.1.1', name: 'Vendas à vista' } },
      { account_id: 'a-sales', client_account_id: 'ca-2', month: month(3), cash_effect: '80.00', client_account: { code: '3.1.2', name: 'Vendas a prazo' } },
    ] } });
  };
  return openPortal(`${paths.managementFinancial}?client=${CLIENT}${query}`, undefined, prepare);
}

const heading = () => screen.findByRole('heading', { name: 'Financial analysis' }, COLD_RENDER);
const tab = (name: string) => screen.getByRole('tab', { name });
/** The table's rows whose header reads `name` (a category's number and name run together: `1.01Vendas`). */
const row = (table: HTMLElement, name: string) => within(table).getAllByRole('row').filter((tr) => tr.querySelector('th')?.textContent === name);
const cells = (tr: HTMLElement) => within(tr).getAllByRole('cell').map((td) => td.textContent);
/** A chart by its title, and the rows of the data table that is its text alternative, header first. */
const chart = (title: string) => screen.findByRole('figure', { name: title }, COLD_RENDER);
const chartRows = (figure: HTMLElement) => within(figure).getAllByRole('row').map((tr) => [...tr.children].map((cell) => cell.textContent));

describe('<FinancialScreen>', () => {
  const original = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, 'getContext');
  let getContext: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    // The test DOM has no canvas: a chart stands as its caption and its table, as in a browser without one.
    getContext = vi.fn(() => null);
    HTMLCanvasElement.prototype.getContext = getContext as unknown as HTMLCanvasElement['getContext'];
  });
  afterEach(() => {
    if (original) Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', original);
    vi.restoreAllMocks();
  });

  it('has the spec\'s ten tabs and keeps the open one, the client and the year in the address', async () => {
    const { router } = open();
    await heading();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'Summary', 'Receipts', 'Payments', 'Budget', 'Cash flow', 'Cash flow statement', 'Other indicators', 'Budget vs actual', 'Burn rate', 'Runway',
    ]);
    fireEvent.click(tab('Cash flow'));
    await waitFor(() => { expect(router.state.location.search).toBe(`?client=${CLIENT}&tab=cash-flow`); });
    expect(await screen.findByRole('table', { name: 'Cash flow' })).toBeTruthy();
  });

  it('sums each section into cash in, cash out and result, with the change of cash and the cash from the balances', async () => {
    open('&tab=cash-flow');
    const table = await screen.findByRole('table', { name: 'Cash flow' }, COLD_RENDER);
    // January to March (the last month with figures), then the total.
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Line', 'Jan 2025', 'Feb 2025', 'Mar 2025', 'Total']);
    const [operatingIn] = row(table, 'Cash in');
    expect(cells(operatingIn)).toEqual(['100.00', '150.00', '200.00', '450.00']);
    expect(cells(row(table, 'Result · Operating activities')[0])).toEqual(['-200.00', '-150.00', '-130.00', '-480.00']);
    expect(cells(row(table, 'Result · Financing activities')[0])).toEqual(['0.00', '1,000.00', '0.00', '1,000.00']);
    expect(cells(row(table, 'Net change in cash')[0])).toEqual(['-200.00', '850.00', '-130.00', '520.00']);
    expect(cells(row(table, 'Opening cash')[0])).toEqual(['1,000.00', '800.00', '1,650.00', '1,000.00']);
    expect(cells(row(table, 'Closing cash')[0])).toEqual(['800.00', '1,650.00', '1,520.00', '1,520.00']);
  });

  it('draws the period\'s cash as a waterfall above the grid: opening cash, each section\'s result, closing cash', async () => {
    open('&tab=cash-flow');
    const figure = await chart('From opening to closing cash');
    expect(within(figure).getByRole('img', { name: /^From opening to closing cash\. The cash at the start of Jan 2025, each section's result from Jan 2025 to Mar 2025/ })).toBeTruthy();
    // 1,000 − 480 + 0 + 1,000 = 1,520: the bridge closes on the balance, so no step is left unexplained.
    expect(chartRows(figure)).toEqual([
      ['Line', 'Amount', 'Running cash'],
      ['Opening cash', 'R$1,000.00', 'R$1,000.00'],
      ['Operating activities', '-R$480.00', 'R$520.00'],
      ['Investing activities', 'R$0.00', 'R$520.00'],
      ['Financing activities', 'R$1,000.00', 'R$1,520.00'],
      ['Closing cash', 'R$1,520.00', 'R$1,520.00'],
    ]);
    // The chart comes before the grid, which is unchanged.
    const grid = screen.getByRole('table', { name: 'Cash flow' });
    expect(figure.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The chart library arrived lazily and the chart asked for its canvas.
    await waitFor(() => { expect(getContext).toHaveBeenCalled(); });
  });

  it('narrows the year to a month range from the address', async () => {
    open('&tab=cash-flow&from=2&to=3');
    const table = await screen.findByRole('table', { name: 'Cash flow' }, COLD_RENDER);
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Line', 'Feb 2025', 'Mar 2025', 'Total']);
    expect(cells(row(table, 'Net change in cash')[0])).toEqual(['850.00', '-130.00', '720.00']);
    // The waterfall follows: February opens at 800; operations −150 − 130 = −280.
    expect(chartRows(await chart('From opening to closing cash')).slice(1).map((cells) => cells[1])).toEqual(['R$800.00', '-R$280.00', 'R$0.00', 'R$1,000.00', 'R$1,520.00']);
  });

  it('x-rays a cell: its categories and client accounts, and a panel reconciling it to its transactions', async () => {
    const { router } = open('&tab=cash-flow');
    await screen.findByRole('table', { name: 'Cash flow' }, COLD_RENDER);
    fireEvent.click(screen.getByRole('checkbox', { name: 'X-ray' }));
    await waitFor(() => { expect(router.state.location.search).toContain('xray=1'); });
    const table = await screen.findByRole('table', { name: 'Cash flow' }, COLD_RENDER);
    // Cash in unfolds into its categories; a category unfolds into the client accounts that feed it.
    fireEvent.click(within(table).getByRole('button', { name: 'Show what makes up Vendas' }));
    expect(cells(row(table, '3.1.1Vendas à vista')[0])).toEqual(['0.00', '0.00', '120.00', '120.00']);
    fireEvent.click(within(table).getAllByRole('button', { name: 'Cash in, Mar 2025: 200.00. Open the x-ray' })[0]);
    const panel = await screen.findByRole('dialog', { name: 'X-ray: Cash in, Mar 2025' }, COLD_RENDER);
    await within(panel).findByText('Reconciled to the cent: the transactions below add up to the cell.', {}, COLD_RENDER);
    const facts = within(panel).getAllByRole('definition').map((dd) => dd.textContent);
    // Value, share of all cash in of the month, against February (150 → 200), against March 2024 (nothing).
    expect(facts).toEqual(['R$200.00', '100.0%', '33.3%', '—']);
    const transactions = within(panel).getByRole('table', { name: 'Transactions' });
    expect(within(transactions).getAllByRole('row')).toHaveLength(3);
    expect(within(transactions).getByText('livros.xlsx, line 12')).toBeTruthy();
  });

  it('lists the transfers between the company\'s own accounts apart from receipts, for the months shown', async () => {
    const account = (code: string, name: string) => ({ code, name });
    let sent: Record<string, unknown>[] = [];
    open('&tab=receipts', '200.00', (environment) => {
      sent = interceptOperation(environment, 'OwnTransfersQuery', { data: {
        total: { aggregate: { count: 2, sum: { amount: '7500.00' } } },
        transfers: [
          { transfer_id: 't-1', occurred_on: '2025-01-10', received_on: '2025-01-11', amount: '5000.00', from_client_account: account('1.1.1', 'Banco Itaú'), to_client_account: account('1.1.2', 'Banco do Brasil') },
          { transfer_id: 't-2', occurred_on: '2025-03-02', received_on: '2025-03-02', amount: '2500.00', from_client_account: account('1.1.2', 'Banco do Brasil'), to_client_account: account('1.1.1', 'Banco Itaú') },
        ],
      } });
    });
    const table = await screen.findByRole('table', { name: 'Transfers between the company\'s own accounts' }, COLD_RENDER);
    expect(within(table).getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('cell').map((td) => td.textContent))).toEqual([
      ['01/10/2025', '01/11/2025', '1.1.1Banco Itaú', '1.1.2Banco do Brasil', 'R$5,000.00'],
      ['03/02/2025', '03/02/2025', '1.1.2Banco do Brasil', '1.1.1Banco Itaú', 'R$2,500.00'],
    ]);
    expect(screen.getByText(/neither a receipt nor a payment, so the tables leave it out\. 2 transfers, R\$7,500\.00 in all, Jan 2025 to Mar 2025\./)).toBeTruthy();
    expect(sent.at(-1)).toEqual({ where: { client_id: { _eq: CLIENT }, month: { _gte: '2025-01-01', _lte: '2025-03-01' } }, limit: 100 });
    // The receipts themselves are the categories' alone.
    const receipts = screen.getByRole('table', { name: 'Receipts' });
    expect(within(receipts).queryByText(/Banco/)).toBeNull();
  });

  it('opens the from-to of the accounts behind the table, and behind an x-rayed cell', async () => {
    open('&tab=cash-flow&xray=1');
    const table = await screen.findByRole('table', { name: 'Cash flow' }, COLD_RENDER);
    expect(screen.getByRole('link', { name: 'From-to (De/Para)' }).getAttribute('href')).toBe(`${paths.managementMapping}?client=${CLIENT}&from=2025-01&to=2025-03`);
    fireEvent.click(within(table).getAllByRole('button', { name: 'Cash in, Mar 2025: 200.00. Open the x-ray' })[0]);
    const panel = await screen.findByRole('dialog', { name: /^X-ray/ }, COLD_RENDER);
    const link = await within(panel).findByRole('link', { name: 'From-to of these accounts' }, COLD_RENDER);
    expect(link.getAttribute('href')).toBe(`${paths.managementMapping}?client=${CLIENT}&from=2025-03&to=2025-03&category=a-sales`);
  });

  it('says so when a cell and its transactions do not tie, with the difference', async () => {
    open('&tab=cash-flow&xray=1', '199.99');
    const table = await screen.findByRole('table', { name: 'Cash flow' }, COLD_RENDER);
    fireEvent.click(within(table).getAllByRole('button', { name: 'Cash in, Mar 2025: 200.00. Open the x-ray' })[0]);
    const panel = await screen.findByRole('dialog', { name: /^X-ray/ }, COLD_RENDER);
    expect(await within(panel).findByText(/The transactions differ from the cell by -R\$0\.01/, {}, COLD_RENDER)).toBeTruthy();
  });

  it('draws the statement with its checks: those that pass, and the one that cannot be computed and why', async () => {
    open('&tab=statement');
    const statement = await screen.findByRole('table', { name: 'Cash flow statement' }, COLD_RENDER);
    expect(cells(row(statement, 'Net cash from operating activities')[0])).toEqual(['-480.00', '—']);
    expect(cells(row(statement, 'Closing cash')[0])).toEqual(['1,520.00', '—']);
    const checks = screen.getByRole('region', { name: 'Checks' });
    const statuses = within(checks).getAllByRole('status').map((element) => element.textContent);
    expect(statuses).toHaveLength(5);
    expect(statuses.slice(0, 4).every((text) => text.endsWith('Passes.'))).toBe(true);
    expect(statuses[4]).toContain('Cannot be checked: the indirect method needs');
    expect(screen.getByText(/These books have none, so it cannot be drawn/)).toBeTruthy();
  });

  it('reconciles net income to the operating cash of the direct method, and the check passes', async () => {
    open('&tab=statement', '200.00', (environment) => { interceptOperation(environment, 'useIndirectCashFlowQuery', ledger()); });
    const table = await screen.findByRole('table', { name: 'Reconciliation from net income (indirect method)' }, COLD_RENDER);
    expect(cells(row(table, 'Net income (loss) for the period')[0])).toEqual(['-460.00', '—']);
    expect(cells(row(table, '1.1.2Clientes')[0])).toEqual(['-50.00', '—']);
    const depreciation = row(table, '1.2.2Depreciação acumuladano category: counted as operating')[0];
    expect(cells(depreciation)).toEqual(['30.00', '—']);
    expect(cells(row(table, 'Net cash from operating activities (indirect method)')[0])).toEqual(['-480.00', '—']);
    expect(cells(row(table, 'The same by the direct method')[0])).toEqual(['-480.00', '—']);
    expect(cells(row(table, 'Difference')[0])).toEqual(['0.00', '—']);
    expect(cells(row(table, 'Net cash from financing activities')[0])).toEqual(['1,000.00', '—']);
    // The bank's change over the quarter: 1,520 − 1,000.
    expect(cells(row(table, 'Change in cash in the ledger')[0])).toEqual(['520.00', '—']);
    const statuses = within(screen.getByRole('region', { name: 'Checks' })).getAllByRole('status').map((element) => element.textContent);
    expect(statuses[4]).toBe('The direct and indirect methods give the same operating cashPasses.');
    const link = screen.getByRole('link', { name: 'Trial balance of these months' });
    expect(link.getAttribute('href')).toBe(`${paths.managementAccounting}?client=${CLIENT}&tab=trial-balance&year=2025&from=1&to=3`);
  });

  it('fails the check by what an asset bought on credit moved', async () => {
    const onCredit = [{ code: '1.2.1', month: 2, debits: '100.00', credits: '0' }, { code: '2.1.1', month: 2, debits: '0', credits: '100.00' }];
    open('&tab=statement', '200.00', (environment) => { interceptOperation(environment, 'useIndirectCashFlowQuery', ledger(onCredit)); });
    const table = await screen.findByRole('table', { name: 'Reconciliation from net income (indirect method)' }, COLD_RENDER);
    expect(cells(row(table, 'Net cash from operating activities (indirect method)')[0])).toEqual(['-380.00', '—']);
    expect(cells(row(table, 'Difference')[0])).toEqual(['100.00', '—']);
    const statuses = within(screen.getByRole('region', { name: 'Checks' })).getAllByRole('status').map((element) => element.textContent);
    expect(statuses[4]).toBe('The direct and indirect methods give the same operating cashFails by R$100.00.');
  });

  it('draws no reconciliation for months the ledger does not reach', async () => {
    const whole = ledger() as { data: { accounts: unknown[]; balances: { month: string }[] } };
    const januaryOnly = { data: { ...whole.data, balances: whole.data.balances.filter((balance) => balance.month === month(1)) } };
    open('&tab=statement', '200.00', (environment) => { interceptOperation(environment, 'useIndirectCashFlowQuery', januaryOnly); });
    expect(await screen.findByText(/The ledger's balances do not reach every month shown, so the reconciliation cannot be drawn/, {}, COLD_RENDER)).toBeTruthy();
    const statuses = within(screen.getByRole('region', { name: 'Checks' })).getAllByRole('status').map((element) => element.textContent);
    expect(statuses[4]).toContain('Cannot be checked: the ledger\'s balances do not reach every month shown.');
  });

  it('shows the summary\'s figures as worked out by hand, each opening its tab', async () => {
    open();
    await heading();
    const card = async (title: string) => (await screen.findByRole('link', { name: title }, COLD_RENDER)).closest('.bp6-card') as HTMLElement;
    expect((await card('Month-end cash')).textContent).toContain('R$1,520.00');
    expect((await card('Net burn (3-month average)')).textContent).toContain('R$160.00');
    expect((await card('Runway')).textContent).toContain('9.5 months');
    expect((await card('Runway')).textContent).toContain('Cash runs out around 01/14/2026');
    expect((await card('Receipts, year to date')).textContent).toContain('R$1,450.00');
    expect((await card('Payments, year to date')).textContent).toContain('R$930.00');
    expect((await card('Budget attainment, year to date')).textContent).toContain('125.0%');
    expect(screen.getByRole('link', { name: 'Runway' }).getAttribute('href')).toBe(`${paths.managementFinancial}?client=${CLIENT}&year=2025&tab=runway`);
  });

  it('compares budget and actual with Δ, Δ% and whether it is favourable', async () => {
    open('&tab=budget-vs-actual');
    const table = await screen.findByRole('table', { name: 'Budget vs actual' }, COLD_RENDER);
    const [sales] = row(table, '1.01Vendas');
    // March: 200 against 120; January to March: 450 against 360; the year: 450 + 600 of budget still to come.
    expect(cells(sales).slice(0, 8)).toEqual(['200.00', '120.00', '80.00', '66.7%', '450.00', '360.00', '90.00', '25.0%']);
    expect(within(sales).getAllByTitle('favourable')).toHaveLength(6);
    const [payroll] = row(table, '2.01Folha');
    expect(cells(payroll).slice(0, 4)).toEqual(['330.00', '300.00', '30.00', '10.0%']);
    expect(within(payroll).getAllByTitle('unfavourable').length).toBeGreaterThan(0);
  });

  it('marks as material the variances from the organization\'s threshold, said to a viewer', async () => {
    open('&tab=budget-vs-actual');
    const table = await screen.findByRole('table', { name: 'Budget vs actual' }, COLD_RENDER);
    // At 20 %: sales' March (66.7 %) and January to March (25.0 %) are material, its year (1,050 against 960: 9.4 %) is
    // not; payroll's 10.0 % in March is not either. Δ and Δ% of a material variance are bold.
    const material = (tr: HTMLElement) => within(tr).getAllByRole('cell').filter((td) => td.classList.contains('material')).map((td) => td.textContent);
    expect(material(row(table, '1.01Vendas')[0])).toEqual(['80.00', '66.7%', '90.00', '25.0%']);
    expect(material(row(table, '2.01Folha')[0])).toEqual([]);
    expect(screen.getByText('Material from 20.0%')).toBeTruthy();
    expect(screen.getByText(/variances of 20\.0% or more of the budget are in bold/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
  });

  it('lets an editor change the threshold, refusing what is not a percentage above 0 and up to 100', async () => {
    let saved: Record<string, unknown>[] = [];
    open('&tab=budget-vs-actual', '200.00', (environment) => {
      interceptOperation(environment, 'ManagementFrameQuery', frame('editor'));
      saved = interceptOperation(environment, 'useSetMaterialityMutation', {
        data: { update_portfolio_organization_by_pk: { id: ORGANIZATION_ID, materiality_percent: '12.50' } },
      });
    });
    await screen.findByRole('table', { name: 'Budget vs actual' }, COLD_RENDER);
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    const input = await screen.findByRole('textbox', { name: 'Materiality threshold' });
    expect((input as HTMLInputElement).value).toBe('20.00');
    for (const wrong of ['0', '100.01', '-5', 'five', '12.345']) {
      fireEvent.change(input, { target: { value: wrong } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Type a percentage above 0 and up to 100, with at most two decimals.')).toBeTruthy();
    }
    expect(saved).toEqual([]);
    fireEvent.change(input, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => { expect(saved).toEqual([{ id: ORGANIZATION_ID, percent: '12.5' }]); });
    expect(await screen.findByText('Material from 12.5%')).toBeTruthy();
  });

  it('charts budget against actual by month, cash in and cash out, with the months added up', async () => {
    open('&tab=budget-vs-actual');
    const figure = await chart('Cash in and cash out by month, actual against budget');
    // Cash in: sales plus February's capital, against 120 of sales a month; cash out: payroll against 300 a month.
    expect(chartRows(figure)).toEqual([
      ['Month', 'Cash in, actual', 'Cash in, budget', 'Cash out, actual', 'Cash out, budget'],
      ['Jan 2025', 'R$100.00', 'R$120.00', 'R$300.00', 'R$300.00'],
      ['Feb 2025', 'R$1,150.00', 'R$120.00', 'R$300.00', 'R$300.00'],
      ['Mar 2025', 'R$200.00', 'R$120.00', 'R$330.00', 'R$300.00'],
      ['Total', 'R$1,450.00', 'R$360.00', 'R$930.00', 'R$900.00'],
    ]);
    expect(screen.getByRole('table', { name: 'Budget vs actual' })).toBeTruthy();
  });

  it('writes the burn definition on the page and gives the runway on the actual and the budgeted burn', async () => {
    open('&tab=burn-rate');
    expect(await screen.findByText(/^Gross burn is the cash the operations paid out/, {}, COLD_RENDER)).toBeTruthy();
    const burn = screen.getByRole('table', { name: 'Burn rate' });
    expect(cells(row(burn, 'Mar 2025')[0])).toEqual(['330.00', '200.00', '130.00', '310.00', '160.00']);
    // Net burn 300 − 100, 300 − 150, 330 − 200; the cash at each month's end from the balances.
    expect(chartRows(screen.getByRole('figure', { name: 'Net burn and cash by month' }))).toEqual([
      ['Month', 'Net burn', 'Cash at month end'],
      ['Jan 2025', 'R$200.00', 'R$800.00'],
      ['Feb 2025', 'R$150.00', 'R$1,650.00'],
      ['Mar 2025', 'R$130.00', 'R$1,520.00'],
    ]);
    fireEvent.click(tab('Runway'));
    expect(await screen.findByText('9.5 months', {}, COLD_RENDER)).toBeTruthy();
    expect(screen.getByText('30.4 months')).toBeTruthy();
    expect(screen.getByText(/bank statements \(OFX\), 1 cash account, as of 03\/31\/2025/)).toBeTruthy();
  });

  it('lists receipts and payments by section and category, with their totals', async () => {
    open('&tab=receipts');
    const receipts = await screen.findByRole('table', { name: 'Receipts' }, COLD_RENDER);
    expect(cells(row(receipts, 'Operating activities')[0])).toEqual(['100.00', '150.00', '200.00', '450.00']);
    expect(cells(row(receipts, '1.01Vendas')[0])).toEqual(['100.00', '150.00', '200.00', '450.00']);
    expect(cells(row(receipts, 'Financing activities')[0])).toEqual(['0.00', '1,000.00', '0.00', '1,000.00']);
    expect(cells(row(receipts, 'Total')[0])).toEqual(['100.00', '1,150.00', '200.00', '1,450.00']);
    fireEvent.click(tab('Payments'));
    const payments = await screen.findByRole('table', { name: 'Payments' }, COLD_RENDER);
    expect(cells(row(payments, '2.01Folha')[0])).toEqual(['-300.00', '-300.00', '-330.00', '-930.00']);
    expect(row(payments, 'Financing activities')).toHaveLength(0);
  });

  it('shows the budget of the plan of record, by section and category', async () => {
    open('&tab=budget');
    const budget = await screen.findByRole('table', { name: 'Budget' }, COLD_RENDER);
    expect(screen.getByRole('combobox', { name: /^Budget version/ })).toBeTruthy();
    expect(within(screen.getByRole('combobox', { name: /^Budget version/ })).getByRole('option').textContent).toBe('Original (original) · plan of record');
    expect(cells(row(budget, 'Result · Operating activities')[0])).toEqual(['-180.00', '-180.00', '-180.00', '-540.00']);
    expect(row(budget, 'Closing cash')).toHaveLength(0);
  });

  it('shows the other indicators with their definitions, a quarter\'s approved answer over its months and where it came from', async () => {
    const kind = { en_name: 'Revenue', pt_br_name: 'Receita', en_definition: 'Gross revenue billed in the period.', pt_br_definition: 'Receita bruta.', unit: 'currency' };
    const indicator = (id: string, m: number, value: string, extra: Record<string, unknown>) => ({
      id, kind: 'revenue', period: month(m), value, months: 1, source: 'reported', approved_at: null, approver: null, kpi_response: null, indicator_kind: kind, ...extra,
    });
    open('&tab=indicators', '200.00', (environment) => {
      interceptOperation(environment, 'OtherIndicatorsTabQuery', { data: { indicators: [
        indicator('i1', 1, '100.00', {}),
        indicator('i3', 3, '450.00', {
          months: 3, source: 'kpi_request', approved_at: '2025-04-20T12:00:00Z', approver: { displayName: 'Ana Investidora' },
          kpi_response: { id: 'a-1', request: { id: 'r-1', title: 'Fechamento do 1º trimestre' } },
        }),
      ] } });
    });
    const table = await screen.findByRole('table', { name: 'Other indicators' }, COLD_RENDER);
    const [revenue] = within(table).getAllByRole('row').slice(1);
    expect(revenue.querySelector('th')?.textContent).toBe('RevenueGross revenue billed in the period.');
    expect(cells(revenue)).toEqual(['R$100.00', '—', 'R$450.00 1Jan 2025 – Mar 2025']);
    const sources = screen.getByRole('region', { name: 'Approved answers' });
    expect(sources.textContent).toBe('Approved answersRevenue, Jan 2025 – Mar 2025: Approved answer to “Fechamento do 1º trimestre”, by Ana Investidora on 04/20/2025');
    expect(within(sources).getByRole('link').getAttribute('href')).toBe(paths.request('r-1', 'a-1'));
  });

  it('asks the company to report when it has no indicators', async () => {
    open('&tab=indicators');
    expect(await screen.findByText('No indicators reported for this period', {}, COLD_RENDER)).toBeTruthy();
  });
});
