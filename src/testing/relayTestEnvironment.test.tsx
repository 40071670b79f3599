import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, loadQuery, RelayEnvironmentProvider, useLazyLoadQuery, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { isValidCnpj } from '../../common/cnpj.ts';
import type {
  relayTestEnvironmentCompaniesQuery,
} from '../../__generated__/relayTestEnvironmentCompaniesQuery.graphql.ts';
import { createTestRelayEnvironment, resolveMostRecentOperation } from './relayTestEnvironment.ts';

const companiesQuery = graphql`
  query relayTestEnvironmentCompaniesQuery {
    portfolio_company(limit: 10, order_by: { name: asc }) { id name document }
  }
`;

/** A screen as small as screens get: one query, one list. */
function Companies() {
  const data = useLazyLoadQuery<relayTestEnvironmentCompaniesQuery>(companiesQuery, {});
  return <CompanyList companies={data.portfolio_company} />;
}

/** The same screen as a route has it: the query started by the loader, read with usePreloadedQuery. */
function PreloadedCompanies({ reference }: { reference: PreloadedQuery<relayTestEnvironmentCompaniesQuery> }) {
  const data = usePreloadedQuery<relayTestEnvironmentCompaniesQuery>(companiesQuery, reference);
  return <CompanyList companies={data.portfolio_company} />;
}

function CompanyList({ companies }: { companies: relayTestEnvironmentCompaniesQuery['response']['portfolio_company'] }) {
  return (
    <ul>
      {companies.map((company) => (
        <li key={company.id} data-document={company.document}>{company.name}</li>
      ))}
    </ul>
  );
}

function renderWith(environment: ReturnType<typeof createTestRelayEnvironment>) {
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback={<p>Carregando…</p>}>
        <Companies />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
}

describe('createTestRelayEnvironment', () => {
  it('answers a screen query with realistic data', async () => {
    renderWith(createTestRelayEnvironment());
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(10);
    for (const item of items) {
      expect(item.textContent).toMatch(/ (Ltda\.|S\.A\.)$/);
      expect(isValidCnpj(item.dataset.document ?? '')).toBe(true);
    }
  });

  it('answers a query preloaded with loadQuery, as route loaders start them', async () => {
    const environment = createTestRelayEnvironment();
    const reference = loadQuery<relayTestEnvironmentCompaniesQuery>(environment, companiesQuery, {}, {
      fetchPolicy: 'network-only',
    });
    render(
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback={<p>Carregando…</p>}>
          <PreloadedCompanies reference={reference} />
        </Suspense>
      </RelayEnvironmentProvider>,
    );
    expect(await screen.findAllByRole('listitem')).toHaveLength(10);
  });

  it('takes overrides for the data a test is about', async () => {
    renderWith(createTestRelayEnvironment({ overrides: { portfolio_company: () => ({ name: 'Acme Ltda.' }) } }));
    expect(await screen.findAllByText('Acme Ltda.')).toHaveLength(10);
  });

  it('leaves the query loading until the test resolves it', async () => {
    const environment = createTestRelayEnvironment({ autoResolve: false });
    renderWith(environment);
    expect(screen.getByText('Carregando…')).toBeTruthy();
    resolveMostRecentOperation(environment, { Query: () => ({ portfolio_company: [{ name: 'Única S.A.' }] }) });
    expect(await screen.findByText('Única S.A.')).toBeTruthy();
  });
});
