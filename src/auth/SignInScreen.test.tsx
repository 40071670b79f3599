import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../app/paths.ts';
import { FAKE_RECOVERY_CODES, FAKE_TOTP_CODE, fakeAuthClient } from '../testing/fakeAuthClient.ts';
import type { FakeAccount } from '../testing/fakeAuthClient.ts';
import { markerName, renderPublicScreen } from '../testing/renderPublicScreen.tsx';
import { SignInScreen } from './SignInScreen.tsx';

const ANA: FakeAccount = {
  email: 'ana@example.com',
  password: 'correct horse battery',
  user: { id: 'u-ana', email: 'ana@example.com', displayName: 'Ana Lima', locale: 'pt', isAnonymous: false },
};

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function signIn(email: string, password: string, { remember = false } = {}) {
  type('Email', email);
  type('Password', password);
  if (remember) fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

const show = (options: Parameters<typeof fakeAuthClient>[0] = { accounts: [ANA] }) =>
  renderPublicScreen(<SignInScreen />, { path: paths.signIn, auth: fakeAuthClient(options) });

describe('<SignInScreen>', () => {
  it('signs in, saves the remember-me record and goes to /app', async () => {
    const { auth, router } = show();
    signIn(' ana@example.com ', ANA.password, { remember: true });
    expect(await screen.findByRole('heading', { name: markerName(paths.app) })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.app);
    expect(auth.calls).toEqual([{ kind: 'signIn', email: ANA.email, password: ANA.password }]);
    expect(JSON.parse(localStorage.getItem('signin')!)).toEqual({ rememberMe: true, email: ANA.email });
  });

  it('shows the invalid-credentials alert on failure and does not remember the e-mail', async () => {
    const { router } = show();
    signIn(ANA.email, 'wrong password', { remember: true });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(localStorage.getItem('signin')).toBeNull();
    expect(router.state.location.pathname).toBe(paths.signIn);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe(ANA.email);
  });

  it.each([
    [{ status: 429, error: 'too-many-requests', message: 'Too many requests' }, 'Too many attempts in a short time. Wait a few minutes and try again.'],
    [{ status: 401, error: 'disabled-user', message: 'User is disabled' }, 'This account is disabled. Ask your organization\'s owner or our support to enable it again.'],
    [{ status: 500, error: 'internal-server-error', message: 'Internal server error' }, 'The request could not be completed (internal-server-error): Internal server error. Try again in a moment.'],
  ])('says what went wrong, not "invalid credentials", when the service refuses for another reason (%o)', async (error, text) => {
    const auth = fakeAuthClient({ accounts: [ANA] });
    vi.spyOn(auth, 'signIn').mockResolvedValue({ isSuccess: false, needsEmailVerification: false, error });
    renderPublicScreen(<SignInScreen />, { path: paths.signIn, auth });
    signIn(ANA.email, ANA.password);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('says why an e-mailed link that led here was refused, and how to get a new one', () => {
    renderPublicScreen(<SignInScreen />, {
      path: paths.signIn,
      url: `${paths.signIn}?error=invalid-ticket&errorDescription=Invalid%20or%20expired%20verification%20ticket`,
      locale: 'pt-BR',
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Este link expirou ou já foi usado. Para confirmar seu e-mail, entre e peça um novo link; para uma nova senha, use "Esqueci minha senha".',
    );
  });

  it('sends a new verification link from the notice', async () => {
    const { auth } = show({ accounts: [{ ...ANA, unverified: true }] });
    signIn(ANA.email, ANA.password);
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect((await screen.findByRole('status')).textContent).toBe(`A new link is on its way to ${ANA.email}. Links sent before it no longer work.`);
    expect(auth.calls.at(-1)).toEqual({ kind: 'sendVerificationEmail', email: ANA.email, redirectTo: `${window.location.origin}${paths.signIn}` });
  });

  it('asks for the authenticator app\'s code after the password when the account has two-step verification', async () => {
    const { auth, router } = show({ accounts: [{ ...ANA, user: { ...ANA.user, totpEnabled: true } }] });
    signIn(ANA.email, ANA.password);
    expect(await screen.findByText('Two-step verification')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.signIn);
    type('Code', '111111');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right. Codes change every 30 seconds: enter the one your app shows now.');
    type('Code', FAKE_TOTP_CODE);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: markerName(paths.app) })).toBeTruthy();
    expect(auth.calls.filter((call) => call.kind === 'signInWithTotp')).toEqual([
      { kind: 'signInWithTotp', ticket: `mfaTotp:${ANA.email}`, code: '111111' },
      { kind: 'signInWithTotp', ticket: `mfaTotp:${ANA.email}`, code: FAKE_TOTP_CODE },
    ]);
  });

  it('takes a recovery code instead of the app\'s code, once, checking its form before sending it', async () => {
    const account = { ...ANA, user: { ...ANA.user, totpEnabled: true }, recoveryCodes: [...FAKE_RECOVERY_CODES] };
    const { auth } = show({ accounts: [account] });
    signIn(ANA.email, ANA.password);
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    expect(screen.getByText(/Enter one of the recovery codes you saved/)).toBeTruthy();
    const field = screen.getByLabelText<HTMLInputElement>('Recovery code');
    expect(field.getAttribute('autocomplete')).toBe('off');
    // Six digits are an app's code, not a recovery code: refused here, nothing sent.
    type('Recovery code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter a recovery code: 10 letters and digits, such as 7K3QF-M2XPA')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    type('Recovery code', 'ZZZZZ-ZZZZZ');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That recovery code is not right, or it was already used. Check it, or try another of your codes.');
    // Typed in lower case with a space: sent in the form the service hashes.
    type('Recovery code', FAKE_RECOVERY_CODES[0].toLowerCase().replace('-', ' '));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: markerName(paths.app) })).toBeTruthy();
    expect(auth.calls.filter((call) => call.kind === 'signInWithTotp').map((call) => call.code)).toEqual(['ZZZZZZZZZZ', FAKE_RECOVERY_CODES[0].replace('-', '')]);
    expect(account.recoveryCodes).toHaveLength(9);
  });

  it('says in Portuguese that a recovery code was refused, and goes back to the app\'s code', async () => {
    renderPublicScreen(<SignInScreen />, {
      path: paths.signIn, locale: 'pt-BR', auth: fakeAuthClient({ accounts: [{ ...ANA, user: { ...ANA.user, totpEnabled: true }, recoveryCodes: [] }] }),
    });
    type('E-mail', ANA.email);
    type('Senha', ANA.password);
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Usar um código de recuperação' }));
    type('Código de recuperação', FAKE_RECOVERY_CODES[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Esse código de recuperação não está certo ou já foi usado. Confira-o ou tente outro dos seus códigos.');
    fireEvent.click(screen.getByRole('button', { name: 'Usar o código do aplicativo' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Código').getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('says the server could not be reached on a network failure', async () => {
    show({ accounts: [ANA], offline: true });
    signIn(ANA.email, ANA.password);
    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not reach the server/);
  });

  it('replaces the form with the verification notice for an unverified account, and goes back', async () => {
    show({ accounts: [{ ...ANA, unverified: true }] });
    signIn(ANA.email, ANA.password);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('You need to verify your email');
    expect(notice.textContent).toContain(ANA.email);
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe(ANA.email);
  });

  it('pre-fills the remembered e-mail, and unchecking forgets it', () => {
    localStorage.setItem('signin', JSON.stringify({ rememberMe: true, email: ANA.email }));
    show();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe(ANA.email);
    const remember = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember me' });
    expect(remember.checked).toBe(true);
    fireEvent.click(remember);
    expect(localStorage.getItem('signin')).toBeNull();
  });

  it('shows and hides the password', () => {
    show();
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('checks the fields before sending anything', () => {
    const { auth } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    type('Email', 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Email must be valid')).toBeTruthy();
    expect(auth.calls).toEqual([]);
  });

  it('offers sign-up, the password links and the privacy sentence', async () => {
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot my password' }).getAttribute('href')).toBe(paths.forgotPassword);
    expect(screen.getByRole('link', { name: 'First access' }).getAttribute('href')).toBe(paths.firstAccess);
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(paths.privacyPolicy);
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: markerName(paths.signUp) })).toBeTruthy();
  });

  it('speaks Brazilian Portuguese from the catalogue', async () => {
    const auth = fakeAuthClient({ accounts: [ANA] });
    renderPublicScreen(<SignInScreen />, { path: paths.signIn, locale: 'pt-BR', auth });
    expect(screen.getByRole('heading', { level: 2, name: 'Entrar' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Lembrar de mim' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ANA.email } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'errada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => { expect(screen.getByRole('alert').textContent).toBe('E-mail ou senha inválidos'); });
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toBeTruthy();
  });
});
