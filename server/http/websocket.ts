/**
 * GraphQL over a websocket on `/v1/graphql` (contract §3.3), `/v1alpha1/graphql`, and `/v1beta1/relay` for the Relay
 * schema, the `graphql-transport-ws` protocol as the `graphql-ws`
 * library implements it (its close codes: 4400 bad message, 4403 forbidden, 4408 no `connection_init` in time,
 * 4409 duplicate id, 4406 for any other subprotocol).
 *
 * - `connection_init`'s `payload.headers` are merged over the upgrade request's headers and authorized exactly like
 *   HTTP headers; a refused session closes with 4403. The session is fixed for the socket's life, and when its JWT
 *   expires the socket is closed with 4403 "JWT has expired" (the client reconnects with a fresh token).
 * - Subscriptions are live queries (`Engine.subscribe`); queries and mutations run once (`next`, then `complete`).
 *   Errors the engine finds before running go out as an `error` message with Hasura's `{extensions, message}`.
 * - The server sends `ping` with `{message: "keepalive"}` every keep-alive interval, as Hasura does.
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { GraphQLError, Kind, OperationTypeNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { CloseCode, MessageType, makeServer, type ConnectionInitMessage } from 'graphql-ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { isRecord } from '../../common/isRecord.ts';
import type { Engine, GraphQLApi, GraphQLRequest } from '../engine/createEngine.ts';
import { EngineError } from '../engine/errors.ts';
import { resolveSession, type AuthConfig, type Session } from '../engine/permissions/resolveSession.ts';
import { presentedSecret, type AdminSecretGuard } from './adminSecretGuard.ts';
import { AsyncQueue } from './asyncQueue.ts';

export interface WebsocketOptions {
  engine: Engine;
  auth: AuthConfig;
  /** `HASURA_GRAPHQL_WEBSOCKET_KEEPALIVE`, in ms (Hasura: 5 s). */
  keepAliveMs: number;
  /** `HASURA_GRAPHQL_WEBSOCKET_CONNECTION_INIT_TIMEOUT`, in ms (Hasura: 3 s). */
  connectionInitTimeoutMs: number;
  /** The largest message a client may send, in bytes (the `/v1/graphql` body limit); past it the socket closes with 1009. */
  maxPayload?: number;
  /** Counts wrong admin secrets per address, as the HTTP routes do: an address past its count is refused (4403). */
  adminSecrets?: AdminSecretGuard;
}

const OPERATION_TYPES = {
  query: OperationTypeNode.QUERY, mutation: OperationTypeNode.MUTATION, subscription: OperationTypeNode.SUBSCRIPTION,
} as const;

/** The URLs served, and the schema each answers from (Hasura serves the Relay schema's subscriptions too). */
const PATHS: ReadonlyMap<string, GraphQLApi> = new Map([
  ['/v1/graphql', 'graphql'], ['/v1alpha1/graphql', 'graphql'], ['/v1beta1/relay', 'relay'],
]);

interface Extra {
  request: IncomingMessage;
  socket: WebSocket;
  session?: Session;
  expiry?: NodeJS.Timeout;
}

interface Context {
  request: GraphQLRequest;
  session: Session;
  api: GraphQLApi;
  /** The subscription's id, its socket, and graphql-ws's table of the socket's live operations. */
  id: string;
  socket: WebSocket;
  operations: Record<string, unknown>;
}

const pathOf = (request: IncomingMessage): string => new URL(request.url ?? '/', 'http://localhost').pathname;
const apiOf = (request: IncomingMessage): GraphQLApi => PATHS.get(pathOf(request)) ?? 'graphql';

const toGraphQLError = (error: EngineError): GraphQLError =>
  new GraphQLError(error.message, { extensions: { code: error.code, path: error.path } });

/** Hasura's error shape (`{extensions, message}`), whatever failed. */
function engineErrors(error: unknown): GraphQLError[] {
  if (error instanceof EngineError) return [toGraphQLError(error)];
  return [new GraphQLError('unexpected error', { extensions: { code: 'unexpected', path: '$' } })];
}

function connectionHeaders(request: IncomingMessage, init: ConnectionInitMessage['payload']): IncomingHttpHeaders {
  const merged: IncomingHttpHeaders = { ...request.headers };
  const headers = isRecord(init) && isRecord(init.headers) ? init.headers : {};
  for (const [name, value] of Object.entries(headers)) if (typeof value === 'string') merged[name.toLowerCase()] = value;
  return merged;
}

/**
 * A subscription's `next` message around a result body the engine serialised once for the whole cohort: graphql-ws
 * would parse it and serialise it again for every subscriber (`{id, type, payload}`), so live results bypass its
 * `emit.next` and go out as the body with the subscriber's own id written around it. The frame is the one
 * graphql-ws writes, key order included.
 */
const nextPrefix = (id: string): string => `{"id":${JSON.stringify(id)},"type":"${MessageType.Next}","payload":`;

