import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_INVESTOR } from '../../mock/demoInvestor.ts';
import { OTHER_ACCOUNT, openProfile } from './profileTestPortal.tsx';

/** Opens the profile and the e-mail change; `send(address)` types the new address and sends it. */
async function openEmailChange() {
  const opened = openProfile();
  const personal = await screen.findByRole('region', { name: 'Personal data' });
  fireEvent.click(within(personal).getByRole('button', { name: 'Change email' }));
  const field = within(personal).getByRole<HTMLInputElement>('textbox', { name: 'New email' });
  const send = (address: string) => {
    fireEvent.change(field, { target: { value: address } });
    fireEvent.click(within(personal).getByRole('button', { name: 'Send link' }));
  };
  const changeCalls = () => opened.auth.calls.filter((call) => call.kind === 'changeEmail');
  return { ...opened, personal, field, send, changeCalls };
}

describe('<EmailForm>', () => {
  it('sends the new address to the auth service, back to the profile, and says where the link went', async () => {
    const { personal, send, changeCalls } = await openEmailChange();
    send(' nova@example.com ');
    const notice = await within(personal).findByRole('status');
    expect(notice.textContent).toBe(
      `We sent a confirmation link to nova@example.com. Open it to finish: until then, you keep signing in with ${DEMO_INVESTOR.email ?? ''}.`);
    expect(changeCalls()).toEqual([{ kind: 'changeEmail', newEmail: 'nova@example.com', redirectTo: `${window.location.origin}/app/profile` }]);
    // The address shown stays the current one until the link is opened.
    expect(within(personal).getByText(DEMO_INVESTOR.email ?? '')).toBeTruthy();
  });

  it.each([
    ['an empty address', '  ', 'Email is required'],
    ['an invalid address', 'nova@example', 'Email must be valid'],
    ['the current address', DEMO_INVESTOR.email?.toUpperCase() ?? '', 'This is already your email'],
  ])('refuses %s without a request', async (_case, typed, message) => {
    const { personal, field, send, changeCalls } = await openEmailChange();
    send(typed);
    expect(await within(personal).findByText(message)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(changeCalls()).toEqual([]);
  });

  it('says when another account has the address, keeping what was typed', async () => {
    const { personal, field, send, changeCalls } = await openEmailChange();
    send(OTHER_ACCOUNT.email);
    expect(await within(personal).findByText('Email is already registered')).toBeTruthy();
    expect(changeCalls()).toHaveLength(1);
    expect(field.value).toBe(OTHER_ACCOUNT.email);
    expect(within(personal).queryByRole('status')).toBeNull();
  });

  it('shows a network failure above the form', async () => {
    const { auth, personal, field, send } = await openEmailChange();
    vi.spyOn(auth, 'changeEmail').mockResolvedValue({ isSuccess: false, error: { status: 0, error: 'network', message: 'Network Error' } });
    send('nova@example.com');
    expect((await within(personal).findByRole('alert')).textContent).toBe('Could not reach the server. Check your connection and try again.');
    expect(field.value).toBe('nova@example.com');
  });

  it('closes without sending on Cancel', async () => {
    const { personal, changeCalls } = await openEmailChange();
    fireEvent.click(within(personal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => { expect(within(personal).queryByRole('textbox', { name: 'New email' })).toBeNull(); });
    expect(within(personal).getByRole('button', { name: 'Change email' })).toBeTruthy();
    expect(changeCalls()).toEqual([]);
  });
});
