/**
 * The select-permission matrix (contract §4.3–4.4): for every role × every tracked table, either the root field is
 * absent from the role's schema, or listing the table returns exactly the rows written out below by hand from the
 * fixture (tests/fixtures/engine.sql, plus the reference rows the migrations seed), with every column the role's
 * permission lists and no other.
 *
 * Who belongs where (organization_user):
 *   ana   (…0001): owner of Alfa Capital (…11), viewer of Gama Investimentos (…13)
 *   bruno (…0002): editor of Alfa Capital (…11), owner of Beta Ventures (…12)
 *   carla (…0003): owner of Gama Investimentos (…13)
 * Beta Ventures is a child of Alfa Capital, and membership does not cascade: ana does not see Beta.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogTable } from '../../server/engine/catalog/types.ts';
import { loadMetadata } from '../../server/engine/metadata/loadMetadata.ts';
import type { Session } from '../../server/engine/permissions/resolveSession.ts';
import { createEngineFixture, investor, session, USERS, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';

/** The fixture's ids: `id(21)` is `00000000-0000-4000-8000-000000000021`. */
const id = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Every tracked table, by its GraphQL base name (`custom_name` for the auth tables). */
const TABLES = [
  'accounting_account', 'accounting_account_type', 'accounting_budget', 'accounting_cash_flow_section',
  'accounting_entry', 'accounting_indicator', 'accounting_indicator_kind',
  'accounting_account_mapping', 'accounting_account_nature', 'accounting_balance', 'accounting_budget_kind',
  'accounting_budget_line', 'accounting_budget_version', 'accounting_cash_position', 'accounting_category_composition',
  'accounting_classified_transaction', 'accounting_client_account',
  'accounting_import_batch', 'accounting_import_source', 'accounting_import_status', 'accounting_transaction',
  'accounting_unmapped_activity', 'accounting_account_month', 'accounting_published_statement_line', 'accounting_statement_kind',
  'accounting_own_transfer',
  'authProviderRequests', 'authProviders', 'authRefreshTokenTypes', 'authRefreshTokens', 'authRoles',
  'authUserProviders', 'authUserRoles', 'authUserSecurityKeys', 'users',
  'buckets', 'files', 'virus',
  'portfolio_alert', 'portfolio_alert_rule', 'portfolio_alert_rule_kind', 'portfolio_alert_severity', 'portfolio_client',
  'portfolio_company', 'portfolio_company_contact', 'portfolio_company_user',
  'portfolio_kpi_answer', 'portfolio_kpi_reminder', 'portfolio_kpi_request', 'portfolio_kpi_request_metric', 'portfolio_kpi_response',
  'portfolio_kpi_response_event', 'portfolio_kpi_response_file',
  'portfolio_company_file',
  'portfolio_company_performance',
  'portfolio_currency', 'portfolio_investment', 'portfolio_investment_value', 'portfolio_invite', 'portfolio_invite_status',
  'portfolio_organization', 'portfolio_organization_role', 'portfolio_organization_user', 'portfolio_plan',
  'portfolio_organization_member_security',
  'portfolio_organization_performance', 'portfolio_organization_value_history',
  'portfolio_privacy_policy', 'portfolio_privacy_policy_acceptance', 'portfolio_segment',
  'portfolio_user_sort', 'portfolio_file_sort',
  'portfolio_valuation_report', 'portfolio_wallet', 'portfolio_wallet_company', 'portfolio_wallet_user',
  'portfolio_wallet_performance', 'portfolio_wallet_alert',
  'user_analysis_user_events',
] as const;
type TableName = (typeof TABLES)[number];

/** Seeded by the migrations: ISO 4217 codes in circulation, in code order. */
const CURRENCIES = (
  'AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF CLP CNY ' +
  'COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ' +
  'ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK ' +
  'MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF ' +
  'SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU ' +
  'UZS VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG'
).split(' ');

/** Reference lists every investor sees (`filter: {}`), by primary key. */
const REFERENCE = {
  accounting_account_type: ['payment', 'receipt'],
  accounting_account_nature: ['asset', 'cash_flow', 'equity', 'liability', 'memorandum', 'other', 'result'],
  accounting_budget_kind: ['forecast', 'original', 'revised'],
  accounting_import_source: ['ecd', 'ofx', 'seed', 'spreadsheet'],
  accounting_import_status: ['applied', 'duplicate', 'failed', 'replaced', 'running'],
  accounting_cash_flow_section: ['financing', 'investment', 'operations'],
  accounting_statement_kind: ['balance_sheet', 'income_statement'],
  // The standard metric library (migration 1795132808600_kpi_requests); the fixture has no custom metric.
  accounting_indicator_kind: [
    'accounts_payable', 'accounts_receivable', 'asks', 'cash_balance', 'challenges', 'churn_rate', 'cogs', 'customers', 'debt',
    'ebitda', 'gross_burn', 'gross_margin', 'headcount', 'highlights', 'mrr', 'net_burn', 'net_income', 'operating_expenses',
    'revenue', 'runway',
  ],
  portfolio_alert_rule_kind: [
    'budget_deviation', 'data_stale', 'kpi_request_overdue', 'metric_ceiling', 'metric_floor', 'net_burn_growth', 'runway_below',
    'valuation_overdue',
  ],
  portfolio_alert_severity: ['critical', 'info', 'warning'],
  portfolio_currency: CURRENCIES,
  portfolio_invite_status: ['accepted', 'declined', 'pending'],
  portfolio_organization_role: ['editor', 'owner', 'viewer'],
  portfolio_segment: [id(91), id(92)],
} satisfies Partial<Record<TableName, string[]>>;

