/**
 * The benchmark set (`npm run db:seed -- --scale large`): one more organization, "Benchmark Capital", owned by the
 * demo investor, with 10,000 companies, 100 wallets holding 100 companies each with 10 investments (100,000), 1,400
 * companies whose accounting is imported (21 accounts × 36 months = 1,058,400 entries, plus 12 months of budgets)
 * and four quarterly valuations per company.
 *
 * Companies are built here (names and CNPJs); the bulk rows are generated inside PostgreSQL with generate_series,
 * their ids and values derived from md5 of the seed, so the set is reproducible and fast on both drivers.
 */
import { generateCnpj } from '../../common/cnpj.ts';
import type { Queryable } from '../db/driver.ts';
import { CHART } from './accountingData.ts';
import { insertRows, type SeedRow } from './insertRows.ts';
import { SEED_FIGURES } from './seedBooks.ts';
import { addMonths, monthsEndingAt, timestampIn } from './months.ts';
import type { SeedRandom } from './seedRandom.ts';

export const LARGE = { companies: 10_000, wallets: 100, companiesPerWallet: 100, investmentsPerHolding: 10, clients: 1_400, months: 36 } as const;

export interface LargeOptions {
  seed: number;
  anchor: string;
  ownerId: string;
  /** The clients of the first 1,400 companies with their chart, entries and budgets; without them, the portfolio only. */
  books: boolean;
}

const SUFFIXES = ['Ltda', 'S.A.', 'Ltda', 'Eireli', 'Ltda ME', 'S.A.'];

/**
 * The performance figures are kept by statement triggers on investments and valuations (migration
 * 1795132808500_performance_summaries), which recompute the companies and wallets a statement touched. For the large
 * set's bulk inserts that is every company of Benchmark Capital twice, through `company_id = ANY(10,000 ids)`: 45 s on
 * an analysed database and past ten minutes on a fresh one, inside the seed's transaction. So the two triggers are off
 * while the set goes in, and the figures are computed once for everything at the end (14 s on the large seed).
 */
const BULK_TRIGGERS = [
  'portfolio.investment DISABLE TRIGGER investment_refresh_performance_insert',
  'portfolio.valuation_report DISABLE TRIGGER valuation_report_refresh_performance_insert',
];

export async function seedLarge(db: Queryable, random: SeedRandom, options: LargeOptions): Promise<void> {
  for (const statement of BULK_TRIGGERS) await db.query(`ALTER TABLE ${statement}`);
  await seedLargeRows(db, random, options);
  for (const statement of BULK_TRIGGERS) await db.query(`ALTER TABLE ${statement.replace('DISABLE', 'ENABLE')}`);
  await db.query('ANALYZE portfolio.investment, portfolio.valuation_report, portfolio.company, portfolio.wallet');
  await db.query('SELECT portfolio.refresh_performance_figures(NULL, NULL)');
}

async function seedLargeRows(db: Queryable, random: SeedRandom, options: LargeOptions): Promise<void> {
  const first = monthsEndingAt(options.anchor, LARGE.months)[0];
  const created = timestampIn(first, 1);
  const organizationId = random.uuid();
  const plan = await db.query<{ id: string }>(`SELECT id FROM portfolio.plan WHERE name = 'Profissional'`);
  await insertRows(db, 'portfolio.organization', [{
    id: organizationId, name: 'Benchmark Capital', parent_id: null, plan_id: plan.rows[0]?.id ?? null, client_id: null,
    created_by: null, created_at: created, updated_at: created,
  }]);
  await insertRows(db, 'portfolio.organization_user', [{
    id: random.uuid(), organization_id: organizationId, user_id: options.ownerId, role: 'owner', created_at: created,
  }]);

  // Companies: unique CNPJs (random ones would collide among 10,000), one in five alphanumeric.
  const documents = new Set<string>();
  const companies: SeedRow[] = [];
  for (let i = 0; i < LARGE.companies; i++) {
    let document: string;
    do document = generateCnpj(random.next, { alphanumeric: i % 5 === 4 });
    while (documents.has(document));
    documents.add(document);
    const name = `${random.faker.company.name().replace(/ - .*$/, '')} ${random.pick(SUFFIXES)}`;
    companies.push({
      id: random.uuid(), name, document, organization_id: organizationId, client_id: null, created_by: null,
      created_at: created, updated_at: created,
    });
  }
  await insertRows(db, 'portfolio.company', companies);

  const bulk: Bulk = { organizationId, seed: String(options.seed), anchor: options.anchor, first, created };
  if (options.books) await seedLargeBooks(db, bulk);
  await seedLargePortfolio(db, bulk);
}

