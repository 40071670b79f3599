import { useCallback } from 'react';
import { useIntl } from 'react-intl';

const STYLES = {
  /** `31/03/2026` in Portuguese, `03/31/2026` in English: for tables, where columns of dates line up. */
  numeric: { year: 'numeric', month: '2-digit', day: '2-digit' },
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
  return useCallback((date: string, style: keyof typeof STYLES = 'numeric') => {
    if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(date)) return date;
    return intl.formatDate(`${date}T00:00:00Z`, { ...STYLES[style], timeZone: 'UTC' });
  }, [intl]);
}
