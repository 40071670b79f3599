import { describe, expect, it, vi } from 'vitest';
import { fakeAuthClient } from '../testing/fakeAuthClient.ts';
import type { FakeAccount, FakeAuthClient } from '../testing/fakeAuthClient.ts';
import type { AuthClient } from './authClient.ts';
import { lazyAuthClient } from './lazyAuthClient.ts';
import type { LazyAuthOptions } from './lazyAuthClient.ts';

const ANA: FakeAccount = {
  email: 'ana@example.com',
  password: 'correct horse battery',
  user: { id: 'u-ana', email: 'ana@example.com', displayName: 'Ana Lima', locale: 'pt', isAnonymous: false },
};

/** A lazy client whose inner client arrives when the test says so, as nhost-js does when its chunk has downloaded. */
function lazyOver(inner: FakeAuthClient) {
  let arrive: (client: AuthClient) => void = () => undefined;
  const client = lazyAuthClient(() => new Promise<AuthClient>((resolve) => { arrive = resolve; }));
  return {
    client,
    /** Delivers the inner client and lets the promises that wait for it run. */
    arrive: async () => {
      arrive(inner);
      await vi.waitFor(() => { expect(client.getState()).not.toBe('loading'); });
    },
  };
}

describe('lazyAuthClient', () => {
  it('is loading, with no user and no token, until the inner client arrives', async () => {
    const inner = fakeAuthClient({ accounts: [ANA], signedInAs: ANA.email });
    const { client, arrive } = lazyOver(inner);
    expect(client.getState()).toBe('loading');
    expect(client.getUser()).toBeNull();
    expect(client.getAccessToken()).toBeNull();
    await arrive();
    expect(client.getState()).toBe('signedIn');
    expect(client.getUser()).toEqual(ANA.user);
    expect(client.getAccessToken()).toBe(inner.getAccessToken());
  });

  it('tells listeners registered early the state once the inner client arrives, and every change after', async () => {
    const inner = fakeAuthClient({ accounts: [ANA], signedInAs: ANA.email });
    const { client, arrive } = lazyOver(inner);
    const states: string[] = [];
    client.onStateChanged((state) => { states.push(state); });
    const unsubscribed = vi.fn();
    client.onStateChanged(unsubscribed)();
    await arrive();
    expect(states).toEqual(['signedIn']);
    await inner.signOut();
    expect(states).toEqual(['signedIn', 'signedOut']);
    expect(unsubscribed).not.toHaveBeenCalled();
  });

  it('makes calls made before loading wait, then reach the inner client', async () => {
    const inner = fakeAuthClient({ accounts: [ANA] });
    const { client, arrive } = lazyOver(inner);
    let ready: string | null = null;
    void client.whenReady().then((state) => { ready = state; });
    const signingIn = client.signIn(ANA.email, ANA.password);
    await Promise.resolve();
    expect(ready).toBeNull();
    expect(inner.calls).toEqual([]);
    await arrive();
    expect(await signingIn).toEqual({ isSuccess: true, needsEmailVerification: false, error: null });
    expect(inner.calls).toEqual([{ kind: 'signIn', email: ANA.email, password: ANA.password }]);
    expect(ready).toBe('signedOut');
    expect(client.getState()).toBe('signedIn');
  });

  it('passes every other call through to the inner client', async () => {
    const inner = fakeAuthClient({ accounts: [ANA], signedInAs: ANA.email });
    const { client, arrive } = lazyOver(inner);
    const calls = Promise.all([
      client.requestPasswordReset(ANA.email, '/change-password'),
      client.changePassword('a new long password'),
      client.signInWithRefreshToken('unknown'),
      client.signOut(),
    ]);
    await arrive();
    await calls;
    expect(inner.calls.map((call) => call.kind)).toEqual([
      'requestPasswordReset', 'changePassword', 'signInWithRefreshToken', 'signOut',
    ]);
  });

  it('forwards token changes', async () => {
    const inner = fakeAuthClient({ accounts: [ANA] });
    const { client, arrive } = lazyOver(inner);
    const tokens: (string | null)[] = [];
    client.onTokenChanged((token) => { tokens.push(token); });
    await arrive();
    await client.signIn(ANA.email, ANA.password);
    expect(tokens).toEqual([inner.getAccessToken()]);
    expect(tokens[0]).toMatch(/^[\w-]+\.[\w-]+\.fake-signature$/);
    await client.signOut();
    expect(tokens.at(-1)).toBeNull();
  });
});

describe('lazyAuthClient, loading when first needed', () => {
  function deferred(inner: FakeAuthClient, early?: LazyAuthOptions<AuthClient>['early']) {
    const load = vi.fn(() => Promise.resolve<AuthClient>(inner));
    let firstUse: () => void = () => undefined;
    const client = lazyAuthClient(load, { startNow: false, startOn: (start) => { firstUse = start; }, early });
    return { client, load, firstUse: () => { firstUse(); } };
  }

  it('does not load until the page is first used, and is loading until then', async () => {
    const inner = fakeAuthClient({ accounts: [ANA] });
    const { client, load, firstUse } = deferred(inner);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(client.getState()).toBe('loading');
    firstUse();
    firstUse();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => { expect(client.getState()).toBe('signedOut'); });
  });

  it('loads for the first call that needs the inner client, once', async () => {
    const inner = fakeAuthClient({ accounts: [ANA] });
    const { client, load } = deferred(inner);
    const [ready, signedIn] = await Promise.all([client.whenReady(), client.signIn(ANA.email, ANA.password)]);
    expect(ready).toBe('signedOut');
    expect(signedIn.isSuccess).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.getState()).toBe('signedIn');
  });

  it('answers the early calls without loading, and loads when one of them reaches for the inner client', async () => {
    const inner = fakeAuthClient({ accounts: [ANA], providers: [{ id: 'oidc', name: 'Company SSO' }] });
    let reach: () => Promise<AuthClient> = () => Promise.reject(new Error('not given'));
    const { client, load } = deferred(inner, (innerClient) => {
      reach = innerClient;
      return { signInProviders: () => Promise.resolve([{ id: 'early', name: 'Early' }]) };
    });
    expect(await client.signInProviders()).toEqual([{ id: 'early', name: 'Early' }]);
    expect(load).not.toHaveBeenCalled();
    // The calls not given early still go to the inner client.
    const controller = new AbortController();
    const autofill = client.signInWithPasskeyAutofill(controller.signal);
    controller.abort();
    expect(await autofill).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await reach()).toBe(inner);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
