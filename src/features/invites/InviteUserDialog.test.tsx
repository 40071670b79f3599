import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_INVESTOR } from '../../mock/demoInvestor.ts';
import { GraphQLRequestError } from '../../relay/errors.ts';
import { answer, ME, operationsNamed, pending, renderSignedIn } from './invitesTestEnvironment.tsx';
import { InviteUserDialog } from './InviteUserDialog.tsx';

const ALFA = '0b6f5c1e-0000-4000-8000-000000000011';
const BETA = '0b6f5c1e-0000-4000-8000-000000000012';
const ACME = '0b6f5c1e-0000-4000-8000-000000000021';
const MUTATION = 'useCreateInviteMutation';

/** The user owns Alfa Capital and edits Beta Ventures; the dialog opens on Beta (or on Acme, a company of Alfa). */
async function open(companyId: string | null = null) {
  const onClose = vi.fn();
  const { environment } = renderSignedIn(<InviteUserDialog isOpen onClose={onClose} organizationId={BETA} companyId={companyId} />);
  const query = await pending(environment, 'InviteUserFormQuery');
  expect(query.request.variables).toEqual({ userId: ME, companyIds: companyId === null ? [] : [companyId] });
  answer(environment, query, {
    memberships: [
      { id: 'm1', role: 'owner', organization: { id: ALFA, name: 'Alfa Capital' } },
      { id: 'm2', role: 'editor', organization: { id: BETA, name: 'Beta Ventures' } },
    ],
    companies: companyId === null ? [] : [{ id: ACME, name: 'Acme Ltda', organization_id: ALFA }],
  });
  const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
  await within(dialog).findByRole('button', { name: 'Send invite' });
  const field = (name: string) => within(dialog).getByLabelText<HTMLInputElement & HTMLSelectElement>(name);
  const type = (name: string, value: string) => { fireEvent.change(field(name), { target: { value } }); };
  const send = () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Send invite' })); };
  const options = (name: string) => within(field(name)).getAllByRole('option').map((option) => option.textContent);
  return { environment, dialog, field, type, send, options, onClose };
}

describe('<InviteUserDialog>', () => {
  it('asks for a name and a valid e-mail before sending anything', async () => {
    const { environment, dialog, type, send, field } = await open();
    send();
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Email is required')).toBeTruthy();
    type('Name', 'Carla Dias');
    type('Email', 'carla.example.com');
    send();
    expect(within(dialog).getByText('Email must be valid')).toBeTruthy();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Email').type).toBe('email');
    expect(operationsNamed(environment, MUTATION)).toEqual([]);
  });

  it('refuses to invite the signed-in user themselves before sending anything, whatever the case of the e-mail', async () => {
    const { environment, dialog, type, send, field } = await open();
    type('Name', 'Eu mesma');
    type('Email', ` ${(DEMO_INVESTOR.email ?? '').toUpperCase()} `);
    send();
    expect(within(dialog).getByText('You cannot invite yourself. Enter the e-mail of the person you want to invite.')).toBeTruthy();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(operationsNamed(environment, MUTATION)).toEqual([]);
  });

  it('offers the organizations the user edits, the given one chosen, and owners only where the user owns', async () => {
    const { field, options } = await open();
    expect(options('Organization')).toEqual(['Alfa Capital', 'Beta Ventures']);
    expect(field('Organization').value).toBe(BETA);
    expect(field('Role').value).toBe('viewer');
    expect(options('Role')).toEqual(['Viewer', 'Editor']);
    fireEvent.change(field('Organization'), { target: { value: ALFA } });
    expect(options('Role')).toEqual(['Viewer', 'Editor', 'Owner']);
    fireEvent.change(field('Role'), { target: { value: 'owner' } });
    // Back to an organization the user only edits: owner is no longer offered, nor kept.
    fireEvent.change(field('Organization'), { target: { value: BETA } });
    expect(field('Role').value).toBe('viewer');
  });

  it('invites to a company within its organization only', async () => {
    const { field, options, type, send, environment } = await open(ACME);
    expect(options('Organization')).toEqual(['Alfa Capital']);
    expect(field('Organization').disabled).toBe(true);
    expect(field('Company').value).toBe('Acme Ltda');
    type('Name', 'Carla Dias');
    type('Email', 'carla@gama.example');
    send();
    const mutation = await pending(environment, MUTATION);
    expect(mutation.request.variables.object).toEqual({
      name: 'Carla Dias', email: 'carla@gama.example', organization_id: ALFA, company_id: ACME, role: 'viewer',
    });
  });

  it('sends the invite, says so, and closes', async () => {
    const { environment, type, send, field, onClose } = await open();
    type('Name', ' Carla Dias ');
    type('Email', ' carla@gama.example ');
    fireEvent.change(field('Role'), { target: { value: 'editor' } });
    send();
    const mutation = await pending(environment, MUTATION);
    expect(mutation.request.variables.object).toEqual({
      name: 'Carla Dias', email: 'carla@gama.example', organization_id: BETA, company_id: null, role: 'editor',
    });
    answer(environment, mutation, { insert_portfolio_invite_one: { id: 'i1', status: 'pending' } });
    expect(await screen.findByText('Invite sent successfully!')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['any failure', 'unexpected', 'database query error', 'Failed to send invite. Please try again.'],
    [
      'a second pending invite to the same person', 'constraint-violation',
      'Uniqueness violation. duplicate key value violates unique constraint "invite_one_pending_per_target"',
      'This e-mail already has a pending invite here. Delete that invite first to send a new one.',
    ],
    ['a refusal of the role', 'permission-error', 'check constraint of an insert/update permission has failed',
      'You do not have permission to make this change. Only editors and owners of the organization can.'],
    [
      'the database\'s refusal of an invite to a member', 'permission-error',
      'Check constraint violation. the invitee is already a member of the organization with this role or a higher one',
      'This person is already a member of the organization with this role or a higher one, so the invite would change nothing.',
    ],
    [
      'the database\'s refusal of an invite to oneself', 'permission-error',
      'Check constraint violation. an invite cannot be addressed to the person who sends it',
      'You cannot invite yourself. Enter the e-mail of the person you want to invite.',
    ],
  ])('shows %s as a translated message and keeps what was typed', async (_case, code, message, shown) => {
    const { environment, dialog, type, send, field, onClose } = await open();
    type('Name', 'Carla Dias');
    type('Email', 'carla@gama.example');
    send();
    const mutation = await pending(environment, MUTATION);
    act(() => { environment.mock.reject(mutation, new GraphQLRequestError(MUTATION, [{ message, code }], 200)); });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(shown);
    expect(field('Name').value).toBe('Carla Dias');
    expect(field('Email').value).toBe('carla@gama.example');
    await waitFor(() => { expect(within(dialog).getByRole('button', { name: 'Send invite' }).hasAttribute('disabled')).toBe(false); });
    expect(onClose).not.toHaveBeenCalled();
  });
});
