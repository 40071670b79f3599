import { DEFAULT_PASSWORD_MIN_LENGTH } from '../../common/passwordRule.ts';
import type { AuthError } from './authClient.ts';

/** What is wrong with an e-mail the user typed, checked before anything is sent (spec §5). */
export type EmailProblem = 'required' | 'invalid';

/** What is wrong with a new password: typed (required, too short) or reported by the server (breached). */
export type PasswordProblem = 'required' | 'tooShort' | 'breached';

// The usual "something@domain.tld" shape; the server has the last word, this only catches typing slips.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): EmailProblem | null {
  if (email.trim() === '') return 'required';
  return EMAIL_PATTERN.test(email.trim()) ? null : 'invalid';
}

/** The server's rule for new passwords (common/passwordRule.ts), checked here first so the user reads it early. */
export function newPasswordProblem(password: string, minLength = DEFAULT_PASSWORD_MIN_LENGTH): PasswordProblem | null {
  if (password === '') return 'required';
  return password.length < minLength ? 'tooShort' : null;
}

/** Status 0: the request never reached the service (spec §8, "Network Error"). */
export function isNetworkError(error: AuthError | null): boolean {
  return error?.status === 0;
}

/** Sign-up refused because the e-mail has an account already (spec §8: 409, its code, or its message). */
export function isAlreadyRegistered(error: AuthError): boolean {
  return error.status === 409 || error.error === 'email-already-in-use' || /already registered/i.test(error.message);
}

/**
 * A server refusal that is about the password's rule, shown on the password field rather than as a generic error.
 * `invalid-password` is nhost-js's own client-side length check; `password-in-hibp-database` is hasura-auth's
 * breached-password check.
 */
export function passwordRuleProblem(error: AuthError): PasswordProblem | null {
  switch (error.error) {
    case 'password-too-short':
    case 'invalid-password':
      return 'tooShort';
    case 'password-in-hibp-database':
      return 'breached';
    default:
      return null;
  }
}
