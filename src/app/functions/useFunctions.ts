import { useAuthClient } from '../../auth/AuthContext.tsx';
import { portalConfig } from '../../config/env.ts';
import { serviceUrls } from '../../config/serviceUrls.ts';
import type { FunctionsClient } from './functionsClient.ts';
import { nhostFunctions } from './nhostFunctions.ts';

const byClient = new WeakMap<object, FunctionsClient>();

/** The functions client of the signed-in session: one per auth client, made on first use. */
export function useFunctions(): FunctionsClient {
  const auth = useAuthClient();
  let functions = byClient.get(auth);
  if (!functions) {
    functions = nhostFunctions(auth, serviceUrls(portalConfig.backendUrl).functionsUrl);
    byClient.set(auth, functions);
  }
  return functions;
}
