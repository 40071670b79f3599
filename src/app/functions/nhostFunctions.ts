import type { AuthClient } from '../../auth/authClient.ts';
import { FunctionCallError, type FunctionsClient } from './functionsClient.ts';

/** What nhost-js puts in a failed call's error: the answer's status and its body (JSON when the function sent JSON). */
function callError(error: { status: number; message: unknown; error?: unknown }): FunctionCallError {
  const body = error.message;
  if (typeof body === 'object' && body !== null) {
    const { error: code, message } = body as { error?: unknown; message?: unknown };
    return new FunctionCallError(error.status, typeof code === 'string' ? code : 'unknown', typeof message === 'string' ? message : '');
  }
  return new FunctionCallError(error.status, 'unknown', typeof body === 'string' ? body : '');
}

/**
 * Functions through `@nhost/nhost-js` 3.x's own client, unmodified, with the session's current access token set
 * before each call. Downloads go through fetch (nhost-js's client parses every answer as JSON or text).
 *
 * @param functionsUrl - `{backend}/v1/functions` (serviceUrls.ts).
 */
export function nhostFunctions(auth: AuthClient, functionsUrl: string): FunctionsClient {
  return {
    call: async <T>(path: string, body: unknown): Promise<T> => {
      const { NhostFunctionsClient } = await import('@nhost/nhost-js');
      const client = new NhostFunctionsClient({ url: functionsUrl });
      client.setAccessToken(auth.getAccessToken() ?? undefined);
      const { res, error } = await client.call<T>(path, body);
      if (error) throw callError(error as { status: number; message: unknown });
      return res.data;
    },
    download: async (path, fileName) => {
      const token = auth.getAccessToken();
      const response = await fetch(`${functionsUrl}/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
        .catch(() => { throw new FunctionCallError(0, 'network', 'no answer'); });
      if (!response.ok) throw new FunctionCallError(response.status, 'unknown', await response.text());
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(url);
    },
  };
}
