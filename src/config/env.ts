/**
 * The portal's configuration, read once from Vite's build-time variables (`VITE_*`). Everything else in `src/`
 * imports these values instead of reading `import.meta.env`, so a missing or malformed value fails in one place.
 */

/** Where the backend listens when nothing says otherwise: `npm start`'s default port (nhost's local default too). */
export const DEFAULT_BACKEND_URL = 'http://localhost:1337';

/** The portal's identifier, sent as `extra_fields.host` with every visit event. */
export const PORTAL_ID = 'investor-portal';

function backendUrl(): string {
  const configured = import.meta.env.VITE_BACKEND_URL;
  if (typeof configured === 'string' && configured.trim() !== '') return configured.trim().replace(/\/+$/, '');
  // Served by the backend itself (`npm start`) or through Vite's proxy (`npm run dev`), the API is on the page's own
  // origin, whatever port it was started on; only without a page (tests in Node) does the default apply.
  if (typeof window !== 'undefined' && /^https?:$/.test(window.location.protocol)) return window.location.origin;
  return DEFAULT_BACKEND_URL;
}

function extraHeaders(): Readonly<Record<string, string>> {
  const raw = import.meta.env.VITE_GRAPHQL_EXTRA_HEADERS;
  if (typeof raw !== 'string' || raw.trim() === '') return {};
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('VITE_GRAPHQL_EXTRA_HEADERS must be a JSON object of header names to string values');
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value !== 'string') throw new Error(`VITE_GRAPHQL_EXTRA_HEADERS: the value of ${name} must be a string`);
    headers[name] = value;
  }
  return headers;
}

function optional(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export interface PortalConfig {
  /** The one backend URL; auth, GraphQL, storage and functions live under it (see serviceUrls.ts). */
  readonly backendUrl: string;
  /** Headers added to every GraphQL request and to the websocket's `connection_init`. */
  readonly graphqlExtraHeaders: Readonly<Record<string, string>>;
  /** Sentry's DSN; without one nothing is sent anywhere. */
  readonly sentryDsn: string | null;
  /** Sentry's release name, when the build sets one. */
  readonly release: string | null;
  /** True in `vite build` output, false under `vite` (dev) and in tests. */
  readonly production: boolean;
  /** `npm run dev:mock`: no backend, a generated Relay environment and a fake session. */
  readonly mock: boolean;
}

export const portalConfig: PortalConfig = Object.freeze({
  backendUrl: backendUrl(),
  graphqlExtraHeaders: extraHeaders(),
  sentryDsn: optional(import.meta.env.VITE_SENTRY_DSN),
  release: optional(import.meta.env.VITE_RELEASE),
  production: import.meta.env.PROD,
  mock: import.meta.env.MODE === 'mock',
});
