import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../app/paths.ts';
import { fakeAuthClient } from '../testing/fakeAuthClient.ts';
import type { FakeAccount } from '../testing/fakeAuthClient.ts';
import { markerName, renderPublicScreen } from '../testing/renderPublicScreen.tsx';
import { SignInRedirectScreen } from './SignInRedirectScreen.tsx';

const ANA: FakeAccount = {
  email: 'ana@example.com',
  password: 'correct horse battery',
  user: { id: 'u-ana', email: 'ana@example.com', displayName: 'Ana Lima', locale: 'pt', isAnonymous: false },
};

const show = (url: string, options: Parameters<typeof fakeAuthClient>[0] = {}) =>
  renderPublicScreen(<SignInRedirectScreen />, {
    path: paths.signInRedirect,
    url,
    strict: true,
    auth: fakeAuthClient({ accounts: [ANA], refreshTokens: { 'token-ana': ANA.email }, ...options }),
  });

describe('<SignInRedirectScreen>', () => {
  it('exchanges the token once (even in StrictMode) and replaces itself with /app', async () => {
    const { auth, router } = show(`${paths.signInRedirect}?token=token-ana`);
    expect(await screen.findByRole('heading', { name: markerName(paths.app) })).toBeTruthy();
    expect(auth.calls).toEqual([{ kind: 'signInWithRefreshToken', refreshToken: 'token-ana' }]);
    expect(auth.getState()).toBe('signedIn');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a labelled spinner while working', () => {
    const auth = fakeAuthClient();
    vi.spyOn(auth, 'signInWithRefreshToken').mockReturnValue(new Promise(() => undefined));
    const url = `${paths.signInRedirect}?token=t`;
    renderPublicScreen(<SignInRedirectScreen />, { path: paths.signInRedirect, url, auth });
    expect(screen.getByRole('progressbar', { name: 'Signing you in…' })).toBeTruthy();
  });

  it('says the link is incomplete when there is no token, and calls nothing', () => {
    const { auth } = show(paths.signInRedirect);
    expect(screen.getByRole('alert').textContent).toMatch(/This sign-in link is incomplete/);
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe(paths.signIn);
    expect(auth.calls).toEqual([]);
  });

  it('says the link is invalid when the token is refused', async () => {
    show(`${paths.signInRedirect}?token=stale`);
    expect((await screen.findByRole('alert')).textContent).toMatch(/invalid or has expired/);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeTruthy();
  });

  it('says the server could not be reached on a network failure', async () => {
    show(`${paths.signInRedirect}?token=token-ana`, { offline: true });
    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not reach the server/);
  });
});
