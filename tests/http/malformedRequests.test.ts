/**
 * A client's mistakes are 4xx, never 5xx (issue 19, item 7): the seeded corpus of malformed requests
 * (tests/helpers/malformedRequests.ts) over `/v1/graphql`, `/v1/auth/*` and `/v1/storage/*` of one app assembled as
 * `npm start` assembles it (the default API limits on), sent through `app.inject`. Any 5xx fails the test, listed with its request and body.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenSigner } from '../../server/auth/accessToken.ts';
import { DEFAULT_API_LIMITS } from '../../server/engine/apiLimits.ts';
import { authConfigFromEnv } from '../../server/auth/authConfig.ts';
import { Mailbox } from '../../server/auth/mail/mailbox.ts';
import { parseJwtSecret } from '../../server/engine/permissions/jwtSecret.ts';
import { buildApp } from '../../server/http/buildApp.ts';
import { presignKeyFrom } from '../../server/storage/presignedUrls.ts';
import { createEngineFixture, USERS, type EngineFixture } from '../helpers/engineFixture.ts';
import { malformedRequests } from '../helpers/malformedRequests.ts';
import { testTargets } from '../helpers/testDb.ts';
import { ADMIN_SECRET, JWT_KEY } from '../helpers/tokens.ts';

/** Bodies over every limit: 2 MiB past the largest of them (the files API's), kept small so the corpus stays fast. */
const FILES_LIMIT = 8 * 1024 * 1024;

describe.each(testTargets())('malformed requests on $name', (target) => {
  let fixture: EngineFixture;
  let app: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    fixture = await createEngineFixture(target, { onUnexpectedError: () => undefined, limits: DEFAULT_API_LIMITS });
    root = mkdtempSync(path.join(tmpdir(), 'fuzz-storage-'));
    const secret = JSON.stringify({ type: 'HS256', key: JWT_KEY });
    const problems: string[] = [];
    const config = authConfigFromEnv({
      // Rate limits would answer most of the corpus with 429 before any route read it: high, so every route does.
      AUTH_CLIENT_URL: 'http://portal.test', AUTH_MFA_ENABLED: 'true', AUTH_RATE_LIMIT_BRUTE_FORCE_BURST: '100000',
      AUTH_RATE_LIMIT_SIGNUPS_BURST: '100000', AUTH_RATE_LIMIT_GLOBAL_BURST: '100000', AUTH_RATE_LIMIT_EMAIL_BURST: '100000',
      AUTH_RATE_LIMIT_SMS_BURST: '100000',
    }, problems);
    if (problems.length > 0) throw new Error(problems.join('; '));
    const jwt = parseJwtSecret(secret);
    const mailbox = new Mailbox();
    app = buildApp({
      db: fixture.db, engine: fixture.engine, logLevel: 'silent',
      auth: { adminSecret: ADMIN_SECRET, jwt, unauthorizedRole: 'public' },
      authService: { config, jwt, signer: await accessTokenSigner(secret, config.accessTokenExpiresIn), mail: mailbox, version: 'v0.0.0-test' },
      storage: { dir: path.join(root, 'files'), signingKey: presignKeyFrom(JWT_KEY), publicUrl: null, version: 'v0.0.0-test', bodyLimit: FILES_LIMIT },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await fixture.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers none of the 1,515 malformed requests with a 5xx', async () => {
    const corpus = malformedRequests({ seed: 19, jwtKey: JWT_KEY, userId: USERS.ana, hugeBytes: FILES_LIMIT + 2 * 1024 * 1024 });
    expect(corpus).toHaveLength(1_515);
    const failures: string[] = [];
    for (const request of corpus) {
      const response = await app.inject({
        method: request.method, url: request.url, headers: request.headers, ...(request.body === undefined ? {} : { payload: request.body }),
      });
      if (response.statusCode >= 500) failures.push(`${request.name} → ${response.statusCode} ${response.body.slice(0, 200)} [${request.method} ${request.url} ${JSON.stringify(request.headers).slice(0, 100)} ${String(request.body ?? '').slice(0, 80)}]`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
