/**
 * Calendar dates as day numbers, for day counts such as XIRR's actual/365. Dates arrive as PostgreSQL writes a
 * `date`, `YYYY-MM-DD`; they are calendar days with no time zone, so they are read as UTC midnights, where every
 * day is exactly 86,400,000 ms and a daylight-saving change cannot add or lose an hour.
 */

const DATE_SHAPE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

const MS_PER_DAY = 86_400_000;

/**
 * Converts a calendar date to the number of days since 1970-01-01, so that the difference of two day numbers is
 * the actual number of days between the dates.
 *
 * @param date - A date as `YYYY-MM-DD`, e.g. `2008-03-01`. Years 1000 to 9999 only, which keeps `Date.UTC` from
 *   reading years 0–99 as 1900–1999.
 * @returns The day number, e.g. `13939` for `2008-03-01`.
 * @throws RangeError when `date` is not a real calendar date in that form (`2026-02-30`, `2026-2-3`, a timestamp).
 */
export function dayNumber(date: string): number {
  const match = DATE_SHAPE.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const ms = Date.UTC(year, month - 1, day);
    const parsed = new Date(ms);
    // Date.UTC rolls 2026-02-30 over to 2026-03-02; reading the parts back catches that.
    const same = parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
    if (year >= 1000 && same) return ms / MS_PER_DAY;
  }
  throw new RangeError(`not a calendar date as YYYY-MM-DD: ${JSON.stringify(date)}`);
}

