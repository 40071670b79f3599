import { graphql } from 'react-relay';
import { createOperationDescriptor, getRequest, type GraphQLTaggedNode, type Variables } from 'relay-runtime';
import { generate } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { describe, expect, it } from 'vitest';
import { isValidCnpj } from '../../common/cnpj.ts';
import type { mockResolversPortfolioQuery$data } from '../../__generated__/mockResolversPortfolioQuery.graphql.ts';
import type { mockResolversRenameMutation$data } from '../../__generated__/mockResolversRenameMutation.graphql.ts';
import { generateMockPayload, type MockPayloadOptions } from './mockPayload.ts';
import { mockResolvers } from './mockResolvers.ts';

const portfolioQuery = graphql`
  query mockResolversPortfolioQuery($companyId: uuid!, $limit: Int, $offset: Int) {
    portfolio_company(order_by: { name: asc }, limit: $limit, offset: $offset) {
      id
      name
      document
      organization_id
      organization { id name }
      investments { id gross_amount net_amount share_percentage currency investment_date created_at }
      valuation_reports { id valuation_amount reference_date valuation_date }
    }
    portfolio_company_by_pk(id: $companyId) { id name document }
    portfolio_company_aggregate { aggregate { count } }
    portfolio_organization {
      id
      name
      client { document segment { en_name pt_br_name } }
      plan { name configuration }
    }
    portfolio_invite { id name email status }
  }
`;

const renameMutation = graphql`
  mutation mockResolversRenameMutation($id: uuid!, $name: String!) {
    update_portfolio_company_by_pk(pk_columns: { id: $id }, _set: { name: $name }) { id name document }
  }
`;

/** A fixed day, so that the date checks hold on any day the suite runs. */
const TODAY = new Date('2026-07-01T00:00:00Z');
const THREE_YEARS_AGO = new Date('2023-07-01T00:00:00Z');

function payload(query: GraphQLTaggedNode, variables: Variables, options: MockPayloadOptions = {}): unknown {
  const operation = createOperationDescriptor(getRequest(query), variables);
  return generateMockPayload(operation, { today: TODAY, ...options }).data;
}

const portfolio = (options: MockPayloadOptions = {}, variables: Variables = {}) =>
  payload(portfolioQuery, { companyId: 'none', ...variables }, options) as mockResolversPortfolioQuery$data;

const TWO_DECIMALS = /^\d+\.\d{2}$/;

function expectAmount(value: unknown, min: number, max: number): void {
  expect(value).toMatch(TWO_DECIMALS);
  expect(Number(value)).toBeGreaterThanOrEqual(min);
  expect(Number(value)).toBeLessThanOrEqual(max);
}

function expectRecentDate(value: unknown): void {
  expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const date = new Date(`${String(value)}T00:00:00Z`);
  expect(date >= THREE_YEARS_AGO && date <= TODAY).toBe(true);
}

