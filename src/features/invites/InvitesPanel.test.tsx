import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, ME, operationsNamed, pending, renderSignedIn } from './invitesTestEnvironment.tsx';
import { InvitesPanel } from './InvitesPanel.tsx';

const ALFA = '0b6f5c1e-0000-4000-8000-000000000011';
const QUERY = 'InvitesPanelQuery';
const DELETE = 'useDeleteInviteMutation';

const invite = (id: string, name: string, email: string, status: string, company: string | null = null) => ({
  id, name, email, role: 'viewer', status, created_at: '2026-05-04T13:30:00Z',
  organization: { name: 'Alfa Capital' }, company: company === null ? null : { name: company },
});

const INVITES = [
  invite('i1', 'Carla Dias', 'carla@gama.example', 'pending', 'Acme Ltda'),
  invite('i2', 'Davi Rocha', 'davi@example.com', 'accepted'),
  invite('i3', 'Elis Prado', 'elis@example.com', 'declined'),
];

/** The panel of Alfa Capital, where the user has `role`. */
async function open(role: string) {
  const { environment } = renderSignedIn(<InvitesPanel organizationId={ALFA} />);
  const query = await pending(environment, QUERY);
  expect(query.request.variables).toMatchObject({
    where: { organization_id: { _eq: ALFA } }, limit: 10, offset: 0, orderBy: [{ created_at: 'desc_nulls_last' }, { id: 'asc' }],
    organizationId: ALFA, userId: ME,
  });
  answer(environment, query, { membership: [{ id: 'm1', role }], invites: INVITES, total: { aggregate: { count: 3 } } });
  const table = await screen.findByRole('table', { name: 'Invites' });
  const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
  return { environment, table, row };
}

describe('<InvitesPanel>', () => {
  it('lists the organization\'s invites with their status', async () => {
    const { table, row } = await open('editor');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name', 'Email', 'Organization', 'Company', 'Role', 'Status', 'Sent at', 'Actions',
    ]);
    expect(within(row('Carla Dias')).getAllByRole('cell').slice(0, 6).map((cell) => cell.textContent)).toEqual([
      'Carla Dias', 'carla@gama.example', 'Alfa Capital', 'Acme Ltda', 'Viewer', 'Pending',
    ]);
    expect(within(row('Davi Rocha')).getByText('Accepted')).toBeTruthy();
    expect(within(row('Elis Prado')).getByText('Declined')).toBeTruthy();
    // Only a pending invite can be deleted.
    expect(within(table).getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    expect(within(row('Carla Dias')).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite user' })).toBeTruthy();
  });

  it('deletes a pending invite only after confirmation, then fetches the list again', async () => {
    const { environment, row } = await open('owner');
    fireEvent.click(within(row('Carla Dias')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Delete the pending invite to carla@gama.example? They will no longer be able to accept it.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => { expect(screen.queryByRole('alertdialog')).toBeNull(); });
    expect(operationsNamed(environment, DELETE)).toEqual([]);

    fireEvent.click(within(row('Carla Dias')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const mutation = await pending(environment, DELETE);
    expect(mutation.request.variables).toEqual({ id: 'i1' });
    answer(environment, mutation, { delete_portfolio_invite_by_pk: { id: 'i1' } });
    expect(await screen.findByText('Invite deleted')).toBeTruthy();
    // Answered operations leave the mock's list: this is the new request.
    const again = await pending(environment, QUERY);
    answer(environment, again, { membership: [{ id: 'm1', role: 'owner' }], invites: INVITES.slice(1), total: { aggregate: { count: 2 } } });
    await waitFor(() => { expect(screen.queryByRole('row', { name: /Carla Dias/ })).toBeNull(); });
  });

  it('shows a viewer the list without the actions', async () => {
    const { table } = await open('viewer');
    expect(within(table).queryAllByRole('button', { name: 'Delete' })).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Invite user' })).toBeNull();
  });
});
