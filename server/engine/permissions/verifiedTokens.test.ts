import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseJwtSecret } from './jwtSecret.ts';
import { verifiedTokens } from './verifiedTokens.ts';

const KEY = 'local-development-secret-of-32+chars';
const seconds = () => Math.floor(Date.now() / 1000);
const token = (exp: number, key = KEY) =>
  new SignJWT({ sub: 'u-1' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(exp).sign(new TextEncoder().encode(key));

afterEach(() => { vi.useRealTimers(); });

describe('remembered tokens', () => {
  it('refuses a remembered token once it expires, allowing the configured skew', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') });
    const { verify } = parseJwtSecret(JSON.stringify({ type: 'HS256', key: KEY, allowed_skew: 5 }));
    const jwt = await token(seconds() + 60);
    expect((await verify(jwt)).sub).toBe('u-1');
    vi.setSystemTime(new Date('2026-11-28T12:01:03Z'));
    expect((await verify(jwt)).sub).toBe('u-1');
    vi.setSystemTime(new Date('2026-11-28T12:01:06Z'));
    await expect(verify(jwt)).rejects.toThrow(/exp/);
  });

  it('never remembers a token that failed, so a forged one fails every time', async () => {
    const { verify } = parseJwtSecret(JSON.stringify({ type: 'HS256', key: KEY }));
    const forged = await token(seconds() + 60, 'another-secret-of-more-than-32-chars');
    await expect(verify(forged)).rejects.toThrow();
    await expect(verify(forged)).rejects.toThrow();
  });

  it('forgets the oldest token past its capacity, and a token not yet valid is not recalled', () => {
    const memory = verifiedTokens(0, 2);
    memory.remember('a', { exp: 100 });
    memory.remember('b', { exp: 100 });
    memory.remember('c', { exp: 100, nbf: 50 });
    expect(memory.recall('a', 10)).toBeNull();
    expect(memory.recall('b', 10)).toEqual({ exp: 100 });
    expect(memory.recall('c', 10)).toBeNull();
    expect(memory.recall('c', 60)).toEqual({ exp: 100, nbf: 50 });
    expect(memory.recall('c', 100)).toBeNull();
  });
});
