import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectedOrganization } from '../../app/organizations/organizationSelection.ts';
import { paths } from '../../app/paths.ts';
import { openPortal } from '../../testing/testPortal.tsx';
import { COLD_RENDER } from '../../testing/coldRender.ts';

// The first screen of a test run waits for its lazily loaded modules.
const SLOW = COLD_RENDER;
const ids = { fund: 'a0000000-0000-4000-8000-000000000001', ventures: 'a0000000-0000-4000-8000-000000000002', seed: 'a0000000-0000-4000-8000-000000000003', ipe: 'a0000000-0000-4000-8000-000000000004', orphan: 'a0000000-0000-4000-8000-000000000005' };
const HIDDEN_PARENT = 'a0000000-0000-4000-8000-0000000000ff';

const organization = (id: string, name: string, parentId: string | null, role: string) =>
  ({ id, name, parent_id: parentId, membership: [{ role }] });

/** Three levels under Aurora Capital, another top organization, and one whose parent the user cannot see. */
const ORGANIZATIONS = [
  organization(ids.fund, 'Aurora Capital', null, 'owner'),
  organization(ids.seed, 'Aurora Seed', ids.ventures, 'editor'),
  organization(ids.ventures, 'Aurora Ventures', ids.fund, 'editor'),
  organization(ids.ipe, 'Ipê Investimentos', null, 'viewer'),
  organization(ids.orphan, 'Ipê Real Assets', HIDDEN_PARENT, 'owner'),
];

function open(url: string = paths.myOrganizations) {
  // The shell's switcher lists the same organizations, so it keeps the selection.
  const opened = openPortal(url, { Query: () => ({ organizations: ORGANIZATIONS, portfolio_organization: ORGANIZATIONS }) });
  selectedOrganization.set(ids.fund);
  return opened;
}

const table = () => screen.findByRole('table', { name: 'My organizations' }, SLOW);
/** Each body row's name and depth in the tree. */
async function lines() {
  const rows = within(await table()).getAllByRole('row').slice(1);
  return rows.map((row) => [within(row).getAllByRole('cell')[0].textContent.replace('Current', '').trim(), Number(row.dataset.depth)]);
}
const rowOf = async (name: string) => within(await table()).getByRole('row', { name: new RegExp(`^${name}`) });

describe('<MyOrganizationsScreen>', () => {
  it('shows the hierarchy: each child indented under its parent, the hidden parent noted', async () => {
    open();
    expect(await lines()).toEqual([
      ['Aurora Capital', 0], ['Aurora Ventures', 1], ['Aurora Seed', 2], ['Ipê Investimentos', 0], ['Ipê Real Assets', 0],
    ]);
    const headers = within(await table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Your role', 'Parent organization', 'Members', 'Companies', 'Created at', 'Actions']);
    const cells = async (name: string) => within(await rowOf(name)).getAllByRole('cell').map((cell) => cell.textContent);
    expect((await cells('Aurora Seed')).slice(1, 3)).toEqual(['Editor', 'Aurora Ventures']);
    expect((await cells('Aurora Capital')).slice(1, 3)).toEqual(['Owner', '—None (top level)']);
    expect((await cells('Ipê Real Assets'))[2]).toBe('An organization you are not a member of');
    expect(within(await rowOf('Aurora Capital')).getByText('Current')).toBeTruthy();
  });

  it('hides and shows a branch, and collapses or expands them all', async () => {
    open();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Hide the organizations under Aurora Ventures' }));
    expect((await lines()).map(([name]) => name)).toEqual(['Aurora Capital', 'Aurora Ventures', 'Ipê Investimentos', 'Ipê Real Assets']);
    const toggle = screen.getByRole('button', { name: 'Show the organizations under Aurora Ventures' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect((await lines()).map(([name]) => name)).toEqual(['Aurora Capital', 'Ipê Investimentos', 'Ipê Real Assets']);
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(await lines()).toHaveLength(5);
  });

  it('searches by name, accents aside, keeping the parents of a match', async () => {
    const { router } = open(`${paths.myOrganizations}?q=seed`);
    expect((await lines()).map(([name]) => name)).toEqual(['Aurora Capital', 'Aurora Ventures', 'Aurora Seed']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'ipe' } });
    // The tree filters at once; the address follows once typing pauses.
    expect((await lines()).map(([name]) => name)).toEqual(['Ipê Investimentos', 'Ipê Real Assets']);
    expect(router.state.location.search).toBe('?q=seed');
    await waitFor(() => { expect(router.state.location.search).toBe('?q=ipe'); });
    expect(router.state.historyAction).toBe('REPLACE');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nothing like it' } });
    expect(await screen.findByRole('cell', { name: 'No record found' })).toBeTruthy();
  });

  it('says how to start when the user belongs to no organization', async () => {
    openPortal(paths.myOrganizations, { Query: () => ({ organizations: [], portfolio_organization: [] }) });
    expect(await screen.findByRole('cell', { name: /^You belong to no organization yet\. Create one/ }, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create organization' })).toBeTruthy();
  });

  it('selects an organization as the current one', async () => {
    open();
    fireEvent.click(within(await rowOf('Ipê Investimentos')).getByRole('button', { name: 'Select Ipê Investimentos' }));
    expect(selectedOrganization.get()).toBe(ids.ipe);
    await waitFor(async () => { expect(within(await rowOf('Ipê Investimentos')).getByText('Current')).toBeTruthy(); });
  });

  it('offers each action to the roles the server allows, saying why not otherwise', async () => {
    open();
    const button = async (row: string, name: string) => within(await rowOf(row)).getByRole('button', { name });
    const disabled = async (row: string, name: string) => (await button(row, name)).getAttribute('aria-disabled') === 'true';
    // A viewer adds nothing, edits nothing, deletes nothing.
    expect(await disabled('Ipê Investimentos', 'Add an organization under Ipê Investimentos')).toBe(true);
    expect(await disabled('Ipê Investimentos', 'Rename or move Ipê Investimentos')).toBe(true);
    expect(await disabled('Ipê Investimentos', 'Delete Ipê Investimentos')).toBe(true);
    // An editor adds and edits, but does not delete (Aurora Seed has no child organization either).
    expect(await disabled('Aurora Ventures', 'Add an organization under Aurora Ventures')).toBe(false);
    expect(await disabled('Aurora Ventures', 'Rename or move Aurora Ventures')).toBe(false);
    expect(await disabled('Aurora Seed', 'Rename or move Aurora Seed')).toBe(false);
    expect(await disabled('Aurora Seed', 'Delete Aurora Seed')).toBe(true);
    // An owner deletes, once no child organization is left; under a hidden parent, no update passes the server's check.
    expect(await disabled('Aurora Capital', 'Delete Aurora Capital')).toBe(true);
    expect(await disabled('Ipê Real Assets', 'Delete Ipê Real Assets')).toBe(false);
    expect(await disabled('Ipê Real Assets', 'Rename or move Ipê Real Assets')).toBe(true);
  });
});
