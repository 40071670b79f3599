/**
 * A KPI request's life through the engine, as the portal and the answer form send it: an editor creates it with its
 * metrics and companies in one nested insert; the mailer sends it; the company's contact (role kpi_respondent, its
 * one response in X-Hasura-Kpi-Response-Id) saves a draft (answers upserted, status draft) and submits; the editor
 * returns it with a comment; the contact fixes and resubmits; the editor approves and the values become the
 * company's indicators with their provenance. And what the database refuses whoever asks: illegal moves, a submission
 * missing a required answer, answers in the wrong unit, changes after submission.
 * Fixture: bruno edits Alfa Capital (Acme Ltda, Borealis S.A.), carla owns Gama (Delta Agro), ana owns Alfa.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../server/engine/permissions/resolveSession.ts';
import { createEngineFixture, investor, session, USERS, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';
import { KPI } from './kpiFixture.ts';

const CREATE = `mutation Create($object: portfolio_kpi_request_insert_input!) {
  insert_portfolio_kpi_request_one(object: $object) {
    id created_by organization_id metrics(order_by: { position: asc }) { kind required }
    responses(order_by: { company_id: asc }) { id company_id organization_id status }
  }
}`;
const SAVE = `mutation Save($answers: [portfolio_kpi_answer_insert_input!]!, $id: uuid!, $status: String!) {
  insert_portfolio_kpi_answer(objects: $answers, on_conflict: { constraint: kpi_answer_pkey, update_columns: [value, text_value, note] }) {
    affected_rows
  }
  update_portfolio_kpi_response_by_pk(pk_columns: { id: $id }, _set: { status: $status }) { status }
}`;
const REVIEW = `mutation Review($id: uuid!, $status: String!, $comment: String!) {
  update_portfolio_kpi_response_by_pk(pk_columns: { id: $id }, _set: { status: $status, return_comment: $comment }) { status return_comment }
}`;

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const respondent = (responseId: string): Session => session('kpi_respondent', { 'x-hasura-kpi-response-id': responseId });

const NEW_REQUEST = {
  organization_id: KPI.alfa, title: 'Números do 3º trimestre', period_start: '2026-07-01', period_end: '2026-09-01',
  send_on: '2026-10-01', due_date: '2026-10-15', reminder_days: [-7, -1, 1],
  metrics: { data: [{ kind: 'revenue', position: 1 }, { kind: 'headcount', position: 2 }, { kind: 'highlights', position: 3, required: false }] },
  responses: { data: [{ company_id: KPI.acme }, { company_id: KPI.borealis }] },
};

describe.each(testTargets())('a KPI request through the engine on $name', (target) => {
  let fixture: EngineFixture;
  const as = async (who: Session, query: string, variables: Record<string, unknown> = {}): Promise<Answer> =>
    JSON.parse(await fixture.engine.execute({ query, variables }, who)) as Answer;
  const errorOf = (answer: Answer): string => answer.errors?.[0]?.message ?? `no error: ${JSON.stringify(answer.data)}`;
  const create = async (): Promise<{ requestId: string; acme: string; borealis: string }> => {
    const answer = await as(investor('bruno'), CREATE, { object: NEW_REQUEST });
    const made = answer.data?.insert_portfolio_kpi_request_one as { id: string; responses: { id: string }[] } | undefined;
    if (!made) throw new Error(JSON.stringify(answer));
    await fixture.db.query(`UPDATE portfolio.kpi_response SET status = 'sent' WHERE request_id = $1`, [made.id]);
    return { requestId: made.id, acme: made.responses[0].id, borealis: made.responses[1].id };
  };
  const save = (responseId: string, status: string, answers: Record<string, unknown>[]) =>
    as(respondent(responseId), SAVE, { id: responseId, status, answers });

  beforeAll(async () => { fixture = await createEngineFixture(target); });
  beforeEach(async () => {
    await fixture.db.exec(`DELETE FROM accounting.indicator WHERE source = 'kpi_request'; DELETE FROM portfolio.kpi_request;`);
  });
  afterAll(async () => { await fixture.drop(); });

  it('lets an editor create a request with its metrics and companies in one insert, and no one outside the organization', async () => {
    const answer = await as(investor('bruno'), CREATE, { object: NEW_REQUEST });
    expect(answer.data?.insert_portfolio_kpi_request_one).toMatchObject({
      created_by: USERS.bruno, organization_id: KPI.alfa,
      metrics: [{ kind: 'revenue', required: true }, { kind: 'headcount', required: true }, { kind: 'highlights', required: false }],
      responses: [
        { company_id: KPI.acme, organization_id: KPI.alfa, status: 'scheduled' },
        { company_id: KPI.borealis, organization_id: KPI.alfa, status: 'scheduled' },
      ],
    });
    expect(errorOf(await as(investor('carla'), CREATE, { object: NEW_REQUEST }))).toMatch(/check constraint|permission/i);
    // A company of another organization cannot be asked in Alfa's request.
    const foreign = { ...NEW_REQUEST, responses: { data: [{ company_id: KPI.delta }] } };
    expect(errorOf(await as(investor('bruno'), CREATE, { object: foreign }))).toMatch(/foreign key|violat/i);
  });

  it('runs draft, submission, return with a comment, resubmission and approval into the indicators', async () => {
    const { acme } = await create();
    const draft = await save(acme, 'draft', [{ kind: 'revenue', value: '1234.56' }, { kind: 'highlights', text_value: 'Dois contratos novos' }]);
    expect(draft.data).toEqual({ insert_portfolio_kpi_answer: { affected_rows: 2 }, update_portfolio_kpi_response_by_pk: { status: 'draft' } });
    // Saving again replaces the answers; submitting without headcount is refused, and nothing of it stays.
    expect(errorOf(await save(acme, 'submitted', [{ kind: 'revenue', value: '1300' }]))).toContain('required metrics are not answered: headcount');
    const submitted = await save(acme, 'submitted', [{ kind: 'revenue', value: '1300' }, { kind: 'headcount', value: '12' }]);
    expect(submitted.data?.update_portfolio_kpi_response_by_pk).toEqual({ status: 'submitted' });
    // Submitted: the company can change nothing until it is returned.
    expect(errorOf(await save(acme, 'draft', [{ kind: 'revenue', value: '1' }]))).toMatch(/answers cannot change while the response is submitted|permission|check/i);
    // Returning needs a comment; a viewer of another organization cannot review.
    expect(errorOf(await as(investor('bruno'), REVIEW, { id: acme, status: 'returned', comment: ' ' }))).toMatch(/returned_with_comment|check/i);
    expect((await as(investor('carla'), REVIEW, { id: acme, status: 'approved', comment: '' })).data).toEqual({ update_portfolio_kpi_response_by_pk: null });
    const returned = await as(investor('bruno'), REVIEW, { id: acme, status: 'returned', comment: 'A receita parece anual' });
    expect(returned.data?.update_portfolio_kpi_response_by_pk).toEqual({ status: 'returned', return_comment: 'A receita parece anual' });
    const seen = await as(respondent(acme), `query ($id: uuid!) { portfolio_kpi_response_by_pk(id: $id) { status return_comment answers(order_by: { kind: asc }) { kind value } } }`, { id: acme });
    expect(seen.data?.portfolio_kpi_response_by_pk).toEqual({
      status: 'returned', return_comment: 'A receita parece anual',
      answers: [{ kind: 'headcount', value: '12.0000' }, { kind: 'highlights', value: null }, { kind: 'revenue', value: '1300.0000' }],
    });
    expect((await save(acme, 'submitted', [{ kind: 'revenue', value: '400.5' }])).data?.update_portfolio_kpi_response_by_pk).toEqual({ status: 'submitted' });
    const approved = await as(investor('bruno'), REVIEW, { id: acme, status: 'approved', comment: '' });
    expect(approved.data?.update_portfolio_kpi_response_by_pk).toEqual({ status: 'approved', return_comment: '' });
    const indicators = await as(investor('ana'), `query ($company: uuid!) {
      accounting_indicator(where: { company_id: { _eq: $company }, source: { _eq: "kpi_request" } }, order_by: { kind: asc }) {
        kind period value months source kpi_response_id approved_by
      }
    }`, { company: KPI.acme });
    expect(indicators.data?.accounting_indicator).toEqual([
      { kind: 'headcount', period: '2026-09-01', value: '12.0000', months: 3, source: 'kpi_request', kpi_response_id: acme, approved_by: USERS.bruno },
      { kind: 'revenue', period: '2026-09-01', value: '400.5000', months: 3, source: 'kpi_request', kpi_response_id: acme, approved_by: USERS.bruno },
    ]);
    const history = await fixture.db.query<{ kinds: string }>(
      `SELECT string_agg(kind, ',' ORDER BY created_at) AS kinds FROM portfolio.kpi_response_event WHERE response_id = $1`, [acme]);
    expect(history.rows).toEqual([{ kinds: 'sent,draft,submitted,returned,submitted,approved' }]);
  });

  it('refuses illegal moves whoever asks', async () => {
    const { acme, borealis } = await create();
    // The company cannot approve itself; the investor cannot approve what was not submitted.
    expect(errorOf(await save(acme, 'approved', []))).toMatch(/check|permission/i);
    expect((await as(investor('bruno'), REVIEW, { id: acme, status: 'approved', comment: '' })).data).toEqual({ update_portfolio_kpi_response_by_pk: null });
    await fixture.db.query(`UPDATE portfolio.kpi_request SET send_on = '2026-12-01', due_date = '2026-12-15'`);
    const move = (id: string, status: string) => fixture.db.query('UPDATE portfolio.kpi_response SET status = $2 WHERE id = $1', [id, status]);
    await expect(move(acme, 'scheduled')).rejects.toThrow('a response cannot go from sent to scheduled');
    await save(borealis, 'submitted', [{ kind: 'revenue', value: '1' }, { kind: 'headcount', value: '1' }]);
    await move(borealis, 'approved');
    await expect(move(borealis, 'returned')).rejects.toThrow('a response cannot go from approved to returned');
    await expect(move(borealis, 'draft')).rejects.toThrow('a response cannot go from approved to draft');
  });

  it('refuses answers in the wrong unit, and metrics the request does not ask for', async () => {
    const { acme } = await create();
    const refused = async (answer: Record<string, unknown>) => errorOf(await save(acme, 'draft', [answer]));
    expect(await refused({ kind: 'revenue', text_value: 'muito' })).toContain('revenue is answered with a number');
    expect(await refused({ kind: 'highlights', value: '3' })).toContain('highlights is answered in words, not a number');
    expect(await refused({ kind: 'headcount', value: '2.5' })).toContain('headcount is a whole number of zero or more');
    expect(await refused({ kind: 'headcount', value: '-1' })).toContain('headcount is a whole number of zero or more');
    expect(await refused({ kind: 'churn_rate', value: '3' })).toMatch(/foreign key|violat/i);
    const { rows } = await fixture.db.query<{ n: number }>('SELECT count(*)::int AS n FROM portfolio.kpi_answer');
    expect(rows).toEqual([{ n: 0 }]);
  });
});
