/**
 * The backend as `npm start` assembles it — engine, auth service and local mailbox on one Fastify server — over
 * the engine fixture, listening on a free port, for tests that go through HTTP and the real nhost-js client.
 */
import type { FastifyInstance } from 'fastify';
import { accessTokenSigner } from '../../server/auth/accessToken.ts';
import { authConfigFromEnv } from '../../server/auth/authConfig.ts';
import { Mailbox } from '../../server/auth/mail/mailbox.ts';
import { SmsSink } from '../../server/auth/sms/smsSink.ts';
import { smsSenderFor } from '../../server/auth/sms/twilioSms.ts';
import { parseJwtSecret } from '../../server/engine/permissions/jwtSecret.ts';
import { buildApp } from '../../server/http/buildApp.ts';
import { linkKeyFrom } from '../../functions/_lib/kpi/responseLink.ts';
import type { EngineFixture } from './engineFixture.ts';
import { JWT_KEY } from './tokens.ts';

export interface AuthServer {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` */
  base: string;
  mailbox: Mailbox;
  /** Where sign-in codes by SMS land without a provider (also served at /mailbox/sms). */
  sms: SmsSink;
}

export async function startAuthServer(fixture: EngineFixture, env: NodeJS.ProcessEnv = {}): Promise<AuthServer> {
  const secret = JSON.stringify({ type: 'HS256', key: JWT_KEY });
  const problems: string[] = [];
  // Suites sign in many times from one address; the rate-limit tests pass their own low limits.
  const config = authConfigFromEnv({
    AUTH_CLIENT_URL: 'http://portal.test', AUTH_RATE_LIMIT_BRUTE_FORCE_BURST: '1000', AUTH_RATE_LIMIT_SIGNUPS_BURST: '1000',
    AUTH_RATE_LIMIT_GLOBAL_BURST: '1000', AUTH_RATE_LIMIT_SMS_BURST: '1000', ...env,
  }, problems);
  if (problems.length > 0) throw new Error(problems.join('; '));
  const jwt = parseJwtSecret(secret);
  const mailbox = new Mailbox();
  const sms = new SmsSink();
  const app = buildApp({
    db: fixture.db, engine: fixture.engine, mailbox, smsSink: sms,
    auth: { adminSecret: null, jwt, unauthorizedRole: 'public' },
    authService: { config, jwt, signer: await accessTokenSigner(secret, config.accessTokenExpiresIn), mail: mailbox, sms: smsSenderFor(config.sms, sms), version: 'v0.0.0-test' },
    kpiLinkKey: linkKeyFrom(secret),
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  // Links in e-mails point at this server.
  Object.assign(config, { serverUrl: `${base}/v1/auth` });
  return { app, base, mailbox, sms };
}
