/**
 * Rate limits (issue 5, point 5): sign-in attempts are limited per e-mail address and per client address, sign-ups
 * per client address, with the contract's error body and status 429; other accounts are not affected by one
 * account's limit.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer } from '../helpers/authServer.ts';
import { createEngineFixture, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';

const TOO_MANY = { status: 429, body: { status: 429, message: 'Too many requests', error: 'too-many-requests' } };

describe.each(testTargets())('auth rate limits on $name', (target) => {
  let fixture: EngineFixture;
  let app: FastifyInstance;
  let base: string;

  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}/v1/auth${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) };
  };

  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    ({ app, base } = await startAuthServer(fixture, {
      AUTH_RATE_LIMIT_BRUTE_FORCE_BURST: '3', AUTH_RATE_LIMIT_SIGNUPS_BURST: '2', AUTH_RATE_LIMIT_GLOBAL_BURST: '5',
    }));
  });
  afterAll(async () => {
    await app.close();
    await fixture.drop();
  });

  it('limits sign-in attempts on one account, and then the address', async () => {
    const attempt = (email: string) => post('/signin/email-password', { email, password: 'wrong password!' });
    for (let i = 0; i < 3; i++) expect((await attempt('ana@alfa.example')).status).toBe(401);
    expect(await attempt('ana@alfa.example')).toEqual(TOO_MANY);
    // Another account is still open, until the address has spent its own count (5).
    expect((await attempt('bruno@beta.example')).status).toBe(401);
    expect(await attempt('bruno@beta.example')).toEqual(TOO_MANY);
  });

  it('limits sign-ups per address', async () => {
    const signUp = (n: number) => post('/signup/email-password', { email: `new${n}@example.com`, password: 'short' });
    expect((await signUp(1)).status).toBe(400);
    expect((await signUp(2)).status).toBe(400);
    expect(await signUp(3)).toEqual(TOO_MANY);
  });
});
