/**
 * Metadata as Hasura takes it (issue 22): every spelling its metadata format accepts loads, and an object that does
 * not fit the database (an unknown operator in a permission, a relationship to a missing table, a permission on a
 * missing column, a tracked table that does not exist) is dropped with Hasura's inconsistency report while the engine
 * starts and serves the rest. Each case writes a copy of `nhost/metadata` with the change, as a person would edit
 * the YAML, and starts an engine from it over the fixture database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { createEngine, type Engine } from '../../server/engine/createEngine.ts';
import { parseJwtSecret } from '../../server/engine/permissions/jwtSecret.ts';
import { buildApp } from '../../server/http/buildApp.ts';
import { DEFAULT_METADATA_DIR, loadMetadata } from '../../server/engine/metadata/loadMetadata.ts';
import type { InconsistentObject } from '../../server/engine/metadata/validateMetadata.ts';
import { createEngineFixture, investor, session, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';
import { ADMIN_SECRET, JWT_KEY, token } from '../helpers/tokens.ts';

const TABLES = 'databases/default/tables';

/** A copy of the project's metadata with `edit` applied to the parsed YAML of some table files; removed in afterAll. */
const copies: string[] = [];
function metadataWith(edits: Record<string, (table: Record<string, unknown>) => void>, extraTables: Record<string, unknown>[] = []): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'metadata-'));
  copies.push(dir);
  fs.cpSync(DEFAULT_METADATA_DIR, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const at = path.join(dir, TABLES, file);
    const table = YAML.parse(fs.readFileSync(at, 'utf8')) as Record<string, unknown>;
    edit(table);
    fs.writeFileSync(at, YAML.stringify(table));
  }
  if (extraTables.length > 0) {
    const list = path.join(dir, TABLES, 'tables.yaml');
    const includes = YAML.parse(fs.readFileSync(list, 'utf8')) as string[];
    extraTables.forEach((table, i) => {
      fs.writeFileSync(path.join(dir, TABLES, `extra_${i}.yaml`), YAML.stringify(table));
      includes.push(`!include extra_${i}.yaml`);
    });
    fs.writeFileSync(list, YAML.stringify(includes));
  }
  return dir;
}

type Permission = { role: string; permission: Record<string, unknown> };
const permissionOf = (table: Record<string, unknown>, kind: string, role: string): Record<string, unknown> => {
  const found = (table[`${kind}_permissions`] as Permission[]).find((p) => p.role === role);
  if (!found) throw new Error(`no ${kind} permission for ${role}`);
  return found.permission;
};

