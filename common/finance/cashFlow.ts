/**
 * The cash-flow table (spec §2 "Cash flow table"): for each section of CPC 03 — operations, investment, financing —
 * the cash in, the cash out and the result of each month, the net change of cash, and the opening and closing cash.
 * One formula for every reader: the cash-flow tab, receipts and payments, the DFC, burn and runway, the exports, the
 * PDF and the tests all build this table from the same monthly figures (accounting.entry) and cash positions
 * (accounting.cash_position).
 *
 * Signs are the cash's: money in is positive, money out negative, so a row adds up to the section's result and the
 * results add up to the change of cash. A category's figure is stored in its own direction (a payment of 100 is
 * `100` on a payment category); a figure against its category's direction (a refund on a payment category, a chargeback
 * on a receipt) is kept with its sign and flagged, never dropped or flipped.
 */
import { type Decimal, type DecimalInput, sum, toDecimal, toFixed2 } from './money.ts';
import { monthsBetween, previousMonth } from './months.ts';

export const CASH_FLOW_SECTIONS = ['operations', 'investment', 'financing'] as const;
export type CashFlowSection = (typeof CASH_FLOW_SECTIONS)[number];
export type CategoryType = 'receipt' | 'payment';

/** A standard account (category) of the client's cash flow. */
export interface Category {
  readonly id: string;
  readonly number: string;
  readonly name: string;
  readonly type: CategoryType;
  readonly section: CashFlowSection;
}

/** A category's figure in a month (`YYYY-MM-01`), in the category's own direction, as accounting.entry keeps it. */
export interface CategoryFigure {
  readonly accountId: string;
  readonly month: string;
  readonly value: DecimalInput;
}

/** The client's cash at a month, from its cash accounts' balances (accounting.cash_position). */
export interface CashPosition {
  readonly month: string;
  readonly opening: DecimalInput;
  readonly closing: DecimalInput;
}

/** A row of money per month, with the row's total over the months shown. Money as two-decimal strings. */
export interface MoneyRow {
  readonly cells: readonly string[];
  readonly total: string;
}

export interface CategoryRow extends MoneyRow {
  readonly category: Category;
  /** Per month: the figure goes against the category's direction (money out on a receipt, in on a payment). */
  readonly wrongSign: readonly boolean[];
}

export interface DirectionRows extends MoneyRow {
  /** The categories that feed the row, in the order of their numbers; rows without figures are left out. */
  readonly categories: readonly CategoryRow[];
}

export interface SectionFlows {
  readonly section: CashFlowSection;
  readonly cashIn: DirectionRows;
  readonly cashOut: DirectionRows;
  readonly result: MoneyRow;
}

/**
 * Cash at a month's start or end: from the cash accounts' balances, or derived from the month before plus the
 * month's flows where no balance was imported for it, or unknown.
 */
export type CashCell = { readonly value: string; readonly source: 'balance' | 'derived' } | null;

export interface CashFlowTable {
  readonly months: readonly string[];
  readonly sections: readonly SectionFlows[];
  /**
   * Cash moved through client accounts that feed no category yet ("não classificado"), or null when there is none:
   * it is real cash, so the net change includes it, and the checks panel fails until it is mapped.
   */
  readonly unclassified: MoneyRow | null;
  /** Σ of the sections' results and the unclassified cash: the change of cash the flows explain. */
  readonly netChange: MoneyRow;
  readonly opening: readonly CashCell[];
  readonly closing: readonly CashCell[];
}

export interface CashFlowInput {
  readonly categories: readonly Category[];
  readonly figures: readonly CategoryFigure[];
  readonly positions?: readonly CashPosition[];
  /** Cash effects (+ in, − out) of client accounts that feed no category, by month. */
  readonly unclassified?: readonly { readonly month: string; readonly cashEffect: DecimalInput }[];
  /** First and last month shown, `YYYY-MM-01`, inclusive. */
  readonly from: string;
  readonly to: string;
}

/** The cash effect of a category's figure: + money in, − money out. */
export function cashEffect(type: CategoryType, value: DecimalInput): Decimal {
  const decimal = toDecimal(value);
  return type === 'receipt' ? decimal : decimal.times('-1');
}

