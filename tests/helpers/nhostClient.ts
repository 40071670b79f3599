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
  signIn(params: { email: string; password: string }): Promise<{ session: NhostSession | null; error: NhostError | null }>;
  refreshSession(): Promise<{ session: NhostSession | null; error: NhostError | null }>;
  signOut(params?: { all?: boolean }): Promise<{ error: NhostError | null }>;
  getSession(): NhostSession | null;
  getAccessToken(): string | undefined;
  getHasuraClaims(): Record<string, unknown> | null;
}

/** A client with no timers of its own: tests refresh explicitly and never read a session from a URL. */
export function nhostAuth(backendUrl: string): NhostAuth {
  const client = new NhostClient({
    authUrl: `${backendUrl}/v1/auth`, graphqlUrl: `${backendUrl}/v1/graphql`, storageUrl: `${backendUrl}/v1/storage`,
    functionsUrl: `${backendUrl}/v1/functions`, autoRefreshToken: false, autoSignIn: false, start: true,
  });
  return client.auth as NhostAuth;
}
