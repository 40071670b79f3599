/**
 * Gives meaning to the element events of walkOfxElements.ts: it opens a statement at `STMTRS`/`CCSTMTRS`, files
 * each leaf under the aggregate it belongs to, and checks transactions and statements as they close. Only the
 * current statement and transaction are held; finished transactions go straight into their statement.
 */
import { acceptTransaction } from './acceptTransaction.ts';
import { finishStatement } from './finishStatement.ts';
import { BALANCE_AGGREGATES, STATEMENT_AGGREGATES, STATEMENT_FIELD_PARENTS } from './ofxAggregates.ts';
import { type FieldDraft, type StatementDraft, newFieldDraft, newStatementDraft } from './ofxDrafts.ts';
import { type OfxProblem, ofxProblem } from './ofxProblems.ts';
import type { OfxStatement } from './ofxTypes.ts';
import type { OfxElementHandler } from './walkOfxElements.ts';

export class StatementCollector implements OfxElementHandler {
  readonly statements: OfxStatement[] = [];
  private readonly problems: OfxProblem[];
  /** Whether an `<OFX>` root tag was seen: with the header, what tells an OFX file from anything else. */
  sawOfxRoot = false;
  private statement: StatementDraft | null = null;
  private transaction: FieldDraft | null = null;
  private balance: FieldDraft | null = null;

  constructor(problems: OfxProblem[]) {
    this.problems = problems;
  }

  openAggregate(name: string, line: number): void {
    const kind = STATEMENT_AGGREGATES.get(name);
    if (name === 'OFX') {
      this.sawOfxRoot = true;
    } else if (kind !== undefined) {
      this.finishOpenStatement();
      this.statement = newStatementDraft(kind, line);
    } else if (name === 'STMTTRN') {
      if (this.statement === null) this.problems.push(ofxProblem('transaction-outside-statement', line));
      else this.transaction = newFieldDraft(line);
    } else if (BALANCE_AGGREGATES.has(name) && this.statement !== null) {
      this.balance = newFieldDraft(line);
      if (name === 'LEDGERBAL') this.statement.ledgerBalance = this.balance;
      else this.statement.availableBalance = this.balance;
    }
  }

  closeAggregate(name: string): void {
    if (STATEMENT_AGGREGATES.has(name)) {
      this.finishOpenStatement();
    } else if (name === 'STMTTRN') {
      if (this.transaction !== null && this.statement !== null) {
        acceptTransaction(this.transaction, this.statement, this.problems);
      }
      this.transaction = null;
    } else if (BALANCE_AGGREGATES.has(name)) {
      this.balance = null;
    }
  }

  leaf(name: string, text: string, line: number, parent: string | null): void {
    const field = { text, line };
    if (parent === 'STMTTRN') this.transaction?.fields.set(name, field);
    // The payee aggregate replaces NAME in some exports; its NAME is kept apart from a NAME of the transaction.
    else if (parent === 'PAYEE') this.transaction?.fields.set(`PAYEE.${name}`, field);
    else if (parent !== null && BALANCE_AGGREGATES.has(parent)) this.balance?.fields.set(name, field);
    else if (parent !== null && STATEMENT_FIELD_PARENTS.has(parent)) this.statement?.fields.set(name, field);
  }

  private finishOpenStatement(): void {
    if (this.statement === null) return;
    this.statements.push(finishStatement(this.statement, this.problems));
    this.statement = null;
    this.transaction = null;
    this.balance = null;
  }
}
