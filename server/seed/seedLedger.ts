/**
 * A real ledger behind the demo clients' figures, so the accounting analysis (trial balance, balance sheet, income
 * statement, and the comparison with the statements an ECD publishes) has books to read: a double-entry chart of
 * accounts with ECD natures, monthly balances (as ECD I155 gives them) and December's closing entries, all worked out
 * from the same monthly figures the cash flow reads, and the J100/J150 the company would have published for its last
 * full year, equal to them.
 *
 * Each figure is one entry: the seed's bank account (1.1.1, written by seedBooks) takes a receipt as a debit and a
 * payment as a credit, and the figure's counterpart in the chart (LEDGER's categories) the other side: revenue is
 * credited, expenses debited, investments hit Imobilizado, loans Empréstimos, capital injections Capital social and
 * dividends Lucros acumulados. The opening balance sheet is the bank's opening cash, matched by Capital social, and a
 * loan that financed the fixed assets, as large as the loan's repayments and the assets' disposals ever need so
 * neither turns to the wrong side. In December the closing entries carry each result account's year into 2.3.2, so
 * every year starts with the result accounts at zero.
 *
 * Behind each balance, its entries: per account and month, one entry for the month's debits and one for its credits
 * besides the closing entry's (a monthly total each, with the history a controller would write), so the trial
 * balance's movements list what they are made of: the month's entries and the closing entries add up to the
 * balance's debits less credits. Not on the bank: its balances are the cash flow's, whose entries are the
 * spreadsheet's. The ledger (balances, entries, published statements) comes in its own applied batch of source `ecd`,
 * as the company's SPED ECD would: the cash flow reads an ECD's lines only for the cash they were given
 * (accounting.allocate_entry_cash), and these were given none, so the entries behind the result accounts are not
 * cash-flow activity a second time beside the spreadsheet's.
 *
 * The ledger's accounts are mapped onto the categories they take, so the cash-flow statement's reconciliation from net
 * income (the indirect method) classifies them as the cash flow does and ties to its direct method.
 *
 * Two steps around seedBooks: the chart first (seedBooks places its bank account under 1.1), then the books. Every id
 * and time derives from the client's, so the same seed gives the same rows.
 */
import type { Queryable } from '../db/driver.ts';
import { SEED_FIGURES } from './seedBooks.ts';

type Nature = 'asset' | 'liability' | 'equity' | 'result';

interface LedgerAccount {
  code: string;
  name: string;
  nature: Nature;
  analytic: boolean;
  /** The seed's categories (accountingData.ts CHART numbers) whose figures are this account's side of their entry. */
  categories?: readonly string[];
  /** The history of the month's entries on the account: its debits (the bank paid), its credits (the bank received). */
  history?: { debit: string; credit: string };
}

/** The codes the entries name. The bank account is seedBooks'. */
const CASH = '1.1.1';
const FIXED_ASSETS = '1.2.1';
const LOANS = '2.2.1';
const CAPITAL = '2.3.1';
const RETAINED_EARNINGS = '2.3.2';

