import type { IntlShape } from 'react-intl';

/** The month of a `date` (`2024-03-01`): `Mar 2024`, `mar. de 2024`; a day has no time zone, hence UTC. */
export function formatMonth(intl: IntlShape, date: string): string {
  return intl.formatDate(`${date}T00:00:00Z`, { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/**
 * The months a value covers: its last month (`date`, a first day) and how many months end with it. One month reads
 * as `formatMonth`; more read as a range, `abr. de 2026 – jun. de 2026`.
 */
export function formatMonths(intl: IntlShape, date: string, months: number): string {
  if (!Number.isInteger(months) || months <= 1) return formatMonth(intl, date);
  const [year, month] = date.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - months, 1)).toISOString().slice(0, 10);
  return `${formatMonth(intl, first)} – ${formatMonth(intl, date)}`;
}
