/**
 * The portal's view of the authentication service: the part of `@nhost/nhost-js`'s auth client the screens use,
 * with answers shaped for them. The real one (nhostAuthClient.ts) wraps nhost-js unchanged; the mock environment
 * and the component tests provide a fake with the same shape, so a screen never knows which it has.
 */

/** The signed-in user as the screens need them. */
export interface AuthUser {
  readonly id: string;
  readonly email: string | null;
  readonly displayName: string;
  readonly locale: string;
  readonly isAnonymous: boolean;
  /** What sign-up kept beside the account (`firstName`, `lastName`) and anything else the service holds there. */
  readonly metadata?: Readonly<Record<string, unknown>>;
  /** A one-time code from an authenticator app is asked at sign-in (TOTP), after the password (fakes only: the
   * service leaves it out of sessions, and `totpEnabled()` reads it). */
  readonly totpEnabled?: boolean;
}

/** An error as the auth service sends it (`{status, error, message}`); status 0 is a network failure. */
export interface AuthError {
  readonly status: number;
  readonly error: string;
  readonly message: string;
}

export type AuthState = 'loading' | 'signedIn' | 'signedOut';

/** The answer of a sign-in: the spec's success and needs-e-mail-verification flags, and the error when it failed. */
export interface SignInResult {
  readonly isSuccess: boolean;
  readonly needsEmailVerification: boolean;
  readonly error: AuthError | null;
  /** The password was right and the account has a second factor: the ticket `signInWithTotp` completes. */
  readonly mfaTicket?: string | null;
}

/** What an authenticator app needs to enrol: the QR code (a data URL) and the same secret as text. */
export interface TotpEnrolment {
  readonly imageUrl: string;
  readonly secret: string;
}

export interface SignUpInput {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Where the verification link leads back to. */
  readonly redirectTo: string;
}

/** The answer of a sign-up: `needsEmailVerification` when the account exists but must be verified first. */
export type SignUpResult = SignInResult;

/** The answer of the small flows (reset request, password change, sign-out): success, or the server's error. */
export interface ActionResult {
  readonly isSuccess: boolean;
  readonly error: AuthError | null;
}

/** A sign-in provider the service offers (GET /providers): its name in `/signin/provider/{id}`, and its brand name. */
export interface SignInProvider {
  readonly id: string;
  readonly name: string;
}

