import type { AuthClient, AuthState } from './authClient.ts';

export interface LazyAuthOptions<C extends AuthClient> {
  /**
   * Whether to start loading at once (the default). When not, loading starts with the first call that needs the
   * client (whenReady, a sign-in, a route that asks for the session) or when `startOn` says so: a visitor with no
   * session on the sign-in page need not pay for nhost-js's start-up while the page is still being read.
   */
  startNow?: boolean;
  /** Called once with the function that starts loading, for the caller to call when the page is first used. */
  startOn?: (start: () => void) => void;
  /**
   * Calls answered without the inner client (they need only the auth API, not a session), given a way to reach the
   * inner client, loading it, for the step of theirs that does.
   */
  early?: (inner: () => Promise<C>) => Partial<Pick<AuthClient, 'signInProviders' | 'signInWithPasskeyAutofill'>>;
}

/**
 * An auth client whose implementation arrives later: the portal's first page renders while nhost-js (about 45 KB of
 * compressed JavaScript with its state machine) downloads beside it, or is loaded only when first needed. Until it
 * has arrived and imported any stored session, the state is `loading`; every call waits for it, and listeners
 * registered early are carried over, so callers cannot tell the difference.
 */
export function lazyAuthClient<C extends AuthClient>(load: () => Promise<C>, options: LazyAuthOptions<C> = {}): AuthClient {
  let inner: C | null = null;
  let loading: Promise<C> | null = null;
  const stateListeners = new Set<(state: AuthState) => void>();
  const tokenListeners = new Set<(token: string | null) => void>();

  const start = (): Promise<C> => loading ??= load().then((client) => {
    inner = client;
    client.onStateChanged((state) => { for (const listener of stateListeners) listener(state); });
    client.onTokenChanged((token) => { for (const listener of tokenListeners) listener(token); });
    // The state seen so far was `loading`; tell everyone what it is now, whether or not it changes again.
    const state = client.getState();
    for (const listener of stateListeners) listener(state);
    return client;
  });
  if (options.startNow ?? true) void start();
  else options.startOn?.(() => { void start(); });
  const early = options.early?.(start) ?? {};

  const later = async <T>(call: (client: AuthClient) => Promise<T>): Promise<T> => call(await start());

  return {
    getState: () => inner?.getState() ?? 'loading',
    whenReady: () => later((client) => client.whenReady()),
    getUser: () => inner?.getUser() ?? null,
    getAccessToken: () => inner?.getAccessToken() ?? null,
    onStateChanged: (listener) => {
      stateListeners.add(listener);
      return () => { stateListeners.delete(listener); };
    },
    onTokenChanged: (listener) => {
      tokenListeners.add(listener);
      return () => { tokenListeners.delete(listener); };
    },
    signIn: (email, password) => later((client) => client.signIn(email, password)),
    signUp: (input) => later((client) => client.signUp(input)),
    signInWithRefreshToken: (token) => later((client) => client.signInWithRefreshToken(token)),
    signInWithTotp: (ticket, code) => later((client) => client.signInWithTotp(ticket, code)),
    generateTotp: () => later((client) => client.generateTotp()),
    setTotp: (code, enabled) => later((client) => client.setTotp(code, enabled)),
    generateRecoveryCodes: (code) => later((client) => client.generateRecoveryCodes(code)),
    recoveryCodesLeft: () => later((client) => client.recoveryCodesLeft()),
    signInWithPasskey: () => later((client) => client.signInWithPasskey()),
    signInWithPasskeyAutofill: early.signInWithPasskeyAutofill ?? ((signal) => later((client) => client.signInWithPasskeyAutofill(signal))),
    addPasskey: (nickname) => later((client) => client.addPasskey(nickname)),
    totpEnabled: () => later((client) => client.totpEnabled()),
    requestSmsCode: (phoneNumber, locale) => later((client) => client.requestSmsCode(phoneNumber, locale)),
    signInWithSmsCode: (phoneNumber, code) => later((client) => client.signInWithSmsCode(phoneNumber, code)),
    requestPasswordReset: (email, redirectTo) => later((client) => client.requestPasswordReset(email, redirectTo)),
    changePassword: (password) => later((client) => client.changePassword(password)),
    reauthenticate: (password) => later((client) => client.reauthenticate(password)),
    reauthenticateWithTotp: (ticket, code) => later((client) => client.reauthenticateWithTotp(ticket, code)),
    sendVerificationEmail: (email, redirectTo) => later((client) => client.sendVerificationEmail(email, redirectTo)),
    changeEmail: (newEmail, redirectTo) => later((client) => client.changeEmail(newEmail, redirectTo)),
    refreshUser: () => later((client) => client.refreshUser()),
    signOut: () => later((client) => client.signOut()),
    signInProviders: early.signInProviders ?? (() => later((client) => client.signInProviders())),
    signInWithProvider: (provider, redirectTo) => later((client) => client.signInWithProvider(provider, redirectTo)),
  };
}
