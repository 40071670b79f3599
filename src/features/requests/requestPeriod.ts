import type { IntlShape } from 'react-intl';
import { addMonths, monthsBetween } from '../../../common/finance/months.ts';
import { formatMonth } from '../../ui/formatMonth.ts';

/** How long the period a request asks about is: one month or a quarter (three months). */
export type PeriodLength = 1 | 3;

/** A request's period as the database keeps it: the first days of its first and last months. */
export interface RequestPeriod {
  start: string;
  end: string;
}

/** The first day of a date's month. */
export const monthOfDate = (date: string): string => `${date.slice(0, 7)}-01`;

/**
 * The period a due date asks about, as Visible sets it: the full months before the due date's month. A quarterly
 * request due on 28 July asks for April to June; moved to 2 August it asks for May to July.
 */
export function suggestPeriod(dueDate: string, length: PeriodLength): RequestPeriod {
  const end = addMonths(monthOfDate(dueDate), -1);
  return { start: addMonths(end, 1 - length), end };
}

/** The period that ends with `end` and lasts `length` months. */
export const periodEnding = (end: string, length: PeriodLength): RequestPeriod => ({ start: addMonths(end, 1 - length), end });


/** `mar. de 2026`, or `abr. de 2026 – jun. de 2026` for a longer period. */
export function formatPeriod(intl: IntlShape, start: string, end: string): string {
  return start === end ? formatMonth(intl, end) : `${formatMonth(intl, start)} – ${formatMonth(intl, end)}`;
}

/** The months a period can end with in the form: two years back to three months ahead of `today`'s month. */
export function periodEndChoices(today: string): string[] {
  const current = monthOfDate(today);
  return monthsBetween(addMonths(current, -24), addMonths(current, 3)).reverse();
}

/** The choices, with `current` among them even when a due date far off suggested a month outside them. */
export function periodEndOptions(today: string, current: string): string[] {
  const choices = periodEndChoices(today);
  return choices.includes(current) ? choices : [...choices, current].sort().reverse();
}
