import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest runs one file at a time per core but one (cores - 1): on the two cores CI has, one file at a time, while a
// server or engine file spends much of its time waiting on another process (PostgreSQL, a server it started). Those
// files (group 0) therefore run two at a time even there. So do the component files (group 1), which run after them,
// alone: the whole project took 300 s two at a time against 499 s one at a time on the quiet two-core machine, every
// test passing (two at a time while other heavy work shared the cores once pushed a screen's first, cold test past its
// timeout). The browser walks (group 2) keep the default, each walk's server and Chromium competing only with each
// other: two walks at a time each took 1.8 times as long.
const SHARED_WORKERS = Math.max(2, availableParallelism() - 1);
const DEFAULT_WORKERS = Math.max(1, availableParallelism() - 1);

export default defineConfig({
  test: {
    // How many server, engine and relay files run at once (`--maxWorkers` on the command line replaces it).
    maxWorkers: SHARED_WORKERS,
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'functions/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['tests/e2e/**'],
          // Opening PGlite and migrating a fresh database takes seconds on two cores.
          hookTimeout: 120_000,
          testTimeout: 60_000,
          // graphql ships CommonJS and ESM builds; inlining graphql-ws makes it import the same build as our code,
          // so its `instanceof GraphQLError` checks see our errors (under `npm start` both load the same one).
          // GraphQL Inspector likewise, or its `isInputObjectType` … refuse our schemas (scripts/schemaCheck).
          server: { deps: { inline: ['graphql-ws', '@graphql-inspector/core'] } },
        },
      },
      {
        // The browser walks: Debian's Chromium against `npm start`, one product per file, each on a copy of the data
        // directory the global set-up prepared once (productTemplate.ts).
        test: {
          name: 'e2e',
          environment: 'node',
          maxWorkers: DEFAULT_WORKERS,
          sequence: { groupOrder: 2 },
          include: ['tests/e2e/**/*.test.ts'],
          // The product started once, its data directory copied for each file's own product (productTemplate.ts).
          globalSetup: ['tests/e2e/productTemplate.ts'],
          hookTimeout: 120_000,
          testTimeout: 60_000,
          // A page opened afresh draws its data after the document, its code, a /token round trip and the first
          // queries: 1.3-1.5 s measured on two shared cores while the server and Chromium compete for them. Polls
          // wait up to 10 s (vitest's default is 1 s) for what a user would see appear; they still fail on content
          // that never comes. Speed is measured by the benches, never here.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: 'relay',
          environment: 'node',
          include: ['src/relay/**/*.test.ts'],
          // The tests' graphql-ws server executes a schema built with our `graphql` import: the same build is needed.
          server: { deps: { inline: ['graphql-ws'] } },
        },
      },
      {
        // The portal's component tests: Vite's own plugins (React, the Relay transform) under jsdom, each file in a
        // module graph of its own. (Sharing one graph per worker, isolate: false, took the project from about 300 s to
        // about 100 s, but one test that timed out under load left React's act environment and the shared document
        // behind it, and every later file of that worker failed: it waits until a failed test cannot harm the rest.)
        // vmForks keeps that isolation (each file gets a new VM context: its own window, document and modules) in
        // worker processes that live on, so a file no longer pays for a new process loading jsdom and Vitest's own
        // code: the 79 files took 104 s against 146 s as forks, on the quiet two-core machine, every test passing.
        extends: './vite.config.ts',
        test: {
          name: 'portal',
          environment: 'jsdom',
          maxWorkers: SHARED_WORKERS,
          sequence: { groupOrder: 1 },
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/testing/setupComponentTests.ts'],
          pool: 'vmForks',
          css: { modules: { classNameStrategy: 'non-scoped' } },
          testTimeout: 20_000,
        },
      },
    ],
  },
});
