/**
 * The closed set of problems the spreadsheet parser reports. Each one refuses the line, column or cell it points at;
 * the importer refuses the whole file when any exists and lists them all, so the parser keeps going after the first.
 * Codes are stable identifiers: the portal turns each into a pt-BR or English message, filling in its params.
 */

/** Why a line, column or cell of an imported spreadsheet was refused. */
export type SheetProblemCode =
  /** The file has no row with any cell filled in. */
  | 'empty-file'
  /** No row names the account column (`Conta` / `Account`) nor any other known column: this is not our template. */
  | 'no-header'
  /** The header lacks a required column; params.column is `account` or `month`. */
  | 'missing-column'
  /** A named column (`Conta`, `Nome`, `Tipo`, `Seção`, `Versão` …) is in the header twice; params.header. */
  | 'duplicate-column'
  /** A headed column is neither a known column nor a month we can read; params.header. */
  | 'unknown-month-header'
  /** Two columns head the same month; params.month, params.firstColumn. */
  | 'duplicate-month'
  /** The header is there but no line below it has any data. */
  | 'no-data-rows'
  /** A line has data but its account cell is empty. */
  | 'missing-account'
  /** The account code is not letters and digits separated by single dots or hyphens; params.value, params.reason. */
  | 'bad-account-code'
  /** The type is none of Entrada/Saída/Receipt/Payment; params.value. */
  | 'unknown-type'
  /** The section is none of Operacional/Investimento/Financiamento/Operations/Investment/Financing; params.value. */
  | 'unknown-section'
  /** An account's name, type or section differs from an earlier line's; params.account, field, value, firstValue, firstLine. */
  | 'conflicting-account'
  /** A month cell is not an amount in the file's number format, or has more than two decimals; params.value. */
  | 'bad-amount'
  /** The same account, version and month already has a figure; params.account, version, month, firstLine, firstColumn. */
  | 'duplicate-figure';

/** Every problem code, in the order a reader meets them in a file. */
export const SHEET_PROBLEM_CODES: readonly SheetProblemCode[] = [
  'empty-file',
  'no-header',
  'missing-column',
  'duplicate-column',
  'unknown-month-header',
  'duplicate-month',
  'no-data-rows',
  'missing-account',
  'bad-account-code',
  'unknown-type',
  'unknown-section',
  'conflicting-account',
  'bad-amount',
  'duplicate-figure',
];

/** One refused line, column or cell. */
export interface SheetProblem {
  /** 1-based row number as Excel shows it (for CSV, the record number: a quoted line break stays in one row). */
  line: number;
  /** Spreadsheet column letter (`A`, `F`, `AB`) when the problem is about one cell or column. */
  column?: string;
  code: SheetProblemCode;
  /** Values for the message (the offending text, the first occurrence …); all strings. */
  params: Record<string, string>;
}
