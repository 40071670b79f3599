import { BlueprintProvider } from '@blueprintjs/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { describe, expect, it, vi } from 'vitest';
import { IntlRoot } from '../../i18n/IntlRoot.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { generateMockPayload } from '../../mock/mockPayload.ts';
import { GraphQLRequestError } from '../../relay/errors.ts';
import { createTestRelayEnvironment } from '../../testing/relayTestEnvironment.ts';
import { CreateReportDialog } from './CreateReportDialog.tsx';

const ORGANIZATION_ID = '3c9d2b7e-1a4f-4e8b-8c2d-5f6a7b8c9d01';
const COMPANY_ID = '7b0c3c1e-2f4a-4d2b-9a51-3f1e6c0d8a11';

const nameOf = (operation: OperationDescriptor) => operation.request.node.operation.name;

/** The operation named `name` once it is waiting for an answer. */
async function pending(environment: RelayMockEnvironment, name: string): Promise<OperationDescriptor> {
  let found: OperationDescriptor | undefined;
  await waitFor(() => {
    found = environment.mock.getAllOperations().find((operation) => nameOf(operation) === name);
    expect(found).toBeDefined();
  });
  return found!;
}

/** Opens the dialog for one company, with the currency list loaded. */
async function open(locale: Locale = 'en', companyId: string | null = COMPANY_ID) {
  const environment = createTestRelayEnvironment({ autoResolve: false });
  const onClose = vi.fn();
  render(
    <IntlRoot locale={locale}>
      <BlueprintProvider>
        <RelayEnvironmentProvider environment={environment}>
          <CreateReportDialog isOpen onClose={onClose} organizationId={ORGANIZATION_ID} companyId={companyId} />
        </RelayEnvironmentProvider>
      </BlueprintProvider>
    </IntlRoot>,
  );
  const currencies = await pending(environment, 'CurrencySelectQuery');
  act(() => { environment.mock.resolve(currencies, generateMockPayload(currencies)); });
  return { environment, onClose };
}

function fill(labels: Record<string, string>) {
  for (const [label, value] of Object.entries(labels)) {
    const input = screen.getByLabelText(label);
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  }
}

const mutations = (environment: RelayMockEnvironment) =>
  environment.mock.getAllOperations().filter((operation) => nameOf(operation) === 'useCreateReportMutation');

describe('<CreateReportDialog>', () => {
  it('asks for a currency and a well-formed amount before sending anything', async () => {
    const { environment } = await open();
    expect((await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Valuation currency' })).value).toBe('BRL');
    fireEvent.change(screen.getByLabelText('Valuation currency'), { target: { value: '' } });
    fill({ 'Reference date': '03/31/2026', 'Valuation date': '04/15/2026', 'Valuation amount': '12,34,5' });
    fireEvent.click(screen.getByRole('button', { name: 'Create report' }));
    expect(await screen.findByText('Currency is required')).toBeTruthy();
    expect(screen.getByText('Type an amount such as 1,234,567.89')).toBeTruthy();
    expect(screen.getByLabelText('Valuation amount').getAttribute('aria-invalid')).toBe('true');
    expect(mutations(environment)).toHaveLength(0);
  });

  it('asks for a company when none is given, offering the organization\'s', async () => {
    const { environment } = await open('en', null);
    const companies = await pending(environment, 'CompanySelectQuery');
    expect(companies.request.variables).toEqual({ limit: 50, where: { organization_id: { _eq: ORGANIZATION_ID } } });
    act(() => { environment.mock.resolve(companies, generateMockPayload(companies)); });
    expect(await screen.findByRole('combobox', { name: 'Company' })).toBeTruthy();
    fill({ 'Reference date': '03/31/2026', 'Valuation date': '04/15/2026', 'Valuation amount': '10' });
    fireEvent.click(screen.getByRole('button', { name: 'Create report' }));
    expect(await screen.findByText('Company is required')).toBeTruthy();
    expect(mutations(environment)).toHaveLength(0);
  });

  it('refuses an amount of zero', async () => {
    const { environment } = await open();
    fill({ 'Reference date': '03/31/2026', 'Valuation date': '04/15/2026', 'Valuation amount': '0,00' });
    fireEvent.click(screen.getByRole('button', { name: 'Create report' }));
    expect(await screen.findByText('The valuation must be greater than zero')).toBeTruthy();
    expect(mutations(environment)).toHaveLength(0);
  });

  it('sends the amount typed the Brazilian way as the exact decimal string', async () => {
    const { environment, onClose } = await open('pt-BR');
    fill({ 'Data de referência': '31/03/2026', 'Data do valuation': '15/04/2026', 'Valor do valuation': '1.234.567,89' });
    fireEvent.click(screen.getByRole('button', { name: 'Criar relatório' }));
    const mutation = await pending(environment, 'useCreateReportMutation');
    expect(mutation.request.variables).toEqual({
      object: {
        company_id: COMPANY_ID, reference_date: '2026-03-31', valuation_date: '2026-04-15',
        valuation_amount: '1234567.89', valuation_currency: 'BRL',
      },
    });
    act(() => { environment.mock.resolve(mutation, generateMockPayload(mutation)); });
    expect(await screen.findByText('Relatório criado')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a refusal of the database translated, keeping what was typed', async () => {
    const { environment, onClose } = await open();
    fill({ 'Reference date': '03/31/2026', 'Valuation date': '04/15/2026', 'Valuation amount': '1,000,000.00' });
    fireEvent.click(screen.getByRole('button', { name: 'Create report' }));
    const mutation = await pending(environment, 'useCreateReportMutation');
    act(() => {
      environment.mock.reject(mutation, new GraphQLRequestError('useCreateReportMutation', [{
        message: 'Uniqueness violation. duplicate key value violates unique constraint "valuation_report_company_id_reference_date_key"',
        code: 'constraint-violation', path: '$',
      }], 200));
    });
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe('This company already has a report for this reference date.');
    expect(screen.getByLabelText<HTMLInputElement>('Valuation amount').value).toBe('1,000,000.00');
    expect(screen.getByLabelText<HTMLInputElement>('Reference date').value).toBe('03/31/2026');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when the role may not write', async () => {
    const { environment } = await open();
    fill({ 'Reference date': '03/31/2026', 'Valuation date': '04/15/2026', 'Valuation amount': '10' });
    fireEvent.click(screen.getByRole('button', { name: 'Create report' }));
    const mutation = await pending(environment, 'useCreateReportMutation');
    act(() => {
      environment.mock.reject(mutation, new GraphQLRequestError('useCreateReportMutation', [{
        message: 'check constraint of an insert/update permission has failed', code: 'permission-error', path: '$.selectionSet.insert_portfolio_valuation_report_one.args.object',
      }], 200));
    });
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toMatch(/^You do not have permission/);
  });
});
