/**
 * The shape of the mock database: how many rows each table of the investor's schema holds, the fixed rows of the
 * small tables (Hasura enum tables, segments, plans, the chart of accounts), and how relationships find their
 * foreign key. The rows themselves are built on demand (mockRows.ts), from an id.
 */

/** A table whose rows have a `uuid` id. */
export interface TableSize {
  /** Rows in the whole table: the length of a root list and its `_aggregate { count }`. */
  readonly size: number;
  /** Rows under one parent (an organization's companies, a wallet's investments …). */
  readonly nested: number;
}

export const TABLES: Readonly<Record<string, TableSize>> = {
  portfolio_organization: { size: 3, nested: 2 },
  portfolio_organization_user: { size: 12, nested: 4 },
  portfolio_client: { size: 5, nested: 1 },
  portfolio_segment: { size: 8, nested: 3 },
  portfolio_plan: { size: 3, nested: 1 },
  portfolio_company: { size: 42, nested: 6 },
  portfolio_company_user: { size: 15, nested: 3 },
  portfolio_wallet: { size: 6, nested: 3 },
  portfolio_wallet_company: { size: 20, nested: 4 },
  portfolio_wallet_user: { size: 8, nested: 2 },
  portfolio_investment: { size: 57, nested: 5 },
  portfolio_valuation_report: { size: 64, nested: 6 },
  portfolio_invite: { size: 9, nested: 3 },
  portfolio_alert: { size: 14, nested: 3 },
  // One current policy, already accepted by the demo investor: the portal opens without the acceptance gate.
  portfolio_privacy_policy: { size: 1, nested: 1 },
  portfolio_privacy_policy_acceptance: { size: 1, nested: 1 },
  // Three contacts per company at most; six monthly requests, each to four companies, with a few events each.
  portfolio_company_contact: { size: 60, nested: 1 },
  portfolio_kpi_request: { size: 6, nested: 6 },
  portfolio_kpi_response: { size: 24, nested: 4 },
  portfolio_kpi_response_event: { size: 48, nested: 3 },
  accounting_account: { size: 12, nested: 12 },
  // Twelve months per account: consecutive ids are consecutive months (see mockRows.ts).
  accounting_entry: { size: 144, nested: 12 },
  accounting_budget: { size: 144, nested: 12 },
  accounting_indicator: { size: 36, nested: 6 },
  users: { size: 20, nested: 5 },
  // The demo investor's passkeys on the profile: a laptop's and a security key.
  authUserSecurityKeys: { size: 2, nested: 2 },
  user_analysis_user_events: { size: 30, nested: 10 },
};

/** A row of a table keyed by `value` instead of an id (Hasura enum tables and the indicator kinds). */
export type ValueRow = Readonly<Record<string, string>>;

const enumRows = (entries: readonly (readonly [string, string])[]): ValueRow[] =>
  entries.map(([value, comment]) => ({ value, comment }));

export const VALUE_TABLES: Readonly<Record<string, readonly ValueRow[]>> = {
  portfolio_invite_status: enumRows([['pending', 'Pendente'], ['accepted', 'Aceito'], ['declined', 'Recusado']]),
  portfolio_organization_role: enumRows([['viewer', 'Leitor'], ['editor', 'Editor'], ['owner', 'Proprietário']]),
  portfolio_alert_severity: enumRows([['info', 'Informação'], ['warning', 'Atenção'], ['critical', 'Crítico']]),
  accounting_account_type: enumRows([['receipt', 'Recebimento'], ['payment', 'Pagamento']]),
  accounting_cash_flow_section: enumRows([
    ['operations', 'Atividades operacionais'], ['investment', 'Atividades de investimento'],
    ['financing', 'Atividades de financiamento'],
  ]),
  // The schema's enum has every ISO 4217 code; a portfolio in Brazil sees these.
  portfolio_currency: enumRows([
    ['BRL', 'Real brasileiro'], ['USD', 'Dólar americano'], ['EUR', 'Euro'], ['GBP', 'Libra esterlina'],
    ['CHF', 'Franco suíço'], ['JPY', 'Iene'], ['ARS', 'Peso argentino'], ['CLP', 'Peso chileno'],
  ]),
  accounting_indicator_kind: [
    { value: 'revenue', en_name: 'Net revenue', pt_br_name: 'Receita líquida', unit: 'BRL' },
    { value: 'ebitda', en_name: 'EBITDA', pt_br_name: 'EBITDA', unit: 'BRL' },
    { value: 'net_income', en_name: 'Net income', pt_br_name: 'Lucro líquido', unit: 'BRL' },
    { value: 'gross_margin', en_name: 'Gross margin', pt_br_name: 'Margem bruta', unit: '%' },
    { value: 'headcount', en_name: 'Headcount', pt_br_name: 'Número de funcionários', unit: 'people' },
    { value: 'cash', en_name: 'Cash position', pt_br_name: 'Posição de caixa', unit: 'BRL' },
  ],
};

