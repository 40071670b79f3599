import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../app/paths.ts';
import { fakeAuthClient } from '../testing/fakeAuthClient.ts';
import type { FakeAccount } from '../testing/fakeAuthClient.ts';
import { markerName, renderPublicScreen } from '../testing/renderPublicScreen.tsx';
import { ChangePasswordScreen } from './ChangePasswordScreen.tsx';

const ANA: FakeAccount = {
  email: 'ana@example.com',
  password: 'the old password',
  user: { id: 'u-ana', email: 'ana@example.com', displayName: 'Ana Lima', locale: 'pt', isAnonymous: false },
};
const NEW_PASSWORD = 'a brand new passphrase';

function choose(password: string, confirm = password) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
}

const show = () =>
  renderPublicScreen(<ChangePasswordScreen />, {
    path: paths.changePassword,
    auth: fakeAuthClient({ accounts: [ANA], signedInAs: ANA.email }),
  });

describe('<ChangePasswordScreen>', () => {
  it('shows the rule, changes the password and goes to /app', async () => {
    const { auth } = show();
    const described = screen.getByLabelText('New password').getAttribute('aria-describedby')!;
    expect(document.getElementById(described)?.textContent).toBe('At least 12 characters');
    choose(NEW_PASSWORD);
    expect(await screen.findByRole('heading', { name: markerName(paths.app) })).toBeTruthy();
    expect(auth.calls).toEqual([{ kind: 'changePassword', newPassword: NEW_PASSWORD }]);
  });

  it('shows the mismatch alert and sends nothing', () => {
    const { auth } = show();
    choose(NEW_PASSWORD, 'a different passphrase');
    expect(screen.getByRole('alert').textContent).toBe('Password does not match');
    expect(auth.calls).toEqual([]);
  });

  it('refuses a password shorter than the rule before sending it', () => {
    const { auth } = show();
    choose('short');
    expect(screen.getByText('The password must have at least 12 characters')).toBeTruthy();
    expect(auth.calls).toEqual([]);
  });

  it("shows the server's rule on the field when the server refuses the password", async () => {
    const { auth } = show();
    auth.minPasswordLength = 40;
    choose(NEW_PASSWORD);
    expect(await screen.findByText('The password must have at least 12 characters')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the link\'s session is too old to change the password, and offers a new link', async () => {
    const { auth } = show();
    vi.spyOn(auth, 'changePassword').mockResolvedValue({
      isSuccess: false,
      error: { status: 403, error: 'elevated-claim-required', message: 'Sign in again to change the password' },
    });
    choose(NEW_PASSWORD);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page was opened from its link too long ago to change the password.');
    expect(within(alert).getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(paths.forgotPassword);
  });

  it('shows a generic error for any other refusal', async () => {
    const { auth } = show();
    vi.spyOn(auth, 'changePassword').mockResolvedValue({
      isSuccess: false,
      error: { status: 401, error: 'unauthenticated-user', message: 'User is not authenticated' },
    });
    choose(NEW_PASSWORD);
    expect((await screen.findByRole('alert')).textContent).toBe('Your password could not be changed. Try again.');
  });
});
