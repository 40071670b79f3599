import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { isValidCnpj } from '../../common/cnpj.ts';
import type {
  relayTestEnvironmentCompaniesQuery,
} from '../../__generated__/relayTestEnvironmentCompaniesQuery.graphql.ts';
import { createTestRelayEnvironment, resolveMostRecentOperation } from './relayTestEnvironment.ts';

/** A screen as small as screens get: one query, one list. */
function Companies() {
  const data = useLazyLoadQuery<relayTestEnvironmentCompaniesQuery>(
    graphql`
      query relayTestEnvironmentCompaniesQuery {
        portfolio_company(limit: 10, order_by: { name: asc }) { id name document }
      }
    `,
    {},
  );
  return (
    <ul>
      {data.portfolio_company.map((company) => (
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
