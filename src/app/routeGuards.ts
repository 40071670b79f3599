import { redirect } from 'react-router-dom';
import type { AuthClient } from '../auth/authClient.ts';
import { paths } from './paths.ts';

/**
 * The navigation guard (spec §2): a page under /app with no session sends the visitor to sign in. It waits for the
 * auth client to finish importing a stored session first, so a reload of a signed-in page stays where it is.
 */
export async function requireSignedIn(auth: AuthClient): Promise<null> {
  if ((await auth.whenReady()) !== 'signedIn') throw redirect(paths.signIn);
  return null;
}
