import type { AuthClient } from './authClient.ts';

/**
 * Values that last as long as one sign-in, in every tab of this browser: kept in localStorage under `signedIn:`, and
 * all removed whenever the session is seen to end (a logout, another tab's, or a page opened with no session left),
 * so the next sign-in starts clean. A choice such as "not now" for a received invite lives here: it holds across
 * reloads and tabs, and is asked again after the next sign-in.
 */
const PREFIX = 'signedIn:';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readSignInValue(key: string): string | null {
  try {
    return storage()?.getItem(PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

export function writeSignInValue(key: string, value: string): void {
  try {
    storage()?.setItem(PREFIX + key, value);
  } catch {
    // Quota or privacy mode: the value lasts as long as the page instead.
  }
}

export function clearSignInValues(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key) => key?.startsWith(PREFIX));
    for (const key of keys) if (key) store.removeItem(key);
  } catch {
    // Nothing could be stored either.
  }
}

/** Ends the sign-in's values whenever `auth` is signed out. Returns the unsubscribe. */
export function scopeValuesToSignIn(auth: AuthClient): () => void {
  return auth.onStateChanged((state) => {
    if (state === 'signedOut') clearSignInValues();
  });
}
