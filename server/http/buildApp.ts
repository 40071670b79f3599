/**
 * The HTTP server: one Fastify app hosting every service on one port, as Nhost's services sit behind one host.
 * `main.ts` listens with it; HTTP-level tests call `app.inject` on it.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { authRoutes } from '../auth/authRoutes.ts';
import type { AuthServiceOptions } from '../auth/authService.ts';
import type { Mailbox } from '../auth/mail/mailbox.ts';
import type { MailboxAccess } from '../auth/mail/mailboxAccess.ts';
import { mailboxRoutes } from '../auth/mail/mailboxRoutes.ts';
import type { SmsSink } from '../auth/sms/smsSink.ts';
import type { Db } from '../db/driver.ts';
import type { Engine } from '../engine/createEngine.ts';
import type { AuthConfig } from '../engine/permissions/resolveSession.ts';
import { resolveSession } from '../engine/permissions/resolveSession.ts';
import { attachAlertDigestMailer } from '../alerts/alertDigestMailer.ts';
import { attachAlertEvaluator } from '../alerts/alertEvaluator.ts';
import { attachInviteMailer } from '../invites/inviteMailer.ts';
import { attachKpiMailer } from '../kpi/kpiMailer.ts';
import { functionsRoutes, type FunctionsOptions } from '../functions/functionsRoutes.ts';
import { storageRoutes, type StorageOptions } from '../storage/storageRoutes.ts';
import { AdminSecretGuard, DEFAULT_ADMIN_SECRET_LIMIT, guardAdminSecret, type AdminSecretLimit } from './adminSecretGuard.ts';
import { registerCors, type CorsPolicy } from './cors.ts';
import { largestBodyLimit } from '../engine/apiLimits.ts';
import { graphqlRoute } from './graphqlRoute.ts';
import { metadataRoute } from './metadataRoute.ts';
import { DEFAULT_HTTP_LIMITS, type HttpLimits } from './httpLimits.ts';
import { portalRoutes, type PortalOptions } from './portalRoutes.ts';
import { attachWebsocket } from './websocket.ts';

export interface AppOptions {
  db: Db;
  engine: Engine;
  auth: AuthConfig;
  logLevel?: string;
  /** Overrides the `/v1/graphql` body limit of `http` (tests of the 413), and the files API's when it sets none. */
  bodyLimit?: number;
  /** Body limits and request timeouts (server/http/httpLimits.ts); DEFAULT_HTTP_LIMITS when absent. */
  http?: HttpLimits;
  /** The auth service under /v1/auth; absent in tests that exercise the engine alone. */
  authService?: Omit<AuthServiceOptions, 'db'>;
  /** The local mailbox to serve at /mailbox (when e-mail is not sent over SMTP). */
  mailbox?: Mailbox;
  /** Who may read it; by default only this machine, with the admin secret. */
  mailboxAccess?: MailboxAccess;
  /** The local SMS sink to serve at /mailbox/sms (when no SMS provider is configured), beside the mailbox or alone. */
  smsSink?: SmsSink;
  /** Websocket timings (ms); Hasura's defaults when absent. */
  websocket?: { keepAliveMs: number; connectionInitTimeoutMs: number };
  /** The built portal to serve at `/`; absent (tests, no build) → the API only. */
  portal?: PortalOptions;
  /** The files API under /v1/storage; absent in tests that do not store files. Its body limit defaults to `bodyLimit`. */
  storage?: Omit<StorageOptions, 'bodyLimit'> & { bodyLimit?: number };
  /** CORS for every service (HASURA_GRAPHQL_CORS_DOMAIN); absent → none (tests without a browser). */
  cors?: CorsPolicy;
  /** Wrong admin secrets allowed per client address and window. @default DEFAULT_ADMIN_SECRET_LIMIT */
  adminSecretLimit?: AdminSecretLimit;
  /** Nhost functions under /v1/functions (the project's `functions/`); absent in tests that call none. */
  functions?: Omit<FunctionsOptions, 'bodyLimit'>;
  /** The key KPI requests' no-login links are signed with (functions/_lib/kpi/responseLink.ts); with `authService`, the KPI mailer runs. */
  kpiLinkKey?: Buffer;
}

/** 100 MiB, for the functions: Hasura CE has no limit; this only keeps one request from exhausting the process. */
export const DEFAULT_BODY_LIMIT = 100 * 1024 * 1024;

