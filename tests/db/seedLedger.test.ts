/**
 * The demo seed's ledger (server/seed/seedLedger.ts) as the accounting analysis reads it, through the trial balance
 * (accounting.account_month) and the published statements (accounting.published_statement_line): double entry holds
 * every month, the bank's balances are the books' cash flow, each December closes the result into equity, the
 * entries behind the balance-sheet accounts add up to their movements (and leave the financial analysis as it was),
 * the reconciliation from net income ties to the direct method, the J100 and J150 equal the books, rows of a batch that is not applied count nowhere, and an investor of another
 * organization reads none of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashFlowSection } from '../../common/finance/cashFlow.ts';
import { indirectCashFlow } from '../../common/finance/indirectCashFlow.ts';
import type { AccountNature } from '../../common/finance/ledgerTree.ts';
import { accountMonthOf } from '../../common/finance/ledgerRows.ts';
import { toFixed2 } from '../../common/finance/money.ts';
import { createEngine, type Engine } from '../../server/engine/createEngine.ts';
import { loadMetadata } from '../../server/engine/metadata/loadMetadata.ts';
import { DEMO_LOGIN, seedDatabase } from '../../server/seed/seed.ts';
import { session } from '../helpers/engineFixture.ts';
import { testTargets, type TestDatabase } from '../helpers/testDb.ts';

/** A row of the trial balance with its account (a type, not an interface: the driver's rows are records). */
type TrialBalanceRow = {
  code: string; nature: string; aggregation_code: string | null; month: string;
  opening: string; debits: string; credits: string; closing: string; closing_entries: string;
};

const cents = (amount: string | null): bigint => BigInt((amount ?? '0').replace('.', ''));
const sum = (values: bigint[]): bigint => values.reduce((total, value) => total + value, 0n);
const money = (value: bigint): string => {
  const magnitude = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
};

