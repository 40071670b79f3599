/**
 * Vertical and horizontal analysis (análise vertical e horizontal), as an analyst reads a statement:
 *   AV% = the figure ÷ the whole it belongs to × 100 (a category's share of its section's cash in or out);
 *   AH% = (the figure − the same figure in an earlier period) ÷ |the earlier figure| × 100.
 * Both to one decimal place, half-even. There is no percentage of a zero whole or against a zero base: the
 * screens say "—" rather than an infinity.
 */
import { compare, type DecimalInput, divide, toDecimal } from './money.ts';

export function shareOf(part: DecimalInput, whole: DecimalInput): string | null {
  if (compare(whole, 0) === 0) return null;
  return divide(toDecimal(part).times('100'), toDecimal(whole), 1).toFixed(1);
}

export function changeOf(current: DecimalInput, base: DecimalInput): string | null {
  if (compare(base, 0) === 0) return null;
  return divide(toDecimal(current).minus(toDecimal(base)).times('100'), toDecimal(base).abs(), 1).toFixed(1);
}
