import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GraphQLResponse } from 'relay-runtime';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../app/paths.ts';
import { COLD_RENDER } from '../../../testing/coldRender.ts';
import { interceptOperation, openPortal, ORGANIZATION_ID } from '../../../testing/testPortal.tsx';

/**
 * A ledger small enough to work out by hand: December 2024 (the year-end, with its closing entries), January and
 * February 2025. Balances are debit-positive, as the ledger keeps them; closing = opening + debits − credits.
 *
 *   Chart (nature):                 Dec 2024 (o / D / C / c)       Jan 2025                    Feb 2025
 *   1     Ativo           synthetic asset
 *   1.1   Caixa           asset       1,100 / 100 / 80 / 1,120      1,120 / 300 / 400 / 1,020   1,020 / 1,000 / 750 / 1,270
 *   1.2   Clientes        asset       (no row: nothing)             0 / 1,000 / 300 / 700       700 / 1,500 / 1,000 / 1,200
 *   2.1   Contas a pagar  liability   (no row)                      0 / 0 / 200 / −200          −200 / 200 / 200 / −200
 *   2.3   Capital social  equity      −1,000 / 0 / 0 / −1,000       −1,000 … −1,000             −1,000 … −1,000
 *   2.4   Lucros acum.    equity      0 / 0 / 120 / −120 (closing)  −120 … −120                 −120 … −120
 *   3     Receitas        synthetic result
 *   3.1   Vendas          result      −400 / 500 / 100 / 0          0 / 0 / 1,000 / −1,000      −1,000 / 0 / 1,500 / −2,500
 *   4     Despesas        synthetic result
 *   4.1   Salários        result      300 / 80 / 380 / 0            0 / 600 / 0 / 600           600 / 750 / 0 / 1,350
 *
 * December's closing entries zero the result accounts into 2.4: Vendas +500 (a debit), Salários −380, Lucros −120.
 * Each month's debits equal its credits (Dec 680, Jan 1,900, Feb 3,450) and its balances sum to zero.
 */
const CLIENT = 'c0000000-0000-4000-8000-000000000002';
const DEC = '2024-12-01';
const JAN = '2025-01-01';
const FEB = '2025-02-01';

const account = (id: string, code: string, name: string, nature: string, parent: string | null, aggregation: string | null = null) => ({
  id, code, name, nature, analytic: aggregation !== null, parent_id: parent, level: code.split('.').length, aggregation_code: aggregation,
});
const accounts = [
  account('a-1', '1', 'Ativo', 'asset', null),
  account('a-caixa', '1.1', 'Caixa', 'asset', 'a-1', 'A1'),
  account('a-clientes', '1.2', 'Clientes', 'asset', 'a-1', 'A2'),
  account('a-pagar', '2.1', 'Contas a pagar', 'liability', null, 'P1'),
  account('a-capital', '2.3', 'Capital social', 'equity', null, 'P2'),
  account('a-lucros', '2.4', 'Lucros acumulados', 'equity', null, 'P3'),
  account('a-3', '3', 'Receitas', 'result', null),
  account('a-vendas', '3.1', 'Vendas', 'result', 'a-3', 'R1'),
  account('a-4', '4', 'Despesas', 'result', null),
  account('a-salarios', '4.1', 'Salários', 'result', 'a-4', 'R2'),
];
const balance = (id: string, month: string, opening: string, debits: string, credits: string, closing: string, closingEntries = '0.00') => ({
  client_account_id: id, month, opening, debits, credits, closing, closing_entries: closingEntries,
});
const balances = [
  balance('a-caixa', DEC, '1100.00', '100.00', '80.00', '1120.00'),
  balance('a-capital', DEC, '-1000.00', '0.00', '0.00', '-1000.00'),
  balance('a-lucros', DEC, '0.00', '0.00', '120.00', '-120.00', '-120.00'),
  balance('a-vendas', DEC, '-400.00', '500.00', '100.00', '0.00', '500.00'),
  balance('a-salarios', DEC, '300.00', '80.00', '380.00', '0.00', '-380.00'),
  balance('a-caixa', JAN, '1120.00', '300.00', '400.00', '1020.00'),
  balance('a-clientes', JAN, '0.00', '1000.00', '300.00', '700.00'),
  balance('a-pagar', JAN, '0.00', '0.00', '200.00', '-200.00'),
  balance('a-capital', JAN, '-1000.00', '0.00', '0.00', '-1000.00'),
  balance('a-lucros', JAN, '-120.00', '0.00', '0.00', '-120.00'),
  balance('a-vendas', JAN, '0.00', '0.00', '1000.00', '-1000.00'),
  balance('a-salarios', JAN, '0.00', '600.00', '0.00', '600.00'),
  balance('a-caixa', FEB, '1020.00', '1000.00', '750.00', '1270.00'),
  balance('a-clientes', FEB, '700.00', '1500.00', '1000.00', '1200.00'),
  balance('a-pagar', FEB, '-200.00', '200.00', '200.00', '-200.00'),
  balance('a-capital', FEB, '-1000.00', '0.00', '0.00', '-1000.00'),
  balance('a-lucros', FEB, '-120.00', '0.00', '0.00', '-120.00'),
  balance('a-vendas', FEB, '-1000.00', '0.00', '1500.00', '-2500.00'),
  balance('a-salarios', FEB, '600.00', '750.00', '0.00', '1350.00'),
];

