import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../app/paths.ts';
import { fakeAuthClient } from '../testing/fakeAuthClient.ts';
import { renderPublicScreen } from '../testing/renderPublicScreen.tsx';
import { ForgotPasswordScreen } from './ForgotPasswordScreen.tsx';

const SENT = 'If this e-mail is registered, a link to set your password has been sent.';

function ask(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
}

describe('<ForgotPasswordScreen>', () => {
  it('asks for a link to the change-password page and shows the sent sentence', async () => {
    const { auth } = renderPublicScreen(<ForgotPasswordScreen />, { path: paths.forgotPassword });
    expect(screen.getByRole('heading', { level: 2, name: 'Forgot my password' })).toBeTruthy();
    ask('ana@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(SENT);
    expect(auth.calls).toEqual([{
      kind: 'requestPasswordReset',
      email: 'ana@example.com',
      redirectTo: `${window.location.origin}${paths.changePassword}`,
    }]);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(paths.signIn);
  });

  it('shows the same sentence when the server refuses, so no account is revealed', async () => {
    const auth = fakeAuthClient();
    vi.spyOn(auth, 'requestPasswordReset').mockResolvedValue({
      isSuccess: false,
      error: { status: 400, error: 'user-not-found', message: 'No user with this email' },
    });
    renderPublicScreen(<ForgotPasswordScreen />, { path: paths.forgotPassword, auth });
    ask('nobody@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(SENT);
  });

  it('says the server could not be reached on a network failure, keeping the form', async () => {
    const auth = fakeAuthClient({ offline: true });
    renderPublicScreen(<ForgotPasswordScreen />, { path: paths.forgotPassword, auth });
    ask('ana@example.com');
    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not reach the server/);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ana@example.com');
  });

  it('checks the e-mail before sending', () => {
    const { auth } = renderPublicScreen(<ForgotPasswordScreen />, { path: paths.forgotPassword });
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    ask('');
    expect(screen.getByText('Email is required')).toBeTruthy();
    ask('ana@');
    expect(screen.getByText('Email must be valid')).toBeTruthy();
    expect(auth.calls).toEqual([]);
  });
});
