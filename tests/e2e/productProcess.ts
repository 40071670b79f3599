/**
 * The product as a person starts it: `npm start`'s entry point in a child process, on a data directory of its own and
 * a free port. The e2e project's global set-up (productTemplate.ts) starts it once on a fresh directory, which builds
 * the portal when `dist/` is stale and migrates and seeds the embedded database, exactly as on a fresh clone; each test
 * file's product then starts on a copy of that directory.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/** The name under which the global set-up provides the started-once product's data directory. */
export const PRODUCT_TEMPLATE = 'productTemplate';

export interface RunningProduct {
  /** `http://localhost:<port>`: the one URL a person opens (the auth service's redirects are allowed for it). */
  base: string;
  dataDir: string;
  /** The admin secret the product generated in its data directory. */
  adminSecret: string;
  /** Everything the process printed, for a failing test's message. */
  output: () => string;
  /** Stops the process and removes its data directory, unless `keepData`. */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => { resolve(port); });
    });
  });
}

function waitForLine(child: ChildProcess, pattern: RegExp, output: () => string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { reject(new Error(`the product did not start in ${timeoutMs} ms:\n${output()}`)); }, timeoutMs);
    const check = (): void => {
      if (!pattern.test(output())) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the product exited with ${String(code)}:\n${output()}`));
    });
  });
}

/** The global set-up's data directory, when this runs in a test file of the e2e project. */
function templateDir(): string | undefined {
  try {
    return inject(PRODUCT_TEMPLATE);
  } catch {
    return undefined;
  }
}

/**
 * Starts the product on a data directory of its own and a free port.
 *
 * @param env - Variables added to the product's environment. The suite's own DATABASE_URL is never passed on, so the
 *   product opens its embedded database by default; `{ DATABASE_URL: url }` here runs it on that PostgreSQL database
 *   instead (the large seed's, for instance).
 * @param options - `dataDir`: start on this directory as it is (the global set-up's fresh one). Otherwise a new
 *   directory, a copy of the global set-up's when it is there and the product runs on its embedded database.
 */
export async function startProduct(env: NodeJS.ProcessEnv = {}, options: { dataDir?: string } = {}): Promise<RunningProduct> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const template = options.dataDir || env.DATABASE_URL ? undefined : templateDir();
  if (template) cpSync(template, dataDir, { recursive: true });
  const port = await freePort();
  let printed = '';
  // A fresh embedded database unless `env` names one: the e2e walk is the product's default, whatever DATABASE_URL
  // the suite runs with.
  const { DATABASE_URL: _serverDatabase, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...inherited, DATA_DIR: dataDir, PORT: String(port), HOST: 'localhost', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => { printed += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { printed += chunk.toString(); });
  const output = () => printed;
  const running = () => child.exitCode === null && child.signalCode === null;
  // The last line of start-up, printed once the server listens ("portal: http://…" or "portal: not served …");
  // a build of a stale dist/ prints "portal: built …" before, while the server is not listening yet.
  await waitForLine(child, /^portal: (http|not served)/m, output, 300_000);
  const secrets = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { adminSecret: string };
  return {
    base: `http://localhost:${port}`,
    dataDir,
    adminSecret: secrets.adminSecret,
    output,
    stop: async ({ keepData = false } = {}) => {
      if (running()) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        // Once the product says it closed (server and database), nothing of it is left to wait for but V8 finishing
        // an optimizing compile of the embedded database's WebAssembly, which holds the exit for 2-2.5 s: a walk
        // does not wait for it.
        await Promise.race([exited, waitForLine(child, /^SIG\w+: closed$/m, output, 30_000).catch(() => undefined)]);
        if (running()) child.kill('SIGKILL');
        await exited;
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A GraphQL request as the admin: the test's way to look into the database the portal wrote to. */
export async function adminGraphQL<T>(product: RunningProduct, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${product.base}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': product.adminSecret },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`admin query failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}