/**
 * The ECD for 2024 (period end 31 Dec 2024), debit-positive as the filing is stored. J100 at December's closing
 * balances; J150 before the closing entries (closing − closing entries: Vendas 0 − 500 = −500, Salários 0 + 380 = 380).
 * One detail line differs: the filing says Lucros acumulados 150 where the ledger has 120, so its total (Passivo e
 * PL, published 1,150 against 1,000 + 120 + 0 = 1,120) differs as well: two lines, each by −30 presented as credits.
 * "Outras receitas" has no account naming R9.
 */
const line = (position: number, statement: string, code: string, parent: string | null, kind: 'T' | 'D', grp: string, description: string, closing: string) => ({
  id: `j-${position}`, statement, code, parent_code: parent, level: parent === null ? 1 : 2, line_kind: kind, grp, description, closing, position, period_end: '2024-12-31',
});
const published = [
  line(1, 'balance_sheet', 'A', null, 'T', 'A', 'Ativo total', '1120.00'),
  line(2, 'balance_sheet', 'A1', 'A', 'D', 'A', 'Caixa e equivalentes', '1120.00'),
  line(3, 'balance_sheet', 'A2', 'A', 'D', 'A', 'Clientes', '0.00'),
  line(4, 'balance_sheet', 'P', null, 'T', 'P', 'Passivo e PL', '-1150.00'),
  line(5, 'balance_sheet', 'P1', 'P', 'D', 'P', 'Contas a pagar', '0.00'),
  line(6, 'balance_sheet', 'P2', 'P', 'D', 'P', 'Capital social', '-1000.00'),
  line(7, 'balance_sheet', 'P3', 'P', 'D', 'P', 'Lucros acumulados', '-150.00'),
  line(8, 'income_statement', 'R', null, 'T', 'R', 'Resultado do exercício', '-120.00'),
  line(9, 'income_statement', 'R1', 'R', 'D', 'R', 'Receita de vendas', '-500.00'),
  line(10, 'income_statement', 'R2', 'R', 'D', 'D', 'Despesas com pessoal', '380.00'),
  line(11, 'income_statement', 'R9', 'R', 'D', 'R', 'Outras receitas', '0.00'),
];

interface Books {
  readonly accounts?: readonly unknown[];
  readonly balances?: readonly unknown[];
  readonly published?: readonly unknown[];
  /** The ledger's first and last months; none for a client without a balance. */
  readonly bounds?: readonly [string, string] | null;
  /** Σ amount (debit-positive) of the x-rayed entries. */
  readonly xraySum?: string;
}

