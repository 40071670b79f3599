/**
 * A bank or credit-card statement: each statement's account becomes a cash account of the company (a card is a
 * liability), each transaction a dated amount with its FITID (the same transaction imported twice is kept once), and
 * the ledger balance the cash figure at its date.
 */
import { formatCents, parseOfxAmount } from '../imports/ofx/ofxAmount.ts';
import { parseOfx } from '../imports/ofx/parseOfx.ts';
import type { OfxProblem } from '../imports/ofx/ofxProblems.ts';
import type { OfxStatement } from '../imports/ofx/ofxTypes.ts';
import type { BalanceInput, BatchWriter } from './batchWriter.ts';
import type { ImportOutcome } from './importResult.ts';

/** The company's code for the account a statement is about: bank, branch and account, or the card. */
export function statementAccountCode(statement: OfxStatement): string {
  if (statement.kind === 'creditcard') return `ofx:card:${statement.accountId ?? ''}`;
  return `ofx:${[statement.bankId, statement.branchId, statement.accountId].filter((part) => part).join('/')}`;
}

function statementAccountName(statement: OfxStatement): string {
  if (statement.kind === 'creditcard') return `Cartão ${statement.accountId ?? ''}`.trim();
  return `Banco ${statement.bankId ?? '?'} · conta ${statement.accountId ?? '?'}`;
}

/**
 * Problems that lose money if imported anyway: the file, or a transaction of it, could not be read. The others (no
 * FITID, an unreadable balance, no closing tag) are kept with the batch as warnings and do not stop it.
 */
function refuses(problem: OfxProblem): boolean {
  if (problem.fatal) return true;
  if (problem.code === 'bad-date') return problem.params.field === 'DTPOSTED';
  return ['missing-amount', 'bad-amount', 'missing-date', 'duplicate-fitid-in-file', 'transaction-outside-statement'].includes(problem.code);
}

/** Cents of an amount the parser already wrote exactly (`-1234.56`). */
function cents(amount: string): bigint {
  const value = parseOfxAmount(amount);
  if (value === null) throw new RangeError(`not an amount the OFX parser writes: ${amount}`);
  return value;
}

/**
 * The bank's own closing figure, kept as the month's balance of the account at its date: the ledger balance closes
 * it, the statement's movements of that month up to that date are its debits and credits, and the opening is what
 * they imply. It is the cash figure the runway reads, with the date it is true on.
 */
function ledgerBalance(statement: OfxStatement): Omit<BalanceInput, 'accountCode'> | null {
  const asOf = statement.ledgerBalance?.date;
  if (!statement.ledgerBalance || !asOf) return null;
  const month = `${asOf.slice(0, 8)}01`;
  let debits = 0n;
  let credits = 0n;
  for (const transaction of statement.transactions) {
    if (transaction.postedOn < month || transaction.postedOn > asOf) continue;
    const value = cents(transaction.amount);
    if (value > 0n) debits += value;
    else credits -= value;
  }
  const closing = cents(statement.ledgerBalance.amount);
  return {
    month, opening: formatCents(closing - debits + credits), debits: formatCents(debits), credits: formatCents(credits), closing: formatCents(closing),
    asOf, sourceLine: statement.line,
  };
}

export async function importOfx(bytes: Uint8Array, writer: BatchWriter): Promise<ImportOutcome> {
  const parsed = parseOfx(bytes);
  const toProblem = (problem: OfxProblem) => ({ line: problem.line, code: problem.code, params: { ...problem.params } });
  const dates = parsed.statements.flatMap((statement) => statement.transactions.map((transaction) => transaction.postedOn)).sort();
  const outcome: ImportOutcome = {
    problems: parsed.problems.filter(refuses).map(toProblem),
    total: parsed.statements.reduce((sum, statement) => sum + statement.transactionCount, 0),
    periodStart: dates.at(0) ?? null, periodEnd: dates.at(-1) ?? null,
    summary: {
      warnings: parsed.problems.filter((problem) => !refuses(problem)).map(toProblem),
      statements: parsed.statements.map((statement) => ({
        account: statementAccountCode(statement), kind: statement.kind, currency: statement.currency,
        transactions: statement.transactionCount, sum: statement.sum, ledgerBalance: statement.ledgerBalance,
      })),
    },
  };
  if (outcome.problems.length > 0) return outcome;
  await writer.expect(outcome.total);
  await writer.addAccounts(parsed.statements.map((statement) => ({
    code: statementAccountCode(statement), name: statementAccountName(statement),
    nature: statement.kind === 'creditcard' ? 'liability' : 'asset', isCash: statement.kind === 'bank',
  })));
  for (const statement of parsed.statements) {
    const accountCode = statementAccountCode(statement);
    const balance = ledgerBalance(statement);
    if (balance) await writer.addBalance({ accountCode, ...balance });
    for (const transaction of statement.transactions) {
      await writer.addTransaction({
        accountCode, occurredOn: transaction.postedOn, amount: transaction.amount,
        description: transaction.memo ?? transaction.name, counterparty: transaction.name, document: transaction.checkNum ?? transaction.refNum,
        sourceLine: transaction.line, sourceRef: transaction.fitId, fitid: transaction.fitIdSynthetic ? null : transaction.fitId,
      });
    }
  }
  return outcome;
}
