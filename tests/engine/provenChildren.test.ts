/**
 * Rows of an array relationship whose filter only goes back to a parent the parent's filter proved (see Note [Rows
 * whose filter goes back to a parent already proven], server/engine/ir/provenFilter.ts): the investor's companies of
 * an organization, holdings of a wallet and investments of a holding are read without proving the membership again
 * for each row, and the answer is the same as with the proof: the admin's rows of the same parents. Likewise the
 * plan and the client an organization or a company points at, which the parent row itself makes visible (Note [A
 * parent row witnesses its related row's filter]).
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

  it('gives the investor the plan and client of each organization and company the admin gives, proving none of them again', async () => {
    // Clients of an organization (Alfa Capital), of a company Ana sees through Gama (Delta Agro), and of one only
    // Bruno sees (Cobalto, of Beta Ventures).
    const clients = [['Cliente Alfa', '11222333000181'], ['Cliente Delta', '04798051000161'], ['Cliente Cobalto', '27346423000114']];
    const ids = await Promise.all(clients.map(async ([name, document]) => {
      const inserted = JSON.parse(await fixture.engine.execute({
        query: 'mutation ($name: String!, $document: String!) { insert_portfolio_client_one(object: {name: $name, document: $document}) { id } }',
        variables: { name, document },
      }, session('admin'))) as { data: { insert_portfolio_client_one: { id: string } } };
      return inserted.data.insert_portfolio_client_one.id;
    }));
    const link = async (table: 'organization' | 'company', id: string, client: string) => {
      await fixture.engine.execute({
        query: `mutation ($id: uuid!, $client: uuid!) { update_portfolio_${table}_by_pk(pk_columns: {id: $id}, _set: {client_id: $client}) { id } }`,
        variables: { id, client },
      }, session('admin'));
    };
    await link('organization', '00000000-0000-4000-8000-000000000011', ids[0]);
    await link('company', '00000000-0000-4000-8000-000000000024', ids[1]);
    await link('company', '00000000-0000-4000-8000-000000000023', ids[2]);

    const query = `query ($ids: [uuid!]) {
      portfolio_organization(where: {id: {_in: $ids}}, order_by: {name: asc}) {
        id name plan { name } client { name }
        companies(order_by: {name: asc}) { name client { name } }
      }
    }`;
    const [statement] = fixture.engine.explain({ query, variables: {} }, investor('ana'));
    expect(membershipReads(statement.sql)).toBe(1);
    const seen: string[] = [];
    for (const user of ['ana', 'bruno', 'carla'] as const) {
      const mine = JSON.parse(await fixture.engine.execute({ query, variables: {} }, investor(user))) as {
        data: { portfolio_organization: { id: string; plan: { name: string } | null; client: { name: string } | null; companies: { client: { name: string } | null }[] }[] };
      };
      const organizations = mine.data.portfolio_organization;
      const all = JSON.parse(await fixture.engine.execute({ query, variables: { ids: organizations.map((o) => o.id) } }, session('admin'))) as unknown;
      expect(mine, user).toEqual(all);
      for (const organization of organizations) {
        if (organization.plan) seen.push(`${user}: ${organization.plan.name}`);
        if (organization.client) seen.push(`${user}: ${organization.client.name}`);
        for (const company of organization.companies) if (company.client) seen.push(`${user}: ${company.client.name}`);
      }
    }
    // Each user saw the plans and clients of their own organizations and companies, and those only.
    expect(seen.sort()).toEqual([
      'ana: Cliente Alfa', 'ana: Cliente Delta', 'ana: Profissional',
      'bruno: Cliente Alfa', 'bruno: Cliente Cobalto', 'bruno: Essencial', 'bruno: Profissional',
      'carla: Cliente Delta',
    ]);
  });
});
