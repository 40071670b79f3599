import { describe, expect, it, vi } from 'vitest';
import { sessionOpener } from './respondentSession.ts';

const answer = (status: number, body: unknown) => vi.fn<typeof fetch>().mockResolvedValue(
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
);

describe('sessionOpener', () => {
  it('posts the link\'s token and reads the session, with the contact\'s language', async () => {
    const send = answer(200, {
      accessToken: 'jwt', expiresAt: '2026-12-01T13:00:00.000Z', linkExpiresAt: '2026-12-16T00:00:00.000Z',
      responseId: 'r1', locale: 'en', status: 'opened',
    });
    const result = await sessionOpener('http://backend.test/v1/functions', send)('abc_DEF-1');
    expect(send).toHaveBeenCalledWith('http://backend.test/v1/functions/kpi/session', expect.objectContaining({
      method: 'POST', body: JSON.stringify({ token: 'abc_DEF-1' }),
    }));
    expect(result).toEqual({
      ok: true,
      session: { accessToken: 'jwt', expiresAt: Date.parse('2026-12-01T13:00:00.000Z'), responseId: 'r1', locale: 'en', status: 'opened' },
    });
  });

  it('reads the contact\'s `pt` as Brazilian Portuguese', async () => {
    const result = await sessionOpener('http://f', answer(200, { accessToken: 'j', expiresAt: 1_800_000_000, responseId: 'r', locale: 'pt', status: 'draft' }))('t');
    expect(result).toMatchObject({ ok: true, session: { locale: 'pt-BR', expiresAt: 1_800_000_000_000 } });
  });

  it.each([
    [400, 'link-invalid'],
    [410, 'link-expired'],
    [410, 'link-revoked'],
    [429, 'too-many-requests'],
  ] as const)('names the refusal of an HTTP %i %s', async (status, error) => {
    expect(await sessionOpener('http://f', answer(status, { error, message: 'for logs' }))('t')).toEqual({ ok: false, refusal: error });
  });

  it('calls a server error unknown and a failed fetch a network failure', async () => {
    expect(await sessionOpener('http://f', answer(500, { error: 'internal-error' }))('t')).toEqual({ ok: false, refusal: 'unknown' });
    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await sessionOpener('http://f', offline)('t')).toEqual({ ok: false, refusal: 'network' });
  });
});
