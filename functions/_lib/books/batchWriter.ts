/**
 * Writes one import batch's rows as admin, in chunks, while the batch is `running` (its rows count nowhere until the
 * batch is applied: the database applies or discards them in one statement, see the books migration). Progress is
 * written after each chunk, so the portal's subscription to the batch moves a real progress bar.
 */
import { graphql, type Caller } from './backend.ts';

const ADMIN: Caller = { kind: 'admin' };
/** Rows per insert: one GraphQL request of a few hundred kilobytes. */
const CHUNK = 2_000;

export interface ClientAccountInput {
  code: string;
  name: string;
  nature: 'asset' | 'liability' | 'equity' | 'result' | 'memorandum' | 'other' | 'cash_flow';
  analytic?: boolean;
  parentCode?: string | null;
  level?: number | null;
  referentialCode?: string | null;
  aggregationCode?: string | null;
  isCash?: boolean;
}

export interface TransactionInput {
  accountCode: string;
  occurredOn: string;
  /** Debit-positive on the account, two decimals. */
  amount: string;
  description?: string | null;
  counterparty?: string | null;
  document?: string | null;
  sourceLine: number;
  sourceRef?: string | null;
  fitid?: string | null;
  isClosing?: boolean;
  isTotal?: boolean;
}

export interface BalanceInput {
  accountCode: string;
  month: string;
  opening: string;
  debits: string;
  credits: string;
  closing: string;
  asOf?: string | null;
  sourceLine: number;
}

/** A line of a statement an ECD published (J100 or J150). */
export interface StatementLineInput {
  statement: 'balance_sheet' | 'income_statement';
  periodStart: string;
  periodEnd: string;
  /** J150's NU_ORDEM, or the line's place in its J100. */
  position: number;
  /** COD_AGL; a J150 line may have none. */
  code: string | null;
  parentCode: string | null;
  level: number;
  lineKind: 'T' | 'D';
  /** A or P in a balance sheet, R or D in an income statement. */
  group: 'A' | 'P' | 'R' | 'D';
  description: string;
  /** Debit-positive, two decimals; null when the file gives none (a J150's previous value is optional). */
  opening: string | null;
  closing: string;
  sourceLine: number;
}

export interface BudgetLineInput {
  accountCode: string;
  versionName: string;
  month: string;
  amount: string;
  sourceLine: number;
}

export class BatchWriter {
  private readonly accountIds = new Map<string, string>();
  private readonly versions = new Map<string, { id: string; locked: boolean }>();
  private transactions: TransactionInput[] = [];
  private balances: BalanceInput[] = [];
  private budgetLines: BudgetLineInput[] = [];
  private statementLines: StatementLineInput[] = [];
  processed = 0;
  written = 0;
  skipped = 0;

  constructor(readonly batchId: string, readonly clientId: string) {}

  /** Reads the client's existing accounts, so new ones are added and known ones reused. */
  async loadAccounts(): Promise<void> {
    const data = await graphql<{ accounting_client_account: { id: string; code: string }[] }>(ADMIN,
      'query ($client: uuid!) { accounting_client_account(where: { client_id: { _eq: $client } }) { id code } }', { client: this.clientId });
    for (const account of data.accounting_client_account) this.accountIds.set(account.code, account.id);
  }

  hasAccount(code: string): boolean {
    return this.accountIds.has(code);
  }

  /** Adds the accounts the client does not have yet, in order (parents before children), tagged with this batch. */
  async addAccounts(accounts: readonly ClientAccountInput[]): Promise<void> {
    const fresh = accounts.filter((account) => !this.accountIds.has(account.code));
    for (const account of fresh) this.accountIds.set(account.code, crypto.randomUUID());
    for (let start = 0; start < fresh.length; start += CHUNK) {
      const objects = fresh.slice(start, start + CHUNK).map((account) => ({
        id: this.accountIds.get(account.code), client_id: this.clientId, code: account.code, name: account.name, nature: account.nature,
        analytic: account.analytic ?? true, level: account.level ?? null, referential_code: account.referentialCode ?? null,
        aggregation_code: account.aggregationCode ?? null, is_cash: account.isCash ?? false, batch_id: this.batchId,
        parent_id: account.parentCode ? this.accountIds.get(account.parentCode) ?? null : null,
      }));
      await graphql(ADMIN, `mutation ($objects: [accounting_client_account_insert_input!]!) {
        insert_accounting_client_account(objects: $objects) { affected_rows } }`, { objects });
    }
  }

  private accountId(code: string): string {
    const id = this.accountIds.get(code);
    if (!id) throw new Error(`account ${code} was not added before its rows`);
    return id;
  }

  /**
   * A budget version by name, created (as the original and plan of record when the client has none, else as a
   * revision) when the client has none of that name. A locked one takes no lines (the database refuses them too).
   */
  async budgetVersion(name: string): Promise<{ id: string; locked: boolean }> {
    const known = this.versions.get(name);
    if (known) return known;
    const data = await graphql<{ accounting_budget_version: { id: string; locked: boolean }[]; any: { aggregate: { count: number } } }>(ADMIN, `
      query ($client: uuid!, $name: String!) {
        accounting_budget_version(where: { client_id: { _eq: $client }, name: { _eq: $name } }) { id locked }
        any: accounting_budget_version_aggregate(where: { client_id: { _eq: $client } }) { aggregate { count } }
      }`, { client: this.clientId, name });
    let version = data.accounting_budget_version.at(0);
    if (!version) {
      const first = data.any.aggregate.count === 0;
      const created = await graphql<{ insert_accounting_budget_version_one: { id: string } }>(ADMIN, `
        mutation ($object: accounting_budget_version_insert_input!) { insert_accounting_budget_version_one(object: $object) { id } }`,
      { object: { client_id: this.clientId, name, kind: first ? 'original' : 'revised', is_plan_of_record: first } });
      version = { id: created.insert_accounting_budget_version_one.id, locked: false };
    }
    this.versions.set(name, version);
    return version;
  }

