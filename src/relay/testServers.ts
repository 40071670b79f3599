/**
 * Test support (imported by `*.test.ts` only): real servers on loopback ports, so the network layer is tested
 * against actual HTTP and websocket traffic rather than mocks.
 * - an HTTP server that records each POST and answers with whatever the test sets;
 * - a graphql-ws server over `ws` with a tiny schema, recording each connection's params and close;
 * - a bare websocket server speaking just enough graphql-transport-ws to misbehave on purpose.
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
// Renamed: it is no React hook, whatever its name says.
import { useServer as serveGraphqlWs } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  receivedAt: number;
  /** Resolves when the client dropped the connection before the answer was sent. */
  aborted: Promise<void>;
}

export type Responder = (res: ServerResponse, request: RecordedRequest) => void;

export const answerJson = (json: unknown, status = 200): Responder => (res) => {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
};

export interface TestHttpServer {
  url: string;
  requests: RecordedRequest[];
  /** How the next requests are answered; defaults to `{data: {hello: 'world'}}`. */
  respond: Responder;
  close(): Promise<void>;
}

export async function startHttpServer(): Promise<TestHttpServer> {
  const state: TestHttpServer = {
    url: '',
    requests: [],
    respond: answerJson({ data: { hello: 'world' } }),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => { chunks.push(chunk); });
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const aborted = new Promise<void>((resolve) => {
        res.on('close', () => { if (!res.writableFinished) resolve(); });
      });
      const request: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: text === '' ? undefined : JSON.parse(text),
        receivedAt: Date.now(),
        aborted,
      };
      state.requests.push(request);
      state.respond(res, request);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

/** A loopback URL nothing listens on: connections to it are refused. */
export async function refusedUrl(): Promise<string> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return `http://127.0.0.1:${port}`;
}

/** One websocket the server accepted. */
export interface RecordedConnection {
  socket: WebSocket;
  /** `connection_init`'s payload, once it arrived. */
  params?: unknown;
  closed: Promise<{ code: number; reason: string }>;
}

export interface TestWsServer {
  /** The backend URL (`http://…`), as the environment is configured with it. */
  backendUrl: string;
  connections: RecordedConnection[];
  /** How many of the next connections to refuse at `connection_init` (graphql-ws closes them with 4403). */
  refuseNext: number;
  close(): Promise<void>;
}

function recordConnections(wss: WebSocketServer): RecordedConnection[] {
  const connections: RecordedConnection[] = [];
  wss.on('connection', (socket: WebSocket) => {
    const closed = new Promise<{ code: number; reason: string }>((resolve) => {
      socket.on('close', (code: number, reason: Buffer) => { resolve({ code, reason: reason.toString() }); });
    });
    connections.push({ socket, closed });
  });
  return connections;
}

async function listen(wss: WebSocketServer): Promise<string> {
  await once(wss, 'listening');
  return `http://127.0.0.1:${(wss.address() as AddressInfo).port}`;
}

async function closeWss(wss: WebSocketServer): Promise<void> {
  for (const client of wss.clients) client.terminate();
  await new Promise<void>((resolve) => { wss.close(() => { resolve(); }); });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `subscription { tick }` counts up every 20 ms for as long as it is subscribed; `hello` is the required query. */
export const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: { hello: { type: GraphQLString, resolve: () => 'world' } },
  }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: {
      tick: {
        type: new GraphQLNonNull(GraphQLInt),
        subscribe: async function* ticks() {
          for (let i = 0; ; i += 1) {
            await sleep(20);
            yield { tick: i };
          }
        },
      },
    },
  }),
});

export async function startGraphqlWsServer(): Promise<TestWsServer> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/v1/graphql' });
  const connections = recordConnections(wss);
  const state: TestWsServer = {
    backendUrl: '',
    connections,
    refuseNext: 0,
    close: () => closeWss(wss),
  };
  serveGraphqlWs({
    schema,
    onConnect: (ctx) => {
      const connection = connections.find((c) => c.socket === ctx.extra.socket);
      if (connection) connection.params = ctx.connectionParams;
      if (state.refuseNext === 0) return true;
      state.refuseNext -= 1;
      return false;
    },
  }, wss);
  state.backendUrl = await listen(wss);
  return state;
}

/**
 * A websocket server that acknowledges `connection_init` (after `ackDelayMs`) and then does as told: ignore pings
 * (to test the pong time-out) or close every socket with a given code after the ack.
 */
export async function startBareWsServer(behaviour: { closeWith?: number; ackDelayMs?: number }): Promise<TestWsServer> {
  const wss = new WebSocketServer({
    host: '127.0.0.1', port: 0, path: '/v1/graphql',
    handleProtocols: (protocols) => (protocols.has('graphql-transport-ws') ? 'graphql-transport-ws' : false),
  });
  const connections = recordConnections(wss);
  wss.on('connection', (socket: WebSocket) => {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string; payload?: unknown };
      if (message.type !== 'connection_init') return;
      const connection = connections.find((c) => c.socket === socket);
      if (connection) connection.params = message.payload;
      setTimeout(() => {
        socket.send(JSON.stringify({ type: 'connection_ack' }));
        if (behaviour.closeWith !== undefined) socket.close(behaviour.closeWith, 'Closed by the test');
      }, behaviour.ackDelayMs ?? 0);
    });
  });
  return { backendUrl: await listen(wss), connections, refuseNext: 0, close: () => closeWss(wss) };
}

/** Polls `condition` until it holds; the generous limit only guards against a hang. */
export async function waitUntil(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('waitUntil: condition not met in time');
    await sleep(10);
  }
}
