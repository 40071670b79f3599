import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { introspect, type Catalog } from '../../server/db/introspect.ts';
import { DEFAULT_METADATA_DIR, loadMetadata } from '../../server/engine/metadata/loadMetadata.ts';
import type { Metadata, TableMetadata } from '../../server/engine/metadata/types.ts';
import { validateMetadata } from '../../server/engine/metadata/validateMetadata.ts';
import { testTargets, type TestDatabase } from '../helpers/testDb.ts';

const TABLES_DIR = path.join(DEFAULT_METADATA_DIR, 'databases/default/tables');
const metadata = loadMetadata();
const tables = metadata.sources[0].tables;
const byName = (name: string): TableMetadata => {
  const found = tables.find((t) => `${t.table.schema}_${t.table.name}` === name);
  if (!found) throw new Error(`no table ${name}`);
  return found;
};

describe('metadata files', () => {
  it('include every table file in tables.yaml, one file per table named <schema>_<table>.yaml', () => {
    const files = readdirSync(TABLES_DIR).filter((f) => f !== 'tables.yaml').sort();
    const included = (YAML.parse(readFileSync(path.join(TABLES_DIR, 'tables.yaml'), 'utf8')) as string[])
      .map((line) => line.replace(/^!include\s+/, ''))
      .sort();
    expect(included).toEqual(files);
    for (const file of files) {
      const table = (YAML.parse(readFileSync(path.join(TABLES_DIR, file), 'utf8')) as TableMetadata).table;
      expect(`${table.schema}_${table.name}.yaml`).toBe(file);
    }
  });

  it('give every permission a comment saying what it allows', () => {
    const missing = tables.flatMap((t) =>
      (['select', 'insert', 'update', 'delete'] as const).flatMap((op) =>
        (t[`${op}_permissions`] ?? []).filter((p) => !p.comment).map((p) => `${t.table.name} ${op} ${p.role}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('preset the user id from the session wherever a row records who did it', () => {
    for (const name of ['portfolio_company', 'portfolio_wallet', 'portfolio_investment', 'portfolio_valuation_report']) {
      const insert = byName(name).insert_permissions?.find((p) => p.role === 'investor');
      expect(insert?.permission.set, name).toEqual({ created_by: 'X-Hasura-User-Id' });
      expect(insert?.permission.columns, name).not.toContain('created_by');
    }
    for (const name of ['user_analysis_user_events', 'portfolio_privacy_policy_acceptance']) {
      for (const role of ['investor', 'user']) {
        const insert = byName(name).insert_permissions?.find((p) => p.role === role);
        expect(insert?.permission.set, `${name} ${role}`).toEqual({ user_id: 'X-Hasura-User-Id' });
      }
    }
  });

  it('let public see the current privacy policy and nothing else', () => {
    const visible = tables.filter((t) => t.select_permissions?.some((p) => p.role === 'public'));
    expect(visible.map((t) => t.table.name)).toEqual(['privacy_policy']);
    const permission = byName('portfolio_privacy_policy').select_permissions?.find((p) => p.role === 'public');
    expect(permission?.permission.filter).toEqual({ is_current: { _eq: true } });
    const writable = tables.filter((t) =>
      [t.insert_permissions, t.update_permissions, t.delete_permissions].some((ps) => ps?.some((p) => p.role === 'public')),
    );
    expect(writable).toEqual([]);
  });

  it('never give a non-admin role a secret column of auth.users', () => {
    const secrets = ['password_hash', 'ticket', 'otp_hash', 'totp_secret', 'webauthn_current_challenge', 'new_email'];
    for (const { role, permission } of byName('auth_users').select_permissions ?? []) {
      const columns = permission.columns === '*' ? secrets : permission.columns;
      expect(columns.filter((c) => secrets.includes(c)), role).toEqual([]);
    }
  });
});

describe.each(testTargets())('metadata against the migrated database on $name', (target) => {
  let t: TestDatabase;
  let catalog: Catalog;
  beforeAll(async () => {
    t = await target.create({ migrate: true });
    catalog = await introspect(t.db);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('reference only existing tables, columns, foreign keys and relationships', () => {
    expect(validateMetadata(metadata, catalog)).toEqual([]);
  });

  it('track every table of the project schemas', () => {
    const tracked = new Set(tables.map((m) => `${m.table.schema}.${m.table.name}`));
    const untracked = [...catalog.values()]
      .filter((table) => ['auth', 'portfolio', 'accounting', 'user_analysis'].includes(table.schema))
      // hasura-auth's own migration tracker is not part of the API, as in every Nhost project.
      .filter((table) => !(table.schema === 'auth' && table.name === 'schema_migrations'))
      // The recovery codes' hashes are the auth service's alone (server/auth/recoveryCodes.ts), as a password is.
      .filter((table) => !(table.schema === 'auth' && table.name === 'user_recovery_codes'))
      .map((table) => `${table.schema}.${table.name}`)
      .filter((name) => !tracked.has(name));
    expect(untracked).toEqual([]);
  });

  // The checks above pass on correct metadata; these prove they also fail on broken metadata.
  const broken = (mutate: (tables: TableMetadata[]) => void): Metadata => {
    const copy = structuredClone(metadata);
    mutate(copy.sources[0].tables);
    return copy;
  };
  const pick = (ts: TableMetadata[], name: string) => ts.find((m) => `${m.table.schema}_${m.table.name}` === name)!;

  it.each([
    ['a select permission on a dropped column', (ts: TableMetadata[]) => {
      const p = pick(ts, 'portfolio_company').select_permissions![0].permission;
      if (p.columns !== '*') p.columns.push('nickname');
    }, /select_permission investor in table portfolio\.company in source default: .*in permission for role "investor": column "nickname" does not exist/],
    ['a filter through an unknown relationship', (ts: TableMetadata[]) => {
      pick(ts, 'portfolio_wallet').select_permissions![0].permission.filter = { owner: { id: { _eq: 'X-Hasura-User-Id' } } };
    }, /"owner" does not exist/],
    ['a filter with an unknown column deep inside a relationship', (ts: TableMetadata[]) => {
      pick(ts, 'portfolio_investment').select_permissions![0].permission.filter = { wallet: { organization: { plan_name: { _eq: 'x' } } } };
    }, /select_permission investor in table portfolio\.investment .*in relationship "wallet": in relationship "organization": "plan_name" does not exist/],
    ['an unknown operator', (ts: TableMetadata[]) => {
      pick(ts, 'portfolio_wallet').select_permissions![0].permission.filter = { name: { _equals: 'x' } };
    }, /Unknown operator: _equals/],
    ['a relationship on a column without a foreign key', (ts: TableMetadata[]) => {
      pick(ts, 'portfolio_company').object_relationships!.push({ name: 'named', using: { foreign_key_constraint_on: 'name' } });
    }, /in relationship "named": no foreign constraint exists on the given column\(s\) \(name\)/],
    ['a table that does not exist', (ts: TableMetadata[]) => {
      ts.push({ table: { schema: 'portfolio', name: 'fund' } });
    }, /no such table\/view exists in source: "portfolio\.fund"/],
    ['an enum table with an extra column', (ts: TableMetadata[]) => {
      pick(ts, 'portfolio_segment').is_enum = true;
    }, /table portfolio\.segment in source default: .*an enum table needs a single text primary key/],
    ['a relationship to an untracked table', (ts: TableMetadata[]) => {
      const i = ts.findIndex((m) => m.table.name === 'alert');
      ts.splice(i, 1);
    }, /in relationship "alerts": table "portfolio\.alert" is not tracked/],
    ['a column comparison with a column of the root table that does not exist', (ts: TableMetadata[]) => {
      pick(ts, 'portfolio_wallet').select_permissions![0].permission.filter = { organization: { id: { _ceq: ['$', 'org_id'] } } };
    }, /in relationship "organization": column "org_id" does not exist/],
    ['an _exists without _where', (ts: TableMetadata[]) => {
      pick(ts, 'portfolio_wallet').select_permissions![0].permission.filter = { _exists: { _table: { schema: 'portfolio', name: 'plan' } } };
    }, /_exists expects \{"_table": <table>, "_where": <boolean expression>\}/],
    ['a custom name that is no GraphQL name', (ts: TableMetadata[]) => {
      pick(ts, 'portfolio_wallet').configuration = { custom_name: 'wallet-list' };
    }, /table portfolio\.wallet in source default: .*"wallet-list" \(custom_name\) is not a valid GraphQL name/],
  ] as const)('report %s', (_, mutate, message) => {
    const problems = validateMetadata(broken(mutate), catalog);
    expect(problems.join('\n')).toMatch(message);
  });
});
