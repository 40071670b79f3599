/**
 * The steps of the cash waterfall: the opening cash of the period, each section's result over it (and the cash not
 * classified, which is real cash too), and the closing cash, each step a bar from the cash before it to the cash
 * after it. Read from the same cash-flow table as the grid, so the picture and the grid cannot disagree.
 */
import type { CashFlowTable } from '../../../../common/finance/cashFlow.ts';
import { toDecimal, toFixed2 } from '../../../../common/finance/money.ts';
import type { GridLabels } from './gridRows.ts';

export interface WaterfallStep {
  readonly key: string;
  readonly label: string;
  /** `cash` stands on zero (the opening and closing cash); `change` and `gap` float from the cash before them. */
  readonly kind: 'cash' | 'change' | 'gap';
  /** The cash (opening, closing) or what the step adds to it (negative: takes away). */
  readonly amount: string;
  /** Where the bar starts and ends. */
  readonly from: string;
  readonly to: string;
  /** The cash after the step; null when the opening cash is unknown. */
  readonly cash: string | null;
}

/**
 * @param gapLabel - The name of the step that closes the bridge when the closing balance differs from the opening
 *   plus the flows (a balance imported for some months only, cash accounts not mapped): the checks panel's concern.
 */
export function cashWaterfall(table: CashFlowTable, labels: GridLabels, gapLabel: string): WaterfallStep[] {
  const opening = table.opening.at(0)?.value ?? null;
  const closing = table.closing.at(-1)?.value ?? null;
  const steps: WaterfallStep[] = [];
  let running = toDecimal(opening ?? 0);
  const step = (key: string, label: string, kind: 'change' | 'gap', amount: string) => {
    const from = toFixed2(running);
    running = running.plus(amount);
    steps.push({ key, label, kind, amount: toFixed2(amount), from, to: toFixed2(running), cash: opening === null ? null : toFixed2(running) });
  };
  if (opening !== null) steps.push({ key: 'opening', label: labels.opening, kind: 'cash', amount: opening, from: '0.00', to: opening, cash: opening });
  for (const section of table.sections) step(section.section, labels.sections[section.section], 'change', section.result.total);
  if (table.unclassified) step('unclassified', labels.unclassified, 'change', table.unclassified.total);
  if (closing !== null) {
    if (opening !== null && !running.eq(closing)) step('gap', gapLabel, 'gap', toFixed2(toDecimal(closing).minus(running)));
    steps.push({ key: 'closing', label: labels.closing, kind: 'cash', amount: closing, from: '0.00', to: closing, cash: closing });
  }
  return steps;
}

/**
 * Where the chart's value axis starts: at zero, unless the cash stays well above zero all period, where the steps
 * would be slivers on top of tall bars; then on a round number below the lowest level the cash reaches, so the steps
 * show (the chart says that its axis does not start at zero).
 */
export function axisFloor(steps: readonly WaterfallStep[]): number {
  const levels = steps.flatMap((step) => (step.kind === 'cash' ? [Number(step.to)] : [Number(step.from), Number(step.to)]));
  if (levels.length === 0) return 0;
  const low = Math.min(...levels);
  const high = Math.max(...levels);
  if (low <= 0 || high - low > high / 2) return 0;
  const span = Math.max(high - low, high / 100);
  const unit = 10 ** Math.floor(Math.log10(span));
  return Math.max(0, Math.floor((low - span / 2) / unit) * unit);
}