/**
 * auth.user_roles has random ids: its rows are identified by (userId, role) and compared as a set. The performance
 * views have no key: their rows are identified by scope and currency (the history has one row per date as well, and
 * how many dates depends on today's).
 */
const ROW_KEY: Partial<Record<TableName, (row: Record<string, unknown>) => string>> = {
  authUserRoles: (row) => `${String(row.userId)}/${String(row.role)}`,
  portfolio_company_performance: (row) => `${String(row.company_id)}/${String(row.currency)}`,
  portfolio_investment_value: (row) => String(row.investment_id),
  portfolio_organization_performance: (row) => `${String(row.organization_id)}/${String(row.currency)}`,
  portfolio_organization_value_history: (row) => `${String(row.organization_id)}/${String(row.currency)}`,
  portfolio_wallet_performance: (row) => `${String(row.wallet_id)}/${String(row.currency)}`,
  accounting_classified_transaction: (row) => String(row.transaction_id),
  accounting_unmapped_activity: (row) => `${String(row.client_account_id)}/${String(row.month)}`,
  accounting_category_composition: (row) => `${String(row.account_id)}/${String(row.client_account_id)}/${String(row.month)}`,
  accounting_cash_position: (row) => `${String(row.client_id)}/${String(row.month)}`,
  accounting_account_month: (row) => `${String(row.client_account_id)}/${String(row.month)}`,
  accounting_own_transfer: (row) => String(row.transfer_id),
  portfolio_user_sort: (row) => String(row.user_id),
  portfolio_organization_member_security: (row) => String(row.membership_id),
  portfolio_file_sort: (row) => String(row.file_id),
  portfolio_alert_rule: (row) => `${String(row.organization_id)}/${String(row.kind)}/${String(row.severity)}`,
  portfolio_wallet_alert: (row) => `${String(row.wallet_id)}/${String(row.alert_id)}`,
};

/**
 * The default alert rules each organization gets when it is inserted (migration 1795132808700_alert_rules), with
 * random ids: identified by organization, kind and severity.
 */
function defaultRules(organizations: readonly (11 | 12 | 13)[]): string[] {
  const defaults = [
    'budget_deviation/warning', 'data_stale/info', 'kpi_request_overdue/warning', 'metric_ceiling/warning',
    'net_burn_growth/warning', 'runway_below/critical', 'runway_below/warning', 'valuation_overdue/warning',
  ];
  return organizations.flatMap((n) => defaults.map((rule) => `${id(n)}/${rule}`)).sort();
}

/** The wallets' alerts (portfolio.wallet_alert): the fixture's alerts are all written for a wallet. */
const walletAlerts = (pairs: readonly [number, number][]): string[] => pairs.map(([wallet, alert]) => `${id(wallet)}/${id(alert)}`).sort();

/**
 * The books (issue 16): the fixture has no accounting client, so every role sees none of them here; who reads and
 * writes what on real books is proven through the import function in tests/books/importBooks.test.ts.
 */
const NO_BOOKS = {
  accounting_account_mapping: [], accounting_balance: [], accounting_budget_line: [], accounting_budget_version: [],
  accounting_classified_transaction: [], accounting_client_account: [], accounting_import_batch: [], accounting_transaction: [],
  accounting_unmapped_activity: [], accounting_category_composition: [], accounting_cash_position: [],
  accounting_account_month: [], accounting_published_statement_line: [], accounting_own_transfer: [],
} satisfies Partial<Record<TableName, string[]>>;

/**
 * KPI requests (issue 21): the fixture has none, so every role sees none here; who reads and answers what on real
 * requests, the no-login kpi_respondent included, is proven in tests/kpi/kpiPermissions.test.ts.
 */
const NO_KPI = {
  portfolio_company_contact: [], portfolio_kpi_answer: [], portfolio_kpi_reminder: [], portfolio_kpi_request: [],
  portfolio_kpi_request_metric: [], portfolio_kpi_response: [], portfolio_kpi_response_event: [], portfolio_kpi_response_file: [],
} satisfies Partial<Record<TableName, string[]>>;

/**
 * The performance views' rows (investment_value's by investment) of the organizations given: Alfa (…11) and Gama
 * (…13); Beta (…12) has no investment.
 */
