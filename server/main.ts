/**
 * `npm start`: read the configuration, open the database (embedded PGlite unless DATABASE_URL is set; a new data
 * directory starts from a copy of the migrated and seeded template, server/startup/freshDatabase.ts), apply the
 * migrations, seed the demo data into an empty database, build the GraphQL engine from `nhost/metadata`, and serve
 * HTTP on one port: the API, and the portal at `/` (built into `dist/` first when its sources changed). Once it
 * listens it prints where the start-up's time went, on one line.
 */
import path from 'node:path';
import { configFromEnv } from './config/config.ts';
import { localSecrets, localSecretsPath } from './config/localSecrets.ts';
import { openDb } from './db/openDb.ts';
import { migrateUp } from './db/migrate.ts';
import { templateModeFromEnv } from './db/pgliteTemplate.ts';
import { createEngine } from './engine/createEngine.ts';
import { loadMetadata } from './engine/metadata/loadMetadata.ts';
import { parseJwtSecret } from './engine/permissions/jwtSecret.ts';
import { accessTokenSigner } from './auth/accessToken.ts';
import { Mailbox } from './auth/mail/mailbox.ts';
import { mailboxServed, newMailboxKey } from './auth/mail/mailboxAccess.ts';
import { SmtpSender } from './auth/mail/smtpSender.ts';
import { SmsSink } from './auth/sms/smsSink.ts';
import { smsSenderFor } from './auth/sms/twilioSms.ts';
import { packageVersion } from './config/packageVersion.ts';
import { buildApp } from './http/buildApp.ts';
import { setFunctionEnvironment } from './functions/functionEnvironment.ts';
import { ensurePortalBuilt, portalBuildModeFromEnv } from './portal/ensurePortalBuilt.ts';
import { presignKeyFrom } from './storage/presignedUrls.ts';
import { linkKeyFrom } from '../functions/_lib/kpi/responseLink.ts';
import { storageDirectory } from './storage/storageDirectory.ts';
import { DEMO_LOGIN, DEMO_PHONE } from './seed/demoData.ts';
import { isUnseeded } from './seed/seedState.ts';
import { describeSource, startFromTemplate } from './startup/freshDatabase.ts';
import { StartupPhases } from './startup/phases.ts';

const phases = new StartupPhases();
const config = configFromEnv();
const root = path.resolve(import.meta.dirname, '..');
// Vite builds on its own threads while the database opens and migrates; the result is awaited before listening.
const portalReady = ensurePortalBuilt({ root, distDir: path.join(root, 'dist'), mode: portalBuildModeFromEnv() });
// A data directory without a database starts from a copy of the template (migrated and seeded) instead of initdb.
const source = await startFromTemplate({ root, db: config.db, seeded: config.seedDemo, mode: templateModeFromEnv() });
if (source.kind === 'template' && source.templateMadeInMs !== null) {
  console.log(`database: made the template of a new database in ${(source.templateMadeInMs / 1000).toFixed(1)} s; new data directories start from a copy of it`);
}
const db = await openDb(config.db);
phases.end('database', describeSource(source));
const { applied } = await migrateUp(db);
if (applied.length > 0) console.log(`database: applied ${applied.length} migration(s)`);
phases.end('migrations');
if (config.seedDemo && (await isUnseeded(db))) {
  // Loaded only to seed: a database copied from the template is seeded already.
  const { seedDatabase } = await import('./seed/seed.ts');
  const report = await seedDatabase(db);
  console.log(`database: seeded the demo data in ${report.milliseconds} ms`);
}
phases.end('seed');

