/**
 * Everything that can be wrong with an OFX file, as codes the portal translates (pt-BR and English). The parser
 * never throws on bad input: it reports a problem and goes on, so the user sees every problem of a file at once.
 *
 * A `fatal` problem means the file as a whole must not be imported. Any other problem concerns one transaction or
 * one statement field; its comment says what the parser did: refused the transaction (it is not in the result),
 * or kept it / left the field empty (a warning). A repeated FITID is refused rather than kept because the bank's
 * id is what stops a transaction from being imported twice. `params` hold the details a message needs.
 */
export const OFX_PROBLEMS = {
  /** The bytes are not an OFX file: no OFX header and no `<OFX>` tag. No params. */
  'not-ofx': { fatal: true },
  /** The file is OFX but holds no bank (`STMTRS`) or credit-card (`CCSTMTRS`) statement. No params. */
  'no-statement': { fatal: true },
  /** The file ends inside a statement (a cut download), so transactions may be missing. No params. */
  'truncated-file': { fatal: true },
  /** A statement has no account number (`ACCTID`), so there is no account to import it into. Params: `kind`. */
  'missing-account': { fatal: true },
  /** No `</OFX>` at the end: the statements read are whole, but a later one may have been cut off. No params. */
  'missing-ofx-end': { fatal: false },
  /** A transaction has no amount (`TRNAMT`); it is refused. Params: `fitId` (may be empty). */
  'missing-amount': { fatal: false },
  /** A `TRNAMT` is not an exact number of cents (`12,34,56`, `10.125`); it is refused. Params: `field`, `value`. */
  'bad-amount': { fatal: false },
  /** A transaction has no posting date (`DTPOSTED`); it is refused. Params: `fitId` (may be empty). */
  'missing-date': { fatal: false },
  /** A date is not a real `YYYYMMDD`: a `DTPOSTED` is refused, other dates left empty. Params: `field`, `value`. */
  'bad-date': { fatal: false },
  /** A transaction has no `FITID`; it is kept under a synthetic id. Params: `fitId` (the synthetic id). */
  'missing-fitid': { fatal: false },
  /** A `FITID` repeats within one statement; the later transaction is refused. Params: `fitId`, `firstLine`. */
  'duplicate-fitid-in-file': { fatal: false },
  /** A `STMTTRN` outside any statement belongs to no account; it is refused. No params. */
  'transaction-outside-statement': { fatal: false },
  /** `LEDGERBAL`/`AVAILBAL` has an empty or unreadable `BALAMT`; it is left empty. Params: `field`, `value`. */
  'bad-balance': { fatal: false },
  /** A statement has no ledger balance (`LEDGERBAL`), so it cannot be reconciled. No params. */
  'missing-balance': { fatal: false },
  /** The currency (`CURDEF`) is missing or not a three-letter code; it is left empty. Params: `value`. */
  'bad-currency': { fatal: false },
} as const satisfies Record<string, { fatal: boolean }>;

/** The code of a problem found in an OFX file. */
export type OfxProblemCode = keyof typeof OFX_PROBLEMS;

/** Every problem code, in the order above, for message catalogues and their completeness tests. */
export const OFX_PROBLEM_CODES = Object.keys(OFX_PROBLEMS) as readonly OfxProblemCode[];

/** One problem found in an OFX file. */
export interface OfxProblem {
  /** The 1-based line of the file where the problem is (the offending tag, or the statement's start). */
  line: number;
  code: OfxProblemCode;
  /** Details for the message, all strings; which keys are present depends on the code. */
  params: Record<string, string>;
  /** True when the file as a whole must not be imported. */
  fatal: boolean;
}

/** Builds a problem, taking `fatal` from the code so the two can never disagree. */
export function ofxProblem(code: OfxProblemCode, line: number, params: Record<string, string> = {}): OfxProblem {
  return { line, code, params, fatal: OFX_PROBLEMS[code].fatal };
}
