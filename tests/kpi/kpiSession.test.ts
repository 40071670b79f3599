/**
 * The no-login link traded for a kpi_respondent token: POST /v1/functions/kpi/session served by the backend as Nhost
 * serves functions, and openSession with an injected clock for the dates. The token it answers opens /v1/graphql as
 * kpi_respondent on its one response.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { openSession, SessionRefusal, type SessionDeps } from '../../functions/_lib/kpi/openSession.ts';
import { linkExpiry, linkKeyFrom, readResponseLink, signResponseLink } from '../../functions/_lib/kpi/responseLink.ts';
import { respondentTokenSigner } from '../../functions/_lib/kpi/respondentToken.ts';
import { graphqlSessionBackend } from '../../functions/_lib/kpi/sessionBackend.ts';
import { WindowLimiter } from '../../functions/_lib/kpi/windowLimiter.ts';
import { createEngineFixture, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';
import { DUE_DATE, KPI, resetKpi, sendAll } from './kpiFixture.ts';
import { JWT_SECRET_JSON, LINK_KEY, linkToken, postSession, startKpiServer, type KpiServer } from './kpiServer.ts';

const DAY_MS = 86_400_000;

describe('the link token', () => {
  it('round-trips the response, its version, the language and the expiry', () => {
    const link = { responseId: KPI.acmeResponse, tokenVersion: 7, locale: 'en' as const, expiresAt: linkExpiry('2026-10-15') };
    const token = signResponseLink(LINK_KEY, link);
    expect(token).toMatch(/^[A-Za-z0-9_-]{77,80}$/);
    expect(readResponseLink(LINK_KEY, token)).toEqual(link);
    expect(new Date(link.expiresAt).toISOString()).toBe('2026-11-15T00:00:00.000Z');
  });

  it('is refused when forged, altered or signed with another key', () => {
    const token = linkToken(KPI.acmeResponse);
    const bytes = Buffer.from(token, 'base64url');
    bytes[5] ^= 1;
    expect(readResponseLink(LINK_KEY, bytes.toString('base64url'))).toBeNull();
    expect(readResponseLink(linkKeyFrom(JSON.stringify({ type: 'HS256', key: 'another-key-of-at-least-32-characters!!' })), token)).toBeNull();
    expect(readResponseLink(LINK_KEY, `${token}A`)).toBeNull();
    expect(readResponseLink(LINK_KEY, 'not a token')).toBeNull();
  });
});

describe.each(testTargets())('the KPI session function on $name', (target) => {
  let fixture: EngineFixture;
  let server: KpiServer;
  const graphqlAs = async (accessToken: string, query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${server.base}/v1/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  };
  const deps = async (now: number): Promise<SessionDeps> => ({
    linkKey: LINK_KEY, signer: await respondentTokenSigner(JWT_SECRET_JSON), backend: graphqlSessionBackend,
    perAddress: new WindowLimiter({ max: 100, windowMs: 60_000 }), perToken: new WindowLimiter({ max: 100, windowMs: 60_000 }), now: () => now,
  });
  const refusal = async (promise: Promise<unknown>): Promise<[number, string]> => {
    try {
      await promise;
    } catch (error) {
      if (error instanceof SessionRefusal) return [error.status, error.code];
      throw error;
    }
    throw new Error('the session was opened');
  };

  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    server = await startKpiServer(fixture);
  });
  beforeEach(async () => {
    await resetKpi(fixture.db);
    await sendAll(fixture.db);
  });
  afterAll(async () => {
    await server.close();
    await fixture.drop();
  });

  it('opens the response on the first visit and answers a kpi_respondent token of at most an hour', async () => {
    const reply = await postSession(server.base, linkToken(KPI.acmeResponse, { locale: 'en' }));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ responseId: KPI.acmeResponse, locale: 'en', status: 'opened' });
    const claims = decodeJwt(reply.body.accessToken ?? '');
    expect(claims['https://hasura.io/jwt/claims']).toEqual({
      'x-hasura-allowed-roles': ['kpi_respondent'], 'x-hasura-default-role': 'kpi_respondent', 'x-hasura-kpi-response-id': KPI.acmeResponse,
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(Date.parse(reply.body.expiresAt ?? '')).toBe((claims.exp ?? 0) * 1000);
    const { rows } = await fixture.db.query<{ status: string; opened: boolean; events: string }>(`
      SELECT status, opened_at IS NOT NULL AS opened, (SELECT string_agg(kind, ',' ORDER BY created_at) FROM portfolio.kpi_response_event e WHERE e.response_id = r.id) AS events
      FROM portfolio.kpi_response r WHERE id = $1`, [KPI.acmeResponse]);
    expect(rows).toEqual([{ status: 'opened', opened: true, events: 'sent,opened' }]);
    // A second visit keeps it opened, and the token reads the response through the engine.
    const again = await postSession(server.base, linkToken(KPI.acmeResponse, { locale: 'en' }));
    expect(again.body.status).toBe('opened');
    const read = await graphqlAs(again.body.accessToken ?? '', `{ portfolio_kpi_response { id status company { name } request { title } } }`);
    expect(read).toEqual({ data: { portfolio_kpi_response: [{ id: KPI.acmeResponse, status: 'opened', company: { name: 'Acme Ltda' }, request: { title: 'Números do 3º trimestre' } }] } });
  });

  it('refuses a link that is not ours, or whose response is gone', async () => {
    expect((await postSession(server.base, 'garbage')).body.error).toBe('link-invalid');
    const forged = signResponseLink(linkKeyFrom(JSON.stringify({ type: 'HS256', key: 'another-key-of-at-least-32-characters!!' })),
      { responseId: KPI.acmeResponse, tokenVersion: 1, locale: 'pt', expiresAt: linkExpiry(DUE_DATE) });
    expect(await postSession(server.base, forged)).toMatchObject({ status: 400, body: { error: 'link-invalid' } });
    expect(await postSession(server.base, linkToken('00000000-0000-4000-8000-00000000ffff'))).toMatchObject({ status: 400, body: { error: 'link-invalid' } });
  });

  it('refuses a link after its request is cancelled, and after a newer link replaced it', async () => {
    await fixture.db.query('UPDATE portfolio.kpi_response SET token_version = 2 WHERE id = $1', [KPI.acmeResponse]);
    expect(await postSession(server.base, linkToken(KPI.acmeResponse))).toMatchObject({ status: 410, body: { error: 'link-revoked' } });
    expect((await postSession(server.base, linkToken(KPI.acmeResponse, { version: 2 }))).status).toBe(200);
    await fixture.db.query('UPDATE portfolio.kpi_request SET cancelled_at = now() WHERE id = $1', [KPI.alfaRequest]);
    expect(await postSession(server.base, linkToken(KPI.acmeResponse, { version: 2 }))).toMatchObject({ status: 410, body: { error: 'link-revoked' } });
  });

  it('refuses a link from the moment it expires, and one whose request became due earlier', async () => {
    const token = linkToken(KPI.borealisResponse);
    const expiry = linkExpiry(DUE_DATE);
    const opened = await openSession(await deps(expiry - 1000), { token }, '198.51.100.1');
    // The token lasts an hour, but not past the link.
    expect(opened.expiresAt).toBe(new Date(expiry - 1000 + 1000).toISOString());
    expect(await refusal(openSession(await deps(expiry), { token }, '198.51.100.1'))).toEqual([410, 'link-expired']);
    await fixture.db.query(`UPDATE portfolio.kpi_request SET due_date = '2026-10-01', send_on = '2026-10-01' WHERE id = $1`, [KPI.alfaRequest]);
    expect(await refusal(openSession(await deps(linkExpiry('2026-10-01')), { token }, '198.51.100.1'))).toEqual([410, 'link-expired']);
    expect((await openSession(await deps(linkExpiry('2026-10-01') - DAY_MS), { token }, '198.51.100.1')).status).toBe('opened');
  });

  it('limits the tries per link and per address', async () => {
    const limits = await deps(Date.now());
    limits.perToken = new WindowLimiter({ max: 2, windowMs: 60_000 }, () => 0);
    limits.perAddress = new WindowLimiter({ max: 3, windowMs: 60_000 }, () => 0);
    const token = linkToken(KPI.borealisResponse);
    await openSession(limits, { token }, '198.51.100.7');
    await openSession(limits, { token }, '198.51.100.7');
    expect(await refusal(openSession(limits, { token }, '198.51.100.7'))).toEqual([429, 'too-many-requests']);
    expect(await refusal(openSession(limits, { token: linkToken(KPI.acmeResponse) }, '198.51.100.7'))).toEqual([429, 'too-many-requests']);
    expect((await openSession(limits, { token: linkToken(KPI.acmeResponse) }, '198.51.100.8')).responseId).toBe(KPI.acmeResponse);
  });

  it('answers 429 with Retry-After over HTTP once a link was tried too often', async () => {
    // The function's counters live as long as its module, across both targets: a token of this target's own.
    const token = linkToken(KPI.deltaResponse, { expiresAt: linkExpiry(DUE_DATE) - (target.name === 'pglite' ? 0 : 1000) });
    const replies = [];
    for (let attempt = 0; attempt < 11; attempt += 1) replies.push(await postSession(server.base, token));
    expect(replies.slice(0, 10).every((reply) => reply.status === 200)).toBe(true);
    expect(replies[10]).toMatchObject({ status: 429, body: { error: 'too-many-requests' } });
    expect(Number(replies[10].retryAfter)).toBeGreaterThan(0);
  });
});