describe.each(testTargets())('metadata forms and inconsistent objects on $name', (target) => {
  let fixture: EngineFixture;
  const engines: Engine[] = [];
  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    // A table in `public`, for the forms that name a table without its schema.
    await fixture.db.exec(`CREATE TABLE public.feature_flag (id text PRIMARY KEY, enabled boolean NOT NULL);
      INSERT INTO public.feature_flag VALUES ('wallets', true);`);
  });
  afterAll(async () => {
    for (const engine of engines) engine.close();
    await fixture.drop();
    for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
  });

  const start = async (dir: string): Promise<{ engine: Engine; reported: InconsistentObject[] }> => {
    const reported: InconsistentObject[] = [];
    const engine = await createEngine({
      db: fixture.db, metadata: loadMetadata(dir), stringifyNumeric: true,
      onUnexpectedError: (error) => { throw error; },
      onInconsistentMetadata: (objects) => { reported.push(...objects); },
    });
    engines.push(engine);
    return { engine, reported };
  };
  const ask = async (engine: Engine, query: string, who = investor('ana')): Promise<unknown> =>
    JSON.parse(await engine.execute({ query }, who)) as unknown;

  it('loads every spelling Hasura accepts: a bare table name, `columns` as one string, an insert permission without columns, `_exists` on a bare name', async () => {
    const dir = metadataWith({
      'portfolio_wallet.yaml': (table) => {
        const investments = (table.array_relationships as { name: string; using: Record<string, unknown> }[]).find((r) => r.name === 'investments');
        if (!investments) throw new Error('no investments relationship');
        investments.using = { foreign_key_constraint_on: { table: { schema: 'portfolio', name: 'investment' }, columns: 'wallet_id' } };
        delete permissionOf(table, 'insert', 'investor').columns;
        const select = permissionOf(table, 'select', 'investor');
        select.filter = { _and: [select.filter, { _exists: { _table: 'feature_flag', _where: { id: { _eq: 'wallets' }, enabled: { _eq: true } } } }] };
      },
      'portfolio_investment.yaml': (table) => {
        const wallet = (table.object_relationships as { name: string; using: Record<string, unknown> }[]).find((r) => r.name === 'wallet');
        if (!wallet) throw new Error('no wallet relationship');
        wallet.using = { manual_configuration: { remote_table: { name: 'wallet', schema: 'portfolio' }, column_mapping: { wallet_id: 'id' } } };
      },
    }, [{ table: 'feature_flag', select_permissions: [{ role: 'investor', permission: { columns: '*', filter: {} } }] }]);
    const { engine, reported } = await start(dir);
    expect(reported).toEqual([]);
    expect(await ask(engine, '{ portfolio_wallet(order_by: {name: asc}, limit: 1) { name investments_aggregate { aggregate { count } } } }')).toEqual({
      data: { portfolio_wallet: [{ name: expect.any(String) as unknown, investments_aggregate: { aggregate: { count: expect.any(Number) as unknown } } }] },
    });
    expect(await ask(engine, '{ feature_flag { id enabled } }')).toEqual({ data: { feature_flag: [{ id: 'wallets', enabled: true }] } });
    // Without `columns`, every column the role does not have preset is insertable, as in Hasura.
    const input = await ask(engine, '{ __type(name: "portfolio_wallet_insert_input") { inputFields { name } } }') as { data: { __type: { inputFields: { name: string }[] } } };
    const fields = input.data.__type.inputFields.map((f) => f.name);
    expect(fields).toEqual(expect.arrayContaining(['id', 'name', 'organization_id', 'tax_id']));
    expect(fields).not.toContain('created_by');
    // The flag turned off hides every wallet from the filter's `_exists`.
    await fixture.db.exec("UPDATE public.feature_flag SET enabled = false");
    try {
      expect(await ask(engine, '{ portfolio_wallet { id } }')).toEqual({ data: { portfolio_wallet: [] } });
    } finally {
      await fixture.db.exec("UPDATE public.feature_flag SET enabled = true");
    }
  });

  it('starts with inconsistent objects, drops just those with Hasura\'s report, and serves the rest', async () => {
    const dir = metadataWith({
      'portfolio_wallet.yaml': (table) => {
        permissionOf(table, 'select', 'investor').filter = { name: { _equals: 'x' } };
      },
      'portfolio_company.yaml': (table) => {
        (table.array_relationships as unknown[]).push({
          name: 'funds', using: { foreign_key_constraint_on: { table: { schema: 'portfolio', name: 'fund' }, column: 'company_id' } },
        });
        (permissionOf(table, 'update', 'investor').columns as string[]).push('nickname');
      },
    }, [{ table: { schema: 'portfolio', name: 'fund' } }]);
    const { engine, reported } = await start(dir);
    const wallet = loadMetadata(dir).sources[0]?.tables.find((t) => t.table.name === 'wallet');
    expect(reported.map(({ name, reason, type }) => ({ name, reason, type }))).toEqual([
      {
        name: 'table portfolio.fund in source default',
        reason: 'Inconsistent object: no such table/view exists in source: "portfolio.fund"',
        type: 'table',
      },
      {
        name: 'array_relation funds in table portfolio.company in source default',
        reason: 'Inconsistent object: in table "portfolio.company": in relationship "funds": table "portfolio.fund" does not exist in source: default',
        type: 'array_relation',
      },
      {
        name: 'update_permission investor in table portfolio.company in source default',
        reason: 'Inconsistent object: in table "portfolio.company": in permission for role "investor": column "nickname" does not exist',
        type: 'update_permission',
      },
      {
        name: 'select_permission investor in table portfolio.wallet in source default',
        reason: 'Inconsistent object: in table "portfolio.wallet": in permission for role "investor": Unknown operator: _equals',
        type: 'select_permission',
      },
    ]);
    // The definition is the object as the metadata holds it, as in Hasura's answer.
    expect(reported[0]?.definition).toEqual({ name: 'fund', schema: 'portfolio' });
    expect(reported[3]?.definition).toEqual({
      comment: wallet?.select_permissions?.find((p) => p.role === 'investor')?.comment ?? null,
      permission: wallet?.select_permissions?.find((p) => p.role === 'investor')?.permission,
      role: 'investor', source: 'default', table: { schema: 'portfolio', name: 'wallet' },
    });
    expect(engine.inconsistentMetadata).toEqual(reported);

    // The dropped select permission takes the investor's wallets away; everything else is served as before.
    expect(await ask(engine, '{ portfolio_wallet { id } }')).toEqual({
      errors: [{ extensions: { code: 'validation-failed', path: '$.selectionSet.portfolio_wallet' }, message: "field 'portfolio_wallet' not found in type: 'query_root'" }],
    });
    expect(await ask(engine, '{ portfolio_company(order_by: {name: asc}, limit: 1) { name } }')).toEqual({
      data: { portfolio_company: [{ name: expect.any(String) as unknown }] },
    });
    expect(await ask(engine, 'mutation { update_portfolio_company(where: {id: {_is_null: true}}, _set: {name: "x"}) { affected_rows } }')).toMatchObject({
      errors: [{ extensions: { code: 'validation-failed' } }],
    });
    expect(await ask(engine, '{ portfolio_wallet(limit: 1) { id } }', session('admin'))).toEqual({ data: { portfolio_wallet: [expect.any(Object)] } });
    expect(await ask(engine, '{ portfolio_company(limit: 1) { funds { id } } }', session('admin'))).toMatchObject({
      errors: [{ extensions: { code: 'validation-failed' }, message: "field 'funds' not found in type: 'portfolio_company'" }],
    });
  });

  it('drops a permission whose filter passes through a dropped relationship, and a relationship to a dropped table', async () => {
    const dir = metadataWith({
      'portfolio_alert.yaml': (table) => {
        table.table = { schema: 'portfolio', name: 'alert_gone' };
      },
      'portfolio_company.yaml': (table) => {
        const select = permissionOf(table, 'select', 'investor');
        select.filter = { _and: [select.filter, { _not: { alerts: { resolved_at: { _is_null: true } } } }] };
      },
    });
    const { engine, reported } = await start(dir);
    const gone = (kind: string, name: string, table: string) => ({
      name: `${kind} ${name} in table portfolio.${table} in source default`,
      reason: `Inconsistent object: in table "portfolio.${table}": in relationship "${name}": table "portfolio.alert" is not tracked`,
    });
    expect(reported.map(({ name, reason }) => ({ name, reason }))).toEqual([
      { name: 'table portfolio.alert_gone in source default', reason: 'Inconsistent object: no such table/view exists in source: "portfolio.alert_gone"' },
      gone('array_relation', 'alerts', 'alert_rule'),
      gone('array_relation', 'alerts', 'company'),
      gone('array_relation', 'alerts', 'organization'),
      gone('object_relation', 'alert', 'wallet_alert'),
      {
        name: 'select_permission investor in table portfolio.company in source default',
        reason: 'Inconsistent object: in table "portfolio.company": in permission for role "investor": "alerts" does not exist',
      },
    ]);
    // The investor lost the company's select permission with its filter; the table itself is still served.
    expect(await ask(engine, '{ portfolio_company(limit: 1) { name } }')).toMatchObject({ errors: [{ extensions: { code: 'validation-failed' } }] });
    expect(await ask(engine, '{ portfolio_company(limit: 1) { name } }', session('admin'))).toMatchObject({ data: { portfolio_company: [{}] } });
    expect(await ask(engine, '{ portfolio_wallet(limit: 1) { name } }')).toMatchObject({ data: { portfolio_wallet: [{}] } });
  });

  it('drops an enum table whose values are no GraphQL names, instead of refusing to start', async () => {
    await fixture.db.exec("INSERT INTO portfolio.alert_severity (value, comment) VALUES ('very high!', 'not a GraphQL name')");
    try {
      const { engine, reported } = await start(DEFAULT_METADATA_DIR);
      expect(reported.map(({ name, reason }) => ({ name, reason }))).toContainEqual({
        name: 'table portfolio.alert_severity in source default',
        reason: 'Inconsistent object: in table "portfolio.alert_severity": the table "portfolio.alert_severity" cannot be used as an enum because the value "very high!" is not a valid GraphQL enum value name',
      });
      // The alerts that reference it are still served; their severity is the column's own scalar again.
      expect(await ask(engine, '{ portfolio_alert(limit: 1) { severity } }', session('admin'))).toEqual({
        data: { portfolio_alert: [{ severity: expect.any(String) as unknown }] },
      });
    } finally {
      await fixture.db.exec("DELETE FROM portfolio.alert_severity WHERE value = 'very high!'");
    }
  });

  it('drops a table whose GraphQL names clash with an earlier table\'s, instead of breaking every role\'s schema', async () => {
    const dir = metadataWith({
      'portfolio_plan.yaml': (table) => {
        table.configuration = { custom_name: 'portfolio_company' };
      },
      'portfolio_segment.yaml': (table) => {
        table.configuration = { custom_root_fields: { select: 'portfolio_organization' } };
      },
    });
    const { engine, reported } = await start(dir);
    expect(reported.slice(0, 2).map(({ name, reason }) => ({ name, reason }))).toEqual([
      {
        name: 'table portfolio.plan in source default',
        reason: 'Inconsistent object: in table "portfolio.plan": the type name "portfolio_company" is already used by table "portfolio.company"',
      },
      {
        name: 'table portfolio.segment in source default',
        reason: 'Inconsistent object: in table "portfolio.segment": the root field "portfolio_organization" (select) is already defined by table "portfolio.organization"',
      },
    ]);
    expect(await ask(engine, '{ portfolio_company(limit: 1) { name } portfolio_organization(limit: 1) { name } }', session('admin'))).toMatchObject({
      data: { portfolio_company: [{}], portfolio_organization: [{}] },
    });
    expect(await ask(engine, '{ portfolio_company(limit: 1) { name } }')).toMatchObject({ data: { portfolio_company: [{}] } });
  });

  it('answers get_inconsistent_metadata on /v1/metadata for admin, as Hasura does, and refuses everyone else', async () => {
    const { engine } = await start(metadataWith({}, [{ table: { schema: 'portfolio', name: 'fund' } }]));
    const app = buildApp({
      db: fixture.db, engine, logLevel: 'silent',
      auth: { adminSecret: ADMIN_SECRET, jwt: parseJwtSecret(JSON.stringify({ type: 'HS256', key: JWT_KEY })), unauthorizedRole: 'public' },
    });
    try {
      const post = (payload: string, headers: Record<string, string>) =>
        app.inject({ method: 'POST', url: '/v1/metadata', headers: { 'content-type': 'application/json', ...headers }, payload });
      const admin = { 'x-hasura-admin-secret': ADMIN_SECRET };
      const answer = await post(JSON.stringify({ type: 'get_inconsistent_metadata', args: {} }), admin);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(JSON.stringify({
        is_consistent: false,
        inconsistent_objects: [{
          definition: { name: 'fund', schema: 'portfolio' },
          name: 'table portfolio.fund in source default',
          reason: 'Inconsistent object: no such table/view exists in source: "portfolio.fund"',
          type: 'table',
        }],
      }));
      // The GraphQL API is served all the same.
      const graphql = await app.inject({ method: 'POST', url: '/v1/graphql', headers: { 'content-type': 'application/json', ...admin }, payload: '{"query":"{ portfolio_company(limit: 1) { id } }"}' });
      expect(JSON.parse(graphql.body)).toMatchObject({ data: { portfolio_company: [{}] } });

      const asUser = await post('{"type":"get_inconsistent_metadata","args":{}}', { authorization: `Bearer ${await token()}` });
      expect([asUser.statusCode, asUser.body]).toEqual([400, '{"code":"access-denied","error":"restricted access : admin only","path":"$"}']);
      const reload = await post('{"type":"reload_metadata","args":{}}', admin);
      expect([reload.statusCode, JSON.parse(reload.body)]).toEqual([400, expect.objectContaining({ code: 'not-supported', path: '$' })]);
      const broken = await post('{"type":', admin);
      expect([broken.statusCode, JSON.parse(broken.body)]).toEqual([400, expect.objectContaining({ code: 'invalid-json', path: '$' })]);
    } finally {
      await app.close();
    }
  });
});
