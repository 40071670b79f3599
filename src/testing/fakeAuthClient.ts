import { DEFAULT_PASSWORD_MIN_LENGTH } from '../../common/passwordRule.ts';
import { normaliseRecoveryCode } from '../../common/recoveryCode.ts';
import type {
  ActionResult, AuthClient, AuthError, AuthState, AuthUser, SignInProvider, SignInResult, SignUpInput,
} from '../auth/authClient.ts';

/** A registered account of the fake service. */
export interface FakeAccount {
  email: string;
  password: string;
  user: AuthUser;
  /** True until the account's e-mail is verified: sign-in then answers `unverified-user`. */
  unverified?: boolean;
  /** The mobile number a code by SMS signs the account in with (E.164). */
  phoneNumber?: string;
  /** The account's unspent recovery codes (two-step verification); `generateRecoveryCodes` replaces them. */
  recoveryCodes?: string[];
}

/** The one code the fake's SMS ever carries; it works once per request for a code. */
export const FAKE_SMS_CODE = '654321';
/** The one code the fake's authenticator app ever shows (the fake has no clock). */
export const FAKE_TOTP_CODE = '123456';
/** The secret the fake hands out for enrolment, and a QR code image of one pixel standing for it. */
export const FAKE_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
/** The set of recovery codes the fake makes, always the same (the service's are random). */
export const FAKE_RECOVERY_CODES: readonly string[] = [
  '3F7KQ-9M2XP', 'A8D4R-T6WZC', 'H2N5V-K9QB7', 'M4X8E-P3JR6', 'Q7C2W-Z5TN8', 'R9B3K-F6HM2', 'T5J8P-W2DX4', 'V6Q4N-C8ZA3',
  'X2M7G-R5KE9', 'Z8T3H-J4NW6',
];
const FAKE_QR = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export interface FakeAuthOptions {
  accounts?: FakeAccount[];
  /** Start signed in as this account's user. */
  signedInAs?: string;
  /** Start in the loading state until `settle()` is called. */
  loading?: boolean;
  /** The refresh tokens `/sign-in-redirect` accepts, each for an account's e-mail. */
  refreshTokens?: Record<string, string>;
  /** Make every call fail as the network would (status 0). */
  offline?: boolean;
  /**
   * The account whose passkey this "device" holds: the passkey sign-in signs it in. Without one, the browser's dialog
   * is cancelled (NotAllowedError), as when the device has no passkey for the portal.
   */
  passkeyFor?: string;
  /** What the browser answers when a passkey is added; success (the passkey is made) when absent. */
  addPasskeyError?: AuthError;
  /** The sign-in providers the service offers (none by default). */
  providers?: SignInProvider[];
}

/** Every call the fake received, in order, for tests to assert on. */
export type FakeAuthCall =
  | { kind: 'signIn'; email: string; password: string }
  | { kind: 'signUp'; input: SignUpInput }
  | { kind: 'signInWithRefreshToken'; refreshToken: string }
  | { kind: 'signInWithTotp'; ticket: string; code: string }
  | { kind: 'generateTotp' }
  | { kind: 'setTotp'; code: string; enabled: boolean }
  | { kind: 'generateRecoveryCodes'; code: string }
  | { kind: 'signInWithPasskey' }
  | { kind: 'signInWithPasskeyAutofill' }
  | { kind: 'addPasskey'; nickname: string }
  | { kind: 'requestSmsCode'; phoneNumber: string; locale: string }
  | { kind: 'signInWithSmsCode'; phoneNumber: string; code: string }
  | { kind: 'requestPasswordReset'; email: string; redirectTo: string }
  | { kind: 'changePassword'; newPassword: string }
  | { kind: 'reauthenticate'; password: string }
  | { kind: 'reauthenticateWithTotp'; ticket: string; code: string }
  | { kind: 'sendVerificationEmail'; email: string; redirectTo: string }
  | { kind: 'changeEmail'; newEmail: string; redirectTo: string }
  | { kind: 'refreshUser' }
  | { kind: 'signOut' }
  | { kind: 'signInWithProvider'; provider: string; redirectTo: string };