describe('mock resolvers', () => {
  it('give every company a valid CNPJ, numeric and alphanumeric', () => {
    const documents = portfolio().portfolio_company.map((company) => company.document);
    expect(documents).toHaveLength(42);
    for (const document of documents) expect(isValidCnpj(document), document).toBe(true);
    expect(documents.some((document) => /[A-Z]/.test(document))).toBe(true);
    expect(documents.some((document) => /^\d{14}$/.test(document))).toBe(true);
  });

  it('write money as two-decimal strings in plausible ranges', () => {
    const companies = portfolio().portfolio_company;
    const investments = companies.flatMap((company) => company.investments);
    expect(investments.length).toBeGreaterThan(0);
    for (const investment of investments) {
      expectAmount(investment.gross_amount, 50_000, 20_000_000);
      expectAmount(investment.net_amount, 0, Number(investment.gross_amount));
      expectAmount(investment.share_percentage, 0, 100);
    }
    for (const report of companies.flatMap((company) => company.valuation_reports)) {
      expectAmount(report.valuation_amount, 1_000_000, 800_000_000);
    }
  });

  it('date everything in ISO form within the last three years', () => {
    const companies = portfolio().portfolio_company;
    for (const investment of companies.flatMap((company) => company.investments)) {
      expectRecentDate(investment.investment_date);
      expect(new Date(investment.created_at).toISOString()).toBe(investment.created_at);
    }
    for (const report of companies.flatMap((company) => company.valuation_reports)) {
      expectRecentDate(report.reference_date);
      expectRecentDate(report.valuation_date);
      expect(report.valuation_date >= report.reference_date).toBe(true);
    }
  });

  it('name people, organizations and segments realistically', () => {
    const data = portfolio();
    for (const invite of data.portfolio_invite) {
      expect(invite.name).toMatch(/^\p{Lu}\p{L}+ .+/u);
      expect(invite.email).toMatch(/^[a-z0-9.]+@exemplo\.com\.br$/);
      expect(['pending', 'accepted', 'declined']).toContain(invite.status);
    }
    expect(data.portfolio_company[0].name).toMatch(/ (Ltda\.|S\.A\.)$/);
    const organization = data.portfolio_organization[0];
    expect(organization.name).not.toMatch(/mock/);
    expect(organization.client?.segment?.en_name).toMatch(/^[A-Z]/);
    expect(organization.client?.segment?.pt_br_name).toMatch(/^[A-ZÁ-Ú]/);
    expect(organization.plan?.configuration).toHaveProperty('modules.accounting');
  });

  it('give the same data for the same seed, and other data for another', () => {
    expect(portfolio()).toEqual(portfolio());
    expect(portfolio({ seed: 7 }).portfolio_company).not.toEqual(portfolio().portfolio_company);
  });

  it('page lists with limit and offset, counted by the aggregate', () => {
    const all = portfolio();
    const page = portfolio({}, { limit: 10, offset: 40 }).portfolio_company;
    expect(all.portfolio_company_aggregate.aggregate?.count).toBe(all.portfolio_company.length);
    expect(page.map((company) => company.id)).toEqual(all.portfolio_company.slice(40).map((company) => company.id));
    const names = all.portfolio_company.map((company) => company.name);
    expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('give a row the same values in a list and by id, and follow its foreign keys', () => {
    const listed = portfolio().portfolio_company[3];
    const byId = portfolio({}, { companyId: listed.id }).portfolio_company_by_pk;
    expect(byId).toEqual({ id: listed.id, name: listed.name, document: listed.document });
    expect(listed.organization.id).toBe(listed.organization_id);
  });

  it('lay overrides over the generated rows', () => {
    const renamed = portfolio({ overrides: { portfolio_company: () => ({ name: 'Acme Ltda.' }) } }).portfolio_company;
    expect(new Set(renamed.map((company) => company.name))).toEqual(new Set(['Acme Ltda.']));
    expect(isValidCnpj(renamed[0].document)).toBe(true);

    const two = portfolio({ overrides: { Query: () => ({ portfolio_company: [{ name: 'A' }, { name: 'B' }] }) } });
    expect(two.portfolio_company.map((company) => company.name)).toEqual(['A', 'B']);
  });

  it('answer a mutation with the values it wrote', () => {
    const written = { id: 'c0ffee00-0000-4000-8000-000000000001', name: 'Nova Razão Social Ltda.' };
    const data = payload(renameMutation, written) as mockResolversRenameMutation$data;
    expect(data.update_portfolio_company_by_pk).toMatchObject(written);
  });

  it('fill rows by field name even without the schema, with MockPayloadGenerator alone', () => {
    const operation = createOperationDescriptor(getRequest(portfolioQuery), { companyId: 'none' });
    const data = generate(operation, mockResolvers).data as unknown as mockResolversPortfolioQuery$data;
    const [company] = data.portfolio_company;
    expect(isValidCnpj(company.document)).toBe(true);
    expect(company.name).toMatch(/ (Ltda\.|S\.A\.)$/);
    expectAmount(company.investments[0].gross_amount, 50_000, 20_000_000);
  });
});
