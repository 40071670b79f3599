/**
 * Where the auth service may send a browser (contract §6): the client URL, and the globs of
 * `AUTH_ACCESS_CONTROL_ALLOWED_REDIRECT_URLS`, each also allowing its sub-paths. Query and fragment are ignored, and a
 * missing default port is assumed. With neither configured every URL is allowed, as in hasura-auth.
 */
function normalise(url: string): string | null {
  try {
    const parsed = new URL(url);
    const port = parsed.port || (parsed.protocol === 'https:' ? '443' : parsed.protocol === 'http:' ? '80' : '');
    return `${parsed.protocol}//${parsed.hostname}:${port}${parsed.pathname.replace(/\/$/, '')}`;
  } catch {
    return null;
  }
}

const globToRegExp = (glob: string): RegExp =>
  new RegExp(`^${glob.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/.]*')}(/.*)?$`);

export function redirectAllowed(url: string, clientUrl: string, allowed: readonly string[]): boolean {
  const target = normalise(url);
  if (target === null) return false;
  if (!clientUrl && allowed.length === 0) return true;
  // Plain entries compare normalised; globs also against the URL as written (without query and fragment).
  const written = url.split(/[?#]/, 1)[0].replace(/\/$/, '');
  const patterns = [clientUrl, ...allowed].filter(Boolean).flatMap((entry) => {
    const base = entry.includes('*') ? entry.replace(/\/$/, '') : normalise(entry);
    return base === null ? [] : [globToRegExp(base)];
  });
  return patterns.some((p) => p.test(target) || p.test(written));
}
