/**
 * The performance views of migration 1795132806500 (what home and the dashboard read), through the engine as the
 * investor role, on the engine fixture (tests/fixtures/engine.sql). Expected figures are worked out by hand:
 *
 *   Alfa Capital (…11): wallet Growth (…31) holds Acme (…21) 10 % for 950,000.00 BRL net and Borealis (…22) 5.5 %
 *   for 2,400,000.00 USD; wallet Income (…32) holds Acme 2.25 % for 500,000.00 BRL. Acme is valued 12,000,000.00
 *   BRL on 2026-01-31 and 15,000,000.00 BRL on 2026-07-31; Borealis 40,000,000.00 USD on 2026-07-15.
 *   Gama Investimentos (…13): wallet Seed (…33) holds Delta (…24) 12.5 % for 700,000.00 BRL; Delta has no valuation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineFixture, investor, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';

const id = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const FIGURES = 'currency invested current_value investments valued unvalued mismatched';

describe.each(testTargets())('performance views on $name', (target) => {
  let fixture: EngineFixture;
  beforeAll(async () => { fixture = await createEngineFixture(target); });
  afterAll(async () => { await fixture.drop(); });

  const run = async (query: string, who = investor('ana')): Promise<Record<string, unknown>> => {
    const result = JSON.parse(await fixture.engine.execute({ query }, who)) as { data?: Record<string, unknown>; errors?: unknown };
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data;
  };

  it('sum an organization per currency: net invested, latest valuation × share, no currency added to another', async () => {
    expect(await run(`{ portfolio_organization_performance(where: {organization_id: {_eq: "${id(11)}"}}, order_by: [{currency: asc}]) { ${FIGURES} valued_at } }`)).toEqual({
      portfolio_organization_performance: [
        // 15,000,000.00 × (10 % + 2.25 %): the latest of Acme's two valuations.
        { currency: 'BRL', invested: '1450000.00', current_value: '1837500.00', investments: 2, valued: 2, unvalued: 0, mismatched: 0, valued_at: '2026-07-31' },
        { currency: 'USD', invested: '2400000.00', current_value: '2200000.00', investments: 1, valued: 1, unvalued: 0, mismatched: 0, valued_at: '2026-07-15' },
      ],
    });
  });

  it('sum per wallet and per company, with their names through the relationships', async () => {
    const data = await run(`{
      wallets: portfolio_wallet_performance(where: {organization_id: {_eq: "${id(11)}"}}, order_by: [{wallet: {name: asc}}, {currency: asc}]) { wallet { name } ${FIGURES} }
      companies: portfolio_company_performance(where: {organization_id: {_eq: "${id(11)}"}}, order_by: [{current_value: desc}], limit: 1) { company { name } currency current_value }
      count: portfolio_company_performance_aggregate(where: {organization_id: {_eq: "${id(11)}"}}) { aggregate { count sum { invested } } }
    }`);
    expect(data.wallets).toEqual([
      { wallet: { name: 'Growth' }, currency: 'BRL', invested: '950000.00', current_value: '1500000.00', investments: 1, valued: 1, unvalued: 0, mismatched: 0 },
      { wallet: { name: 'Growth' }, currency: 'USD', invested: '2400000.00', current_value: '2200000.00', investments: 1, valued: 1, unvalued: 0, mismatched: 0 },
      { wallet: { name: 'Income' }, currency: 'BRL', invested: '500000.00', current_value: '337500.00', investments: 1, valued: 1, unvalued: 0, mismatched: 0 },
    ]);
    expect(data.companies).toEqual([{ company: { name: 'Borealis S.A.' }, currency: 'USD', current_value: '2200000.00' }]);
    // A sum over currencies is what _aggregate computes if asked; the portal always filters by currency first.
    expect(data.count).toEqual({ aggregate: { count: 2, sum: { invested: '3850000.00' } } });
  });

  it('count investments whose company has no valuation as unvalued, with no value', async () => {
    expect(await run(`{ portfolio_organization_performance(where: {organization_id: {_eq: "${id(13)}"}}) { ${FIGURES} valued_at } }`, investor('carla'))).toEqual({
      portfolio_organization_performance: [
        { currency: 'BRL', invested: '700000.00', current_value: '0.00', investments: 1, valued: 0, unvalued: 1, mismatched: 0, valued_at: null },
      ],
    });
  });

  it('show members only their own organizations', async () => {
    const alfa = `{ o: portfolio_organization_performance(where: {organization_id: {_eq: "${id(11)}"}}) { currency }
      w: portfolio_wallet_performance(where: {organization_id: {_eq: "${id(11)}"}}) { currency }
      c: portfolio_company_performance(where: {organization_id: {_eq: "${id(11)}"}}) { currency }
      h: portfolio_organization_value_history(where: {organization_id: {_eq: "${id(11)}"}}) { currency } }`;
    expect(await run(alfa, investor('carla'))).toEqual({ o: [], w: [], c: [], h: [] });
    const gama = alfa.replaceAll(id(11), id(13));
    expect(await run(gama, investor('bruno'))).toEqual({ o: [], w: [], c: [], h: [] });
  });

  it('give the history a point per quarter end since the first investment, and today', async () => {
    const data = await run(`{ portfolio_organization_value_history(where: {organization_id: {_eq: "${id(11)}"}}, order_by: [{at: asc}, {currency: asc}]) { at ${FIGURES} } }`);
    const rows = data.portfolio_organization_value_history as { at: string; currency: string }[];
    const today = (await fixture.db.query<{ today: string }>(`SELECT current_date::text AS today`)).rows[0].today;
    const dates = [...new Set(rows.map((row) => row.at))];
    expect(dates[0]).toBe('2025-03-31');
    expect(dates.at(-1)).toBe(today);
    for (const [i, date] of dates.slice(0, -1).entries()) {
      expect(date).toMatch(/-(03-31|06-30|09-30|12-31)$/);
      if (i > 0) expect(Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7))).toBe(Number(dates[i - 1].slice(0, 4)) * 12 + Number(dates[i - 1].slice(5, 7)) + 3);
    }
    const at = (date: string) => rows.filter((row) => row.at === date);
    // Only Acme's first investment, before any valuation.
    expect(at('2025-03-31')).toEqual([
      { at: '2025-03-31', currency: 'BRL', invested: '950000.00', current_value: '0.00', investments: 1, valued: 0, unvalued: 1, mismatched: 0 },
    ]);
    // Acme valued 12,000,000.00 on 2026-01-31; Borealis not valued until July.
    expect(at('2026-03-31')).toEqual([
      { at: '2026-03-31', currency: 'BRL', invested: '1450000.00', current_value: '1470000.00', investments: 2, valued: 2, unvalued: 0, mismatched: 0 },
      { at: '2026-03-31', currency: 'USD', invested: '2400000.00', current_value: '0.00', investments: 1, valued: 0, unvalued: 1, mismatched: 0 },
    ]);
    expect(at(today)).toEqual([
      { at: today, currency: 'BRL', invested: '1450000.00', current_value: '1837500.00', investments: 2, valued: 2, unvalued: 0, mismatched: 0 },
      { at: today, currency: 'USD', invested: '2400000.00', current_value: '2200000.00', investments: 1, valued: 1, unvalued: 0, mismatched: 0 },
    ]);
  });

  it('round half-even to cents, as common/finance does', async () => {
    const { rows } = await fixture.db.query<Record<string, string>>(
      `SELECT portfolio.round_half_even_cents(0.125)::text AS a, portfolio.round_half_even_cents(0.135)::text AS b,
              portfolio.round_half_even_cents(0.1251)::text AS c, portfolio.round_half_even_cents(0)::text AS d,
              portfolio.round_half_even_cents(NULL)::text AS e`,
    );
    expect(rows[0]).toEqual({ a: '0.12', b: '0.14', c: '0.13', d: '0.00', e: null });
  });

  it('mark an investment valued in another currency as mismatched in both currencies (last: it adds a valuation)', async () => {
    // 1,000.04 USD × 12.5 % = 125.005: a tie, rounded to the even cent.
    await fixture.db.query(`INSERT INTO portfolio.valuation_report (company_id, reference_date, valuation_amount, valuation_currency, valuation_date)
      VALUES ($1, '2026-06-30', 1000.04, 'USD', '2026-07-10')`, [id(24)]);
    expect(await run(`{ portfolio_organization_performance(where: {organization_id: {_eq: "${id(13)}"}}, order_by: [{currency: asc}]) { ${FIGURES} } }`, investor('carla'))).toEqual({
      portfolio_organization_performance: [
        { currency: 'BRL', invested: '700000.00', current_value: '0.00', investments: 1, valued: 0, unvalued: 0, mismatched: 1 },
        { currency: 'USD', invested: '0.00', current_value: '125.00', investments: 0, valued: 1, unvalued: 0, mismatched: 1 },
      ],
    });
  });
});
