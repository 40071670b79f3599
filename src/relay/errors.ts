/**
 * The errors the Relay network layer throws (spec §8, "GraphQL client"). Transport failures are a
 * `GraphQLClientError` whose `error` is a short code; a server answer with an `errors` array is a
 * `GraphQLRequestError` that keeps each entry's Hasura code, so screens can choose a translated message by code
 * (see {@link errorCodes}) instead of showing raw server text.
 */
import { isRecord } from '../../common/isRecord.ts';

/** The `error` codes this layer produces itself; a non-OK HTTP answer uses its status text instead. */
export const CLIENT_ERROR = {
  invalidResponse: 'invalid-response',
  abort: 'abort-error',
  network: 'network',
  unknown: 'unknown',
  graphql: 'graphql-error',
} as const;

/** A request that did not produce a GraphQL result. `status` is the HTTP status, or 0 when there was none. */
export class GraphQLClientError extends Error {
  override name = 'GraphQLClientError';

  constructor(
    /** A short code: `invalid-response`, `abort-error`, `network`, `unknown`, or a non-OK answer's status text. */
    readonly error: string,
    readonly status: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** One entry of a GraphQL `errors` array, in Hasura's shape (`{message, extensions: {code, path}}`). */
export interface GraphQLErrorEntry {
  readonly message: string;
  readonly code?: string;
  readonly path?: string;
}

/** The server answered with an `errors` array (Hasura does so with HTTP 200). */
export class GraphQLRequestError extends GraphQLClientError {
  override name = 'GraphQLRequestError';

  constructor(
    readonly operationName: string,
    readonly errors: readonly GraphQLErrorEntry[],
    status: number,
  ) {
    const messages = errors.map((entry) => entry.message).join('; ');
    super(CLIENT_ERROR.graphql, status, `GraphQL operation '${operationName}' failed: ${messages}`);
  }
}

/** Reads one raw `errors` item; anything malformed still yields an entry, so no failure is silently dropped. */
export function toErrorEntry(raw: unknown): GraphQLErrorEntry {
  if (!isRecord(raw)) return { message: String(raw) };
  const message = typeof raw.message === 'string' ? raw.message : JSON.stringify(raw);
  const extensions = isRecord(raw.extensions) ? raw.extensions : {};
  return {
    message,
    ...(typeof extensions.code === 'string' ? { code: extensions.code } : {}),
    ...(typeof extensions.path === 'string' ? { path: extensions.path } : {}),
  };
}

/**
 * The codes behind a failure, for picking a translated message: each GraphQL error's `extensions.code`, or the
 * client error's `error` (`network`, `abort-error` …). Empty for anything this layer did not throw.
 */
export function errorCodes(err: unknown): string[] {
  if (err instanceof GraphQLRequestError) {
    return err.errors.flatMap((entry) => (entry.code === undefined ? [] : [entry.code]));
  }
  if (err instanceof GraphQLClientError) return [err.error];
  return [];
}

/** Classifies whatever a fetch (or the wait before it) rejected with. */
export function toClientError(cause: unknown, signal: AbortSignal): GraphQLClientError {
  if (cause instanceof GraphQLClientError) return cause;
  if (signal.aborted || (cause instanceof Error && cause.name === 'AbortError')) {
    return new GraphQLClientError(CLIENT_ERROR.abort, 0, 'The request was aborted', { cause });
  }
  // fetch rejects with a TypeError when the request never got an answer (refused, DNS, CORS, dropped).
  if (cause instanceof TypeError) return new GraphQLClientError(CLIENT_ERROR.network, 0, 'Network Error', { cause });
  const message = cause instanceof Error ? cause.message : String(cause);
  return new GraphQLClientError(CLIENT_ERROR.unknown, 500, message, { cause });
}
