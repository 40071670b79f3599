/**
 * The live-query clients: a child process of the bench (live.ts starts it with an IPC channel; not meant to be run
 * by hand) that opens N graphql-transport-ws subscribers to the engine server, then reports when each one sees a
 * change the bench committed. Running them in a second process keeps the server's event loop and the clients' apart,
 * as real clients would be; they still share the machine's cores.
 *
 * Needs a file-descriptor limit above N (one socket each): `ulimit -n 20000` before the bench for 10,000.
 */
import type { ArrivalsReport, ChildMessage, OpenCommand, ParentMessage, WatchCommand } from './liveProtocol.ts';
import { openSubscriber, type Subscriber } from './subscriber.ts';

const send = (message: ChildMessage) => { process.send?.(message); };

let subscribers: Subscriber[] = [];
/** Subscribers still live (got a first result and have not failed since). */
const live = new Set<number>();
let messages = 0;
let watch: { marker: string; arrived: Map<number, number>; timer: NodeJS.Timeout } | null = null;

function finishWatch(): void {
  if (!watch) return;
  clearTimeout(watch.timer);
  const report: ArrivalsReport = {
    type: 'arrivals', marker: watch.marker, times: [...watch.arrived.values()],
    missing: [...live].filter((i) => !watch?.arrived.has(i)).length,
  };
  watch = null;
  send(report);
}

function onData(index: number, text: string, at: number): void {
  messages++;
  if (watch && !watch.arrived.has(index) && text.includes(watch.marker)) {
    watch.arrived.set(index, at);
    if (watch.arrived.size >= live.size) finishWatch();
  }
}

async function open(command: OpenCommand): Promise<void> {
  const started = performance.now();
  const reasons = new Set<string>();
  let failed = 0;
  let inFlight = 0;
  let release: (() => void) | null = null;
  const settled = () => {
    inFlight--;
    release?.();
  };
  const all: Promise<void>[] = [];
  for (let i = 0; i < command.count; i++) {
    while (inFlight >= command.concurrency) await new Promise<void>((resolve) => { release = resolve; });
    inFlight++;
    all.push(new Promise<void>((resolve) => {
      let pending = true;
      const done = () => {
        if (!pending) return;
        pending = false;
        settled();
        resolve();
      };
      subscribers[i] = openSubscriber(command.url, command.token, command.query, { id: command.ids[i % command.ids.length] }, {
        ready: () => { live.add(i); done(); },
        data: (text, at) => { onData(i, text, at); },
        failed: (reason) => {
          if (live.delete(i) || pending) failed++;
          if (reasons.size < 5) reasons.add(reason);
          done();
          // A subscriber lost during a watch no longer holds it open.
          if (watch && watch.arrived.size >= live.size) finishWatch();
        },
      });
    }));
  }
  await Promise.all(all);
  send({ type: 'opened', ready: live.size, failed, seconds: (performance.now() - started) / 1000, reasons: [...reasons] });
}

function startWatch(command: WatchCommand): void {
  finishWatch();
  watch = { marker: command.marker, arrived: new Map(), timer: setTimeout(finishWatch, command.timeoutMs) };
  send({ type: 'watching', marker: command.marker });
}

process.on('message', (message: ParentMessage) => {
  switch (message.type) {
    case 'open': void open(message); break;
    case 'watch': startWatch(message); break;
    case 'count': send({ type: 'count', messages, open: live.size }); break;
    case 'close':
      for (const s of subscribers) s.close();
      subscribers = [];
      live.clear();
      send({ type: 'closed' });
      // Let the IPC message go out before leaving.
      setTimeout(() => process.exit(0), 100);
      break;
  }
});
console.log('ready: live clients');
