/**
 * Checks one decoded answer from the server, over HTTP or the websocket, before Relay sees it. Following Relay's
 * examples, an `errors` array is thrown rather than passed on, as a typed error that keeps every code.
 */
import type { GraphQLResponse } from 'relay-runtime';
import { isRecord } from '../../common/isRecord.ts';
import { CLIENT_ERROR, GraphQLClientError, GraphQLRequestError, toErrorEntry } from './errors.ts';

/** The answer as Relay wants it, or a `GraphQLRequestError` / `invalid-response` error. */
export function readGraphQLResponse(json: unknown, operationName: string, status: number): GraphQLResponse {
  if (isRecord(json) && Array.isArray(json.errors) && json.errors.length > 0) {
    throw new GraphQLRequestError(operationName, json.errors.map(toErrorEntry), status);
  }
  if (!isRecord(json) || !('data' in json)) throw invalidResponse(status);
  return json as unknown as GraphQLResponse;
}

/** Spec §8: the body was not JSON, or JSON with neither `data` nor `errors`. */
export function invalidResponse(status: number, cause?: unknown): GraphQLClientError {
  return new GraphQLClientError(
    CLIENT_ERROR.invalidResponse, status, 'incorrect response data from GraphQL server', { cause },
  );
}
