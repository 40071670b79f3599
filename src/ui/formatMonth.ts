import type { IntlShape } from 'react-intl';

/** The month of a `date` (`2024-03-01`): `Mar 2024`, `mar. de 2024`; a day has no time zone, hence UTC. */
export function formatMonth(intl: IntlShape, date: string): string {
  return intl.formatDate(`${date}T00:00:00Z`, { month: 'short', year: 'numeric', timeZone: 'UTC' });
}
