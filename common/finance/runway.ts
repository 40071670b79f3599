/**
 * Runway: how many months the cash lasts at the current net burn, and the day it runs out.
 *   runway (months) = cash ÷ average monthly net burn (the trailing three months, burn.ts);
 *   cash-out date   = the day the cash was taken + runway × the average Gregorian month (365.2425 ÷ 12 days).
 * A company whose net burn is zero or negative is not burning cash: it has no runway to count down, and saying
 * "infinite" or a negative number would mislead. Cash at or below zero while burning gives a runway of zero.
 */
import { compare, divide, type DecimalInput, toDecimal, toFixed2 } from './money.ts';

/** Days in an average Gregorian month. */
const AVERAGE_MONTH_DAYS = '30.436875';

export type Runway =
  | { readonly status: 'no-cash' }
  | { readonly status: 'no-burn' }
  | { readonly status: 'not-burning'; readonly cash: string; readonly cashAsOf: string; readonly netBurn: string }
  | {
    readonly status: 'burning';
    readonly cash: string;
    readonly cashAsOf: string;
    readonly netBurn: string;
    /** Months, to one decimal place. */
    readonly months: string;
    /** `YYYY-MM-DD`. */
    readonly cashOutDate: string;
  };

export interface RunwayInput {
  /** Cash and equivalents, and the day it was taken (`YYYY-MM-DD`); null when no cash is known. */
  readonly cash: DecimalInput | null;
  readonly cashAsOf: string | null;
  /** Average monthly net burn (positive: consumed); null when there are not enough months to average. */
  readonly netBurn: DecimalInput | null;
}

function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

export function runway(input: RunwayInput): Runway {
  if (input.cash === null || input.cashAsOf === null) return { status: 'no-cash' };
  if (input.netBurn === null) return { status: 'no-burn' };
  const cash = toFixed2(input.cash);
  const netBurn = toFixed2(input.netBurn);
  if (compare(netBurn, 0) <= 0) return { status: 'not-burning', cash, cashAsOf: input.cashAsOf, netBurn };
  const exact = compare(cash, 0) <= 0 ? toDecimal(0) : divide(cash, netBurn, 12);
  const days = Number(exact.times(AVERAGE_MONTH_DAYS).round(0).toFixed(0));
  return {
    status: 'burning', cash, cashAsOf: input.cashAsOf, netBurn,
    months: exact.round(1).toFixed(1),
    cashOutDate: addDays(input.cashAsOf, days),
  };
}
