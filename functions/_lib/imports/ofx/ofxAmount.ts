/**
 * Amounts as exact integers of cents. Money never passes through a float here: `0.1 + 0.2` style errors would make
 * a statement's sum disagree with its balance by a cent. The digits are read as a string and become a BigInt.
 *
 * OFX allows `.` or `,` as the decimal mark, and Brazilian exports use both (`-100,00`), sometimes with a `+`, with
 * spaces, or with fewer than two decimals (`-33.3`, `-140` from Nubank). A thousands separator is accepted only
 * when the other mark is also present (`1.234,56`), because `1.234` alone could be either reading.
 */

// Sign, integer part, mark, fraction: `-1234,5`, `+12`, `.50`. A fraction needs a mark, but with the greedy integer
// part a number without a mark always has an empty fraction.
const PLAIN = /^([+-]?)([0-9]*)[.,]?([0-9]*)$/;
// Sign, grouped integer part, fraction, with two different marks: `1.234.567,89` or `1,234.89`.
const GROUPED = /^([+-]?)([0-9]{1,3}([.,])[0-9]{3}(?:\3[0-9]{3})*)(?!\3)[.,]([0-9]*)$/;
// More integer digits than any real transaction has: such a value is another field in the wrong place (a FITID).
const MAX_INTEGER_DIGITS = 15;
const WHITESPACE = /\s/g;
const LEADING_ZEROS = /^0+/;

/**
 * Reads an OFX amount as cents: `"-1234.56"` → `-123456n`, `"-100,00"` → `-10000n`, `"+ 1 234,5"` → `123450n`.
 * Extra decimals are accepted only when they are zeros (`"12.500"`); anything that is not exactly a number of
 * cents gives null, never a rounded value.
 */
export function parseOfxAmount(text: string): bigint | null {
  const compact = text.replace(WHITESPACE, '');
  const plain = PLAIN.exec(compact);
  if (plain !== null) return toCents(plain[1], plain[2], plain[3]);
  const grouped = GROUPED.exec(compact);
  if (grouped !== null) return toCents(grouped[1], grouped[2].replace(/[.,]/g, ''), grouped[4]);
  return null;
}

function toCents(sign: string, integer: string, fraction: string): bigint | null {
  if (integer === '' && fraction === '') return null;
  if (integer.replace(LEADING_ZEROS, '').length > MAX_INTEGER_DIGITS) return null;
  if (/[^0]/.test(fraction.slice(2))) return null;
  const cents = BigInt((integer === '' ? '0' : integer) + fraction.slice(0, 2).padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** Writes cents as a signed decimal with two places: `-123456n` → `"-1234.56"`, `5n` → `"0.05"`. */
export function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