/** The entries behind Vendas in February 2025: two sales on credit, 900 and 600 (credits: negative). */
function xrayAnswer(sum: string): GraphQLResponse {
  const entry = (id: string, day: string, amount: string, line: number) => ({
    id, occurred_on: `2025-02-${day}`, amount, description: `Venda ${id}`, counterparty: 'Cliente SA', source_line: line,
    client_account: { code: '3.1', name: 'Vendas' }, batch: { file_name: 'ecd-2025.txt' },
  });
  return {
    data: {
      total: { aggregate: { count: 2, sum: { amount: sum } } },
      entries: [entry('e-1', '10', '-900.00', 41), entry('e-2', '20', '-600.00', 57)],
    },
  };
}

function open(query: string, books: Books = {}) {
  const bounds = books.bounds === undefined ? [DEC, FEB] : books.bounds;
  let xraySent: Record<string, unknown>[] = [];
  const prepare = (environment: RelayMockEnvironment) => {
    interceptOperation(environment, 'ManagementFrameQuery', {
      data: {
        organization: {
          id: ORGANIZATION_ID, name: 'Aurora Capital', materiality_percent: null, plan: { configuration: { modules: { financial: true, accounting: true } } },
          client: { id: CLIENT, name: 'Aurora Capital Gestora' }, companies: [], organization_users: [{ role: 'viewer' }],
        },
      },
    });
    interceptOperation(environment, 'useLedgerYearsQuery', {
      data: bounds ? { first: [{ month: bounds[0] }], last: [{ month: bounds[1] }] } : { first: [], last: [] },
    });
    interceptOperation(environment, 'useLedgerBooksQuery', {
      data: { accounts: books.accounts ?? accounts, balances: books.balances ?? balances, published: books.published ?? published },
    });
    xraySent = interceptOperation(environment, 'LedgerXrayPanelQuery', xrayAnswer(books.xraySum ?? '-1500.00'));
  };
  const opened = openPortal(`${paths.managementAccounting}?client=${CLIENT}${query}`, undefined, prepare);
  return { ...opened, xraySent: () => xraySent };
}

const tab = (name: string) => screen.getByRole('tab', { name });
/** The table's rows whose header reads `name` (an account's code and name run together: `3.1Vendas`). */
const row = (table: HTMLElement, name: string) => {
  const rows = within(table).getAllByRole('row').filter((tr) => tr.querySelector('th')?.textContent === name);
  expect(rows, `one row "${name}"`).toHaveLength(1);
  return rows[0];
};
const cells = (table: HTMLElement, name: string) => within(row(table, name)).getAllByRole('cell').map((td) => td.textContent);
const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((th) => th.textContent);
const statuses = () => screen.getAllByRole('status').map((element) => element.textContent);

