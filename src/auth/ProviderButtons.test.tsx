import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../app/paths.ts';
import { FAKE_TOTP_CODE, fakeAuthClient } from '../testing/fakeAuthClient.ts';
import { markerName, renderPublicScreen } from '../testing/renderPublicScreen.tsx';
import { SignInScreen } from './SignInScreen.tsx';

const PROVIDERS = [{ id: 'google', name: 'Google' }, { id: 'oidc', name: 'Acme ID' }];

describe('<SignInScreen> with sign-in providers', () => {
  it('shows a button per provider the service offers, in the user\'s language', async () => {
    renderPublicScreen(<SignInScreen />, { path: paths.signIn, locale: 'pt-BR', auth: fakeAuthClient({ providers: PROVIDERS }) });
    const group = await screen.findByRole('group', { name: 'Outras formas de entrar' });
    expect([...group.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Entrar com Google', 'Entrar com Acme ID']);
  });

  it('shows no provider buttons when the service offers none', async () => {
    const auth = fakeAuthClient();
    renderPublicScreen(<SignInScreen />, { path: paths.signIn, auth });
    await waitFor(() => { expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy(); });
    expect(screen.queryByRole('group', { name: 'Other ways to sign in' })).toBeNull();
  });

  it('leaves for the provider, asking it to come back to the sign-in page', async () => {
    const auth = fakeAuthClient({ providers: PROVIDERS });
    renderPublicScreen(<SignInScreen />, { path: paths.signIn, auth });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Acme ID' }));
    await waitFor(() => {
      expect(auth.calls).toEqual([{ kind: 'signInWithProvider', provider: 'oidc', redirectTo: `${window.location.origin}${paths.signIn}?provider=oidc` }]);
    });
  });

  it.each([
    ['email-already-in-use', 'An account already uses this e-mail address, and the service you signed in with did not confirm that the address is yours. Sign in with your e-mail and password instead.'],
    ['oauth-provider-error', 'The service you chose did not sign you in (the sign-in was cancelled or refused there). Try again, or sign in with your e-mail and password.'],
    ['disabled-endpoint', 'This way of signing in is not enabled on this server.'],
  ])('says why the sign-in through a provider that led back here failed (%s)', (code, text) => {
    renderPublicScreen(<SignInScreen />, { path: paths.signIn, url: `${paths.signIn}?provider=oidc&error=${code}&errorDescription=whatever` });
    expect(screen.getByRole('alert').textContent).toBe(text);
  });

  it('asks for the authenticator app\'s code when the provider\'s return carries a ticket instead of a session', async () => {
    const ana = { email: 'ana@example.com', password: 'irrelevant here', user: { id: 'u-ana', email: 'ana@example.com', displayName: 'Ana', locale: 'en', isAnonymous: false, totpEnabled: true } };
    const { auth, router } = renderPublicScreen(<SignInScreen />, {
      path: paths.signIn, url: `${paths.signIn}?provider=oidc&mfaTicket=mfaTotp:ana@example.com&type=signinProvider`, auth: fakeAuthClient({ accounts: [ana] }),
    });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: FAKE_TOTP_CODE } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: markerName(paths.app) })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.app);
    expect(auth.calls).toEqual([{ kind: 'signInWithTotp', ticket: 'mfaTotp:ana@example.com', code: FAKE_TOTP_CODE }]);
  });
});
