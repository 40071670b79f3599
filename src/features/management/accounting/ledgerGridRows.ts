/**
 * The rows of the accounting grids: a tree of the chart's accounts (or of a published statement's lines), each row
 * with one cell per column. A cell is an amount, a percentage or a balance with its side (D/C), as a decimal string,
 * never a float. An account row knows the analytic accounts under it, which is what its x-ray lists.
 */
import type { SidedAmount } from '../../../../common/finance/trialBalance.ts';

export type LedgerCell = string | SidedAmount | null;

export type LedgerRowKind = 'account' | 'total' | 'heading' | 'check';

export interface LedgerGridRow {
  readonly key: string;
  readonly code?: string;
  readonly label: string;
  readonly kind: LedgerRowKind;
  readonly cells: readonly LedgerCell[];
  /** The analytic accounts the row adds up (itself when analytic): what its x-ray lists. */
  readonly accountIds?: readonly string[];
  readonly children?: readonly LedgerGridRow[];
}

export type LedgerColumnKind = 'amount' | 'percent' | 'sided' | 'text';

export interface LedgerColumn {
  readonly key: string;
  readonly header: string;
  readonly kind: LedgerColumnKind;
  /** The month an amount column is about: its cells open the x-ray of that month. */
  readonly month?: string;
}

/** Every row of the tree, depth first, with its depth (exports, tests). */
export function flattenLedgerRows(rows: readonly LedgerGridRow[], depth = 0): { row: LedgerGridRow; depth: number }[] {
  return rows.flatMap((row) => [{ row, depth }, ...flattenLedgerRows(row.children ?? [], depth + 1)]);
}

/** The analytic accounts under an account of a tree (itself when analytic). */
export function analyticIds<Node extends { readonly account: { readonly id: string; readonly analytic: boolean }; readonly children: readonly Node[] }>(node: Node): string[] {
  const own = node.account.analytic ? [node.account.id] : [];
  return [...own, ...node.children.flatMap((child) => analyticIds(child))];
}
