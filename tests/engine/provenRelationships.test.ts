/**
 * Issue 20, item 2: an object relationship whose target filter the parent's filter already proves is read without
 * checking it again (Note [A relationship the parent's filter already proves], server/engine/ir/provenFilter.ts).
 * The investor's filter on accounting.entry is `{account: <account's filter>}`: `entry { account }` must walk the
 * membership chain once, and still show only what the investor may see; where nothing is proven the filter stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../../server/engine/createEngine.ts';
import { loadMetadata } from '../../server/engine/metadata/loadMetadata.ts';
import { createEngineFixture, investor, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';

const ALFA = '00000000-0000-4000-8000-000000000011';
const CLIENT_ALFA = '00000000-0000-4000-8000-0000000000c1';
const CLIENT_OTHER = '00000000-0000-4000-8000-0000000000c2';

// Two clients' books: Alfa Capital's (ana is its owner), and one of no organization of hers.
const BOOKS = `
INSERT INTO portfolio.client (id, name, document) VALUES
  ('${CLIENT_ALFA}', 'Alfa Livros', '11222333000181'), ('${CLIENT_OTHER}', 'Outro Livro', '11444777000161');
UPDATE portfolio.organization SET client_id = '${CLIENT_ALFA}' WHERE id = '${ALFA}';
INSERT INTO accounting.account (id, client_id, number, name, type, section) VALUES
  ('00000000-0000-4000-8000-0000000000a1', '${CLIENT_ALFA}', '1.01', 'Vendas', 'receipt', 'operations'),
  ('00000000-0000-4000-8000-0000000000a2', '${CLIENT_ALFA}', '2.01', 'Salários', 'payment', 'operations'),
  ('00000000-0000-4000-8000-0000000000a3', '${CLIENT_OTHER}', '1.01', 'Vendas de outro', 'receipt', 'operations');
INSERT INTO accounting.entry (account_id, month, value) VALUES
  ('00000000-0000-4000-8000-0000000000a1', '2026-01-01', 100.00),
  ('00000000-0000-4000-8000-0000000000a2', '2026-01-01', -40.00),
  ('00000000-0000-4000-8000-0000000000a3', '2026-01-01', 999.00);`;

const ENTRIES = `{ accounting_entry(order_by: {value: asc}) { value account { name section type } } }`;
/** The membership chain's table, once per filter walked. */
const chains = (sql: string) => sql.split('"organization_user"').length - 1;

describe.each(testTargets())('relationships the parent filter proves on $name', (target) => {
  let fixture: EngineFixture;
  let engine: Engine;

  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    await fixture.db.exec(BOOKS);
    engine = await createEngine({ db: fixture.db, metadata: loadMetadata(), stringifyNumeric: true, onUnexpectedError: (error) => { throw error; } });
  });
  afterAll(async () => {
    engine.close();
    await fixture.drop();
  });

  it('reads entry → account once through the membership chain, and shows only the investor\'s books', async () => {
    const [statement] = engine.explain({ query: ENTRIES }, investor('ana'));
    const alone = engine.explain({ query: '{ accounting_entry { value } }' }, investor('ana'))[0];
    expect(chains(statement.sql)).toBe(chains(alone.sql));
    expect(JSON.parse(await engine.execute({ query: ENTRIES }, investor('ana')))).toEqual({
      data: {
        accounting_entry: [
          { value: '-40.00', account: { name: 'Salários', section: 'operations', type: 'payment' } },
          { value: '100.00', account: { name: 'Vendas', section: 'operations', type: 'receipt' } },
        ],
      },
    });
    // Someone else's books stay someone else's: carla sees no entry at all.
    expect(JSON.parse(await engine.execute({ query: ENTRIES }, investor('carla')))).toEqual({ data: { accounting_entry: [] } });
  });

  it('keeps the target\'s filter where the parent\'s filter proves nothing about it', async () => {
    // investment → company: the investment's filter goes through its wallet, which says nothing of the company.
    const query = '{ portfolio_investment(order_by: {investment_date: asc}) { investment_date company { name } } }';
    const [statement] = engine.explain({ query }, investor('ana'));
    const alone = engine.explain({ query: '{ portfolio_investment { investment_date } }' }, investor('ana'))[0];
    expect(chains(statement.sql)).toBeGreaterThan(chains(alone.sql));
    const { data } = JSON.parse(await engine.execute({ query }, investor('ana'))) as {
      data: { portfolio_investment: { company: { name: string } | null }[] };
    };
    expect(data.portfolio_investment.length).toBeGreaterThan(0);
  });

  it('proves account → client too: the client\'s filter is the one the account\'s filter applies to it', async () => {
    const query = '{ accounting_account(order_by: {name: asc}) { name client { name } } }';
    const [statement] = engine.explain({ query }, investor('ana'));
    const alone = engine.explain({ query: '{ accounting_account { name } }' }, investor('ana'))[0];
    expect(chains(statement.sql)).toBe(chains(alone.sql));
    expect(JSON.parse(await engine.execute({ query }, investor('ana')))).toEqual({
      data: { accounting_account: [{ name: 'Salários', client: { name: 'Alfa Livros' } }, { name: 'Vendas', client: { name: 'Alfa Livros' } }] },
    });
  });
});
