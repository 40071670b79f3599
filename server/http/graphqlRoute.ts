/**
 * `POST /v1/graphql`: Hasura's HTTP transport (contract §3.1), also served at `/v1beta1/relay` (the Relay schema)
 * and `/v1alpha1/graphql` (Hasura v2 still serves it: the same requests and bodies, but an error keeps its HTTP
 * status, see errorStatus.ts). On the other two every GraphQL-level failure is HTTP 200 with
 * `{"errors": […]}`; a JSON array is a batch answered in order, each item on its own, up to the role's batch limit
 * (server/engine/apiLimits.ts). The body is read as text and decoded here so malformed JSON gets Hasura's
 * `invalid-json` rather than the framework's 400; a body over the limit is a 413, in the same error shape.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { bodyRefusal, checkBatch } from '../engine/apiLimits.ts';
import { toEncodedError, type Engine, type GraphQLApi, type GraphQLRequest } from '../engine/createEngine.ts';
import { EngineError } from '../engine/errors.ts';
import { aesonKind } from '../engine/ir/messages.ts';
import { resolveSession, type AuthConfig } from '../engine/permissions/resolveSession.ts';
import { bodyStatus, errorStatus } from './errorStatus.ts';

export interface GraphqlRouteOptions {
  engine: Engine;
  auth: AuthConfig;
  /** Largest request body accepted, in bytes (`GRAPHQL_BODY_LIMIT`). Hasura CE sets none; one process needs one. */
  bodyLimit: number;
}

const REQUEST_TYPE = 'Hasura.GraphQL.Transport.HTTP.Protocol.GQLReq(GQLReq)';

/** Each URL, the schema it answers from, and whether its errors keep their status (else all are 200). */
const ENDPOINTS: readonly { url: string; api: GraphQLApi; errorStatus: boolean }[] = [
  { url: '/v1/graphql', api: 'graphql', errorStatus: false },
  { url: '/v1alpha1/graphql', api: 'graphql', errorStatus: true },
  { url: '/v1beta1/relay', api: 'relay', errorStatus: false },
];

export function graphqlRoute(app: FastifyInstance, options: GraphqlRouteOptions): void {
  // Encapsulated, so the text parsers apply to this route only.
  void app.register((scope, _opts, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: options.bodyLimit }, (_req, body, next) => { next(null, body); });
    // The framework's refusals of the request itself (413 a body over the limit, 400 a body cut short …) keep their
    // status, in Hasura's error shape; anything else is the server's fault, masked.
    scope.setErrorHandler((error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode;
      const clientMistake = status !== undefined && status >= 400 && status < 500;
      if (!clientMistake) request.log.error(error);
      const message = status === 413 ? `the request body exceeds the limit of ${options.bodyLimit} bytes`
        : clientMistake ? (error as Error).message : 'internal error';
      const code = clientMistake ? 'bad-request' : 'unexpected';
      return reply.code(clientMistake ? status : 500).type('application/json; charset=utf-8')
        .send(JSON.stringify({ errors: [{ extensions: { code, path: '$' }, message }] }));
    });
    for (const endpoint of ENDPOINTS) scope.post(endpoint.url, async (request, reply) => {
      void reply.type('application/json; charset=utf-8');
      const body = typeof request.body === 'string' ? request.body : '';
      const { api } = endpoint;
      try {
        const session = await resolveSession(request.headers, options.auth);
        // Past the role's own body limit (lower than what the server reads for admin): refused before it is decoded.
        const tooLarge = bodyRefusal(options.engine.limits, session, Buffer.byteLength(body));
        if (tooLarge) return await reply.code(413).send(JSON.stringify({ errors: [toEncodedError(tooLarge, false)] }));
        const decoded = decodeBody(body);
        if (!Array.isArray(decoded)) {
          const answer = await options.engine.executeBytes(decoded, session, api);
          if (endpoint.errorStatus) void reply.code(bodyStatus(answer));
          return answer;
        }
        checkBatch(options.engine.limits, session, decoded.length);
        const results: string[] = [];
        for (const item of decoded) {
          results.push(await options.engine.execute(item, session, api));
          // An item answered without the database resolves at once: without a turn of the event loop between items,
          // a batch of them would hold every other request until its end.
          await nextTurn();
        }
        return `[${results.join(',')}]`;
      } catch (error) {
        const encoded = toEncodedError(error, false);
        if (endpoint.errorStatus) void reply.code(errorStatus(encoded.extensions.code));
        return JSON.stringify({ errors: [encoded] });
      }
    });
    done();
  });
}

/** The request body as one request or a batch, with aeson's messages for the shapes Hasura refuses. */
function decodeBody(body: string): GraphQLRequest | GraphQLRequest[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new EngineError('invalid-json', 'Error in $: Failed reading: not a valid json value');
  }
  if (Array.isArray(json)) return json.map((item, i) => decodeRequest(item, `$[${i}]`));
  return decodeRequest(json, '$');
}

function decodeRequest(json: unknown, path: string): GraphQLRequest {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new EngineError('parse-failed', `parsing ${REQUEST_TYPE} failed, expected Object, but encountered ${aesonKind(json)}`, path);
  }
  const { query, variables, operationName, extensions } = json as Record<string, unknown>;
  // Apollo's automatic persisted queries send a hash in place of the text. Neither Hasura nor this engine keeps such
  // a store; the message is the one the clients' persisted-query links recognise, so they turn the feature off and
  // send the text again instead of failing. A request with both runs its text, as Hasura ignores `extensions`.
  if (query === undefined && isPersistedQuery(extensions)) throw new EngineError('not-supported', 'PersistedQueryNotSupported', path);
  if (query === undefined) throw new EngineError('parse-failed', `parsing ${REQUEST_TYPE} failed, key "query" not found`, path);
  if (typeof query !== 'string') {
    throw new EngineError('parse-failed', `parsing Text failed, expected String, but encountered ${aesonKind(query)}`, `${path}.query`);
  }
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    throw new EngineError('parse-failed', `parsing HashMap failed, expected Object, but encountered ${aesonKind(variables)}`, `${path}.variables`);
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    throw new EngineError('parse-failed', `parsing Text failed, expected String, but encountered ${aesonKind(operationName)}`, `${path}.operationName`);
  }
  return { query, variables: (variables ?? null) as Record<string, unknown> | null, operationName: operationName ?? null };
}

function isPersistedQuery(extensions: unknown): boolean {
  return typeof extensions === 'object' && extensions !== null && 'persistedQuery' in extensions;
}
