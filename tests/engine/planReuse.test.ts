/**
 * One plan per query text serves every page: `limit` and `offset` from variables are bind parameters, so a data
 * table that pages through a list reuses its plan (and, on a PostgreSQL server, its prepared statement), while each
 * new value is still checked as Hasura checks it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineFixture, investor, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';

const PAGE = `query Page($limit: Int, $offset: Int) {
  portfolio_company(order_by: {name: asc}, limit: $limit, offset: $offset) { name }
}`;

describe.each(testTargets())('plan reuse on $name', (target) => {
  let fixture: EngineFixture;
  beforeAll(async () => { fixture = await createEngineFixture(target); });
  afterAll(async () => { await fixture.drop(); });

  const page = async (variables: Record<string, unknown>) =>
    JSON.parse(await fixture.engine.execute({ query: PAGE, variables }, investor('ana'))) as unknown;

  it('pages with one plan, and checks every new value', async () => {
    // ana sees Alfa's and Gama's companies: Acme, Borealis, Delta.
    expect(await page({ limit: 2, offset: 0 })).toEqual({ data: { portfolio_company: [{ name: 'Acme Ltda' }, { name: 'Borealis S.A.' }] } });
    const plans = fixture.engine.cachedPlans;
    expect(await page({ limit: 2, offset: 2 })).toEqual({ data: { portfolio_company: [{ name: 'Delta Agro Ltda' }] } });
    expect(await page({ limit: 1, offset: 1 })).toEqual({ data: { portfolio_company: [{ name: 'Borealis S.A.' }] } });
    expect(await page({ limit: null, offset: null })).toEqual({
      data: { portfolio_company: [{ name: 'Acme Ltda' }, { name: 'Borealis S.A.' }, { name: 'Delta Agro Ltda' }] },
    });
    expect(await page({})).toEqual({
      data: { portfolio_company: [{ name: 'Acme Ltda' }, { name: 'Borealis S.A.' }, { name: 'Delta Agro Ltda' }] },
    });
    expect(await page({ limit: -1, offset: 0 })).toEqual({
      errors: [{
        extensions: { code: 'validation-failed', path: '$.selectionSet.portfolio_company.args.limit' },
        message: "expected a non-negative 32-bit integer for type 'Int', but found a number",
      }],
    });
    expect(fixture.engine.cachedPlans).toBe(plans);
  });
});
