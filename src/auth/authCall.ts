import type { AuthError, SignInProvider } from './authClient.ts';

/**
 * A call of the auth API made with fetch, answered in nhost-js's error shape: the ones nhost-js 3.x makes only through
 * its React hooks' state machines (TOTP enrolment), with the session's access token, and the ones the signed-out
 * pages make before nhost-js has loaded (the providers, the passkey autofill's first steps).
 */
export async function authCall(authUrl: string, token: string | undefined, method: 'GET' | 'POST', path: string, body?: object): Promise<{ data: unknown; error: AuthError | null }> {
  try {
    const response = await fetch(`${authUrl}${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    const parsed: unknown = text === '' ? null : (() => { try { return JSON.parse(text) as unknown; } catch { return text; } })();
    if (response.ok) return { data: parsed, error: null };
    const failure = (parsed ?? {}) as Partial<AuthError>;
    return { data: null, error: { status: response.status, error: failure.error ?? 'unknown', message: failure.message ?? response.statusText } };
  } catch {
    return { data: null, error: { status: 0, error: 'network', message: 'Network Error' } };
  }
}

/** The providers the auth service offers for signing in (GET /providers); none when it cannot say. */
export async function fetchSignInProviders(authUrl: string): Promise<SignInProvider[]> {
  const { data } = await authCall(authUrl, undefined, 'GET', '/providers');
  return Array.isArray(data) ? data.filter(isProvider) : [];
}

const isProvider = (value: unknown): value is SignInProvider =>
  typeof value === 'object' && value !== null && typeof (value as SignInProvider).id === 'string' && typeof (value as SignInProvider).name === 'string';
