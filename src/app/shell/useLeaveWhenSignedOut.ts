import { useEffect } from 'react';
import { useAuthClient } from '../../auth/AuthContext.tsx';
import { paths } from '../paths.ts';
import { isLoggingOut } from './logout.ts';

/**
 * Follows a sign-out made elsewhere (spec §4): another tab logged out, nhost-js's broadcast channel ended this tab's
 * session too, or the refresh token was refused (a sign-out on the server). The page then leaves for the sign-in page with a full reload, as a
 * logout does, so no screen of the signed-in portal stays up with data it can no longer refresh.
 */
const reloadAt = (url: string): void => { window.location.assign(url); };

export function useLeaveWhenSignedOut(leave: (url: string) => void = reloadAt): void {
  const auth = useAuthClient();
  useEffect(() => auth.onStateChanged((state) => {
    // A logout of this page leaves by itself once the session is gone from the server and the browser; the client
    // says "signed out" before that, and reloading then would find the stored session and sign straight back in.
    if (state === 'signedOut' && !isLoggingOut()) leave(paths.signIn);
  }), [auth, leave]);
}
