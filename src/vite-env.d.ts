/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The backend's URL; default: the page's own origin (see src/config/env.ts). */
  readonly VITE_BACKEND_URL?: string;
  /** A JSON object of extra headers for GraphQL requests. */
  readonly VITE_GRAPHQL_EXTRA_HEADERS?: string;
  /** Sentry's DSN: error reporting and session replay in production builds only. */
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_RELEASE?: string;
}
