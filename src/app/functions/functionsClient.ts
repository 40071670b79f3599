/**
 * The portal's view of the Nhost functions (/v1/functions): a JSON call as the signed-in user, and a file download.
 * The product's implementation is nhost-js's own functions client (nhostFunctions.ts); component tests replace
 * `createFunctions` with one of their own.
 */
export class FunctionCallError extends Error {
  override name = 'FunctionCallError';

  /** `status` 0: no answer reached the portal. `code`: the function's `error` field, when it answered JSON. */
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

export interface FunctionsClient {
  /** POSTs `body` as JSON to `{functions}/{path}` with the user's token; the answer's JSON, or a FunctionCallError. */
  call<T>(path: string, body: unknown): Promise<T>;
  /** GETs `{functions}/{path}` and hands the browser the file it answers, under `fileName`. */
  download(path: string, fileName: string): Promise<void>;
}
