import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openProfile } from './profileTestPortal.tsx';

const NEW_PASSWORD = 'a brand new passphrase';

/** Opens the profile; `choose(password, confirm)` fills the security section's form and submits it. */
async function openSecurity() {
  const opened = openProfile();
  const security = await screen.findByRole('region', { name: 'Security' });
  const field = (label: string) => within(security).getByLabelText<HTMLInputElement>(label);
  const choose = (password: string, confirm = password) => {
    fireEvent.change(field('New password'), { target: { value: password } });
    fireEvent.change(field('Confirm password'), { target: { value: confirm } });
    fireEvent.click(within(security).getByRole('button', { name: 'Change password' }));
  };
  const passwordCalls = () => opened.auth.calls.filter((call) => call.kind === 'changePassword');
  return { ...opened, security, field, choose, passwordCalls };
}

describe('<PasswordChangeForm>', () => {
  it('changes the password, empties the fields and says so', async () => {
    const { security, field, choose, passwordCalls } = await openSecurity();
    choose(NEW_PASSWORD);
    expect((await within(security).findByRole('status')).textContent).toBe('Your password was changed. Use it the next time you sign in.');
    expect(passwordCalls()).toEqual([{ kind: 'changePassword', newPassword: NEW_PASSWORD }]);
    expect(field('New password').value).toBe('');
    expect(field('Confirm password').value).toBe('');
  });

  it('shows the mismatch alert and sends nothing', async () => {
    const { security, choose, passwordCalls } = await openSecurity();
    choose(NEW_PASSWORD, 'a different passphrase');
    expect((await within(security).findByRole('alert')).textContent).toBe('Password does not match');
    expect(passwordCalls()).toEqual([]);
  });

  it('refuses a password shorter than the rule before sending it', async () => {
    const { security, choose, passwordCalls } = await openSecurity();
    choose('short');
    expect(await within(security).findByText('The password must have at least 12 characters')).toBeTruthy();
    expect(passwordCalls()).toEqual([]);
  });

  it('shows a refusal translated and keeps what was typed', async () => {
    const { auth, security, field, choose } = await openSecurity();
    vi.spyOn(auth, 'changePassword').mockResolvedValue({
      isSuccess: false,
      error: { status: 401, error: 'unauthenticated-user', message: 'User is not authenticated' },
    });
    choose(NEW_PASSWORD);
    expect((await within(security).findByRole('alert')).textContent).toBe('Your password could not be changed. Try again.');
    await waitFor(() => { expect(field('New password').value).toBe(NEW_PASSWORD); });
    expect(field('Confirm password').value).toBe(NEW_PASSWORD);
  });
});
