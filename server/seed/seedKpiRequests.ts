/**
 * KPI requests on the demo data (issue 21), so the requests screens and the indicators' provenance show something on
 * a first start: every demo company gets a reporting contact, and the demo investor's organization has asked two of
 * its companies for their monthly numbers twice — two months before the anchor (Vila Nova Alimentos answered and the
 * values were approved into its indicators) and the month before it (Vila Nova and Paraná Logística submitted, awaiting
 * approval). The answers are the companies' own seeded indicators, so approving them changes no figure, only where it
 * came from.
 *
 * Nothing here draws from the seed's random numbers (every other row stays what it was), ids are md5s of what a row is
 * and times come from the anchor, so the same seed gives the same rows. The contacts' addresses are under `.example`,
 * which never delivers; every state is one the mailer has nothing to send for (no request scheduled or waiting for an
 * answer, events marked mailed), so no e-mail leaves for them even with SMTP configured.
 */
import type { Queryable } from '../db/driver.ts';

/** Contacts' names, given in turn to the demo companies in name order. */
const CONTACTS = [
  'Mariana Costa', 'Rafael Nogueira', 'Juliana Pires', 'Thiago Andrade', 'Camila Rocha', 'Eduardo Lima', 'Patrícia Gomes',
  'Lucas Ferreira', 'Beatriz Moura', 'Gustavo Ribeiro', 'Fernanda Alves', 'Rodrigo Teixeira', 'Larissa Campos', 'Bruno Carvalho',
  'Aline Martins', 'Diego Barros', 'Renata Duarte', 'Felipe Monteiro', 'Carolina Freitas', 'André Santana',
];

const METRICS: [kind: string, required: boolean][] = [
  ['revenue', true], ['ebitda', true], ['cash_balance', true], ['headcount', true], ['highlights', false],
];

/** The two requests and their answers: month offset from the anchor, the companies, and each company's end state. */
const REQUESTS = [
  { key: 'approved', monthsBefore: 2, answers: [['Vila Nova Alimentos S.A.', 'approved']] },
  { key: 'submitted', monthsBefore: 1, answers: [['Vila Nova Alimentos S.A.', 'submitted'], ['Paraná Logística Integrada Ltda', 'submitted']] },
] as const;

const HIGHLIGHTS: Record<string, string> = {
  'Vila Nova Alimentos S.A.': 'Dois novos contratos de distribuição no interior de São Paulo.',
  'Paraná Logística Integrada Ltda': 'Nova rota Curitiba–Joinville em operação desde o dia 12.',
};

export async function seedKpiRequests(db: Queryable, options: { anchor: string; organizationIds: readonly string[]; demoUserId: string }): Promise<void> {
  // A contact per company of the demo organizations: the technology companies answer in English.
  await db.query(`
    INSERT INTO portfolio.company_contact (id, company_id, name, email, locale, created_at)
    SELECT md5('seed-kpi-contact:' || c.id)::uuid, c.id, ($2::text[])[1 + (row_number() OVER (ORDER BY c.name) - 1) % array_length($2::text[], 1)],
      'financeiro@' || regexp_replace(translate(lower(split_part(c.name, ' ', 1) || split_part(c.name, ' ', 2)), 'áàâãéêíóôõúçü', 'aaaaeeiooooucu'), '[^a-z0-9]', '', 'g') || '.example',
      CASE WHEN c.name ~ '(Software|Analytics|Robótica)' THEN 'en' ELSE 'pt' END, c.created_at
    FROM portfolio.company c WHERE c.organization_id = ANY($1::uuid[])`, [options.organizationIds, CONTACTS]);

  // Approvals record who approved from the session, as the engine sets it for the demo investor.
  await db.query(`SELECT set_config('hasura.user', json_build_object('x-hasura-user-id', $1::text)::text, true)`, [options.demoUserId]);
  for (const request of REQUESTS) {
    const { rows } = await db.query<{ id: string; month: string }>(`
      INSERT INTO portfolio.kpi_request (id, organization_id, title, message, period_start, period_end, send_on, due_date, reminder_days, created_by, created_at)
      SELECT md5('seed-kpi-request:' || $1)::uuid, c.organization_id,
        'Indicadores de ' || to_char(m.month, 'MM/YYYY'), 'Bom dia! Pedimos os números do mês para o comitê de investimentos.',
        m.month, m.month, (m.month + interval '1 month 2 days')::date, (m.month + interval '1 month 14 days')::date, '[-3, 1]', $3::uuid,
        ((m.month + interval '1 month 1 day')::date + time '09:00') AT TIME ZONE 'America/Sao_Paulo'
      FROM portfolio.company c, (SELECT ($2::date - make_interval(months => $4))::date AS month) m
      WHERE c.name = 'Vila Nova Alimentos S.A.' AND c.organization_id = ANY($5::uuid[])
      RETURNING id, period_end::text AS month`,
    [request.key, options.anchor, options.demoUserId, request.monthsBefore, options.organizationIds]);
    const created = rows.at(0);
    if (!created) return;
    await db.query(`
      INSERT INTO portfolio.kpi_request_metric (request_id, kind, position, required)
      SELECT $1::uuid, kind, position::int, required FROM unnest($2::text[], $3::boolean[]) WITH ORDINALITY AS m(kind, required, position)`,
    [created.id, METRICS.map(([kind]) => kind), METRICS.map(([, required]) => required)]);
    for (const [company, state] of request.answers) {
      await seedResponse(db, created.id, created.month, company, state, options.organizationIds);
    }
  }
  await db.query(`SELECT set_config('hasura.user', '', true)`);
}

