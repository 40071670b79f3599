/**
 * The ECD's scalar formats (manual §2.3) and exact money. Amounts are held as BigInt cents while checks add them up,
 * and leave as `Amount` strings; no amount ever passes through a float, where 0.1 + 0.2 ≠ 0.3.
 */
import type { Amount, DebitCredit, IsoDate } from './ecdRecord.ts';

const DIGITS = /^[0-9]+$/;
const DECIMALS = /^[0-9]{1,2}$/;
/** N 019 with 2 decimals leaves 17 integer digits; more would not fit the PVA's own field. */
const MAX_INTEGER_DIGITS = 17;

/**
 * Reads `ddmmaaaa` as a real calendar date: 29022023 and 31042024 are refused, 29022024 is accepted.
 *
 * @returns `YYYY-MM-DD`, or null when the text is not such a date.
 */
export function parseEcdDate(text: string): IsoDate | null {
  if (text.length !== 8 || !DIGITS.test(text)) return null;
  const day = Number(text.slice(0, 2));
  const month = Number(text.slice(2, 4));
  const year = Number(text.slice(4));
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${text.slice(4)}-${text.slice(2, 4)}-${text.slice(0, 2)}`;
}

/** Days in a month of the proleptic Gregorian calendar (not `Date`, which maps years 0–99 onto 1900–1999). */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Reads an ECD number with at most 2 decimals, as the manual writes them: no thousands separator, no sign, a comma
 * before the decimals (`1129998,99`, `10000`, `0,5`). Done on the text alone: no number is ever built from it.
 *
 * @returns The `Amount` (`1129998.99`, `10000.00`, `0.50`), or null when the text is not such a number.
 */
export function parseEcdAmount(text: string): Amount | null {
  const comma = text.indexOf(',');
  const integer = comma < 0 ? text : text.slice(0, comma);
  const decimals = comma < 0 ? '' : text.slice(comma + 1);
  if (!DIGITS.test(integer) || (comma >= 0 && !DECIMALS.test(decimals))) return null;
  const units = integer.replace(/^0+(?=[0-9])/, '');
  if (units.length > MAX_INTEGER_DIGITS) return null;
  return `${units}.${decimals.padEnd(2, '0')}`;
}

/** Writes cents as an `Amount`: `123456n` → `1234.56`, `-5n` → `-0.05`. */
export function formatCents(cents: bigint): Amount {
  const magnitude = cents < 0n ? -cents : cents;
  const fraction = (magnitude % 100n).toString().padStart(2, '0');
  return `${cents < 0n ? '-' : ''}${(magnitude / 100n).toString()}.${fraction}`;
}

const AMOUNT_SHAPE = /^-?[0-9]+\.[0-9]{2}$/;

/**
 * Reads an `Amount` (`1234.56`, `-0.05`) back into cents.
 *
 * @throws RangeError when `amount` is not in the `Amount` shape: such a value did not come from this parser.
 */
export function amountToCents(amount: Amount): bigint {
  if (!AMOUNT_SHAPE.test(amount)) throw new RangeError(`Not an ECD amount: ${JSON.stringify(amount)}`);
  const negative = amount.startsWith('-');
  const digits = (negative ? amount.slice(1) : amount).replace('.', '');
  return negative ? -BigInt(digits) : BigInt(digits);
}

/** A debit-positive signed value: debits (and debit balances) count up, credits down. */
export function signedCents(cents: bigint, dc: DebitCredit): bigint {
  return dc === 'D' ? cents : -cents;
}

/** Writes a debit-positive signed value the way the file does, as an amount and its side: `-150n` → `1.50 C`. */
export function formatSigned(cents: bigint): string {
  return cents < 0n ? `${formatCents(-cents)} C` : `${formatCents(cents)} D`;
}
