/**
 * The server as `npm start` assembles it mails KPI requests on its own: a request an editor creates over HTTP for
 * today reaches the local mailbox (woken by the database's notification, or its sweep), with the contact's link to
 * the auth service's client URL, and the link opens the response through the session function's checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readResponseLink } from '../../functions/_lib/kpi/responseLink.ts';
import { startAuthServer, type AuthServer } from '../helpers/authServer.ts';
import { createEngineFixture, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';
import { token } from '../helpers/tokens.ts';
import { DUE_DATE, KPI } from './kpiFixture.ts';
import { LINK_KEY } from './kpiServer.ts';

describe.each(testTargets())('the KPI mailer in the server on $name', (target) => {
  let fixture: EngineFixture;
  let server: AuthServer;

  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    await fixture.db.exec(`INSERT INTO portfolio.company_contact (company_id, name, email, locale) VALUES ('${KPI.acme}', 'Alice Acme', 'alice@acme.example', 'en')`);
    server = await startAuthServer(fixture);
  });
  afterAll(async () => {
    await server.app.close();
    await fixture.drop();
  });

  it('mails the request an editor creates over HTTP, sent today', async () => {
    const response = await fetch(`${server.base}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await token({ user: 'bruno' })}` },
      body: JSON.stringify({
        query: 'mutation ($object: portfolio_kpi_request_insert_input!) { insert_portfolio_kpi_request_one(object: $object) { id responses { id } } }',
        variables: { object: {
          organization_id: KPI.alfa, title: 'Receita de outubro', period_start: '2026-10-01', period_end: '2026-10-01', due_date: DUE_DATE,
          metrics: { data: [{ kind: 'revenue' }] }, responses: { data: [{ company_id: KPI.acme }] },
        } },
      }),
    });
    const body = (await response.json()) as { data: { insert_portfolio_kpi_request_one: { responses: { id: string }[] } } };
    const responseId = body.data.insert_portfolio_kpi_request_one.responses[0].id;
    const deadline = Date.now() + 5000;
    while (server.mailbox.list().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const [mail] = server.mailbox.list();
    expect([mail.to, mail.subject]).toEqual(['alice@acme.example', 'Alfa Capital asks Acme Ltda for its numbers: Receita de outubro']);
    expect(mail.links[0]).toMatch(/^http:\/\/portal\.test\/respond\/[A-Za-z0-9_-]+$/);
    expect(readResponseLink(LINK_KEY, mail.links[0].split('/respond/')[1])).toMatchObject({ responseId, tokenVersion: 1, locale: 'en' });
    // The response moves to sent once its contacts' e-mails are out (a moment after the last one lands).
    const status = async () => (await fixture.db.query<{ status: string }>('SELECT status FROM portfolio.kpi_response WHERE id = $1', [responseId])).rows[0]?.status;
    while ((await status()) !== 'sent' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await status()).toBe('sent');
  });
});
