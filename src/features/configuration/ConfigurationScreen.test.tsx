import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../app/paths.ts';
import { DEMO_INVESTOR } from '../../mock/demoInvestor.ts';
import { GraphQLRequestError } from '../../relay/errors.ts';
import { interceptOperation, openPortal, ORGANIZATION_ID } from '../../testing/testPortal.tsx';
import { COLD_RENDER } from '../../testing/coldRender.ts';

const SLOW = COLD_RENDER;
const MUTATION = 'useChangeMemberRoleMutation';
const member = (id: string, name: string, role: string, totp: boolean, userId = `c0000000-0000-4000-8000-0000000000${id}`) => ({
  id: `d0000000-0000-4000-8000-0000000000${id}`, role, security: { totp_enabled: totp },
  user: { id: userId, displayName: name, email: `${name.split(' ')[0].toLowerCase()}@aurora.com.br` },
});
const MEMBERS = [
  member('01', 'Helena Albuquerque', 'owner', true, DEMO_INVESTOR.id),
  member('02', 'Bruno Costa', 'editor', false),
  member('03', 'Carla Dias', 'owner', true),
];

/** Configuration as a member with `role`, the organization having `owners` owners; `answer` for the role change. */
function open({ role = 'owner', owners = 2, url = paths.configuration, answer }: { role?: string; owners?: number; url?: string; answer?: Error } = {}) {
  const { environment, router } = openPortal(url, {
    // The user's membership, as this screen and its invites panel read it (one store record: both must agree).
    Query: () => ({ members: MEMBERS, ownerCount: { aggregate: { count: owners } }, selectedOrganizationMembership: [{ role }], membership: [{ role }] }),
  });
  const sent = interceptOperation(environment, MUTATION, answer);
  return { sent, router, environment };
}
const table = () => screen.findByRole('table', { name: 'Members' }, SLOW);
const rowOf = async (name: string) => within(await table()).getByRole('row', { name: new RegExp(`^${name}`) });
const roleSelect = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name: `Role of ${name}` });

