/**
 * Live queries and the engine's own writes (issue 20, item 5): a mutation the engine commits refetches at once the
 * live queries that read what it wrote — its target table, a table its trigger wrote, a table beneath a view — so
 * the change arrives long before the refetch interval, here 60 s; a write made elsewhere (direct SQL) still arrives
 * on the interval. No timing is asserted: with a 60 s interval, an update that arrives at all came early.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../../server/engine/createEngine.ts';
import { loadMetadata } from '../../server/engine/metadata/loadMetadata.ts';
import { createEngineFixture, session, USERS, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';

const LONG_INTERVAL = 60_000;
const ACME = '00000000-0000-4000-8000-000000000021';
const BOREALIS = '00000000-0000-4000-8000-000000000022';
const admin = session('admin');

/** A subscriber keeping every body it is sent; `until` waits (at most 10 s, far below the interval) for one. */
function recorder() {
  const bodies: unknown[] = [];
  const errors: unknown[] = [];
  return {
    bodies,
    subscriber: { next: (body: string) => { bodies.push(JSON.parse(body)); }, error: (error: unknown) => { errors.push(error); } },
    async until(condition: (last: unknown) => boolean): Promise<unknown> {
      const deadline = Date.now() + 10_000;
      while (!(bodies.length > 0 && condition(bodies.at(-1)))) {
        if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
        if (Date.now() > deadline) throw new Error(`no such result; got ${JSON.stringify(bodies)}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return bodies.at(-1);
    },
  };
}

async function mutate(engine: Engine, query: string, variables: Record<string, unknown> = {}): Promise<void> {
  const body = await engine.execute({ query, variables }, admin);
  expect(body).not.toContain('"errors"');
}

describe.each(testTargets())('live queries and writes on $name', (target) => {
  let fixture: EngineFixture;

  beforeAll(async () => {
    fixture = await createEngineFixture(target, { liveQueries: { refetchIntervalMs: LONG_INTERVAL, batchSize: 100 } });
  });
  afterAll(async () => {
    await fixture.drop();
  });

  it('refetches at once after a mutation of the table a subscription reads', async () => {
    const live = recorder();
    const stop = fixture.engine.subscribe({
      query: 'subscription ($id: uuid!) { portfolio_company_by_pk(id: $id) { name } }', variables: { id: ACME },
    }, admin, live.subscriber);
    try {
      await live.until(() => true);
      expect(live.bodies).toEqual([{ data: { portfolio_company_by_pk: { name: 'Acme Ltda' } } }]);
      const before = fixture.engine.liveQueryStats;
      await mutate(fixture.engine, 'mutation ($id: uuid!) { update_portfolio_company_by_pk(pk_columns: {id: $id}, _set: {name: "Acme Nova"}) { id } }', { id: ACME });
      expect(await live.until((b) => JSON.stringify(b).includes('Acme Nova')))
        .toEqual({ data: { portfolio_company_by_pk: { name: 'Acme Nova' } } });
      expect(fixture.engine.liveQueryStats.writePolls).toBeGreaterThan(before.writePolls);
    } finally {
      stop();
      await mutate(fixture.engine, 'mutation ($id: uuid!) { update_portfolio_company_by_pk(pk_columns: {id: $id}, _set: {name: "Acme Ltda"}) { id } }', { id: ACME });
    }
  });

  it('refetches at once after a mutation whose trigger wrote the table a subscription reads', async () => {
    // Inserting an organization with a creator makes the creator its owner: the trigger writes organization_user.
    const live = recorder();
    const stop = fixture.engine.subscribe({
      query: 'subscription ($user: uuid!) { portfolio_organization_user_aggregate(where: {user_id: {_eq: $user}}) { aggregate { count } } }',
      variables: { user: USERS.ana },
    }, admin, live.subscriber);
    const organization = '00000000-0000-4000-8000-0000000000f1';
    try {
      await live.until(() => true);
      expect(live.bodies).toEqual([{ data: { portfolio_organization_user_aggregate: { aggregate: { count: 2 } } } }]);
      await mutate(fixture.engine, 'mutation ($id: uuid!, $user: uuid!) { insert_portfolio_organization_one(object: {id: $id, name: "Zeta Capital", created_by: $user}) { id } }',
        { id: organization, user: USERS.ana });
      expect(await live.until((b) => JSON.stringify(b).includes('"count":3')))
        .toEqual({ data: { portfolio_organization_user_aggregate: { aggregate: { count: 3 } } } });
    } finally {
      stop();
      await mutate(fixture.engine, 'mutation ($id: uuid!) { delete_portfolio_organization_by_pk(id: $id) { id } }', { id: organization });
    }
  });

  it('refetches at once after a mutation of a table beneath a view a subscription reads', async () => {
    const live = recorder();
    const stop = fixture.engine.subscribe({
      query: 'subscription ($id: uuid!) { portfolio_company_performance(where: {company_id: {_eq: $id}, currency: {_eq: "BRL"}}) { invested } }',
      variables: { id: ACME },
    }, admin, live.subscriber);
    const investment = '00000000-0000-4000-8000-000000000053';
    try {
      await live.until(() => true);
      expect(live.bodies).toEqual([{ data: { portfolio_company_performance: [{ invested: '1450000.00' }] } }]);
      await mutate(fixture.engine, 'mutation ($id: uuid!) { update_portfolio_investment_by_pk(pk_columns: {id: $id}, _set: {net_amount: "400000.00"}) { id } }', { id: investment });
      expect(await live.until((b) => JSON.stringify(b).includes('1350000.00')))
        .toEqual({ data: { portfolio_company_performance: [{ invested: '1350000.00' }] } });
    } finally {
      stop();
      await mutate(fixture.engine, 'mutation ($id: uuid!) { update_portfolio_investment_by_pk(pk_columns: {id: $id}, _set: {net_amount: "500000.00"}) { id } }', { id: investment });
    }
  });

  it('still polls on the interval for a write made outside the engine', async () => {
    // A second engine on the same database with a short interval: a direct UPDATE is no mutation of either engine,
    // so it is seen by a regular poll, never by one brought forward.
    const engine = await createEngine({
      db: fixture.db, metadata: loadMetadata(), stringifyNumeric: true, liveQueries: { refetchIntervalMs: 100, batchSize: 100 },
    });
    const live = recorder();
    const stop = engine.subscribe({
      query: 'subscription ($id: uuid!) { portfolio_company_by_pk(id: $id) { name } }', variables: { id: BOREALIS },
    }, admin, live.subscriber);
    try {
      await live.until(() => true);
      await fixture.db.query('UPDATE portfolio.company SET name = $2 WHERE id = $1', [BOREALIS, 'Borealis Direta']);
      expect(await live.until((b) => JSON.stringify(b).includes('Borealis Direta')))
        .toEqual({ data: { portfolio_company_by_pk: { name: 'Borealis Direta' } } });
      expect(engine.liveQueryStats.writePolls).toBe(0);
    } finally {
      stop();
      engine.close();
      await fixture.db.query('UPDATE portfolio.company SET name = $2 WHERE id = $1', [BOREALIS, 'Borealis S.A.']);
    }
  });
});
