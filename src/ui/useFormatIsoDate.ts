import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { NUMERIC_DATE } from './formatTimestamp.ts';

const STYLES = {
  /** `31/03/2026` in Portuguese, `03/31/2026` in English: the portal's one form of a day (formatTimestamp.ts). */
  numeric: NUMERIC_DATE,
  /** `31 de março de 2026`, `March 31, 2026`: for sentences. */
  long: { dateStyle: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * Formats a calendar date (`YYYY-MM-DD`, a PostgreSQL `date`) in the user's language. The date is read and written
 * in UTC: a day has no time zone, and in Brazil (UTC−3) a local reading of `2026-03-31` would show 30 March.
 *
 * @returns `format(date, style?)`, style `numeric` by default; a value that is not a date is returned as it is.
 */
export function useFormatIsoDate(): (date: string, style?: keyof typeof STYLES) => string {
  const intl = useIntl();
  return useCallback((date: string, style: keyof typeof STYLES = 'numeric') => formatIsoDate(intl, date, style), [intl]);
}

/** useFormatIsoDate's formatting, for code outside a component (a hook of its own, a report). */
export function formatIsoDate(intl: IntlShape, date: string, style: keyof typeof STYLES = 'numeric'): string {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(date)) return date;
  return intl.formatDate(`${date}T00:00:00Z`, { ...STYLES[style], timeZone: 'UTC' });
}
