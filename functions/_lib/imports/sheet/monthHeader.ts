/**
 * Reads a month column's header. Controllers type months many ways, and Excel rewrites what they type (a date cell,
 * `jan/26`, `Jan-26` in a CSV export), so every common form is accepted; all end as the month's first day.
 */
import { type SheetCell } from './sheetTypes.ts';
import { foldText } from './foldText.ts';

/** Folded month names, pt-BR and English, full and abbreviated, to the month number. */
const MONTH_NAMES = new Map<string, number>();
const FULL_NAMES = [
  ['janeiro', 'january'],
  ['fevereiro', 'february'],
  ['marco', 'march'],
  ['abril', 'april'],
  ['maio', 'may'],
  ['junho', 'june'],
  ['julho', 'july'],
  ['agosto', 'august'],
  ['setembro', 'september'],
  ['outubro', 'october'],
  ['novembro', 'november'],
  ['dezembro', 'december'],
];
FULL_NAMES.forEach((names, index) => {
  for (const name of names) {
    MONTH_NAMES.set(name, index + 1);
    MONTH_NAMES.set(name.slice(0, 3), index + 1);
  }
});
MONTH_NAMES.set('sept', 9);

const NUMERIC_FORMS: { pattern: RegExp; year: number; month: number; day?: number }[] = [
  { pattern: /^(\d{1,2})\/(\d{4})$/u, month: 1, year: 2 }, // mm/aaaa
  { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/u, day: 1, month: 2, year: 3 }, // dd/mm/aaaa
  { pattern: /^(\d{4})-(\d{1,2})$/u, year: 1, month: 2 }, // aaaa-mm
  { pattern: /^(\d{4})-(\d{2})-(\d{2})$/u, year: 1, month: 2, day: 3 }, // aaaa-mm-dd
];

/** `jan/26`, `jan/2026`, `Jan 2026`, `Jan-26`, `janeiro de 2026`, `Sept. 2026` … (folded text). */
const NAMED_FORM = /^([a-z]+)\.?(?: de |[ /.-])(\d{2}|\d{4})$/u;

/** The month a header cell names, as `YYYY-MM-01`; undefined when the cell is not a month we can read. */
export function parseMonthHeader(cell: SheetCell): string | undefined {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return undefined;
    return monthKey(cell.getUTCFullYear(), cell.getUTCMonth() + 1);
  }
  if (typeof cell !== 'string') return undefined;
  const text = foldText(cell);
  for (const form of NUMERIC_FORMS) {
    const match = form.pattern.exec(text);
    if (!match) continue;
    const year = Number(match[form.year]);
    const month = Number(match[form.month]);
    if (form.day !== undefined && !isDayOfMonth(Number(match[form.day]), month, year)) return undefined;
    return monthKey(year, month);
  }
  const named = NAMED_FORM.exec(text);
  if (!named) return undefined;
  const month = MONTH_NAMES.get(named[1]);
  if (month === undefined) return undefined;
  const year = named[2].length === 2 ? 2000 + Number(named[2]) : Number(named[2]);
  return monthKey(year, month);
}

/** `YYYY-MM-01`, or undefined when the month or year is out of range. */
function monthKey(year: number, month: number): string | undefined {
  if (month < 1 || month > 12 || year < 1900 || year > 2999) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

function isDayOfMonth(day: number, month: number, year: number): boolean {
  if (month < 1 || month > 12) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day >= 1 && day <= daysInMonth;
}
