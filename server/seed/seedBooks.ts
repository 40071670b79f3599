/**
 * The seeds write monthly figures per category, as a company's controller would send them in the spreadsheet
 * template; this turns them into books the way an import does: one applied `seed` batch per client, the client's own
 * accounts (the category's client account code), a De/Para onto the categories, one transaction per figure (a
 * monthly total, debit-positive) and the budget as the lines of an "Original" version, the plan of record. The
 * figures the screens read (accounting.entry, accounting.budget) are then derived from those books by the database's
 * own refresh, exactly as after an import: there is one source of truth for demo, benchmark and imported data alike.
 *
 * Every id and timestamp is derived from the figures' own, so the same seed gives the same rows.
 */
import type { Queryable } from '../db/driver.ts';

/** Where the seeds write their figures (temporary tables of the seeding transaction, shaped like the old rows). */
export const SEED_FIGURES = { entries: 'seed_entry', budgets: 'seed_budget', openingCash: 'seed_opening_cash' } as const;

export async function createSeedFigureTables(db: Queryable): Promise<void> {
  await db.exec(`
    CREATE TEMP TABLE ${SEED_FIGURES.entries} (id uuid, account_id uuid, month date, value numeric(20, 2), created_at timestamptz) ON COMMIT DROP;
    CREATE TEMP TABLE ${SEED_FIGURES.budgets} (id uuid, account_id uuid, month date, value numeric(20, 2), created_at timestamptz) ON COMMIT DROP;
    CREATE TEMP TABLE ${SEED_FIGURES.openingCash} (client_id uuid, amount numeric(20, 2)) ON COMMIT DROP;`);
}

