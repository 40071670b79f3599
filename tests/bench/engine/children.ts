/**
 * Child processes of the bench: the engine server, PostGraphile and the live-query clients each run in a process of
 * their own, so the load generator never shares an event loop with what it measures. Every child is registered
 * here and killed when the bench exits, however it exits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const running = new Set<ChildProcess>();

// A crash or Ctrl-C of the bench must not leave servers holding ports and database connections.
process.once('exit', () => { for (const child of running) child.kill('SIGKILL'); });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => { process.exit(130); });
}

export interface Child {
  readonly process: ChildProcess;
  readonly pid: number;
  /** The last lines the child wrote to stderr, for error messages. */
  stderrTail(): string;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/** A TCP port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => { resolve(port); });
    });
  });
}

export interface StartOptions {
  /** Script path relative to the project root, run with tsx. */
  script: string;
  env: NodeJS.ProcessEnv;
  /** Resolves once a stdout line matches this. */
  ready: RegExp;
  timeoutMs?: number;
  /** Open an IPC channel (for `process.send`). */
  ipc?: boolean;
  /** Node options before the script (such as `--cpu-prof`). */
  nodeArgs?: string[];
}

/** Starts `node --import tsx <script>` and waits until it says it is ready. */
export async function startChild(options: StartOptions): Promise<Child> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', path.join(ROOT, options.script)], {
    cwd: ROOT,
    env: { ...process.env, ...options.env },
    stdio: options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const stderr: string[] = [];
  child.stderr?.setEncoding('utf8').on('data', (text: string) => {
    stderr.push(text);
    if (stderr.length > 40) stderr.shift();
  });
  const exited = new Promise<void>((resolve) => { child.once('exit', () => { running.delete(child); resolve(); }); });
  const stderrTail = () => stderr.join('').split('\n').slice(-15).join('\n');

  const ready = new Promise<void>((resolve, reject) => {
    let seen = '';
    let done = false;
    const timeoutMs = options.timeoutMs ?? 60_000;
    const timer = setTimeout(() => { reject(new Error(`${options.script}: not ready after ${timeoutMs} ms\n${stderrTail()}`)); }, timeoutMs);
    child.stdout?.setEncoding('utf8').on('data', (text: string) => {
      if (done) return;
      seen += text;
      if (options.ready.test(seen)) {
        done = true;
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      const code = child.exitCode ?? child.signalCode ?? '?';
      reject(new Error(`${options.script} exited (code ${code}) before it was ready\n${stderrTail()}`));
    });
  });
  try {
    await ready;
  } catch (error) {
    // A child that never became ready must not linger until the bench exits.
    child.kill('SIGKILL');
    throw error;
  }
  // Keep draining stdout so a chatty child never blocks on a full pipe.
  child.stdout?.resume();

  return {
    process: child,
    pid: child.pid ?? 0,
    stderrTail,
    async stop(graceMs = 5000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
