/**
 * The current value of a stake: the company's latest valuation times the share of the company the investment
 * bought. A valuation report values the whole company (`portfolio.valuation_report.valuation_amount`), and an
 * investment records its share as a percentage (`portfolio.investment.share_percentage`, `numeric(7, 4)`, 0..100).
 */
import { dayNumber } from './dayNumber.ts';
import { type Decimal, type DecimalInput, compare, percentOf, toDecimal, toFixed2 } from './money.ts';

/** A valuation of a whole company. */
export interface Valuation {
  /** The valuation date, `YYYY-MM-DD`. */
  date: string;
  /** The value of the whole company, not negative. */
  amount: DecimalInput;
  /**
   * When the report was recorded, as PostgreSQL or Hasura write a `timestamptz` (`2026-08-01T12:00:00.123456+00:00`
   * or `2026-08-01 12:00:00+00`). Only breaks ties between valuations of the same date.
   */
  createdAt?: string;
}

/** The value of a stake and the date of the valuation it comes from. */
export interface StakeValue {
  /** The valuation date, `YYYY-MM-DD`. */
  date: string;
  /** The value of the stake in cents, e.g. `"125000.00"`. */
  value: string;
}

/**
 * Picks the valuation that is current: the one with the latest valuation date. Between valuations of the same date
 * the one recorded last wins, being the correction of the other; when `createdAt` does not decide (missing on one
 * of them, or equal), the one later in the list wins, so a caller can pass rows in any order it trusts.
 *
 * @param valuations - The company's valuations, in any order.
 * @returns The current valuation, or null when there is none.
 * @throws RangeError when a date or a `createdAt` is malformed.
 */
export function latestValuation<T extends Valuation>(valuations: readonly T[]): T | null {
  let latest: T | null = null;
  for (const candidate of valuations) {
    if (latest === null || isNewer(candidate, latest)) latest = candidate;
  }
  return latest;
}

/** Whether `a` replaces `b` as the current valuation (ties go to `a`, the later one in the list). */
function isNewer(a: Valuation, b: Valuation): boolean {
  const byDate = dayNumber(a.date) - dayNumber(b.date);
  if (byDate !== 0) return byDate > 0;
  if (a.createdAt === undefined || b.createdAt === undefined) return true;
  return compareInstants(a.createdAt, b.createdAt) >= 0;
}

/**
 * Values a stake: `valuation × share / 100`, exact, rounded half-even to cents once at the end.
 *
 * @param valuationAmount - The value of the whole company, not negative.
 * @param sharePercentage - The share of the company held, a percentage from 0 to 100, e.g. `"12.5"`.
 * @returns The value of the stake in cents.
 * @throws RangeError when the amount is negative or the share is outside 0..100, which the database forbids
 *   (`valuation_report_amount_not_negative`, `investment_share_percentage_range`).
 */
export function stakeValue(valuationAmount: DecimalInput, sharePercentage: DecimalInput): Decimal {
  const amount = toDecimal(valuationAmount);
  const share = toDecimal(sharePercentage);
  if (compare(amount, '0') < 0) throw new RangeError(`a valuation must not be negative, got ${amount.toString()}`);
  if (compare(share, '0') < 0 || compare(share, '100') > 0) {
    throw new RangeError(`a share is a percentage from 0 to 100, got ${share.toString()}`);
  }
  return percentOf(amount, share);
}

/**
 * The current value of a stake: the latest valuation (see `latestValuation`) times the share. Its result is what
 * `investmentPerformance` takes as `valuation`.
 *
 * @param valuations - The company's valuations, in any order.
 * @param sharePercentage - The share of the company held, from 0 to 100.
 * @returns The value of the stake and its valuation date, or null when the company has no valuation.
 */
export function currentValue(valuations: readonly Valuation[], sharePercentage: DecimalInput): StakeValue | null {
  const latest = latestValuation(valuations);
  if (latest === null) return null;
  return { date: latest.date, value: toFixed2(stakeValue(latest.amount, sharePercentage)) };
}

/** A timestamp with a time zone: date, time, optional fraction of a second, and `Z`, `±HH`, `±HHMM` or `±HH:MM`. */
const INSTANT_SHAPE =
  /^([0-9]{4}-[0-9]{2}-[0-9]{2})[T ]([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9])(?:\.([0-9]+))?(?:Z|([+-])([0-9]{2})(?::?([0-9]{2}))?)$/;

/**
 * Compares two timestamps to the microsecond and beyond. `Date.parse` would lose PostgreSQL's microseconds, and
 * engines differ on which ISO variants it accepts; comparing the strings would go wrong across time zones.
 */
function compareInstants(a: string, b: string): number {
  const [secondsA, fractionA] = instant(a);
  const [secondsB, fractionB] = instant(b);
  if (secondsA !== secondsB) return secondsA - secondsB;
  const width = Math.max(fractionA.length, fractionB.length);
  const [fa, fb] = [fractionA.padEnd(width, '0'), fractionB.padEnd(width, '0')];
  return fa < fb ? -1 : fa > fb ? 1 : 0;
}

/** A timestamp as whole seconds since 1970-01-01 UTC and the digits of its fraction of a second. */
function instant(timestamp: string): [number, string] {
  const match = INSTANT_SHAPE.exec(timestamp);
  if (!match) throw new RangeError(`not a timestamp with a time zone: ${JSON.stringify(timestamp)}`);
  const [, date, hours, minutes, seconds, fraction = '', sign = '+', zoneHours = '0', zoneMinutes = '0'] = match;
  const offset = (sign === '-' ? -1 : 1) * (Number(zoneHours) * 3_600 + Number(zoneMinutes) * 60);
  const local = dayNumber(date) * 86_400 + Number(hours) * 3_600 + Number(minutes) * 60 + Number(seconds);
  return [local - offset, fraction];
}