describe('<ConfigurationScreen> users tab', () => {
  it('lists the members with name, e-mail, role, member since and actions', async () => {
    open();
    const headers = within(await table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Role', 'Member since', 'Two-step', 'Actions']);
    expect(within(await rowOf('Helena Albuquerque')).getByText('You')).toBeTruthy();
    expect(within(await rowOf('Bruno Costa')).getByRole('cell', { name: 'bruno@aurora.com.br' })).toBeTruthy();
    // An owner sees who signs in with two-step verification, to ask the others to turn it on.
    expect(within(await rowOf('Bruno Costa')).getByRole('cell', { name: 'Off' })).toBeTruthy();
    expect(within(await rowOf('Carla Dias')).getByRole('cell', { name: 'On' })).toBeTruthy();
  });

  it('shows no two-step column to a member who is not an owner', async () => {
    open({ role: 'viewer' });
    const headers = within(await table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Role', 'Member since', 'Actions']);
  });

  it('lets an owner change a member\'s role with the role select', async () => {
    const { sent } = open();
    await table();
    expect(roleSelect('Bruno Costa').value).toBe('editor');
    expect(within(roleSelect('Bruno Costa')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Viewer', 'Editor', 'Owner']);
    fireEvent.change(roleSelect('Bruno Costa'), { target: { value: 'viewer' } });
    await waitFor(() => { expect(sent).toEqual([{ id: MEMBERS[1].id, role: 'viewer' }]); });
    expect((await screen.findAllByText('Bruno Costa is now Viewer')).length).toBeGreaterThan(0);
    expect(within(await rowOf('Bruno Costa')).getByRole('button', { name: 'Remove Bruno Costa' })).toBeTruthy();
  });

  it.each(['viewer', 'editor'])('shows a %s the roles as text, with no way to change them', async (role) => {
    const { sent } = open({ role });
    await table();
    expect(screen.queryAllByRole('combobox', { name: /^Role of/ })).toEqual([]);
    expect(within(await rowOf('Bruno Costa')).getByRole('cell', { name: 'Editor' })).toBeTruthy();
    expect(within(await rowOf('Bruno Costa')).queryByRole('button')).toBeNull();
    // A member may still leave.
    expect(within(await rowOf('Helena Albuquerque')).getByRole('button', { name: 'Leave' })).toBeTruthy();
    const roleName = role === 'viewer' ? 'Viewer' : 'Editor';
    expect(screen.getByText(`Your role here is ${roleName}. Only owners can change roles and remove members; ask an owner if something should change.`)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows the database\'s keep-an-owner refusal translated', async () => {
    const refused = new GraphQLRequestError(MUTATION, [{
      code: 'permission-error', message: `Check constraint violation. organization ${ORGANIZATION_ID} must keep at least one owner`,
    }], 200);
    const { sent } = open({ answer: refused });
    await table();
    fireEvent.change(roleSelect('Carla Dias'), { target: { value: 'editor' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('An organization must keep at least one owner. Make another member an owner first.');
    expect(sent).toHaveLength(1);
    // The select shows the role the member still has.
    expect(roleSelect('Carla Dias').value).toBe('owner');
  });

  it('refuses to demote the last owner before sending anything', async () => {
    const { sent } = open({ owners: 1 });
    await table();
    fireEvent.change(roleSelect('Carla Dias'), { target: { value: 'viewer' } });
    expect((await screen.findByRole('alert')).textContent).toBe('An organization must keep at least one owner. Make another member an owner first.');
    expect(sent).toEqual([]);
  });

  it('asks an owner who demotes themselves, and changes nothing if they stay', async () => {
    const { sent } = open();
    await table();
    fireEvent.change(roleSelect('Helena Albuquerque'), { target: { value: 'editor' } });
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Change your own role in');
    fireEvent.click(within(question).getByRole('button', { name: 'Stay an owner' }));
    await waitFor(() => { expect(screen.queryByRole('alertdialog')).toBeNull(); });
    expect(sent).toEqual([]);
    fireEvent.change(roleSelect('Helena Albuquerque'), { target: { value: 'editor' } });
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change my role' }));
    await waitFor(() => { expect(sent).toEqual([{ id: MEMBERS[0].id, role: 'editor' }]); });
  });

  it('removes a member after confirming', async () => {
    const { environment } = open();
    const removed = interceptOperation(environment, 'useRemoveMemberMutation');
    fireEvent.click(within(await rowOf('Bruno Costa')).getByRole('button', { name: 'Remove Bruno Costa' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toMatch(/^Remove Bruno Costa \(bruno@aurora\.com\.br\) from .+\? They lose access/);
    fireEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() => { expect(removed).toEqual([{ id: MEMBERS[1].id }]); });
    await waitFor(() => { expect(screen.queryByRole('alertdialog')).toBeNull(); });
  });

  it('lets a viewer leave, and asks the shell for the organizations again', async () => {
    const { environment } = open({ role: 'viewer' });
    const removed = interceptOperation(environment, 'useRemoveMemberMutation');
    const refreshed = interceptOperation(environment, 'refreshOrganizationsQuery');
    fireEvent.click(within(await rowOf('Helena Albuquerque')).getByRole('button', { name: 'Leave' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toMatch(/^Leave .+\? You lose access/);
    fireEvent.click(within(question).getByRole('button', { name: 'Leave' }));
    await waitFor(() => { expect(removed).toEqual([{ id: MEMBERS[0].id }]); });
    await waitFor(() => { expect(refreshed).toHaveLength(1); });
  });

  it('searches members by name or e-mail through the address', async () => {
    const { router, environment } = open();
    const queries = interceptOperation(environment, 'ConfigurationScreenQuery');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search' }, SLOW), { target: { value: 'bruno' } });
    await waitFor(() => { expect(router.state.location.search).toBe('?q=bruno'); });
    await waitFor(() => { expect(queries.length).toBeGreaterThan(0); });
    expect(queries.at(-1)).toMatchObject({
      where: {
        _and: [
          { organization_id: { _eq: ORGANIZATION_ID } },
          { _or: [{ user: { displayName: { _ilike: '%bruno%' } } }, { user: { email: { _ilike: '%bruno%' } } }] },
        ],
      },
    });
  });
});

describe('<ConfigurationScreen> roles tab', () => {
  it('describes what each role can do, the user\'s own role marked', async () => {
    open({ role: 'editor', url: `${paths.configuration}?tab=roles` });
    const capabilities = await screen.findByRole('table', { name: 'What each role can do' }, SLOW);
    expect(within(capabilities).getAllByRole('columnheader').map((header) => header.textContent))
      .toEqual(['What the role can do', 'Viewer', 'Editor', 'Owner']);
    const answers = (capability: string) => within(within(capabilities).getByRole('row', { name: new RegExp(`^${capability}`) }))
      .getAllByRole('cell').map((cell) => cell.textContent);
    expect(answers('See the organization')).toEqual(['Yes', 'Yes', 'Yes']);
    expect(answers('Create, edit and delete companies')).toEqual(['No', 'Yes', 'Yes']);
    expect(answers('Invite people as owners')).toEqual(['No', 'No', 'Yes']);
    expect(answers('Change members\' roles and remove members')).toEqual(['No', 'No', 'Yes']);
    expect(answers('Delete the organization')).toEqual(['No', 'No', 'Yes']);
    expect(screen.getByRole('heading', { name: 'Editor Your role' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Roles' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the open tab in the address', async () => {
    const { router } = open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Roles' }, SLOW));
    await waitFor(() => { expect(router.state.location.search).toBe('?tab=roles'); });
    expect(await screen.findByRole('table', { name: 'What each role can do' })).toBeTruthy();
  });
});
