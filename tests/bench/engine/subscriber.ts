/**
 * One live-query subscriber speaking graphql-transport-ws over a raw `ws` socket: `connection_init` with the
 * token in `payload.headers` (as Hasura reads it), then one `subscribe`. Raw `ws` rather than a full client
 * library keeps 10,000 of them in one process cheap; the protocol part used here is five message types.
 */
import WebSocket from 'ws';
import { now } from './liveProtocol.ts';

export interface SubscriberEvents {
  /** The first `next`: the subscription is live. */
  ready(): void;
  /** Every `next`, as received (text), with its arrival time. */
  data(text: string, at: number): void;
  /** Anything that ends the subscription before `close()` is called. */
  failed(reason: string): void;
}

export interface Subscriber {
  close(): void;
}

/** A text frame's payload; `ws` hands it over as a Buffer, or in pieces when fragmented. */
function textOf(raw: WebSocket.RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  if (raw instanceof ArrayBuffer) return Buffer.from(raw).toString('utf8');
  return raw.toString('utf8');
}

interface ServerMessage {
  type?: unknown;
  payload?: unknown;
}

export function openSubscriber(
  url: string, token: string, query: string, variables: Record<string, unknown>, events: SubscriberEvents,
): Subscriber {
  // Compression would cost the one client process more CPU than the loopback saves.
  const socket = new WebSocket(url, 'graphql-transport-ws', { perMessageDeflate: false, handshakeTimeout: 30_000 });
  let live = false;
  let ended = false;
  const fail = (reason: string) => {
    if (ended) return;
    ended = true;
    events.failed(reason);
    socket.terminate();
  };
  socket.on('open', () => {
    socket.send(JSON.stringify({ type: 'connection_init', payload: { headers: { Authorization: `Bearer ${token}` } } }));
  });
  socket.on('message', (raw: WebSocket.RawData) => {
    const at = now();
    const text = textOf(raw);
    let message: ServerMessage;
    try {
      message = JSON.parse(text) as ServerMessage;
    } catch {
      fail('a message that is not JSON');
      return;
    }
    switch (message.type) {
      case 'connection_ack':
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables } }));
        break;
      case 'ping':
        socket.send(JSON.stringify({ type: 'pong' }));
        break;
      case 'next':
        if (!live) {
          live = true;
          events.ready();
        }
        events.data(text, at);
        break;
      case 'error':
        fail(`error ${JSON.stringify(message.payload).slice(0, 200)}`);
        break;
      case 'complete':
        fail('the server completed the subscription');
        break;
      default:
        break;
    }
  });
  socket.on('error', (error) => { fail(error.message); });
  socket.on('close', (code, reason) => { fail(`closed ${code}${reason.length > 0 ? ` ${reason.toString()}` : ''}`); });
  return {
    close() {
      ended = true;
      socket.close();
    },
  };
}
