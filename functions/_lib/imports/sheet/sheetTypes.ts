/**
 * The shapes shared by the spreadsheet readers, the parser and the template. Type and section use the same words
 * as the database enums (`accounting_account_type_enum`, `accounting_cash_flow_section_enum`).
 */
import type { SheetProblem } from './sheetProblems.ts';

/** One cell as a reader hands it over: CSV gives strings; XLSX also numbers, dates (UTC) and booleans. */
export type SheetCell = string | number | Date | boolean | null;

/** Decides the header words of a template and, for text cells, the number format (`1.234,56` or `1,234.56`). */
export type SheetLocale = 'pt-BR' | 'en';

/** Whether an account records money in or money out. */
export type SheetAccountType = 'receipt' | 'payment';

/** The section of the cash-flow statement an account belongs to. */
export type SheetSection = 'operations' | 'investment' | 'financing';

/** An account of the company's own chart, as declared by the lines of the file. */
export interface SheetAccount {
  /** The company's own code, trimmed, e.g. `1.01` or `3-10`. */
  code: string;
  /** The name from the first line that gives one; empty when no line does. */
  name: string;
  type?: SheetAccountType;
  section?: SheetSection;
  /** The first line that declares the account. */
  line: number;
}

/** One amount for one account, version and month. */
export interface SheetFigure {
  line: number;
  /** Column letter of the month cell, e.g. `F`. */
  column: string;
  accountCode: string;
  /**
   * `null` for actual figures, else the budget version's name as first written in the file (trimmed; later lines
   * that differ only in case, accents or spacing give the same name).
   */
  version: string | null;
  /** First day of the month, `YYYY-MM-01`. */
  month: string;
  /** Exact decimal with two places, e.g. `-1234.56`. */
  amount: string;
}

/** Everything read from one sheet. Figures and accounts exclude the lines and cells that have problems. */
export interface SheetParseResult {
  locale: SheetLocale;
  /** The months of the header, in column order, as `YYYY-MM-01`. */
  months: string[];
  accounts: SheetAccount[];
  figures: SheetFigure[];
  problems: SheetProblem[];
}
