/**
 * The mutation and subscription parts of a role's schema (contract §1.2, §1.8, §1.9, §4.4), printed as SDL and
 * compared with what Hasura v2 generates for the same permissions, written out by hand: preset columns are not in
 * the insert input, `T_update_column` holds the updatable columns, `T_constraint` every primary key and unique
 * constraint, and `backend_only` permissions appear only for admin-secret requests that ask for them.
 */
import { printType, type GraphQLField, type GraphQLNamedType, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../../server/engine/createEngine.ts';
import { loadMetadata } from '../../server/engine/metadata/loadMetadata.ts';
import type { Metadata } from '../../server/engine/metadata/types.ts';
import { resolveSession } from '../../server/engine/permissions/resolveSession.ts';
import { parseJwtSecret } from '../../server/engine/permissions/jwtSecret.ts';
import { createEngineFixture, investor, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';

const [pglite] = testTargets({});

/** A root field of the mutation type, or a failure naming it. */
function mutationField(schema: GraphQLSchema, name: string): GraphQLField<unknown, unknown> {
  const field = schema.getMutationType()?.getFields()[name] as GraphQLField<unknown, unknown> | undefined;
  if (!field) throw new Error(`mutation_root has no ${name}`);
  return field;
}

const signature = (field: GraphQLField<unknown, unknown>): string[] => field.args.map((a) => `${a.name}: ${a.type.toString()}`);

const sdl = (type: GraphQLNamedType | null | undefined): string => (type ? printType(type) : 'absent');

describe('mutation and subscription schema', () => {
  let fixture: EngineFixture;
  beforeAll(async () => { fixture = await createEngineFixture(pglite); });
  afterAll(async () => { await fixture.drop(); });

  it('leaves preset columns out of the insert input and offers relationships the role may insert into', () => {
    const schema = fixture.engine.schemaFor('investor');
    expect(sdl(schema.getType('portfolio_company_insert_input'))).toBe(`"""
input type for inserting data into table "portfolio.company"
"""
input portfolio_company_insert_input {
  alerts: portfolio_alert_arr_rel_insert_input
  contacts: portfolio_company_contact_arr_rel_insert_input
  document: String
  investments: portfolio_investment_arr_rel_insert_input
  invites: portfolio_invite_arr_rel_insert_input
  kpi_responses: portfolio_kpi_response_arr_rel_insert_input
  name: String
  organization: portfolio_organization_obj_rel_insert_input
  organization_id: uuid
  valuation_reports: portfolio_valuation_report_arr_rel_insert_input
  wallet_companies: portfolio_wallet_company_arr_rel_insert_input
}`);
    expect(sdl(schema.getType('portfolio_company_arr_rel_insert_input'))).toBe(`"""
input type for inserting array relation for remote table "portfolio.company"
"""
input portfolio_company_arr_rel_insert_input {
  data: [portfolio_company_insert_input!]!

  """upsert condition"""
  on_conflict: portfolio_company_on_conflict
}`);
  });

  it('names every constraint on_conflict may target and the columns an upsert may update', () => {
    const schema = fixture.engine.schemaFor('investor');
    expect(sdl(schema.getType('portfolio_company_on_conflict'))).toBe(`"""
on_conflict condition type for table "portfolio.company"
"""
input portfolio_company_on_conflict {
  constraint: portfolio_company_constraint!
  update_columns: [portfolio_company_update_column!]! = []
  where: portfolio_company_bool_exp
}`);
    expect(sdl(schema.getType('portfolio_company_constraint'))).toBe(`"""
unique or primary key constraints on table "portfolio.company"
"""
enum portfolio_company_constraint {
  """
  unique or primary key constraint on columns "id", "organization_id"
  """
  company_id_organization_id_key

  """
  unique or primary key constraint on columns "organization_id", "document"
  """
  company_organization_id_document_key

  """
  unique or primary key constraint on columns "id"
  """
  company_pkey
}`);
    expect(sdl(schema.getType('portfolio_company_update_column'))).toBe(`"""
update columns of table "portfolio.company"
"""
enum portfolio_company_update_column {
  """column name"""
  document

  """column name"""
  name
}`);
  });

  it('gives update_T_many its updates input and every update root its operators', () => {
    const schema = fixture.engine.schemaFor('investor');
    expect(sdl(schema.getType('portfolio_company_updates'))).toBe(`input portfolio_company_updates {
  """sets the columns of the filtered rows to the given values"""
  _set: portfolio_company_set_input

  """filter the rows which have to be updated"""
  where: portfolio_company_bool_exp!
}`);
    const many = mutationField(schema, 'update_portfolio_company_many');
    expect(many.type.toString()).toBe('[portfolio_company_mutation_response]');
    expect(many.description).toBe('update multiples rows of table: "portfolio.company"');
    expect(signature(mutationField(schema, 'update_portfolio_company_by_pk')))
      .toEqual(['_set: portfolio_company_set_input', 'pk_columns: portfolio_company_pk_columns_input!']);
    expect(signature(mutationField(schema, 'insert_portfolio_company_one')))
      .toEqual(['object: portfolio_company_insert_input!', 'on_conflict: portfolio_company_on_conflict']);
  });

  it('offers the jsonb operators only where an updatable jsonb column exists (admin on auth.users)', () => {
    const schema = fixture.engine.schemaFor('admin');
    const args = mutationField(schema, 'updateUsers').args.map((a) => a.name);
    // auth.users has a jsonb `metadata` and no numeric column, so no `_inc`.
    expect(args).toEqual(['_append', '_delete_at_path', '_delete_elem', '_delete_key', '_prepend', '_set', 'where']);
    expect(sdl(schema.getType('users_delete_elem_input'))).toBe(`"""
delete the array element with specified index (negative integers count from the end). throws an error if top level container is not an array
"""
input users_delete_elem_input {
  metadata: Int
}`);
  });

  it('leaves generated columns out of every write, admin\'s too, as Hasura does (portfolio.company.name_sort)', () => {
    const schema = fixture.engine.schemaFor('admin');
    const fieldsOf = (type: string) => {
      const found = schema.getType(type);
      return found && 'getFields' in found ? Object.keys(found.getFields()) : [];
    };
    expect(fieldsOf('portfolio_company')).toContain('name_sort');
    expect(fieldsOf('portfolio_company_order_by')).toContain('name_sort');
    expect(fieldsOf('portfolio_company_insert_input')).toContain('name');
    expect(fieldsOf('portfolio_company_insert_input')).not.toContain('name_sort');
    expect(fieldsOf('portfolio_company_set_input')).not.toContain('name_sort');
    const updateColumns = schema.getType('portfolio_company_update_column');
    expect(updateColumns && 'getValues' in updateColumns ? updateColumns.getValues().map((v) => v.name) : []).not.toContain('name_sort');
  });

  it('has streaming fields on subscription_root with their cursor types', () => {
    const schema = fixture.engine.schemaFor('investor');
    const stream = schema.getSubscriptionType()?.getFields().portfolio_company_stream;
    expect(stream?.description).toBe('fetch data from the table in a streaming manner: "portfolio.company"');
    expect(stream?.args.map((a) => `${a.name}: ${a.type.toString()}`))
      .toEqual(['batch_size: Int!', 'cursor: [portfolio_company_stream_cursor_input]!', 'where: portfolio_company_bool_exp']);
    expect(sdl(schema.getType('cursor_ordering'))).toBe(`"""ordering argument of a cursor"""
enum cursor_ordering {
  """ascending ordering of the cursor"""
  ASC

  """descending ordering of the cursor"""
  DESC
}`);
    expect(schema.getQueryType()?.getFields().portfolio_company_stream).toBeUndefined();
  });

  it('gives a role that may write nothing no mutation_root', () => {
    expect(fixture.engine.schemaFor('public').getMutationType()).toBeUndefined();
  });

  it('shows backend_only permissions only to admin-secret requests that ask for them', async () => {
    const metadata: Metadata = structuredClone(loadMetadata());
    const company = metadata.sources[0]?.tables.find((t) => t.table.schema === 'portfolio' && t.table.name === 'company');
    const permission = company?.insert_permissions?.find((p) => p.role === 'investor');
    if (!permission) throw new Error('the fixture metadata lost the investor insert permission on portfolio.company');
    permission.permission.backend_only = true;
    const engine = await createEngine({ db: fixture.db, metadata, stringifyNumeric: true });
    try {
      const auth = { adminSecret: 'secret', jwt: parseJwtSecret(JSON.stringify({ type: 'HS256', key: 'k'.repeat(32) })), unauthorizedRole: null };
      const plain = investor('ana');
      const backend = await resolveSession({
        'x-hasura-admin-secret': 'secret', 'x-hasura-role': 'investor', 'x-hasura-use-backend-only-permissions': 'true',
        'x-hasura-user-id': '00000000-0000-4000-8000-000000000001',
      }, auth);
      expect(backend.backendOnly).toBe(true);
      const insert = 'mutation { insert_portfolio_company(objects: []) { affected_rows } }';
      expect(JSON.parse(await engine.execute({ query: insert }, plain))).toEqual({
        errors: [{ extensions: { code: 'validation-failed', path: '$.selectionSet.insert_portfolio_company' }, message: "field 'insert_portfolio_company' not found in type: 'mutation_root'" }],
      });
      expect(JSON.parse(await engine.execute({ query: insert }, backend))).toEqual({ data: { insert_portfolio_company: { affected_rows: 0 } } });
      // The header alone, without the admin secret, changes nothing.
      const spoofed = await resolveSession({ 'x-hasura-use-backend-only-permissions': 'true' }, { ...auth, unauthorizedRole: 'public' });
      expect(spoofed.backendOnly).toBeUndefined();
    } finally {
      engine.close();
    }
  });
});
