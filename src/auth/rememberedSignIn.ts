/**
 * The remember-me record (spec §3, §9): `{"rememberMe": true, "email": "..."}` in localStorage under `signin`. It is
 * read when the sign-in page opens and written only after a successful sign-in, so a mistyped address is never kept.
 */
export const REMEMBER_ME_KEY = 'signin';

export interface RememberedSignIn {
  readonly rememberMe: true;
  readonly email: string;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The remembered e-mail, or null when none is stored (or the stored text is not a record of ours). */
export function readRememberedEmail(): string | null {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(REMEMBER_ME_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { rememberMe, email } = parsed as Partial<Record<keyof RememberedSignIn, unknown>>;
    return rememberMe === true && typeof email === 'string' && email !== '' ? email : null;
  } catch {
    return null;
  }
}

/** Keeps `email` for the next visit, or forgets any remembered one when `email` is null. */
export function rememberEmail(email: string | null): void {
  try {
    if (email === null) storage()?.removeItem(REMEMBER_ME_KEY);
    else storage()?.setItem(REMEMBER_ME_KEY, JSON.stringify({ rememberMe: true, email } satisfies RememberedSignIn));
  } catch {
    // Quota or privacy mode: the user simply types the address again next time.
  }
}
