import { NhostClient } from '@nhost/nhost-js';
import type { AuthErrorPayload, NhostSession, User } from '@nhost/nhost-js';
import { serviceUrls } from '../config/serviceUrls.ts';
import { authCall, fetchSignInProviders } from './authCall.ts';
import type { AuthClient, AuthError, AuthState, AuthUser, SignInResult } from './authClient.ts';
import { signInWithPasskeyAutofill } from './passkeyAutofill.ts';
import { moveStoredSessionToCookies } from './sessionCookie.ts';

/** The role every sign-up asks for (spec §6); the portal's data requests use it too. */
export const DEFAULT_ROLE = 'investor';
/** The locale new accounts get: the portal's default language (spec §9). */
export const SIGN_UP_LOCALE = 'pt';

function toUser(user: User | null): AuthUser | null {
  if (!user) return null;
  return {
    id: user.id,
    email: user.email ?? null,
    displayName: user.displayName,
    locale: user.locale,
    isAnonymous: user.isAnonymous,
    metadata: user.metadata,
  };
}

function toError(error: AuthErrorPayload): AuthError {
  return { status: error.status, error: error.error, message: error.message };
}

/**
 * A 401 whose error is `unverified-user` or whose message says the e-mail is not verified: the account exists and
 * must be verified before it can sign in (spec §4, "Signed-out substates").
 */
export function isUnverified(error: AuthErrorPayload | AuthError | null): boolean {
  if (!error) return false;
  return error.error === 'unverified-user' || /email is not verified/i.test(error.message);
}

function sessionResult(session: NhostSession | null, error: AuthErrorPayload | null, mfa: { ticket: string } | null = null): SignInResult {
  if (error) return { isSuccess: false, needsEmailVerification: isUnverified(error), error: toError(error) };
  // The password was right, and a code is asked next (the spec's "needs MFA" state).
  if (mfa) return { isSuccess: false, needsEmailVerification: false, error: null, mfaTicket: mfa.ticket };
  return { isSuccess: session !== null, needsEmailVerification: session === null, error: null };
}

/** The product's client, and the step the passkey autofill needs of it when it runs without it (lazyAuthClient). */
export interface NhostAuthClient extends AuthClient {
  /** Makes the session of a sign-in's answer (`{session}` or `{mfa}`) the client's own. */
  adoptSignIn(answer: unknown): Promise<SignInResult>;
}

/**
 * The real client: `@nhost/nhost-js` 3.x, unmodified, with the four service URLs under one backend URL. It imports
 * a stored refresh token on start, refreshes on its own timer, signs in from a `refreshToken` in the address (the
 * e-mail verification link lands there), and tells other tabs about token changes and sign-out. The refresh token is
 * kept in nhost-js's cookie storage (spec §9: 30 days, SameSite=Lax, path /).
 */
