import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../app/paths.ts';
import { fakeAuthClient } from '../testing/fakeAuthClient.ts';
import type { FakeAccount } from '../testing/fakeAuthClient.ts';
import { markerName, renderPublicScreen } from '../testing/renderPublicScreen.tsx';
import type { AuthError } from './authClient.ts';
import { SignUpScreen } from './SignUpScreen.tsx';

const PASSWORD = 'a long enough secret';
const TAKEN: FakeAccount = {
  email: 'taken@example.com',
  password: PASSWORD,
  user: { id: 'u-taken', email: 'taken@example.com', displayName: 'Taken', locale: 'pt', isAnonymous: false },
};

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

type FillOptions = Partial<Record<'email' | 'password' | 'confirm', string>>;

function fill({ email = 'bia@example.com', password = PASSWORD, confirm = password }: FillOptions = {}) {
  type('First name', ' Bia ');
  type('Last name', 'Souza');
  type('Email', email);
  type('Password', password);
  type('Confirm password', confirm);
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

const show = (locale: 'en' | 'pt-BR' = 'en') =>
  renderPublicScreen(<SignUpScreen />, { path: paths.signUp, locale, auth: fakeAuthClient({ accounts: [TAKEN] }) });

/** Makes the fake's next sign-up fail with `error`. */
function refuseWith(auth: ReturnType<typeof show>['auth'], error: AuthError) {
  vi.spyOn(auth, 'signUp').mockResolvedValue({ isSuccess: false, needsEmailVerification: false, error });
}

/** The text that describes an input (its error or hint). */
function description(label: string): string {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent ?? '' : '';
}

describe('<SignUpScreen>', () => {
  it('shows the password rule before anything is submitted', () => {
    show();
    expect(description('Password')).toBe('At least 12 characters');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(paths.signIn);
  });

  it('sends the payload and shows the check-mailbox notice', async () => {
    const { auth } = show();
    fill();
    expect((await screen.findByRole('alert')).textContent).toContain('Check your mailbox');
    expect(screen.getByRole('alert').textContent).toContain('bia@example.com');
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(auth.calls).toEqual([{
      kind: 'signUp',
      input: {
        email: 'bia@example.com', password: PASSWORD, firstName: 'Bia', lastName: 'Souza',
        redirectTo: `${window.location.origin}${paths.signIn}`,
      },
    }]);
  });

  it('goes to /app when the account is signed in at once', async () => {
    const { auth } = show();
    vi.spyOn(auth, 'signUp').mockResolvedValue({ isSuccess: true, needsEmailVerification: false, error: null });
    fill();
    expect(await screen.findByRole('heading', { name: markerName(paths.app) })).toBeTruthy();
  });

  it('shows the mismatch alert and submits nothing', () => {
    const { auth } = show();
    fill({ confirm: 'something else entirely' });
    expect(screen.getByRole('alert').textContent).toBe('Password does not match');
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(auth.calls).toEqual([]);
  });

  it('checks every field before sending', () => {
    const { auth } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(description('Password')).toBe('Password is required');
    fill({ email: 'bia@', password: 'short' });
    expect(screen.getByText('Email must be valid')).toBeTruthy();
    expect(description('Password')).toBe('The password must have at least 12 characters');
    expect(auth.calls).toEqual([]);
  });

  it('says a registered e-mail is registered, links to sign in and keeps what was typed', async () => {
    show();
    fill({ email: TAKEN.email });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Email is already registered');
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe(paths.signIn);
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe(' Bia ');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe(PASSWORD);
  });

  it.each([
    { status: 409, error: 'conflict', message: 'Conflict' },
    { status: 400, error: 'invalid-request', message: 'User is already registered' },
  ])('also recognises a registered e-mail by $status / $message', async (error) => {
    const { auth } = show();
    refuseWith(auth, error);
    fill();
    expect((await screen.findByRole('alert')).textContent).toContain('Email is already registered');
  });

  it("shows the server's password rule on the password field", async () => {
    const { auth } = show();
    auth.minPasswordLength = 30;
    fill();
    expect(await screen.findByText('The password must have at least 12 characters')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a breached-password refusal on the password field', async () => {
    const { auth } = show();
    refuseWith(auth, { status: 400, error: 'password-in-hibp-database', message: 'Password is in HIBP database' });
    fill();
    expect(await screen.findByText(/appeared in a data leak/)).toBeTruthy();
  });

  it('says what went wrong for any other refusal, not "invalid credentials"', async () => {
    const { auth } = show();
    refuseWith(auth, { status: 500, error: 'internal-server-error', message: 'Internal server error' });
    fill();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The request could not be completed (internal-server-error): Internal server error. Try again in a moment.',
    );
  });

  it('says so when the server does not accept this address of the portal', async () => {
    const { auth } = show();
    refuseWith(auth, { status: 400, error: 'redirectTo-not-allowed', message: 'The value of "options.redirectTo" is not allowed.' });
    fill();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server does not accept links to this address of the portal. Open the portal at its usual address and try again.',
    );
  });

  it('fills in the invited e-mail from an invite\'s link', () => {
    renderPublicScreen(<SignUpScreen />, { path: paths.signUp, url: `${paths.signUp}?invite=7f1d&email=nova.pessoa%40example.com` });
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('nova.pessoa@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('');
  });

  it('uses the Portuguese catalogue', () => {
    show('pt-BR');
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: PASSWORD } });
    fireEvent.change(screen.getByLabelText('Confirme a senha'), { target: { value: 'outra coisa qualquer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByRole('alert').textContent).toBe('A senha não confere');
    expect(screen.getByText('O nome é obrigatório')).toBeTruthy();
  });
});
