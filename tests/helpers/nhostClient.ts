/**
 * The real `@nhost/nhost-js` 3.x client, built the way the portal builds it (explicit service URLs from one backend
 * URL), for tests in Node. Under the server's NodeNext resolution TypeScript cannot follow nhost-js's types into
 * `@nhost/hasura-auth-js` (its declarations use extensionless imports), so `auth` would be untyped here; this
 * module states the part of its API the tests use, as the client documents it.
 */
import { NhostClient } from '@nhost/nhost-js';

export interface NhostUser {
  id: string;
  email?: string;
  phoneNumber?: string;
  phoneNumberVerified?: boolean;
  locale?: string;
  displayName: string;
  defaultRole: string;
  roles: string[];
  isAnonymous: boolean;
}

export interface NhostSession {
  accessToken: string;
  refreshToken: string | null;
  user: NhostUser;
}

export interface NhostError {
  status: number;
  error: string;
  message: string;
}

export interface NhostAuth {
  /**
   * With no parameters, an anonymous sign-in; with `otp` and `ticket`, the second step of an MFA sign-in; with a
   * `phoneNumber`, a code by SMS, and with the number and its code (`otp`), the session.
   */
  signIn(params?: { email: string; password: string } | { otp: string; ticket?: string }
    | { phoneNumber: string; options?: Record<string, unknown> } | { phoneNumber: string; otp: string }): Promise<{
    session: NhostSession | null; mfa?: { ticket: string } | null; error: NhostError | null;
  }>;
  signInPAT(personalAccessToken: string): Promise<{ session: NhostSession | null; error: NhostError | null }>;
  createPAT(expiresAt: Date, metadata?: Record<string, string | number>): Promise<{ data?: { id: string; personalAccessToken: string }; error: NhostError | null }>;
  deanonymize(params: { signInMethod: 'email-password'; email: string; password: string; options?: Record<string, unknown> }
    | { signInMethod: 'passwordless'; connection: 'email'; email: string; options?: Record<string, unknown> }): Promise<{ error: NhostError | null }>;
  signUp(params: { email: string; password: string; options?: Record<string, unknown> }): Promise<{ session: NhostSession | null; error: NhostError | null }>;
  /** With a token (from a `/verify` redirect), starts a session from it. */
  refreshSession(refreshToken?: string): Promise<{ session: NhostSession | null; error: NhostError | null }>;
  resetPassword(params: { email: string; options?: { redirectTo?: string } }): Promise<{ error: NhostError | null }>;
  changePassword(params: { newPassword: string; ticket?: string }): Promise<{ error: NhostError | null }>;
  changeEmail(params: { newEmail: string; options?: { redirectTo?: string } }): Promise<{ error: NhostError | null }>;
  sendVerificationEmail(params: { email: string; options?: { redirectTo?: string } }): Promise<{ error: NhostError | null }>;
  signOut(params?: { all?: boolean }): Promise<{ error: NhostError | null }>;
  getSession(): NhostSession | null;
  getAccessToken(): string | undefined;
  getHasuraClaims(): Record<string, unknown> | null;
}

/**
 * A client that refreshes only when asked (unless `autoRefreshToken`), never reads a session from a URL, and has its own
 * storage: in Node the default storage is one in-memory map for the whole process, so two clients would share a
 * refresh token, as two tabs of one browser do.
 */
export function nhostAuth(backendUrl: string, { autoRefreshToken = false } = {}): NhostAuth {
  const storage = new Map<string, string>();
  const client = new NhostClient({
    authUrl: `${backendUrl}/v1/auth`, graphqlUrl: `${backendUrl}/v1/graphql`, storageUrl: `${backendUrl}/v1/storage`,
    functionsUrl: `${backendUrl}/v1/functions`, autoRefreshToken, autoSignIn: false, start: true,
    clientStorageType: 'custom',
    clientStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => { storage.set(key, value); },
      removeItem: (key: string) => { storage.delete(key); },
    },
  });
  return client.auth as NhostAuth;
}
