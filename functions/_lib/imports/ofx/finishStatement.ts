/**
 * Checks a statement when it closes and turns its draft into the result shape: the account, the currency, the
 * period and the balances, each either read or left null with a problem saying why.
 */
import { formatCents, parseOfxAmount } from './ofxAmount.ts';
import { parseOfxDate } from './ofxDate.ts';
import { type FieldDraft, type StatementDraft, fieldLine, fieldText } from './ofxDrafts.ts';
import { type OfxProblem, ofxProblem } from './ofxProblems.ts';
import type { OfxBalance, OfxStatement } from './ofxTypes.ts';

// Santander Brasil writes the real as `BRC`, a code ISO 4217 does not have, where other banks write `BRL`.
const CURRENCY_ALIASES: ReadonlyMap<string, string> = new Map([['BRC', 'BRL']]);
const CURRENCY_CODE = /^[A-Z]{3}$/;

export function finishStatement(draft: StatementDraft, problems: OfxProblem[]): OfxStatement {
  const accountId = fieldText(draft, 'ACCTID');
  if (accountId === null) problems.push(ofxProblem('missing-account', draft.line, { kind: draft.kind }));
  if (draft.ledgerBalance === null) problems.push(ofxProblem('missing-balance', draft.line));
  return {
    kind: draft.kind,
    line: draft.line,
    bankId: fieldText(draft, 'BANKID'),
    branchId: fieldText(draft, 'BRANCHID'),
    accountId,
    accountType: fieldText(draft, 'ACCTTYPE')?.toUpperCase() ?? null,
    currency: readCurrency(draft, problems),
    periodStart: readOptionalDate(draft, 'DTSTART', problems),
    periodEnd: readOptionalDate(draft, 'DTEND', problems),
    ledgerBalance: readBalance(draft.ledgerBalance, 'LEDGERBAL', problems),
    availableBalance: readBalance(draft.availableBalance, 'AVAILBAL', problems),
    transactions: draft.transactions,
    transactionCount: draft.transactions.length,
    sum: formatCents(draft.sumCents),
  };
}

function readCurrency(draft: StatementDraft, problems: OfxProblem[]): string | null {
  const declared = fieldText(draft, 'CURDEF')?.toUpperCase() ?? '';
  const currency = CURRENCY_ALIASES.get(declared) ?? declared;
  if (CURRENCY_CODE.test(currency)) return currency;
  problems.push(ofxProblem('bad-currency', fieldLine(draft, 'CURDEF'), { value: declared }));
  return null;
}

function readBalance(draft: FieldDraft | null, aggregate: string, problems: OfxProblem[]): OfxBalance | null {
  if (draft === null) return null;
  const text = fieldText(draft, 'BALAMT') ?? '';
  const cents = parseOfxAmount(text);
  if (cents === null) {
    problems.push(ofxProblem('bad-balance', fieldLine(draft, 'BALAMT'), { field: aggregate, value: text }));
    return null;
  }
  return { amount: formatCents(cents), date: readOptionalDate(draft, 'DTASOF', problems) };
}

/** A date the statement can do without: missing is fine, unreadable is reported; either way it becomes null. */
function readOptionalDate(draft: FieldDraft, field: string, problems: OfxProblem[]): string | null {
  const text = fieldText(draft, field);
  if (text === null) return null;
  const day = parseOfxDate(text);
  if (day === null) problems.push(ofxProblem('bad-date', fieldLine(draft, field), { field, value: text }));
  return day;
}
