/**
 * What the parser collects while it walks a statement, before checking it. Leaves are kept raw, with the line each
 * one is on, so a problem found when the aggregate closes can still point at the offending tag.
 */
import type { OfxStatementKind, OfxTransaction } from './ofxTypes.ts';

/** A leaf's trimmed value and the line of its tag. */
export interface RawField {
  text: string;
  line: number;
}

/** The leaves of one aggregate (`STMTTRN`, `LEDGERBAL` …) by tag name; a repeated leaf keeps its last value. */
export interface FieldDraft {
  line: number;
  fields: Map<string, RawField>;
}

/** A statement being read. */
export interface StatementDraft extends FieldDraft {
  kind: OfxStatementKind;
  ledgerBalance: FieldDraft | null;
  availableBalance: FieldDraft | null;
  transactions: OfxTransaction[];
  sumCents: bigint;
  /** The line of the first transaction with each FITID, to refuse the repeats. */
  fitIdLines: Map<string, number>;
  /** How many transactions without FITID had each (date, amount, memo) so far, for their synthetic ids. */
  syntheticOccurrences: Map<string, number>;
}

export function newFieldDraft(line: number): FieldDraft {
  return { line, fields: new Map() };
}

export function newStatementDraft(kind: OfxStatementKind, line: number): StatementDraft {
  return {
    kind, line, fields: new Map(), ledgerBalance: null, availableBalance: null, transactions: [], sumCents: 0n,
    fitIdLines: new Map(), syntheticOccurrences: new Map(),
  };
}

/** The value of a leaf, or null when the leaf is missing or empty (`<MEMO>` with nothing after it). */
export function fieldText(draft: FieldDraft, name: string): string | null {
  const text = draft.fields.get(name)?.text;
  return text === undefined || text === '' ? null : text;
}

/** The line of a leaf, or of the aggregate when the leaf is missing. */
export function fieldLine(draft: FieldDraft, name: string): number {
  return draft.fields.get(name)?.line ?? draft.line;
}
