import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeTokens, makeJwt } from './testTokens.ts';
import { isExpired, waitForAccessToken } from './tokenSource.ts';

describe('isExpired', () => {
  it('reads exp from the payload and compares it with now', () => {
    const jwt = makeJwt(60);
    expect(isExpired(jwt, Date.now())).toBe(false);
    expect(isExpired(jwt, Date.now() + 61_000)).toBe(true);
    expect(isExpired(makeJwt(-1), Date.now())).toBe(true);
  });

  it('reads base64url payloads with - and _ and no padding', () => {
    // "?>?" encodes to "Pz4_" in base64url: a payload that needs the alphabet swap.
    const payload = Buffer.from(JSON.stringify({ exp: 1, note: '?>?>' })).toString('base64url');
    expect(payload).toMatch(/[-_]/);
    expect(isExpired(`e30.${payload}.sig`, 2000)).toBe(true);
  });

  it('treats an unreadable token or one without exp as unexpired, leaving the verdict to the server', () => {
    expect(isExpired('not-a-jwt', Date.now())).toBe(false);
    expect(isExpired('a.%%%.c', Date.now())).toBe(false);
    expect(isExpired(`e30.${Buffer.from('{"sub":"x"}').toString('base64url')}.sig`, Date.now())).toBe(false);
  });
});

describe('waitForAccessToken', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('returns a fresh token at once', async () => {
    const token = makeJwt(60);
    const tokens = new FakeTokens(true, token);
    await expect(waitForAccessToken(tokens, { pollMs: 100, signal: new AbortController().signal })).resolves.toBe(token);
    expect(tokens.polls).toBe(1);
  });

  it('returns null at once when signed out, so the request goes out with the public role', async () => {
    const tokens = new FakeTokens(true, null);
    await expect(waitForAccessToken(tokens, { pollMs: 100, signal: new AbortController().signal })).resolves.toBeNull();
  });

  it('polls every pollMs while the client is not ready, then returns its token', async () => {
    vi.useFakeTimers();
    const tokens = new FakeTokens(false, null);
    let result: string | null | undefined;
    void waitForAccessToken(tokens, { pollMs: 100, signal: new AbortController().signal }).then((t) => { result = t; });
    await vi.advanceTimersByTimeAsync(0);
    expect(tokens.polls).toBe(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(tokens.polls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tokens.polls).toBe(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(tokens.polls).toBe(4);
    expect(result).toBeUndefined();
    tokens.ready = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(result).toBeNull();
  });

  it('keeps polling while the token has expired (a refresh is under way)', async () => {
    vi.useFakeTimers();
    const tokens = new FakeTokens(true, makeJwt(-5));
    let result: string | null | undefined;
    void waitForAccessToken(tokens, { pollMs: 100, signal: new AbortController().signal }).then((t) => { result = t; });
    await vi.advanceTimersByTimeAsync(300);
    expect(result).toBeUndefined();
    expect(tokens.polls).toBe(4);
    const fresh = makeJwt(60);
    tokens.setToken(fresh);
    await vi.advanceTimersByTimeAsync(100);
    expect(result).toBe(fresh);
  });

  it('stops polling when aborted', async () => {
    vi.useFakeTimers();
    const tokens = new FakeTokens(false, null);
    const controller = new AbortController();
    const waiting = waitForAccessToken(tokens, { pollMs: 100, signal: controller.signal });
    const rejected = expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(150);
    controller.abort();
    await rejected;
    const polls = tokens.polls;
    await vi.advanceTimersByTimeAsync(1000);
    expect(tokens.polls).toBe(polls);
  });
});
