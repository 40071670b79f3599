/**
 * What `parseEcd` yields: one record per register the importer uses, in file order, each with the 1-based physical
 * line where its register starts. Field names are ours; the doc comments give the manual's (leiaute 9, §3.6).
 */
import type { EcdProblem } from './ecdProblem.ts';
import type { EcdAccount, EcdBalance, EcdEntry, EcdEntryLine, EcdPeriod, EcdResultBalance } from './ecdLedgerRecord.ts';
import type { EcdAttachment, EcdBalanceSheetLine, EcdIncomeStatementLine } from './ecdStatementRecord.ts';

/** A calendar date, `YYYY-MM-DD`, read from the file's `ddmmaaaa`. */
export type IsoDate = string;
/** Exact money, never a float: digits, a point and 2 decimals (`1129998.99`); read from `1129998,99`. */
export type Amount = string;
/** Debit or credit: the side of an entry line, or of a balance (devedor / credor). */
export type DebitCredit = 'D' | 'C';
/** COD_NAT: 01 assets, 02 liabilities, 03 equity, 04 result, 05 memorandum (compensação), 09 other. */
export type AccountNature = '01' | '02' | '03' | '04' | '05' | '09';
/** I010 IND_ESC: G full journal, R summarised journal, A auxiliary journal, B daily trial balances, Z auxiliary ledger. */
export type BookkeepingForm = 'G' | 'R' | 'A' | 'B' | 'Z';

/** 0000, completed with I010 once read. Emitted when I010 arrives, or when the file moves on without one. */
export interface EcdHeader {
  readonly kind: 'header';
  readonly line: number;
  /** DT_INI and DT_FIN: the period the books cover. */
  readonly periodStart: IsoDate;
  readonly periodEnd: IsoDate;
  /** NOME. */
  readonly name: string;
  /** CNPJ, 14 characters as filed (letters allowed in the first 12 since the alphanumeric CNPJ). */
  readonly cnpj: string;
  /** UF. */
  readonly uf: string;
  /** IND_FIN_ESC: a substituta file replaces the original of the same period. */
  readonly filingPurpose: 'original' | 'substituta';
  /** COD_HASH_SUB: hash of the file a substituta replaces. */
  readonly replacedFileHash: string | null;
  /** I010 IND_ESC; null when the file has no I010. */
  readonly bookkeepingForm: BookkeepingForm | null;
  /** I010 COD_VER_LC (`9.00`); null when the file has no I010. */
  readonly layoutVersion: string | null;
}

/** The last record: what was read. */
export interface EcdSummary {
  readonly kind: 'summary';
  /**
   * The last physical line read. A register is known to be complete only when the next line begins another one, so
   * after a fatal problem this is the line after the offending register's.
   */
  readonly line: number;
  readonly linesRead: number;
  /** How many registers of each REG were read, known or not. */
  readonly registerCounts: Readonly<Record<string, number>>;
  readonly problemCount: number;
  /** True when a fatal problem stopped the parse: nothing from this file should be stored. */
  readonly fatal: boolean;
}

export type EcdRecord =
  | EcdHeader
  | EcdAccount
  | EcdPeriod
  | EcdBalance
  | EcdEntry
  | EcdEntryLine
  | EcdResultBalance
  | EcdBalanceSheetLine
  | EcdIncomeStatementLine
  | EcdAttachment
  | EcdProblem
  | EcdSummary;
