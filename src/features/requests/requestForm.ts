/**
 * The new-request form's values, its checks (the same the database makes: kpi_request's constraints and
 * valid_reminder_days) and the nested insert they become: the request, its metrics and one response per company.
 */
import type { PeriodLength, RequestPeriod } from './requestPeriod.ts';
import { periodEnding } from './requestPeriod.ts';

export const RECURRENCES = ['none', 'monthly', 'quarterly'] as const;
export type Recurrence = (typeof RECURRENCES)[number];

/** Reminders a week and a day before the due date, a day and a week after it (research/management.md §4). */
export const DEFAULT_REMINDER_DAYS: readonly number[] = [-7, -1, 1, 7];

export const TITLE_MAX = 200;
export const MESSAGE_MAX = 4000;
const REMINDERS_MAX = 8;
const REMINDER_RANGE = 60;

export interface RequestFormValues {
  title: string;
  message: string;
  companyIds: readonly string[];
  metricKinds: readonly string[];
  periodLength: PeriodLength;
  /** The period's last month, `YYYY-MM-01`. */
  periodEnd: string;
  sendOn: string | null;
  dueDate: string | null;
  recurrence: Recurrence;
  /** The reminders as typed: whole numbers of days from the due date, separated by commas or spaces. */
  reminders: string;
}

export type RequestFormProblem =
  | 'titleRequired' | 'titleTooLong' | 'messageTooLong' | 'companiesRequired' | 'metricsRequired'
  | 'sendOnRequired' | 'dueDateRequired' | 'dueBeforeSend' | 'remindersInvalid';

export type RequestFormProblems = Partial<Record<keyof RequestFormValues, RequestFormProblem>>;

/** The reminder days typed (`-7, -1, 1, 7`; the minus sign may be typographic), or null when one is not a whole number. */
export function parseReminders(text: string): number[] | null {
  const parts = text.replace(/[−–]/g, '-').split(/[\s,;]+/).filter((part) => part !== '');
  const days = parts.map((part) => (/^[+-]?\d+$/.test(part) ? Number(part) : Number.NaN));
  return days.some((day) => Number.isNaN(day)) ? null : [...new Set(days)].sort((a, b) => a - b);
}

/** The reminders as the form shows them: `-7, -1, +1, +7`. */
export const formatReminders = (days: readonly number[]): string =>
  days.map((day) => (day > 0 ? `+${String(day)}` : String(day))).join(', ');

/** Everything wrong with the values, by field; empty when they can be sent. */
export function validateRequest(values: RequestFormValues): RequestFormProblems {
  const problems: RequestFormProblems = {};
  const title = values.title.trim();
  if (title === '') problems.title = 'titleRequired';
  else if (title.length > TITLE_MAX) problems.title = 'titleTooLong';
  if (values.message.length > MESSAGE_MAX) problems.message = 'messageTooLong';
  if (values.companyIds.length === 0) problems.companyIds = 'companiesRequired';
  if (values.metricKinds.length === 0) problems.metricKinds = 'metricsRequired';
  if (values.sendOn === null) problems.sendOn = 'sendOnRequired';
  if (values.dueDate === null) problems.dueDate = 'dueDateRequired';
  else if (values.sendOn !== null && values.dueDate < values.sendOn) problems.dueDate = 'dueBeforeSend';
  const days = parseReminders(values.reminders);
  if (days === null || days.length > REMINDERS_MAX || days.some((day) => Math.abs(day) > REMINDER_RANGE)) {
    problems.reminders = 'remindersInvalid';
  }
  return problems;
}

/** What `insert_portfolio_kpi_request_one` receives: the request with its metrics and companies nested. */
export interface NewRequestObject {
  organization_id: string;
  title: string;
  message: string;
  period_start: string;
  period_end: string;
  send_on: string;
  due_date: string;
  recurrence: Recurrence;
  reminder_days: number[];
  metrics: { data: { kind: string; position: number }[] };
  responses: { data: { company_id: string }[] };
}

/** The insert for valid values (call `validateRequest` first). */
export function toRequestObject(organizationId: string, values: RequestFormValues): NewRequestObject {
  const period: RequestPeriod = periodEnding(values.periodEnd, values.periodLength);
  return {
    organization_id: organizationId,
    title: values.title.trim(),
    message: values.message.trim(),
    period_start: period.start,
    period_end: period.end,
    send_on: values.sendOn ?? '',
    due_date: values.dueDate ?? '',
    recurrence: values.recurrence,
    reminder_days: parseReminders(values.reminders) ?? [],
    metrics: { data: values.metricKinds.map((kind, position) => ({ kind, position })) },
    responses: { data: values.companyIds.map((companyId) => ({ company_id: companyId })) },
  };
}
