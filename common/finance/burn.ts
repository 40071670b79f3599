/**
 * Burn rate, written down once because "burn" comes in fifteen variants (research: management.md §1.1). Ours is the
 * cash the operations consume, from the cash-flow table's operations section:
 *   gross burn = the operations' cash out (payroll, suppliers, rent, taxes …), as a positive amount;
 *   net burn   = gross burn − the operations' cash in = −(operating result).
 * A positive net burn is cash consumed; zero or negative means the operations generate cash. Financing (capital,
 * loans) and investment flows are left out: they do not make the business consume less. Trailing averages take the
 * month and the two before it, and exist only where all three months are in the table.
 */
import type { CashFlowTable } from './cashFlow.ts';
import { type Decimal, divide, sum, toDecimal, toFixed2 } from './money.ts';

export const TRAILING_MONTHS = 3;

export interface MonthBurn {
  readonly month: string;
  readonly grossBurn: string;
  readonly receipts: string;
  readonly netBurn: string;
  /** Averages of this month and the two before it; null in the table's first two months. */
  readonly grossBurnTrailing: string | null;
  readonly netBurnTrailing: string | null;
}

/** Average of `values[index - 2 … index]`, in cents; null when the window starts before the list. */
export function trailingAverage(values: readonly Decimal[], index: number, window = TRAILING_MONTHS): Decimal | null {
  if (index + 1 < window) return null;
  return divide(sum(values.slice(index + 1 - window, index + 1)), window, 2);
}

export function burnByMonth(table: CashFlowTable): MonthBurn[] {
  const operations = table.sections.find((section) => section.section === 'operations');
  if (!operations) return [];
  const gross = operations.cashOut.cells.map((cell) => toDecimal(cell).times('-1'));
  const receipts = operations.cashIn.cells.map((cell) => toDecimal(cell));
  const net = gross.map((value, index) => value.minus(receipts[index]));
  return table.months.map((month, index) => {
    const grossTrailing = trailingAverage(gross, index);
    const netTrailing = trailingAverage(net, index);
    return {
      month,
      grossBurn: toFixed2(gross[index]),
      receipts: toFixed2(receipts[index]),
      netBurn: toFixed2(net[index]),
      grossBurnTrailing: grossTrailing === null ? null : toFixed2(grossTrailing),
      netBurnTrailing: netTrailing === null ? null : toFixed2(netTrailing),
    };
  });
}
