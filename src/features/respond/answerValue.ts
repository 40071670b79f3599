/**
 * What a typed answer means in its metric's unit, checked by the rules the database applies on save
 * (`portfolio.kpi_answer_check`): a whole count of zero or more, a percentage within ±1000, zero or more months,
 * words for a qualitative field. The form checks first so the company reads the problem beside the field, in its
 * language, instead of a refusal after sending.
 */
import { formatDecimalText, parseDecimalText } from '../../ui/decimalText.ts';
import { METRIC_UNITS, type MetricUnit } from '../../ui/metricText.ts';

export type { MetricUnit };

/** Whether the library's `unit` column holds a unit this form knows how to ask for. */
export function isMetricUnit(value: string): value is MetricUnit {
  return (METRIC_UNITS as readonly string[]).includes(value);
}

/** Why an answer cannot be saved as typed. */
export type AnswerProblem =
  /** Not a number as the language writes them. */
  | 'format'
  /** More decimal places than the unit keeps. */
  | 'decimals'
  /** More digits than the database keeps. */
  | 'too-large'
  /** A count with decimals. */
  | 'whole'
  /** A negative count or number of months. */
  | 'negative'
  /** A percentage beyond ±1000. */
  | 'percent-range'
  /** Longer than the database keeps (4,000 characters of text). */
  | 'too-long'
  /** A required metric left empty, on submission. */
  | 'required';

/** The answer as the database takes it: one of `value` (numeric, as a string) and `textValue`, or neither. */
export type AnswerReading =
  | { readonly ok: true; readonly value: string | null; readonly textValue: string | null }
  | { readonly ok: false; readonly problem: AnswerProblem };

/** Decimal places each numeric unit takes (the column keeps 4). */
const DECIMALS: Record<Exclude<MetricUnit, 'text'>, number> = { currency: 2, percent: 2, count: 0, months: 1, ratio: 4 };
/** The decimal places a numeric unit takes, for the input's tidying on blur. */
export function unitDecimals(unit: Exclude<MetricUnit, 'text'>): number {
  return DECIMALS[unit];
}
/** `numeric(20, 4)` keeps 16 integer digits. */
const MAX_INTEGER_DIGITS = 16;
export const MAX_TEXT_LENGTH = 4000;
export const MAX_NOTE_LENGTH = 1000;
const MAX_PERCENT = 1000;

/**
 * Reads what was typed for a metric of `unit` in `locale`. Empty reads as no answer, which only `required` refuses.
 */
export function readAnswer(unit: MetricUnit, text: string, locale: string, required = false): AnswerReading {
  if (text.trim() === '') return required ? { ok: false, problem: 'required' } : { ok: true, value: null, textValue: null };
  if (unit === 'text') {
    return text.length > MAX_TEXT_LENGTH ? { ok: false, problem: 'too-long' } : { ok: true, value: null, textValue: text };
  }
  const parsed = parseDecimalText(text, locale, { maxDecimals: DECIMALS[unit], maxIntegerDigits: MAX_INTEGER_DIGITS });
  if (!parsed.ok) {
    if (parsed.problem === 'decimals' && unit === 'count') return { ok: false, problem: 'whole' };
    // 'empty' cannot happen here: blank text was handled above.
    return { ok: false, problem: parsed.problem === 'empty' ? 'format' : parsed.problem };
  }
  const negative = parsed.value.startsWith('-');
  if (negative && (unit === 'count' || unit === 'months')) return { ok: false, problem: 'negative' };
  // Only compared, never sent: the string goes to the server as typed.
  if (unit === 'percent' && Math.abs(Number(parsed.value)) > MAX_PERCENT) return { ok: false, problem: 'percent-range' };
  return { ok: true, value: parsed.value, textValue: null };
}

/**
 * The text a stored number is edited as, in the form's language: `"1234.5000"` (the column keeps four places) is
 * `1.234,50` for an amount (always with its cents) and `12,5` for a percentage; the other zeros the column added are
 * dropped.
 */
export function storedAnswerText(value: string, unit: MetricUnit, locale: string): string {
  const [integer, fraction = ''] = value.split('.');
  let digits = fraction.replace(/0+$/, '');
  if (unit === 'currency') digits = digits.padEnd(2, '0');
  return formatDecimalText(digits === '' ? integer : `${integer}.${digits}`, locale);
}
