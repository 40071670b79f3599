import { screen, within } from '@testing-library/react';
import type { GraphQLResponse } from 'relay-runtime';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { describe, expect, it } from 'vitest';
import { paths } from '../../app/paths.ts';
import { COLD_RENDER } from '../../testing/coldRender.ts';
import { interceptOperation, openPortal, ORGANIZATION_ID } from '../../testing/testPortal.tsx';

/**
 * The from-to opened from a figure lists the client accounts behind it, with their cash in its months: three accounts,
 * two of them feeding sales (one 120.00 + 30.00 over two months, the other 80.00), and the bank.
 */
const CLIENT = 'c0000000-0000-4000-8000-000000000001';
const SALES = 'a0000000-0000-4000-8000-000000000001';

const answers: Record<string, GraphQLResponse> = {
  ManagementFrameQuery: {
    data: {
      organization: {
        id: ORGANIZATION_ID, name: 'Aurora Capital', materiality_percent: '5.00', plan: { configuration: { modules: { financial: true, accounting: true } } },
        client: { id: CLIENT, name: 'Aurora Capital Gestora' }, companies: [], organization_users: [{ role: 'viewer' }],
      },
    },
  },
  AccountMappingScreenQuery: {
    data: {
      accounts: [
        { id: 'ca-1', code: '3.1.1', name: 'Vendas à vista', is_cash: false, mappings: [{ account_id: SALES, valid_from: '1900-01-01' }], unmapped_aggregate: { aggregate: { sum: { cash_effect: null } } } },
        { id: 'ca-2', code: '3.1.2', name: 'Vendas a prazo', is_cash: false, mappings: [{ account_id: SALES, valid_from: '1900-01-01' }], unmapped_aggregate: { aggregate: { sum: { cash_effect: null } } } },
        { id: 'ca-3', code: '1.1.1', name: 'Banco', is_cash: true, mappings: [], unmapped_aggregate: { aggregate: { sum: { cash_effect: '-15.00' } } } },
      ],
      categories: [{ id: SALES, number: '1.01', name: 'Vendas', client_account: null, type: 'receipt' }],
      total: { aggregate: { sum: { cash_effect: '-15.00' } } },
    },
  },
};

function open(query: string, scope?: GraphQLResponse) {
  let sent: Record<string, unknown>[] = [];
  const prepare = (environment: RelayMockEnvironment) => {
    for (const [name, answer] of Object.entries(answers)) interceptOperation(environment, name, answer);
    sent = interceptOperation(environment, 'AccountMappingScreenScopeQuery', scope);
  };
  openPortal(`${paths.managementMapping}?client=${CLIENT}${query}`, undefined, prepare);
  return () => sent;
}

const table = () => screen.findByRole('table', { name: 'Accounts of the company and the categories they feed' }, COLD_RENDER);
const rows = (element: HTMLElement) => within(element).getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('cell').map((td) => td.textContent));

describe('<AccountMappingScreen>', () => {
  it('lists every account that can feed the cash flow when opened on its own', async () => {
    const sent = open('');
    const accounts = rows(await table()).map((cells) => cells[0]);
    expect(accounts).toEqual(['3.1.1', '3.1.2', '1.1.1']);
    expect(sent()).toEqual([]);
  });

  it('lists only the accounts behind the rows it was opened from, with their cash in those months', async () => {
    const sent = open(`&from=2025-01&to=2025-03&category=${SALES}`, {
      data: {
        parts: [
          { client_account_id: 'ca-1', cash_effect: '120.00' }, { client_account_id: 'ca-1', cash_effect: '30.00' },
          { client_account_id: 'ca-2', cash_effect: '80.00' },
        ],
      },
    });
    const shown = rows(await table());
    expect(shown.map((cells) => [cells[0], cells[4]])).toEqual([['3.1.1', 'R$150.00'], ['3.1.2', 'R$80.00']]);
    expect(screen.getByRole('columnheader', { name: 'Cash in these months' })).toBeTruthy();
    const status = screen.getAllByRole('status').map((element) => element.textContent).find((text) => text.includes('behind'));
    expect(status).toBe('The 2 accounts behind the rows you came from, Jan 2025 to Mar 2025. Show every account');
    expect(sent()).toEqual([{ where: { client_id: { _eq: CLIENT }, month: { _gte: '2025-01-01', _lte: '2025-03-01' }, account_id: { _in: [SALES] } } }]);
    expect(screen.getByRole('link', { name: 'Show every account' }).getAttribute('href')).toBe(`${paths.managementMapping}?client=${CLIENT}`);
  });

  it('narrows to the cash that feeds no category when opened from the not-classified row', async () => {
    const sent = open('&from=2025-03&to=2025-03&unclassified=1', { data: { parts: [{ client_account_id: 'ca-3', cash_effect: '-15.00' }] } });
    const shown = rows(await table());
    expect(shown.map((cells) => cells[0])).toEqual(['1.1.1']);
    expect(sent()).toEqual([{ where: { client_id: { _eq: CLIENT }, month: { _gte: '2025-03-01', _lte: '2025-03-01' }, account_id: { _is_null: true } } }]);
    expect(screen.getByText(/The 1 account behind the cash not classified, Mar 2025 to Mar 2025\./)).toBeTruthy();
  });
});
