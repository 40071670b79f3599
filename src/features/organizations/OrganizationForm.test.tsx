import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectedOrganization } from '../../app/organizations/organizationSelection.ts';
import { paths } from '../../app/paths.ts';
import { GraphQLRequestError } from '../../relay/errors.ts';
import { interceptOperation, openPortal } from '../../testing/testPortal.tsx';
import { COLD_RENDER } from '../../testing/coldRender.ts';

const ids = { fund: 'b0000000-0000-4000-8000-000000000001', ventures: 'b0000000-0000-4000-8000-000000000002', seed: 'b0000000-0000-4000-8000-000000000003', ipe: 'b0000000-0000-4000-8000-000000000004' };
const organization = (id: string, name: string, parentId: string | null, role: string) => ({ id, name, parent_id: parentId, membership: [{ role }] });
const ORGANIZATIONS = [
  organization(ids.fund, 'Aurora Capital', null, 'owner'),
  organization(ids.seed, 'Aurora Seed', ids.ventures, 'owner'),
  organization(ids.ventures, 'Aurora Ventures', ids.fund, 'editor'),
  organization(ids.ipe, 'Ipê Investimentos', null, 'viewer'),
];

/** Opens My organizations with `answer` for the mutation `operation`; returns what it sends and what the shell asks again. */
async function open(operation: string, answer?: Error) {
  const { environment } = openPortal(paths.myOrganizations, { Query: () => ({ organizations: ORGANIZATIONS, portfolio_organization: ORGANIZATIONS }) });
  selectedOrganization.set(ids.fund);
  const sent = interceptOperation(environment, operation, answer);
  const refreshed = interceptOperation(environment, 'refreshOrganizationsQuery');
  await screen.findByRole('table', { name: 'My organizations' }, COLD_RENDER);
  return { sent, refreshed };
}

const dialogNamed = (name: string | RegExp) => screen.findByRole('dialog', { name });
const nameField = (dialog: HTMLElement) => within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Name' });
const parentField = (dialog: HTMLElement) => within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Parent organization' });
const options = (select: HTMLSelectElement) => within(select).getAllByRole<HTMLOptionElement>('option').map((option) => option.textContent.trim());

describe('<OrganizationForm>', () => {
  it('requires a name, sending nothing, and offers as parents only the organizations the user edits', async () => {
    const { sent } = await open('useCreateOrganizationMutation');
    fireEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    const dialog = await dialogNamed('Create organization');
    expect(options(parentField(dialog))).toEqual(['None (top level)', 'Aurora Capital', 'Aurora Capital › Aurora Ventures', 'Aurora Capital › Aurora Ventures › Aurora Seed']);
    expect(parentField(dialog).value).toBe('');
    fireEvent.change(nameField(dialog), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(nameField(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('creates a child organization from its parent\'s row, then refreshes the shell\'s organizations', async () => {
    const { sent, refreshed } = await open('useCreateOrganizationMutation');
    fireEvent.click(screen.getByRole('button', { name: 'Add an organization under Aurora Ventures' }));
    const dialog = await dialogNamed('Create organization');
    expect(parentField(dialog).value).toBe(ids.ventures);
    fireEvent.change(nameField(dialog), { target: { value: ' Aurora Growth ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => { expect(sent).toHaveLength(1); });
    expect(sent[0]).toEqual({ object: { name: 'Aurora Growth', parent_id: ids.ventures } });
    await waitFor(() => { expect(refreshed).toHaveLength(1); });
    await waitFor(() => { expect(dialog.isConnected).toBe(false); });
    expect((await screen.findAllByText('Organization Aurora Growth created. You are its owner.')).length).toBeGreaterThan(0);
  });

  it('moves an organization only where no cycle would form, and shows a cycle refused by the server, keeping what was typed', async () => {
    const cycle = new GraphQLRequestError('useUpdateOrganizationMutation', [{
      code: 'permission-error',
      message: `Check constraint violation. organization ${ids.fund} cannot be placed under its own descendant ${ids.seed}`,
    }], 200);
    const { sent } = await open('useUpdateOrganizationMutation', cycle);
    fireEvent.click(screen.getByRole('button', { name: 'Rename or move Aurora Ventures' }));
    const dialog = await dialogNamed('Rename or move Aurora Ventures');
    // Not under itself nor under Aurora Seed, its child.
    expect(options(parentField(dialog))).toEqual(['None (top level)', 'Aurora Capital']);
    expect(parentField(dialog).value).toBe(ids.fund);
    fireEvent.change(nameField(dialog), { target: { value: 'Aurora Ventures II' } });
    fireEvent.change(parentField(dialog), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => { expect(sent).toHaveLength(1); });
    expect(sent[0]).toEqual({ id: ids.ventures, set: { name: 'Aurora Ventures II', parent_id: null } });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('An organization cannot be moved under one of its own child organizations.');
    expect(nameField(dialog).value).toBe('Aurora Ventures II');
    expect(parentField(dialog).value).toBe('');
  });

  it('asks before deleting, and says so when the organization still has child organizations', async () => {
    const children = new GraphQLRequestError('useDeleteOrganizationMutation', [{
      code: 'constraint-violation',
      message: 'Foreign key violation. update or delete on table "organization" violates foreign key constraint "organization_parent_id_fkey" on table "organization"',
    }], 200);
    const { sent } = await open('useDeleteOrganizationMutation', children);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Aurora Seed' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(/^Delete Aurora Seed\? Its companies, wallets/)).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Delete' }));
    await waitFor(() => { expect(sent).toEqual([{ id: ids.seed }]); });
    expect((await within(alert).findByRole('alert')).textContent)
      .toBe('This organization has child organizations. Delete them or move them elsewhere first.');
  });
});
