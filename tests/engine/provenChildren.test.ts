/**
 * Rows of an array relationship whose filter only goes back to a parent the parent's filter proved (see Note [Rows
 * whose filter goes back to a parent already proven], server/engine/ir/provenFilter.ts): the investor's companies of
 * an organization, holdings of a wallet and investments of a holding are read without proving the membership again
 * for each row, and the answer is the same as with the proof: the admin's rows of the same parents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineFixture, investor, session, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';

const ORGANIZATIONS = `query Organizations($ids: [uuid!]) {
  portfolio_organization(where: {id: {_in: $ids}}, order_by: {name: asc}) {
    id name
    companies(order_by: {name: asc}) { name }
    companies_aggregate { aggregate { count } }
    wallets(order_by: {name: asc}) {
      name
      wallet_companies(order_by: {id: asc}) {
        id
        investments(order_by: {investment_date: asc}) { investment_date gross_amount }
        investments_aggregate { aggregate { count sum { gross_amount } } }
      }
    }
  }
}`;

/** How many times the membership table is read in a statement: once per proof of the investor's filter. */
const membershipReads = (sql: string): number => sql.split('"organization_user"').length - 1;

describe.each(testTargets())('rows whose filter a parent proved, on $name', (target) => {
  let fixture: EngineFixture;

  beforeAll(async () => { fixture = await createEngineFixture(target); });
  afterAll(async () => { await fixture.drop(); });

  const run = async (who: ReturnType<typeof session>, variables: Record<string, unknown> = {}) =>
    JSON.parse(await fixture.engine.execute({ query: ORGANIZATIONS, variables }, who)) as {
      data: { portfolio_organization: { id: string; companies: unknown[] }[] };
    };

  it('gives the investor the same companies, holdings and investments as the admin reads for the same organizations', async () => {
    for (const user of ['ana', 'bruno', 'carla'] as const) {
      const mine = await run(investor(user));
      const ids = mine.data.portfolio_organization.map((organization) => organization.id);
      const all = await run(session('admin'), { ids });
      expect(mine, user).toEqual(all);
    }
    const anas = await run(investor('ana'));
    expect(anas.data.portfolio_organization.length).toBeGreaterThan(0);
    expect(anas.data.portfolio_organization.some((organization) => organization.companies.length > 0)).toBe(true);
  });

  it('reads the membership once, for the organizations, and not again for their rows', () => {
    const [statement] = fixture.engine.explain({ query: ORGANIZATIONS, variables: {} }, investor('ana'));
    expect(membershipReads(statement.sql)).toBe(1);
  });

  it('proves it once along a chain: company → its organization → the organization\'s wallets → their holdings', async () => {
    const query = 'query { portfolio_company(order_by: {name: asc}) { name organization { name wallets(order_by: {name: asc}) { name wallet_companies_aggregate { aggregate { count } } } } } }';
    const [statement] = fixture.engine.explain({ query, variables: {} }, investor('ana'));
    expect(membershipReads(statement.sql)).toBe(1);
    const answer = JSON.parse(await fixture.engine.execute({ query, variables: {} }, investor('ana'))) as { data: { portfolio_company: unknown[] } };
    const names = answer.data.portfolio_company.map((company) => (company as { name: string }).name);
    const admin = JSON.parse(await fixture.engine.execute({
      query: query.replace('portfolio_company(order_by: {name: asc})', 'portfolio_company(where: {name: {_in: $names}}, order_by: {name: asc})').replace('query {', 'query ($names: [String!]) {'),
      variables: { names },
    }, session('admin'))) as unknown;
    expect(answer).toEqual(admin);
  });
});
