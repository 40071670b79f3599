/**
 * The checks panel of the cash-flow statement (research: management.md §3.4). Each check passes, fails with the
 * difference and where it first shows, or says why it cannot be computed: a check that cannot run must never look
 * like one that passed.
 *
 * - closing-cash: in every month with imported cash balances, opening + the month's flows = closing (IAS 7.45: the
 *   statement explains the cash of the balance sheet).
 * - continuity: the opening cash of a month equals the closing cash of the month before.
 * - unmapped: no client account with activity in the period feeds no category ("não classificado").
 * - signs: no receipt line is negative and no payment line positive, unless it is a real refund to look at.
 * - direct-indirect: the operating cash of the direct method equals the indirect one (indirectCashFlow.ts), computed
 *   from net income and the changes of the operating balance-sheet accounts, which needs the ledger's balances (an
 *   ECD) in every month shown. Its difference is indirect less direct, as the closing-cash check's is the balances less
 *   the flows.
 */
import type { CashFlowTable, CashPosition } from './cashFlow.ts';
import { compare, type DecimalInput, toDecimal, toFixed2 } from './money.ts';
import { previousMonth } from './months.ts';

export const CHECK_IDS = ['closing-cash', 'continuity', 'unmapped', 'signs', 'direct-indirect'] as const;
export type CheckId = (typeof CHECK_IDS)[number];

export type NotComputableReason = 'no-cash-balances' | 'single-month-balances' | 'no-income-balances' | 'ledger-months-missing';

export type CheckResult =
  | { readonly id: CheckId; readonly status: 'pass' }
  /** `difference` is what is missing or extra, `month` the first month it shows in, `count` how many fail. */
  | { readonly id: CheckId; readonly status: 'fail'; readonly difference: string; readonly month: string | null; readonly count: number }
  | { readonly id: CheckId; readonly status: 'not-computable'; readonly reason: NotComputableReason };

export interface ChecksInput {
  readonly table: CashFlowTable;
  readonly positions: readonly CashPosition[];
  /** Unclassified activity in the table's months. */
  readonly unmapped: { readonly amount: DecimalInput; readonly accounts: number; readonly firstMonth: string | null };
  /**
   * The operating cash of the indirect method over the table's months, or why there is none: the books have no ledger
   * at all, or it leaves some of the months out.
   */
  readonly indirect: { readonly operating: DecimalInput } | { readonly missing: 'no-income-balances' | 'ledger-months-missing' };
}

function failure(id: CheckId, differences: readonly { month: string; difference: string }[]): CheckResult {
  if (differences.length === 0) return { id, status: 'pass' };
  const first = differences[0];
  return { id, status: 'fail', difference: first.difference, month: first.month, count: differences.length };
}

export function cashFlowChecks(input: ChecksInput): CheckResult[] {
  const { table } = input;
  const positions = new Map(input.positions.map((position) => [position.month, position]));
  const shown = table.months.filter((month) => positions.has(month));

  const closingCash: CheckResult = shown.length === 0
    ? { id: 'closing-cash', status: 'not-computable', reason: 'no-cash-balances' }
    : failure('closing-cash', shown.flatMap((month) => {
      const position = positions.get(month) as CashPosition;
      const flows = table.netChange.cells[table.months.indexOf(month)];
      const difference = toDecimal(position.closing).minus(toDecimal(position.opening)).minus(toDecimal(flows));
      return difference.eq('0') ? [] : [{ month, difference: toFixed2(difference) }];
    }));

  const pairs = table.months.filter((month) => positions.has(month) && positions.has(previousMonth(month)));
  const continuity: CheckResult = pairs.length === 0
    ? { id: 'continuity', status: 'not-computable', reason: shown.length === 0 ? 'no-cash-balances' : 'single-month-balances' }
    : failure('continuity', pairs.flatMap((month) => {
      const opening = toDecimal((positions.get(month) as CashPosition).opening);
      const closingBefore = toDecimal((positions.get(previousMonth(month)) as CashPosition).closing);
      const difference = opening.minus(closingBefore);
      return difference.eq('0') ? [] : [{ month, difference: toFixed2(difference) }];
    }));

  const unmapped: CheckResult = input.unmapped.accounts === 0
    ? { id: 'unmapped', status: 'pass' }
    : { id: 'unmapped', status: 'fail', difference: toFixed2(input.unmapped.amount), month: input.unmapped.firstMonth, count: input.unmapped.accounts };

  const wrongSigns = table.months.flatMap((month, index) => table.sections.flatMap((section) =>
    [...section.cashIn.categories, ...section.cashOut.categories]
      .filter((row) => row.wrongSign[index])
      .map((row) => ({ month, difference: row.cells[index] }))));
  const signs = failure('signs', wrongSigns);

  const operations = table.sections.find((section) => section.section === 'operations');
  const { indirect } = input;
  const directIndirect: CheckResult = 'missing' in indirect || !operations
    ? { id: 'direct-indirect', status: 'not-computable', reason: 'missing' in indirect ? indirect.missing : 'no-income-balances' }
    : compare(operations.result.total, indirect.operating) === 0
      ? { id: 'direct-indirect', status: 'pass' }
      : { id: 'direct-indirect', status: 'fail', difference: toFixed2(toDecimal(indirect.operating).minus(toDecimal(operations.result.total))), month: null, count: 1 };

  return [closingCash, continuity, unmapped, signs, directIndirect];
}