/** What the generated rows derive from: the organization, the seed, and the months they span. */
interface Bulk {
  organizationId: string;
  seed: string;
  anchor: string;
  /** The first of the set's months, and the creation time of its rows in it. */
  first: string;
  created: string;
}

// A deterministic number in [0, 1) from a text key: the first 8 hex digits of its md5.
const rand = (key: string) => `(('x' || lpad(substr(md5(${key}), 1, 8), 16, '0'))::bit(64)::bigint / 4294967296.0)`;
const uuidOf = (key: string) => `md5(${key})::uuid`;

/** Clients of the first 1,400 companies, with the chart of accounts, entries and budgets. */
async function seedLargeBooks(db: Queryable, { organizationId, seed, anchor, created }: Bulk): Promise<void> {
  await db.query(`
    WITH picked AS (
      SELECT id, name, document, row_number() OVER (ORDER BY id) AS n
      FROM portfolio.company WHERE organization_id = $1 ORDER BY id LIMIT $3
    ), inserted AS (
      INSERT INTO portfolio.client (id, name, document, active, metadata, last_data_imported_at, created_at, updated_at)
      SELECT ${uuidOf(`$2 || ':client:' || id`)}, name, document, true, '{"source": "benchmark"}', $4, $4, $4 FROM picked
      RETURNING id, document
    )
    UPDATE portfolio.company c SET client_id = inserted.id, updated_at = $4
    FROM inserted WHERE c.organization_id = $1 AND c.document = inserted.document`,
    [organizationId, seed, LARGE.clients, created]);

  await db.query(`
    INSERT INTO accounting.account (id, client_id, number, name, client_account, type, section, created_at)
    SELECT ${uuidOf(`$2 || ':account:' || c.id || ':' || t.number`)}, c.id, t.number, t.name,
           'C-' || replace(t.number, '.', ''), t.type, t.section, $3
    FROM portfolio.client c
    JOIN portfolio.company co ON co.client_id = c.id AND co.organization_id = $1
    CROSS JOIN json_to_recordset($4::json) AS t(number text, name text, type text, section text)`,
    [organizationId, seed, created, JSON.stringify(CHART.map(({ number, name, type, section }) => ({ number, name, type, section })))]);

  // Each account has a size (from its key), grows 1% a month and varies ±10% month to month.
  const value = (table: string) => `round((
      (50000 + 950000 * ${rand(`$2 || ':size:' || a.id`)}) * power(1.01, m.n)
      * (0.9 + 0.2 * ${rand(`$2 || ':${table}:' || a.id || ':' || m.n`)})
    )::numeric, 2)`;
  // Written as the spreadsheet's figures; seedBooks turns them into books, from which the figures are derived.
  const monthly = (table: 'entry' | 'budget', months: number) => db.query(`
    INSERT INTO ${table === 'entry' ? SEED_FIGURES.entries : SEED_FIGURES.budgets} (id, account_id, month, value, created_at)
    SELECT ${uuidOf(`$2 || ':${table}:' || a.id || ':' || m.n`)}, a.id, m.month, ${value(table)}, $3
    FROM accounting.account a
    JOIN portfolio.company co ON co.client_id = a.client_id AND co.organization_id = $1
    CROSS JOIN LATERAL (
      SELECT n, ($4::date + make_interval(months => n))::date AS month FROM generate_series(0, $5 - 1) AS n
    ) AS m`,
    [organizationId, seed, created, addMonths(anchor, 1 - months), months]);
  await monthly('entry', LARGE.months);
  await monthly('budget', 12);
}