export interface FakeAuthClient extends AuthClient {
  readonly calls: FakeAuthCall[];
  /** Leaves the loading state (signed out, or signed in with `signedInAs`). */
  settle(): void;
  /** The server's rule for new passwords, checked by signUp and changePassword like the real service's. */
  minPasswordLength: number;
  /** Changes the signed-in user as the service has them (a rename saved elsewhere); refreshUser() then reads it. */
  updateAccount(changes: Partial<Pick<AuthUser, 'displayName' | 'locale'>>): void;
}

const NETWORK_ERROR: AuthError = { status: 0, error: 'network', message: 'Network Error' };
const UNAUTHENTICATED: AuthError = { status: 401, error: 'unauthenticated-user', message: 'User is not authenticated' };
/** nhost-js's own e-mail check (spec §5), made before anything is sent. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const fail = (error: AuthError) => ({ isSuccess: false, needsEmailVerification: false, error });

/** A fake token: the shape of a JWT whose payload expires in 15 minutes; nothing ever verifies its signature. */
function fakeToken(user: AuthUser): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + 15 * 60;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: user.id, exp })}.fake-signature`;
}

/**
 * An in-memory stand-in for the auth service, for component tests and the mock environment (`npm run dev:mock`):
 * the same answers, errors and state changes as nhost-js gives the portal, with no server.
 */
export function fakeAuthClient(options: FakeAuthOptions = {}): FakeAuthClient {
  const accounts = new Map((options.accounts ?? []).map((account) => [account.email.toLowerCase(), account]));
  const stateListeners = new Set<(state: AuthState) => void>();
  const tokenListeners = new Set<(token: string | null) => void>();
  const calls: FakeAuthCall[] = [];
  let state: AuthState = options.loading ? 'loading' : options.signedInAs ? 'signedIn' : 'signedOut';
  let user: AuthUser | null = options.signedInAs ? accounts.get(options.signedInAs.toLowerCase())?.user ?? null : null;
  let token: string | null = user ? fakeToken(user) : null;
  let ready: () => void = () => undefined;
  const readyPromise = new Promise<void>((resolve) => { ready = resolve; });
  if (state !== 'loading') ready();

  const become = (next: AuthState, nextUser: AuthUser | null) => {
    state = next;
    user = nextUser;
    token = nextUser ? fakeToken(nextUser) : null;
    for (const listener of stateListeners) listener(state);
    for (const listener of tokenListeners) listener(token);
  };
  const signedIn = (account: FakeAccount): SignInResult => {
    become('signedIn', account.user);
    return { isSuccess: true, needsEmailVerification: false, error: null };
  };
  const done = (error: AuthError | null = null): ActionResult => ({ isSuccess: error === null, error });
  // Accounts made by a code by SMS, and the numbers a code was sent to and not used yet.
  const phoneAccounts = new Map<string, FakeAccount>();
  const smsCodesSent = new Set<string>();
  const signedInAccount = (): FakeAccount | undefined =>
    state === 'signedIn' && user ? [...accounts.values()].find((candidate) => candidate.user.id === user?.id) : undefined;
  /** Spends one of the account's recovery codes, however it was typed; false when it has no such code. */
  const spendRecoveryCode = (account: FakeAccount, typed: string): boolean => {
    const normalised = normaliseRecoveryCode(typed);
    const index = (account.recoveryCodes ?? []).findIndex((code) => normaliseRecoveryCode(code) === normalised);
    if (normalised === null || index < 0) return false;
    account.recoveryCodes?.splice(index, 1);
    return true;
  };
  const accountByPhone = (phoneNumber: string): FakeAccount | undefined =>
    [...accounts.values()].find((account) => account.phoneNumber === phoneNumber) ?? phoneAccounts.get(phoneNumber);

  const client: FakeAuthClient = {
    calls,
    minPasswordLength: DEFAULT_PASSWORD_MIN_LENGTH,
    settle: () => {
      if (state !== 'loading') return;
      become(user ? 'signedIn' : 'signedOut', user);
      ready();
    },
    getState: () => state,
    whenReady: async () => {
      await readyPromise;
      return state;
    },
    getUser: () => user,
    getAccessToken: () => token,
    onStateChanged: (listener) => {
      stateListeners.add(listener);
      return () => { stateListeners.delete(listener); };
    },
    onTokenChanged: (listener) => {
      tokenListeners.add(listener);
      return () => { tokenListeners.delete(listener); };
    },
    signIn: async (email, password) => {
      calls.push({ kind: 'signIn', email, password });
      await Promise.resolve();
      if (options.offline) return fail(NETWORK_ERROR);
      if (state === 'signedIn') return fail({ status: 20, error: 'already-signed-in', message: 'User is already signed in' });
      const account = accounts.get(email.toLowerCase());
      if (!account || account.password !== password) {
        return fail({ status: 401, error: 'invalid-email-password', message: 'Incorrect email or password' });
      }
      if (account.unverified) {
        return { isSuccess: false, needsEmailVerification: true, error: { status: 401, error: 'unverified-user', message: 'Email is not verified' } };
      }
      if (account.user.totpEnabled) return { isSuccess: false, needsEmailVerification: false, error: null, mfaTicket: `mfaTotp:${account.email}` };
      return signedIn(account);
    },
    signInWithTotp: async (ticket, code) => {
      calls.push({ kind: 'signInWithTotp', ticket, code });
      await Promise.resolve();
      if (options.offline) return fail(NETWORK_ERROR);
      const account = accounts.get(ticket.replace(/^mfaTotp:/, '').toLowerCase());
      if (!account || !ticket.startsWith('mfaTotp:')) return fail({ status: 401, error: 'invalid-ticket', message: 'Invalid ticket' });
      if (code !== FAKE_TOTP_CODE && !spendRecoveryCode(account, code)) return fail({ status: 401, error: 'invalid-totp', message: 'Invalid TOTP code' });
      return signedIn(account);
    },
    generateTotp: async () => {
      calls.push({ kind: 'generateTotp' });
      await Promise.resolve();
      if (options.offline) return { enrolment: null, error: NETWORK_ERROR };
      if (state !== 'signedIn') return { enrolment: null, error: UNAUTHENTICATED };
      return { enrolment: { imageUrl: FAKE_QR, secret: FAKE_TOTP_SECRET }, error: null };
    },
    totpEnabled: async () => {
      await Promise.resolve();
      if (options.offline) return { enabled: false, error: NETWORK_ERROR };
      return { enabled: user?.totpEnabled === true, error: null };
    },
    setTotp: async (code, enabled) => {
      calls.push({ kind: 'setTotp', code, enabled });
      await Promise.resolve();
      if (options.offline) return done(NETWORK_ERROR);
      if (state !== 'signedIn' || !user) return done(UNAUTHENTICATED);
      const account = [...accounts.values()].find((candidate) => candidate.user.id === user?.id);
      // Off, a recovery code also does (a lost phone).
      const byRecoveryCode = !enabled && account !== undefined && code !== FAKE_TOTP_CODE && spendRecoveryCode(account, code);
      if (code !== FAKE_TOTP_CODE && !byRecoveryCode) return done({ status: 401, error: 'invalid-totp', message: 'Invalid TOTP code' });
      const changed: AuthUser = { ...user, totpEnabled: enabled };
      if (account) account.user = changed;
      if (account && !enabled) account.recoveryCodes = [];
      become('signedIn', changed);
      return done();
    },
    generateRecoveryCodes: async (code) => {
      calls.push({ kind: 'generateRecoveryCodes', code });
      await Promise.resolve();
      if (options.offline) return { codes: null, error: NETWORK_ERROR };
      const account = signedInAccount();
      if (!account) return { codes: null, error: UNAUTHENTICATED };
      if (account.user.totpEnabled !== true) return { codes: null, error: { status: 401, error: 'disabled-mfa-totp', message: 'User does not have TOTP MFA enabled' } };
      if (code !== FAKE_TOTP_CODE) return { codes: null, error: { status: 401, error: 'invalid-totp', message: 'Invalid TOTP code' } };
      account.recoveryCodes = [...FAKE_RECOVERY_CODES];
      return { codes: [...FAKE_RECOVERY_CODES], error: null };
    },
    recoveryCodesLeft: async () => {
      await Promise.resolve();
      if (options.offline) return { remaining: null, error: NETWORK_ERROR };
      const account = signedInAccount();
      if (!account) return { remaining: null, error: UNAUTHENTICATED };
      return { remaining: account.recoveryCodes?.length ?? 0, error: null };
    },
    signInWithPasskey: async () => {
      calls.push({ kind: 'signInWithPasskey' });
      await Promise.resolve();
      if (options.offline) return fail(NETWORK_ERROR);
      const account = options.passkeyFor ? accounts.get(options.passkeyFor.toLowerCase()) : undefined;
      if (!account) return fail({ status: 1, error: 'NotAllowedError', message: 'The operation either timed out or was not allowed.' });
      return signedIn(account);
    },
    // Nobody picks a passkey from the autofill here: it waits until the screen gives up on it.
    signInWithPasskeyAutofill: (signal) => {
      calls.push({ kind: 'signInWithPasskeyAutofill' });
      return new Promise((resolve) => {
        if (signal.aborted) resolve(null);
        signal.addEventListener('abort', () => { resolve(null); }, { once: true });
      });
    },
    addPasskey: async (nickname) => {
      calls.push({ kind: 'addPasskey', nickname });
      await Promise.resolve();
      if (options.offline) return done(NETWORK_ERROR);
      if (state !== 'signedIn') return done(UNAUTHENTICATED);
      return done(options.addPasskeyError ?? null);
    },
    signUp: async (input) => {
      calls.push({ kind: 'signUp', input });
      await Promise.resolve();
      if (options.offline) return fail(NETWORK_ERROR);
      if (accounts.has(input.email.toLowerCase())) {
        return fail({ status: 409, error: 'email-already-in-use', message: 'Email already in use' });
      }
      if (input.password.length < client.minPasswordLength) {
        return fail({ status: 400, error: 'password-too-short', message: 'Password is too short' });
      }
      const account: FakeAccount = {
        email: input.email,
        password: input.password,
        unverified: true,
        user: { id: crypto.randomUUID(), email: input.email, displayName: `${input.firstName} ${input.lastName}`, locale: 'pt', isAnonymous: false },
      };
      accounts.set(input.email.toLowerCase(), account);
      return { isSuccess: false, needsEmailVerification: true, error: null };
    },
    signInWithRefreshToken: async (refreshToken) => {
      calls.push({ kind: 'signInWithRefreshToken', refreshToken });
      await Promise.resolve();
      if (options.offline) return fail(NETWORK_ERROR);
      const email = options.refreshTokens?.[refreshToken];
      const account = email ? accounts.get(email.toLowerCase()) : undefined;
      if (!account) return fail({ status: 401, error: 'invalid-refresh-token', message: 'Invalid or expired refresh token' });
      return signedIn(account);
    },
    requestSmsCode: async (phoneNumber, locale) => {
      calls.push({ kind: 'requestSmsCode', phoneNumber, locale });
      await Promise.resolve();
      if (options.offline) return done(NETWORK_ERROR);
      // As the service: a number it does not know gets an account.
      if (!accountByPhone(phoneNumber)) {
        phoneAccounts.set(phoneNumber, {
          email: '', password: '', phoneNumber,
          user: { id: crypto.randomUUID(), email: null, displayName: phoneNumber, locale, isAnonymous: false },
        });
      }
      smsCodesSent.add(phoneNumber);
      return done();
    },
    signInWithSmsCode: async (phoneNumber, code) => {
      calls.push({ kind: 'signInWithSmsCode', phoneNumber, code });
      await Promise.resolve();
      if (options.offline) return fail(NETWORK_ERROR);
      const account = accountByPhone(phoneNumber);
      if (!account || !smsCodesSent.has(phoneNumber) || code !== FAKE_SMS_CODE) {
        return fail({ status: 400, error: 'invalid-otp', message: 'Invalid or expired OTP' });
      }
      smsCodesSent.delete(phoneNumber);
      return signedIn(account);
    },
    requestPasswordReset: async (email, redirectTo) => {
      calls.push({ kind: 'requestPasswordReset', email, redirectTo });
      await Promise.resolve();
      return done(options.offline ? NETWORK_ERROR : null);
    },
    sendVerificationEmail: async (email, redirectTo) => {
      calls.push({ kind: 'sendVerificationEmail', email, redirectTo });
      await Promise.resolve();
      return done(options.offline ? NETWORK_ERROR : null);
    },
    changePassword: async (newPassword) => {
      calls.push({ kind: 'changePassword', newPassword });
      await Promise.resolve();
      if (options.offline) return done(NETWORK_ERROR);
      if (state !== 'signedIn') return done(UNAUTHENTICATED);
      if (newPassword.length < client.minPasswordLength) {
        return done({ status: 400, error: 'password-too-short', message: 'Password is too short' });
      }
      return done();
    },
    reauthenticate: async (password) => {
      calls.push({ kind: 'reauthenticate', password });
      await Promise.resolve();
      if (options.offline) return fail(NETWORK_ERROR);
      const account = state === 'signedIn' && user?.email ? accounts.get(user.email.toLowerCase()) : undefined;
      if (!account) return fail(UNAUTHENTICATED);
      if (account.password !== password) return fail({ status: 401, error: 'invalid-email-password', message: 'Incorrect email or password' });
      if (account.user.totpEnabled) return { isSuccess: false, needsEmailVerification: false, error: null, mfaTicket: `mfaTotp:${account.email}` };
      return signedIn(account);
    },
    reauthenticateWithTotp: async (ticket, code) => {
      calls.push({ kind: 'reauthenticateWithTotp', ticket, code });
      await Promise.resolve();
      if (options.offline) return fail(NETWORK_ERROR);
      const account = accounts.get(ticket.replace(/^mfaTotp:/, '').toLowerCase());
      if (!account || state !== 'signedIn') return fail({ status: 401, error: 'invalid-ticket', message: 'Invalid ticket' });
      if (code !== FAKE_TOTP_CODE) return fail({ status: 401, error: 'invalid-totp', message: 'Invalid TOTP code' });
      return signedIn(account);
    },
    changeEmail: async (newEmail, redirectTo) => {
      calls.push({ kind: 'changeEmail', newEmail, redirectTo });
      await Promise.resolve();
      if (options.offline) return done(NETWORK_ERROR);
      if (state !== 'signedIn') return done(UNAUTHENTICATED);
      if (!EMAIL_PATTERN.test(newEmail)) return done({ status: 10, error: 'invalid-email', message: 'Email is incorrectly formatted' });
      if (accounts.has(newEmail.toLowerCase())) return done({ status: 409, error: 'email-already-in-use', message: 'Email already in use' });
      // The real service now mails a link to the new address; the address changes only when it is opened.
      return done();
    },
    refreshUser: async () => {
      calls.push({ kind: 'refreshUser' });
      await Promise.resolve();
      if (options.offline) return done(NETWORK_ERROR);
      if (state !== 'signedIn' || !user) return done(UNAUTHENTICATED);
      become('signedIn', accounts.get(user.email?.toLowerCase() ?? '')?.user ?? user);
      return done();
    },
    updateAccount: (changes) => {
      const account = user && accounts.get(user.email?.toLowerCase() ?? '');
      if (account) account.user = { ...account.user, ...changes };
    },
    signOut: async () => {
      calls.push({ kind: 'signOut' });
      await Promise.resolve();
      become('signedOut', null);
      return done(options.offline ? NETWORK_ERROR : null);
    },
    signInProviders: async () => {
      await Promise.resolve();
      return options.offline ? [] : options.providers ?? [];
    },
    signInWithProvider: async (provider, redirectTo) => {
      // The real client leaves the page here; the fake only records where it would have gone.
      calls.push({ kind: 'signInWithProvider', provider, redirectTo });
      await Promise.resolve();
    },
  };
  return client;
}
