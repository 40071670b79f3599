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
      AUTH_RATE_LIMIT_REFRESH_BURST: '3',
    }));
  });
  afterAll(async () => {
    await app.close();
    await fixture.drop();
  });

  it('limits sign-in attempts on one account from one address, and then the address', async () => {
    const attempt = (email: string) => post('/signin/email-password', { email, password: 'wrong password!' });
    for (let i = 0; i < 3; i++) expect((await attempt('ana@alfa.example')).status).toBe(401);
    expect(await attempt('ana@alfa.example')).toEqual(TOO_MANY);
    // Another account is still open, until the address has spent its own count (5).
    expect((await attempt('bruno@beta.example')).status).toBe(401);
    expect(await attempt('bruno@beta.example')).toEqual(TOO_MANY);
  });

  it('limits sign-in on an account per address, so spending it elsewhere never refuses the owner', async () => {
    const from = (remoteAddress: string) => app.inject({
      method: 'POST', url: '/v1/auth/signin/email-password', remoteAddress, payload: { email: 'ana@alfa.example', password: 'wrong password!' },
    });
    for (let i = 0; i < 3; i++) expect((await from('10.1.0.1')).statusCode).toBe(401);
    expect((await from('10.1.0.1')).json()).toEqual(TOO_MANY.body);
    // The owner, somewhere else, is answered (here: her password is wrong too, but it was checked).
    expect((await from('10.1.0.2')).statusCode).toBe(401);
  });

  it('limits /token per address', async () => {
    const refresh = (remoteAddress: string) => app.inject({
      method: 'POST', url: '/v1/auth/token', remoteAddress, payload: { refreshToken: '00000000-0000-4000-8000-000000000000' },
    });
    for (let i = 0; i < 3; i++) expect((await refresh('10.2.0.1')).json()).toMatchObject({ error: 'invalid-refresh-token' });
    const refused = await refresh('10.2.0.1');
    expect([refused.statusCode, refused.json()]).toEqual([429, TOO_MANY.body]);
    expect((await refresh('10.2.0.2')).statusCode).toBe(401);
  });

  it('limits sign-ups per address', async () => {
    const signUp = (n: number) => post('/signup/email-password', { email: `new${n}@example.com`, password: 'short' });
    expect((await signUp(1)).status).toBe(400);
    expect((await signUp(2)).status).toBe(400);
    expect(await signUp(3)).toEqual(TOO_MANY);
  });
});