/** The chart in the order the statements show it; the balance sheet is 1 and 2, the income statement 3. */
const LEDGER: readonly LedgerAccount[] = [
  { code: '1', name: 'Ativo', nature: 'asset', analytic: false },
  { code: '1.1', name: 'Ativo circulante', nature: 'asset', analytic: false },
  { code: CASH, name: 'Caixa e equivalentes de caixa', nature: 'asset', analytic: true },
  { code: '1.1.2', name: 'Clientes', nature: 'asset', analytic: true },
  { code: '1.2', name: 'Ativo não circulante', nature: 'asset', analytic: false },
  { code: FIXED_ASSETS, name: 'Imobilizado', nature: 'asset', analytic: true, categories: ['3.01', '3.02', '4.01', '4.02', '4.03'],
    history: { debit: 'Aquisições e aplicações do mês', credit: 'Vendas de ativos e resgates do mês' } },
  { code: '2', name: 'Passivo e patrimônio líquido', nature: 'liability', analytic: false },
  { code: '2.1', name: 'Passivo circulante', nature: 'liability', analytic: false },
  { code: '2.1.1', name: 'Fornecedores', nature: 'liability', analytic: true },
  { code: '2.2', name: 'Passivo não circulante', nature: 'liability', analytic: false },
  { code: LOANS, name: 'Empréstimos e financiamentos', nature: 'liability', analytic: true, categories: ['5.02', '6.01'],
    history: { debit: 'Amortizações de empréstimos do mês', credit: 'Empréstimos captados no mês' } },
  { code: '2.3', name: 'Patrimônio líquido', nature: 'equity', analytic: false },
  { code: CAPITAL, name: 'Capital social', nature: 'equity', analytic: true, categories: ['5.01'],
    history: { debit: 'Redução de capital do mês', credit: 'Aportes de capital do mês' } },
  { code: RETAINED_EARNINGS, name: 'Lucros ou prejuízos acumulados', nature: 'equity', analytic: true, categories: ['6.03'],
    history: { debit: 'Lucros distribuídos no mês', credit: 'Lucros recebidos no mês' } },
  { code: '3', name: 'Resultado do exercício', nature: 'result', analytic: false },
  { code: '3.1', name: 'Receitas', nature: 'result', analytic: false },
  { code: '3.1.1', name: 'Receita de vendas de produtos', nature: 'result', analytic: true, categories: ['1.01'] },
  { code: '3.1.2', name: 'Receita de prestação de serviços', nature: 'result', analytic: true, categories: ['1.02'] },
  { code: '3.1.3', name: 'Outras receitas operacionais', nature: 'result', analytic: true, categories: ['1.03'] },
  { code: '3.2', name: 'Custos e despesas', nature: 'result', analytic: false },
  { code: '3.2.1', name: 'Custo das mercadorias e serviços', nature: 'result', analytic: true, categories: ['2.01'] },
  { code: '3.2.2', name: 'Despesas com pessoal', nature: 'result', analytic: true, categories: ['2.02'] },
  { code: '3.2.3', name: 'Impostos sobre vendas', nature: 'result', analytic: true, categories: ['2.03'] },
  { code: '3.2.4', name: 'Despesas gerais e administrativas', nature: 'result', analytic: true, categories: ['2.04', '2.05', '2.06', '2.07'] },
  { code: '3.2.5', name: 'IRPJ e CSLL', nature: 'result', analytic: true, categories: ['2.08'] },
  { code: '3.3', name: 'Resultado financeiro', nature: 'result', analytic: false },
  { code: '3.3.1', name: 'Juros e encargos financeiros', nature: 'result', analytic: true, categories: ['6.02'] },
];

const parentOf = (code: string): string | null => (code.includes('.') ? code.slice(0, code.lastIndexOf('.')) : null);

/** The chart as the SQL reads it: a row per account, with its place, parent, level and statement. */
const chartJson = (): string => JSON.stringify(LEDGER.map((account, index) => ({
  code: account.code, name: account.name, nature: account.nature, analytic: account.analytic, parent: parentOf(account.code),
  level: account.code.split('.').length, position: index + 1, statement: account.nature === 'result' ? 'income_statement' : 'balance_sheet',
  debit_history: account.history?.debit ?? 'Pagamentos do mês', credit_history: account.history?.credit ?? 'Recebimentos do mês',
})));
const categoriesJson = (): string => JSON.stringify(LEDGER.flatMap((account) => (account.categories ?? []).map((category) => ({ category, code: account.code }))));
const ledgerId = (client: string, code: string) => `md5('seed-ledger-account:' || ${client} || ':' || ${code})::uuid`;

/**
 * The chart of every demo client with figures (the benchmark's clients keep their cash-flow books only), before
 * seedBooks writes the bank account into it.
 */
