import { Navigate, Outlet } from 'react-router-dom';
import { useAuthState } from '../auth/AuthContext.tsx';
import { paths } from './paths.ts';

/**
 * The pages for signing in, asking for a password link or a first access: a signed-in user goes to the portal
 * (spec §2). The page shows at once, while the auth client is still starting, and moves on when a stored session
 * turns out to exist, so the first paint never waits for nhost-js.
 */
export function SignedOutOnly() {
  return useAuthState() === 'signedIn' ? <Navigate to={paths.app} replace /> : <Outlet />;
}