export function buildApp(options: AppOptions): FastifyInstance {
  const http = options.http ?? DEFAULT_HTTP_LIMITS;
  // A client must send its headers, then its whole request, within these times, and a silent socket is closed: a body
  // sent a byte at a time no longer holds a socket for minutes. Node checks the first two every 30 s by default,
  // which would let a request overrun them by as much: every second instead.
  const app = Fastify({
    logger: { level: options.logLevel ?? 'warn' },
    requestTimeout: http.requestTimeoutMs, connectionTimeout: http.connectionTimeoutMs,
    http: { headersTimeout: http.headersTimeoutMs, requestTimeout: http.requestTimeoutMs, connectionsCheckingInterval: 1000 },
  });
  // Before every route: CORS first, so a refusal below still reaches the page that asked.
  if (options.cors) registerCors(app, options.cors);
  const adminSecrets = new AdminSecretGuard(
    options.auth.adminSecret, options.auth.adminSecret === null && options.auth.jwt === null, options.adminSecretLimit ?? DEFAULT_ADMIN_SECRET_LIMIT,
  );
  guardAdminSecret(app, adminSecrets);
  app.get('/healthz', async () => {
    const { rows } = await options.db.query<{ version: string }>(
      'SELECT max(version)::text AS version FROM hdb_catalog.schema_migrations WHERE NOT dirty',
    );
    return { status: 'ok', database: options.db.kind, migration: rows[0]?.version ?? null };
  });
  if (options.authService) authRoutes(app, { db: options.db, ...options.authService });
  // Invite e-mails go through the auth service's mailer, with links to its client URL.
  if (options.authService) {
    const { mail, config } = options.authService;
    attachInviteMailer(app, { db: options.db, mail, clientUrl: config.clientUrl, localeDefault: config.localeDefault });
    // KPI requests, reminders, returns and submissions, with no-login links to the same client URL.
    if (options.kpiLinkKey) attachKpiMailer(app, { db: options.db, mail, clientUrl: config.clientUrl, linkKey: options.kpiLinkKey });
    attachAlertDigestMailer(app, { db: options.db, mail, clientUrl: config.clientUrl });
  }
  // The alert rules are evaluated when the data they read changes, and every day.
  attachAlertEvaluator(app, { db: options.db });
  if (options.mailbox || options.smsSink) {
    mailboxRoutes(
      app, options.mailbox ?? null, options.mailboxAccess ?? { key: null, adminSecret: options.auth.adminSecret, anyAddress: false },
      options.smsSink ?? null,
    );
  }
  graphqlRoute(app, { engine: options.engine, auth: options.auth, bodyLimit: options.bodyLimit ?? http.graphqlBodyLimit });
  // Hasura's metadata API, for its one question this engine answers: which objects of the metadata were dropped.
  metadataRoute(app, { engine: options.engine, auth: options.auth });
  if (options.storage) {
    storageRoutes(app, {
      engine: options.engine, auth: options.auth, ...options.storage,
      bodyLimit: options.storage.bodyLimit ?? options.bodyLimit ?? http.storageBodyLimit,
    });
  }
  if (options.functions) functionsRoutes(app, { ...options.functions, bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT });
  // The live-query multiplexer's counters, for admins (Hasura serves its poller list at the same path in dev mode).
  app.get('/dev/subscriptions', async (request, reply) => {
    try {
      const session = await resolveSession(request.headers, options.auth);
      if (session.isAdmin) return options.engine.liveQueryStats;
    } catch {
      // fall through to the refusal
    }
    return reply.code(401).send({ code: 'access-denied', error: 'admin only' });
  });
  // Its catch-all GET /* loses to every route above in Fastify's router, whatever the registration order.
  if (options.portal) portalRoutes(app, options.portal);
  // Subscriptions (and queries and mutations) over a websocket on the same URL.
  const websocket = attachWebsocket(app.server, {
    engine: options.engine, auth: options.auth, ...(options.websocket ?? { keepAliveMs: 5000, connectionInitTimeoutMs: 3000 }),
    // A message is read before anyone knows whose it is: none larger than a role but admin may send over HTTP (admin's
    // large writes, the books import's, go over HTTP).
    maxPayload: Math.min(options.bodyLimit ?? http.graphqlBodyLimit, largestBodyLimit(options.engine.limits) ?? Infinity), adminSecrets,
  });
  app.addHook('onClose', (_app, done) => {
    websocket.close();
    options.engine.close();
    done();
  });
  return app;
}
