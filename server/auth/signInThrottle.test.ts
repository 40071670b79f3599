import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_DELAY_MS, SignInThrottle, SLOW_DOWN_AFTER } from './signInThrottle.ts';

const WRONG = () => Promise.resolve(false);
const RIGHT = () => Promise.resolve(true);
const same = (ok: boolean) => ok;

describe('SignInThrottle', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('checks at once until ten wrong passwords, then one check per slot, the slots moving apart up to the cap', async () => {
    const throttle = new SignInThrottle();
    for (let i = 0; i < SLOW_DOWN_AFTER; i++) expect(await throttle.attempt('ana@example.com', false, WRONG, same)).toEqual({ kind: 'checked', result: false });
    const checkedAt: number[] = [];
    const start = Date.now();
    const wrongAndNoted = () => { checkedAt.push(Date.now() - start); return Promise.resolve(false); };
    // Six guesses sent at once: checked 2, 4 and 8 s apart (each reserved as if the ones before it failed), and the two
    // whose slots would be more than 30 s off refused at once.
    const attempts = Array.from({ length: 6 }, () => throttle.attempt('ANA@example.com ', false, wrongAndNoted, same));
    await vi.advanceTimersByTimeAsync(MAX_DELAY_MS + 1000);
    const results = await Promise.all(attempts);
    expect(checkedAt).toEqual([1000, 3000, 7000, 15000]);
    expect(results.filter((r) => r.kind === 'busy')).toHaveLength(2);
    expect(results.find((r) => r.kind === 'busy')).toEqual({ kind: 'busy', retryAfterSeconds: expect.any(Number) as number });
    expect(throttle.failures('ana@example.com')).toBe(SLOW_DOWN_AFTER + checkedAt.length);
  });

  it('lets the owner\'s device through at once, and a right password, however late, starts the count again', async () => {
    const throttle = new SignInThrottle();
    for (let i = 0; i < SLOW_DOWN_AFTER + 2; i++) {
      const attempt = throttle.attempt('ana@example.com', false, WRONG, same);
      await vi.advanceTimersByTimeAsync(MAX_DELAY_MS);
      await attempt;
    }
    const cookie = throttle.deviceCookie('ana@example.com', true, '/v1/auth/signin').split(';')[0];
    expect(throttle.trustedDevice('Ana@Example.com', cookie)).toBe(true);
    expect(throttle.trustedDevice('bruno@example.com', cookie)).toBe(false);
    expect(throttle.trustedDevice('ana@example.com', cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).toBe(false);
    // From the owner's device: checked now, no slot taken.
    expect(await throttle.attempt('ana@example.com', true, RIGHT, same)).toEqual({ kind: 'checked', result: true });
    expect(throttle.failures('ana@example.com')).toBe(0);

    for (let i = 0; i < SLOW_DOWN_AFTER; i++) await throttle.attempt('ana@example.com', false, WRONG, same);
    // From anywhere else the right password waits for its slot, and is then let in.
    let settled = false;
    const late = throttle.attempt('ana@example.com', false, RIGHT, same).then((result) => { settled = true; return result; });
    await vi.advanceTimersByTimeAsync(500);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(600);
    expect(await late).toEqual({ kind: 'checked', result: true });
    expect(throttle.failures('ana@example.com')).toBe(0);
  });

  it('checks every attempt at once when turned off (AUTH_RATE_LIMIT_ENABLE=false)', async () => {
    const throttle = new SignInThrottle(false);
    for (let i = 0; i < SLOW_DOWN_AFTER * 3; i++) expect(await throttle.attempt('ana@example.com', false, WRONG, same)).toEqual({ kind: 'checked', result: false });
  });

  it('counts checks still running, so a burst sent before the tenth failure meets the slots too', async () => {
    const throttle = new SignInThrottle();
    let checks = 0;
    const slowWrong = async () => { checks += 1; await new Promise((resolve) => { setTimeout(resolve, 100); }); return false; };
    const burst = Array.from({ length: 30 }, () => throttle.attempt('carla@example.com', false, slowWrong, same));
    await vi.advanceTimersByTimeAsync(50);
    expect(checks).toBe(SLOW_DOWN_AFTER + 1);
    await vi.advanceTimersByTimeAsync(60_000);
    await Promise.all(burst);
    // Ten at once, then slots 1, 2, 4, 8 and 16 s apart; the other fifteen are refused without a check.
    expect(checks).toBe(15);
    expect((await Promise.all(burst)).filter((r) => r.kind === 'busy')).toHaveLength(15);
  });
});