export async function seedLedgerChart(db: Queryable): Promise<void> {
  await db.query(`
    CREATE TEMP TABLE seed_ledger_chart ON COMMIT DROP AS
    SELECT * FROM json_to_recordset($1::json)
      AS t(code text, name text, nature text, analytic boolean, parent text, level int, position int, statement text,
           debit_history text, credit_history text)`, [chartJson()]);
  await db.query(`
    CREATE TEMP TABLE seed_ledger_category ON COMMIT DROP AS
    SELECT * FROM json_to_recordset($1::json) AS t(category text, code text)`, [categoriesJson()]);
  await db.exec(`
    CREATE TEMP TABLE seed_ledger_client ON COMMIT DROP AS
    SELECT a.client_id, min(a.created_at) AS created_at
    FROM ${SEED_FIGURES.entries} f JOIN accounting.account a ON a.id = f.account_id JOIN portfolio.client c ON c.id = a.client_id
    WHERE c.metadata ->> 'source' = 'demo'
    GROUP BY a.client_id;

    INSERT INTO accounting.client_account (id, client_id, code, name, nature, analytic, parent_id, level, aggregation_code, created_at, updated_at)
    SELECT ${ledgerId('c.client_id', 'ch.code')}, c.client_id, ch.code, ch.name, ch.nature, ch.analytic,
           CASE WHEN ch.parent IS NOT NULL THEN ${ledgerId('c.client_id', 'ch.parent')} END, ch.level,
           CASE WHEN ch.analytic THEN ch.code END, c.created_at, c.created_at
    FROM seed_ledger_client c CROSS JOIN seed_ledger_chart ch
    WHERE ch.code <> '${CASH}';

    -- The ledger's De/Para: each account onto the first of the categories whose figures it takes (they share a
    -- section), as the company's controller would map its ECD, so the reconciliation from net income classifies
    -- each account's change by the activity the cash flow gives it. No entry of these accounts feeds the cash flow
    -- (see above), so the figures do not move.
    INSERT INTO accounting.account_mapping (id, client_account_id, account_id, created_at)
    SELECT DISTINCT ON (c.client_id, sc.code) md5('seed-ledger-mapping:' || c.client_id || ':' || sc.code)::uuid,
           ${ledgerId('c.client_id', 'sc.code')}, a.id, c.created_at
    FROM seed_ledger_client c
    JOIN seed_ledger_category sc ON true
    JOIN accounting.account a ON a.client_id = c.client_id AND a.number = sc.category
    ORDER BY c.client_id, sc.code, sc.category;`);
}

/**
 * The ledger's balances, closing entries and published statements, in the books' seed batch, after seedBooks wrote
 * the batch and the bank account's balances.
 */
