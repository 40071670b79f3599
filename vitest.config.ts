import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
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
        test: {
          name: 'relay',
          environment: 'node',
          include: ['src/relay/**/*.test.ts'],
          // The tests' graphql-ws server executes a schema built with our `graphql` import: the same build is needed.
          server: { deps: { inline: ['graphql-ws'] } },
        },
      },
      {
        // The portal's component tests: Vite's own plugins (React, the Relay transform) under jsdom.
        extends: './vite.config.ts',
        test: {
          name: 'portal',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/testing/setupComponentTests.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
          testTimeout: 20_000,
        },
      },
    ],
  },
});
