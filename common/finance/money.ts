/**
 * Exact decimal arithmetic for money and the ratios computed from it. Amounts are `numeric` in PostgreSQL and
 * strings on the wire (docs: ARCHITECTURE.md, "Money is exact"); here they become big.js decimals, which add,
 * subtract and multiply without rounding, so `0.1 + 0.2` is `0.3` and a thousand cents sum to exactly `10.00`.
 * Rounding happens only where a result is money (to cents) or a ratio (to a stated number of places), always
 * half-even, the banker's rounding that does not drift upwards over many roundings.
 *
 * Formatting for display is not here: the portal formats with `Intl` in the user's locale. `toFixed2` gives the
 * plain two-decimal string that goes back on the wire or into a formatter.
 */
import Big from 'big.js';

/**
 * Our own big.js constructor: its settings are isolated from any other user of big.js in the bundle, and the
 * settings below hold for every value made here.
 */
const Exact = Big();
// A float must never slip in: in strict mode big.js throws on `new Exact(0.1)`, on `Number(decimal)` and on
// `decimal + 1`, where the default mode would silently round through binary floating point.
Exact.strict = true;
Exact.RM = Big.roundHalfEven;
// Plain notation at every magnitude, as PostgreSQL writes `numeric`: never `1e+21` or `1e-7`.
Exact.NE = -1_000_000;
Exact.PE = 1_000_000;

/** An exact decimal number. Make one with `toDecimal`; read it with `toFixed2` or its own `toString()`. */
export type Decimal = Big;

/**
 * What the functions here accept as a decimal: a wire string such as `"1234567.89"`, a `Decimal`, or an integral
 * number (a count of currency units that JSON happened to carry as a number).
 */
export type DecimalInput = string | number | Decimal;

/** Wire format of a decimal: an optional minus, digits, and optionally a point followed by digits. */
const DECIMAL_SHAPE = /^-?[0-9]+(\.[0-9]+)?$/;

/**
 * Parses a decimal exactly. Strings must be plain decimal notation, as PostgreSQL writes `numeric` (`"-12.50"`,
 * `"1234567.89"`): exponents, a leading `+`, spaces, thousands separators and a decimal comma are refused rather
 * than guessed at. Numbers are accepted only when they are safe integers, since a number with a fraction has
 * already been rounded to binary and its cents are not what the user typed.
 *
 * @param input - The value to parse.
 * @returns The exact decimal.
 * @throws RangeError when `input` is a malformed string or a number that is not a safe integer.
 * @throws TypeError when `input` is none of the accepted types (null, undefined, an object …).
 */
export function toDecimal(input: DecimalInput): Decimal {
  if (input instanceof Big) return new Exact(input);
  if (typeof input === 'string') {
    if (!DECIMAL_SHAPE.test(input)) throw new RangeError(`not a decimal number: ${JSON.stringify(input)}`);
    return new Exact(input);
  }
  if (typeof input === 'number') {
    if (!Number.isSafeInteger(input)) {
      throw new RangeError(`a number is accepted as a decimal only when it is a safe integer, got ${input}`);
    }
    return new Exact(String(input));
  }
  throw new TypeError(`expected a decimal string, a Decimal or an integer, got ${describe(input)}`);
}

/** Names the type of a rejected value for an error message, without trusting its `toString`. */
function describe(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : typeof value;
}

/**
 * Adds two decimals exactly.
 *
 * @returns `a + b`, unrounded.
 */
export function add(a: DecimalInput, b: DecimalInput): Decimal {
  return toDecimal(a).plus(toDecimal(b));
}

/**
 * Subtracts two decimals exactly.
 *
 * @returns `a − b`, unrounded.
 */
export function subtract(a: DecimalInput, b: DecimalInput): Decimal {
  return toDecimal(a).minus(toDecimal(b));
}

/**
 * Sums a list of decimals exactly.
 *
 * @returns The sum, unrounded; `0` for an empty list.
 */
export function sum(values: Iterable<DecimalInput>): Decimal {
  let total = new Exact('0');
  for (const value of values) total = total.plus(toDecimal(value));
  return total;
}

/**
 * Takes a percentage of an amount of money: `amount × percent / 100`, rounded half-even to cents. The product is
 * computed exactly before the single rounding, so `12.5` % of `1000000.00` is exactly `125000.00`.
 *
 * @param amount - An amount of money, e.g. `"1000000.00"`.
 * @param percent - A percentage, e.g. `"12.5"` for 12.5 %. Any sign and size is accepted; callers that need a
 *   range (a share is 0..100) check it themselves.
 * @returns The share of the amount, in cents.
 */
export function percentOf(amount: DecimalInput, percent: DecimalInput): Decimal {
  // Multiplying by 0.01 is exact, where dividing by 100 would be rounded to big.js's division precision first.
  return roundToCents(toDecimal(amount).times(toDecimal(percent)).times('0.01'));
}

/**
 * Divides two decimals, rounding the quotient half-even to `places` decimal places. The rounding is done once, on
 * the exact quotient, so there is no double rounding. For ratios such as MOIC, not for money.
 *
 * @param dividend - The numerator.
 * @param divisor - The denominator, not zero.
 * @param places - Decimal places of the result, an integer from 0 to 100.
 * @returns The rounded quotient.
 * @throws RangeError when `divisor` is zero or `places` is out of range.
 */
export function divide(dividend: DecimalInput, divisor: DecimalInput, places: number): Decimal {
  if (!Number.isInteger(places) || places < 0 || places > 100) {
    throw new RangeError(`decimal places must be an integer from 0 to 100, got ${places}`);
  }
  const d = toDecimal(divisor);
  if (d.eq('0')) throw new RangeError('division by zero');
  // big.js divides to its constructor's DP places with its RM; a constructor of our own carries `places`.
  const Quotient = Big();
  Quotient.strict = true;
  Quotient.RM = Big.roundHalfEven;
  Quotient.DP = places;
  return new Exact(new Quotient(toDecimal(dividend)).div(d));
}

/**
 * Rounds a decimal half-even to cents: `0.125` → `0.12`, `0.135` → `0.14`, `-0.125` → `-0.12`. A result of zero is
 * always positive zero, so nothing shows as `-0.00`.
 *
 * @returns The rounded value.
 */
export function roundToCents(value: DecimalInput): Decimal {
  const rounded = toDecimal(value).round(2, Big.roundHalfEven);
  return rounded.eq('0') ? new Exact('0') : rounded;
}

/**
 * Compares two decimals exactly.
 *
 * @returns `-1` when `a < b`, `0` when they are equal, `1` when `a > b`.
 */
export function compare(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  return toDecimal(a).cmp(toDecimal(b));
}

/**
 * Writes a decimal as a plain string with exactly two decimals, rounded half-even to cents: the wire format of
 * money, e.g. `"125000.00"`. Never `-0.00`, never exponential notation.
 *
 * @returns The two-decimal string.
 */
export function toFixed2(value: DecimalInput): string {
  return roundToCents(value).toFixed(2);
}
