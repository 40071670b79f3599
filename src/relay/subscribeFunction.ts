/**
 * Relay's subscribe function over the graphql-ws client: each Relay subscription is one graphql-ws subscription,
 * its results checked like HTTP ones and its failures turned into the typed errors of `errors.ts`.
 */
import type { Client } from 'graphql-ws/client';
import { Observable, type GraphQLResponse, type SubscribeFunction } from 'relay-runtime';
import { isRecord } from '../../common/isRecord.ts';
import { CLIENT_ERROR, GraphQLClientError, GraphQLRequestError, toErrorEntry } from './errors.ts';
import { readGraphQLResponse } from './graphqlResponse.ts';
import { operationPayload } from './operationPayload.ts';

/** No HTTP status applies to a websocket message. */
const NO_STATUS = 0;

export function createSubscribeFunction(client: Client): SubscribeFunction {
  return (params, variables) => Observable.create<GraphQLResponse>((sink) => {
    const payload = operationPayload(params, variables);
    return client.subscribe(payload, {
      next: (result) => {
        try {
          sink.next(readGraphQLResponse(result, payload.operationName, NO_STATUS));
        } catch (error) {
          sink.error(error as Error);
        }
      },
      error: (error) => { sink.error(toSubscriptionError(error, payload.operationName)); },
      complete: () => { sink.complete(); },
    });
  });
}

/**
 * graphql-ws fails a subscription with the server's `error` message (an array of GraphQL errors), a close event
 * it will not retry (fatal code, or retries used up), or an `Error`/`Event` from the socket.
 */
function toSubscriptionError(error: unknown, operationName: string): GraphQLClientError {
  if (Array.isArray(error)) return new GraphQLRequestError(operationName, error.map(toErrorEntry), NO_STATUS);
  if (isRecord(error) && typeof error.code === 'number') {
    const reason = typeof error.reason === 'string' ? error.reason : '';
    return new GraphQLClientError(CLIENT_ERROR.network, NO_STATUS, `Websocket closed: ${error.code} ${reason}`.trim(), { cause: error });
  }
  if (error instanceof Error) return new GraphQLClientError(CLIENT_ERROR.unknown, 500, error.message, { cause: error });
  return new GraphQLClientError(CLIENT_ERROR.network, NO_STATUS, 'Network Error', { cause: error });
}
