/**
 * The rows of the money grids (cash flow, receipts, payments, budget), built from a cash-flow table: sections, cash in
 * and out, results, totals and cash, each row able to unfold into the categories that feed it and, in the x-ray, the
 * client accounts that feed each category. A row says what a click on one of its cells opens (`target`).
 */
import type { CashCell, CashFlowSection, CashFlowTable, CategoryRow, CategoryType, DirectionRows } from '../../../../common/finance/cashFlow.ts';
import { sum, toFixed2 } from '../../../../common/finance/money.ts';

export type GridRowKind = 'section' | 'direction' | 'category' | 'account' | 'result' | 'total' | 'cash' | 'unclassified';

/** What a cell of a row is made of: the categories it adds up, or one client account of one category. */
export interface XrayTarget {
  readonly label: string;
  readonly section: CashFlowSection | null;
  readonly type: CategoryType | null;
  readonly accountIds: readonly string[];
  readonly clientAccountId: string | null;
  readonly unclassified: boolean;
}

export interface GridRow {
  readonly key: string;
  readonly label: string;
  /** A code shown before the label: the category's number, the client account's code. */
  readonly code?: string;
  readonly kind: GridRowKind;
  readonly cells: readonly (string | null)[];
  readonly total: string | null;
  /** Per month: the cash was derived from flows rather than taken from a balance. */
  readonly derived?: readonly boolean[];
  readonly wrongSign?: readonly boolean[];
  readonly target?: XrayTarget;
  readonly children?: readonly GridRow[];
}

export interface GridLabels {
  readonly sections: Readonly<Record<CashFlowSection, string>>;
  readonly cashIn: string;
  readonly cashOut: string;
  readonly result: string;
  readonly netChange: string;
  readonly opening: string;
  readonly closing: string;
  readonly unclassified: string;
  readonly total: string;
}

/** A client account's share of a category, by month: its cash effect (+ in, − out). */
export interface CompositionPart {
  readonly clientAccountId: string;
  readonly code: string;
  readonly name: string;
  readonly byMonth: ReadonlyMap<string, string>;
}

/** The client accounts of each category (by category id). */
export type Composition = ReadonlyMap<string, readonly CompositionPart[]>;

function accountRows(category: CategoryRow, months: readonly string[], composition: Composition | null, section: CashFlowSection): GridRow[] | undefined {
  const parts = composition?.get(category.category.id);
  if (!parts) return undefined;
  return parts.map((part) => {
    const cells = months.map((month) => part.byMonth.get(month) ?? '0.00');
    return {
      key: `${category.category.id}/${part.clientAccountId}`,
      label: part.name,
      code: part.code,
      kind: 'account' as const,
      cells,
      total: toFixed2(sum(cells)),
      target: {
        label: `${part.code} ${part.name}`, section, type: category.category.type,
        accountIds: [category.category.id], clientAccountId: part.clientAccountId, unclassified: false,
      },
    };
  });
}

function categoryRows(rows: DirectionRows, months: readonly string[], composition: Composition | null, section: CashFlowSection): GridRow[] {
  return rows.categories.map((row) => ({
    key: row.category.id,
    label: row.category.name,
    code: row.category.number,
    kind: 'category' as const,
    cells: row.cells,
    total: row.total,
    wrongSign: row.wrongSign,
    target: {
      label: `${row.category.number} ${row.category.name}`, section, type: row.category.type,
      accountIds: [row.category.id], clientAccountId: null, unclassified: false,
    },
    children: accountRows(row, months, composition, section),
  }));
}

function directionRow(key: string, label: string, rows: DirectionRows, type: CategoryType, section: CashFlowSection, months: readonly string[], composition: Composition | null): GridRow {
  return {
    key, label, kind: 'direction', cells: rows.cells, total: rows.total,
    target: { label, section, type, accountIds: rows.categories.map((row) => row.category.id), clientAccountId: null, unclassified: false },
    children: categoryRows(rows, months, composition, section),
  };
}

function cashRow(key: string, label: string, cells: readonly CashCell[], total: CashCell): GridRow {
  return {
    key, label, kind: 'cash',
    cells: cells.map((cell) => cell?.value ?? null),
    total: total?.value ?? null,
    derived: cells.map((cell) => cell?.source === 'derived'),
  };
}

/**
 * The cash-flow table's rows: each section's cash in, cash out and result, the cash not classified, the net change
 * and, with `cash`, the opening and closing cash.
 */
export function cashFlowRows(table: CashFlowTable, labels: GridLabels, composition: Composition | null, cash = true): GridRow[] {
  const rows: GridRow[] = [];
  for (const flows of table.sections) {
    const sectionLabel = labels.sections[flows.section];
    rows.push({ key: flows.section, label: sectionLabel, kind: 'section', cells: [], total: null });
    rows.push(directionRow(`${flows.section}/in`, labels.cashIn, flows.cashIn, 'receipt', flows.section, table.months, composition));
    rows.push(directionRow(`${flows.section}/out`, labels.cashOut, flows.cashOut, 'payment', flows.section, table.months, composition));
    rows.push({ key: `${flows.section}/result`, label: `${labels.result} · ${sectionLabel}`, kind: 'result', cells: flows.result.cells, total: flows.result.total });
  }
  if (table.unclassified) {
    rows.push({
      key: 'unclassified', label: labels.unclassified, kind: 'unclassified', cells: table.unclassified.cells, total: table.unclassified.total,
      target: { label: labels.unclassified, section: null, type: null, accountIds: [], clientAccountId: null, unclassified: true },
    });
  }
  rows.push({ key: 'net-change', label: labels.netChange, kind: 'total', cells: table.netChange.cells, total: table.netChange.total });
  if (cash) {
    rows.push(cashRow('opening', labels.opening, table.opening, table.opening.at(0) ?? null));
    rows.push(cashRow('closing', labels.closing, table.closing, table.closing.at(-1) ?? null));
  }
  return rows;
}

/** Receipts or payments alone: each section's categories of that type, and their total. */
export function flowRows(table: CashFlowTable, type: CategoryType, labels: GridLabels, composition: Composition | null): GridRow[] {
  const rows: GridRow[] = [];
  const totals: (readonly string[])[] = [];
  for (const flows of table.sections) {
    const direction = type === 'receipt' ? flows.cashIn : flows.cashOut;
    if (direction.categories.length === 0) continue;
    rows.push({ ...directionRow(`${flows.section}/${type}`, labels.sections[flows.section], direction, type, flows.section, table.months, composition), kind: 'direction' });
    totals.push(direction.cells);
  }
  const cells = table.months.map((_, index) => toFixed2(sum(totals.map((row) => row[index]))));
  rows.push({ key: 'total', label: labels.total, kind: 'total', cells, total: toFixed2(sum(cells)) });
  return rows;
}

/** Every row, children after their parent, with its depth: for exports, which carry the whole tree. */
export function flattenRows(rows: readonly GridRow[], depth = 0): { row: GridRow; depth: number }[] {
  return rows.flatMap((row) => [{ row, depth }, ...flattenRows(row.children ?? [], depth + 1)]);
}
