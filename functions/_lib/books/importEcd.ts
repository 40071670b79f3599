/**
 * SPED ECD: the chart of accounts (I050, with its referential and aggregation codes), each entry line (I250) as a
 * dated transaction with its history, participant and entry number, December's closing entries marked (they zero
 * the result accounts, so the figures leave them out), the monthly balances (I155, summed over cost centres), and
 * the entity's own published statements (J100 balance sheet, J150 income statement), to compare with the books.
 * The file must be the client's (0000's CNPJ); an ECD for a period already imported, or its substituta, replaces it.
 * Rows stream to the writer as they are read; a problem anywhere fails the batch, which takes them all back.
 */
import { parseEcd } from '../imports/ecd/parseEcd.ts';
import type { EcdAccount, EcdBalance } from '../imports/ecd/ecdLedgerRecord.ts';
import type { AccountNature, Amount, DebitCredit } from '../imports/ecd/ecdRecord.ts';
import type { EcdBalanceSheetLine, EcdIncomeStatementLine } from '../imports/ecd/ecdStatementRecord.ts';
import { amountToCents, formatCents, signedCents } from '../imports/ecd/ecdValues.ts';
import { graphql, type Caller } from './backend.ts';
import type { BatchWriter, ClientAccountInput, StatementLineInput } from './batchWriter.ts';
import type { ImportOutcome } from './importResult.ts';

const ADMIN: Caller = { kind: 'admin' };
/** The file is read from memory in slices, as it would stream from disk. */
const SLICE = 1 << 20;

const NATURES: Record<AccountNature, ClientAccountInput['nature']> = {
  '01': 'asset', '02': 'liability', '03': 'equity', '04': 'result', '05': 'memorandum', '09': 'other',
};

/** Cash and cash equivalents: the referential plan's 1.01.01 (disponibilidades), or an asset named as cash or bank. */
function isCash(account: EcdAccount): boolean {
  if (account.nature !== '01' || account.accountType !== 'A') return false;
  if (account.referentialCodes.some((ref) => ref.code.startsWith('1.01.01'))) return true;
  return /^(caixa|bancos?\b|banco conta|aplica[çc][õo]es de liquidez)/i.test(account.name.trim());
}

function* slices(bytes: Uint8Array): Generator<Uint8Array> {
  for (let start = 0; start < bytes.length; start += SLICE) yield bytes.subarray(start, start + SLICE);
}

interface MonthBalance { opening: bigint; debits: bigint; credits: bigint; closing: bigint; line: number }

export async function importEcd(bytes: Uint8Array, writer: BatchWriter): Promise<ImportOutcome> {
  const client = await graphql<{ portfolio_client_by_pk: { document: string } | null }>(ADMIN,
    'query ($id: uuid!) { portfolio_client_by_pk(id: $id) { document } }', { id: writer.clientId });
  const outcome: ImportOutcome = { problems: [], total: 0, periodStart: null, periodEnd: null, summary: {} };
  const balances = new Map<string, MonthBalance>();
  const statementLines = new StatementLines();
  await writer.expect(countEntryLines(bytes));
  let accounts: ClientAccountInput[] = [];
  const flushAccounts = async () => {
    if (accounts.length > 0) await writer.addAccounts(accounts);
    accounts = [];
  };
  for await (const record of parseEcd(slices(bytes), { expectedCnpj: client.portfolio_client_by_pk?.document ?? '' })) {
    switch (record.kind) {
      case 'header':
        outcome.periodStart = record.periodStart;
        outcome.periodEnd = record.periodEnd;
        outcome.summary = { cnpj: record.cnpj, name: record.name, filingPurpose: record.filingPurpose, layoutVersion: record.layoutVersion };
        break;
      case 'account':
        accounts.push({
          code: record.code, name: record.name, nature: NATURES[record.nature], analytic: record.accountType === 'A',
          parentCode: record.parentCode, level: record.level, referentialCode: record.referentialCodes.at(0)?.code ?? null,
          aggregationCode: record.aggregationCodes.at(0)?.code ?? null, isCash: isCash(record),
        });
        break;
      case 'balance':
        addBalance(balances, record);
        break;
      case 'entryLine':
        await flushAccounts();
        if (!writer.hasAccount(record.account)) break; // the parser reports the unknown account
        outcome.total += 1;
        await writer.addTransaction({
          accountCode: record.account, occurredOn: record.date, amount: formatCents(signedCents(amountToCents(record.amount), record.dc)),
          description: record.history, counterparty: record.participant, document: record.archiveNumber, sourceLine: record.line,
          sourceRef: record.entryNumber, isClosing: record.entryIndicator === 'E',
        });
        break;
      case 'balanceSheetLine':
      case 'incomeStatementLine':
        // Consolidated statements, or another entity's, are not this client's books to compare with.
        if (record.statementScope !== 'own') break;
        outcome.total += 1;
        await writer.addStatementLine(statementLines.read(record));
        break;
      case 'problem':
        outcome.problems.push({ line: record.line, code: record.code, params: { ...record.params } });
        break;
      default:
        break;
    }
  }
  await flushAccounts();
  outcome.total += balances.size;
  if (outcome.problems.length > 0) return outcome;
  for (const [key, balance] of balances) {
    const [accountCode, month] = key.split('\u0000');
    await writer.addBalance({
      accountCode, month, opening: formatCents(balance.opening), debits: formatCents(balance.debits), credits: formatCents(balance.credits),
      closing: formatCents(balance.closing), sourceLine: balance.line,
    });
  }
  if (outcome.periodStart && outcome.periodEnd) {
    outcome.summary.replacesBatchId = await earlierEcd(writer, outcome.periodStart, outcome.periodEnd);
  }
  return outcome;
}

