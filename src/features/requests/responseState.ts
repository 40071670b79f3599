import { Intent } from '@blueprintjs/core';

/** A response's state as the database keeps it (`portfolio.kpi_response.status`). */
export const RESPONSE_STATUSES = ['scheduled', 'sent', 'opened', 'draft', 'submitted', 'approved', 'returned'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

/** What the company still owes: every state before a submission (a returned answer is owed again). */
const OWED: readonly string[] = ['scheduled', 'sent', 'opened', 'draft', 'returned'];

/**
 * Whether a response is late: its due date (`YYYY-MM-DD`) is before `today` and the company has not submitted it.
 * Overdue is not stored (the database has no clock to move it): the portal works it out from the due date, and a
 * cancelled request is late for nobody.
 */
export function isOverdue(status: string, dueDate: string, today: string, cancelled = false): boolean {
  return !cancelled && OWED.includes(status) && dueDate < today;
}

/** Today's date where the user is, as `YYYY-MM-DD`: the day a due date is compared with. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The colour of a state's tag: what waits for the investor (submitted) stands out in blue, what is done in green,
 * what went back to the company in orange; the states on the company's side stay neutral (late is red, apart).
 */
export function statusIntent(status: string): Intent {
  switch (status) {
    case 'submitted':
      return Intent.PRIMARY;
    case 'approved':
      return Intent.SUCCESS;
    case 'returned':
      return Intent.WARNING;
    default:
      return Intent.NONE;
  }
}

/**
 * Whether a state's tag is drawn solid: what asks for the investor (submitted) and what is done (approved); the rest
 * are light, so the solid red of "Late" stands out among them.
 */
export const statusSolid = (status: string): boolean => status === 'submitted' || status === 'approved';

/** How many responses are in each state, and how many are late. */
export interface StatusCounts {
  readonly byStatus: Readonly<Record<ResponseStatus, number>>;
  readonly overdue: number;
  readonly total: number;
}

/** Counts a request's responses by state, with the late ones apart. */
export function countStatuses(
  responses: readonly { readonly status: string }[], dueDate: string, today: string, cancelled = false,
): StatusCounts {
  const byStatus = Object.fromEntries(RESPONSE_STATUSES.map((status) => [status, 0])) as Record<ResponseStatus, number>;
  let overdue = 0;
  for (const { status } of responses) {
    if ((RESPONSE_STATUSES as readonly string[]).includes(status)) byStatus[status as ResponseStatus] += 1;
    if (isOverdue(status, dueDate, today, cancelled)) overdue += 1;
  }
  return { byStatus, overdue, total: responses.length };
}
