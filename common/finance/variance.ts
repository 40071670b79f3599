/**
 * Budget against actual for one line (research: product.md §4, management.md §1.1):
 *   Δ = actual − budget;  Δ% = Δ ÷ |budget| × 100;  attainment = actual ÷ budget × 100;
 *   full-year projection = actual to date + the budget of the months still to come (Fathom's).
 * Δ% and attainment follow Fathom's rule: when the budget is zero or negative, or actual and budget have different
 * signs, a percentage says nothing true, so there is none and the line shows Δ alone. Values are in the line's own
 * direction (a payment of 100 is 100), so more is favourable on a receipt and unfavourable on a payment.
 */
import type { CategoryType } from './cashFlow.ts';
import { compare, divide, type DecimalInput, sum, toDecimal, toFixed2 } from './money.ts';

/** A variance below this share of the budget is not worth an analyst's attention (per organization, later). */
export const DEFAULT_MATERIALITY_PERCENT = '5';

export interface Variance {
  readonly actual: string;
  readonly budget: string;
  readonly delta: string;
  /** One decimal place; null under Fathom's rule. */
  readonly percent: string | null;
  readonly attainment: string | null;
  /** null when actual equals budget. */
  readonly favourable: boolean | null;
}

export function variance(actual: DecimalInput, budget: DecimalInput, nature: CategoryType): Variance {
  const delta = toDecimal(actual).minus(toDecimal(budget));
  const comparable = compare(budget, 0) > 0 && compare(actual, 0) >= 0;
  const direction = compare(delta, 0);
  return {
    actual: toFixed2(actual),
    budget: toFixed2(budget),
    delta: toFixed2(delta),
    percent: comparable ? divide(delta.times('100'), budget, 1).toFixed(1) : null,
    attainment: comparable ? divide(toDecimal(actual).times('100'), budget, 1).toFixed(1) : null,
    favourable: direction === 0 ? null : (nature === 'receipt') === (direction > 0),
  };
}

/** Whether a variance deserves attention: its Δ% reaches the threshold, or, with no Δ%, any difference at all. */
export function isMaterial(line: Variance, thresholdPercent: DecimalInput = DEFAULT_MATERIALITY_PERCENT): boolean {
  if (line.percent === null) return compare(line.delta, 0) !== 0;
  // On the exact figures, not the rounded Δ%: 4.999 % is below a 5 % threshold.
  return compare(toDecimal(line.delta).abs().times('100'), toDecimal(line.budget).abs().times(toDecimal(thresholdPercent))) >= 0;
}

/** Actual to date plus the budget of the months still to come. */
export function fullYearProjection(actualToDate: DecimalInput, remainingBudget: Iterable<DecimalInput>): string {
  return toFixed2(toDecimal(actualToDate).plus(sum(remainingBudget)));
}