export function nhostAuthClient(backendUrl: string): NhostAuthClient {
  moveStoredSessionToCookies();
  const urls = serviceUrls(backendUrl);
  const nhost = new NhostClient({
    ...urls,
    autoSignIn: true,
    autoRefreshToken: true,
    clientStorageType: 'cookie',
  });
  const { auth } = nhost;

  /**
   * nhost-js 3.3.1 keeps the service's refusal of either step of the SMS sign-in among its state machine's
   * registration errors, but answers the call with its authentication errors, which are empty: a wrong code would be
   * a failure without a reason. The reason is read back from the machine.
   */
  const smsStepError = (error: AuthErrorPayload | null): AuthErrorPayload | null =>
    error ?? auth.client.interpreter?.getSnapshot().context.errors.registration ?? null;

  // nhost-js tells its listeners about sign-in and sign-out only; a user read again (refreshUser) is told here.
  const userListeners = new Set<() => void>();

  /**
   * Makes the session a sign-in answered (`{session}` or `{mfa}`) the client's own: nhost-js takes it through its
   * refresh token, and the session it replaces is signed out on the server, so it does not linger until it expires.
   */
  const continueFrom = async (data: unknown): Promise<SignInResult> => {
    const { session, mfa } = (data ?? {}) as { session?: { refreshToken?: unknown } | null; mfa?: { ticket?: unknown } | null };
    if (typeof mfa?.ticket === 'string') return { isSuccess: false, needsEmailVerification: false, error: null, mfaTicket: mfa.ticket };
    if (typeof session?.refreshToken !== 'string') {
      return { isSuccess: false, needsEmailVerification: false, error: { status: 500, error: 'invalid-response', message: 'No session in the answer' } };
    }
    const previous = auth.getSession()?.refreshToken ?? null;
    const { session: taken, error } = await auth.refreshSession(session.refreshToken);
    if (!error && previous) await authCall(urls.authUrl, undefined, 'POST', '/signout', { refreshToken: previous });
    return sessionResult(taken, error);
  };

  const getState = (): AuthState => {
    const status = auth.getAuthenticationStatus();
    if (status.isLoading) return 'loading';
    return status.isAuthenticated ? 'signedIn' : 'signedOut';
  };

  return {
    adoptSignIn: continueFrom,
    getState,
    whenReady: async () => {
      await auth.isAuthenticatedAsync();
      return getState();
    },
    getUser: () => toUser(auth.getUser()),
    getAccessToken: () => auth.getAccessToken() ?? null,
    onStateChanged: (listener) => {
      // nhost-js types its unsubscribe as a bare `Function`; it takes no argument and returns nothing.
      const off = auth.onAuthStateChanged(() => { listener(getState()); }) as () => void;
      const onUser = () => { listener(getState()); };
      userListeners.add(onUser);
      return () => { off(); userListeners.delete(onUser); };
    },
    onTokenChanged: (listener) => {
      const off = auth.onTokenChanged((session) => { listener(session?.accessToken ?? null); }) as () => void;
      return () => { off(); };
    },
    signIn: async (email, password) => {
      const { session, mfa, error } = await auth.signIn({ email, password });
      return sessionResult(session, error, mfa);
    },
    signInWithTotp: async (ticket, code) => {
      const { session, error } = await auth.signIn({ ticket, otp: code });
      return sessionResult(session, error);
    },
    generateTotp: async () => {
      const { data, error } = await authCall(urls.authUrl, auth.getAccessToken(), 'GET', '/mfa/totp/generate');
      const { imageUrl, totpSecret } = (data ?? {}) as { imageUrl?: unknown; totpSecret?: unknown };
      const enrolment = typeof imageUrl === 'string' && typeof totpSecret === 'string' ? { imageUrl, secret: totpSecret } : null;
      return { enrolment, error: error ?? (enrolment ? null : { status: 500, error: 'invalid-response', message: 'No TOTP secret in the answer' }) };
    },
    setTotp: async (code, enabled) => {
      const { error } = await authCall(urls.authUrl, auth.getAccessToken(), 'POST', '/user/mfa', { code, activeMfaType: enabled ? 'totp' : '' });
      return { isSuccess: !error, error };
    },
    generateRecoveryCodes: async (code) => {
      const { data, error } = await authCall(urls.authUrl, auth.getAccessToken(), 'POST', '/mfa/recovery-codes', { code });
      const { recoveryCodes } = (data ?? {}) as { recoveryCodes?: unknown };
      const codes = Array.isArray(recoveryCodes) && recoveryCodes.every((one) => typeof one === 'string') ? recoveryCodes : null;
      return { codes, error: error ?? (codes ? null : { status: 500, error: 'invalid-response', message: 'No recovery codes in the answer' }) };
    },
    recoveryCodesLeft: async () => {
      const { data, error } = await authCall(urls.authUrl, auth.getAccessToken(), 'GET', '/mfa/recovery-codes');
      const { remaining } = (data ?? {}) as { remaining?: unknown };
      return { remaining: typeof remaining === 'number' ? remaining : null, error };
    },
    signInWithPasskey: async () => {
      const { session, error } = await auth.signInSecurityKey();
      return sessionResult(session, error);
    },
    signInWithPasskeyAutofill: (signal) => signInWithPasskeyAutofill(
      (method, path, body) => authCall(urls.authUrl, undefined, method, path, body), continueFrom, signal,
    ),
    addPasskey: async (nickname) => {
      const { error } = await auth.addSecurityKey(nickname.trim() || undefined);
      return { isSuccess: !error, error: error ? toError(error) : null };
    },
    totpEnabled: async () => {
      const { data, error } = await authCall(urls.authUrl, auth.getAccessToken(), 'GET', '/user');
      return { enabled: (data as { activeMfaType?: unknown } | null)?.activeMfaType === 'totp', error };
    },
    signUp: async ({ email, password, firstName, lastName, redirectTo }) => {
      const { session, error } = await auth.signUp({
        email,
        password,
        options: {
          displayName: `${firstName} ${lastName}`.trim(),
          defaultRole: DEFAULT_ROLE,
          locale: SIGN_UP_LOCALE,
          metadata: { firstName, lastName },
          redirectTo,
        },
      });
      return sessionResult(session, error);
    },
    signInWithRefreshToken: async (refreshToken) => {
      const { session, error } = await auth.refreshSession(refreshToken);
      return sessionResult(session, error);
    },
    requestSmsCode: async (phoneNumber, locale) => {
      // nhost-js's first step of the SMS sign-in: no session, its state becomes "needs OTP".
      const { error } = await auth.signIn({ phoneNumber, options: { locale, defaultRole: DEFAULT_ROLE } });
      const refused = smsStepError(error);
      return { isSuccess: !refused, error: refused ? toError(refused) : null };
    },
    signInWithSmsCode: async (phoneNumber, code) => {
      const { session, error } = await auth.signIn({ phoneNumber, otp: code });
      return sessionResult(session, session ? null : smsStepError(error));
    },
    requestPasswordReset: async (email, redirectTo) => {
      const { error } = await auth.resetPassword({ email, options: { redirectTo } });
      return { isSuccess: !error, error: error ? toError(error) : null };
    },
    changePassword: async (newPassword) => {
      const { error } = await auth.changePassword({ newPassword });
      return { isSuccess: !error, error: error ? toError(error) : null };
    },
    reauthenticate: async (password) => {
      // nhost-js refuses to sign in while signed in, so the call is made here and its session handed to nhost-js.
      const email = auth.getUser()?.email;
      if (!email) return { isSuccess: false, needsEmailVerification: false, error: { status: 401, error: 'unauthenticated-user', message: 'User is not authenticated' } };
      const { data, error } = await authCall(urls.authUrl, undefined, 'POST', '/signin/email-password', { email, password });
      return error ? { isSuccess: false, needsEmailVerification: false, error } : continueFrom(data);
    },
    reauthenticateWithTotp: async (ticket, code) => {
      const { data, error } = await authCall(urls.authUrl, undefined, 'POST', '/signin/mfa/totp', { ticket, otp: code });
      return error ? { isSuccess: false, needsEmailVerification: false, error } : continueFrom(data);
    },
    sendVerificationEmail: async (email, redirectTo) => {
      const { error } = await auth.sendVerificationEmail({ email, options: { redirectTo } });
      return { isSuccess: !error, error: error ? toError(error) : null };
    },
    changeEmail: async (newEmail, redirectTo) => {
      const { error } = await auth.changeEmail({ newEmail, options: { redirectTo } });
      return { isSuccess: !error, error: error ? toError(error) : null };
    },
    refreshUser: async () => {
      // A new session carries the user as the service has it now.
      const { error } = await auth.refreshSession();
      for (const listener of userListeners) listener();
      return { isSuccess: !error, error: error ? toError(error) : null };
    },
    signOut: async () => {
      const { error } = await auth.signOut();
      return { isSuccess: !error, error: error ? toError(error) : null };
    },
    signInProviders: () => fetchSignInProviders(urls.authUrl),
    signInWithProvider: async (provider, redirectTo) => {
      // nhost-js builds the address (options in the query, redirectTo made absolute) and leaves the page for it. Its
      // types name only hasura-auth's providers; the generic OpenID Connect one (`oidc`) is this server's own.
      await auth.signIn({ provider: provider as 'google', options: { redirectTo } });
    },
  };
}