/** Books for every client with seeded figures, then the derived figures. Returns the clients it wrote. */
export async function seedBooks(db: Queryable): Promise<number> {
  await db.exec(`
    CREATE TEMP TABLE seed_client ON COMMIT DROP AS
    SELECT a.client_id, min(a.created_at) AS created_at, min(f.month) AS first_month, max(f.month) AS last_month, count(*)::int AS figures
    FROM ${SEED_FIGURES.entries} f JOIN accounting.account a ON a.id = f.account_id
    GROUP BY a.client_id;

    INSERT INTO accounting.import_batch (id, client_id, source, status, file_name, file_sha256, period_start, period_end,
      rows_total, rows_processed, rows_written, created_at, finished_at, updated_at)
    SELECT md5('seed-batch:' || client_id)::uuid, client_id, 'seed', 'applied', 'seed',
           encode(sha256(convert_to('seed:' || client_id, 'UTF8')), 'hex'), first_month,
           (last_month + interval '1 month' - interval '1 day')::date, figures, figures, figures, created_at, created_at, created_at
    FROM seed_client;

    INSERT INTO accounting.client_account (id, client_id, code, name, nature, created_at, updated_at)
    SELECT md5('seed-client-account:' || a.id)::uuid, a.client_id, coalesce(a.client_account, a.number), a.name, 'cash_flow',
           a.created_at, a.created_at
    FROM accounting.account a JOIN seed_client c ON c.client_id = a.client_id;

    INSERT INTO accounting.account_mapping (id, client_account_id, account_id, created_at)
    SELECT md5('seed-mapping:' || a.id)::uuid, md5('seed-client-account:' || a.id)::uuid, a.id, a.created_at
    FROM accounting.account a JOIN seed_client c ON c.client_id = a.client_id;

    -- A receipt is a credit on its account (revenue), a payment a debit (expense).
    INSERT INTO accounting.transaction (id, client_account_id, batch_id, occurred_on, amount, source_line, is_total, created_at)
    SELECT md5('seed-transaction:' || f.id)::uuid, md5('seed-client-account:' || a.id)::uuid, md5('seed-batch:' || a.client_id)::uuid,
           f.month, CASE a.type WHEN 'receipt' THEN -f.value ELSE f.value END,
           row_number() OVER (PARTITION BY a.client_id ORDER BY a.number, f.month)::int, true, f.created_at
    FROM ${SEED_FIGURES.entries} f JOIN accounting.account a ON a.id = f.account_id;

    INSERT INTO accounting.budget_version (id, client_id, name, kind, is_plan_of_record, created_at, updated_at)
    SELECT DISTINCT ON (a.client_id) md5('seed-budget-version:' || a.client_id)::uuid, a.client_id, 'Original', 'original', true,
           a.created_at, a.created_at
    FROM ${SEED_FIGURES.budgets} f JOIN accounting.account a ON a.id = f.account_id
    ORDER BY a.client_id, a.created_at;

    INSERT INTO accounting.budget_line (id, client_account_id, version_id, batch_id, month, amount, source_line, created_at)
    SELECT md5('seed-budget-line:' || f.id)::uuid, md5('seed-client-account:' || a.id)::uuid,
           md5('seed-budget-version:' || a.client_id)::uuid, md5('seed-batch:' || a.client_id)::uuid,
           f.month, CASE a.type WHEN 'receipt' THEN -f.value ELSE f.value END,
           row_number() OVER (PARTITION BY a.client_id ORDER BY a.number, f.month)::int, f.created_at
    FROM ${SEED_FIGURES.budgets} f JOIN accounting.account a ON a.id = f.account_id;

    -- The bank: one cash account per client with a balance every month, as a bank statement or the ledger would give
    -- it: the opening cash the seed chose (else three months of the first month's payments), then each month's
    -- receipts as debits and payments as credits. A client with a ledger (seedLedger.ts) has it as its 1.1.1, under
    -- 1.1 Ativo circulante.
    INSERT INTO accounting.client_account (id, client_id, code, name, nature, is_cash, parent_id, level, aggregation_code, created_at, updated_at)
    SELECT md5('seed-cash-account:' || c.client_id)::uuid, c.client_id, '1.1.1', 'Caixa e equivalentes de caixa', 'asset', true,
           p.id, CASE WHEN p.id IS NOT NULL THEN 3 END, CASE WHEN p.id IS NOT NULL THEN '1.1.1' END, c.created_at, c.created_at
    FROM seed_client c LEFT JOIN accounting.client_account p ON p.client_id = c.client_id AND p.code = '1.1';

    -- The figures are summed per client and month first, then set on every month of the client's range (a month with
    -- no figure moves nothing). The opening is joined, not a subquery: the planner inlined start into running and ran
    -- such a subquery for each client's every month, each scanning all of flow: 230 of the 339 s the books took on the
    -- large seed.
    INSERT INTO accounting.balance (id, client_account_id, batch_id, month, opening, debits, credits, closing, as_of, source_line, created_at)
    WITH flow AS (
      SELECT c.client_id, m.month::date AS month, coalesce(s.debits, 0) AS debits, coalesce(s.credits, 0) AS credits
      FROM seed_client c
      CROSS JOIN LATERAL generate_series(c.first_month, c.last_month, interval '1 month') AS m(month)
      LEFT JOIN (
        SELECT a.client_id, f.month,
               sum(f.value) FILTER (WHERE a.type = 'receipt') AS debits,
               sum(f.value) FILTER (WHERE a.type = 'payment') AS credits
        FROM ${SEED_FIGURES.entries} f JOIN accounting.account a ON a.id = f.account_id
        GROUP BY a.client_id, f.month
      ) s ON s.client_id = c.client_id AND s.month = m.month
    ), start AS (
      SELECT c.client_id, coalesce(o.amount, 3 * f.credits) AS amount
      FROM seed_client c
      LEFT JOIN ${SEED_FIGURES.openingCash} o ON o.client_id = c.client_id
      LEFT JOIN flow f ON f.client_id = c.client_id AND f.month = c.first_month
    ), running AS (
      SELECT f.*, s.amount + sum(f.debits - f.credits) OVER (PARTITION BY f.client_id ORDER BY f.month) AS closing, c.created_at
      FROM flow f JOIN start s ON s.client_id = f.client_id JOIN seed_client c ON c.client_id = f.client_id
    )
    SELECT md5('seed-cash-balance:' || client_id || ':' || month)::uuid, md5('seed-cash-account:' || client_id)::uuid,
           md5('seed-batch:' || client_id)::uuid, month, closing - debits + credits, debits, credits, closing,
           (month + interval '1 month' - interval '1 day')::date,
           row_number() OVER (PARTITION BY client_id ORDER BY month)::int, created_at
    FROM running;`);
  const { rows } = await db.query<{ clients: number }>(`
    SELECT count(*)::int AS clients, accounting.refresh_monthly_figures(array_agg(client_id)) FROM seed_client`);
  return rows[0]?.clients ?? 0;
}