function performanceRows(organizations: readonly (11 | 13)[]): Partial<Record<TableName, string[]>> {
  const alfa = organizations.includes(11);
  const gama = organizations.includes(13);
  const rows = (pairs: [boolean, number, string][]) => pairs.filter(([shown]) => shown).map(([, n, currency]) => `${id(n)}/${currency}`);
  const organization = rows([[alfa, 11, 'BRL'], [alfa, 11, 'USD'], [gama, 13, 'BRL']]);
  return {
    portfolio_company_performance: rows([[alfa, 21, 'BRL'], [alfa, 22, 'USD'], [gama, 24, 'BRL']]),
    portfolio_investment_value: [...(alfa ? [id(51), id(52), id(53)] : []), ...(gama ? [id(54)] : [])],
    portfolio_organization_performance: organization,
    portfolio_organization_value_history: organization,
    portfolio_wallet_performance: rows([[alfa, 31, 'BRL'], [alfa, 31, 'USD'], [alfa, 32, 'BRL'], [gama, 33, 'BRL']]),
  };
}

interface RoleCase {
  label: string;
  session: Session;
  /** The metadata role whose select permissions apply; null for admin (every column of every table). */
  metadataRole: string | null;
  /** Table → primary keys of the visible rows, ordered by the key. A table not listed must be absent. */
  rows: Partial<Record<TableName, string[]>>;
}