const signed = (amount: Amount, dc: DebitCredit): string => formatCents(signedCents(amountToCents(amount), dc));

/** J100 and J150 lines as stored: debit-positive values, and each J100 line's place in its statement. */
class StatementLines {
  private readonly counts = new Map<string, number>();

  read(record: EcdBalanceSheetLine | EcdIncomeStatementLine): StatementLineInput {
    const common = {
      periodStart: record.periodStart, periodEnd: record.periodEnd, parentCode: record.parentCode, level: record.level,
      lineKind: record.aggregationType, group: record.group, description: record.description,
      closing: signed(record.closing, record.closingDc), sourceLine: record.line,
    };
    if (record.kind === 'incomeStatementLine') {
      const opening = record.opening !== null && record.openingDc !== null ? signed(record.opening, record.openingDc) : null;
      return { ...common, statement: 'income_statement', position: record.order, code: record.aggregationCode, opening };
    }
    // J100 has no order field: its lines come in the order they are shown.
    const key = `${record.periodStart}/${record.periodEnd}`;
    const position = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, position);
    return { ...common, statement: 'balance_sheet', position, code: record.aggregationCode, opening: signed(record.opening, record.openingDc) };
  }
}

/** The I250 lines of the file, counted on its bytes before it is parsed: the progress bar's whole. */
function countEntryLines(bytes: Uint8Array): number {
  const marker = [0x0a, 0x7c, 0x49, 0x32, 0x35, 0x30, 0x7c]; // "\n|I250|"
  let count = 0;
  for (let index = bytes.indexOf(0x0a); index !== -1; index = bytes.indexOf(0x0a, index + 1)) {
    if (marker.every((byte, offset) => bytes[index + offset] === byte)) count += 1;
  }
  return count;
}

/** I155 per account and month, over its cost centres, signed debit-positive. */
function addBalance(balances: Map<string, MonthBalance>, record: EcdBalance): void {
  const key = `${record.account}\u0000${record.periodStart.slice(0, 8)}01`;
  const sign = (dc: 'D' | 'C', amount: string) => signedCents(amountToCents(amount), dc);
  const known = balances.get(key) ?? { opening: 0n, debits: 0n, credits: 0n, closing: 0n, line: record.line };
  known.opening += sign(record.openingDc, record.opening);
  known.debits += amountToCents(record.debits);
  known.credits += amountToCents(record.credits);
  known.closing += sign(record.closingDc, record.closing);
  balances.set(key, known);
}

/** The applied ECD of the same period, which this one (a substituta, or a corrected file) replaces. */
async function earlierEcd(writer: BatchWriter, start: string, end: string): Promise<string | null> {
  const data = await graphql<{ accounting_import_batch: { id: string }[] }>(ADMIN, `
    query ($client: uuid!, $start: date!, $end: date!) {
      accounting_import_batch(where: { client_id: { _eq: $client }, source: { _eq: ecd }, status: { _eq: applied },
        period_start: { _eq: $start }, period_end: { _eq: $end } }, order_by: { created_at: desc }, limit: 1) { id }
    }`, { client: writer.clientId, start, end });
  return data.accounting_import_batch.at(0)?.id ?? null;
}
