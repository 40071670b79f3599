/**
 * Aliases of one field are different places for a variable: a 12-month cash flow asks for the same aggregate under
 * one alias per month, each bound to its own variables. The plan must bind every alias's variables as parameters,
 * so one plan (and on a PostgreSQL server, one prepared statement per root field) serves every set of dates, and
 * each alias keeps its own values — and a literal beside an aliased variable stays a literal. Error paths name the
 * field, never its alias, as Hasura's do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryOptions } from '../../server/db/driver.ts';
import { createEngine, type Engine } from '../../server/engine/createEngine.ts';
import { loadMetadata } from '../../server/engine/metadata/loadMetadata.ts';
import { createEngineFixture, investor, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';

// ana sees Alfa's and Gama's investments: 2025-01-15 1000000.00, 2025-06-01 2500000.50, 2026-02-10 500000.00,
// 2024-11-30 750000.00 (gross).
const MONTHS = `query Months($aFrom: date!, $aTo: date!, $bFrom: date!, $bTo: date!) {
  a: portfolio_investment_aggregate(where: {investment_date: {_gte: $aFrom, _lt: $aTo}}) { aggregate { count sum { gross_amount } } }
  b: portfolio_investment_aggregate(where: {investment_date: {_gte: $bFrom, _lt: $bTo}}) { aggregate { count sum { gross_amount } } }
}`;

const NESTED = `query Nested($x: String!, $y: String!) {
  portfolio_organization(order_by: {name: asc}) {
    name
    x: companies(where: {name: {_eq: $x}}) { name }
    y: companies(where: {name: {_eq: $y}}) { name }
  }
}`;

const LITERAL_BESIDE = `query Beside($name: String!, $n: Int!) {
  a: portfolio_company(where: {name: {_eq: $name}}) { name }
  b: portfolio_company(where: {name: {_eq: "Delta Agro Ltda"}}) { name }
  c: portfolio_company(order_by: {name: asc}, limit: $n) { name }
  d: portfolio_company(order_by: {name: asc}, limit: 1) { name }
}`;

const sum = (count: number, gross: string | null) => ({ aggregate: { count, sum: { gross_amount: gross } } });

describe.each(testTargets())('aliases bound to different variables on $name', (target) => {
  let fixture: EngineFixture;
  let engine: Engine;
  /** The `prepare` name of every statement the engine ran, in order; '' for an unnamed one. */
  const prepared: string[] = [];

  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    const { db } = fixture;
    engine = await createEngine({
      db: {
        kind: db.kind,
        query: (sql: string, params?: readonly unknown[], options?: QueryOptions) => {
          prepared.push(options?.prepare ?? '');
          return db.query(sql, params, options);
        },
        exec: (sql: string) => db.exec(sql),
        transaction: (work) => db.transaction(work),
        close: () => Promise.resolve(),
      } as typeof db,
      metadata: loadMetadata(), stringifyNumeric: true,
      onUnexpectedError: (error) => { throw error; },
    });
  });
  afterAll(async () => {
    engine.close();
    await fixture.drop();
  });

  const run = async (query: string, variables: Record<string, unknown>) =>
    JSON.parse(await engine.execute({ query, variables }, investor('ana'))) as unknown;

  it('plans a query of aliased aggregates once and runs it prepared with every set of values', async () => {
    const before = engine.planStats;
    prepared.length = 0;
    expect(await run(MONTHS, { aFrom: '2025-01-01', aTo: '2026-01-01', bFrom: '2026-01-01', bTo: '2027-01-01' })).toEqual({
      data: { a: sum(2, '3500000.50'), b: sum(1, '500000.00') },
    });
    const first = [...prepared];
    expect(first).toHaveLength(2);
    expect(first.every((name) => name !== '')).toBe(true);

    prepared.length = 0;
    expect(await run(MONTHS, { aFrom: '2024-01-01', aTo: '2025-01-01', bFrom: '2025-06-01', bTo: '2026-03-01' })).toEqual({
      data: { a: sum(1, '750000.00'), b: sum(2, '3000000.50') },
    });
    expect(prepared).toEqual(first);
    prepared.length = 0;
    expect(await run(MONTHS, { aFrom: '2030-01-01', aTo: '2031-01-01', bFrom: '2024-01-01', bTo: '2030-01-01' })).toEqual({
      data: { a: sum(0, null), b: sum(4, '4750000.50') },
    });
    expect(prepared).toEqual(first);
    expect(engine.planStats).toEqual({ built: before.built + 1, reused: before.reused + 2 });
    for (const statement of engine.explain({ query: MONTHS, variables: { aFrom: '2025-01-01', aTo: '2026-01-01', bFrom: '2026-01-01', bTo: '2027-01-01' } }, investor('ana'))) {
      expect(statement.prepare).toBeDefined();
    }
  });

  it('binds the variables of aliased relationships apart', async () => {
    const before = engine.planStats;
    const names = async (variables: Record<string, unknown>) => run(NESTED, variables);
    expect(await names({ x: 'Acme Ltda', y: 'Delta Agro Ltda' })).toEqual({
      data: {
        portfolio_organization: [
          { name: 'Alfa Capital', x: [{ name: 'Acme Ltda' }], y: [] },
          { name: 'Gama Investimentos', x: [], y: [{ name: 'Delta Agro Ltda' }] },
        ],
      },
    });
    expect(await names({ x: 'Delta Agro Ltda', y: 'Borealis S.A.' })).toEqual({
      data: {
        portfolio_organization: [
          { name: 'Alfa Capital', x: [], y: [{ name: 'Borealis S.A.' }] },
          { name: 'Gama Investimentos', x: [{ name: 'Delta Agro Ltda' }], y: [] },
        ],
      },
    });
    expect(engine.planStats).toEqual({ built: before.built + 1, reused: before.reused + 1 });
  });

  it('keeps a literal beside an alias bound to a variable, on every run', async () => {
    for (const [name, n] of [['Acme Ltda', 3], ['Borealis S.A.', 2]] as const) {
      expect(await run(LITERAL_BESIDE, { name, n })).toEqual({
        data: {
          a: [{ name }],
          b: [{ name: 'Delta Agro Ltda' }],
          c: [{ name: 'Acme Ltda' }, { name: 'Borealis S.A.' }, { name: 'Delta Agro Ltda' }].slice(0, n),
          d: [{ name: 'Acme Ltda' }],
        },
      });
    }
  });

  it('reports an aliased field\'s error at the field\'s path, on the first parse and on a reused plan', async () => {
    const error = {
      errors: [{
        extensions: { code: 'validation-failed', path: '$.selectionSet.portfolio_company.args.limit' },
        message: "expected a non-negative 32-bit integer for type 'Int', but found a number",
      }],
    };
    expect(await run(LITERAL_BESIDE, { name: 'Acme Ltda', n: -1 })).toEqual(error);
    const fresh = LITERAL_BESIDE.replace('query Beside', 'query BesideAgain');
    expect(await run(fresh, { name: 'Acme Ltda', n: -1 })).toEqual(error);
  });
});
