import { defineMessages } from 'react-intl';
import type { AuthError } from './authClient.ts';
import { authProblemText, type AuthProblemText } from './authProblems.ts';

/**
 * What went wrong with a passkey, in words a user can act on (spec §8's passkey errors). A ceremony that fails in the
 * browser reaches the portal as nhost-js wraps it: status 1 and the DOM exception's name as the error
 * (`NotAllowedError` when the user cancels or the wait runs out, `InvalidStateError` for a passkey this device
 * already has, `SecurityError` for a relying party the page's address cannot use, `NotSupportedError` for no common
 * algorithm); the server's refusals keep their codes.
 */
const messages = defineMessages({
  unsupported: {
    id: 'auth.passkey.unsupported',
    defaultMessage: 'This browser cannot use passkeys. Use an up-to-date browser, or sign in with your e-mail and password.',
    description: 'Passkey error: the browser lacks WebAuthn',
  },
  cancelled: {
    id: 'auth.passkey.cancelled',
    defaultMessage: 'The passkey request was cancelled or timed out. Try again when you are ready.',
    description: 'Passkey error: the user closed the browser dialog, or it timed out',
  },
  alreadyRegistered: {
    id: 'auth.passkey.alreadyRegistered',
    defaultMessage: 'This device or security key already has a passkey for your account.',
    description: 'Passkey error: the authenticator is already registered',
  },
  invalidDomain: {
    id: 'auth.passkey.invalidDomain',
    defaultMessage: 'Passkeys do not work at this address of the portal. Open it at its usual address (for example localhost rather than 127.0.0.1) and try again.',
    description: 'Passkey error: the relying party id does not match the page address',
  },
  unsupportedAlgorithms: {
    id: 'auth.passkey.unsupportedAlgorithms',
    defaultMessage: 'This authenticator does not support the kinds of keys the portal accepts. Try another one.',
    description: 'Passkey error: no common public key algorithm',
  },
  unknownKey: {
    id: 'auth.passkey.unknownKey',
    defaultMessage: 'This passkey does not belong to an account here. Sign in with your e-mail and password, then add a passkey on your profile.',
    description: 'Passkey error: the server does not know the passkey (invalid-webauthn-security-key)',
  },
  registrationFailed: {
    id: 'auth.passkey.registrationFailed',
    defaultMessage: 'The passkey was not saved: the check of its answer failed. Try again.',
    description: 'Passkey error: registration not completed',
  },
  authenticationFailed: {
    id: 'auth.passkey.authenticationFailed',
    defaultMessage: 'The passkey sign-in did not complete: the check of its answer failed. Try again.',
    description: 'Passkey error: authentication not completed',
  },
});

/** The message for a failed passkey registration (`registering`) or sign-in. */
export function passkeyProblemText(error: AuthError | null, registering: boolean): AuthProblemText {
  const name = error?.error ?? '';
  if (name === 'NotAllowedError' || name === 'AbortError') return { message: messages.cancelled };
  if (name === 'InvalidStateError') return { message: messages.alreadyRegistered };
  if (name === 'SecurityError') return { message: messages.invalidDomain };
  if (name === 'NotSupportedError') return { message: messages.unsupportedAlgorithms };
  if (error?.status === 1 && /not supported in this browser/i.test(error.message)) return { message: messages.unsupported };
  if (name === 'invalid-webauthn-security-key') return { message: messages.unknownKey };
  if (name === 'invalid-webauthn-verification' || error?.status === 1) {
    return { message: registering ? messages.registrationFailed : messages.authenticationFailed };
  }
  return authProblemText(error);
}

export const passkeyMessages = messages;

/** Whether this browser has WebAuthn at all; the passkey buttons are not offered where it has not. */
export const browserHasPasskeys = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