const ROLES: RoleCase[] = [
  {
    label: 'admin',
    session: session('admin'),
    metadataRole: null,
    rows: {
      ...REFERENCE,
      ...NO_BOOKS,
      ...NO_KPI,
      accounting_account: [], accounting_budget: [], accounting_entry: [], accounting_indicator: [],
      authProviderRequests: [],
      authProviders: [
        'apple', 'azuread', 'bitbucket', 'discord', 'entraid', 'facebook', 'github', 'gitlab', 'google', 'linkedin',
        'oidc', 'spotify', 'strava', 'twitch', 'twitter', 'windowslive', 'workos',
      ],
      authRefreshTokenTypes: ['pat', 'regular'],
      authRefreshTokens: [],
      authRoles: ['anonymous', 'investor', 'me', 'user'],
      authUserProviders: [],
      authUserRoles: [USERS.ana, USERS.bruno, USERS.carla].flatMap((u) => [`${u}/investor`, `${u}/me`, `${u}/user`]).sort(),
      authUserSecurityKeys: [id(301), id(302)],
      users: [USERS.ana, USERS.bruno, USERS.carla],
      portfolio_user_sort: [USERS.ana, USERS.bruno, USERS.carla],
      buckets: ['books', 'dataroom', 'default', 'kpi-attachments'], files: [], virus: [], portfolio_company_file: [], portfolio_file_sort: [],
      portfolio_alert: [id(71), id(72), id(73)],
      portfolio_alert_rule: defaultRules([11, 12, 13]),
      portfolio_wallet_alert: walletAlerts([[31, 71], [31, 72], [33, 73]]),
      portfolio_client: [],
      portfolio_company: [id(21), id(22), id(23), id(24)],
      portfolio_company_user: [],
      portfolio_investment: [id(51), id(52), id(53), id(54)],
      portfolio_invite: [],
      portfolio_organization: [id(11), id(12), id(13)],
      portfolio_organization_user: [id(101), id(102), id(103), id(104), id(105)],
      portfolio_organization_member_security: [id(101), id(102), id(103), id(104), id(105)], // every membership
      portfolio_plan: [id(81), id(82)],
      portfolio_privacy_policy: [id(201), id(202)],
      portfolio_privacy_policy_acceptance: [],
      portfolio_valuation_report: [id(61), id(62), id(63)],
      portfolio_wallet: [id(31), id(32), id(33)],
      portfolio_wallet_company: [id(41), id(42), id(43), id(44)],
      portfolio_wallet_user: [],
      user_analysis_user_events: [],
      ...performanceRows([11, 13]),
    },
  },
  {
    // Alfa (owner) and Gama (viewer); not Beta, although Beta is Alfa's child.
    label: 'investor ana',
    session: investor('ana'),
    metadataRole: 'investor',
    rows: {
      ...REFERENCE,
      ...NO_BOOKS,
      ...NO_KPI,
      accounting_account: [], accounting_budget: [], accounting_entry: [], accounting_indicator: [],
      users: [USERS.ana, USERS.bruno, USERS.carla], // bruno shares Alfa, carla shares Gama
      authUserSecurityKeys: [id(301)], // their own passkey only
      portfolio_user_sort: [USERS.ana, USERS.bruno, USERS.carla], // whoever the user sees
      buckets: ['books', 'dataroom', 'default', 'kpi-attachments'], files: [], portfolio_company_file: [], portfolio_file_sort: [], // the dataroom starts empty
      portfolio_alert: [id(71), id(72), id(73)],
      portfolio_alert_rule: defaultRules([11, 13]),
      portfolio_wallet_alert: walletAlerts([[31, 71], [31, 72], [33, 73]]),
      portfolio_client: [],
      portfolio_company: [id(21), id(22), id(24)],
      portfolio_company_user: [],
      portfolio_investment: [id(51), id(52), id(53), id(54)],
      portfolio_invite: [],
      portfolio_organization: [id(11), id(13)],
      portfolio_organization_user: [id(101), id(102), id(104), id(105)],
      portfolio_organization_member_security: [id(101), id(102)], // the members of what ana owns (Alfa)
      portfolio_plan: [id(82)],
      portfolio_privacy_policy: [id(201), id(202)],
      portfolio_privacy_policy_acceptance: [],
      portfolio_valuation_report: [id(61), id(62), id(63)],
      portfolio_wallet: [id(31), id(32), id(33)],
      portfolio_wallet_company: [id(41), id(42), id(43), id(44)],
      portfolio_wallet_user: [],
      user_analysis_user_events: [],
      ...performanceRows([11, 13]),
    },
  },
  {
    // Alfa (editor) and Beta (owner); not Gama.
    label: 'investor bruno',
    session: investor('bruno'),
    metadataRole: 'investor',
    rows: {
      ...REFERENCE,
      ...NO_BOOKS,
      ...NO_KPI,
      accounting_account: [], accounting_budget: [], accounting_entry: [], accounting_indicator: [],
      users: [USERS.ana, USERS.bruno], // ana shares Alfa; carla shares nothing with bruno
      authUserSecurityKeys: [id(302)],
      portfolio_user_sort: [USERS.ana, USERS.bruno],
      buckets: ['books', 'dataroom', 'default', 'kpi-attachments'], files: [], portfolio_company_file: [], portfolio_file_sort: [],
      portfolio_alert: [id(71), id(72)],
      portfolio_alert_rule: defaultRules([11, 12]),
      portfolio_wallet_alert: walletAlerts([[31, 71], [31, 72]]),
      portfolio_client: [],
      portfolio_company: [id(21), id(22), id(23)],
      portfolio_company_user: [],
      portfolio_investment: [id(51), id(52), id(53)],
      portfolio_invite: [],
      portfolio_organization: [id(11), id(12)],
      portfolio_organization_user: [id(101), id(102), id(103)],
      portfolio_organization_member_security: [id(103)], // what bruno owns; he only edits Alfa
      portfolio_plan: [id(81), id(82)],
      portfolio_privacy_policy: [id(201), id(202)],
      portfolio_privacy_policy_acceptance: [],
      portfolio_valuation_report: [id(61), id(62), id(63)],
      portfolio_wallet: [id(31), id(32)],
      portfolio_wallet_company: [id(41), id(42), id(43)],
      portfolio_wallet_user: [],
      user_analysis_user_events: [],
      ...performanceRows([11]),
    },
  },
  {
    // Gama (owner) only: nothing of Alfa or Beta.
    label: 'investor carla',
    session: investor('carla'),
    metadataRole: 'investor',
    rows: {
      ...REFERENCE,
      ...NO_BOOKS,
      ...NO_KPI,
      accounting_account: [], accounting_budget: [], accounting_entry: [], accounting_indicator: [],
      users: [USERS.ana, USERS.carla], // ana is Gama's viewer
      authUserSecurityKeys: [], // carla has none
      portfolio_user_sort: [USERS.ana, USERS.carla],
      buckets: ['books', 'dataroom', 'default', 'kpi-attachments'], files: [], portfolio_company_file: [], portfolio_file_sort: [],
      portfolio_alert: [id(73)],
      portfolio_alert_rule: defaultRules([13]),
      portfolio_wallet_alert: walletAlerts([[33, 73]]),
      portfolio_client: [],
      portfolio_company: [id(24)],
      portfolio_company_user: [],
      portfolio_investment: [id(54)],
      portfolio_invite: [],
      portfolio_organization: [id(13)],
      portfolio_organization_user: [id(104), id(105)],
      portfolio_organization_member_security: [id(104), id(105)], // Gama, which carla owns
      portfolio_plan: [], // Gama has no plan
      portfolio_privacy_policy: [id(201), id(202)],
      portfolio_privacy_policy_acceptance: [],
      portfolio_valuation_report: [], // no report on Delta
      portfolio_wallet: [id(33)],
      portfolio_wallet_company: [id(44)],
      portfolio_wallet_user: [],
      user_analysis_user_events: [],
      ...performanceRows([13]),
    },
  },
  {
    label: 'user (ana)',
    session: session('user', { 'x-hasura-user-id': USERS.ana }),
    metadataRole: 'user',
    rows: {
      users: [USERS.ana],
      authUserSecurityKeys: [id(301)],
      portfolio_user_sort: [USERS.ana],
      portfolio_privacy_policy: [id(201), id(202)],
      portfolio_privacy_policy_acceptance: [],
      user_analysis_user_events: [],
    },
  },
  {
    label: 'me (bruno)',
    session: session('me', { 'x-hasura-user-id': USERS.bruno }),
    metadataRole: 'me',
    rows: { users: [USERS.bruno], portfolio_user_sort: [USERS.bruno] },
  },
  {
    // The no-login role of a KPI answer link, for a response the fixture does not have: it reaches nothing, and sees
    // only the tables the answer form reads.
    label: 'kpi_respondent (a response that does not exist)',
    session: session('kpi_respondent', { 'x-hasura-kpi-response-id': id(999) }),
    metadataRole: 'kpi_respondent',
    rows: {
      accounting_indicator_kind: [], portfolio_company: [], files: [],
      portfolio_kpi_answer: [], portfolio_kpi_request: [], portfolio_kpi_request_metric: [], portfolio_kpi_response: [],
      portfolio_kpi_response_event: [], portfolio_kpi_response_file: [],
    },
  },
  {
    label: 'public (no user id)',
    session: session('public'),
    metadataRole: 'public',
    rows: { portfolio_privacy_policy: [id(202)] }, // the current version only
  },
  {
    // A real Nhost role (auth.roles) with no permission in the metadata.
    label: 'anonymous (no permissions)',
    session: session('anonymous'),
    metadataRole: null,
    rows: {},
  },
];

