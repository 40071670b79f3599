/**
 * The backend with the files API and the Nhost functions of `functions/`, over the engine fixture and the KPI
 * fixture, listening on a free port, with the variables Nhost gives functions (NHOST_JWT_SECRET among them) pointed
 * at it: for the no-login link's session function and the respondent's uploads, end to end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { linkKeyFrom, linkExpiry, signResponseLink, type LinkLocale } from '../../functions/_lib/kpi/responseLink.ts';
import { setFunctionEnvironment } from '../../server/functions/functionEnvironment.ts';
import { parseJwtSecret } from '../../server/engine/permissions/jwtSecret.ts';
import { buildApp } from '../../server/http/buildApp.ts';
import { presignKeyFrom } from '../../server/storage/presignedUrls.ts';
import type { EngineFixture } from '../helpers/engineFixture.ts';
import { ADMIN_SECRET, JWT_KEY } from '../helpers/tokens.ts';
import { DUE_DATE } from './kpiFixture.ts';

/** The project's JWT secret as HASURA_GRAPHQL_JWT_SECRET / NHOST_JWT_SECRET spell it. */
export const JWT_SECRET_JSON = JSON.stringify({ type: 'HS256', key: JWT_KEY });
export const LINK_KEY = linkKeyFrom(JWT_SECRET_JSON);

export interface KpiServer {
  app: FastifyInstance;
  base: string;
  close(): Promise<void>;
}

const FUNCTION_VARIABLES = [
  'NHOST_BACKEND_URL', 'NHOST_GRAPHQL_URL', 'NHOST_AUTH_URL', 'NHOST_STORAGE_URL', 'NHOST_FUNCTIONS_URL', 'NHOST_ADMIN_SECRET', 'NHOST_JWT_SECRET',
];

export async function startKpiServer(fixture: EngineFixture): Promise<KpiServer> {
  const root = mkdtempSync(path.join(tmpdir(), 'kpi-test-'));
  const app = buildApp({
    db: fixture.db, engine: fixture.engine,
    auth: { adminSecret: ADMIN_SECRET, jwt: parseJwtSecret(JWT_SECRET_JSON), unauthorizedRole: 'public' },
    storage: { dir: path.join(root, 'files'), signingKey: presignKeyFrom(JWT_SECRET_JSON), publicUrl: null, version: 'v0.0.0-test' },
    functions: { dir: path.resolve(import.meta.dirname, '../../functions') },
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  for (const name of FUNCTION_VARIABLES) Reflect.deleteProperty(process.env, name);
  setFunctionEnvironment(process.env, { backendUrl: base, adminSecret: ADMIN_SECRET, jwtSecret: JWT_SECRET_JSON });
  return {
    app, base,
    async close() {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A link token for `responseId` as the mailer signs it (version 1, the fixture's due date, Portuguese unless said). */
export function linkToken(responseId: string, options: { version?: number; locale?: LinkLocale; expiresAt?: number; key?: Buffer } = {}): string {
  return signResponseLink(options.key ?? LINK_KEY, {
    responseId, tokenVersion: options.version ?? 1, locale: options.locale ?? 'pt', expiresAt: options.expiresAt ?? linkExpiry(DUE_DATE),
  });
}

export interface SessionReply {
  status: number;
  body: { accessToken?: string; expiresAt?: string; responseId?: string; locale?: string; status?: string; error?: string };
  retryAfter: string | null;
}

/** POST /v1/functions/kpi/session {token}. */
export async function postSession(base: string, token: string): Promise<SessionReply> {
  const response = await fetch(`${base}/v1/functions/kpi/session`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }),
  });
  return { status: response.status, body: (await response.json()) as SessionReply['body'], retryAfter: response.headers.get('retry-after') };
}
