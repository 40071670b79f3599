/**
 * Queries and mutations: one HTTP POST per operation to `/v1/graphql` (spec §7, "GraphQL transport"), sent once
 * the token is usable, and every failure turned into one of the typed errors of `errors.ts`.
 */
import { Observable, type FetchFunction, type GraphQLResponse } from 'relay-runtime';
import { GraphQLClientError, toClientError } from './errors.ts';
import { invalidResponse, readGraphQLResponse } from './graphqlResponse.ts';
import { operationPayload, type OperationPayload } from './operationPayload.ts';
import { requestHeaders } from './requestHeaders.ts';
import { waitForAccessToken, type TokenSource } from './tokenSource.ts';

/** Where and how to send, fixed when the environment is made. */
export interface FetchGraphQLOptions {
  /** The GraphQL endpoint, `<backendUrl>/v1/graphql`. */
  url: string;
  tokens: TokenSource;
  extraHeaders?: Readonly<Record<string, string>>;
  fetch: typeof fetch;
  tokenPollMs: number;
}

/** Sends one operation and returns the server's result; rejects with a `GraphQLClientError` of some kind. */
export async function fetchGraphQL(
  options: FetchGraphQLOptions,
  payload: OperationPayload,
  signal: AbortSignal,
): Promise<GraphQLResponse> {
  let response: Response;
  let text: string;
  try {
    const token = await waitForAccessToken(options.tokens, { pollMs: options.tokenPollMs, signal });
    const send = options.fetch;
    response = await send(options.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...requestHeaders(token, options.extraHeaders) },
      body: JSON.stringify(payload),
      signal,
    });
    if (!response.ok) throw httpError(response);
    text = await response.text();
  } catch (cause) {
    throw toClientError(cause, signal);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw invalidResponse(response.status, cause);
  }
  return readGraphQLResponse(json, payload.operationName, response.status);
}

/** Spec §8: a non-OK answer is reported by its status text (`http-<status>` when the server sent none). */
function httpError(response: Response): GraphQLClientError {
  const error = response.statusText || `http-${response.status}`;
  return new GraphQLClientError(error, response.status, `GraphQL server answered HTTP ${response.status} ${error}`);
}

/** Relay's fetch function; unsubscribing aborts the token wait and the request. */
export function createFetchFunction(options: FetchGraphQLOptions): FetchFunction {
  return (params, variables) => Observable.create<GraphQLResponse>((sink) => {
    const controller = new AbortController();
    fetchGraphQL(options, operationPayload(params, variables), controller.signal).then(
      (result) => {
        sink.next(result);
        sink.complete();
      },
      (error: unknown) => {
        // After an unsubscribe nobody is listening, and the abort is not a failure worth reporting.
        if (!controller.signal.aborted) sink.error(error as Error);
      },
    );
    return () => { controller.abort(); };
  });
}