function moneyRow(cells: readonly Decimal[]): MoneyRow {
  return { cells: cells.map(toFixed2), total: toFixed2(sum(cells)) };
}

function addCells(rows: readonly (readonly Decimal[])[], width: number): Decimal[] {
  return Array.from({ length: width }, (_, index) => sum(rows.map((row) => row[index] ?? toDecimal(0))));
}

/** Builds the cash-flow table for the months from `from` to `to`. */
export function buildCashFlow(input: CashFlowInput): CashFlowTable {
  const months = monthsBetween(input.from, input.to);
  const column = new Map(months.map((month, index) => [month, index]));
  const byCategory = new Map<string, Decimal[]>();
  for (const figure of input.figures) {
    const index = column.get(figure.month);
    if (index === undefined) continue;
    const cells = byCategory.get(figure.accountId) ?? months.map(() => toDecimal(0));
    cells[index] = cells[index].plus(toDecimal(figure.value));
    byCategory.set(figure.accountId, cells);
  }
  const ordered = [...input.categories].sort((a, b) => a.number.localeCompare(b.number, 'en', { numeric: true }));

  const direction = (section: CashFlowSection, type: CategoryType): { rows: DirectionRows; cells: Decimal[] } => {
    const categoryRows: CategoryRow[] = [];
    const cellsOfRows: Decimal[][] = [];
    for (const category of ordered) {
      if (category.section !== section || category.type !== type) continue;
      const values = byCategory.get(category.id);
      if (!values) continue;
      const cells = values.map((value) => cashEffect(type, value));
      cellsOfRows.push(cells);
      categoryRows.push({ category, ...moneyRow(cells), wrongSign: values.map((value) => value.lt('0')) });
    }
    const cells = addCells(cellsOfRows, months.length);
    return { rows: { ...moneyRow(cells), categories: categoryRows }, cells };
  };

  const sectionCells: Decimal[][] = [];
  const sections = CASH_FLOW_SECTIONS.map((section): SectionFlows => {
    const cashIn = direction(section, 'receipt');
    const cashOut = direction(section, 'payment');
    const result = addCells([cashIn.cells, cashOut.cells], months.length);
    sectionCells.push(result);
    return { section, cashIn: cashIn.rows, cashOut: cashOut.rows, result: moneyRow(result) };
  });
  const unclassifiedCells = months.map(() => toDecimal(0));
  let hasUnclassified = false;
  for (const row of input.unclassified ?? []) {
    const index = column.get(row.month);
    if (index === undefined) continue;
    unclassifiedCells[index] = unclassifiedCells[index].plus(toDecimal(row.cashEffect));
    hasUnclassified = true;
  }
  const netChange = addCells([...sectionCells, unclassifiedCells], months.length);
  const { opening, closing } = cashColumns(months, netChange, input.positions ?? []);
  return {
    months, sections, unclassified: hasUnclassified ? moneyRow(unclassifiedCells) : null, netChange: moneyRow(netChange), opening, closing,
  };
}

/**
 * Opening and closing cash of each month. A month with a balance takes it; a month without one starts from the
 * previous month's closing (balance or derived) and adds the month's net change, so a gap in the statements does
 * not blank the rest of the year. Before the first known cash, nothing is known.
 */
function cashColumns(months: readonly string[], netChange: readonly Decimal[], positions: readonly CashPosition[]) {
  const known = new Map(positions.map((position) => [position.month, position]));
  // The closing of the month before the first shown: from its balance if imported.
  const before = months.length > 0 ? known.get(previousMonth(months[0])) : undefined;
  let carried: Decimal | null = before ? toDecimal(before.closing) : null;
  const opening: CashCell[] = [];
  const closing: CashCell[] = [];
  months.forEach((month, index) => {
    const position = known.get(month);
    if (position) {
      opening.push({ value: toFixed2(position.opening), source: 'balance' });
      closing.push({ value: toFixed2(position.closing), source: 'balance' });
      carried = toDecimal(position.closing);
    } else if (carried !== null) {
      opening.push({ value: toFixed2(carried), source: 'derived' });
      carried = carried.plus(netChange[index]);
      closing.push({ value: toFixed2(carried), source: 'derived' });
    } else {
      opening.push(null);
      closing.push(null);
    }
  });
  return { opening, closing };
}
