/**
 * The figures of the summary cards and the runway tab, at the reference month: the last month shown that has
 * figures. Each is computed by common/finance from the same tables as the tabs that show it in detail.
 */
import { burnByMonth, type MonthBurn } from '../../../../common/finance/burn.ts';
import type { CashFlowTable } from '../../../../common/finance/cashFlow.ts';
import { divide, sum, toDecimal, toFixed2 } from '../../../../common/finance/money.ts';
import { addMonths, lastDayOf, monthsBetween, yearMonths } from '../../../../common/finance/months.ts';
import { runway, type Runway } from '../../../../common/finance/runway.ts';
import type { FinancialBooks } from './useFinancialBooks.ts';

export interface CashFigure {
  readonly value: string;
  readonly month: string;
  /** From the cash accounts' balances, or derived from an earlier balance and the flows since. */
  readonly source: 'balance' | 'derived';
  readonly asOf: string;
  /** Where the balances came from (ecd, ofx, spreadsheet, seed), and how many cash accounts they cover. */
  readonly sources: readonly string[];
  readonly accounts: number;
}

export interface KeyFigures {
  readonly referenceMonth: string | null;
  readonly cash: CashFigure | null;
  readonly burn: MonthBurn | null;
  readonly runway: Runway;
  /** The runway on the plan of record's net burn for the three months after the reference month. */
  readonly budgetedRunway: Runway | null;
  readonly receiptsToDate: string;
  readonly paymentsToDate: string;
  /** Operating cash in against its budget, year to date, in percent to one place. */
  readonly attainment: string | null;
}

function columnOf(table: CashFlowTable, month: string): number {
  return table.months.indexOf(month);
}

export function keyFigures(books: FinancialBooks): KeyFigures {
  const { actualWide, budgetWide, period } = books;
  const referenceMonth = books.lastMonth === null ? null : (books.lastMonth < period.to ? (books.lastMonth < period.from ? null : books.lastMonth) : period.to);
  const empty: KeyFigures = {
    referenceMonth, cash: null, burn: null, runway: { status: 'no-cash' }, budgetedRunway: null,
    receiptsToDate: '0.00', paymentsToDate: '0.00', attainment: null,
  };
  if (referenceMonth === null) return empty;
  const index = columnOf(actualWide, referenceMonth);
  if (index < 0) return empty;
  const closing = actualWide.closing[index];
  const position = books.positions.find((row) => row.month === referenceMonth);
  const cash: CashFigure | null = closing === null ? null : {
    value: closing.value,
    month: referenceMonth,
    source: closing.source,
    asOf: position?.asOf ?? lastDayOf(referenceMonth),
    sources: (position?.sources ?? '').split(',').filter(Boolean),
    accounts: position?.accounts ?? 0,
  };
  const burns = burnByMonth(actualWide);
  const burn: MonthBurn = burns[index];
  const current = runway({ cash: cash?.value ?? null, cashAsOf: cash?.asOf ?? null, netBurn: burn.netBurnTrailing });

  let budgetedRunway: Runway | null = null;
  if (budgetWide && cash) {
    const aheadIndex = columnOf(budgetWide, addMonths(referenceMonth, 3));
    const ahead = aheadIndex < 0 ? null : burnByMonth(budgetWide)[aheadIndex];
    if (ahead?.netBurnTrailing != null) budgetedRunway = runway({ cash: cash.value, cashAsOf: cash.asOf, netBurn: ahead.netBurnTrailing });
  }

  const toDate = monthsBetween(yearMonths(Number(referenceMonth.slice(0, 4))).from, referenceMonth).map((month) => columnOf(actualWide, month));
  const directionTotal = (table: CashFlowTable, pick: 'cashIn' | 'cashOut', sections?: readonly string[]) => sum(toDate.flatMap((column) => table.sections
    .filter((section) => !sections || sections.includes(section.section))
    .map((section) => section[pick].cells[column] ?? '0')));
  const operatingIn = directionTotal(actualWide, 'cashIn', ['operations']);
  const budgetedIn = budgetWide ? directionTotal(budgetWide, 'cashIn', ['operations']) : toDecimal(0);
  return {
    referenceMonth, cash, burn, runway: current, budgetedRunway,
    receiptsToDate: toFixed2(directionTotal(actualWide, 'cashIn')),
    // Shown as an amount paid, not as a cash effect.
    paymentsToDate: toFixed2(directionTotal(actualWide, 'cashOut').times('-1')),
    attainment: budgetedIn.gt('0') ? divide(operatingIn.times('100'), budgetedIn, 1).toFixed(1) : null,
  };
}
