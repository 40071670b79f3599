/**
 * hasura-auth's error codes, statuses and messages (contract §4, Go v0.42), and the one error type the auth routes
 * throw. Every failure leaves as `{status, error, message}` with `status` equal to the HTTP status: the client reads
 * the body's `status`, never the status line (contract §1.3).
 */
export const AUTH_ERRORS = {
  'invalid-request': [400, 'The request payload is incorrect'],
  'invalid-email-password': [401, 'Incorrect email or password'],
  'unverified-user': [401, 'User is not verified.'],
  'disabled-user': [401, 'User is disabled'],
  'invalid-refresh-token': [401, 'Invalid or expired refresh token'],
  'unauthenticated-user': [401, 'User is not authenticated'],
  'forbidden-anonymous': [403, 'Forbidden, user is anonymous.'],
  'email-already-in-use': [409, 'Email already in use'],
  'email-already-verified': [400, "User's email is already verified"],
  'invalid-ticket': [401, 'Invalid ticket'],
  'invalid-pat': [401, 'Invalid or expired personal access token'],
  'user-not-anonymous': [400, 'Logged in user is not anonymous'],
  'disabled-mfa-totp': [401, 'User does not have TOTP MFA enabled'],
  'no-totp-secret': [400, 'User does not have a TOTP secret'],
  'invalid-totp': [401, 'Invalid TOTP code'],
  'totp-already-active': [400, 'TOTP MFA is already active'],
  'invalid-otp': [400, 'Invalid or expired OTP'],
  'cannot-send-sms': [400, 'Cannot send SMS, check your phone number is correct'],
  // Ours: an SMS code does not stand in for the authenticator app of an account with two-step verification.
  'mfa-totp-required': [401, 'User has TOTP MFA enabled: sign in with the password and a TOTP code'],
  'password-too-short': [400, 'Password is too short'],
  'role-not-allowed': [400, 'Role not allowed'],
  'default-role-must-be-in-allowed-roles': [400, 'Default role must be in allowed roles'],
  'redirectTo-not-allowed': [400, 'The value of "options.redirectTo" is not allowed.'],
  'disabled-endpoint': [409, 'This endpoint is disabled'],
  'signup-disabled': [403, 'Sign up is disabled.'],
  'invalid-state': [400, 'Invalid state'],
  // hasura-auth's spelling (sic).
  'oauth-token-echange-failed': [400, 'Failed to exchange token'],
  'oauth-profile-fetch-failed': [400, 'Failed to get user profile'],
  'oauth-provider-error': [400, 'Provider returned an error'],
  'too-many-requests': [429, 'Too many requests'],
  'elevated-claim-required': [403, 'Elevated claim is required'],
  // hasura-auth's Node server's names for a passkey the server does not know, and for an answer that does not verify.
  'invalid-webauthn-security-key': [401, 'Invalid WebAuthn security key'],
  'invalid-webauthn-verification': [401, 'Invalid WebAuthn verification'],
  'internal-server-error': [500, 'Internal server error'],
} as const satisfies Record<string, readonly [number, string]>;

export type AuthErrorCode = keyof typeof AUTH_ERRORS;

export class AuthError extends Error {
  readonly code: AuthErrorCode;
  readonly status: number;

  constructor(code: AuthErrorCode, message?: string) {
    const [status, text] = AUTH_ERRORS[code];
    super(message ?? text);
    this.name = 'AuthError';
    this.code = code;
    this.status = status;
  }

  get body(): { status: number; message: string; error: AuthErrorCode } {
    return { status: this.status, message: this.message, error: this.code };
  }
}
