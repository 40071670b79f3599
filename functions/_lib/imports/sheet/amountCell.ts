/**
 * Reads a month cell into an exact amount. XLSX number cells arrive as binary floats; we round them from their
 * shortest decimal form (what `String(n)` gives, which is what Excel displays and stores for typed values) with
 * big.js, so `0.1 + 0.2` stored as `0.30000000000000004` becomes `0.30` and no float arithmetic ever happens.
 */
import Big from 'big.js';
import { parseAmountText } from './amountText.ts';
import { type SheetCell, type SheetLocale } from './sheetTypes.ts';

/** Our own big.js constructor, so these settings touch no other user of big.js. */
const Exact = Big();
// Strict mode throws if a number ever reaches the constructor: only decimal strings go in.
Exact.strict = true;

/** What a month cell holds: nothing (no figure that month), an amount, or something that is not an amount. */
export type AmountCell = { kind: 'empty' } | { kind: 'amount'; amount: string } | { kind: 'bad'; value: string };

/** Reads a month cell; text follows the file's locale, numbers are rounded half away from zero to cents. */
export function parseAmountCell(cell: SheetCell | undefined, locale: SheetLocale): AmountCell {
  if (cell === undefined || cell === null) return { kind: 'empty' };
  if (typeof cell === 'number') {
    const amount = numberToAmount(cell);
    return amount === undefined ? { kind: 'bad', value: String(cell) } : { kind: 'amount', amount };
  }
  if (typeof cell === 'string') {
    if (cell.trim() === '') return { kind: 'empty' };
    const amount = parseAmountText(cell, locale);
    return amount === undefined ? { kind: 'bad', value: cell.trim() } : { kind: 'amount', amount };
  }
  // A date or TRUE/FALSE where an amount belongs.
  return { kind: 'bad', value: cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell) };
}

/**
 * A number as an exact two-decimal string, rounded half away from zero from its shortest decimal representation;
 * undefined for NaN and infinities. Negative zero, and negatives that round to zero, come out as `0.00`.
 */
export function numberToAmount(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const fixed = new Exact(String(value)).toFixed(2, Big.roundHalfUp);
  return /^-0\.00$/u.test(fixed) ? '0.00' : fixed;
}
