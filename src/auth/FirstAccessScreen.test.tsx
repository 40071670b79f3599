import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../app/paths.ts';
import { fakeAuthClient } from '../testing/fakeAuthClient.ts';
import { renderPublicScreen } from '../testing/renderPublicScreen.tsx';
import { FirstAccessScreen } from './FirstAccessScreen.tsx';

function ask(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
}

describe('<FirstAccessScreen>', () => {
  it('has its own title and sends the password-reset request', async () => {
    const { auth } = renderPublicScreen(<FirstAccessScreen />, { path: paths.firstAccess });
    expect(screen.getByRole('heading', { level: 2, name: 'First access: set your password' })).toBeTruthy();
    ask('invited@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'If this e-mail is registered, a link to set your password has been sent.',
    );
    expect(auth.calls).toEqual([{
      kind: 'requestPasswordReset',
      email: 'invited@example.com',
      redirectTo: `${window.location.origin}${paths.changePassword}`,
    }]);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(paths.signIn);
  });

  it('shows the same sentence, in Portuguese, when the service would otherwise tell whether the account exists', async () => {
    const auth = fakeAuthClient();
    vi.spyOn(auth, 'requestPasswordReset').mockResolvedValue({
      isSuccess: false,
      error: { status: 400, error: 'user-not-found', message: 'No user found' },
    });
    renderPublicScreen(<FirstAccessScreen />, { path: paths.firstAccess, locale: 'pt-BR', auth });
    expect(screen.getByRole('heading', { level: 2, name: 'Primeiro acesso: defina sua senha' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'invited@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Se este e-mail estiver cadastrado, um link para definir sua senha foi enviado.',
    );
  });

  it('says what went wrong when nothing was sent for another reason', async () => {
    const auth = fakeAuthClient();
    vi.spyOn(auth, 'requestPasswordReset').mockResolvedValue({
      isSuccess: false,
      error: { status: 400, error: 'redirectTo-not-allowed', message: 'The value of "options.redirectTo" is not allowed.' },
    });
    renderPublicScreen(<FirstAccessScreen />, { path: paths.firstAccess, locale: 'pt-BR', auth });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'invited@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'O servidor não aceita links para este endereço do portal. Abra o portal no endereço de costume e tente de novo.',
    );
    expect(screen.getByRole('button', { name: 'Enviar link' })).toBeTruthy();
  });
});
