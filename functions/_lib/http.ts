/**
 * The part of a function's request and response that our functions use: a subset of Express's, which is what Nhost
 * hands a function when it is deployed, and what `server/functions` hands it locally. Written out here so the
 * functions need no Express types (Nhost skips files and folders whose names start with `_`: this is no endpoint).
 */
export interface FunctionRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly query: Readonly<Record<string, unknown>>;
  /** The client's address (Express's `req.ip`), for per-address rate limits. */
  readonly ip?: string;
  /** The parsed JSON body; undefined when there was none. */
  readonly body: unknown;
}

export interface FunctionResponse {
  status(code: number): FunctionResponse;
  setHeader(name: string, value: string): FunctionResponse;
  json(body: unknown): void;
  send(body: string | Uint8Array): void;
}

export type FunctionHandler = (req: FunctionRequest, res: FunctionResponse) => unknown;

/** A request header as one string (the first, when a client sent it twice). */
export function header(req: FunctionRequest, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
