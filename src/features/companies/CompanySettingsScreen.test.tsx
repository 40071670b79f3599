import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../app/paths.ts';
import { asRole, interceptOperation, mockId, openPortal } from '../../testing/testPortal.tsx';
import { COLD_RENDER } from '../../testing/coldRender.ts';
import { GraphQLRequestError } from '../../relay/errors.ts';

const COMPANY_ID = mockId('portfolio_company', 3);
const MUTATION = 'useRemoveCompanyUserMutation';

const usersTable = () => screen.findByRole('table', { name: 'Users' }, COLD_RENDER);
const bodyRows = async () => within(await usersTable()).getAllByRole('row').slice(1);

/** Opens the settings, then the removal of the first user listed. */
async function askToRemoveFirst(answer?: Parameters<typeof interceptOperation>[2]) {
  const opened = openPortal(paths.companySettings(COMPANY_ID));
  const sent = interceptOperation(opened.environment, MUTATION, answer);
  const [first] = await bodyRows();
  const name = within(first).getAllByRole('cell')[0].textContent;
  fireEvent.click(within(first).getByRole('button', { name: `Remove ${name}` }));
  const dialog = await screen.findByRole('alertdialog');
  return { ...opened, sent, name, dialog };
}

describe('<CompanySettingsScreen>', () => {
  it('lists the company\'s users: name, e-mail and since when', async () => {
    openPortal(paths.companySettings(COMPANY_ID));
    const headers = within(await usersTable()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Since', 'Actions']);
    const rows = await bodyRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(within(rows[0]).getAllByRole('cell')[1].textContent).toMatch(/@/);
    expect(screen.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(paths.company(COMPANY_ID));
  });

  it('removes a user after the confirmation', async () => {
    const { sent, name, dialog } = await askToRemoveFirst();
    expect(dialog.textContent).toContain(`Remove ${name} (`);
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => { expect(sent).toHaveLength(1); });
    expect(sent[0]).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown });
    await waitFor(() => { expect(screen.queryByRole('alertdialog')).toBeNull(); });
  });

  it('removes nobody when the confirmation is cancelled', async () => {
    const { sent, dialog } = await askToRemoveFirst();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => { expect(screen.queryByRole('alertdialog')).toBeNull(); });
    expect(sent).toEqual([]);
  });

  it('says so when the server removes nothing (the user may not remove this one)', async () => {
    const { dialog } = await askToRemoveFirst({ data: { delete_portfolio_company_user_by_pk: null } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/^You do not have permission/);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('offers a viewer no removal of other users', async () => {
    openPortal(paths.companySettings(COMPANY_ID), { ...asRole('viewer'), users: () => ({ id: '0b3a3a43-0000-4000-8000-000000000001' }) });
    const rows = await bodyRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: /^Remove / })).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Invite user' })).toBeNull();
  });
});

describe('<CompanySettingsScreen> reporting contacts', () => {
  const CONTACT = { id: 'c1000000-0000-4000-8000-000000000001', name: 'Carla Souza', email: 'carla@empresa.com.br', locale: 'pt' };
  const withContact = (role: 'viewer' | 'owner') => ({ ...asRole(role), portfolio_company_contact: () => CONTACT });
  const contacts = () => screen.findByRole('table', { name: 'Reporting contacts' }, COLD_RENDER);

  it('lists who answers the company\'s requests, with their language', async () => {
    openPortal(paths.companySettings(COMPANY_ID), withContact('owner'));
    const rows = within(await contacts()).getAllByRole('row').slice(1);
    expect(within(rows[0]).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 3)).toEqual(['Carla Souza', 'carla@empresa.com.br', 'Portuguese']);
  });

  it('adds a contact after checking the name and the e-mail', async () => {
    const { environment } = openPortal(paths.companySettings(COMPANY_ID), withContact('owner'));
    const sent = interceptOperation(environment, 'useAddContactMutation', { data: { insert_portfolio_company_contact_one: { id: 'c1000000-0000-4000-8000-000000000002' } } });
    await contacts();
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a reporting contact' });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'joao@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Email must be valid')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' João Lima ' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'joao@empresa.com.br' } });
    fireEvent.change(within(dialog).getByLabelText('Language'), { target: { value: 'en' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => { expect(sent).toHaveLength(1); });
    expect(sent[0]).toEqual({ object: { company_id: COMPANY_ID, name: 'João Lima', email: 'joao@empresa.com.br', locale: 'en' } });
  });

  it('says so when the e-mail is already a contact of the company', async () => {
    const duplicate = new GraphQLRequestError('useEditContactMutation', [{
      code: 'constraint-violation', message: 'Uniqueness violation. duplicate key value violates unique constraint "company_contact_company_id_email_key"',
    }], 200);
    const { environment } = openPortal(paths.companySettings(COMPANY_ID), withContact('owner'));
    const sent = interceptOperation(environment, 'useEditContactMutation', duplicate);
    await contacts();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Carla Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the reporting contact' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Email').value).toBe('carla@empresa.com.br');
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'outra@empresa.com.br' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This e-mail is already a contact of this company');
    expect(sent[0]).toEqual({ id: CONTACT.id, set: { name: 'Carla Souza', email: 'outra@empresa.com.br', locale: 'pt' } });
  });

  it('removes a contact after the confirmation', async () => {
    const { environment } = openPortal(paths.companySettings(COMPANY_ID), withContact('owner'));
    const sent = interceptOperation(environment, 'useRemoveContactMutation');
    await contacts();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Carla Souza' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Remove Carla Souza (carla@empresa.com.br)?');
    fireEvent.click(within(alert).getByRole('button', { name: 'Remove' }));
    await waitFor(() => { expect(sent).toEqual([{ id: CONTACT.id }]); });
  });

  it('offers a viewer no change to the contacts', async () => {
    openPortal(paths.companySettings(COMPANY_ID), withContact('viewer'));
    await contacts();
    expect(screen.queryByRole('button', { name: 'Add contact' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Carla Souza' })).toBeNull();
  });
});