const metadata = loadMetadata();

/** The GraphQL names of the columns `role` may select on `table`, in catalog order; every column for admin. */
function visibleColumns(table: CatalogTable, role: string | null): string[] {
  if (role === null) return table.columns.map((c) => c.name);
  const tableMeta = metadata.sources.flatMap((s) => s.tables)
    .find((t) => t.table.schema === table.schema && t.table.name === table.sqlName);
  const permission = tableMeta?.select_permissions?.find((p) => p.role === role)?.permission;
  if (!permission) throw new Error(`${role} has no select permission on ${table.name}`);
  const columns = permission.columns;
  return columns === '*'
    ? table.columns.map((c) => c.name)
    : columns.map((sql) => {
      const column = table.columnsBySql.get(sql);
      if (!column) throw new Error(`${table.name} has no column ${sql}`);
      return column.name;
    });
}

const notFound = (field: string, type: string, path: string) => ({
  errors: [{ extensions: { code: 'validation-failed', path }, message: `field '${field}' not found in type: '${type}'` }],
});

describe.each(testTargets())('select permissions on $name', (target) => {
  let fixture: EngineFixture;
  beforeAll(async () => { fixture = await createEngineFixture(target); });
  afterAll(async () => { await fixture.drop(); });

  const table = (name: TableName): CatalogTable => {
    const found = fixture.engine.catalog.tables.find((t) => t.name === name);
    if (!found) throw new Error(`no table ${name} in the catalog`);
    return found;
  };
  const run = async (query: string, who: Session): Promise<unknown> =>
    JSON.parse(await fixture.engine.execute({ query }, who)) as unknown;

  it('the matrix names every tracked table', () => {
    expect(fixture.engine.catalog.tables.map((t) => t.name).sort()).toEqual([...TABLES].sort());
  });

  describe.each(ROLES)('$label', (role) => {
    it('query_root lists exactly the tables of the matrix', () => {
      const fields = Object.keys(fixture.engine.schemaFor(role.session.role).getQueryType()?.getFields() ?? {});
      const listed = TABLES.filter((name) => fields.includes(table(name).rootFields.select));
      expect(listed).toEqual(TABLES.filter((name) => name in role.rows));
    });

    it.each(TABLES.map((name) => ({ name })))('$name', async ({ name }) => {
      const t = table(name);
      const root = t.rootFields.select;
      const expected = role.rows[name];
      if (expected === undefined) {
        expect(await run(`{ ${root} { __typename } }`, role.session))
          .toEqual(notFound(root, 'query_root', `$.selectionSet.${root}`));
        return;
      }
      const columns = visibleColumns(t, role.metadataRole);
      const pk = t.primaryKey.map((sql) => t.columnsBySql.get(sql)!.name);
      const orderBy = pk.map((c) => `{${c}: asc}`).join(', ');
      const result = await run(`{ ${root}(order_by: [${orderBy}]) { ${columns.join(' ')} } }`, role.session);
      expect(result).toHaveProperty(['data', root]);
      const rows = (result as { data: Record<string, Record<string, unknown>[]> }).data[root];
      for (const row of rows) expect(Object.keys(row)).toEqual(columns);
      const key = ROW_KEY[name];
      if (key) expect([...new Set(rows.map(key))].sort()).toEqual(expected);
      else expect(rows.map((row) => pk.map((c) => String(row[c])).join('/'))).toEqual(expected);

      const hidden = t.columns.map((c) => c.name).find((c) => !columns.includes(c));
      if (hidden !== undefined) {
        expect(await run(`{ ${root} { ${hidden} } }`, role.session))
          .toEqual(notFound(hidden, name, `$.selectionSet.${root}.selectionSet.${hidden}`));
      }
    });
  });

  it('a role without permissions gets the no_queries_available placeholder', async () => {
    const fields = fixture.engine.schemaFor('anonymous').getQueryType()?.getFields() ?? {};
    expect(Object.keys(fields)).toEqual(['no_queries_available']);
    expect(await run('{ __typename }', session('anonymous'))).toEqual({ data: { __typename: 'query_root' } });
  });

  describe('cross-organization isolation', () => {
    // Everything that belongs to Beta Ventures (…12): its company Cobalto (…23) and bruno's membership (…103).
    const BETA = `{
      organization: portfolio_organization(where: {id: {_eq: "${id(12)}"}}) { id }
      companies: portfolio_company(where: {organization_id: {_eq: "${id(12)}"}}) { id }
      members: portfolio_organization_user(where: {organization_id: {_eq: "${id(12)}"}}) { id }
      plans: portfolio_plan(where: {organizations: {id: {_eq: "${id(12)}"}}}) { id }
      cobalto: portfolio_company_by_pk(id: "${id(23)}") { id }
      beta: portfolio_organization_by_pk(id: "${id(12)}") { id }
    }`;

    it('the fixture has rows of Beta Ventures (admin sees them)', async () => {
      expect(await run(BETA, session('admin'))).toEqual({
        data: {
          organization: [{ id: id(12) }], companies: [{ id: id(23) }], members: [{ id: id(103) }],
          plans: [{ id: id(81) }], cobalto: { id: id(23) }, beta: { id: id(12) },
        },
      });
    });

    it("ana never sees Beta Ventures' rows", async () => {
      expect(await run(BETA, investor('ana'))).toEqual({
        data: { organization: [], companies: [], members: [], plans: [], cobalto: null, beta: null },
      });
    });

    it("ana does not see Beta through Alfa's children, nor Cobalto among her companies", async () => {
      expect(await run(`{
        portfolio_organization(order_by: {id: asc}) { id children { id } companies(order_by: {id: asc}) { id } }
      }`, investor('ana'))).toEqual({
        data: {
          portfolio_organization: [
            { id: id(11), children: [], companies: [{ id: id(21) }, { id: id(22) }] },
            { id: id(13), children: [], companies: [{ id: id(24) }] },
          ],
        },
      });
    });

    it("carla never sees Alfa Capital's rows", async () => {
      expect(await run(`{
        organization: portfolio_organization(where: {id: {_eq: "${id(11)}"}}) { id }
        companies: portfolio_company(where: {organization_id: {_eq: "${id(11)}"}}) { id }
        wallets: portfolio_wallet(where: {organization_id: {_eq: "${id(11)}"}}) { id }
        investments: portfolio_investment(where: {wallet: {organization_id: {_eq: "${id(11)}"}}}) { id }
        reports: portfolio_valuation_report(where: {company: {organization_id: {_eq: "${id(11)}"}}}) { id }
        alerts: portfolio_alert(where: {wallet: {organization_id: {_eq: "${id(11)}"}}}) { id }
        members: portfolio_organization_user(where: {organization_id: {_eq: "${id(11)}"}}) { id }
        acme: portfolio_company_by_pk(id: "${id(21)}") { id }
        alfa: portfolio_organization_by_pk(id: "${id(11)}") { id }
        growth: portfolio_wallet_by_pk(id: "${id(31)}") { id }
        bruno: user(id: "${USERS.bruno}") { id }
      }`, investor('carla'))).toEqual({
        data: {
          organization: [], companies: [], wallets: [], investments: [], reports: [], alerts: [], members: [],
          acme: null, alfa: null, growth: null, bruno: null,
        },
      });
    });

    it("carla's visible rows all belong to Gama", async () => {
      expect(await run(`{
        portfolio_company { organization_id }
        portfolio_wallet { organization_id }
        portfolio_investment { wallet { organization_id } }
        portfolio_organization_user { organization_id }
      }`, investor('carla'))).toEqual({
        data: {
          portfolio_company: [{ organization_id: id(13) }],
          portfolio_wallet: [{ organization_id: id(13) }],
          portfolio_investment: [{ wallet: { organization_id: id(13) } }],
          portfolio_organization_user: [{ organization_id: id(13) }, { organization_id: id(13) }],
        },
      });
    });

    it('bruno sees Alfa and Beta but not Gama', async () => {
      expect(await run(`{
        portfolio_organization(order_by: {id: asc}) { id name }
        portfolio_company(order_by: {id: asc}) { id organization { name } }
        gama: portfolio_organization_by_pk(id: "${id(13)}") { id }
        delta: portfolio_company_by_pk(id: "${id(24)}") { id }
        seed: portfolio_wallet_by_pk(id: "${id(33)}") { id }
        carla: user(id: "${USERS.carla}") { id }
      }`, investor('bruno'))).toEqual({
        data: {
          portfolio_organization: [{ id: id(11), name: 'Alfa Capital' }, { id: id(12), name: 'Beta Ventures' }],
          portfolio_company: [
            { id: id(21), organization: { name: 'Alfa Capital' } },
            { id: id(22), organization: { name: 'Alfa Capital' } },
            { id: id(23), organization: { name: 'Beta Ventures' } },
          ],
          gama: null, delta: null, seed: null, carla: null,
        },
      });
    });
  });

  describe('_by_pk', () => {
    it("returns the row of one's own organization and null for another organization's", async () => {
      const query = `{
        own: portfolio_company_by_pk(id: "${id(24)}") { id name }
        other: portfolio_company_by_pk(id: "${id(21)}") { id name }
        ownWallet: portfolio_wallet_by_pk(id: "${id(33)}") { id }
        otherWallet: portfolio_wallet_by_pk(id: "${id(32)}") { id }
        otherInvestment: portfolio_investment_by_pk(id: "${id(51)}") { id }
        otherReport: portfolio_valuation_report_by_pk(id: "${id(61)}") { id }
      }`;
      expect(await run(query, investor('carla'))).toEqual({
        data: {
          own: { id: id(24), name: 'Delta Agro Ltda' }, other: null, ownWallet: { id: id(33) }, otherWallet: null,
          otherInvestment: null, otherReport: null,
        },
      });
    });

    it('public gets null for a privacy policy version that is not current', async () => {
      expect(await run(`{
        old: portfolio_privacy_policy_by_pk(id: "${id(201)}") { id }
        current: portfolio_privacy_policy_by_pk(id: "${id(202)}") { id version }
      }`, session('public'))).toEqual({ data: { old: null, current: { id: id(202), version: 2 } } });
    });

    it('me gets null for another user', async () => {
      expect(await run(`{ self: user(id: "${USERS.bruno}") { id } ana: user(id: "${USERS.ana}") { id } }`,
        session('me', { 'x-hasura-user-id': USERS.bruno }))).toEqual({ data: { self: { id: USERS.bruno }, ana: null } });
    });
  });

  describe('aggregates respect the filter', () => {
    const companies = '{ portfolio_company_aggregate { aggregate { count } } }';
    it.each([
      { who: 'admin', s: session('admin'), count: 4 },
      { who: 'ana', s: investor('ana'), count: 3 },
      { who: 'bruno', s: investor('bruno'), count: 3 },
      { who: 'carla', s: investor('carla'), count: 1 },
    ])('portfolio_company_aggregate count for $who', async ({ s, count }) => {
      expect(await run(companies, s)).toEqual({ data: { portfolio_company_aggregate: { aggregate: { count } } } });
    });

    it('sums only visible investments', async () => {
      const query = '{ portfolio_investment_aggregate { aggregate { count sum { gross_amount } } } }';
      expect(await run(query, investor('bruno'))).toEqual({
        data: { portfolio_investment_aggregate: { aggregate: { count: 3, sum: { gross_amount: '4000000.50' } } } },
      });
      expect(await run(query, investor('carla'))).toEqual({
        data: { portfolio_investment_aggregate: { aggregate: { count: 1, sum: { gross_amount: '750000.00' } } } },
      });
    });

    it("a where on another organization's rows counts zero", async () => {
      expect(await run(`{
        portfolio_company_aggregate(where: {organization_id: {_eq: "${id(12)}"}}) { aggregate { count } nodes { id } }
      }`, investor('ana'))).toEqual({ data: { portfolio_company_aggregate: { aggregate: { count: 0 }, nodes: [] } } });
    });

    it('relationship aggregates count only visible related rows', async () => {
      expect(await run(`{
        portfolio_organization(order_by: {id: asc}) { id children_aggregate { aggregate { count } } }
      }`, investor('ana'))).toEqual({
        data: {
          portfolio_organization: [
            { id: id(11), children_aggregate: { aggregate: { count: 0 } } }, // Beta is hidden from ana
            { id: id(13), children_aggregate: { aggregate: { count: 0 } } },
          ],
        },
      });
      expect(await run(`{
        portfolio_organization(order_by: {id: asc}) { id children_aggregate { aggregate { count } } }
      }`, investor('bruno'))).toEqual({
        data: {
          portfolio_organization: [
            { id: id(11), children_aggregate: { aggregate: { count: 1 } } },
            { id: id(12), children_aggregate: { aggregate: { count: 0 } } },
          ],
        },
      });
    });
  });

  describe('allow_aggregations absent', () => {
    it.each([
      { role: 'investor', s: investor('ana'), field: 'portfolio_plan_aggregate' },
      { role: 'investor', s: investor('ana'), field: 'portfolio_segment_aggregate' },
      { role: 'investor', s: investor('ana'), field: 'portfolio_currency_aggregate' },
      { role: 'investor', s: investor('ana'), field: 'portfolio_privacy_policy_aggregate' },
      { role: 'investor', s: investor('ana'), field: 'usersAggregate' },
      { role: 'user', s: session('user', { 'x-hasura-user-id': USERS.ana }), field: 'usersAggregate' },
      { role: 'me', s: session('me', { 'x-hasura-user-id': USERS.ana }), field: 'usersAggregate' },
      { role: 'public', s: session('public'), field: 'portfolio_privacy_policy_aggregate' },
    ])('$role: $field is not in query_root', async ({ s, field }) => {
      expect(await run(`{ ${field} { aggregate { count } } }`, s))
        .toEqual(notFound(field, 'query_root', `$.selectionSet.${field}`));
    });

    it('admin has the aggregate of a table whose roles may not aggregate', async () => {
      expect(await run('{ portfolio_plan_aggregate { aggregate { count } } }', session('admin')))
        .toEqual({ data: { portfolio_plan_aggregate: { aggregate: { count: 2 } } } });
    });

    it('an array relationship keeps its list but loses <rel>_aggregate when the target disallows aggregations', async () => {
      const type = fixture.engine.schemaFor('investor').getType('portfolio_privacy_policy');
      const fields = type && 'getFields' in type ? Object.keys(type.getFields()) : [];
      expect(fields).toContain('acceptances');
      expect(fields).not.toContain('acceptances_aggregate');
      expect(await run('{ portfolio_privacy_policy { acceptances_aggregate { aggregate { count } } } }', investor('ana')))
        .toEqual(notFound('acceptances_aggregate', 'portfolio_privacy_policy',
          '$.selectionSet.portfolio_privacy_policy.selectionSet.acceptances_aggregate'));
      // Hasura keeps the aggregate ordering key but drops the aggregation predicate (contract §1.5, §1.6).
      const inputFields = (name: string): string[] => {
        const t = fixture.engine.schemaFor('investor').getType(name);
        return t && 'getFields' in t ? Object.keys(t.getFields()) : [];
      };
      expect(inputFields('portfolio_privacy_policy_order_by')).toContain('acceptances_aggregate');
      expect(inputFields('portfolio_privacy_policy_bool_exp')).toContain('acceptances');
      expect(inputFields('portfolio_privacy_policy_bool_exp')).not.toContain('acceptances_aggregate');
      // organization allows aggregations, so the plan's relationship to it has one.
      expect(await run(`{ portfolio_plan { id organizations_aggregate { aggregate { count } } } }`, investor('ana')))
        .toEqual({ data: { portfolio_plan: [{ id: id(82), organizations_aggregate: { aggregate: { count: 1 } } }] } });
    });
  });

  describe('relationships to tables the role cannot read are absent', () => {
    it.each([
      { role: 'investor', s: investor('ana'), root: 'users', type: 'users', rel: 'refreshTokens' },
      { role: 'investor', s: investor('ana'), root: 'users', type: 'users', rel: 'roles' },
      { role: 'investor', s: investor('ana'), root: 'users', type: 'users', rel: 'defaultRoleByRole' },
      { role: 'investor', s: investor('ana'), root: 'users', type: 'users', rel: 'userProviders' },
      { role: 'user', s: session('user', { 'x-hasura-user-id': USERS.ana }), root: 'users', type: 'users', rel: 'organizationUsers' },
      { role: 'me', s: session('me', { 'x-hasura-user-id': USERS.ana }), root: 'users', type: 'users', rel: 'organizationUsers' },
      { role: 'public', s: session('public'), root: 'portfolio_privacy_policy', type: 'portfolio_privacy_policy', rel: 'acceptances' },
    ])('$role: $type.$rel', async ({ s, root, type, rel }) => {
      expect(await run(`{ ${root} { ${rel} { __typename } } }`, s))
        .toEqual(notFound(rel, type, `$.selectionSet.${root}.selectionSet.${rel}`));
    });

    it("investor lists their own passkeys through their user, and no one else's", async () => {
      expect(await run(`{ users(order_by: {email: asc}) { id securityKeys { id nickname transports } } }`, investor('ana'))).toEqual({
        data: {
          users: [
            { id: USERS.ana, securityKeys: [{ id: id(301), nickname: 'Notebook', transports: 'internal' }] },
            { id: USERS.bruno, securityKeys: [] },
            { id: USERS.carla, securityKeys: [] },
          ],
        },
      });
    });

    it('investor keeps the relationships whose targets it reads', async () => {
      expect(await run(`{
        users(where: {id: {_eq: "${USERS.carla}"}}) { id organizationUsers { organization_id } }
      }`, investor('carla'))).toEqual({
        data: { users: [{ id: USERS.carla, organizationUsers: [{ organization_id: id(13) }] }] },
      });
    });
  });
});
