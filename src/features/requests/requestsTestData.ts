/**
 * Answers of the requests screens' queries for their tests: a past due date (always late) and a far one (never late),
 * so lateness does not depend on the day a test runs.
 */
import type { GraphQLResponse } from 'relay-runtime';

export const PAST_DUE = '2000-01-31';
export const FAR_DUE = '2999-12-31';

const company = (n: number) => ({ id: `c0000000-0000-4000-8000-00000000000${String(n)}`, name: `Empresa ${String(n)} Ltda` });
export const COMPANIES = [company(1), company(2), company(3)];

const response = (id: string, status: string, companyIndex: number) => ({ id, status, company: COMPANIES[companyIndex] });

/** A request as the screens' queries answer it (the fields the tests read by name, then the rest). */
interface TestRequest extends Record<string, unknown> {
  readonly id: string;
  readonly title: string;
  readonly cancelled_at: string | null;
}

export const LATE_REQUEST: TestRequest = {
  id: 'r0000000-0000-4000-8000-000000000001', title: 'Fechamento de dezembro', period_start: '1999-12-01', period_end: '1999-12-01',
  send_on: '2000-01-05', due_date: PAST_DUE, recurrence: 'monthly', cancelled_at: null,
  responses: [response('p1', 'sent', 0), response('p2', 'approved', 1), response('p3', 'submitted', 2)],
};

export const OPEN_REQUEST: TestRequest = {
  id: 'r0000000-0000-4000-8000-000000000002', title: 'Trimestre em andamento', period_start: '2999-07-01', period_end: '2999-09-01',
  send_on: '2999-10-01', due_date: FAR_DUE, recurrence: 'quarterly', cancelled_at: null,
  responses: [response('p4', 'draft', 0), response('p5', 'scheduled', 1)],
};

export const METRICS = [
  { value: 'revenue', en_name: 'Revenue', pt_br_name: 'Receita', en_definition: 'Gross revenue billed in the period.', pt_br_definition: 'Receita bruta.', unit: 'currency', organization_id: null },
  { value: 'headcount', en_name: 'Headcount', pt_br_name: 'Funcionários', en_definition: 'People at the end of the period.', pt_br_definition: 'Pessoas.', unit: 'count', organization_id: null },
  { value: 'highlights', en_name: 'Highlights', pt_br_name: 'Destaques', en_definition: 'What went well.', pt_br_definition: 'O que foi bem.', unit: 'text', organization_id: null },
  { value: 'custom_nps', en_name: 'NPS', pt_br_name: 'NPS', en_definition: 'Net promoter score.', pt_br_definition: 'NPS.', unit: 'ratio', organization_id: 'o1' },
];

/** The requests screen's answer: the organization, the user's role, its requests, companies and metric library. */
export function requestsScreenAnswer(role: string, requests: readonly TestRequest[], organizationId: string): GraphQLResponse {
  return {
    data: {
      organization: { id: organizationId, name: 'Fundo Alfa' },
      selectedOrganizationMembership: [{ id: 'm0000000-0000-4000-8000-000000000001', role }],
      requests,
      boardRequests: requests.filter((request) => request.cancelled_at === null),
      requestCompanies: COMPANIES.map((one, index) => ({ ...one, contacts_aggregate: { aggregate: { count: index === 2 ? 0 : 1 } } })),
      metricLibrary: METRICS,
    },
  };
}

const REQUEST_ID = LATE_REQUEST.id;
const requestMetrics = [
  { kind: 'revenue', metric: { en_name: 'Revenue', pt_br_name: 'Receita', unit: 'currency' } },
  { kind: 'gross_margin', metric: { en_name: 'Gross margin', pt_br_name: 'Margem bruta', unit: 'percent' } },
  { kind: 'headcount', metric: { en_name: 'Headcount', pt_br_name: 'Funcionários', unit: 'count' } },
  { kind: 'highlights', metric: { en_name: 'Highlights', pt_br_name: 'Destaques', unit: 'text' } },
];

const detailResponse = (id: string, status: string, companyIndex: number, extra: Record<string, unknown> = {}) => ({
  id, status, return_comment: '', mailed_at: '2000-01-05T12:00:00Z', opened_at: null, submitted_at: null, approved_at: null,
  returned_at: null, reminders_sent: 0, last_reminder_at: null, company: { name: COMPANIES[companyIndex].name },
  request: { id: REQUEST_ID, metrics: requestMetrics }, answers: [], files: [], events: [], ...extra,
});

export const SUBMITTED_RESPONSE_ID = 'a0000000-0000-4000-8000-000000000003';

/** The detail screen's answer: a late request, one company silent, one submitted with its answers, files and history. */
export function requestDetailAnswer(role: string): GraphQLResponse {
  return {
    data: {
      request: {
        id: REQUEST_ID, title: LATE_REQUEST.title, message: 'Enviem até o dia 31, por favor.', period_start: '1999-10-01', period_end: '1999-12-01',
        send_on: '2000-01-05', due_date: PAST_DUE, recurrence: 'quarterly', reminder_days: [-7, -1, 1, 7],
        created_at: '2000-01-04T10:00:00Z', cancelled_at: null, creator: { displayName: 'Ana Investidora' },
        organization: { organization_users: [{ role }] },
        metrics: requestMetrics,
        responses: [
          detailResponse('a0000000-0000-4000-8000-000000000001', 'sent', 0, { reminders_sent: 2, last_reminder_at: '2000-02-07T09:00:00Z' }),
          detailResponse(SUBMITTED_RESPONSE_ID, 'submitted', 2, {
            submitted_at: '2000-01-20T15:00:00Z',
            answers: [
              { kind: 'revenue', value: '1234567.8900', text_value: null, note: 'Inclui contrato anual.' },
              { kind: 'gross_margin', value: '35.5000', text_value: null, note: '' },
              { kind: 'headcount', value: '42.0000', text_value: null, note: '' },
              { kind: 'highlights', value: null, text_value: 'Novo cliente âncora.', note: '' },
            ],
            files: [{ id: 'f1', file_id: 'f0000000-0000-4000-8000-000000000001', file: { name: 'balancete.pdf', size: 20480 } }],
            events: [
              { id: 'e1', kind: 'sent', comment: '', created_at: '2000-01-05T12:00:00Z', actor: null },
              { id: 'e2', kind: 'submitted', comment: '', created_at: '2000-01-20T15:00:00Z', actor: null },
            ],
          }),
        ],
      },
    },
  };
}
