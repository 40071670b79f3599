import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../app/paths.ts';
import { GraphQLRequestError } from '../../relay/errors.ts';
import { interceptOperation, openPortal, ORGANIZATION_ID } from '../../testing/testPortal.tsx';
import { COLD_RENDER } from '../../testing/coldRender.ts';

const MUTATION = 'useCreateCompanyMutation';

/** Opens the companies list, then the create-company dialog; returns the dialog and what the form sends. */
async function openDialog(answer?: Error) {
  const { environment, router } = openPortal(paths.myCompanies);
  const sent = interceptOperation(environment, MUTATION, answer);
  fireEvent.click(await screen.findByRole('button', { name: 'Create company' }, COLD_RENDER));
  const dialog = await screen.findByRole('dialog', { name: 'Create company' });
  const field = (name: string) => within(dialog).getByRole<HTMLInputElement>('textbox', { name });
  const fill = (name: string, cnpj: string) => {
    fireEvent.change(field('Name'), { target: { value: name } });
    fireEvent.change(field('Tax ID (CNPJ)'), { target: { value: cnpj } });
  };
  const submit = () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Create' })); };
  return { dialog, field, fill, submit, sent, router };
}

describe('<CreateCompanyForm>', () => {
  it('offers the organizations the user edits, the selected one first chosen', async () => {
    const { dialog } = await openDialog();
    const select = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Organization' });
    expect(select.value).toBe(ORGANIZATION_ID);
    expect(within(select).getAllByRole('option').length).toBeGreaterThan(0);
  });

  it('masks the CNPJ in both forms as it is typed', async () => {
    const { field } = await openDialog();
    fireEvent.change(field('Tax ID (CNPJ)'), { target: { value: '11222333000181' } });
    expect(field('Tax ID (CNPJ)').value).toBe('11.222.333/0001-81');
    fireEvent.change(field('Tax ID (CNPJ)'), { target: { value: '12abc34501de35' } });
    expect(field('Tax ID (CNPJ)').value).toBe('12.ABC.345/01DE-35');
  });

  it.each([
    ['numeric', '11.222.333/0001-80'],
    ['alphanumeric', '12.ABC.345/01DE-34'],
  ])('refuses a %s CNPJ with wrong check digits without sending anything', async (_form, cnpj) => {
    const { dialog, fill, submit, sent } = await openDialog();
    fill('Nova Empresa Ltda', cnpj);
    submit();
    expect(await within(dialog).findByText('This CNPJ is not valid: check its digits')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('requires a name and a complete CNPJ', async () => {
    const { dialog, fill, submit, sent } = await openDialog();
    fill('  ', '11.222.333');
    submit();
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('A CNPJ has 14 characters: 12 letters or digits, then 2 check digits')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it.each([
    ['numeric', '11.222.333/0001-81', '11222333000181'],
    ['alphanumeric', '12.abc.345/01de-35', '12ABC34501DE35'],
  ])('creates a company with a valid %s CNPJ, sent normalized, and closes', async (_form, typed, stored) => {
    const { dialog, fill, submit, sent } = await openDialog();
    fill(' Nova Empresa Ltda ', typed);
    submit();
    await waitFor(() => { expect(sent).toHaveLength(1); });
    expect(sent[0]).toEqual({ object: { name: 'Nova Empresa Ltda', document: stored, organization_id: ORGANIZATION_ID } });
    await waitFor(() => { expect(dialog.isConnected).toBe(false); });
    // The toaster outlives each test's render: earlier tests' toasts may still be there.
    expect((await screen.findAllByText('Nova Empresa Ltda was added to your companies')).length).toBeGreaterThan(0);
  });

  it('shows a duplicate CNPJ refused by the server as a translated message and keeps what was typed', async () => {
    const duplicate = new GraphQLRequestError(MUTATION, [{
      code: 'constraint-violation',
      message: 'Uniqueness violation. duplicate key value violates unique constraint "company_organization_id_document_key"',
    }], 200);
    const { dialog, field, fill, submit, sent } = await openDialog(duplicate);
    fill('Nova Empresa Ltda', '11.222.333/0001-81');
    submit();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('This organization already has a company with this CNPJ.');
    expect(alert.textContent).not.toContain('Uniqueness');
    expect(sent).toHaveLength(1);
    expect(field('Name').value).toBe('Nova Empresa Ltda');
    expect(field('Tax ID (CNPJ)').value).toBe('11.222.333/0001-81');
  });

  it('shows a permission refusal as a translated message', async () => {
    const refused = new GraphQLRequestError(MUTATION, [{
      code: 'permission-error', message: 'check constraint of an insert/update permission has failed',
    }], 200);
    const { dialog, fill, submit } = await openDialog(refused);
    fill('Nova Empresa Ltda', '11.222.333/0001-81');
    submit();
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/^You do not have permission/);
  });
});
