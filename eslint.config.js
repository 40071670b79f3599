import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Test files: they assert the shape of values they have just built, so `value!` there is a statement of fact. */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', 'tests/**'];

/**
 * Files of tsconfig.node.json that tsconfig.json does not also cover (common/'s modules are in both, its tests only
 * in the node one). The project service only
 * discovers projects named tsconfig.json, so these name their project explicitly.
 */
const NODE_PROJECT_FILES = ['server/**', 'functions/**', 'scripts/**', 'tests/**', 'common/**/*.test.ts', 'vitest.config.ts', 'vite.config.ts'];

const SHARED_HERE = 'Move what several features use to src/ui, src/app or src/testing (a feature may only compose another feature\'s PascalCase component).';

/** Another feature's module that is not a component: `prefix` climbs to src/features/ from the importing file. */
function featureBoundary(prefix) {
  return { regex: `${prefix}[^./][^/]*/(?:[^/]+/)*[a-z][^/]*$`, caseSensitive: true, message: SHARED_HERE };
}

export default defineConfig(
  globalIgnores(['**/node_modules/', 'dist/', '__generated__/', '.data/', 'tmp/', 'test-results/', 'coverage/']),

  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // The strict preset also bans numbers (and bigints) in template literals, yet `${count} rows` is exactly what
      // they are for; the other types it bans (objects, nullish, booleans) stay banned.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // This rule overflows its stack on graphql-js's recursive type classes (GraphQLList<GraphQLType> …) and takes
      // ESLint down with it; TypeScript's own assignability checks still cover these assignments.
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
    },
  },
  {
    files: NODE_PROJECT_FILES,
    languageOptions: {
      parserOptions: { projectService: false, project: './tsconfig.node.json' },
    },
  },
  {
    // Plain JavaScript (this file) is in no TypeScript program, so rules that need types cannot run on it.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },

  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      // react-router's loaders end a navigation by throwing a redirect Response; that is its API, not a mistake.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }], allowThrowingUnknown: false }],
    },
  },
  // A feature folder holds its own screens (STYLE.md §3): it may compose another feature's screen or dialog, a
  // component module named in PascalCase in the screen that composes it, but what several features use (hooks,
  // helpers, constants, styles) lives in ui/, app/ or testing/, so one feature can be rewritten without breaking
  // another. The relative path's depth tells a sibling feature from a sub-folder of the same feature.
  {
    files: ['src/features/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [featureBoundary('^\\.\\./')] }] },
  },
  {
    files: ['src/features/*/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [featureBoundary('^\\.\\./\\.\\./')] }] },
  },
  {
    // The shared layers never reach into a feature for a helper; the routes and the shell compose screens.
    files: ['src/ui/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}', 'src/testing/**/*.{ts,tsx}', 'src/relay/**/*.{ts,tsx}', 'src/auth/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '/features/[^/]+/(?:[^/]+/)*[a-z][^/]*$', caseSensitive: true, message: SHARED_HERE }] }] },
  },
  {
    ignores: ['src/**'],
    languageOptions: { globals: globals.node },
  },

  {
    files: TEST_FILES,
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
