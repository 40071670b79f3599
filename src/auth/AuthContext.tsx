import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { AuthClient, AuthState, AuthUser } from './authClient.ts';

const AuthClientContext = createContext<AuthClient | null>(null);

/** Gives the screens below it the auth client: nhost-js in the product, a fake in the mock environment and tests. */
export function AuthProvider({ client, children }: { client: AuthClient; children: ReactNode }) {
  return <AuthClientContext value={client}>{children}</AuthClientContext>;
}

export function useAuthClient(): AuthClient {
  const client = useContext(AuthClientContext);
  if (!client) throw new Error('useAuthClient must be used inside <AuthProvider>');
  return client;
}

/** The auth state, re-rendering on sign-in, sign-out and another tab's changes. */
export function useAuthState(): AuthState {
  const client = useAuthClient();
  const state = () => client.getState();
  return useSyncExternalStore((onChange) => client.onStateChanged(onChange), state, state);
}

/** The fields of a user the screens show, as one string: equal while none of them changes. */
function userKey(user: AuthUser | null): string | null {
  return user && JSON.stringify([user.id, user.email, user.displayName, user.locale, user.metadata ?? null]);
}

/** The signed-in user, or null; re-renders when another user signs in, the session ends or the user is renamed. */
export function useAuthUser(): AuthUser | null {
  const client = useAuthClient();
  // getUser() builds a new object on every call, which useSyncExternalStore would take for a change each render:
  // subscribe to a stable snapshot of what is shown of the user, and read the user for it.
  const snapshot = () => userKey(client.getUser());
  const key = useSyncExternalStore((onChange) => client.onStateChanged(onChange), snapshot, snapshot);
  return key === null ? null : client.getUser();
}