const generated = config.engine.adminSecret && config.engine.jwtSecret ? null : localSecrets(config.db.dataDir);
const jwtSecret = config.engine.jwtSecret ?? generated?.jwtSecret ?? '';
const auth = {
  adminSecret: config.engine.adminSecret ?? generated?.adminSecret ?? null,
  jwt: parseJwtSecret(jwtSecret),
  unauthorizedRole: config.engine.unauthorizedRole,
};
const engine = await createEngine({
  db, metadata: loadMetadata(), stringifyNumeric: config.engine.stringifyNumeric,
  adminInternalErrors: config.engine.adminInternalErrors,
  liveQueries: { refetchIntervalMs: config.engine.liveQueryRefetchMs, batchSize: config.engine.liveQueryBatchSize },
  limits: config.limits.api,
});
phases.end('engine');
// The auth service signs with the secret the engine verifies with, so its tokens open /v1/graphql.
const signer = await accessTokenSigner(jwtSecret, config.auth.accessTokenExpiresIn);
// E-mail goes over SMTP when AUTH_SMTP_HOST is set, else to the local mailbox served at /mailbox.
const smtp = config.auth.smtp ? new SmtpSender(config.auth.smtp) : null;
const mailbox = new Mailbox();
// Read by this machine's operator only, with a key new at every start (server/auth/mail/mailboxAccess.ts).
const mailboxKey = newMailboxKey();
const serveMailbox = !smtp && mailboxServed(config.localMailbox, config.host);
// SMS goes through Twilio when AUTH_SMS_PROVIDER=twilio, else to the local sink the mailbox serves beside it.
const smsSink = new SmsSink();
const smsSender = smsSenderFor(config.auth.sms, smsSink);
const twilio = smsSender !== smsSink;
const serveSmsSink = !twilio && mailboxServed(config.localMailbox, config.host);
const portal = await portalReady;
phases.end('portal', portal.built ? '(built)' : portal.distDir ? '(up to date)' : '(none)');
const app = buildApp({
  db, engine, auth, logLevel: process.env.LOG_LEVEL, cors: config.cors, adminSecretLimit: config.adminSecretLimit,
  // The SMS sink is served with the mailbox's page and rule, even when e-mail goes over SMTP.
  ...(serveMailbox ? { mailbox } : {}),
  ...(serveMailbox || serveSmsSink
    ? { mailboxAccess: { key: mailboxKey, adminSecret: auth.adminSecret, anyAddress: config.localMailbox === 'on' } } : {}),
  ...(serveSmsSink ? { smsSink } : {}),
  authService: { config: config.auth, signer, jwt: auth.jwt, mail: smtp ?? mailbox, sms: smsSender, version: `v${packageVersion()}` },
  websocket: { keepAliveMs: config.engine.websocketKeepAliveMs, connectionInitTimeoutMs: config.engine.websocketInitTimeoutMs },
  ...(portal.distDir ? { portal: { distDir: portal.distDir } } : {}),
  // Presigned URLs are signed with a key derived from the JWT secret, so they survive a restart without a new secret.
  storage: {
    dir: storageDirectory(config.storage.dir), signingKey: presignKeyFrom(jwtSecret), publicUrl: config.storage.publicUrl,
    version: `v${packageVersion()}`,
  },
  functions: { dir: path.join(root, 'functions') },
  // The KPI requests' no-login links are signed with a key derived from the JWT secret, as the session function derives it.
  kpiLinkKey: linkKeyFrom(jwtSecret),
  http: config.limits.http,
});

const shutdown = async (signal: string) => {
  console.log(`${signal}: closing`);
  await app.close();
  await db.close();
  console.log(`${signal}: closed`);
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
phases.end('listen');
const where = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${config.port}`;
// What Nhost gives its functions, so they reach the other services the same way here as there.
setFunctionEnvironment(process.env, { backendUrl: where, adminSecret: auth.adminSecret, jwtSecret });
console.log(`ready: ${where} (database: ${db.kind === 'pglite' ? `embedded PGlite in ${config.db.dataDir}` : 'PostgreSQL server'})`);
console.log(phases.line());
const mailNote = smtp
  ? `over SMTP via ${config.auth.smtp?.host ?? ''}`
  : serveMailbox
    ? `goes to the local mailbox, for this machine's operator only: ${where}/mailbox?key=${mailboxKey}`
    : 'goes to a local mailbox no one can read (HOST listens beyond this machine: set AUTH_SMTP_HOST, or AUTH_LOCAL_MAILBOX=on on a development machine)';
console.log(`auth: ${where}/v1/auth (hasura-auth compatible); e-mail ${mailNote}`);
const smsNote = !config.auth.sms.passwordlessEnabled
  ? 'off (AUTH_SMS_PASSWORDLESS_ENABLED=false)'
  : twilio
    ? 'sent through Twilio'
    : serveSmsSink
      ? `go to the local SMS sink beside the mailbox, for this machine's operator only: ${where}/mailbox?key=${mailboxKey}#sms`
      : 'go to a local SMS sink no one can read (HOST listens beyond this machine: set AUTH_SMS_PROVIDER=twilio, or AUTH_LOCAL_MAILBOX=on on a development machine)';
console.log(`auth: sign-in codes by SMS ${smsNote}`);
console.log(`storage: ${where}/v1/storage (hasura-storage compatible; files in ${storageDirectory(config.storage.dir)})`);
console.log(`functions: ${where}/v1/functions (Nhost functions from functions/)`);
console.log(`graphql: ${where}/v1/graphql (${engine.catalog.tables.length} tables; subscriptions on ws://${where.slice('http://'.length)}/v1/graphql)`);
if (generated && config.db.dataDir !== 'memory') console.log(`local admin secret and JWT key: ${localSecretsPath(config.db.dataDir)}`);
const login = `${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}${config.auth.sms.passwordlessEnabled ? `, or by SMS code to ${DEMO_PHONE}` : ''}`;
// Last, so it is the line a person sees: the one URL to open.
console.log(portal.distDir ? `portal: ${where}/ (sign in as ${login})` : `portal: not served (no dist/); demo login for the API: ${login}`);
