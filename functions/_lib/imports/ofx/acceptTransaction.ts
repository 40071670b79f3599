/**
 * Checks a `STMTTRN` when it closes and either adds it to its statement or refuses it with a problem. A refused
 * transaction is one that cannot be imported without guessing: no amount, no day, or a FITID already used in the
 * statement (the bank's id is what keeps a transaction from being imported twice).
 */
import { formatCents, parseOfxAmount } from './ofxAmount.ts';
import { parseOfxDate } from './ofxDate.ts';
import { type FieldDraft, type StatementDraft, fieldLine, fieldText } from './ofxDrafts.ts';
import { type OfxProblem, ofxProblem } from './ofxProblems.ts';
import { syntheticFitId } from './syntheticFitId.ts';

/** Adds the transaction to `statement`, or records why it was refused in `problems`. */
export function acceptTransaction(draft: FieldDraft, statement: StatementDraft, problems: OfxProblem[]): void {
  const bankFitId = fieldText(draft, 'FITID');
  const cents = readAmount(draft, bankFitId, problems);
  const postedOn = readPostedOn(draft, bankFitId, problems);
  if (cents === null || postedOn === null) return;

  const amount = formatCents(cents);
  const memo = fieldText(draft, 'MEMO');
  const fitId = bankFitId ?? nextSyntheticFitId(statement, postedOn, amount, memo);
  if (bankFitId === null) problems.push(ofxProblem('missing-fitid', draft.line, { fitId }));

  const firstLine = statement.fitIdLines.get(fitId);
  if (firstLine !== undefined) {
    problems.push(ofxProblem('duplicate-fitid-in-file', draft.line, { fitId, firstLine: String(firstLine) }));
    return;
  }
  statement.fitIdLines.set(fitId, draft.line);
  statement.sumCents += cents;
  statement.transactions.push({
    fitId,
    fitIdSynthetic: bankFitId === null,
    type: fieldText(draft, 'TRNTYPE')?.toUpperCase() ?? null,
    postedOn,
    amount,
    name: fieldText(draft, 'NAME') ?? fieldText(draft, 'PAYEE.NAME'),
    memo,
    checkNum: fieldText(draft, 'CHECKNUM'),
    refNum: fieldText(draft, 'REFNUM'),
    line: draft.line,
  });
}

function readAmount(draft: FieldDraft, fitId: string | null, problems: OfxProblem[]): bigint | null {
  const text = fieldText(draft, 'TRNAMT');
  if (text === null) {
    problems.push(ofxProblem('missing-amount', draft.line, { fitId: fitId ?? '' }));
    return null;
  }
  const cents = parseOfxAmount(text);
  if (cents === null) {
    problems.push(ofxProblem('bad-amount', fieldLine(draft, 'TRNAMT'), { field: 'TRNAMT', value: text }));
  }
  return cents;
}

function readPostedOn(draft: FieldDraft, fitId: string | null, problems: OfxProblem[]): string | null {
  const text = fieldText(draft, 'DTPOSTED');
  if (text === null) {
    problems.push(ofxProblem('missing-date', draft.line, { fitId: fitId ?? '' }));
    return null;
  }
  const day = parseOfxDate(text);
  if (day === null) {
    problems.push(ofxProblem('bad-date', fieldLine(draft, 'DTPOSTED'), { field: 'DTPOSTED', value: text }));
  }
  return day;
}

function nextSyntheticFitId(statement: StatementDraft, postedOn: string, amount: string, memo: string | null): string {
  const key = `${postedOn}\u0000${amount}\u0000${memo ?? ''}`;
  const occurrence = statement.syntheticOccurrences.get(key) ?? 0;
  statement.syntheticOccurrences.set(key, occurrence + 1);
  return syntheticFitId(postedOn, amount, memo, occurrence);
}
