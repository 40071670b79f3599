/**
 * The portal-shaped queries the bench runs: each in the engine's (Hasura's) naming, run as the demo investor, and
 * the nearest query PostGraphile v4 core can express (`allX`/`nodes`/`totalCount`, `condition`, `orderBy`,
 * `first`, `offset`; no filter or aggregates plugin). Where the two differ, `difference` says how; the differences
 * are kept small enough that both read and return about the same rows.
 */

export interface GraphQLBody {
  query: string;
  variables: Record<string, unknown>;
}

export interface BenchQuery {
  name: string;
  ours: GraphQLBody;
  theirs: GraphQLBody;
  /** How PostGraphile's query differs from ours, and why; empty when it asks for the same data. */
  difference: string;
}

/** Ids and dates picked from the large set (see fixtures.ts). */
export interface QueryFixtures {
  walletId: string;
  clientId: string;
  /** First and last month (YYYY-MM-01) of the twelve months of cash flow. */
  from: string;
  to: string;
}

/** A query's texts before its variables are known. */
interface QueryText {
  name: string;
  ours: string;
  theirs: string;
  difference: string;
}

/** The organizations screen: each organization with its plan, parent, client (and its segment) and company count. */
const organizations: QueryText = {
  name: 'organizations with client, segment and company count',
  ours: `query Organizations {
    portfolio_organization(order_by: {name: asc}) {
      id name created_at
      parent { id name }
      plan { id name }
      client { id name document active last_data_imported_at segment { id en_name pt_br_name } }
      companies_aggregate { aggregate { count } }
    }
  }`,
  theirs: `query Organizations {
    allOrganizations(orderBy: NAME_ASC) { nodes {
      id name createdAt
      organizationByParentId { id name }
      planByPlanId { id name }
      clientByClientId { id name document active lastDataImportedAt segmentBySegmentId { id enName ptBrName } }
      companiesByOrganizationId { totalCount }
    } }
  }`,
  difference: '',
};

/** The companies list: one page of 50 by name, with the total for the pager, in the same request. */
const companiesPage: QueryText = {
  name: 'companies page of 50 + _aggregate count',
  ours: `query CompaniesPage($limit: Int!, $offset: Int!) {
    portfolio_company(order_by: [{name: asc}, {id: asc}], limit: $limit, offset: $offset) {
      id name document created_at updated_at
      organization { id name }
      client { id name active }
    }
    portfolio_company_aggregate { aggregate { count } }
  }`,
  theirs: `query CompaniesPage($limit: Int!, $offset: Int!) {
    allCompanies(orderBy: [NAME_ASC, ID_ASC], first: $limit, offset: $offset) {
      totalCount
      nodes {
        id name document createdAt updatedAt
        organizationByOrganizationId { id name }
        clientByClientId { id name active }
      }
    }
  }`,
  difference: '',
};

/** A wallet's page: its holdings (100 companies) and their investments (1,000), with totals per holding. */
const wallet: QueryText = {
  name: 'wallet with holdings, companies and investments',
  ours: `query Wallet($id: uuid!) {
    portfolio_wallet_by_pk(id: $id) {
      id name pt_br_group_name tax_id updated_at
      organization { id name }
      wallet_companies(order_by: {company: {name: asc}}) {
        id
        company { id name document }
        investments(order_by: {investment_date: asc}) {
          id investment_date gross_amount net_amount currency share_percentage
        }
        investments_aggregate { aggregate { count sum { gross_amount net_amount } } }
      }
    }
  }`,
  theirs: `query Wallet($id: UUID!) {
    walletById(id: $id) {
      id name ptBrGroupName taxId updatedAt
      organizationByOrganizationId { id name }
      walletCompaniesByWalletId(orderBy: COMPANY_ID_ASC) { nodes {
        id
        companyByCompanyId { id name document }
        investmentsByWalletIdAndCompanyId(orderBy: INVESTMENT_DATE_ASC) {
          totalCount
          nodes { id investmentDate grossAmount netAmount currency sharePercentage }
        }
      } }
    }
  }`,
  difference: 'holdings ordered by company id, not by the related company name (core orderBy takes own columns ' +
    'only); totalCount instead of count + sums (core has no aggregates)',
};

/**
 * The cash-flow screen: one client's chart of accounts per cash-flow section (one aliased root field per section,
 * as the screen groups them), each account with its twelve monthly entries and their total.
 */
const cashFlowAccount = `
  id number name type
  entries(where: {month: {_gte: $from, _lte: $to}}, order_by: {month: asc}) { month value }
  entries_aggregate(where: {month: {_gte: $from, _lte: $to}}) { aggregate { sum { value } } }`;
const cashFlowAccountTheirs = `
  id number name type
  entriesByAccountId(orderBy: MONTH_DESC, first: 12) { totalCount nodes { month value } }`;
const SECTIONS = ['operations', 'investment', 'financing'];
const sectionsOurs = SECTIONS.map((s) => `${s}: accounting_account(
    where: {client_id: {_eq: $client}, section: {_eq: ${s}}}, order_by: {number: asc}
  ) {${cashFlowAccount}\n  }`).join('\n');
const sectionsTheirs = SECTIONS.map((s) => `${s}: allAccounts(
    condition: {clientId: $client, section: "${s}"}, orderBy: NUMBER_ASC
  ) { nodes {${cashFlowAccountTheirs}\n  } }`).join('\n');
const cashFlow: QueryText = {
  name: 'cash flow: 12 months of one client by section',
  ours: `query CashFlow($client: uuid!, $from: date!, $to: date!) {\n${sectionsOurs}\n}`,
  theirs: `query CashFlow($client: UUID!) {\n${sectionsTheirs}\n}`,
  difference: 'the last 12 entries by month (first: 12) instead of a month range (core condition is equality ' +
    'only; the large set has an entry every month, so the rows are the same); totalCount instead of a sum',
};

const withVariables = (q: QueryText, ours: Record<string, unknown>, theirs: Record<string, unknown>): BenchQuery => ({
  name: q.name, difference: q.difference, ours: { query: q.ours, variables: ours }, theirs: { query: q.theirs, variables: theirs },
});

export function benchQueries(f: QueryFixtures): BenchQuery[] {
  // Page 3 of the companies: an offset the database walks past, as a user paging through the list causes.
  const page = { limit: 50, offset: 100 };
  return [
    withVariables(organizations, {}, {}),
    withVariables(companiesPage, page, page),
    withVariables(wallet, { id: f.walletId }, { id: f.walletId }),
    withVariables(cashFlow, { client: f.clientId, from: f.from, to: f.to }, { client: f.clientId }),
  ];
}
