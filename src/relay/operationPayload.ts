/**
 * The request body Hasura expects, `{operationName, variables, query}`, built from what Relay hands the network.
 * The same object is POSTed over HTTP and sent in a websocket `subscribe` message.
 */
import type { RequestParameters, Variables } from 'relay-runtime';

/** One GraphQL operation as sent to the server. */
export interface OperationPayload {
  readonly operationName: string;
  readonly variables: Variables;
  readonly query: string;
}

/** `params.name` and `params.text` from the Relay compiler's artifact. */
export function operationPayload(params: RequestParameters, variables: Variables): OperationPayload {
  // Persisted queries (an `id` without text) would need a server-side store, which the engine does not have.
  if (params.text === null) throw new Error(`Operation '${params.name}' has no text: persisted queries are not supported`);
  return { operationName: params.name, variables, query: params.text };
}
