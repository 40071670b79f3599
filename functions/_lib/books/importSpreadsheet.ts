/**
 * The portal's template (XLSX or CSV): each figure becomes a monthly total on the company's own account (actuals) or
 * a budget line of its version. Amounts in the file are cash: positive money in, negative money out (the template's
 * example payment is negative); in the books, on the company's non-cash account, money in is a credit, so every
 * amount is written negated (debit-positive).
 */
import { parseSheetRows } from '../imports/sheet/parseSheetRows.ts';
import { readCsv } from '../imports/sheet/readCsv.ts';
import { readXlsx } from '../imports/sheet/readXlsx.ts';
import type { BatchWriter } from './batchWriter.ts';
import type { ImportOutcome } from './importResult.ts';

/** An XLSX file is a ZIP archive: it starts with "PK". */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

const negate = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : amount === '0.00' ? amount : `-${amount}`);

export async function importSpreadsheet(bytes: Uint8Array, writer: BatchWriter): Promise<ImportOutcome> {
  const rows = isZip(bytes) ? await readXlsx(bytes) : readCsv(bytes);
  const sheet = parseSheetRows(rows);
  const months = [...sheet.months].sort();
  const outcome: ImportOutcome = {
    problems: sheet.problems.map((problem) => ({ ...problem, params: { ...problem.params } })),
    total: sheet.figures.length, periodStart: months.at(0) ?? null, periodEnd: months.at(-1) ?? null,
    summary: { locale: sheet.locale, accounts: sheet.accounts.length, figures: sheet.figures.length },
  };
  if (outcome.problems.length > 0) return outcome;
  // A locked budget version is read-only: its lines are refused, each at the first line that names it.
  const firstLineOf = new Map<string, number>();
  for (const figure of sheet.figures) if (figure.version !== null && !firstLineOf.has(figure.version)) firstLineOf.set(figure.version, figure.line);
  for (const [version, line] of firstLineOf) {
    if ((await writer.budgetVersion(version)).locked) outcome.problems.push({ line, code: 'budget-version-locked', params: { version } });
  }
  if (outcome.problems.length > 0) return outcome;
  await writer.expect(outcome.total);
  await writer.addAccounts(sheet.accounts.map((account) => ({ code: account.code, name: account.name || account.code, nature: 'cash_flow' })));
  for (const figure of sheet.figures) {
    const amount = negate(figure.amount);
    if (figure.version === null) {
      await writer.addTransaction({ accountCode: figure.accountCode, occurredOn: figure.month, amount, sourceLine: figure.line, sourceRef: figure.column, isTotal: true });
    } else {
      await writer.addBudgetLine({ accountCode: figure.accountCode, versionName: figure.version, month: figure.month, amount, sourceLine: figure.line });
    }
  }
  return outcome;
}
