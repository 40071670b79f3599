/**
 * The ledger as the engine serves it (accounting.client_account and accounting.account_month, snake_case, a view's
 * columns nullable) read into the statements' inputs: one reading for every screen that builds them.
 */
import type { AccountMonth, AccountNature, LedgerAccount } from './ledgerTree.ts';

const NATURES: readonly AccountNature[] = ['asset', 'liability', 'equity', 'result', 'memorandum', 'other', 'cash_flow'];

export interface ClientAccountRow {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly nature: string;
  readonly analytic: boolean;
  readonly parent_id?: string | null;
  readonly level?: number | null;
  readonly aggregation_code?: string | null;
}

export interface AccountMonthRow {
  readonly client_account_id?: string | null;
  readonly month?: string | null;
  readonly opening?: string | null;
  readonly debits?: string | null;
  readonly credits?: string | null;
  readonly closing?: string | null;
  readonly closing_entries?: string | null;
}

/** A client account as the statements read it; none for a nature they do not know. */
export function ledgerAccountOf(row: ClientAccountRow): LedgerAccount[] {
  const nature = NATURES.find((each) => each === row.nature);
  if (!nature) return [];
  return [{
    id: row.id, code: row.code, name: row.name, nature, analytic: row.analytic, parentId: row.parent_id ?? null,
    level: row.level ?? null, aggregationCode: row.aggregation_code ?? null,
  }];
}

/** An account's month; none for a row without its figures (a view's columns come nullable). */
export function accountMonthOf(row: AccountMonthRow): AccountMonth[] {
  const { client_account_id: accountId, month, opening, debits, credits, closing, closing_entries: closingEntries } = row;
  if (!accountId || !month || opening == null || debits == null || credits == null || closing == null) return [];
  return [{ accountId, month, opening, debits, credits, closing, closingEntries: closingEntries ?? '0' }];
}
