/**
 * Which OFX elements are aggregates (they contain other elements) rather than leaves (they hold a value).
 *
 * SGML OFX closes aggregates but usually not leaves, and a leaf may be empty (`<MEMO>` followed by a newline and
 * `</STMTTRN>`). From the text alone an empty leaf and an aggregate look the same, so the parser needs to know the
 * aggregates by name, as the OFX specification's DTD does. An element not listed here is a leaf; if it is in fact an
 * unknown aggregate, its children are read as children of its parent and its closing tag is ignored, which is
 * harmless for the statement data read here.
 */

/** The aggregates of the signon, banking and credit-card messages (OFX 1.6 / 2.2), and a few neighbours. */
export const OFX_AGGREGATES: ReadonlySet<string> = new Set([
  'OFX',
  // Signon.
  'SIGNONMSGSRSV1', 'SONRS', 'STATUS', 'FI', 'MFACHALLENGERQ',
  // Bank statements.
  'BANKMSGSRSV1', 'STMTTRNRS', 'STMTRS', 'BANKACCTFROM', 'BANKACCTTO', 'BANKTRANLIST', 'STMTTRN', 'PAYEE',
  'CURRENCY', 'ORIGCURRENCY', 'LEDGERBAL', 'AVAILBAL', 'BALLIST', 'BAL', 'IMAGEDATA', 'INV401KBAL',
  // Statement closing information, sent by some banks next to statements.
  'STMTENDTRNRS', 'STMTENDRS', 'CLOSING', 'CCSTMTENDTRNRS', 'CCSTMTENDRS', 'CCCLOSING',
  // Credit cards.
  'CREDITCARDMSGSRSV1', 'CCSTMTTRNRS', 'CCSTMTRS', 'CCACCTFROM', 'CCACCTTO', 'REWARDINFO',
  // Account information and signup responses, which carry BANKACCTFROM/CCACCTFROM outside any statement.
  'SIGNUPMSGSRSV1', 'ACCTINFOTRNRS', 'ACCTINFORS', 'ACCTINFO', 'BANKACCTINFO', 'CCACCTINFO',
]);

/** The statement aggregates and the kind of statement each one is. */
export const STATEMENT_AGGREGATES: ReadonlyMap<string, 'bank' | 'creditcard'> = new Map([
  ['STMTRS', 'bank'],
  ['CCSTMTRS', 'creditcard'],
]);

/** Aggregates whose leaves describe the statement itself: currency, account and period. */
export const STATEMENT_FIELD_PARENTS: ReadonlySet<string> = new Set([
  'STMTRS', 'CCSTMTRS', 'BANKACCTFROM', 'CCACCTFROM', 'BANKTRANLIST',
]);

/** The balance aggregates of a statement. */
export const BALANCE_AGGREGATES: ReadonlySet<string> = new Set(['LEDGERBAL', 'AVAILBAL']);
