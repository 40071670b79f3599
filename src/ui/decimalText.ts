/**
 * Decimal numbers as people type them, read exactly: `1.234.567,89` in Portuguese and `1,234,567.89` in English both
 * become the wire string `"1234567.89"` (PostgreSQL `numeric`), character by character, with no float in between.
 * `DecimalInput` uses it; a form calls `parseDecimalText` when it validates and sends the `value` it returns.
 */

/** Why a text is not an acceptable decimal. */
export type DecimalTextProblem =
  /** Nothing typed (spaces only). */
  | 'empty'
  /** Not a number: letters, misplaced separators, groups of other than three digits … */
  | 'format'
  /** More decimal places than the field keeps (cents for money). */
  | 'decimals'
  /** More integer digits than the column holds (`numeric(20, 2)` keeps 18). */
  | 'too-large';

export type DecimalTextResult =
  | {
      ok: true;
      /** Plain decimal notation, as the database writes `numeric`: `"1234567.89"`, `"-12.5"`, `"0.05"`. */
      value: string;
    }
  | { ok: false; problem: DecimalTextProblem };

export interface DecimalTextOptions {
  /** Decimal places the value may have. @default 2 */
  maxDecimals?: number;
  /** Digits the integer part may have. @default 18 (`numeric(20, 2)`) */
  maxIntegerDigits?: number;
}

/** The decimal separator of a language: `,` for pt-BR, `.` for en. */
export function decimalSeparator(locale: string): ',' | '.' {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value === ',' ? ',' : '.';
}

/** An integer part written with thousands separators: 1 to 3 digits, then groups of exactly 3. */
const GROUPED = (separator: string) => new RegExp(`^[0-9]{1,3}(\\${separator}[0-9]{3})+$`);
/** The characters a number may be typed with once spaces are gone. */
const NUMBER_CHARACTERS = /^-?[0-9.,]+$/;

/**
 * Reads a typed number exactly. The language's own decimal separator is the decimal separator; the other of `.` and
 * `,` separates thousands and must group digits by three. Where the text cannot be a thousands grouping, a lone
 * other separator is read as the decimal one, so `12.5` is twelve and a half in Portuguese too, while `1.234` there
 * is one thousand two hundred and thirty-four (and `1,234` in English). Both separators together read as written:
 * whichever comes last is the decimal one. Spaces are ignored; a leading minus is kept (the form decides whether a
 * negative number is allowed).
 *
 * @param text - What the user typed.
 * @param locale - The language of the form, such as `pt-BR` or `en`.
 * @returns The plain decimal string, or why there is none.
 */
export function parseDecimalText(text: string, locale: string, options: DecimalTextOptions = {}): DecimalTextResult {
  const { maxDecimals = 2, maxIntegerDigits = 18 } = options;
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return { ok: false, problem: 'empty' };
  if (!NUMBER_CHARACTERS.test(compact)) return { ok: false, problem: 'format' };
  const negative = compact.startsWith('-');
  const body = negative ? compact.slice(1) : compact;

  const split = splitDecimal(body, decimalSeparator(locale));
  if (split === null) return { ok: false, problem: 'format' };
  const [integerPart, fraction] = split;
  const integer = integerPart.replace(/^0+(?=[0-9])/, '');
  if (fraction.length > maxDecimals) return { ok: false, problem: 'decimals' };
  if (integer.length > maxIntegerDigits) return { ok: false, problem: 'too-large' };
  const magnitude = fraction === '' ? integer : `${integer}.${fraction}`;
  const zero = /^[0.]+$/.test(magnitude);
  return { ok: true, value: negative && !zero ? `-${magnitude}` : magnitude };
}

/** The integer digits and the fraction digits of an unsigned number, or null when it is malformed. */
function splitDecimal(body: string, localeDecimal: ',' | '.'): [string, string] | null {
  const separators = [...new Set(body.replace(/[0-9]/g, ''))];
  let decimal: string | null = null;
  if (separators.length === 2) {
    decimal = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
  } else if (separators.length === 1) {
    const only = separators[0];
    const once = body.indexOf(only) === body.lastIndexOf(only);
    // Used more than once it can only group thousands; once, it is the decimal separator unless it is the
    // language's thousands separator and groups by three.
    if (once && (only === localeDecimal || !GROUPED(only).test(body))) decimal = only;
  }
  const [integerText, fraction = ''] = decimal === null ? [body] : body.split(decimal);
  if (decimal !== null && !/^[0-9]+$/.test(fraction)) return null;
  const group = separators.find((separator) => separator !== decimal);
  if (group === undefined) return /^[0-9]+$/.test(integerText) ? [integerText, fraction] : null;
  return GROUPED(group).test(integerText) ? [integerText.split(group).join(''), fraction] : null;
}

/**
 * Writes a plain decimal string (`"1234567.89"`) the way the language writes numbers (`1.234.567,89`), by moving
 * characters only: the digits are the ones given, none is rounded or dropped.
 */
export function formatDecimalText(value: string, locale: string): string {
  const match = /^(-?)([0-9]+)(?:\.([0-9]+))?$/.exec(value);
  if (!match) return value;
  const [, sign, integer] = match;
  const fraction = match[3] as string | undefined;
  const decimal = decimalSeparator(locale);
  const group = decimal === ',' ? '.' : ',';
  const grouped = integer.replace(/\B(?=([0-9]{3})+(?![0-9]))/g, group);
  return `${sign}${grouped}${fraction === undefined ? '' : decimal + fraction}`;
}
