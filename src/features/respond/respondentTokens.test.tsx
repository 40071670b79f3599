import { describe, expect, it, vi } from 'vitest';
import type { OpenSession, RespondentSession } from './respondentSession.ts';
import { respondentTokens, type Schedule } from './respondentTokens.ts';

const session = (accessToken: string, expiresAt: number): RespondentSession => ({
  accessToken, expiresAt, responseId: 'r1', locale: null, status: 'opened',
});

/** A timer the test fires by hand, recording each delay asked for. */
function manualSchedule() {
  const pending: { ms: number; run: () => void }[] = [];
  const schedule: Schedule = (ms, run) => {
    const entry = { ms, run };
    pending.push(entry);
    return () => { pending.splice(pending.indexOf(entry), 1); };
  };
  return { schedule, pending, fire: () => { pending.shift()?.run(); } };
}

describe('respondentTokens', () => {
  it('renews the token a minute before it expires, through the session, and tells the network layer', async () => {
    const timers = manualSchedule();
    const openSession = vi.fn<OpenSession>().mockResolvedValue({ ok: true, session: session('second', 1_000 + 3_600_000 * 2) });
    const tokens = respondentTokens({ linkToken: 'link', first: session('first', 1_000 + 3_600_000), openSession, now: () => 1_000, schedule: timers.schedule });
    const seen: (string | null)[] = [];
    tokens.onTokenChanged((token) => { seen.push(token); });
    expect(tokens.getAccessToken()).toBe('first');
    expect(timers.pending.map((t) => t.ms)).toEqual([3_600_000 - 60_000]);

    timers.fire();
    await vi.waitFor(() => { expect(tokens.getAccessToken()).toBe('second'); });
    expect(openSession).toHaveBeenCalledWith('link');
    expect(seen).toEqual(['second']);
    tokens.dispose();
    expect(timers.pending).toEqual([]);
  });

  it('reports a refused renewal (the request was cancelled meanwhile) and stops', async () => {
    const timers = manualSchedule();
    const openSession = vi.fn<OpenSession>().mockResolvedValue({ ok: false, refusal: 'link-revoked' });
    const tokens = respondentTokens({ linkToken: 'link', first: session('first', 61_000), openSession, now: () => 1_000, schedule: timers.schedule });
    const refused = vi.fn();
    tokens.onRefused(refused);
    // Sixty seconds of life: renewed at half of it.
    expect(timers.pending.map((t) => t.ms)).toEqual([30_000]);
    timers.fire();
    await vi.waitFor(() => { expect(refused).toHaveBeenCalledWith('link-revoked'); });
    expect(timers.pending).toEqual([]);
    expect(tokens.getAccessToken()).toBe('first');
  });
});
