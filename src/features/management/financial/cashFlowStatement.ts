/**
 * The cash flow statement (DFC, CPC 03, direct method) for the months shown and the same months a year before:
 * each section's receipts and payments by category, its net cash, the cash not classified, the net change, and the
 * opening and closing cash. Read from the same cash-flow table as every other tab.
 */
import type { CashFlowSection, CashFlowTable } from '../../../../common/finance/cashFlow.ts';
import { sum, toFixed2 } from '../../../../common/finance/money.ts';
import { addMonths, monthsBetween } from '../../../../common/finance/months.ts';
import type { GridLabels } from './gridRows.ts';

export interface StatementLine {
  readonly key: string;
  readonly label: string;
  readonly code?: string;
  readonly kind: 'section' | 'category' | 'result' | 'total' | 'cash' | 'unclassified';
  /** The months shown, then the same months a year before; null where unknown. */
  readonly values: readonly [string | null, string | null];
}

export interface StatementLabels extends GridLabels {
  readonly netCash: Readonly<Record<CashFlowSection, string>>;
}

/** The statement's operating cash, one per column: what the indirect reconciliation is set against. */
export function operatingCash(lines: readonly StatementLine[]): readonly [string | null, string | null] {
  return lines.find((line) => line.key === 'operations/result')?.values ?? [null, null];
}

export function cashFlowStatement(wide: CashFlowTable, from: string, to: string, labels: StatementLabels): StatementLine[] {
  const periods = [monthsBetween(from, to), monthsBetween(addMonths(from, -12), addMonths(to, -12))] as const;
  // A period the books do not reach (no figure and no cash in any of its months) is unknown, not zero.
  const reached = (index: number) => index >= 0 && (wide.closing[index] !== null || wide.sections.some((section) =>
    [...section.cashIn.categories, ...section.cashOut.categories].some((row) => row.cells[index] !== '0.00')));
  const columns = periods.map((months) => {
    const indexes = months.map((month) => wide.months.indexOf(month));
    return indexes.some(reached) && indexes.every((index) => index >= 0) ? indexes : null;
  });
  const total = (cells: readonly string[]) => columns.map((indexes) => (indexes === null ? null : toFixed2(sum(indexes.map((index) => cells[index]))))) as [string | null, string | null];
  const lines: StatementLine[] = [];
  for (const section of wide.sections) {
    lines.push({ key: section.section, label: labels.sections[section.section], kind: 'section', values: [null, null] });
    for (const row of [...section.cashIn.categories, ...section.cashOut.categories]) {
      lines.push({ key: row.category.id, label: row.category.name, code: row.category.number, kind: 'category', values: total(row.cells) });
    }
    lines.push({ key: `${section.section}/result`, label: labels.netCash[section.section], kind: 'result', values: total(section.result.cells) });
  }
  if (wide.unclassified) lines.push({ key: 'unclassified', label: labels.unclassified, kind: 'unclassified', values: total(wide.unclassified.cells) });
  lines.push({ key: 'net-change', label: labels.netChange, kind: 'total', values: total(wide.netChange.cells) });
  const cashAt = (cells: typeof wide.opening, pick: 'first' | 'last') => columns.map((indexes) => {
    const index = indexes === null ? undefined : pick === 'first' ? indexes.at(0) : indexes.at(-1);
    return index === undefined ? null : (cells[index]?.value ?? null);
  }) as [string | null, string | null];
  lines.push({ key: 'opening', label: labels.opening, kind: 'cash', values: cashAt(wide.opening, 'first') });
  lines.push({ key: 'closing', label: labels.closing, kind: 'cash', values: cashAt(wide.closing, 'last') });
  // A category with nothing in either period has nothing to say.
  return lines.filter((line) => line.kind !== 'category' || line.values.some((value) => value !== null && value !== '0.00'));
}
