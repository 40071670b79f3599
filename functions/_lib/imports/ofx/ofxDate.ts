/**
 * OFX dates as calendar days. An OFX datetime is `YYYYMMDD`, optionally followed by `HHMMSS[.XXX]` and a zone
 * `[±h[:NAME]]`: `20131209100000[-03:EST]`, `20180913000000[-3:GMT]`, or just `20170301`.
 *
 * Only the first eight digits are read, and the zone is deliberately NOT applied. Banks write the posting day as
 * a Brasília calendar day, usually at midnight, and the zone label is often wrong (Itaú writes `[-03:EST]`, EST
 * being UTC-5). Turning `20180913000000[-3:GMT]` into an instant and reading its day back anywhere west of UTC-3
 * (Manaus, Rio Branco, a server in New York), or treating it as midnight UTC and showing it in Brasília, gives
 * 12 September: a day the bank never posted the purchase on, which breaks the match with the bank's own statement
 * and can move a transaction into the previous month.
 */

const LEADING_DATE = /^([0-9]{4})([0-9]{2})([0-9]{2})/;

/**
 * The day of an OFX date as `YYYY-MM-DD`, or null when the value does not start with a real calendar day
 * (`20230230`, `2023-02-01`, empty).
 */
export function parseOfxDate(text: string): string | null {
  const match = LEADING_DATE.exec(text);
  if (match === null) return null;
  const [, yearText, monthText, dayText] = match;
  const year = Number(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${yearText}-${monthText}-${dayText}`;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
