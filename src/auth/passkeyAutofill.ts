import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { AuthError, SignInResult } from './authClient.ts';

/** The auth API's calls this needs, made as nhost-js makes them (authCall in nhostAuthClient.ts). */
export type AuthCall = (method: 'POST', path: string, body: object) => Promise<{ data: unknown; error: AuthError | null }>;

const failure = (error: AuthError): SignInResult => ({ isSuccess: false, needsEmailVerification: error.error === 'unverified-user', error });

/**
 * Passkeys in the e-mail field's autofill (WebAuthn conditional mediation, spec §3): the browser lists the passkeys
 * it has for the portal under the field, and picking one signs in, without a button. nhost-js 3.x has no such call,
 * so this asks for discoverable options (`POST /signin/webauthn` with no e-mail) and verifies the answer itself; the
 * sign-in's answer goes to `adopt`, which hands its session to nhost-js (by its refresh token) to keep as any other.
 *
 * Resolves with the sign-in once a passkey is picked (a refusal of the server's is a failed sign-in), or null when
 * `signal` aborts first (the user signs in another way, or leaves the page), when the browser cannot autofill passkeys
 * or when its ceremony ends without a passkey: the autofill is never an error the user did not ask for.
 */
export async function signInWithPasskeyAutofill(
  call: AuthCall, adopt: (answer: unknown) => Promise<SignInResult>, signal: AbortSignal,
): Promise<SignInResult | null> {
  // Read afresh after each wait (a plain `signal.aborted` would be narrowed to false by the first check).
  const aborted = () => signal.aborted;
  const browser = await import('@simplewebauthn/browser');
  if (aborted() || !(await browser.browserSupportsWebAuthnAutofill())) return null;
  const options = await call('POST', '/signin/webauthn', {});
  if (options.error) return failure(options.error);
  if (aborted()) return null;
  // The library keeps one ceremony at a time: cancelling it rejects the pending request with an AbortError.
  const cancel = () => { browser.WebAuthnAbortService.cancelCeremony(); };
  signal.addEventListener('abort', cancel, { once: true });
  let credential: unknown;
  try {
    credential = await browser.startAuthentication({ optionsJSON: options.data as PublicKeyCredentialRequestOptionsJSON, useBrowserAutofill: true });
  } catch {
    // Nothing the user asked for failed: the autofill was given up (aborted, or the e-mail field it lists passkeys
    // under went away), or the browser would not offer it. The button still offers passkeys, and says why it fails.
    return null;
  } finally {
    signal.removeEventListener('abort', cancel);
  }
  const verified = await call('POST', '/signin/webauthn/verify', { credential });
  if (verified.error) return failure(verified.error);
  return adopt(verified.data);
}