describe('<AccountingScreen>', () => {
  it('opens on the income statement: each month\'s result, the period and the net result', async () => {
    open('');
    const table = await screen.findByRole('table', { name: 'Management income statement' }, COLD_RENDER);
    // The year with the last balance (2025), January to February, the last month with one.
    expect(headers(table)).toEqual(['Account', 'Jan 2025', 'Feb 2025', 'Period']);
    // A month's figure is credits − debits (+ closing entries, none here): Vendas 1,000 − 0 and 1,500 − 0.
    expect(cells(table, '3Receitas')).toEqual(['1,000.00', '1,500.00', '2,500.00']);
    expect(cells(table, '3.1Vendas')).toEqual(['1,000.00', '1,500.00', '2,500.00']);
    // Salários: 0 − 600 and 0 − 750; the period −1,350.
    expect(cells(table, '4Despesas')).toEqual(['-600.00', '-750.00', '-1,350.00']);
    expect(cells(table, '4.1Salários')).toEqual(['-600.00', '-750.00', '-1,350.00']);
    // 1,000 − 600 = 400; 1,500 − 750 = 750; 2,500 − 1,350 = 1,150.
    expect(cells(table, 'Net result')).toEqual(['400.00', '750.00', '1,150.00']);
    // Of the top groups 3 and 4, only 3 adds up to a positive figure over the period: it is revenue.
    expect(screen.getByText(/^AV % is each line as a share of revenue/).textContent).toContain('over the period (3 Receitas).');
  });

  it('shows each line as a share of revenue (AV %) and as the change from the month before (AH %)', async () => {
    open('');
    await screen.findByRole('table', { name: 'Management income statement' }, COLD_RENDER);
    fireEvent.click(screen.getByRole('radio', { name: 'Vertical analysis (AV %)' }));
    const av = await screen.findByRole('table', { name: 'Management income statement' });
    // Revenue is 1,000, 1,500 and 2,500: Salários −600/1,000, −750/1,500, −1,350/2,500; net 400/1,000, 750/1,500, 1,150/2,500.
    expect(cells(av, '3.1Vendas')).toEqual(['100.0%', '100.0%', '100.0%']);
    expect(cells(av, '4.1Salários')).toEqual(['-60.0%', '-50.0%', '-54.0%']);
    expect(cells(av, 'Net result')).toEqual(['40.0%', '50.0%', '46.0%']);
    // A percentage opens no entries.
    expect(within(av).queryAllByRole('button', { name: /Open the entries$/ })).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: 'Horizontal analysis (AH %)' }));
    const ah = await screen.findByRole('table', { name: 'Management income statement' });
    // January has no month before; the period has no AH. Vendas (1,500 − 1,000)/1,000 = 50 %;
    // Salários (−750 + 600)/600 = −25 %; net (750 − 400)/400 = 87.5 %.
    expect(cells(ah, '3.1Vendas')).toEqual(['—', '50.0%', '—']);
    expect(cells(ah, '4.1Salários')).toEqual(['—', '-25.0%', '—']);
    expect(cells(ah, 'Net result')).toEqual(['—', '87.5%', '—']);
  });

  it('leaves December\'s closing entries out of its result, reading the year and the months from the address', async () => {
    open('&year=2024&from=12&to=12');
    const table = await screen.findByRole('table', { name: 'Management income statement' }, COLD_RENDER);
    expect(headers(table)).toEqual(['Account', 'Dec 2024', 'Period']);
    // Vendas 100 − 500 + 500 = 100, not the 0 its closing balance says; Salários 380 − 80 − 380 = −80; net 20.
    expect(cells(table, '3.1Vendas')).toEqual(['100.00', '100.00']);
    expect(cells(table, '4.1Salários')).toEqual(['-80.00', '-80.00']);
    expect(cells(table, 'Net result')).toEqual(['20.00', '20.00']);
  });

  it('keeps the open tab in the address with the client and the period', async () => {
    const { router } = open('&year=2025&from=2&to=2');
    await screen.findByRole('table', { name: 'Management income statement' }, COLD_RENDER);
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['Income statement', 'Balance sheet', 'Trial balance', 'Published statements']);
    fireEvent.click(tab('Trial balance'));
    await waitFor(() => { expect(router.state.location.search).toBe(`?client=${CLIENT}&year=2025&from=2&to=2&tab=trial-balance`); });
    expect(await screen.findByRole('table', { name: 'Trial balance, Feb 2025' })).toBeTruthy();
    fireEvent.click(tab('Balance sheet'));
    await waitFor(() => { expect(router.state.location.search).toBe(`?client=${CLIENT}&year=2025&from=2&to=2&tab=balance-sheet`); });
    expect(await screen.findByRole('table', { name: 'Balance sheet' })).toBeTruthy();
    // The first tab has the plain address.
    fireEvent.click(tab('Income statement'));
    await waitFor(() => { expect(router.state.location.search).toBe(`?client=${CLIENT}&year=2025&from=2&to=2`); });
    // Only February: Vendas 1,500, Salários −750, net 750.
    const table = await screen.findByRole('table', { name: 'Management income statement' });
    expect(headers(table)).toEqual(['Account', 'Feb 2025', 'Period']);
    expect(cells(table, 'Net result')).toEqual(['750.00', '750.00']);
  });

  it('draws the balance sheet at the month against the month before and the year-end, with the period\'s result, and it ties', async () => {
    open('&tab=balance-sheet');
    const table = await screen.findByRole('table', { name: 'Balance sheet' }, COLD_RENDER);
    expect(headers(table)).toEqual(['Account', 'Dec 2024', 'Jan 2025', 'Feb 2025', 'AV %', 'AH % month', 'AH % year']);
    // Assets at December, January, February: Caixa 1,120, 1,020, 1,270; Clientes 0, 700, 1,200; total 1,120, 1,720, 2,470.
    // AV of February over 2,470; AH month over January; AH year over December (none against Clientes' zero).
    //   Caixa 1,270/2,470 = 51.42 %; (1,270 − 1,020)/1,020 = 24.51 %; (1,270 − 1,120)/1,120 = 13.39 %.
    //   Clientes 1,200/2,470 = 48.58 %; (1,200 − 700)/700 = 71.43 %.
    //   Total (2,470 − 1,720)/1,720 = 43.60 %; (2,470 − 1,120)/1,120 = 120.54 %.
    expect(cells(table, '1Ativo')).toEqual(['1,120.00', '1,720.00', '2,470.00', '100.0%', '43.6%', '120.5%']);
    expect(cells(table, '1.1Caixa')).toEqual(['1,120.00', '1,020.00', '1,270.00', '51.4%', '24.5%', '13.4%']);
    expect(cells(table, '1.2Clientes')).toEqual(['0.00', '700.00', '1,200.00', '48.6%', '71.4%', '—']);
    expect(cells(table, 'Total assets')).toEqual(['1,120.00', '1,720.00', '2,470.00', '100.0%', '43.6%', '120.5%']);
    // Liabilities and equity as credits: Contas a pagar 200/2,470 = 8.10 %.
    expect(cells(table, '2.1Contas a pagar')).toEqual(['0.00', '200.00', '200.00', '8.1%', '0.0%', '—']);
    expect(cells(table, 'Total liabilities')).toEqual(['0.00', '200.00', '200.00', '8.1%', '0.0%', '—']);
    // Capital 1,000/2,470 = 40.49 %; Lucros acumulados 120 (December's closing) /2,470 = 4.86 %.
    expect(cells(table, '2.3Capital social')).toEqual(['1,000.00', '1,000.00', '1,000.00', '40.5%', '0.0%', '0.0%']);
    expect(cells(table, '2.4Lucros acumulados')).toEqual(['120.00', '120.00', '120.00', '4.9%', '0.0%', '0.0%']);
    // The result not yet closed, −Σ closing of the result accounts: December 0 (closed), January −(−1,000 + 600) = 400,
    // February −(−2,500 + 1,350) = 1,150; 1,150/2,470 = 46.56 %; (1,150 − 400)/400 = 187.5 %; none against December's 0.
    expect(cells(table, 'Result of the period (not yet closed)')).toEqual(['0.00', '400.00', '1,150.00', '46.6%', '187.5%', '—']);
    // Equity 1,120, 1,520, 2,270: 2,270/2,470 = 91.90 %; (2,270 − 1,520)/1,520 = 49.34 %; (2,270 − 1,120)/1,120 = 102.68 %.
    expect(cells(table, 'Total equity')).toEqual(['1,120.00', '1,520.00', '2,270.00', '91.9%', '49.3%', '102.7%']);
    expect(cells(table, 'Total liabilities and equity')).toEqual(['1,120.00', '1,720.00', '2,470.00', '100.0%', '43.6%', '120.5%']);
    expect(statuses()).toEqual(['Assets equal liabilities plus equity.']);
  });

  it('says by how much the balance sheet and the trial balance fail when an account is missing from the import', async () => {
    // Without Contas a pagar (a credit of 200 from January), assets exceed liabilities and equity by 200 in January and
    // February; December, when it had no balance, still ties.
    open('&tab=balance-sheet', { accounts: accounts.filter((each) => each.id !== 'a-pagar') });
    const table = await screen.findByRole('table', { name: 'Balance sheet' }, COLD_RENDER);
    // Liabilities and equity 1,120, 1,000 + 120 + 400 = 1,520 and 1,000 + 120 + 1,150 = 2,270 (their own whole: 100 %);
    // (2,270 − 1,520)/1,520 = 49.34 %, (2,270 − 1,120)/1,120 = 102.68 %. Assets are still 2,470.
    expect(cells(table, 'Total liabilities and equity')).toEqual(['1,120.00', '1,520.00', '2,270.00', '100.0%', '49.3%', '102.7%']);
    expect(cells(table, 'Total assets')).toEqual(['1,120.00', '1,720.00', '2,470.00', '100.0%', '43.6%', '120.5%']);
    expect(statuses()).toEqual([
      'At Jan 2025, assets differ from liabilities plus equity by 200.00: an account is missing from the import, or its nature is wrong.',
      'At Feb 2025, assets differ from liabilities plus equity by 200.00: an account is missing from the import, or its nature is wrong.',
    ]);
    fireEvent.click(tab('Trial balance'));
    const trial = await screen.findByRole('table', { name: 'Trial balance, Feb 2025' });
    // February without its −200 opening and closing, and without its 200 debit and 200 credit: they still tie.
    expect(cells(trial, 'Total')).toEqual(['200.00 D', '3,250.00', '3,250.00', '0.00', '200.00 D']);
    expect(statuses()).toEqual([
      'Debits equal credits',
      'Opening debit balances equal opening credit balances: off by 200.00. An account is missing from the import.',
      'Closing debit balances equal closing credit balances: off by 200.00. An account is missing from the import.',
    ]);
  });

  it('lists the trial balance of the last month with each balance\'s side, the totals and the checks', async () => {
    open('&tab=trial-balance');
    const table = await screen.findByRole('table', { name: 'Trial balance, Feb 2025' }, COLD_RENDER);
    expect(headers(table)).toEqual(['Account', 'Opening balance', 'Debits', 'Credits', 'Movement', 'Closing balance']);
    // February: opening, debits, credits, debits − credits, closing (D debit, C credit).
    expect(cells(table, '1Ativo')).toEqual(['1,720.00 D', '2,500.00', '1,750.00', '750.00', '2,470.00 D']);
    expect(cells(table, '1.1Caixa')).toEqual(['1,020.00 D', '1,000.00', '750.00', '250.00', '1,270.00 D']);
    expect(cells(table, '1.2Clientes')).toEqual(['700.00 D', '1,500.00', '1,000.00', '500.00', '1,200.00 D']);
    expect(cells(table, '2.1Contas a pagar')).toEqual(['200.00 C', '200.00', '200.00', '0.00', '200.00 C']);
    expect(cells(table, '2.3Capital social')).toEqual(['1,000.00 C', '0.00', '0.00', '0.00', '1,000.00 C']);
    expect(cells(table, '3Receitas')).toEqual(['1,000.00 C', '0.00', '1,500.00', '-1,500.00', '2,500.00 C']);
    expect(cells(table, '4.1Salários')).toEqual(['600.00 D', '750.00', '0.00', '750.00', '1,350.00 D']);
    // Σ opening 1,720 − 200 − 1,000 − 120 − 1,000 + 600 = 0 (no side); debits 2,500 + 200 + 750 = 3,450 = credits
    // 1,750 + 200 + 1,500; Σ closing 2,470 − 200 − 1,000 − 120 − 2,500 + 1,350 = 0.
    expect(cells(table, 'Total')).toEqual(['0.00', '3,450.00', '3,450.00', '0.00', '0.00']);
    expect(statuses()).toEqual([
      'Debits equal credits',
      'Opening debit balances equal opening credit balances',
      'Closing debit balances equal closing credit balances',
    ]);
  });

  it('compares the published statements with the ledger line by line', async () => {
    open('&year=2024&tab=published');
    const sheet = await screen.findByRole('table', { name: 'Published balance sheet (ECD J100)' }, COLD_RENDER);
    expect(headers(sheet)).toEqual(['Line', 'Published', 'From the ledger', 'Difference', 'Check']);
    // December's closing balances: Caixa 1,120, Clientes none (0), Capital 1,000 C, Lucros 120 C.
    expect(cells(sheet, 'AAtivo total')).toEqual(['1,120.00', '1,120.00', '0.00', 'Matches']);
    expect(cells(sheet, 'A1Caixa e equivalentes')).toEqual(['1,120.00', '1,120.00', '0.00', 'Matches']);
    expect(cells(sheet, 'A2Clientes')).toEqual(['0.00', '0.00', '0.00', 'Matches']);
    // Presented as credits; difference = ledger − published = 120 − 150 = −30, and 1,120 − 1,150 on the total.
    expect(cells(sheet, 'PPassivo e PL')).toEqual(['1,150.00', '1,120.00', '-30.00', 'Differs']);
    expect(cells(sheet, 'P2Capital social')).toEqual(['1,000.00', '1,000.00', '0.00', 'Matches']);
    expect(cells(sheet, 'P3Lucros acumulados')).toEqual(['150.00', '120.00', '-30.00', 'Differs']);
    const income = screen.getByRole('table', { name: 'Published income statement (ECD J150)' });
    // Before the closing entries: Vendas 0 − 500 = −500 (500 C), Salários 0 + 380 = 380 (380 D); the result 120 C.
    expect(cells(income, 'RResultado do exercício')).toEqual(['120.00', '120.00', '0.00', 'Matches']);
    expect(cells(income, 'R1Receita de vendas')).toEqual(['500.00', '500.00', '0.00', 'Matches']);
    expect(cells(income, 'R2Despesas com pessoal')).toEqual(['-380.00', '-380.00', '0.00', 'Matches']);
    expect(cells(income, 'R9Outras receitas')).toEqual(['0.00', '—', '—', 'No account names this code']);
    expect(statuses()).toEqual(['2 lines differ from the ledger.']);
  });

  it('says so when the year has no published statement', async () => {
    open('&tab=published', { published: [] });
    expect(await screen.findByText('No published statements for this year', {}, COLD_RENDER)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens the entries behind an income statement cell, reconciled to the cent', async () => {
    const { xraySent } = open('');
    const table = await screen.findByRole('table', { name: 'Management income statement' }, COLD_RENDER);
    fireEvent.click(within(table).getByRole('button', { name: 'Vendas, Feb 2025: 1,500.00. Open the entries' }));
    const panel = await screen.findByRole('dialog', { name: 'Entries: Vendas, Feb 2025' }, COLD_RENDER);
    // Two credits, 900 and 600: Σ amount −1,500, debit-positive; the income statement shows it credit-positive.
    expect(await within(panel).findByText('Reconciled to the cent: the entries below add up to the cell.', {}, COLD_RENDER)).toBeTruthy();
    expect(within(panel).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['1,500.00', '1,500.00']);
    const entries = within(panel).getByRole('table', { name: 'Entries' });
    expect(within(entries).getAllByRole('row')).toHaveLength(3);
    // Each entry's credit in the credit column, with its file and line.
    expect(within(entries).getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('cell').map((td) => td.textContent).slice(1))).toEqual([
      ['3.1 Vendas', 'Venda e-1', 'Cliente SA', 'ecd-2025.txt, line 41', '', '900.00'],
      ['3.1 Vendas', 'Venda e-2', 'Cliente SA', 'ecd-2025.txt, line 57', '', '600.00'],
    ]);
    // The query asked for Vendas's entries of February, the closing entries left out.
    expect(xraySent().at(-1)?.where).toMatchObject({
      client_account: { client_id: { _eq: CLIENT } },
      client_account_id: { _in: ['a-vendas'] },
      occurred_on: { _gte: FEB, _lt: '2025-03-01' },
      is_closing: { _in: [false] },
    });
  });

  it('says by how much the entries differ from the cell', async () => {
    // The entries add up to −1,499.99: 1,499.99 against the cell's 1,500.00.
    open('', { xraySum: '-1499.99' });
    const table = await screen.findByRole('table', { name: 'Management income statement' }, COLD_RENDER);
    fireEvent.click(within(table).getByRole('button', { name: 'Vendas, Feb 2025: 1,500.00. Open the entries' }));
    const panel = await screen.findByRole('dialog', { name: 'Entries: Vendas, Feb 2025' }, COLD_RENDER);
    expect(await within(panel).findByText(/^The entries differ from the cell by -0\.01: /, {}, COLD_RENDER)).toBeTruthy();
    expect(within(panel).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['1,500.00', '1,499.99']);
    expect(within(panel).queryByText(/^Reconciled to the cent/)).toBeNull();
  });

  it('sends a client without a ledger to the imports', async () => {
    open('', { bounds: null, balances: [] });
    expect(await screen.findByText('No ledger imported yet', {}, COLD_RENDER)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Import books' }).getAttribute('href')).toBe(`${paths.managementImports}?client=${CLIENT}`);
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