/** The segments of clients and wallets, named in both languages. */
export const SEGMENTS: readonly (readonly [en: string, ptBr: string])[] = [
  ['Agribusiness', 'Agronegócio'], ['Technology', 'Tecnologia'], ['Healthcare', 'Saúde'], ['Retail', 'Varejo'],
  ['Energy', 'Energia'], ['Real estate', 'Imobiliário'], ['Financial services', 'Serviços financeiros'],
  ['Logistics', 'Logística'],
];

/** Subscription plans and the configuration (jsonb) each grants. */
export const PLANS: readonly { name: string; configuration: Record<string, unknown> }[] = [
  { name: 'Essencial', configuration: { modules: { financial: true, accounting: false, dataroom: false } } },
  { name: 'Profissional', configuration: { modules: { financial: true, accounting: true, dataroom: true } } },
  {
    name: 'Corporativo',
    configuration: { modules: { financial: true, accounting: true, dataroom: true }, seats: null },
  },
];

/** The chart of accounts of the cash flow: number, name, direction and section. */
export const ACCOUNTS: readonly (readonly [number: string, name: string, type: string, section: string])[] = [
  ['1.01', 'Receita de vendas', 'receipt', 'operations'],
  ['1.02', 'Receita de serviços', 'receipt', 'operations'],
  ['1.03', 'Fornecedores', 'payment', 'operations'],
  ['1.04', 'Salários e encargos', 'payment', 'operations'],
  ['1.05', 'Impostos sobre vendas', 'payment', 'operations'],
  ['1.06', 'Aluguel e condomínio', 'payment', 'operations'],
  ['2.01', 'Aquisição de imobilizado', 'payment', 'investment'],
  ['2.02', 'Venda de ativos', 'receipt', 'investment'],
  ['2.03', 'Aplicações financeiras', 'payment', 'investment'],
  ['3.01', 'Empréstimos recebidos', 'receipt', 'financing'],
  ['3.02', 'Amortização de empréstimos', 'payment', 'financing'],
  ['3.03', 'Aporte de capital', 'receipt', 'financing'],
];

/**
 * The foreign-key column of the object relationships whose column is not `<relationship>_id`; a relationship with
 * no column at all (an invite's `invitee`, an investment's `wallet_company`) gets a row drawn from its parent's id.
 */
export const FOREIGN_KEYS: Readonly<Record<string, string>> = {
  creator: 'created_by',
  // A stored file's bucket: hasura-storage names its columns in camelCase.
  bucket: 'bucketId',
  inviter: 'invited_by',
  acceptor: 'accepted_by',
  indicator_kind: 'kind',
};

/**
 * The tables whose rows are computed whole from other rows instead of one by one from an id (mockDerived.ts): the
 * performance views and the dataroom's storage. Their lists are filtered by their `where`.
 */
export const DERIVED_TABLE_NAMES = [
  'portfolio_organization_performance', 'portfolio_wallet_performance', 'portfolio_company_performance',
  'portfolio_organization_value_history', 'portfolio_investment_value', 'buckets', 'files', 'portfolio_company_file',
] as const;

export type DerivedTableName = (typeof DERIVED_TABLE_NAMES)[number];

const isDerived = (table: string) => (DERIVED_TABLE_NAMES as readonly string[]).includes(table);

/** The table a root or relationship field's type names: `portfolio_company` for `portfolio_company_aggregate`. */
export function tableOfType(typeName: string): string | undefined {
  const table = typeName.replace(/_(aggregate|aggregate_fields|mutation_response)$/, '');
  return table in TABLES || table in VALUE_TABLES || isDerived(table) ? table : undefined;
}

/** How many rows a list of `table` shows: the whole table at the root, a few under a parent row. */
export function tableRows(table: string, nested: boolean): number {
  const sizes = TABLES[table] as TableSize | undefined;
  if (sizes) return nested ? sizes.nested : sizes.size;
  return (VALUE_TABLES[table] as readonly ValueRow[] | undefined)?.length ?? 1;
}
