/**
 * What can go wrong with an e-mail change, found before sending (spec §5) or answered by the auth service
 * (server/auth/accountRoutes.ts, `POST /user/email/change`): the first four are shown on the field, the others above
 * the form.
 */
import type { AuthError } from '../../auth/authClient.ts';
import { emailProblem, isAlreadyRegistered, isNetworkError } from '../../auth/authValidation.ts';

export type EmailChangeProblem = 'required' | 'invalid' | 'current' | 'inUse' | 'network' | 'tooManyRequests' | 'failed';

/** The problems shown under the e-mail field; the rest are about the request, not the address. */
export const FIELD_PROBLEMS: readonly EmailChangeProblem[] = ['required', 'invalid', 'current', 'inUse'];

/** Checked before anything is sent: empty, not an address, or the address the account already has. */
export function newEmailProblem(typed: string, current: string | null): EmailChangeProblem | null {
  const problem = emailProblem(typed);
  if (problem) return problem;
  return current !== null && typed.trim().toLowerCase() === current.toLowerCase() ? 'current' : null;
}

/**
 * The service's refusal: `email-already-in-use` (409), nhost-js's own `invalid-email` check or the server's
 * `invalid-request` for a malformed address, the rate limit, the network, or anything else.
 */
export function emailChangeRefusal(error: AuthError): EmailChangeProblem {
  if (isNetworkError(error)) return 'network';
  if (isAlreadyRegistered(error)) return 'inUse';
  if (error.error === 'invalid-email' || error.error === 'invalid-request') return 'invalid';
  if (error.status === 429) return 'tooManyRequests';
  return 'failed';
}
