/**
 * The investments list's search box, read as dates and amounts (spec §2, "Investments screen: search"): the
 * investments of one company in one wallet differ only by date, amounts and share, so that is what a search finds.
 * The text becomes a Hasura filter; nothing is matched as text, since dates and numbers are not text in the database.
 */
import { dayNumber } from '../../../common/finance/dayNumber.ts';
import { compare } from '../../../common/finance/money.ts';
import { parseDecimalText } from '../../ui/decimalText.ts';

/** A `portfolio_investment_bool_exp`, in the shapes built here. */
export type InvestmentFilter = Readonly<Record<string, unknown>>;

/** Matches no row: a search that means nothing finds nothing, rather than everything. */
export const MATCH_NOTHING: InvestmentFilter = { id: { _is_null: true } };

const pad = (value: number) => String(value).padStart(2, '0');

/** A real calendar date as `YYYY-MM-DD`, or null. */
function isoDate(year: number, month: number, day: number): string | null {
  const iso = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  try {
    dayNumber(iso);
    return iso;
  } catch {
    return null;
  }
}

/** The first day of the month after `year`-`month`. */
const nextMonth = (year: number, month: number) => (month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`);

/** The date range a text names: a day (`31/03/2025`, `2025-03-31`), a month (`03/2025`) or a year (`2025`). */
function dateRange(text: string, locale: string): { from: string; to: string } | null {
  let match = /^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})$/.exec(text);
  if (match) return day(isoDate(Number(match[1]), Number(match[2]), Number(match[3])));
  match = /^([0-9]{1,2})[/.-]([0-9]{1,2})[/.-]([0-9]{4})$/.exec(text);
  if (match) {
    // Day first in Portuguese (31/03/2025), month first in English (3/31/2025).
    const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    return day(locale.startsWith('en') ? isoDate(year, first, second) : isoDate(year, second, first));
  }
  match = /^([0-9]{1,2})[/.-]([0-9]{4})$/.exec(text);
  if (match) {
    const [month, year] = [Number(match[1]), Number(match[2])];
    return month >= 1 && month <= 12 ? { from: `${year}-${pad(month)}-01`, to: nextMonth(year, month) } : null;
  }
  match = /^(19|20)[0-9]{2}$/.exec(text);
  if (match) return { from: `${text}-01-01`, to: `${Number(text) + 1}-01-01` };
  return null;
}

function day(iso: string | null): { from: string; to: string } | null {
  if (iso === null) return null;
  const next = new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)) + 1));
  return { from: iso, to: next.toISOString().slice(0, 10) };
}

/**
 * The filter a search text means, or null for an empty search. A text can mean several things (`2025` is a year and
 * an amount): the investments matching any of them are found. A text that is neither a date nor a number matches
 * nothing (`MATCH_NOTHING`).
 *
 * @param text - The search box's text.
 * @param locale - The user's language, which orders day and month and separates decimals.
 */
export function investmentSearchFilter(text: string, locale: string): InvestmentFilter | null {
  const q = text.trim();
  if (q === '') return null;
  const branches: InvestmentFilter[] = [];
  const range = dateRange(q, locale);
  if (range) branches.push({ investment_date: { _gte: range.from, _lt: range.to } });
  const amount = parseDecimalText(q, locale, { maxDecimals: 4 });
  if (amount.ok) {
    if (!/\.[0-9]{3,}$/.test(amount.value)) {
      branches.push({ net_amount: { _eq: amount.value } }, { gross_amount: { _eq: amount.value } });
    }
    if (compare(amount.value, '0') >= 0 && compare(amount.value, '100') <= 0) {
      branches.push({ share_percentage: { _eq: amount.value } });
    }
  }
  if (branches.length === 0) return MATCH_NOTHING;
  return branches.length === 1 ? branches[0] : { _or: branches };
}
