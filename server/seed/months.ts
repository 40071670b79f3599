/** Calendar months as `YYYY-MM-01` strings, the form `date` columns of monthly data take. */

export function addMonths(month: string, delta: number): string {
  const [year, mon] = month.split('-').map(Number);
  const index = year * 12 + (mon - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The `count` months that end with `last`, oldest first. */
export function monthsEndingAt(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(last, i - count + 1));
}

/** A timestamp inside `month`, on `day` at `hour` UTC, for rows whose creation time should look lived-in. */
export function timestampIn(month: string, day: number, hour = 12): string {
  return `${month.slice(0, 8)}${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`;
}
