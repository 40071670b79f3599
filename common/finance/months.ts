/**
 * Months as the books name them: the first day, `YYYY-MM-01`, compared and stepped as text and integers so no time
 * zone can move a month (a `Date` at midnight UTC is the previous day in Brasília).
 */

const MONTH = /^(\d{4})-(\d{2})-01$/;

function parts(month: string): [number, number] {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`not a month (YYYY-MM-01): ${JSON.stringify(month)}`);
  const monthNumber = Number(match[2]);
  if (monthNumber < 1 || monthNumber > 12) throw new RangeError(`not a month (YYYY-MM-01): ${JSON.stringify(month)}`);
  return [Number(match[1]), monthNumber];
}

function monthOf(year: number, monthNumber: number): string {
  return `${String(year).padStart(4, '0')}-${String(monthNumber).padStart(2, '0')}-01`;
}

/** The month `count` months after `month` (before it when negative). */
export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = parts(month);
  const index = year * 12 + (monthNumber - 1) + count;
  return monthOf(Math.floor(index / 12), (index % 12) + 1);
}

export function previousMonth(month: string): string {
  return addMonths(month, -1);
}

/** The months from `from` to `to`, both included; empty when `to` is before `from`. */
export function monthsBetween(from: string, to: string): string[] {
  const [fromYear, fromMonth] = parts(from);
  const [toYear, toMonth] = parts(to);
  const count = (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addMonths(from, index));
}

/** January and December of a year. */
export function yearMonths(year: number): { from: string; to: string } {
  return { from: monthOf(year, 1), to: monthOf(year, 12) };
}

/** The last day of a month, `YYYY-MM-DD`. */
export function lastDayOf(month: string): string {
  const [year, monthNumber] = parts(month);
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month.slice(0, 8)}${String(days).padStart(2, '0')}`;
}
