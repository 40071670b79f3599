import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../i18n/locales.ts';
import { DEMO_PASSWORD } from '../../mock/demoInvestor.ts';
import { FAKE_TOTP_CODE } from '../../testing/fakeAuthClient.ts';
import { openProfile } from './profileTestPortal.tsx';

const NEW_PASSWORD = 'a brand new passphrase';
const LABELS = {
  en: { region: 'Security', current: 'Current password', password: 'New password', confirm: 'Confirm password', submit: 'Change password' },
  'pt-BR': { region: 'Segurança', current: 'Senha atual', password: 'Nova senha', confirm: 'Confirme a senha', submit: 'Alterar senha' },
} as const;

/**
 * Opens the profile; `choose(password, confirm, current)` fills the security section's form (the current password
 * right by default) and submits it.
 */
async function openSecurity(locale: Locale = 'en') {
  const labels = LABELS[locale];
  const opened = openProfile({ locale });
  const security = await screen.findByRole('region', { name: labels.region });
  const field = (label: string) => within(security).getByLabelText<HTMLInputElement>(label);
  const choose = (password: string, confirm = password, current = DEMO_PASSWORD) => {
    fireEvent.change(field(labels.current), { target: { value: current } });
    fireEvent.change(field(labels.password), { target: { value: password } });
    fireEvent.change(field(labels.confirm), { target: { value: confirm } });
    fireEvent.click(within(security).getByRole('button', { name: labels.submit }));
  };
  const passwordCalls = () => opened.auth.calls.filter((call) => call.kind === 'changePassword');
  const kinds = () => opened.auth.calls.map((call) => call.kind).filter((kind) => kind.startsWith('reauthenticate') || kind === 'changePassword');
  return { ...opened, security, field, choose, passwordCalls, kinds };
}

describe('<PasswordChangeForm>', () => {
  it('signs in again with the current password, then changes the password, empties the fields and says so', async () => {
    const { auth, security, field, choose, passwordCalls } = await openSecurity();
    choose(NEW_PASSWORD);
    expect((await within(security).findByRole('status')).textContent).toBe('Your password was changed. Use it the next time you sign in.');
    const sent = auth.calls.filter((call) => call.kind === 'reauthenticate' || call.kind === 'changePassword');
    expect(sent).toEqual([{ kind: 'reauthenticate', password: DEMO_PASSWORD }, { kind: 'changePassword', newPassword: NEW_PASSWORD }]);
    expect(passwordCalls()).toHaveLength(1);
    for (const label of ['Current password', 'New password', 'Confirm password']) expect(field(label).value).toBe('');
  });

  it('says a wrong current password is wrong, in English and in Portuguese, and changes nothing', async () => {
    const english = await openSecurity('en');
    english.choose(NEW_PASSWORD, NEW_PASSWORD, 'not my password at all');
    expect(await within(english.security).findByText('Your current password is not right. Nothing was changed.')).toBeTruthy();
    expect(english.field('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(english.passwordCalls()).toEqual([]);
    expect(english.field('New password').value).toBe(NEW_PASSWORD);
    cleanup();

    const portuguese = await openSecurity('pt-BR');
    portuguese.choose(NEW_PASSWORD, NEW_PASSWORD, 'not my password at all');
    expect(await within(portuguese.security).findByText('Sua senha atual não está certa. Nada foi alterado.')).toBeTruthy();
    expect(portuguese.passwordCalls()).toEqual([]);
  });

  it('asks for the current password before sending anything', async () => {
    const { security, choose, kinds } = await openSecurity();
    choose(NEW_PASSWORD, NEW_PASSWORD, '');
    expect(await within(security).findByText('Password is required')).toBeTruthy();
    expect(kinds()).toEqual([]);
  });

  it('asks for the authenticator code when two-step verification is on, and changes the password with it', async () => {
    const { auth, security, field, choose, kinds } = await openSecurity();
    await act(async () => {
      await auth.setTotp(FAKE_TOTP_CODE, true);
    });
    choose(NEW_PASSWORD);
    const code = await within(security).findByLabelText<HTMLInputElement>('Code from your authenticator app');
    expect(kinds()).toEqual(['reauthenticate']);
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(within(security).getByRole('button', { name: 'Change password' }));
    expect(await within(security).findByText(/That code is not right/)).toBeTruthy();
    expect(kinds()).toEqual(['reauthenticate', 'reauthenticateWithTotp']);
    fireEvent.change(field('Code from your authenticator app'), { target: { value: FAKE_TOTP_CODE } });
    fireEvent.click(within(security).getByRole('button', { name: 'Change password' }));
    expect((await within(security).findByRole('status')).textContent).toBe('Your password was changed. Use it the next time you sign in.');
    expect(kinds()).toEqual(['reauthenticate', 'reauthenticateWithTotp', 'reauthenticateWithTotp', 'changePassword']);
    expect(within(security).queryByLabelText('Code from your authenticator app')).toBeNull();
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
