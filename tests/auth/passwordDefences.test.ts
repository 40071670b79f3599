/**
 * Issue 19, item 8, over HTTP and the real nhost-js client: ten wrong passwords slow the next attempts on the account
 * down without refusing its owner (signInThrottle.ts), and a signed-in password change needs a recent sign-in
 * (recentSignIn.ts, ASVS 2.1.6), while a reset link's change goes on as before.
 */
import bcrypt from 'bcryptjs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailbox } from '../../server/auth/mail/mailbox.ts';
import { createEngineFixture, type EngineFixture } from '../helpers/engineFixture.ts';
import { startAuthServer } from '../helpers/authServer.ts';
import { nhostAuth } from '../helpers/nhostClient.ts';
import { testTargets } from '../helpers/testDb.ts';

const PASSWORD = 'uma senha longa o bastante';
const NEW_PASSWORD = 'outra senha longa o bastante';

describe.each(testTargets())('password defences on $name', (target) => {
  let fixture: EngineFixture;
  let app: FastifyInstance;
  let base: string;
  let mailbox: Mailbox;

  const signIn = async (email: string, password: string, cookie?: string) => {
    const started = performance.now();
    const response = await fetch(`${base}/v1/auth/signin/email-password`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify({ email, password }),
    });
    return {
      status: response.status, ms: performance.now() - started, body: (await response.json()) as { error?: string },
      cookie: response.headers.get('set-cookie')?.split(';')[0] ?? null,
    };
  };
  const wrongTimes = async (email: string, times: number) => {
    for (let i = 0; i < times; i++) expect((await signIn(email, `wrong password ${i}`)).status).toBe(401);
  };

  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    await fixture.db.query('UPDATE auth.users SET password_hash = $1::text, email_verified = true', [bcrypt.hashSync(PASSWORD, 10)]);
    ({ app, base, mailbox } = await startAuthServer(fixture));
  });
  afterAll(async () => {
    await app.close();
    await fixture.drop();
  });

  it('slows attempts down after ten wrong passwords, and still lets the owner in', async () => {
    await wrongTimes('carla@gama.example', 10);
    // The eleventh waits for its slot (a second after the tenth), and is refused as any wrong password.
    const slowed = await signIn('carla@gama.example', 'wrong password 10');
    expect([slowed.status, slowed.body.error]).toEqual([401, 'invalid-email-password']);
    expect(slowed.ms).toBeGreaterThan(900);
    // The right password from a browser she never signed in from: a delay (2 s), never a refusal.
    const owner = await signIn('carla@gama.example', PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThan(1500);
    // The count starts again, and her browser is now known.
    expect(owner.cookie).toMatch(/^auth-device-[0-9a-f]{16}=/);
    await wrongTimes('carla@gama.example', 12);
    const known = await signIn('carla@gama.example', PASSWORD, owner.cookie ?? '');
    expect(known.status).toBe(200);
    // Checked at once: no slot waited for (the next one is seconds away).
    expect(known.ms).toBeLessThan(1500);
    // Another account was never slowed.
    expect((await signIn('bruno@beta.example', PASSWORD)).ms).toBeLessThan(1500);
  });

  it('changes a password only from a recent sign-in, which refreshing the session does not renew', async () => {
    const nhost = nhostAuth(base);
    expect((await nhost.signIn({ email: 'ana@alfa.example', password: PASSWORD })).error).toBeNull();
    // The session began 10 minutes ago (beyond the default 5).
    await fixture.db.query(
      `UPDATE auth.refresh_tokens SET created_at = now() - interval '10 minutes'
       WHERE user_id = (SELECT id FROM auth.users WHERE email = 'ana@alfa.example')`,
    );
    expect((await nhost.refreshSession()).error).toBeNull();
    expect(await nhost.changePassword({ newPassword: NEW_PASSWORD })).toEqual({
      error: { status: 403, error: 'elevated-claim-required', message: expect.stringContaining('Sign in again') as string },
    });
    expect((await signIn('ana@alfa.example', NEW_PASSWORD)).status).toBe(401);

    // Signing in again (what the portal's form does with the current password) makes it recent.
    const fresh = nhostAuth(base);
    expect((await fresh.signIn({ email: 'ana@alfa.example', password: PASSWORD })).error).toBeNull();
    expect(await fresh.changePassword({ newPassword: NEW_PASSWORD })).toEqual({ error: null });
    expect((await signIn('ana@alfa.example', NEW_PASSWORD)).status).toBe(200);
    // The old session ended with the change.
    expect((await nhost.refreshSession()).error).toMatchObject({ error: 'invalid-refresh-token' });
  });

  it('still changes a password through a reset link, whose session is new', async () => {
    const response = await fetch(`${base}/v1/auth/user/password/reset`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bruno@beta.example', options: { redirectTo: 'http://portal.test/change-password' } }),
    });
    expect(response.status).toBe(200);
    const link = mailbox.list().find((m) => m.to === 'bruno@beta.example')?.links[0] ?? '';
    const landing = await fetch(link, { redirect: 'manual' });
    const refreshToken = new URL(landing.headers.get('location') ?? '').searchParams.get('refreshToken') ?? '';
    const nhost = nhostAuth(base);
    expect((await nhost.refreshSession(refreshToken)).error).toBeNull();
    expect(await nhost.changePassword({ newPassword: NEW_PASSWORD })).toEqual({ error: null });
    expect((await signIn('bruno@beta.example', NEW_PASSWORD)).status).toBe(200);
  });
});
