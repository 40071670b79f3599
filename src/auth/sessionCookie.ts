/**
 * Where the session lives in the browser (spec §9): nhost-js's own cookie storage (`clientStorageType: 'cookie'`)
 * keeps the refresh token in the `nhostRefreshToken` cookie for 30 days, `SameSite=Lax`, path `/`, and removes it on
 * sign-out; nhost-js's broadcast channel tells the other tabs. This module only moves a session kept by an earlier
 * release, in localStorage under the same keys, into that cookie once, so that upgrading signs nobody out.
 */
export const SESSION_KEYS = ['nhostRefreshToken', 'nhostRefreshTokenId', 'nhostRefreshTokenExpiresAt'] as const;

/** 30 days, as nhost-js writes its own cookies. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

function cookieNames(): Set<string> {
  return new Set(document.cookie.split(';').map((part) => part.split('=')[0]?.trim() ?? '').filter(Boolean));
}

/**
 * Whether this browser keeps a session for the portal (the refresh token's cookie, or an earlier release's
 * localStorage key) or the address brings one (`refreshToken`, from an e-mail link or a provider's sign-in).
 */
export function hasStoredSession(): boolean {
  if (cookieNames().has('nhostRefreshToken')) return true;
  if (new URLSearchParams(window.location.search).has('refreshToken')) return true;
  try {
    return window.localStorage.getItem('nhostRefreshToken') !== null;
  } catch {
    return false;
  }
}

/** Moves the session keys from localStorage into cookies where no cookie has them yet; harmless when run again. */
export function moveStoredSessionToCookies(): void {
  try {
    const present = cookieNames();
    for (const key of SESSION_KEYS) {
      const value = window.localStorage.getItem(key);
      if (value === null) continue;
      if (!present.has(key)) {
        // The encoding js-cookie (nhost-js's cookie library) reads back.
        document.cookie = `${key}=${encodeURIComponent(value)}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
      }
      window.localStorage.removeItem(key);
    }
  } catch {
    // Storage blocked (privacy mode): there is nothing to move.
  }
}
