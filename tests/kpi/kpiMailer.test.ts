/**
 * The KPI mail worker over the engine and KPI fixtures with the local mailbox and an injected clock: requests mailed
 * on their send day to every contact in the contact's language, reminders at the request's offsets once each (and
 * never for submitted or cancelled ones), a return's comment to the contacts, a submission to the request's creator,
 * and a recurring request's next occurrence made once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readResponseLink } from '../../functions/_lib/kpi/responseLink.ts';
import { Mailbox } from '../../server/auth/mail/mailbox.ts';
import { KpiMailer } from '../../server/kpi/kpiMailer.ts';
import { createEngineFixture, investor, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';
import { KPI, resetKpi } from './kpiFixture.ts';
import { LINK_KEY } from './kpiServer.ts';

/** Noon in São Paulo on `day`. */
const noon = (day: string): number => Date.parse(`${day}T15:00:00Z`);

describe.each(testTargets())('the KPI mailer on $name', (target) => {
  let fixture: EngineFixture;
  let mailbox: Mailbox;
  let clock = noon('2026-10-01');
  const mailer = () => new KpiMailer({ db: fixture.db, mail: mailbox, clientUrl: 'http://portal.test/', linkKey: LINK_KEY, now: () => clock, batchSize: 2 });
  const sweepOn = async (day: string) => {
    clock = noon(day);
    return mailer().sweep();
  };
  const inbox = () => [...mailbox.list()].reverse().map((message) => [message.to, message.subject]);
  const statuses = async () => (await fixture.db.query<{ company_id: string; status: string; reminders_sent: number }>(
    'SELECT company_id, status, reminders_sent FROM portfolio.kpi_response ORDER BY company_id')).rows;

  beforeAll(async () => { fixture = await createEngineFixture(target); });
  beforeEach(async () => {
    await resetKpi(fixture.db);
    await fixture.db.exec(`UPDATE portfolio.kpi_request SET send_on = '2026-10-01', due_date = '2026-10-15'`);
    mailbox = new Mailbox();
  });
  afterAll(async () => { await fixture.drop(); });

  it('mails a request on its send day to every contact, in their language, with a link of their own, once', async () => {
    expect(await sweepOn('2026-09-30')).toEqual({ requests: 0, reminders: 0, returned: 0, submitted: 0 });
    await fixture.db.exec(`INSERT INTO portfolio.company_contact (company_id, name, email, locale) VALUES ('${KPI.acme}', 'Artur Acme', 'artur@acme.example', 'pt')`);
    expect(await sweepOn('2026-10-01')).toEqual({ requests: 4, reminders: 0, returned: 0, submitted: 0 });
    expect(inbox().sort()).toEqual([
      ['alice@acme.example', 'Alfa Capital asks Acme Ltda for its numbers: Números do 3º trimestre'],
      ['artur@acme.example', 'Alfa Capital pede os números de Acme Ltda: Números do 3º trimestre'],
      ['beto@borealis.example', 'Alfa Capital pede os números de Borealis S.A.: Números do 3º trimestre'],
      ['dalva@delta.example', 'Gama Investimentos pede os números de Delta Agro Ltda: Receita de setembro'],
    ]);
    const alice = mailbox.list().find((message) => message.to === 'alice@acme.example');
    const artur = mailbox.list().find((message) => message.to === 'artur@acme.example');
    expect(alice?.text).toContain('numbers for Jul 2026 – Sep 2026');
    expect(alice?.text).toContain('Please answer by 15 Oct 2026.');
    expect(artur?.text).toContain('Responda até 15/10/2026.');
    const token = (link: string | undefined) => (link ?? '').replace('http://portal.test/respond/', '');
    expect(alice?.links[0]).toMatch(/^http:\/\/portal\.test\/respond\/[A-Za-z0-9_-]+$/);
    expect(readResponseLink(LINK_KEY, token(alice?.links[0]))).toEqual({
      responseId: KPI.acmeResponse, tokenVersion: 1, locale: 'en', expiresAt: Date.parse('2026-11-15T00:00:00Z'),
    });
    expect(readResponseLink(LINK_KEY, token(artur?.links[0]))?.locale).toBe('pt');
    expect((await statuses()).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    expect(await sweepOn('2026-10-02')).toEqual({ requests: 0, reminders: 0, returned: 0, submitted: 0 });
    expect(mailbox.list()).toHaveLength(4);
  });

  it('mails neither a cancelled request nor a company without contacts', async () => {
    await fixture.db.exec(`
      UPDATE portfolio.kpi_request SET cancelled_at = now() WHERE id = '${KPI.gamaRequest}';
      DELETE FROM portfolio.company_contact WHERE company_id = '${KPI.borealis}';`);
    await sweepOn('2026-10-01');
    expect(inbox()).toEqual([['alice@acme.example', 'Alfa Capital asks Acme Ltda for its numbers: Números do 3º trimestre']]);
    expect((await statuses()).map((row) => row.status)).toEqual(['sent', 'scheduled', 'scheduled']);
  });

  it('reminds at each offset once, never after submission or cancellation, and catches up missed ones in one e-mail', async () => {
    await sweepOn('2026-10-01');
    mailbox = new Mailbox();
    expect((await sweepOn('2026-10-07')).reminders).toBe(0);
    expect((await sweepOn('2026-10-08')).reminders).toBe(3);
    expect(inbox().map(([to]) => to).sort()).toEqual(['alice@acme.example', 'beto@borealis.example', 'dalva@delta.example']);
    expect(inbox().map(([, subject]) => subject).sort()).toEqual([
      'Lembrete: Números do 3º trimestre vence em 7 dias', 'Lembrete: Receita de setembro vence em 7 dias', 'Reminder: Números do 3º trimestre is due in 7 days',
    ]);
    expect((await sweepOn('2026-10-08')).reminders).toBe(0);
    // Acme submits; Gama cancels its request.
    await fixture.db.exec(`
      INSERT INTO portfolio.kpi_answer (response_id, kind, value) VALUES ('${KPI.acmeResponse}', 'revenue', 1000), ('${KPI.acmeResponse}', 'headcount', 12);
      UPDATE portfolio.kpi_response SET status = 'submitted' WHERE id = '${KPI.acmeResponse}';
      UPDATE portfolio.kpi_request SET cancelled_at = now() WHERE id = '${KPI.gamaRequest}';`);
    mailbox = new Mailbox();
    expect(await sweepOn('2026-10-14')).toEqual({ requests: 0, reminders: 1, returned: 0, submitted: 1 });
    expect(inbox().sort()).toEqual([
      ['beto@borealis.example', 'Lembrete: Números do 3º trimestre vence amanhã'],
      ['bruno@beta.example', 'Acme Ltda respondeu: Números do 3º trimestre'],
    ]);
    // +1 and +7 both passed while the server was down: one reminder, both offsets spent.
    mailbox = new Mailbox();
    expect((await sweepOn('2026-10-30')).reminders).toBe(1);
    expect(inbox()).toEqual([['beto@borealis.example', 'Lembrete: Números do 3º trimestre venceu há 15 dias']]);
    expect((await sweepOn('2026-12-01')).reminders).toBe(0);
    const { rows } = await fixture.db.query<{ offsets: string }>(
      `SELECT string_agg(offset_days::text, ',' ORDER BY offset_days) AS offsets FROM portfolio.kpi_reminder WHERE response_id = $1`, [KPI.borealisResponse]);
    expect(rows).toEqual([{ offsets: '-7,-1,1,7' }]);
    expect((await statuses()).map((row) => row.reminders_sent)).toEqual([1, 3, 1]);
  });

  it('sends the investor\'s comment to the contacts when it returns an answer, and tells the creator of each submission', async () => {
    await sweepOn('2026-10-01');
    await fixture.db.exec(`
      INSERT INTO portfolio.kpi_answer (response_id, kind, value) VALUES ('${KPI.acmeResponse}', 'revenue', 1000), ('${KPI.acmeResponse}', 'headcount', 12);
      UPDATE portfolio.kpi_response SET status = 'submitted' WHERE id = '${KPI.acmeResponse}';`);
    mailbox = new Mailbox();
    expect((await sweepOn('2026-10-02')).submitted).toBe(1);
    const told = mailbox.list()[0];
    expect([told.to, told.subject]).toEqual(['bruno@beta.example', 'Acme Ltda respondeu: Números do 3º trimestre']);
    expect(told.links).toEqual([`http://portal.test/app/requests/${KPI.alfaRequest}?response=${KPI.acmeResponse}`]);
    const returned = JSON.parse(await fixture.engine.execute({
      query: `mutation ($id: uuid!) { update_portfolio_kpi_response_by_pk(pk_columns: { id: $id }, _set: { status: "returned", return_comment: "Revenue looks like the year's <total>" }) { status } }`,
      variables: { id: KPI.acmeResponse },
    }, investor('bruno'))) as unknown;
    expect(returned).toEqual({ data: { update_portfolio_kpi_response_by_pk: { status: 'returned' } } });
    mailbox = new Mailbox();
    expect(await sweepOn('2026-10-03')).toEqual({ requests: 0, reminders: 0, returned: 1, submitted: 0 });
    const back = mailbox.list()[0];
    expect([back.to, back.subject]).toEqual(['alice@acme.example', 'Alfa Capital returned your answers: Números do 3º trimestre']);
    expect(back.html).toContain("Revenue looks like the year's &lt;total&gt;");
    expect(back.links[0]).toMatch(/^http:\/\/portal\.test\/respond\//);
    expect((await sweepOn('2026-10-03')).returned).toBe(0);
  });

  it('makes a recurring request\'s next occurrence once, one period later, when it is sent', async () => {
    await fixture.db.exec(`UPDATE portfolio.kpi_request SET recurrence = 'quarterly' WHERE id = '${KPI.alfaRequest}'`);
    await sweepOn('2026-10-01');
    await sweepOn('2026-10-02');
    const next = async (of: string) => (await fixture.db.query<Record<string, string>>(`
      SELECT id, period_start::text, period_end::text, send_on::text, due_date::text, recurrence,
        (SELECT string_agg(kind, ',' ORDER BY position) FROM portfolio.kpi_request_metric m WHERE m.request_id = q.id) AS metrics,
        (SELECT string_agg(status || ':' || company_id, ',' ORDER BY company_id) FROM portfolio.kpi_response s WHERE s.request_id = q.id) AS responses
      FROM portfolio.kpi_request q WHERE repeats_request_id = $1`, [of])).rows;
    const made = await next(KPI.alfaRequest);
    expect(made.map(({ id: _id, ...rest }) => rest)).toEqual([{
      period_start: '2026-10-01', period_end: '2026-12-01', send_on: '2027-01-01', due_date: '2027-01-15', recurrence: 'quarterly',
      metrics: 'revenue,headcount,highlights', responses: `scheduled:${KPI.acme},scheduled:${KPI.borealis}`,
    }]);
    expect(await next(KPI.gamaRequest)).toEqual([]);
    const { rows } = await fixture.db.query<{ n: number }>('SELECT count(*)::int AS n FROM portfolio.kpi_request');
    expect(rows).toEqual([{ n: 3 }]);
    // On its own send day it goes out and makes the one after.
    mailbox = new Mailbox();
    expect((await sweepOn('2027-01-01')).requests).toBe(2);
    expect((await next(made[0].id)).map((row) => row.send_on)).toEqual(['2027-04-01']);
  });
});
