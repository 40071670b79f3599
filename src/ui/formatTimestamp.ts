import type { IntlShape } from 'react-intl';

/** The portal's one way to write a day: `25/10/2026` in Portuguese, `10/25/2026` in English (useFormatIsoDate's too). */
export const NUMERIC_DATE = { year: 'numeric', month: '2-digit', day: '2-digit' } as const satisfies Intl.DateTimeFormatOptions;

const STYLES = {
  date: NUMERIC_DATE,
  /** `25/10/2026, 13:00`, `10/25/2026, 1:00 PM`. */
  dateTime: { ...NUMERIC_DATE, hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * Writes an instant (a `timestamptz`: when a row was created, updated, imported) in the user's language and time
 * zone, in the same numeric form as every date of the portal, so that a list never shows `9/28/26` beside
 * `10/25/2026` or `Oct 25, 2026`. Prose that reads a date aloud (a policy's publication, a report's cover) uses the
 * long form instead.
 */
export function formatTimestamp(intl: IntlShape, value: string | number | Date, style: keyof typeof STYLES = 'date'): string {
  return intl.formatDate(value, STYLES[style]);
}
