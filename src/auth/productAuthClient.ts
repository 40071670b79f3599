import { serviceUrls } from '../config/serviceUrls.ts';
import { authCall, fetchSignInProviders } from './authCall.ts';
import type { AuthClient } from './authClient.ts';
import { lazyAuthClient } from './lazyAuthClient.ts';
import type { NhostAuthClient } from './nhostAuthClient.ts';
import { signInWithPasskeyAutofill } from './passkeyAutofill.ts';
import { hasStoredSession } from './sessionCookie.ts';

/** What a visitor does first on a page: a tap, a click, a key, or moving the focus (a screen reader, autofill). */
const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** Calls `start` once, at the page's first use. */
function onFirstUse(start: () => void): void {
  const begin = () => {
    for (const type of FIRST_USE_EVENTS) document.removeEventListener(type, begin, true);
    start();
  };
  for (const type of FIRST_USE_EVENTS) document.addEventListener(type, begin, { capture: true, passive: true });
}

/**
 * The product's auth client: nhost-js against the backend, in a chunk of its own.
 *
 * With a session in the browser it loads at once, beside the first page, to restore it. Without one, on a signed-out
 * page, nothing needs nhost-js until the visitor does something: its start-up (its state machine, cookie storage and
 * fetch polyfill: one of the four largest pieces of script in a profile of the sign-in page's load, with react-dom,
 * react-router and react-intl's locale check) would only hold up a page the visitor is reading. It then loads at the
 * first tap, key or focus, long before the typed e-mail and password are sent. The sign-in providers' buttons and the
 * passkey autofill, which the sign-in page offers at once, need only the auth API, and nhost-js once a passkey is
 * picked.
 */
export function productAuthClient(backendUrl: string): AuthClient {
  const { authUrl } = serviceUrls(backendUrl);
  return lazyAuthClient<NhostAuthClient>(
    async () => (await import('./nhostAuthClient.ts')).nhostAuthClient(backendUrl),
    {
      startNow: hasStoredSession(),
      startOn: onFirstUse,
      early: (inner) => ({
        signInProviders: () => fetchSignInProviders(authUrl),
        signInWithPasskeyAutofill: (signal) => signInWithPasskeyAutofill(
          (method, path, body) => authCall(authUrl, undefined, method, path, body),
          async (answer) => (await inner()).adoptSignIn(answer),
          signal,
        ),
      }),
    },
  );
}
