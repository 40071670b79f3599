import { BlueprintProvider } from '@blueprintjs/core';
import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { describe, expect, it } from 'vitest';
import type { ReportsTableTestQuery } from '../../../__generated__/ReportsTableTestQuery.graphql.ts';
import { IntlRoot } from '../../i18n/IntlRoot.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { createTestRelayEnvironment } from '../../testing/relayTestEnvironment.ts';
import { ReportsTable } from './ReportsTable.tsx';

const COMPANY_ID = '7b0c3c1e-2f4a-4d2b-9a51-3f1e6c0d8a11';

/** A screen that spreads the table's fragment, as the company details and the wallet-company screens do. */
function CompanyReports() {
  const data = useLazyLoadQuery<ReportsTableTestQuery>(graphql`
    query ReportsTableTestQuery($id: uuid!) {
      portfolio_company_by_pk(id: $id) {
        ...ReportsTable_company
      }
    }
  `, { id: COMPANY_ID });
  return data.portfolio_company_by_pk && <ReportsTable company={data.portfolio_company_by_pk} />;
}

function show(reports: readonly object[], locale: Locale = 'en') {
  const overrides: MockResolvers = { portfolio_company: () => ({ id: COMPANY_ID, valuation_reports: reports }) };
  const environment = createTestRelayEnvironment({ overrides });
  const router = createMemoryRouter([{ path: '/', element: <CompanyReports /> }]);
  render(
    <IntlRoot locale={locale}>
      <BlueprintProvider>
        <RelayEnvironmentProvider environment={environment}>
          <Suspense fallback="loading">
            <RouterProvider router={router} />
          </Suspense>
        </RelayEnvironmentProvider>
      </BlueprintProvider>
    </IntlRoot>,
  );
}

const REPORTS = [
  { reference_date: '2025-12-31', valuation_date: '2026-01-20', valuation_amount: '1234567.89', valuation_currency: 'BRL' },
  { reference_date: '2026-03-31', valuation_date: '2026-04-15', valuation_amount: '98765432109876543.21', valuation_currency: 'USD' },
];

const bodyRows = async () => within(await screen.findByRole('table', { name: 'Valuation reports' })).getAllByRole('row').slice(1);

describe('<ReportsTable>', () => {
  it('lists reference date and valuation, newest first, each amount exact in its currency', async () => {
    show(REPORTS);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Reference date', 'Valuation']);
    const rows = (await bodyRows()).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['03/31/2026', '$98,765,432,109,876,543.21valued on 04/15/2026'],
      ['12/31/2025', 'R$1,234,567.89valued on 01/20/2026'],
    ]);
  });

  it('writes dates and amounts the Brazilian way in Portuguese', async () => {
    show(REPORTS.slice(0, 1), 'pt-BR');
    const [row] = await within(await screen.findByRole('table', { name: 'Relatórios de valuation' })).findAllByRole('row').then((all) => all.slice(1));
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent.replace(/\s/g, ' '))).toEqual([
      '31/12/2025', 'R$ 1.234.567,89avaliado em 20/01/2026',
    ]);
  });

  it('says "No record found" when the company has no report', async () => {
    show([]);
    const [row] = await bodyRows();
    expect(row.textContent).toBe('No record found');
  });
});
