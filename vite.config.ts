import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { compileHints } from './scripts/compileHints.ts';
import { knownLocales } from './scripts/knownLocales.ts';
import { prerenderSignIn } from './scripts/prerenderSignIn.ts';

const root = import.meta.dirname;
const schemaFile = path.join(root, 'schema.graphql');
const srcDir = path.join(root, 'src') + path.sep;
// The compiler's own entry point, run with the current Node: no npx round trip, no shell, works the same on Windows.
const relayCli = createRequire(import.meta.url).resolve('relay-compiler/cli.js');

/**
 * Re-runs relay-compiler in dev whenever a source file or the schema changes. `relay-compiler --watch` would do this
 * itself, but it needs watchman, which is not available here, so Vite's own file watcher drives it instead.
 *
 * Runs never overlap: a change during a run queues exactly one more run, which then sees every change so far.
 */
function relayCompilerOnChange(): Plugin {
  return {
    name: 'investor-portal:relay-compiler-on-change',
    apply: 'serve',
    configureServer(server) {
      const { logger } = server.config;
      // The schema arrives with a later piece of work; until then there is nothing to compile against.
      if (!existsSync(schemaFile)) {
        logger.warn('relay-compiler: schema.graphql not found, GraphQL artifacts will not be generated');
        return;
      }
      // relay-compiler refuses to start when the artifact directory is missing.
      mkdirSync(path.join(root, '__generated__'), { recursive: true });

      let running = false;
      let queued = false;
      let timer: ReturnType<typeof setTimeout> | undefined;

      const run = (): void => {
        if (running) {
          queued = true;
          return;
        }
        running = true;
        const child = spawn(process.execPath, [relayCli], { cwd: root, stdio: 'inherit' });
        const done = (): void => {
          running = false;
          if (queued) {
            queued = false;
            run();
          }
        };
        child.on('error', (error) => {
          logger.error(`relay-compiler: ${error.message}`);
          done();
        });
        // A failed compile has already printed its errors; the next save retries.
        child.on('exit', done);
      };

      // An editor saving several files at once (or a formatter) fires a burst of events: compile once for all of them.
      const schedule = (file: string): void => {
        const relevant = file === schemaFile || (file.startsWith(srcDir) && /\.(?:ts|tsx)$/.test(file));
        if (!relevant) return;
        clearTimeout(timer);
        timer = setTimeout(run, 100);
      };

      // Vite already watches the whole project root. The artifacts land in __generated__, outside src, so the
      // compiler's own writes do not schedule another run.
      server.watcher.on('add', schedule);
      server.watcher.on('change', schedule);
      server.watcher.on('unlink', schedule);
      // Artifacts may be stale from a branch switch or a pull made while the server was down.
      run();
    },
  };
}

export default defineConfig({
  plugins: [react(), relay, relayCompilerOnChange(), prerenderSignIn(), compileHints(), knownLocales()],
  resolve: {
    // Blueprint's icon modules convert their 706 names with change-case while the page's first script runs; this
    // answers the same in about a third of the time (the module says how and why).
    alias: [{ find: /^change-case$/, replacement: path.join(root, 'src/ui/iconNameCase.ts') }],
  },
  server: {
    port: 5173,
    proxy: {
      // The portal calls the backend API at /v1 on its own origin; in dev the backend listens on a port of its own.
      // `ws: true` carries GraphQL subscriptions (graphql-ws) over the same path.
      '/v1': {
        target: process.env.BACKEND_URL ?? 'http://localhost:1337',
        changeOrigin: true,
        ws: true,
      },
    },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks each route loads, for `npm run bench:bundle`.
    manifest: true,
    sourcemap: true,
  },
});
