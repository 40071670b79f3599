import type { AuthClient } from '../../auth/authClient.ts';
import { selectedOrganization } from '../organizations/organizationSelection.ts';
import { paths } from '../paths.ts';

/**
 * Logout as the spec has it (§2, §8): clear the selected organization and the local store, sign out, and go to the
 * sign-in page with a full reload, so nothing of this session survives in memory. A failed sign-out is logged and
 * the user still leaves: they asked to, and the server-side session expires on its own.
 *
 * The language, the theme and the remembered e-mail are preferences of this browser, not of the session: they stay.
 */
let loggingOut = false;

/** Whether this page is logging out itself (useLeaveWhenSignedOut then leaves the leaving to `logout`). */
export const isLoggingOut = (): boolean => loggingOut;

export async function logout(auth: AuthClient, reload: (url: string) => void = (url) => { window.location.assign(url); }): Promise<void> {
  loggingOut = true;
  selectedOrganization.set(null);
  try {
    const { error } = await auth.signOut();
    if (error) console.error('Sign-out failed', error);
  } catch (error) {
    console.error('Sign-out failed', error);
  }
  // Only now: the client has ended the session on the server and removed it from the browser, so the sign-in page
  // that loads next finds nothing to sign back in with.
  reload(paths.signIn);
}