/** Wallets, investments and valuations of all the companies. */
async function seedLargePortfolio(db: Queryable, { organizationId, seed, anchor, first, created }: Bulk): Promise<void> {
  // Wallets, each holding its own hundred companies, ten investments per holding.
  await db.query(`
    INSERT INTO portfolio.wallet (id, name, organization_id, en_group_name, pt_br_group_name, tax_id, created_at, updated_at)
    SELECT ${uuidOf(`$2 || ':wallet:' || n`)}, 'Benchmark ' || lpad(n::text, 3, '0'), $1,
           -- Groups whose names Brazilian funds use in English too.
           (ARRAY['Venture capital', 'Private equity', 'Growth'])[1 + n % 3],
           (ARRAY['Venture capital', 'Private equity', 'Growth'])[1 + n % 3], NULL, $3, $3
    FROM generate_series(1, $4) AS n`,
    [organizationId, seed, created, LARGE.wallets]);
  await db.query(`
    WITH ranked AS (
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM portfolio.company WHERE organization_id = $1
    ), wallets AS (
      SELECT id, row_number() OVER (ORDER BY name) - 1 AS n FROM portfolio.wallet WHERE organization_id = $1
    )
    INSERT INTO portfolio.wallet_company (id, wallet_id, company_id, created_at)
    SELECT ${uuidOf(`$2 || ':holding:' || w.id || ':' || r.id`)}, w.id, r.id, $3
    FROM ranked r JOIN wallets w ON w.n = r.n / $4`,
    [organizationId, seed, created, LARGE.companiesPerWallet]);
  await db.query(`
    INSERT INTO portfolio.investment (id, wallet_id, company_id, gross_amount, net_amount, currency, investment_date,
                                      share_percentage, created_at, updated_at)
    SELECT ${uuidOf(`$2 || ':investment:' || h.id || ':' || k`)}, h.wallet_id, h.company_id,
           g.gross, round(g.gross * 0.98, 2), 'BRL',
           ($4::date + make_interval(days => (1000 * ${rand(`$2 || ':date:' || h.id || ':' || k`)})::int))::date,
           round((0.5 + 9 * ${rand(`$2 || ':share:' || h.id || ':' || k`)})::numeric, 4), $3, $3
    FROM portfolio.wallet_company h
    JOIN portfolio.wallet w ON w.id = h.wallet_id AND w.organization_id = $1
    CROSS JOIN generate_series(1, $5) AS k
    CROSS JOIN LATERAL (
      SELECT round((100000 + 4900000 * ${rand(`$2 || ':gross:' || h.id || ':' || k`)})::numeric, 2) AS gross
    ) AS g`,
    [organizationId, seed, created, first, LARGE.investmentsPerHolding]);
  await db.query(`UPDATE portfolio.wallet SET updated_at = $2 WHERE organization_id = $1`, [organizationId, timestampIn(anchor, 28)]);

  await db.query(`
    INSERT INTO portfolio.valuation_report (id, company_id, reference_date, valuation_amount, valuation_currency,
                                            valuation_date, created_at, updated_at)
    SELECT ${uuidOf(`$2 || ':valuation:' || c.id || ':' || q`)}, c.id,
           ($3::date + make_interval(months => 3 * q) - interval '1 day')::date,
           round((1000000 + 99000000 * ${rand(`$2 || ':valuation:' || c.id || ':' || q`)})::numeric, 2), 'BRL',
           ($3::date + make_interval(months => 3 * q, days => 20))::date, $4, $4
    FROM portfolio.company c CROSS JOIN generate_series(0, 3) AS q
    WHERE c.organization_id = $1`,
    [organizationId, seed, addMonths(anchor, -11), timestampIn(anchor, 25)]);
}