export async function seedLedger(db: Queryable): Promise<void> {
  await db.exec(`
    -- The months of each client's books: those of its bank account's balances, with the opening cash.
    CREATE TEMP TABLE seed_ledger_month ON COMMIT DROP AS
    SELECT c.client_id, c.created_at, b.month, b.opening AS cash_opening
    FROM seed_ledger_client c JOIN accounting.balance b ON b.client_account_id = md5('seed-cash-account:' || c.client_id)::uuid;

    -- Each figure's counterpart: a payment debits its account, a receipt credits it (the bank has the other side).
    CREATE TEMP TABLE seed_ledger_move ON COMMIT DROP AS
    SELECT m.client_id, m.created_at, ch.code, ch.nature, m.month,
           coalesce(sum(f.value) FILTER (WHERE a.type = 'payment'), 0)::numeric(20, 2) AS debits,
           coalesce(sum(f.value) FILTER (WHERE a.type = 'receipt'), 0)::numeric(20, 2) AS credits
    FROM seed_ledger_month m
    CROSS JOIN seed_ledger_chart ch
    LEFT JOIN (${SEED_FIGURES.entries} f JOIN accounting.account a ON a.id = f.account_id JOIN seed_ledger_category sc ON sc.category = a.number)
      ON a.client_id = m.client_id AND f.month = m.month AND sc.code = ch.code
    WHERE ch.analytic AND ch.code <> '${CASH}'
    GROUP BY m.client_id, m.created_at, ch.code, ch.nature, m.month;

    -- December's closing entries: each result account gives back its year (it starts every year at zero), and
    -- Lucros ou prejuízos acumulados takes the year's result.
    CREATE TEMP TABLE seed_ledger_closing ON COMMIT DROP AS
    SELECT d.client_id, d.code, d.month, -sum(y.debits - y.credits) AS amount
    FROM seed_ledger_move d
    JOIN seed_ledger_move y ON y.client_id = d.client_id AND y.code = d.code
      AND y.month BETWEEN date_trunc('year', d.month)::date AND d.month
    WHERE d.nature = 'result' AND extract(month FROM d.month) = 12
    GROUP BY d.client_id, d.code, d.month;
    INSERT INTO seed_ledger_closing (client_id, code, month, amount)
    SELECT client_id, '${RETAINED_EARNINGS}', month, -sum(amount) FROM seed_ledger_closing GROUP BY client_id, month;
    DELETE FROM seed_ledger_closing WHERE amount = 0;

    -- The month's entries behind each balance, on its last day: its debits and its credits without the closing entry's
    -- (a monthly total each), then in December the closing entries, numbered as the books' lines in that order.
    CREATE TEMP TABLE seed_ledger_line ON COMMIT DROP AS
    SELECT l.*, row_number() OVER (PARTITION BY l.client_id ORDER BY l.month, l.is_closing, l.code, l.side)::int AS line
    FROM (
      SELECT mv.client_id, mv.code, mv.month, false AS is_closing, side.side, side.amount, side.history
      FROM seed_ledger_move mv
      JOIN seed_ledger_chart ch ON ch.code = mv.code
      CROSS JOIN LATERAL (VALUES ('D', mv.debits, ch.debit_history), ('C', -mv.credits, ch.credit_history)) AS side(side, amount, history)
      WHERE side.amount <> 0
      UNION ALL
      SELECT client_id, code, month, true, 'E', amount, 'Encerramento do exercício: apuração do resultado' FROM seed_ledger_closing
    ) l;

    -- The ledger comes in as the company's SPED ECD would: its own applied batch, apart from the cash-flow books.
    INSERT INTO accounting.import_batch (id, client_id, source, status, file_name, file_sha256, period_start, period_end,
      rows_total, rows_processed, rows_written, created_at, finished_at, updated_at)
    SELECT md5('seed-ledger-batch:' || c.client_id)::uuid, c.client_id, 'ecd', 'applied', 'sped-ecd-demo.txt',
           encode(sha256(convert_to('seed-ledger:' || c.client_id, 'UTF8')), 'hex'), m.first_month,
           (m.last_month + interval '1 month' - interval '1 day')::date, l.lines, l.lines, l.lines, c.created_at, c.created_at, c.created_at
    FROM seed_ledger_client c
    JOIN (SELECT client_id, min(month) AS first_month, max(month) AS last_month FROM seed_ledger_month GROUP BY client_id) m USING (client_id)
    JOIN (SELECT client_id, count(*)::int AS lines FROM seed_ledger_line GROUP BY client_id) l USING (client_id);

    INSERT INTO accounting.transaction (id, client_account_id, batch_id, occurred_on, amount, description, source_line, is_closing, is_total, created_at)
    SELECT CASE WHEN l.is_closing THEN md5('seed-ledger-closing:' || l.client_id || ':' || l.code || ':' || l.month)
                ELSE md5('seed-ledger-entry:' || l.client_id || ':' || l.code || ':' || l.month || ':' || l.side) END::uuid,
           ${ledgerId('l.client_id', 'l.code')}, md5('seed-ledger-batch:' || l.client_id)::uuid,
           (l.month + interval '1 month' - interval '1 day')::date, l.amount, l.history, l.line, l.is_closing, NOT l.is_closing, c.created_at
    FROM seed_ledger_line l JOIN seed_ledger_client c ON c.client_id = l.client_id;

    -- The opening balance sheet: the opening cash is Capital social's, and a loan financed the fixed assets, as much
    -- as the loan's repayments and the assets' disposals ever need (in thousands) for each to keep its side.
    CREATE TEMP TABLE seed_ledger_opening ON COMMIT DROP AS
    WITH running AS (
      SELECT client_id, code, sum(debits - credits) OVER (PARTITION BY client_id, code ORDER BY month) AS balance
      FROM seed_ledger_move WHERE code IN ('${FIXED_ASSETS}', '${LOANS}')
    ), loan AS (
      SELECT client_id, ceil(greatest(0, max(CASE code WHEN '${LOANS}' THEN balance ELSE -balance END)) / 1000) * 1000 AS amount
      FROM running GROUP BY client_id
    )
    SELECT l.client_id, x.code, x.opening
    FROM loan l
    JOIN LATERAL (SELECT cash_opening FROM seed_ledger_month m WHERE m.client_id = l.client_id ORDER BY month LIMIT 1) cash ON true
    CROSS JOIN LATERAL (VALUES ('${CAPITAL}', -cash.cash_opening), ('${LOANS}', -l.amount), ('${FIXED_ASSETS}', l.amount)) AS x(code, opening);

    -- Temporary tables have no statistics until told: without them the joins below plan as nested loops.
    ANALYZE seed_ledger_move;
    ANALYZE seed_ledger_closing;
    ANALYZE seed_ledger_opening;

    INSERT INTO accounting.balance (id, client_account_id, batch_id, month, opening, debits, credits, closing, source_line, created_at)
    WITH moved AS (
      SELECT mv.client_id, mv.created_at, mv.code, mv.month,
             mv.debits + greatest(coalesce(cl.amount, 0), 0) AS debits, mv.credits + greatest(-coalesce(cl.amount, 0), 0) AS credits
      FROM seed_ledger_move mv LEFT JOIN seed_ledger_closing cl USING (client_id, code, month)
    ), running AS (
      SELECT m.*, coalesce(o.opening, 0) + sum(m.debits - m.credits) OVER (PARTITION BY m.client_id, m.code ORDER BY m.month) AS closing
      FROM moved m LEFT JOIN seed_ledger_opening o USING (client_id, code)
    )
    SELECT md5('seed-ledger-balance:' || client_id || ':' || code || ':' || month)::uuid, ${ledgerId('client_id', 'code')},
           md5('seed-ledger-batch:' || client_id)::uuid, month, closing - debits + credits, debits, credits, closing,
           row_number() OVER (PARTITION BY client_id ORDER BY code, month)::int, created_at
    FROM running;

    -- What the company published for its last full year (J100 and J150), read from the trial balance: a balance-sheet
    -- line at the year's start and end, an income-statement line for the year before the closing entries (and the
    -- year before, when the books have it). Each line adds up the accounts whose aggregation code is its own or below.
    INSERT INTO accounting.published_statement_line (id, batch_id, client_id, statement, period_start, period_end, position, code,
      parent_code, level, line_kind, grp, description, opening, closing, source_line, created_at)
    WITH published AS (
      SELECT d.client_id, max(d.month) AS december
      FROM seed_ledger_month d
      JOIN seed_ledger_month j ON j.client_id = d.client_id AND j.month = (d.month - interval '11 months')::date
      WHERE extract(month FROM d.month) = 12
      GROUP BY d.client_id
    ), trial_balance AS (
      SELECT p.client_id, ca.aggregation_code, am.month, am.opening, am.closing, am.closing_entries
      FROM published p
      JOIN accounting.account_month am ON am.client_id = p.client_id
        AND am.month IN ((p.december - interval '1 year')::date, (p.december - interval '11 months')::date, p.december)
      JOIN accounting.client_account ca ON ca.id = am.client_account_id AND ca.aggregation_code IS NOT NULL
    ), line AS (
      SELECT p.client_id, p.december, ch.code, ch.name, ch.analytic, ch.parent, ch.level, ch.position, ch.statement,
             sum(tb.opening) FILTER (WHERE tb.month = (p.december - interval '11 months')::date) AS year_opening,
             sum(tb.closing) FILTER (WHERE tb.month = p.december) AS year_closing,
             sum(tb.closing - tb.closing_entries) FILTER (WHERE tb.month = p.december) AS year_result,
             sum(tb.closing - tb.closing_entries) FILTER (WHERE tb.month = (p.december - interval '1 year')::date) AS previous_result
      FROM published p
      CROSS JOIN seed_ledger_chart ch
      LEFT JOIN trial_balance tb ON tb.client_id = p.client_id AND (tb.aggregation_code = ch.code OR tb.aggregation_code LIKE ch.code || '.%')
      GROUP BY p.client_id, p.december, ch.code, ch.name, ch.analytic, ch.parent, ch.level, ch.position, ch.statement
    ), numbered AS (
      SELECT l.*, row_number() OVER (PARTITION BY l.client_id, l.statement ORDER BY l.position) AS place,
             row_number() OVER (PARTITION BY l.client_id ORDER BY l.statement, l.position) AS file_line
      FROM line l
    )
    SELECT md5('seed-published-line:' || n.client_id || ':' || n.december || ':' || n.code)::uuid, md5('seed-ledger-batch:' || n.client_id)::uuid,
           n.client_id, n.statement, (n.december - interval '11 months')::date, (n.december + interval '1 month' - interval '1 day')::date,
           n.place, n.code, n.parent, n.level, CASE WHEN n.analytic THEN 'D' ELSE 'T' END,
           CASE
             WHEN n.statement = 'balance_sheet' THEN CASE WHEN n.code LIKE '1%' THEN 'A' ELSE 'P' END
             WHEN n.code = '3' THEN CASE WHEN n.year_result <= 0 THEN 'R' ELSE 'D' END
             WHEN n.code LIKE '3.1%' THEN 'R' ELSE 'D'
           END,
           n.name,
           CASE n.statement WHEN 'balance_sheet' THEN coalesce(n.year_opening, 0) ELSE n.previous_result END,
           coalesce(CASE n.statement WHEN 'balance_sheet' THEN n.year_closing ELSE n.year_result END, 0),
           n.file_line::int, c.created_at
    FROM numbered n JOIN seed_ledger_client c ON c.client_id = n.client_id;`);
}
