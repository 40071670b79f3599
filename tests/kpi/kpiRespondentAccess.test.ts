/**
 * What a no-login link reaches, over HTTP as the portal's answer form does it: the token from
 * POST /v1/functions/kpi/session opens /v1/graphql and /v1/storage as kpi_respondent on exactly one response of one
 * company — not the other companies' responses of the same request, not another organization's, not the other tables
 * (organizations, contacts, books, users) — and on nothing once the request is cancelled. Attachments go into the
 * kpi-attachments bucket only, are linked to the link's response only, and the investors of the organization download
 * them; no one else does.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEngineFixture, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';
import { token as investorToken } from '../helpers/tokens.ts';
import { KPI, resetKpi, sendAll } from './kpiFixture.ts';
import { linkToken, postSession, startKpiServer, type KpiServer } from './kpiServer.ts';

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string }[];
}

describe.each(testTargets())('what a KPI answer link reaches on $name', (target) => {
  let fixture: EngineFixture;
  let server: KpiServer;
  let acme: string;
  let borealis: string;
  let delta: string;

  const graphql = async (bearer: string, query: string, variables: Record<string, unknown> = {}): Promise<Answer> => {
    const response = await fetch(`${server.base}/v1/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as Answer;
  };
  const sessionFor = async (responseId: string, expiresAt?: number): Promise<string> => {
    const reply = await postSession(server.base, linkToken(responseId, expiresAt === undefined ? {} : { expiresAt }));
    if (!reply.body.accessToken) throw new Error(JSON.stringify(reply));
    return reply.body.accessToken;
  };
  const upload = async (bearer: string, bucket: string, name = 'balancete.pdf') => {
    const form = new FormData();
    form.append('bucket-id', bucket);
    form.append('file[]', new File(['%PDF-1.4 balancete'], name, { type: 'application/pdf' }));
    const response = await fetch(`${server.base}/v1/storage/files`, { method: 'POST', headers: { authorization: `Bearer ${bearer}` }, body: form });
    const body = (await response.json()) as { processedFiles?: { id: string }[] };
    return { status: response.status, id: body.processedFiles?.[0]?.id ?? '' };
  };
  const download = async (bearer: string, fileId: string) =>
    (await fetch(`${server.base}/v1/storage/files/${fileId}`, { headers: { authorization: `Bearer ${bearer}` } })).status;
  const attach = (bearer: string, fileId: string) =>
    graphql(bearer, 'mutation ($file: uuid!) { insert_portfolio_kpi_response_file_one(object: { file_id: $file }) { id response_id } }', { file: fileId });

  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    server = await startKpiServer(fixture);
  });
  beforeEach(async () => {
    await resetKpi(fixture.db);
    await sendAll(fixture.db);
    // Each test's links differ from the last test's, so the function's per-link counters never add up across tests.
    const stamp = Date.now() % 100_000;
    const expiry = Date.parse('2099-01-01T00:00:00Z') - stamp * 1000;
    [acme, borealis, delta] = await Promise.all([KPI.acmeResponse, KPI.borealisResponse, KPI.deltaResponse].map((id) => sessionFor(id, expiry)));
  });
  afterAll(async () => {
    await server.close();
    await fixture.drop();
  });

  it('reads its own response, request, metrics and company, and nothing of the other companies', async () => {
    const answer = await graphql(acme, `{
      portfolio_kpi_response { id }
      portfolio_kpi_request { id }
      portfolio_company { id name }
      accounting_indicator_kind(order_by: { value: asc }) { value }
      borealis: portfolio_kpi_response_by_pk(id: "${KPI.borealisResponse}") { id }
      delta: portfolio_kpi_response_by_pk(id: "${KPI.deltaResponse}") { id }
      other: portfolio_company_by_pk(id: "${KPI.borealis}") { id }
    }`);
    expect(answer).toEqual({
      data: {
        portfolio_kpi_response: [{ id: KPI.acmeResponse }],
        portfolio_kpi_request: [{ id: KPI.alfaRequest }],
        portfolio_company: [{ id: KPI.acme, name: 'Acme Ltda' }],
        accounting_indicator_kind: [{ value: 'headcount' }, { value: 'highlights' }, { value: 'revenue' }],
        borealis: null, delta: null, other: null,
      },
    });
  });

  it('has no other table in its schema', async () => {
    for (const field of ['portfolio_organization', 'portfolio_company_contact', 'accounting_entry', 'accounting_indicator', 'users', 'portfolio_investment', 'portfolio_kpi_reminder']) {
      const answer = await graphql(acme, `{ ${field} { __typename } }`);
      expect(answer.errors?.[0]?.message).toBe(`field '${field}' not found in type: 'query_root'`);
    }
    // Nor through its company: the company's other relationships are not there for this role.
    expect((await graphql(acme, '{ portfolio_company { organization { name } } }')).errors?.[0]?.message)
      .toBe("field 'organization' not found in type: 'portfolio_company'");
  });

  it('answers and moves only its own response', async () => {
    const saved = await graphql(acme, `mutation {
      insert_portfolio_kpi_answer(objects: [{ kind: "revenue", value: "10" }]) { returning { response_id } }
      other: update_portfolio_kpi_response_by_pk(pk_columns: { id: "${KPI.borealisResponse}" }, _set: { status: "draft" }) { id }
      others: update_portfolio_kpi_response(where: {}, _set: { status: "draft" }) { returning { id } }
    }`);
    expect(saved).toEqual({ data: {
      insert_portfolio_kpi_answer: { returning: [{ response_id: KPI.acmeResponse }] },
      other: null,
      others: { returning: [{ id: KPI.acmeResponse }] },
    } });
    // Borealis's link cannot touch Acme's answers.
    const touched = await graphql(borealis, 'mutation { update_portfolio_kpi_answer(where: {}, _set: { value: "0" }) { affected_rows } delete_portfolio_kpi_answer(where: {}) { affected_rows } }');
    expect(touched).toEqual({ data: { update_portfolio_kpi_answer: { affected_rows: 0 }, delete_portfolio_kpi_answer: { affected_rows: 0 } } });
    const { rows } = await fixture.db.query<{ status: string }>('SELECT status FROM portfolio.kpi_response ORDER BY company_id');
    expect(rows.map((row) => row.status)).toEqual(['draft', 'opened', 'opened']);
  });

  it('reaches nothing once its request is cancelled, even with a token it already has', async () => {
    await fixture.db.query('UPDATE portfolio.kpi_request SET cancelled_at = now() WHERE id = $1', [KPI.alfaRequest]);
    expect(await graphql(acme, '{ portfolio_kpi_response { id } portfolio_kpi_request { id } portfolio_company { id } accounting_indicator_kind { value } }'))
      .toEqual({ data: { portfolio_kpi_response: [], portfolio_kpi_request: [], portfolio_company: [], accounting_indicator_kind: [] } });
    expect((await graphql(acme, `mutation { update_portfolio_kpi_response_by_pk(pk_columns: { id: "${KPI.acmeResponse}" }, _set: { status: "draft" }) { id } }`)).data)
      .toEqual({ update_portfolio_kpi_response_by_pk: null });
    expect((await graphql(acme, 'mutation { insert_portfolio_kpi_answer(objects: [{ kind: "revenue", value: "10" }]) { affected_rows } }')).errors?.[0]?.message)
      .toMatch(/check constraint|permission/i);
    // Gama's request stands: Delta's link still works.
    expect((await graphql(delta, '{ portfolio_kpi_response { id } }')).data).toEqual({ portfolio_kpi_response: [{ id: KPI.deltaResponse }] });
  });

  it('uploads attachments into kpi-attachments for its own response, which the organization\'s investors download', async () => {
    const file = await upload(acme, 'kpi-attachments');
    expect(file.status).toBe(201);
    expect((await attach(acme, file.id)).data).toEqual({ insert_portfolio_kpi_response_file_one: expect.objectContaining({ response_id: KPI.acmeResponse }) as unknown });
    expect(await download(acme, file.id)).toBe(200);
    expect(await download(await investorToken({ user: 'bruno' }), file.id)).toBe(200);
    expect(await download(await investorToken({ user: 'carla' }), file.id)).toBe(404);
    expect(await download(borealis, file.id)).toBe(404);
    // Borealis's link can neither delete it nor attach it to its own response.
    expect((await fetch(`${server.base}/v1/storage/files/${file.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${borealis}` } })).status).toBe(404);
    expect((await attach(borealis, file.id)).errors?.[0]?.message).toMatch(/unique|violat/i);
    // Another bucket is not the link's, and a file of another bucket cannot be attached.
    expect((await upload(acme, 'books')).status).toBe(403);
    const books = await upload(await investorToken({ user: 'bruno' }), 'books', 'razao.csv');
    expect(books.status).toBe(201);
    expect((await attach(acme, books.id)).errors?.[0]?.message).toMatch(/check constraint|permission|kpi-attachments/i);
    // Its own attachment it deletes while it may still edit.
    expect((await fetch(`${server.base}/v1/storage/files/${file.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${acme}` } })).status).toBe(204);
    expect(await download(await investorToken({ user: 'bruno' }), file.id)).toBe(404);
  });

  it('uploads nothing once the answer is submitted', async () => {
    await fixture.db.exec(`
      INSERT INTO portfolio.kpi_answer (response_id, kind, value) VALUES ('${KPI.acmeResponse}', 'revenue', 1), ('${KPI.acmeResponse}', 'headcount', 1);
      UPDATE portfolio.kpi_response SET status = 'submitted' WHERE id = '${KPI.acmeResponse}';`);
    expect((await upload(acme, 'kpi-attachments')).status).toBe(403);
  });
});