/** One company's response: sent, opened, answered with its seeded indicators, submitted and maybe approved, each on its day. */
async function seedResponse(db: Queryable, requestId: string, month: string, company: string, state: 'submitted' | 'approved', organizationIds: readonly string[]): Promise<void> {
  const { rows } = await db.query<{ id: string }>(`
    INSERT INTO portfolio.kpi_response (id, request_id, company_id, created_at)
    SELECT md5('seed-kpi-response:' || q.id || ':' || c.id)::uuid, q.id, c.id, q.created_at
    FROM portfolio.company c, portfolio.kpi_request q WHERE c.name = $2 AND c.organization_id = ANY($3::uuid[]) AND q.id = $1::uuid
    RETURNING id`, [requestId, company, organizationIds]);
  const responseId = rows.at(0)?.id;
  if (!responseId) return;
  await db.query(`UPDATE portfolio.kpi_response SET status = 'sent' WHERE id = $1`, [responseId]);
  await db.query(`UPDATE portfolio.kpi_response SET status = 'opened' WHERE id = $1`, [responseId]);
  // Answered on the 9th of the next month.
  const answeredAt = `((($2::date + interval '1 month')::date + 8) + time '16:00') AT TIME ZONE 'America/Sao_Paulo'`;
  await db.query(`
    INSERT INTO portfolio.kpi_answer (response_id, kind, value, updated_at)
    SELECT $1::uuid, i.kind, i.value, ${answeredAt} FROM accounting.indicator i JOIN portfolio.kpi_response r ON r.company_id = i.company_id
    WHERE r.id = $1::uuid AND i.period = $2::date AND i.kind IN ('revenue', 'ebitda', 'cash_balance', 'headcount')`, [responseId, month]);
  await db.query(`INSERT INTO portfolio.kpi_answer (response_id, kind, text_value, updated_at) VALUES ($1::uuid, 'highlights', $3, ${answeredAt})`,
    [responseId, month, HIGHLIGHTS[company] ?? '']);
  await db.query(`UPDATE portfolio.kpi_response SET status = 'submitted' WHERE id = $1`, [responseId]);
  if (state === 'approved') await db.query(`UPDATE portfolio.kpi_response SET status = 'approved' WHERE id = $1`, [responseId]);
  // The days it all happened, from the month asked for: sent on the 3rd of the next month, opened the 5th, submitted
  // the 10th, approved the 12th; every event marked mailed (the mailer has nothing to send for the seed).
  await db.query(`
    WITH days AS (
      SELECT k.kind, ((($2::date + interval '1 month')::date + k.day - 1) + time '10:00') AT TIME ZONE 'America/Sao_Paulo' AS at
      FROM (VALUES ('sent', 3), ('opened', 5), ('submitted', 10), ('approved', 12)) AS k(kind, day)),
    response AS (
      UPDATE portfolio.kpi_response r SET
        mailed_at = (SELECT at FROM days WHERE kind = 'sent'), opened_at = (SELECT at FROM days WHERE kind = 'opened'),
        submitted_at = (SELECT at FROM days WHERE kind = 'submitted'),
        approved_at = CASE WHEN r.status = 'approved' THEN (SELECT at FROM days WHERE kind = 'approved') END,
        updated_at = (SELECT max(at) FILTER (WHERE kind <> 'approved' OR r.status = 'approved') FROM days)
      WHERE r.id = $1::uuid RETURNING r.id, r.approved_at),
    indicators AS (UPDATE accounting.indicator i SET approved_at = response.approved_at FROM response WHERE i.kpi_response_id = response.id)
    UPDATE portfolio.kpi_response_event e SET id = md5('seed-kpi-event:' || e.response_id || ':' || e.kind)::uuid,
      created_at = d.at, mailed_at = d.at
    FROM days d WHERE e.response_id = $1::uuid AND d.kind = e.kind`, [responseId, month]);
}