export function attachWebsocket(server: Server, options: WebsocketOptions): { close(): void } {
  const { engine } = options;
  const graphqlServer = makeServer<ConnectionInitMessage['payload'], Extra>({
    connectionInitWaitTimeout: options.connectionInitTimeoutMs,
    async onConnect(ctx) {
      try {
        const headers = connectionHeaders(ctx.extra.request, ctx.connectionParams);
        const address = ctx.extra.request.socket.remoteAddress ?? '';
        if ((options.adminSecrets?.check(address, presentedSecret(headers)) ?? null) !== null) return false;
        const session = await resolveSession(headers, options.auth);
        ctx.extra.session = session;
        if (session.expiresAt !== undefined) {
          const close = () => { ctx.extra.socket.close(CloseCode.Forbidden, 'JWT has expired'); };
          const wait = session.expiresAt - Date.now();
          if (wait <= 0) return false;
          ctx.extra.expiry = setTimeout(close, Math.min(wait, 2 ** 31 - 1));
        }
        return true;
      } catch {
        return false;
      }
    },
    onSubscribe(ctx, id, payload) {
      const session = ctx.extra.session;
      if (!session) return [new GraphQLError('not initialised', { extensions: { code: 'start-failed', path: '$' } })];
      const request: GraphQLRequest = {
        query: payload.query, operationName: payload.operationName ?? null, variables: payload.variables ?? null,
      };
      const api = apiOf(ctx.extra.request);
      try {
        const type = engine.operationType(request, session, api);
        const context: Context = { request, session, api, id, socket: ctx.extra.socket, operations: ctx.subscriptions };
        // The engine has parsed and checked the operation; graphql-ws only needs to know its type.
        const args: ExecutionArgs = {
          schema: engine.schemaFor(session.role, session.backendOnly === true, api),
          document: { kind: Kind.DOCUMENT, definitions: [{ kind: Kind.OPERATION_DEFINITION, operation: OPERATION_TYPES[type], selectionSet: { kind: Kind.SELECTION_SET, selections: [] } }] },
          contextValue: context,
        };
        return args;
      } catch (error) {
        return engineErrors(error);
      }
    },
    async execute(args) {
      const { request, session, api } = args.contextValue as Context;
      return JSON.parse(await engine.execute(request, session, api)) as ExecutionResult;
    },
    subscribe(args) {
      const { request, session, api, id, socket, operations } = args.contextValue as Context;
      // The queue carries only the end (an error, or the client's `complete` through return()); results are written
      // straight to the socket, once graphql-ws still holds the operation (a `complete` removes it).
      const queue = new AsyncQueue<ExecutionResult>();
      const prefix = nextPrefix(id);
      try {
        const stop = engine.subscribe(request, session, {
          next: (body) => { if (id in operations && socket.readyState === socket.OPEN) socket.send(`${prefix}${body}}`); },
          error: (error) => { queue.fail(error instanceof EngineError ? Object.assign(new Error(error.message), { extensions: { code: error.code, path: error.path } }) : error); },
        }, api);
        queue.onReturn(stop);
      } catch (error) {
        return { errors: engineErrors(error) };
      }
      return queue;
    },
    onError: (_ctx, _id, _payload, errors) => errors.map((e) => ({ extensions: e.extensions, message: e.message })),
  });

  const wss = new WebSocketServer({
    noServer: true,
    // Without it a message of up to 100 MiB (ws's default) would be read and parsed, past the body limit of POST.
    ...(options.maxPayload === undefined ? {} : { maxPayload: options.maxPayload }),
    // graphql-transport-ws only: anything else is refused by graphql-ws with 4406.
    handleProtocols: (protocols) => (protocols.has('graphql-transport-ws') ? 'graphql-transport-ws' : false),
  });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!PATHS.has(pathOf(request))) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => { wss.emit('connection', ws, request); });
  };
  server.on('upgrade', onUpgrade);

  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const extra: Extra = { request, socket };
    // A client breaking the protocol (a message past maxPayload, text that is not UTF-8, a bad frame) makes ws emit
    // 'error' and then close the socket with the matching code (1009, 1007, 1002). Unheard, that 'error' would be an
    // uncaught exception: one client's bad frame would end the process.
    socket.on('error', () => undefined);
    const closed = graphqlServer.opened({
      protocol: socket.protocol,
      send: (data) => new Promise<void>((resolve, reject) => {
        socket.send(data, (error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
      close: (code, reason) => { socket.close(code, reason); },
      onMessage: (cb) => {
        socket.on('message', (data: Buffer) => {
          cb(data.toString()).catch((error: unknown) => {
            socket.close(CloseCode.InternalServerError, error instanceof Error ? error.message.slice(0, 100) : 'internal error');
          });
        });
      },
    }, extra);
    const keepAlive = setInterval(() => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: MessageType.Ping, payload: { message: 'keepalive' } }));
    }, options.keepAliveMs);
    keepAlive.unref();
    socket.once('close', (code: number, reason: Buffer) => {
      clearInterval(keepAlive);
      if (extra.expiry) clearTimeout(extra.expiry);
      void closed(code, reason.toString());
    });
  });

  return {
    close() {
      server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.close(CloseCode.Forbidden, 'Server is shutting down');
      wss.close();
    },
  };
}
