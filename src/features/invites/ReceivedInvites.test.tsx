import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../relay/errors.ts';
import { answer, ME, pending, renderSignedIn } from './invitesTestEnvironment.tsx';
import { clearSignInValues } from '../../auth/signInStorage.ts';
import { ReceivedInvites } from './ReceivedInvites.tsx';
import { ReceivedInvitesButton } from './ReceivedInvitesButton.tsx';

const SUBSCRIPTION = 'ReceivedInvitesSubscription';
const ANSWER = 'useAnswerInviteMutation';
const ALFA = '0b6f5c1e-0000-4000-8000-000000000011';

/** From Bruno to Alfa Capital and its company Acme: the names the invite was sent with, which the invitee may read. */
const FROM_BRUNO = {
  id: 'i1', status: 'pending', role: 'editor', organization_id: ALFA,
  organization_name: 'Alfa Capital', company_name: 'Acme Ltda', wallet_name: null, inviter_name: 'Bruno Souza',
};
/** To a wallet of Gama, created by no user (an administrator): no inviter to name. */
const TO_WALLET = {
  id: 'i2', status: 'pending', role: 'viewer', organization_id: '0b6f5c1e-0000-4000-8000-000000000013', organization_name: 'Gama Investimentos', company_name: null, wallet_name: 'Growth', inviter_name: null,
};

/** Signs in, then the server pushes `invites` through the live query. */
async function receive(...invites: object[]) {
  const { environment } = renderSignedIn(<><ReceivedInvitesButton /><ReceivedInvites /></>);
  const subscription = await pending(environment, SUBSCRIPTION);
  expect(subscription.request.variables).toEqual({ userId: ME });
  push(environment, invites);
  return { environment, push: (next: object[]) => { push(environment, next); } };
}

function push(environment: RelayMockEnvironment, invites: object[]) {
  act(() => {
    environment.mock.nextValue(environment.mock.findOperation((operation) => operation.request.node.operation.name === SUBSCRIPTION),
      { data: { portfolio_invite: invites } });
  });
}

const dialog = () => screen.findByRole('dialog', { name: 'You have been invited' });
const click = async (name: string) => { fireEvent.click(within(await dialog()).getByRole('button', { name })); };

describe('<ReceivedInvites>', () => {
  it('shows nothing until an invite arrives, then who invited the user, where, and with which role', async () => {
    const { push: next } = await receive();
    expect(screen.queryByRole('dialog')).toBeNull();
    next([FROM_BRUNO]);
    const shown = await dialog();
    expect(within(shown).getByText('Bruno Souza invited you to join Alfa Capital.')).toBeTruthy();
    expect(within(shown).getByText('Role: Editor')).toBeTruthy();
    expect(within(shown).getByText('Company: Acme Ltda')).toBeTruthy();
  });

  it('accepts one invite, reloads the organizations, then declines the next', async () => {
    const { environment } = await receive(FROM_BRUNO, TO_WALLET);
    await click('Accept');
    const accept = await pending(environment, ANSWER);
    expect(accept.request.variables).toEqual({ id: 'i1', status: 'accepted' });
    answer(environment, accept, {
      update_portfolio_invite_by_pk: { id: 'i1', status: 'accepted', answered_at: '2026-05-04T13:30:00Z', organization: { id: ALFA, name: 'Alfa Capital' } },
    });
    // The switcher's organizations, asked for with the shell's own arguments.
    const organizations = await pending(environment, 'refreshOrganizationsQuery');
    expect(organizations.request.variables).toEqual({ where: { organization_users: { user_id: { _eq: ME } } } });
    answer(environment, organizations, {
      portfolio_organization: [{ id: ALFA, name: 'Alfa Capital', plan: null, client: null, organization_users: [{ id: 'm1' }] }],
    });
    expect(await screen.findByText('You joined Alfa Capital.')).toBeTruthy();

    // The next one, to a wallet, with no inviter to name.
    await waitFor(async () => { expect(within(await dialog()).getByText('You have been invited to join Gama Investimentos.')).toBeTruthy(); });
    expect(within(await dialog()).getByText('Role: Viewer')).toBeTruthy();
    expect(within(await dialog()).getByText('Wallet: Growth')).toBeTruthy();
    await click('Decline');
    const decline = await pending(environment, ANSWER);
    expect(decline.request.variables).toEqual({ id: 'i2', status: 'declined' });
    answer(environment, decline, {
      update_portfolio_invite_by_pk: { id: 'i2', status: 'declined', answered_at: '2026-05-04T13:31:00Z', organization: { id: ALFA, name: 'Alfa Capital' } },
    });
    expect(await screen.findByText('Invite declined')).toBeTruthy();
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull(); });
  });

  it('puts an invite off when the dialog is closed, and shows the next', async () => {
    await receive(FROM_BRUNO, TO_WALLET);
    await click('Close');
    await waitFor(async () => { expect(within(await dialog()).getByText('You have been invited to join Gama Investimentos.')).toBeTruthy(); });
  });

  it('opens once per sign-in: a put-off invite stays closed on the next page load, the top bar opens it again, and a new sign-in asks again', async () => {
    await receive(FROM_BRUNO);
    await click('Close');
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull(); });
    cleanup();

    // The next page load of the same sign-in: the invite is still pending, and stays put off.
    await receive(FROM_BRUNO);
    const reminder = screen.getByRole('button', { name: '1 invite waiting for your answer' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(reminder);
    expect(within(await dialog()).getByText('Bruno Souza invited you to join Alfa Capital.')).toBeTruthy();
    await click('Close');
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull(); });
    cleanup();

    // Signed out (the app clears the sign-in's values), then in again: it opens by itself.
    clearSignInValues();
    await receive(FROM_BRUNO);
    expect(await dialog()).toBeTruthy();
  });

  it.each([
    [[], 'Accepting makes you a member of Alfa Capital as Editor. You will also follow the company Acme Ltda.'],
    [[{ id: 'm1', role: 'viewer' }], 'You are Viewer in Alfa Capital; accepting makes you Editor. You will also follow the company Acme Ltda.'],
    [[{ id: 'm1', role: 'owner' }], 'You are already Owner in Alfa Capital; accepting keeps that role. You will also follow the company Acme Ltda.'],
  ])('says what accepting does for the membership the user has (%o)', async (memberships, text) => {
    const { environment } = await receive(FROM_BRUNO);
    const membership = await pending(environment, 'AcceptOutcomeQuery');
    expect(membership.request.variables).toEqual({ organizationId: ALFA, userId: ME });
    answer(environment, membership, { portfolio_organization_user: memberships });
    expect(await within(await dialog()).findByText(text)).toBeTruthy();
  });

  it('moves on when the invite is no longer open, and keeps it when answering failed', async () => {
    const { environment } = await receive(FROM_BRUNO, TO_WALLET);
    await click('Accept');
    answer(environment, await pending(environment, ANSWER), { update_portfolio_invite_by_pk: null });
    expect(await screen.findByText('This invite is no longer open.')).toBeTruthy();

    await waitFor(async () => { expect(within(await dialog()).getByText('You have been invited to join Gama Investimentos.')).toBeTruthy(); });
    await click('Accept');
    const failing = await pending(environment, ANSWER);
    act(() => { environment.mock.reject(failing, new GraphQLRequestError(ANSWER, [{ message: 'boom', code: 'unexpected' }], 200)); });
    expect((await within(await dialog()).findByRole('alert')).textContent).toBe('The invite could not be answered. Please try again.');
    expect(within(await dialog()).getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(false);
  });
});
