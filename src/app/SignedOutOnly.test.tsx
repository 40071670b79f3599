import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../auth/AuthContext.tsx';
import { fakeAuthClient } from '../testing/fakeAuthClient.ts';
import type { FakeAccount, FakeAuthClient } from '../testing/fakeAuthClient.ts';
import { paths } from './paths.ts';
import { SignedOutOnly } from './SignedOutOnly.tsx';

const ANA: FakeAccount = {
  email: 'ana@example.com',
  password: 'correct horse battery',
  user: { id: 'u-ana', email: 'ana@example.com', displayName: 'Ana Lima', locale: 'pt', isAnonymous: false },
};

/** The sign-in page behind the guard, and the portal it sends signed-in users to. */
function openSignIn(auth: FakeAuthClient) {
  const router = createMemoryRouter(
    [
      { Component: SignedOutOnly, children: [{ path: paths.signIn, element: <h1>Sign-in page</h1> }] },
      { path: paths.app, element: <h1>Portal</h1> },
    ],
    { initialEntries: [paths.signIn] },
  );
  render(
    <AuthProvider client={auth}>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return router;
}

describe('<SignedOutOnly>', () => {
  it('shows the page at once, while the auth client is still starting', () => {
    const router = openSignIn(fakeAuthClient({ loading: true, accounts: [ANA], signedInAs: ANA.email }));
    expect(screen.getByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.signIn);
  });

  it('keeps showing the page once the visitor turns out to be signed out', () => {
    const auth = fakeAuthClient({ loading: true, accounts: [ANA] });
    const router = openSignIn(auth);
    act(() => { auth.settle(); });
    expect(auth.getState()).toBe('signedOut');
    expect(screen.getByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.signIn);
  });

  it('goes to the portal when a stored session turns out to exist', async () => {
    const auth = fakeAuthClient({ loading: true, accounts: [ANA], signedInAs: ANA.email });
    const router = openSignIn(auth);
    act(() => { auth.settle(); });
    expect(await screen.findByRole('heading', { name: 'Portal' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.app);
    expect(screen.queryByRole('heading', { name: 'Sign-in page' })).toBeNull();
  });

  it('goes to the portal when the visitor signs in', async () => {
    const auth = fakeAuthClient({ accounts: [ANA] });
    const router = openSignIn(auth);
    await act(async () => { await auth.signIn(ANA.email, ANA.password); });
    expect(await screen.findByRole('heading', { name: 'Portal' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.app);
  });

  it('sends an already signed-in user straight to the portal', async () => {
    openSignIn(fakeAuthClient({ accounts: [ANA], signedInAs: ANA.email }));
    expect(await screen.findByRole('heading', { name: 'Portal' })).toBeTruthy();
  });
});
