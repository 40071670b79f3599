import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Component test files that replace a module with `vi.mock`. The portal's component tests share one module graph
 * per worker (`isolate: false`: jsdom, React, Blueprint and the catalogues load once, not once per file, which
 * took two thirds of the project's time); a file that swaps a module needs a graph of its own, or it would meet the
 * real module another file already loaded (and leave its stand-in to the files after it). Found by reading the
 * files, so a new one is never forgotten.
 */
function componentTestsReplacingModules(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.tsx'))
    .map((file) => join(folder, file))
    .filter((file) => /\bvi\.mock\(/.test(readFileSync(file, 'utf8')));
}

const PORTAL_TESTS_REPLACING_MODULES = componentTestsReplacingModules('src');

const PORTAL_COMPONENT_TESTS = {
  environment: 'jsdom',
  setupFiles: ['./src/testing/setupComponentTests.ts'],
  css: { modules: { classNameStrategy: 'non-scoped' as const } },
  testTimeout: 20_000,
};

export default defineConfig({
  test: {
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
        // The portal's component tests: Vite's own plugins (React, the Relay transform) under jsdom, one module graph
        // per worker; each test unmounts, clears storage and toasts after itself (setupComponentTests.ts).
        extends: './vite.config.ts',
        test: {
          ...PORTAL_COMPONENT_TESTS,
          name: 'portal',
          include: ['src/**/*.test.tsx'],
          exclude: PORTAL_TESTS_REPLACING_MODULES,
          isolate: false,
        },
      },
      {
        // The component tests that replace a module, each file in a graph of its own.
        extends: './vite.config.ts',
        test: { ...PORTAL_COMPONENT_TESTS, name: 'portal-isolated', include: PORTAL_TESTS_REPLACING_MODULES },
      },
    ],
  },
});