  async addTransaction(row: TransactionInput): Promise<void> {
    this.transactions.push(row);
    if (this.transactions.length >= CHUNK) await this.flushTransactions();
  }

  async addBalance(row: BalanceInput): Promise<void> {
    this.balances.push(row);
    if (this.balances.length >= CHUNK) await this.flushBalances();
  }

  async addBudgetLine(row: BudgetLineInput): Promise<void> {
    this.budgetLines.push(row);
    if (this.budgetLines.length >= CHUNK) await this.flushBudgetLines();
  }

  async addStatementLine(row: StatementLineInput): Promise<void> {
    this.statementLines.push(row);
    if (this.statementLines.length >= CHUNK) await this.flushStatementLines();
  }

  async flush(): Promise<void> {
    await this.flushTransactions();
    await this.flushBalances();
    await this.flushBudgetLines();
    await this.flushStatementLines();
  }

  private async flushTransactions(): Promise<void> {
    const rows = this.transactions;
    this.transactions = [];
    if (rows.length === 0) return;
    const objects = rows.map((row) => ({
      client_account_id: this.accountId(row.accountCode), batch_id: this.batchId, occurred_on: row.occurredOn, amount: row.amount,
      description: row.description ?? null, counterparty: row.counterparty ?? null, document: row.document ?? null,
      source_line: row.sourceLine, source_ref: row.sourceRef ?? null, fitid: row.fitid ?? null,
      is_closing: row.isClosing ?? false, is_total: row.isTotal ?? false,
    }));
    // A FITID already imported (an overlapping statement) is the same transaction: skipped, not doubled.
    const data = await graphql<{ insert_accounting_transaction: { affected_rows: number } }>(ADMIN, `
      mutation ($objects: [accounting_transaction_insert_input!]!) {
        insert_accounting_transaction(objects: $objects, on_conflict: { constraint: transaction_client_account_id_fitid_key, update_columns: [] }) { affected_rows }
      }`, { objects });
    this.written += data.insert_accounting_transaction.affected_rows;
    this.skipped += rows.length - data.insert_accounting_transaction.affected_rows;
    await this.progress(rows.length);
  }

  private async flushBalances(): Promise<void> {
    const rows = this.balances;
    this.balances = [];
    if (rows.length === 0) return;
    const objects = rows.map((row) => ({
      client_account_id: this.accountId(row.accountCode), batch_id: this.batchId, month: row.month, opening: row.opening,
      debits: row.debits, credits: row.credits, closing: row.closing, as_of: row.asOf ?? null, source_line: row.sourceLine,
    }));
    const data = await graphql<{ insert_accounting_balance: { affected_rows: number } }>(ADMIN, `
      mutation ($objects: [accounting_balance_insert_input!]!) { insert_accounting_balance(objects: $objects) { affected_rows } }`, { objects });
    this.written += data.insert_accounting_balance.affected_rows;
    await this.progress(rows.length);
  }

  private async flushBudgetLines(): Promise<void> {
    const rows = this.budgetLines;
    this.budgetLines = [];
    if (rows.length === 0) return;
    const objects = [];
    for (const row of rows) {
      objects.push({
        client_account_id: this.accountId(row.accountCode), version_id: (await this.budgetVersion(row.versionName)).id, batch_id: this.batchId,
        month: row.month, amount: row.amount, source_line: row.sourceLine,
      });
    }
    const data = await graphql<{ insert_accounting_budget_line: { affected_rows: number } }>(ADMIN, `
      mutation ($objects: [accounting_budget_line_insert_input!]!) { insert_accounting_budget_line(objects: $objects) { affected_rows } }`, { objects });
    this.written += data.insert_accounting_budget_line.affected_rows;
    await this.progress(rows.length);
  }

  private async flushStatementLines(): Promise<void> {
    const rows = this.statementLines;
    this.statementLines = [];
    if (rows.length === 0) return;
    const objects = rows.map((row) => ({
      batch_id: this.batchId, client_id: this.clientId, statement: row.statement, period_start: row.periodStart, period_end: row.periodEnd,
      position: row.position, code: row.code, parent_code: row.parentCode, level: row.level, line_kind: row.lineKind, grp: row.group,
      description: row.description, opening: row.opening, closing: row.closing, source_line: row.sourceLine,
    }));
    const data = await graphql<{ insert_accounting_published_statement_line: { affected_rows: number } }>(ADMIN, `
      mutation ($objects: [accounting_published_statement_line_insert_input!]!) {
        insert_accounting_published_statement_line(objects: $objects) { affected_rows } }`, { objects });
    this.written += data.insert_accounting_published_statement_line.affected_rows;
    await this.progress(rows.length);
  }

  /** The rows the file holds, once known, so the progress bar has its whole before the first chunk. */
  async expect(total: number): Promise<void> {
    await graphql(ADMIN, `mutation ($id: uuid!, $total: Int!) {
      update_accounting_import_batch_by_pk(pk_columns: { id: $id }, _set: { rows_total: $total }) { id } }`, { id: this.batchId, total });
  }

  private async progress(rows: number): Promise<void> {
    this.processed += rows;
    await graphql(ADMIN, `mutation ($id: uuid!, $set: accounting_import_batch_set_input!) {
      update_accounting_import_batch_by_pk(pk_columns: { id: $id }, _set: $set) { id } }`,
    { id: this.batchId, set: { rows_processed: this.processed, rows_written: this.written, rows_skipped: this.skipped } });
  }
}
