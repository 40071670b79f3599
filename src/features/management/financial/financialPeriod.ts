/**
 * The period the financial tabs show, kept in the address so a link names it: `?year=2025` and, to narrow the year,
 * `&from=3&to=6` (months 1 to 12). Without a year, the last year with figures; without a range, the whole year.
 */
import { yearMonths } from '../../../../common/finance/months.ts';

export const PERIOD_PARAMS = { year: 'year', from: 'from', to: 'to' } as const;

export interface FinancialPeriod {
  readonly year: number;
  /** 1 … 12, `fromMonth` ≤ `toMonth`. */
  readonly fromMonth: number;
  readonly toMonth: number;
  /** `YYYY-MM-01`. */
  readonly from: string;
  readonly to: string;
}

function monthParam(value: string | null, fallback: number): number {
  const month = Number(value);
  return Number.isInteger(month) && month >= 1 && month <= 12 ? month : fallback;
}

/** The years with figures, oldest first, from the first and last months with any (`YYYY-MM-01`). */
export function yearsBetween(first: string | null, last: string | null): number[] {
  if (!first || !last) return [];
  const from = Number(first.slice(0, 4));
  const to = Number(last.slice(0, 4));
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * @param lastMonth - The last month with figures (`YYYY-MM-01`): in its year, the range ends there unless the address
 *   says otherwise, so the months still to come do not show as zeros.
 */
export function periodOf(params: URLSearchParams, years: readonly number[], today: Date, lastMonth: string | null = null): FinancialPeriod {
  const requested = Number(params.get(PERIOD_PARAMS.year));
  const year = years.includes(requested) ? requested : (years.at(-1) ?? today.getFullYear());
  const lastOfYear = lastMonth?.startsWith(`${year}-`) ? Number(lastMonth.slice(5, 7)) : 12;
  let fromMonth = monthParam(params.get(PERIOD_PARAMS.from), 1);
  let toMonth = monthParam(params.get(PERIOD_PARAMS.to), lastOfYear);
  if (fromMonth > toMonth) [fromMonth, toMonth] = [toMonth, fromMonth];
  const months = yearMonths(year);
  const month = (n: number) => `${months.from.slice(0, 5)}${String(n).padStart(2, '0')}-01`;
  return { year, fromMonth, toMonth, from: month(fromMonth), to: month(toMonth) };
}
