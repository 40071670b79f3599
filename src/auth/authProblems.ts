import { defineMessage, defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { AuthError } from './authClient.ts';
import { authMessages } from './authMessages.ts';

/**
 * What went wrong with a request to the auth service, in the words a user can act on. "Invalid email or password"
 * is for what it says (spec §8) and nothing else: a refused address of the portal, a flood of attempts or a server
 * fault each say what they are, so the user does not retype a correct password again and again.
 */
export type AuthProblem =
  | 'invalidCredentials'
  | 'network'
  | 'disabledUser'
  | 'tooManyRequests'
  | 'redirectNotAllowed'
  | 'disabledEndpoint'
  | 'signupDisabled'
  | 'unexpected';

/** The auth service's error codes (hasura-auth's) that mean "these credentials do not sign anyone in". */
const CREDENTIAL_CODES: ReadonlySet<string> = new Set([
  'invalid-email-password',
  'invalid-email',
  'invalid-password',
  'unauthenticated-user',
]);

export function authProblemOf(error: AuthError | null): AuthProblem {
  if (!error) return 'unexpected';
  if (error.status === 0) return 'network';
  if (CREDENTIAL_CODES.has(error.error)) return 'invalidCredentials';
  if (error.error === 'disabled-user') return 'disabledUser';
  if (error.status === 429 || error.error === 'too-many-requests') return 'tooManyRequests';
  if (error.error === 'redirectTo-not-allowed') return 'redirectNotAllowed';
  if (error.error === 'disabled-endpoint') return 'disabledEndpoint';
  if (error.error === 'signup-disabled') return 'signupDisabled';
  return 'unexpected';
}

const problemMessages = defineMessages({
  disabledUser: {
    id: 'auth.problem.disabledUser',
    defaultMessage: 'This account is disabled. Ask your organization\'s owner or our support to enable it again.',
    description: 'Alert when the auth service refuses a disabled account',
  },
  tooManyRequests: {
    id: 'auth.problem.tooManyRequests',
    defaultMessage: 'Too many attempts in a short time. Wait a few minutes and try again.',
    description: 'Alert when the auth service rate-limits the requests (HTTP 429)',
  },
  redirectNotAllowed: {
    id: 'auth.problem.redirectNotAllowed',
    defaultMessage: 'The server does not accept links to this address of the portal. Open the portal at its usual address and try again.',
    description: 'Alert when the auth service refuses the portal address a link would lead back to (redirectTo-not-allowed)',
  },
  disabledEndpoint: {
    id: 'auth.problem.disabledEndpoint',
    defaultMessage: 'This way of signing in is not enabled on this server.',
    description: 'Alert when the auth service answers that the method used is turned off (disabled-endpoint)',
  },
  signupDisabled: {
    id: 'auth.problem.signupDisabled',
    defaultMessage: 'This server is not accepting new accounts. Ask for an invite from an organization that uses the portal.',
    description: 'Alert when the auth service refuses sign-ups (signup-disabled)',
  },
});

/** A problem nobody foresaw: what the server said, with its code, so support can tell what happened. */
export const unexpectedAuthProblem = defineMessage<{ code: string; detail: string }>({
  id: 'auth.problem.unexpected',
  defaultMessage: 'The request could not be completed ({code}): {detail} Try again in a moment.',
  description: 'Alert for an auth error the portal has no words of its own for; {detail} is the server\'s own English message',
});

export interface AuthProblemText {
  readonly message: MessageDescriptor;
  readonly values?: Record<string, string>;
}

/** The message (and its values) that explains `error` to the user. */
export function authProblemText(error: AuthError | null): AuthProblemText {
  const problem = authProblemOf(error);
  switch (problem) {
    case 'invalidCredentials':
      return { message: authMessages.invalidCredentials };
    case 'network':
      return { message: authMessages.network };
    case 'unexpected': {
      const detail = (error?.message ?? '').trim();
      return {
        message: unexpectedAuthProblem,
        values: { code: error?.error || String(error?.status ?? ''), detail: /[.!?]$/.test(detail) || detail === '' ? detail : `${detail}.` },
      };
    }
    default:
      return { message: problemMessages[problem] };
  }
}