export interface AuthClient {
  /** Where the client is: still importing a stored session, signed in or signed out. */
  getState(): AuthState;
  /** Resolves once the state is known (a stored refresh token imported, or none found). */
  whenReady(): Promise<AuthState>;
  getUser(): AuthUser | null;
  /** The current access token; null when signed out. */
  getAccessToken(): string | null;
  /** Runs on every change of state or user (sign-in, sign-out, another tab's sign-out). Returns an unsubscribe. */
  onStateChanged(listener: (state: AuthState) => void): () => void;
  /** Runs whenever the access token changes (sign-in, refresh, sign-out). Returns an unsubscribe. */
  onTokenChanged(listener: (token: string | null) => void): () => void;
  signIn(email: string, password: string): Promise<SignInResult>;
  signUp(input: SignUpInput): Promise<SignUpResult>;
  /** POST /token with the refresh token, then the session is the client's (`/sign-in-redirect`). */
  signInWithRefreshToken(refreshToken: string): Promise<SignInResult>;
  /**
   * The second step of a sign-in (POST /signin/mfa/totp): the ticket the password gave, and the app's code or one of
   * the recovery codes (the service tells them apart: 6 digits are the app's).
   */
  signInWithTotp(ticket: string, code: string): Promise<SignInResult>;
  /** A new TOTP secret for the signed-in user to enrol (GET /mfa/totp/generate); nothing changes until `setTotp`. */
  generateTotp(): Promise<{ readonly enrolment: TotpEnrolment | null; readonly error: AuthError | null }>;
  /** Whether the signed-in user has the second factor on, as GET /user says (sessions leave it out). */
  totpEnabled(): Promise<{ readonly enabled: boolean; readonly error: AuthError | null }>;
  /** Turns the second factor on (with a code of the new secret) or off (with a current code): POST /user/mfa. */
  setTotp(code: string, enabled: boolean): Promise<ActionResult>;
  /**
   * Ours: a new set of ten recovery codes (`XXXXX-XXXXX`), replacing the old one, made with a current code from the
   * app (POST /mfa/recovery-codes). The service keeps only their hashes: this answer is the only time they are seen.
   * At sign-in one stands in for the app's code in `signInWithTotp`, once.
   */
  generateRecoveryCodes(code: string): Promise<{ readonly codes: readonly string[] | null; readonly error: AuthError | null }>;
  /** Ours: how many recovery codes the signed-in user has left (GET /mfa/recovery-codes); 0 with TOTP off. */
  recoveryCodesLeft(): Promise<{ readonly remaining: number | null; readonly error: AuthError | null }>;
  /** Signs in with a passkey the browser offers, no e-mail typed (POST /signin/webauthn, then /verify; nhost-js). */
  signInWithPasskey(): Promise<SignInResult>;
  /**
   * Offers the browser's passkeys in the e-mail field's autofill until one is picked (the sign-in) or `signal` aborts
   * (null; also null where the browser cannot). See passkeyAutofill.ts.
   */
  signInWithPasskeyAutofill(signal: AbortSignal): Promise<SignInResult | null>;
  /** Makes a passkey on this device for the signed-in user, named `nickname` (POST /user/webauthn/add, then /verify). */
  addPasskey(nickname: string): Promise<ActionResult>;
  /**
   * Sends a 6-digit code by SMS to `phoneNumber` (E.164; POST /signin/passwordless/sms); a number the service does not
   * know gets an account, in `locale`. Success is the spec's "needs SMS one-time code" state.
   */
  requestSmsCode(phoneNumber: string, locale: string): Promise<ActionResult>;
  /** Signs in with the code the SMS carried (POST /signin/passwordless/sms/otp); a wrong or old code is `invalid-otp`. */
  signInWithSmsCode(phoneNumber: string, code: string): Promise<SignInResult>;
  /** Asks for a password-reset link; `redirectTo` is the portal's change-password page. */
  requestPasswordReset(email: string, redirectTo: string): Promise<ActionResult>;
  changePassword(newPassword: string): Promise<ActionResult>;
  /**
   * Proves again, while signed in, that the user knows their password (POST /signin/email-password with their own
   * e-mail), and continues the session from that sign-in: the service changes a password only for a session begun by a
   * sign-in minutes ago (ASVS 2.1.6). With a second factor on, the answer carries the `mfaTicket` that
   * `reauthenticateWithTotp` completes; a wrong password is `invalid-email-password`, and the session stays as it was.
   */
  reauthenticate(password: string): Promise<SignInResult>;
  /** The second step of `reauthenticate` (POST /signin/mfa/totp). */
  reauthenticateWithTotp(ticket: string, code: string): Promise<SignInResult>;
  /**
   * Asks for a new verification link for an account that has not verified its e-mail yet (POST
   * /user/email/send-verification-email); the link leads to `redirectTo`, signed in.
   */
  sendVerificationEmail(email: string, redirectTo: string): Promise<ActionResult>;
  /**
   * Asks for an e-mail change (POST /user/email/change): the service mails a confirmation link to `newEmail`, and the
   * address changes when that link is opened; the link then leads to `redirectTo`, signed in.
   */
  changeEmail(newEmail: string, redirectTo: string): Promise<ActionResult>;
  /**
   * Reads the signed-in user again from the service (a new session), after the profile changed the name or the
   * language through GraphQL: every screen then shows the new values, and `onStateChanged` listeners run.
   */
  refreshUser(): Promise<ActionResult>;
  signOut(): Promise<ActionResult>;
  /** The sign-in providers the service offers, for a button each; none when it cannot say (offline, an old server). */
  signInProviders(): Promise<readonly SignInProvider[]>;
  /**
   * Leaves the portal for the provider's sign-in (GET /signin/provider/{id}, nhost-js's `signIn({provider})`); the
   * browser comes back to `redirectTo` with a `refreshToken`, which nhost-js signs in with as the page starts, or with
   * `error` and `errorDescription`.
   */
  signInWithProvider(provider: string, redirectTo: string): Promise<void>;
}
