/**
 * What `parseOfx` returns: the statements of an OFX file in plain, serialisable values. Money is an exact decimal
 * string with two places (`"-1234.56"`), dates are `YYYY-MM-DD`, and anything the file lacks is null.
 */
import type { OfxProblem } from './ofxProblems.ts';

/** A checking/savings account statement (`STMTRS`) or a credit-card statement (`CCSTMTRS`). */
export type OfxStatementKind = 'bank' | 'creditcard';

/** How the bytes were turned into text, whatever the header claimed. */
export type OfxTextEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

/** A balance as of a date (`LEDGERBAL` or `AVAILBAL`). */
export interface OfxBalance {
  /** `BALAMT`, e.g. `"-9999.99"`. */
  amount: string;
  /** `DTASOF` as `YYYY-MM-DD`, or null when missing or unreadable. */
  date: string | null;
}

/** One `STMTTRN`. */
export interface OfxTransaction {
  /** The bank's id (`FITID`), or a synthetic one when the bank sent none (then `fitIdSynthetic` is true). */
  fitId: string;
  fitIdSynthetic: boolean;
  /** `TRNTYPE` as sent (`DEBIT`, `CREDIT`, `DEP`, `XFER` …), or null. */
  type: string | null;
  /** The posting day, `YYYY-MM-DD`: the first eight digits of `DTPOSTED`, with no time zone applied. */
  postedOn: string;
  /** Signed amount with two decimals, e.g. `"-1234.56"`; negative is money leaving the account. */
  amount: string;
  /** `NAME` (or `PAYEE/NAME`), trimmed, or null when missing or empty. */
  name: string | null;
  /** `MEMO`, trimmed, or null when missing or empty. */
  memo: string | null;
  checkNum: string | null;
  refNum: string | null;
  /** The 1-based line where the `<STMTTRN>` tag is. */
  line: number;
}

/** One statement: an account and its transactions over a period. */
export interface OfxStatement {
  kind: OfxStatementKind;
  /** The 1-based line where the `<STMTRS>` or `<CCSTMTRS>` tag is. */
  line: number;
  /** `BANKID` (the bank's COMPE code, e.g. `"0341"`), null for credit cards. */
  bankId: string | null;
  /** `BRANCHID` (agência), often absent: Brazilian banks tend to put it inside `ACCTID`. */
  branchId: string | null;
  /** `ACCTID`; null only together with a fatal `missing-account` problem. */
  accountId: string | null;
  /** `ACCTTYPE` (`CHECKING`, `SAVINGS` …), null for credit cards. */
  accountType: string | null;
  /** `CURDEF`, upper case, with Santander's `BRC` read as `BRL`; null when missing or malformed. */
  currency: string | null;
  /** `DTSTART` of the transaction list, `YYYY-MM-DD`, or null. */
  periodStart: string | null;
  /** `DTEND` of the transaction list, `YYYY-MM-DD`, or null. */
  periodEnd: string | null;
  ledgerBalance: OfxBalance | null;
  availableBalance: OfxBalance | null;
  /** The transactions that were accepted, in file order; refused ones appear only in `problems`. */
  transactions: OfxTransaction[];
  /** How many transactions were accepted. */
  transactionCount: number;
  /** The exact sum of the accepted transactions' amounts, e.g. `"4555.28"`. */
  sum: string;
}

/** What the OFX header declared; informative only, since Brazilian banks often declare the wrong charset. */
export interface OfxHeaderInfo {
  /** `sgml` for OFX 1.x (`KEY:VALUE` header), `xml` for OFX 2.x (`<?OFX …?>`), null when there is no header. */
  format: 'sgml' | 'xml' | null;
  /** `VERSION` (`102`, `220` …), or null. */
  version: string | null;
  /** `ENCODING` as declared (`USASCII`, `UTF-8` …), or null. */
  declaredEncoding: string | null;
  /** `CHARSET` as declared (`1252`, `ISO-8859-1`, `NONE` …), or null. */
  declaredCharset: string | null;
}

/** The result of parsing one OFX file. */
export interface OfxParseResult {
  /** True when no problem is fatal, i.e. the file may be imported. */
  ok: boolean;
  header: OfxHeaderInfo;
  /** The encoding the text was actually decoded with. */
  encoding: OfxTextEncoding;
  statements: OfxStatement[];
  /** Every problem, in file order. */
  problems: OfxProblem[];
}
