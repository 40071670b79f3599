import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient } from '../../testing/fakeAuthClient.ts';
import type { FakeAccount } from '../../testing/fakeAuthClient.ts';
import { selectedOrganization } from '../organizations/organizationSelection.ts';
import { paths } from '../paths.ts';
import { logout } from './logout.ts';

const ANA: FakeAccount = {
  email: 'ana@example.com',
  password: 'correct horse battery',
  user: { id: 'u-ana', email: 'ana@example.com', displayName: 'Ana Lima', locale: 'pt', isAnonymous: false },
};

const signedIn = (options: Parameters<typeof fakeAuthClient>[0] = {}) =>
  fakeAuthClient({ accounts: [ANA], signedInAs: ANA.email, ...options });

describe('logout', () => {
  beforeEach(() => { selectedOrganization.set('org-1'); });
  afterEach(() => { vi.restoreAllMocks(); });

  it('clears the selected organization', async () => {
    await logout(signedIn(), vi.fn());
    expect(selectedOrganization.get()).toBeNull();
    expect(localStorage.getItem('selectedOrganization')).toBeNull();
  });

  it('signs out, then reloads on the sign-in page', async () => {
    const auth = signedIn();
    const reload = vi.fn((url: string) => {
      // The reload comes last: the session is already over when the page goes.
      expect(auth.getState()).toBe('signedOut');
      return url;
    });
    await logout(auth, reload);
    expect(auth.calls).toEqual([{ kind: 'signOut' }]);
    expect(reload).toHaveBeenCalledExactlyOnceWith(paths.signIn);
  });

  it('still leaves when the sign-out answers with an error, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    await logout(signedIn({ offline: true }), reload);
    expect(logged).toHaveBeenCalledWith('Sign-out failed', expect.objectContaining({ error: 'network' }));
    expect(reload).toHaveBeenCalledExactlyOnceWith(paths.signIn);
    expect(selectedOrganization.get()).toBeNull();
  });

  it('still leaves when the sign-out throws, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('Failed to fetch');
    const auth = { ...signedIn(), signOut: () => Promise.reject(failure) };
    const reload = vi.fn();
    await logout(auth, reload);
    expect(logged).toHaveBeenCalledWith('Sign-out failed', failure);
    expect(reload).toHaveBeenCalledExactlyOnceWith(paths.signIn);
  });
});
