/**
 * The KPI requests' rows of the mock database (mockRows.ts builds the rest the same way): reporting contacts, monthly
 * requests due on the 15th after their month, one response per company in every state, and their history. The
 * tables keyed by two columns (a request's metrics, the answers) have no id to build a row from, so the generator
 * answers them with its own values.
 */
import { DEMO_INVESTOR } from './demoInvestor.ts';
import { DAY_MS, instant, monthStart, person } from './mockValues.ts';
import type { Row, RowTools } from './mockRows.ts';

type RowBuilder = (id: string, t: RowTools) => Row;

const STATUSES = ['scheduled', 'sent', 'opened', 'draft', 'submitted', 'approved', 'returned'] as const;

/** A day of a `YYYY-MM-DD` month plus `days`, as a date. */
const dayOf = (month: string, days: number) => new Date(Date.parse(`${month}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const REQUEST_ROW_BUILDERS: Readonly<Record<string, RowBuilder>> = {
  portfolio_company_contact: (id, t) => {
    const { displayName, email } = person(t.f);
    return {
      id, company_id: t.ref('portfolio_company', 'company'), name: displayName, email,
      locale: t.ordinal % 4 === 3 ? 'en' : 'pt', created_at: instant(t.f, t.today, 1).toISOString(),
    };
  },
  portfolio_kpi_request: (id, t) => {
    // Request n asks for the month n + 1 months ago; due on the 15th of the month after it, sent on the 3rd.
    const month = monthStart(t.today, t.ordinal + 1);
    const next = dayOf(month, 40).slice(0, 8);
    return {
      id, organization_id: t.ref('portfolio_organization', 'organization'), title: `Indicadores de ${month.slice(5, 7)}/${month.slice(0, 4)}`,
      message: 'Bom dia! Pedimos os números do mês para o comitê de investimentos.', period_start: month, period_end: month,
      send_on: `${next}03`, due_date: `${next}15`, recurrence: t.ordinal === 0 ? 'monthly' : 'none', reminder_days: [-7, -1, 1, 7],
      created_by: DEMO_INVESTOR.id, created_at: `${next}01T12:00:00.000Z`, cancelled_at: null, repeats_request_id: null,
    };
  },
  portfolio_kpi_response: (id, t) => {
    const status = STATUSES[t.ordinal % STATUSES.length];
    const moved = (after: readonly string[]) => (after.includes(status) ? instant(t.f, t.today, 0.1).toISOString() : null);
    return {
      id, request_id: t.ref('portfolio_kpi_request', 'request'), company_id: t.ref('portfolio_company', 'company'),
      organization_id: t.ref('portfolio_organization', 'organization'), status,
      mailed_at: moved(['sent', 'opened', 'draft', 'submitted', 'approved', 'returned']),
      opened_at: moved(['opened', 'draft', 'submitted', 'approved', 'returned']),
      draft_saved_at: moved(['draft']), submitted_at: moved(['submitted', 'approved', 'returned']),
      approved_at: moved(['approved']), approved_by: status === 'approved' ? DEMO_INVESTOR.id : null,
      returned_at: moved(['returned']), returned_by: status === 'returned' ? DEMO_INVESTOR.id : null,
      return_comment: status === 'returned' ? 'A receita não bate com o balancete do mês; podem conferir?' : '',
      reminders_sent: t.ordinal % 3, last_reminder_at: t.ordinal % 3 === 0 ? null : instant(t.f, t.today, 0.1).toISOString(),
      created_at: instant(t.f, t.today, 0.2).toISOString(), updated_at: instant(t.f, t.today, 0.1).toISOString(),
    };
  },
  portfolio_kpi_response_event: (id, t) => ({
    id, response_id: t.ref('portfolio_kpi_response', 'response'), kind: STATUSES[1 + (t.ordinal % 3)], comment: '',
    actor_user_id: null, created_at: instant(t.f, t.today, 0.1).toISOString(),
  }),
};
