/**
 * Reads the descriptive cells of a line: account code, type, section and version. Each reader returns the value or
 * the problem that refuses the line, so the line parser can report every bad cell of a line at once.
 */
import { cellText } from './sheetCell.ts';
import { foldText } from './foldText.ts';
import { type SheetAccountType, type SheetCell, type SheetSection } from './sheetTypes.ts';

/** Letters and digits, in groups joined by single dots or hyphens: `1.01`, `3-10`, `4.2.01`, `A1`. */
const ACCOUNT_CODE = /^[0-9A-Za-z]+([.-][0-9A-Za-z]+)*$/u;

/** A cell read as a field: its value, or the reason it was refused (params for the problem). */
export type FieldResult<T> = { ok: true; value: T } | { ok: false; params: Record<string, string> };

/**
 * The account code. A whole number typed into a cell Excel turned numeric is fine (`101`); a fractional one is not,
 * because Excel has already dropped trailing zeros (`1.10` became `1.1`), and a date means Excel converted a code
 * such as `3-10`. Both are refused with a reason, so the message can say to format the column as text.
 */
export function readAccountCode(cell: SheetCell | undefined): FieldResult<string> {
  if (typeof cell === 'number' && !Number.isSafeInteger(cell)) return { ok: false, params: { value: String(cell), reason: 'number' } };
  if (cell instanceof Date) return { ok: false, params: { value: cellText(cell), reason: 'date' } };
  if (typeof cell === 'boolean') return { ok: false, params: { value: cellText(cell), reason: 'pattern' } };
  const code = cellText(cell);
  return ACCOUNT_CODE.test(code) ? { ok: true, value: code } : { ok: false, params: { value: code, reason: 'pattern' } };
}

const TYPES = new Map<string, SheetAccountType>([
  ['entrada', 'receipt'],
  ['recebimento', 'receipt'],
  ['receipt', 'receipt'],
  ['saida', 'payment'],
  ['pagamento', 'payment'],
  ['payment', 'payment'],
]);

const SECTIONS = new Map<string, SheetSection>([
  ['operacional', 'operations'],
  ['operations', 'operations'],
  ['operating', 'operations'],
  ['investimento', 'investment'],
  ['investment', 'investment'],
  ['investing', 'investment'],
  ['financiamento', 'financing'],
  ['financing', 'financing'],
]);

/** Folded words that mark actual figures in the version column (an empty cell does too). */
const ACTUAL_WORDS = new Set(['realizado', 'actual', 'actuals']);

/** The type (`Entrada`/`Saída`/`Receipt`/`Payment`, any case or accents); undefined when the cell is empty. */
export function readAccountType(cell: SheetCell | undefined): FieldResult<SheetAccountType | undefined> {
  return readWord(cell, TYPES);
}

/** The section (`Operacional`, `Investment` …); undefined when the cell is empty. */
export function readSection(cell: SheetCell | undefined): FieldResult<SheetSection | undefined> {
  return readWord(cell, SECTIONS);
}

/** The version: null for actual figures (empty, `Realizado`, `Actual`), else the budget version's name as typed. */
export function readVersion(cell: SheetCell | undefined): string | null {
  const text = cellText(cell);
  return text === '' || ACTUAL_WORDS.has(foldText(text)) ? null : text;
}

function readWord<T>(cell: SheetCell | undefined, words: Map<string, T>): FieldResult<T | undefined> {
  const text = cellText(cell);
  if (text === '') return { ok: true, value: undefined };
  const value = words.get(foldText(text));
  return value === undefined ? { ok: false, params: { value: text } } : { ok: true, value };
}
