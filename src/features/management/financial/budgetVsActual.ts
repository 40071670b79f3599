/**
 * The lines of budget against actual: for each section's cash in and out, their categories and the section's result,
 * the variance of the last month shown, of the months shown (year to date when they start in January) and of the
 * full year, projected as the actual to date plus the budget still to come. The formulas are common/finance's.
 */
import type { CashFlowTable, CategoryType } from '../../../../common/finance/cashFlow.ts';
import { sum, toDecimal, toFixed2 } from '../../../../common/finance/money.ts';
import { addMonths, monthsBetween, yearMonths } from '../../../../common/finance/months.ts';
import { fullYearProjection, variance, type Variance } from '../../../../common/finance/variance.ts';
import type { FinancialPeriod } from './financialPeriod.ts';
import type { GridLabels } from './gridRows.ts';

export interface VarianceLine {
  readonly key: string;
  readonly label: string;
  readonly code?: string;
  readonly kind: 'section' | 'direction' | 'category' | 'result';
  readonly month: Variance | null;
  readonly toDate: Variance | null;
  readonly fullYear: Variance | null;
}

type Values = ReadonlyMap<string, string>;

/** Each row's cash effect by month (+ in, − out), by row key. */
function rowValues(table: CashFlowTable): Map<string, Values> {
  const rows = new Map<string, Values>();
  const byMonth = (cells: readonly string[]) => new Map(table.months.map((month, index) => [month, cells[index]]));
  for (const section of table.sections) {
    rows.set(`${section.section}/in`, byMonth(section.cashIn.cells));
    rows.set(`${section.section}/out`, byMonth(section.cashOut.cells));
    rows.set(`${section.section}/result`, byMonth(section.result.cells));
    for (const row of [...section.cashIn.categories, ...section.cashOut.categories]) rows.set(row.category.id, byMonth(row.cells));
  }
  return rows;
}

export function budgetVsActualLines(actual: CashFlowTable, budget: CashFlowTable, period: FinancialPeriod, labels: GridLabels): VarianceLine[] {
  const actualRows = rowValues(actual);
  const budgetRows = rowValues(budget);
  const shown = monthsBetween(period.from, period.to);
  const year = yearMonths(period.year);
  const toDate = monthsBetween(year.from, period.to);
  const rest = period.to === year.to ? [] : monthsBetween(addMonths(period.to, 1), year.to);
  const allYear = monthsBetween(year.from, year.to);

  const line = (key: string, label: string, kind: VarianceLine['kind'], nature: CategoryType, code?: string): VarianceLine => {
    // Values in the line's own direction: a payment of 100 is 100.
    const own = (value: string | undefined) => (value === undefined ? toDecimal(0) : nature === 'payment' ? toDecimal(value).times('-1') : toDecimal(value));
    const total = (rows: Map<string, Values>, months: readonly string[]) => sum(months.map((month) => own(rows.get(key)?.get(month))));
    if (!actualRows.has(key) && !budgetRows.has(key)) return { key, label, code, kind, month: null, toDate: null, fullYear: null };
    const projection = fullYearProjection(total(actualRows, toDate), rest.map((month) => own(budgetRows.get(key)?.get(month))));
    return {
      key, label, code, kind,
      month: variance(toFixed2(own(actualRows.get(key)?.get(period.to))), toFixed2(own(budgetRows.get(key)?.get(period.to))), nature),
      toDate: variance(toFixed2(total(actualRows, shown)), toFixed2(total(budgetRows, shown)), nature),
      fullYear: variance(projection, toFixed2(total(budgetRows, allYear)), nature),
    };
  };

  const lines: VarianceLine[] = [];
  for (const section of actual.sections) {
    const budgetSection = budget.sections.find((row) => row.section === section.section);
    lines.push({ key: section.section, label: labels.sections[section.section], kind: 'section', month: null, toDate: null, fullYear: null });
    for (const [direction, type, label] of [['in', 'receipt', labels.cashIn], ['out', 'payment', labels.cashOut]] as const) {
      lines.push(line(`${section.section}/${direction}`, label, 'direction', type));
      const categories = new Map<string, { number: string; name: string }>();
      for (const row of [...(direction === 'in' ? section.cashIn : section.cashOut).categories, ...((direction === 'in' ? budgetSection?.cashIn : budgetSection?.cashOut)?.categories ?? [])]) {
        categories.set(row.category.id, { number: row.category.number, name: row.category.name });
      }
      for (const [id, category] of [...categories].sort((a, b) => a[1].number.localeCompare(b[1].number, 'en', { numeric: true }))) {
        lines.push(line(id, category.name, 'category', type, category.number));
      }
    }
    lines.push(line(`${section.section}/result`, `${labels.result} · ${labels.sections[section.section]}`, 'result', 'receipt'));
  }
  return lines;
}
