/**
 * The HTTP server's own bounds: body sizes per service and how long a client may take to send a request. Without
 * them a client sending its body one byte a minute holds a socket for as long as it likes (Node's request timeout
 * is 5 minutes), and one 100 MB query is read whole before anything refuses it. `buildApp` applies them.
 */

export interface HttpLimits {
  /** `GRAPHQL_BODY_LIMIT`: the largest `/v1/graphql` request body, in bytes (a 413 past it). */
  graphqlBodyLimit: number;
  /** `STORAGE_BODY_LIMIT`: the largest upload to `/v1/storage/files`, in bytes; each bucket's own limit applies within. */
  storageBodyLimit: number;
  /** `HTTP_HEADERS_TIMEOUT` (seconds): time to receive a request's headers. */
  headersTimeoutMs: number;
  /** `HTTP_REQUEST_TIMEOUT` (seconds): time to receive a whole request, body included (a 408 past it). */
  requestTimeoutMs: number;
  /** `HTTP_CONNECTION_TIMEOUT` (seconds): how long a socket may stay silent before it is closed. */
  connectionTimeoutMs: number;
}

/**
 * 5 MiB for a GraphQL request (the portal's largest is 3 KB of query and small variables; the books import writes
 * 2,000 rows per request as admin, about 1 MB; a 10 MB query is refused before it is read whole), 100 MiB for an upload. 10 s for headers, 30 s for a whole request (a 100 MiB upload
 * needs about 30 Mbit/s; raise it for slower links), 60 s of silence.
 */
export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  graphqlBodyLimit: 5 * 1024 * 1024,
  storageBodyLimit: 100 * 1024 * 1024,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  connectionTimeoutMs: 60_000,
};