describe.each(testTargets())('the demo ledger on $name', (target) => {
  let t: TestDatabase;
  let engine: Engine;
  /** Cerrado Agrotech (of Aurora Capital), and its trial balance. */
  let client: string;
  let rows: TrialBalanceRow[];
  const trialBalance = async (clientId: string): Promise<TrialBalanceRow[]> => (await t.db.query<TrialBalanceRow>(`
    SELECT ca.code, ca.nature, ca.aggregation_code, to_char(am.month, 'YYYY-MM') AS month, am.opening, am.debits, am.credits,
           am.closing, am.closing_entries
    FROM accounting.account_month am JOIN accounting.client_account ca ON ca.id = am.client_account_id
    WHERE am.client_id = $1 ORDER BY am.month, ca.code`, [clientId])).rows;
  const run = async (query: string, user: string, variables: Record<string, unknown>): Promise<unknown> =>
    JSON.parse(await engine.execute({ query, variables }, session('investor', { 'x-hasura-user-id': user }))) as unknown;

  beforeAll(async () => {
    t = await target.create({ migrate: true });
    await seedDatabase(t.db);
    engine = await createEngine({ db: t.db, metadata: loadMetadata(), stringifyNumeric: true, onUnexpectedError: (error) => { throw error; } });
    client = (await t.db.query<{ id: string }>(`SELECT id FROM portfolio.client WHERE name = 'Cerrado Agrotech Ltda'`)).rows[0].id;
    rows = await trialBalance(client);
  });
  afterAll(async () => {
    engine.close();
    await t.drop();
  });

  it('balances every month: the accounts add up to zero, debits equal credits, assets equal liabilities, equity and result', () => {
    const months = [...new Set(rows.map((row) => row.month))];
    expect(months).toHaveLength(36);
    for (const month of months) {
      const accounts = rows.filter((row) => row.month === month);
      expect(accounts.map((row) => row.code), month).toEqual([
        '1.1.1', '1.1.2', '1.2.1', '2.1.1', '2.2.1', '2.3.1', '2.3.2',
        '3.1.1', '3.1.2', '3.1.3', '3.2.1', '3.2.2', '3.2.3', '3.2.4', '3.2.5', '3.3.1',
      ]);
      const closing = (natures: string[]) => sum(accounts.filter((row) => natures.includes(row.nature)).map((row) => cents(row.closing)));
      expect({
        month, total: money(closing(['asset', 'liability', 'equity', 'result'])),
        debits: money(sum(accounts.map((row) => cents(row.debits)))),
        assets: money(closing(['asset'])),
      }).toEqual({
        month, total: '0.00',
        debits: money(sum(accounts.map((row) => cents(row.credits)))),
        assets: money(-closing(['liability', 'equity', 'result'])),
      });
      expect(cents(accounts[0].debits), month).toBeGreaterThan(0n);
    }
  });

  it("keeps the bank's balances: each month's closing is its opening plus the month's receipts less its payments", async () => {
    const { rows: bank } = await t.db.query<{ month: string; opening: string; debits: string; credits: string; closing: string; receipts: string; payments: string }>(`
      SELECT to_char(b.month, 'YYYY-MM') AS month, b.opening, b.debits, b.credits, b.closing,
             coalesce((SELECT sum(e.value) FROM accounting.entry e JOIN accounting.account a ON a.id = e.account_id
                       WHERE a.client_id = ca.client_id AND a.type = 'receipt' AND e.month = b.month), 0)::numeric(20, 2) AS receipts,
             coalesce((SELECT sum(e.value) FROM accounting.entry e JOIN accounting.account a ON a.id = e.account_id
                       WHERE a.client_id = ca.client_id AND a.type = 'payment' AND e.month = b.month), 0)::numeric(20, 2) AS payments
      FROM accounting.client_account ca JOIN accounting.balance b ON b.client_account_id = ca.id
      WHERE ca.client_id = $1 AND ca.is_cash ORDER BY b.month`, [client]);
    expect(bank).toHaveLength(36);
    bank.forEach((month, index) => {
      expect({ debits: month.debits, credits: month.credits }, month.month).toEqual({ debits: month.receipts, credits: month.payments });
      expect(money(cents(month.opening) + cents(month.debits) - cents(month.credits)), month.month).toBe(month.closing);
      if (index > 0) expect(month.opening, month.month).toBe(bank[index - 1].closing);
    });
    // One bank account, placed in the chart as 1.1.1 under Ativo circulante.
    const { rows: cash } = await t.db.query(`
      SELECT ca.code, ca.level, ca.aggregation_code, p.code AS parent FROM accounting.client_account ca
      LEFT JOIN accounting.client_account p ON p.id = ca.parent_id WHERE ca.client_id = $1 AND (ca.is_cash OR ca.code = '1.1.1')`, [client]);
    expect(cash).toEqual([{ code: '1.1.1', level: 3, aggregation_code: '1.1.1', parent: '1.1' }]);
  });

  it('closes the result accounts into Lucros ou prejuízos acumulados every December, so each year starts at zero', () => {
    const result = rows.filter((row) => row.nature === 'result');
    const closed = rows.filter((row) => row.closing_entries !== '0.00');
    expect([...new Set(closed.map((row) => row.month))]).toEqual(['2023-12', '2024-12', '2025-12']);
    for (const december of ['2023-12', '2024-12', '2025-12']) {
      expect(result.filter((row) => row.month === december).map((row) => row.closing)).toEqual(Array(9).fill('0.00'));
      const entries = closed.filter((row) => row.month === december);
      expect(money(sum(entries.map((row) => cents(row.closing_entries)))), december).toBe('0.00');
      // The year's result is what the closing entries carry into 2.3.2.
      const retained = entries.find((row) => row.code === '2.3.2');
      const yearResult = sum(result.filter((row) => row.month === december).map((row) => cents(row.closing) - cents(row.closing_entries)));
      expect(retained && cents(retained.closing_entries), december).toBe(yearResult);
    }
    for (const january of ['2024-01', '2025-01', '2026-01']) {
      expect(result.filter((row) => row.month === january).map((row) => row.opening)).toEqual(Array(9).fill('0.00'));
    }
  });

  it("lists the entries behind every ledger account's month: they and the closing entries add up to its debits less credits", async () => {
    const { rows: entries } = await t.db.query<{ code: string; month: string; entries: string; closing: string; count: number; lines: number[]; histories: string[]; totals: boolean[] }>(`
      SELECT ca.code, to_char(date_trunc('month', tr.occurred_on), 'YYYY-MM') AS month,
             coalesce(sum(tr.amount) FILTER (WHERE NOT tr.is_closing), 0)::numeric(20, 2) AS entries,
             coalesce(sum(tr.amount) FILTER (WHERE tr.is_closing), 0)::numeric(20, 2) AS closing,
             count(*) FILTER (WHERE NOT tr.is_closing)::int AS count,
             array_agg(tr.source_line ORDER BY tr.source_line) AS lines,
             array_agg(DISTINCT tr.description) FILTER (WHERE NOT tr.is_closing) AS histories,
             array_agg(DISTINCT tr.is_total) FILTER (WHERE NOT tr.is_closing) AS totals
      FROM accounting.transaction tr JOIN accounting.client_account ca ON ca.id = tr.client_account_id
      WHERE ca.client_id = $1 AND ca.nature <> 'cash_flow' AND tr.batch_id = md5('seed-ledger-batch:' || $1)::uuid
      GROUP BY ca.code, date_trunc('month', tr.occurred_on)`, [client]);
    const behind = new Map(entries.map((row) => [`${row.code} ${row.month}`, row]));
    const ledger = rows.filter((row) => row.code !== '1.1.1');
    expect(ledger).toHaveLength(15 * 36);
    for (const row of ledger) {
      const found = behind.get(`${row.code} ${row.month}`);
      expect({ account: `${row.code} ${row.month}`, movement: money(cents(found?.entries ?? null) + cents(found?.closing ?? null)), closing: found?.closing ?? '0.00' })
        .toEqual({ account: `${row.code} ${row.month}`, movement: money(cents(row.debits) - cents(row.credits)), closing: row.closing_entries });
      // At most a debit and a credit a month, each a monthly total with a history.
      expect(found?.count ?? 0).toBeLessThanOrEqual(2);
      for (const history of found?.histories ?? []) expect(history).toMatch(/ (do|no) mês$/);
      expect(found?.totals ?? [true]).toEqual([true]);
    }
    // Imobilizado and the loans move most months; Clientes and Fornecedores not at all (no figure names them).
    expect(entries.filter((row) => row.code === '1.2.1' && row.count > 0).length).toBeGreaterThan(30);
    expect(entries.filter((row) => row.code === '2.2.1' && row.count > 0).length).toBeGreaterThan(30);
    expect(entries.filter((row) => ['1.1.1', '1.1.2', '2.1.1'].includes(row.code))).toEqual([]);
    // The result accounts have their month's entries too (revenue every month), in the ledger's own ECD batch, which
    // the cash flow reads only for the cash it was given: none (see 'leaves the financial analysis as it was').
    expect(entries.filter((row) => row.code === '3.1.1' && row.count > 0).length).toBe(36);
    // The books' lines: each once, in date order, the closing entries last in their December.
    const lines = entries.flatMap((row) => row.lines).sort((a, b) => a - b);
    expect(lines).toEqual(lines.map((_, index) => index + 1));
    const { rows: order } = await t.db.query<{ disordered: number }>(`
      SELECT count(*)::int AS disordered FROM (
        SELECT occurred_on, is_closing, lag(occurred_on) OVER (ORDER BY source_line) AS before, lag(is_closing) OVER (ORDER BY source_line) AS before_closing
        FROM accounting.transaction tr JOIN accounting.client_account ca ON ca.id = tr.client_account_id
        WHERE ca.client_id = $1 AND ca.nature <> 'cash_flow') l
      WHERE occurred_on < before OR (occurred_on = before AND before_closing AND NOT is_closing)`, [client]);
    expect(order).toEqual([{ disordered: 0 }]);
  });

  it('leaves the financial analysis as it was: the monthly figures, their composition, what is not classified, the cash', async () => {
    // Captured on the seed before the ledger had entries (every demo client, the default seed and anchor), then again
    // when the demo's stories took out Cerrado Agrotech's last round (server/seed/demoStories.ts): one financing entry
    // less, and that much less cash in every month after it.
    const { rows: [figures] } = await t.db.query(`
      SELECT (SELECT count(*)::int FROM accounting.entry) AS entries, (SELECT sum(value)::text FROM accounting.entry) AS entry_total,
             (SELECT count(*)::int FROM accounting.category_composition) AS composition,
             (SELECT sum(cash_effect)::text FROM accounting.category_composition) AS composition_total,
             (SELECT count(*)::int FROM accounting.unmapped_activity) AS unmapped,
             (SELECT count(*)::int FROM accounting.cash_position) AS cash, (SELECT sum(closing)::text FROM accounting.cash_position) AS cash_total,
             (SELECT count(*)::int FROM accounting.classified_transaction c JOIN accounting.client_account ca ON ca.id = c.client_account_id
              WHERE ca.nature <> 'cash_flow') AS ledger_activity`);
    expect(figures).toEqual({
      entries: 5897, entry_total: '1940896925.57', composition: 5897, composition_total: '212933405.07', unmapped: 0,
      cash: 396, cash_total: '5878797262.22', ledger_activity: 0,
    });
  });

  it('reconciles each year\'s net income to the operating cash of the direct method, for every demo client', async () => {
    const { rows: accountRows } = await t.db.query<{ id: string; client_id: string; code: string; name: string; nature: AccountNature; analytic: boolean; is_cash: boolean; sections: { validFrom: string; section: CashFlowSection }[] }>(`
      SELECT ca.id, ca.client_id, ca.code, ca.name, ca.nature, ca.analytic, ca.is_cash,
             coalesce(json_agg(json_build_object('validFrom', to_char(m.valid_from, 'YYYY-MM-DD'), 'section', a.section)) FILTER (WHERE m.id IS NOT NULL), '[]') AS sections
      FROM accounting.client_account ca
      LEFT JOIN accounting.account_mapping m ON m.client_account_id = ca.id LEFT JOIN accounting.account a ON a.id = m.account_id
      WHERE ca.client_id IN (SELECT client_id FROM accounting.client_account WHERE code = '2.3.2') AND ca.nature <> 'cash_flow'
      GROUP BY ca.id`);
    const { rows: balanceRows } = await t.db.query<{ client_id: string; client_account_id: string; month: string; opening: string; debits: string; credits: string; closing: string; closing_entries: string }>(`
      SELECT client_id, client_account_id, to_char(month, 'YYYY-MM-DD') AS month, opening, debits, credits, closing, closing_entries
      FROM accounting.account_month`);
    const { rows: direct } = await t.db.query<{ client_id: string; year: string; months: string[]; operating: string }>(`
      SELECT a.client_id, to_char(e.month, 'YYYY') AS year, array_agg(DISTINCT to_char(e.month, 'YYYY-MM-DD')) AS months,
             sum(CASE a.type WHEN 'receipt' THEN e.value ELSE -e.value END) FILTER (WHERE a.section = 'operations')::text AS operating
      FROM accounting.entry e JOIN accounting.account a ON a.id = e.account_id
      WHERE a.client_id IN (SELECT client_id FROM accounting.client_account WHERE code = '2.3.2')
      GROUP BY a.client_id, to_char(e.month, 'YYYY')`);
    expect(direct.length).toBeGreaterThanOrEqual(30);
    for (const year of direct) {
      const accounts = accountRows.filter((row) => row.client_id === year.client_id).map((row) => ({
        id: row.id, code: row.code, name: row.name, nature: row.nature, analytic: row.analytic, isCash: row.is_cash, sections: row.sections,
      }));
      const balances = balanceRows.filter((row) => row.client_id === year.client_id).flatMap(accountMonthOf);
      const flow = indirectCashFlow({ accounts, balances, periods: [year.months] });
      expect({ client: year.client_id, year: year.year, operating: flow.operating[0] }).toEqual({ client: year.client_id, year: year.year, operating: toFixed2(year.operating) });
    }
  });

  it("publishes J100 and J150 for 2025 equal to the books, for every demo client's ledger", async () => {
    const { rows: clients } = await t.db.query<{ client_id: string }>(`
      SELECT DISTINCT client_id FROM accounting.client_account WHERE code = '2.3.2' ORDER BY client_id`);
    expect(clients.length).toBeGreaterThanOrEqual(10);
    for (const { client_id: clientId } of clients) {
      const books = clientId === client ? rows : await trialBalance(clientId);
      const { rows: lines } = await t.db.query<{ statement: string; period: string; code: string; line_kind: string; grp: string; opening: string | null; closing: string }>(`
        SELECT statement, period_start || '/' || period_end AS period, code, line_kind, grp, opening, closing
        FROM accounting.published_statement_line WHERE client_id = $1 ORDER BY statement, position`, [clientId]);
      expect(lines.map((line) => `${line.statement === 'balance_sheet' ? 'J100' : 'J150'} ${line.code} ${line.line_kind}`)).toEqual([
        ...['1 T', '1.1 T', '1.1.1 D', '1.1.2 D', '1.2 T', '1.2.1 D', '2 T', '2.1 T', '2.1.1 D', '2.2 T', '2.2.1 D', '2.3 T', '2.3.1 D', '2.3.2 D']
          .map((line) => `J100 ${line}`),
        ...['3 T', '3.1 T', '3.1.1 D', '3.1.2 D', '3.1.3 D', '3.2 T', '3.2.1 D', '3.2.2 D', '3.2.3 D', '3.2.4 D', '3.2.5 D', '3.3 T', '3.3.1 D']
          .map((line) => `J150 ${line}`),
      ]);
      const under = (code: string, month: string) =>
        books.filter((row) => row.month === month && (row.aggregation_code === code || row.aggregation_code?.startsWith(`${code}.`)));
      for (const line of lines) {
        expect(line.period).toBe('2025-01-01/2025-12-31');
        const expected = line.statement === 'balance_sheet'
          ? { opening: money(sum(under(line.code, '2025-01').map((row) => cents(row.opening)))), closing: money(sum(under(line.code, '2025-12').map((row) => cents(row.closing)))) }
          : {
            opening: money(sum(under(line.code, '2024-12').map((row) => cents(row.closing) - cents(row.closing_entries)))),
            closing: money(sum(under(line.code, '2025-12').map((row) => cents(row.closing) - cents(row.closing_entries)))),
          };
        expect({ code: line.code, opening: line.opening, closing: line.closing }).toEqual({ code: line.code, ...expected });
      }
      const line = (statement: string, code: string) => lines.find((l) => l.statement === statement && l.code === code);
      // Assets equal liabilities and equity at both ends of the year, and the year's result is the J150's.
      expect(cents(line('balance_sheet', '1')?.closing ?? null) + cents(line('balance_sheet', '2')?.closing ?? null)).toBe(0n);
      expect(cents(line('balance_sheet', '1')?.opening ?? null) + cents(line('balance_sheet', '2')?.opening ?? null)).toBe(0n);
      expect(line('balance_sheet', '1')?.closing).not.toBe('0.00');
      const result = line('income_statement', '3');
      expect(result?.grp).toBe(cents(result?.closing ?? null) <= 0n ? 'R' : 'D');
    }
  });

  it('counts the rows of a batch nowhere until it is applied, and drops them when it fails', async () => {
    const { rows: [ids] } = await t.db.query<{ revenue: string; batch: string }>(`
      SELECT (SELECT id FROM accounting.client_account WHERE client_id = $1 AND code = '3.1.1') AS revenue,
             md5('running-ecd:' || $1)::uuid AS batch`, [client]);
    const december = () => trialBalance(client).then((all) => all.filter((row) => row.month === '2025-12'));
    const before = await december();
    await t.db.query(`
      INSERT INTO accounting.import_batch (id, client_id, source, status, file_sha256)
      VALUES ($2, $1, 'ecd', 'running', repeat('a', 64))`, [client, ids.batch]);
    await t.db.query(`
      INSERT INTO accounting.balance (client_account_id, batch_id, month, opening, debits, credits, closing, source_line)
      VALUES ($1, $2, '2025-12-01', 0, 500, 0, 500, 1)`, [ids.revenue, ids.batch]);
    await t.db.query(`
      INSERT INTO accounting.transaction (client_account_id, batch_id, occurred_on, amount, source_line, is_closing)
      VALUES ($1, $2, '2025-12-31', 500, 2, true)`, [ids.revenue, ids.batch]);
    await t.db.query(`
      INSERT INTO accounting.published_statement_line (batch_id, client_id, statement, period_start, period_end, position, code, level,
        line_kind, grp, description, closing, source_line)
      VALUES ($2, $1, 'income_statement', '2025-01-01', '2025-12-31', 1, '3', 1, 'T', 'R', 'Resultado', -1, 3)`, [client, ids.batch]);
    expect(await december()).toEqual(before);
    const demo = await demoInvestor();
    const published = `query ($client: uuid!) { accounting_published_statement_line_aggregate(where: { client_id: { _eq: $client } }) { aggregate { count } } }`;
    expect(await run(published, demo, { client })).toEqual({ data: { accounting_published_statement_line_aggregate: { aggregate: { count: 27 } } } });

    await t.db.query(`UPDATE accounting.import_batch SET status = 'failed' WHERE id = $1`, [ids.batch]);
    expect(await december()).toEqual(before);
    const { rows: [left] } = await t.db.query(`
      SELECT (SELECT count(*)::int FROM accounting.balance WHERE batch_id = $1) AS balances,
             (SELECT count(*)::int FROM accounting.transaction WHERE batch_id = $1) AS transactions,
             (SELECT count(*)::int FROM accounting.published_statement_line WHERE batch_id = $1) AS lines`, [ids.batch]);
    expect(left).toEqual({ balances: 0, transactions: 0, lines: 0 });
  });

  it('lets an investor of another organization read none of it', async () => {
    const query = `query ($client: uuid!) {
      accounting_account_month_aggregate(where: { client_id: { _eq: $client } }) { aggregate { count } }
      accounting_published_statement_line_aggregate(where: { client_id: { _eq: $client } }) { aggregate { count } }
    }`;
    const counts = (months: number, lines: number) => ({ data: {
      accounting_account_month_aggregate: { aggregate: { count: months } },
      accounting_published_statement_line_aggregate: { aggregate: { count: lines } },
    } });
    expect(await run(query, await demoInvestor(), { client })).toEqual(counts(16 * 36, 27));
    // A member of Ipê Investimentos only: she reads her organization's own books, and nothing of Aurora's company.
    const { rows: [outsider] } = await t.db.query<{ id: string; ipe: string }>(`
      SELECT ou.user_id AS id, o.client_id AS ipe FROM portfolio.organization_user ou
      JOIN portfolio.organization o ON o.id = ou.organization_id AND o.name = 'Ipê Investimentos'
      WHERE NOT EXISTS (SELECT 1 FROM portfolio.organization_user other WHERE other.user_id = ou.user_id AND other.organization_id <> o.id)
      ORDER BY ou.user_id LIMIT 1`);
    expect(await run(query, outsider.id, { client })).toEqual(counts(0, 0));
    expect(await run(query, outsider.id, { client: outsider.ipe })).toEqual(counts(16 * 36, 27));
  });

  async function demoInvestor(): Promise<string> {
    return (await t.db.query<{ id: string }>('SELECT id FROM auth.users WHERE email = $1', [DEMO_LOGIN.email])).rows[0].id;
  }
});
