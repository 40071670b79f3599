import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../app/paths.ts';
import { asRole, interceptOperation, mockId, openPortal } from '../../testing/testPortal.tsx';
import { COLD_RENDER } from '../../testing/coldRender.ts';

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
