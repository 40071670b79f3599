/**
 * KPI requests over the engine fixture (tests/fixtures/engine.sql): Alfa Capital asks Acme Ltda and Borealis S.A.
 * for revenue (required), headcount (required) and highlights (optional) for Q3 2026, sent on 1 October; Gama asks
 * Delta Agro for revenue. Both are due two weeks after the day the tests run (the session function reads the real
 * clock over HTTP, and a link lives until 30 days after the due date); tests of dates inject their own clock. Each company has a reporting contact (Acme's in English, the others in Portuguese). The
 * responses start `scheduled`; `sendAll` moves them to `sent` as the mailer would.
 */
import type { Db } from '../../server/db/driver.ts';

export const KPI = {
  alfa: '00000000-0000-4000-8000-000000000011',
  gama: '00000000-0000-4000-8000-000000000013',
  acme: '00000000-0000-4000-8000-000000000021',
  borealis: '00000000-0000-4000-8000-000000000022',
  delta: '00000000-0000-4000-8000-000000000024',
  alfaRequest: '00000000-0000-4000-8000-00000000f001',
  gamaRequest: '00000000-0000-4000-8000-00000000f002',
  acmeResponse: '00000000-0000-4000-8000-00000000f011',
  borealisResponse: '00000000-0000-4000-8000-00000000f012',
  deltaResponse: '00000000-0000-4000-8000-00000000f013',
} as const;

const DAY_MS = 86_400_000;
/** Two weeks from today (UTC), YYYY-MM-DD. */
export const DUE_DATE = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 14 * DAY_MS).toISOString().slice(0, 10);

export const KPI_SQL = `
  INSERT INTO portfolio.company_contact (company_id, name, email, locale) VALUES
    ('${KPI.acme}', 'Alice Acme', 'alice@acme.example', 'en'),
    ('${KPI.borealis}', 'Beto Borealis', 'beto@borealis.example', 'pt'),
    ('${KPI.delta}', 'Dalva Delta', 'dalva@delta.example', 'pt');
  INSERT INTO portfolio.kpi_request (id, organization_id, title, period_start, period_end, send_on, due_date, created_by) VALUES
    ('${KPI.alfaRequest}', '${KPI.alfa}', 'Números do 3º trimestre', '2026-07-01', '2026-09-01', '2026-10-01', '${DUE_DATE}', '00000000-0000-4000-8000-000000000002'),
    ('${KPI.gamaRequest}', '${KPI.gama}', 'Receita de setembro', '2026-09-01', '2026-09-01', '2026-10-01', '${DUE_DATE}', '00000000-0000-4000-8000-000000000003');
  INSERT INTO portfolio.kpi_request_metric (request_id, kind, position, required) VALUES
    ('${KPI.alfaRequest}', 'revenue', 1, true), ('${KPI.alfaRequest}', 'headcount', 2, true),
    ('${KPI.alfaRequest}', 'highlights', 3, false), ('${KPI.gamaRequest}', 'revenue', 1, true);
  INSERT INTO portfolio.kpi_response (id, request_id, company_id) VALUES
    ('${KPI.acmeResponse}', '${KPI.alfaRequest}', '${KPI.acme}'),
    ('${KPI.borealisResponse}', '${KPI.alfaRequest}', '${KPI.borealis}'),
    ('${KPI.deltaResponse}', '${KPI.gamaRequest}', '${KPI.delta}');`;

/** Removes every KPI row the tests made, so each test starts from the fixture above. */
export async function resetKpi(db: Db): Promise<void> {
  await db.exec(`
    DELETE FROM accounting.indicator WHERE source = 'kpi_request';
    DELETE FROM portfolio.kpi_request;
    DELETE FROM portfolio.company_contact;
    ${KPI_SQL}`);
}

/** Moves the fixture's responses to sent, as the mailer does. */
export async function sendAll(db: Db): Promise<void> {
  await db.exec(`UPDATE portfolio.kpi_response SET status = 'sent' WHERE status = 'scheduled'`);
}
