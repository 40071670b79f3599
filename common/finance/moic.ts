/**
 * MOIC, the multiple on invested capital: what an investment returned and is still worth, per unit of money put
 * in. For a direct investor with no fund fees it is also the TVPI (docs: research/product.md, "Standard formulas").
 */
import { type Decimal, type DecimalInput, add, compare, divide, toDecimal } from './money.ts';

/** Decimal places of a MOIC: `1.2345`, a precision no one reads past on a multiple. */
export const MOIC_PLACES = 4;

/** Why a MOIC has no answer, for the "not computable" note shown in its place. */
export type MoicNotComputableReason =
  /** Nothing was invested: the multiple would divide by zero. */
  | 'no-investment'
  /** There is no valuation, so the value still held is unknown (a written-off stake is a valuation of `0`). */
  | 'no-valuation';

/** A MOIC, or the reason it has none. */
export type MoicResult =
  | {
      computable: true;
      /** The multiple as a decimal string with `MOIC_PLACES` places, rounded half-even, e.g. `"1.2500"`. */
      multiple: string;
    }
  | { computable: false; reason: MoicNotComputableReason };

/** What a MOIC is computed from, all amounts of money as decimal strings. */
export interface MoicInput {
  /** Total put in, not negative. */
  invested: DecimalInput;
  /** Current value of what is still held, not negative; null when there is no valuation. */
  currentValue: DecimalInput | null;
  /** Total received back so far (dividends, partial exits), not negative; none when omitted. */
  distributions?: DecimalInput;
}

/**
 * Computes MOIC = (current value + distributions) / invested. The sum is exact and the quotient is rounded once,
 * so the multiple is correct to its last place.
 *
 * The reasons are checked in the order listed in `MoicNotComputableReason`: with nothing invested there is no
 * multiple whatever the valuation.
 *
 * @param input - Invested, current value and distributions.
 * @returns The multiple, e.g. `{ computable: true, multiple: '2.0000' }`, or the reason there is none.
 * @throws RangeError when an amount is negative or malformed: a negative amount means the caller used the
 *   cash-flow sign convention (money in as negative), and answering anyway would give a wrong multiple.
 */
export function moic(input: MoicInput): MoicResult {
  const invested = notNegative(input.invested, 'invested');
  const distributions = notNegative(input.distributions ?? '0', 'distributions');
  const currentValue = input.currentValue === null ? null : notNegative(input.currentValue, 'currentValue');
  if (invested.eq('0')) return { computable: false, reason: 'no-investment' };
  if (currentValue === null) return { computable: false, reason: 'no-valuation' };
  const multiple = divide(add(currentValue, distributions), invested, MOIC_PLACES);
  return { computable: true, multiple: multiple.toFixed(MOIC_PLACES) };
}

/** Parses an amount that must not be negative, naming it in the error. */
function notNegative(value: DecimalInput, name: string): Decimal {
  const amount = toDecimal(value);
  if (compare(amount, '0') < 0) throw new RangeError(`${name} must not be negative, got ${amount.toString()}`);
  return amount;
}
