/**
 * The generated schema as Hasura v2 introspects it (contract §1.1–1.7): one table, `portfolio.company`, field by
 * field for the `investor` role — root fields, the object type, boolean expressions, comparison types, ordering,
 * column enums and aggregates, with names, types, nullability and descriptions — plus the alphabetical order of
 * every field list, the scalars, the `public` role's schema, the placeholder of a role with nothing, and admin's.
 * Introspection goes through `engine.execute`, as a client's would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../server/engine/permissions/resolveSession.ts';
import { createEngineFixture, investor, session, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';

interface TypeRef { kind: string; name: string | null; ofType: TypeRef | null }
interface InputValue { name: string; description: string | null; type: TypeRef; defaultValue: string | null }
interface Field { name: string; description: string | null; args: InputValue[]; type: TypeRef }
interface IntrospectedType {
  kind: string;
  name: string;
  description: string | null;
  fields: Field[] | null;
  inputFields: InputValue[] | null;
  enumValues: { name: string; description: string | null }[] | null;
}

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';
const TYPE_FIELDS = `kind name description
  fields { name description args { name description type { ${TYPE_REF} } defaultValue } type { ${TYPE_REF} } }
  inputFields { name description type { ${TYPE_REF} } defaultValue }
  enumValues { name description }`;

/** `[portfolio_company!]!` from a type reference. */
const show = (t: TypeRef): string => {
  if (t.kind === 'NON_NULL') return `${show(t.ofType!)}!`;
  if (t.kind === 'LIST') return `[${show(t.ofType!)}]`;
  return t.name!;
};

/** A field or input value as `name: Type`, with its description when it has one. */
const entry = (f: { name: string; type: TypeRef; description: string | null }): [string, string | null] =>
  [`${f.name}: ${show(f.type)}`, f.description];
const signature = (f: Field): string =>
  `${f.name}${f.args.length ? `(${f.args.map((a) => `${a.name}: ${show(a.type)}`).join(', ')})` : ''}: ${show(f.type)}`;

const Q = '"portfolio.company"';
/** The five list arguments of a table `U`, with Hasura's descriptions (§1.2). */
const listArgs = (u: string): [string, string][] => [
  [`distinct_on: [${u}_select_column!]`, 'distinct select on columns'],
  ['limit: Int', 'limit the number of rows returned'],
  ['offset: Int', 'skip the first n rows. Use only with order_by'],
  [`order_by: [${u}_order_by!]`, 'sort the rows by one or more columns'],
  [`where: ${u}_bool_exp`, 'filter the rows returned'],
];
const listArgsOf = (u: string) => `(distinct_on: [${u}_select_column!], limit: Int, offset: Int, order_by: [${u}_order_by!], where: ${u}_bool_exp)`;
const GENERIC_OPS = (s: string): [string, null][] => [
  [`_eq: ${s}`, null], [`_gt: ${s}`, null], [`_gte: ${s}`, null], [`_in: [${s}!]`, null], ['_is_null: Boolean', null],
  [`_lt: ${s}`, null], [`_lte: ${s}`, null], [`_neq: ${s}`, null], [`_nin: [${s}!]`, null],
];
const comparisonDescription = (s: string) =>
  `Boolean expression to compare columns of type "${s}". All fields are combined with logical 'AND'.`;

describe.each(testTargets())('introspection on $name', (target) => {
  let fixture: EngineFixture;
  beforeAll(async () => { fixture = await createEngineFixture(target); });
  afterAll(async () => { await fixture.drop(); });

  const introspect = async <T>(selection: string, who: Session): Promise<T> => {
    const body = JSON.parse(await fixture.engine.execute({ query: `{ ${selection} }` }, who)) as { data?: T; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const typeOf = async (name: string, who: Session = investor('ana')): Promise<IntrospectedType> => {
    const { __type } = await introspect<{ __type: IntrospectedType | null }>(`__type(name: ${JSON.stringify(name)}) { ${TYPE_FIELDS} }`, who);
    if (__type === null) throw new Error(`no type ${name}`);
    return __type;
  };
  const typeExists = async (name: string, who: Session = investor('ana')): Promise<boolean> =>
    (await introspect<{ __type: { name: string } | null }>(`__type(name: ${JSON.stringify(name)}) { name }`, who)).__type !== null;
  const inputEntries = (t: IntrospectedType) => t.inputFields!.map(entry);
  const fieldEntries = (t: IntrospectedType) => t.fields!.map(entry);

  describe('query_root fields of portfolio_company (investor)', () => {
    let root: IntrospectedType;
    beforeAll(async () => { root = await typeOf('query_root'); });
    const field = (name: string): Field => {
      const found = root.fields!.find((f) => f.name === name);
      if (!found) throw new Error(`no root field ${name}`);
      return found;
    };

    it('portfolio_company: the list', () => {
      const f = field('portfolio_company');
      expect(signature(f)).toBe(`portfolio_company${listArgsOf('portfolio_company')}: [portfolio_company!]!`);
      expect(f.description).toBe(`fetch data from the table: ${Q}`);
      expect(f.args.map(entry)).toEqual(listArgs('portfolio_company'));
      expect(f.args.map((a) => a.defaultValue)).toEqual([null, null, null, null, null]);
    });

    it('portfolio_company_aggregate', () => {
      const f = field('portfolio_company_aggregate');
      expect(signature(f)).toBe(`portfolio_company_aggregate${listArgsOf('portfolio_company')}: portfolio_company_aggregate!`);
      expect(f.description).toBe(`fetch aggregated fields from the table: ${Q}`);
      expect(f.args.map(entry)).toEqual(listArgs('portfolio_company'));
    });

    it('portfolio_company_by_pk', () => {
      const f = field('portfolio_company_by_pk');
      expect(signature(f)).toBe('portfolio_company_by_pk(id: uuid!): portfolio_company');
      expect(f.description).toBe(`fetch data from the table: ${Q} using primary key columns`);
      // The argument carries the column's comment, and portfolio.company.id has none.
      expect(f.args.map(entry)).toEqual([['id: uuid!', null]]);
    });

    it('has no other field for the table (no stream or mutation field on query_root)', () => {
      expect(root.fields!.map((f) => f.name).filter((n) => /^portfolio_company(_aggregate|_by_pk)?$/.test(n) || n.startsWith('portfolio_company_stream')))
        .toEqual(['portfolio_company', 'portfolio_company_aggregate', 'portfolio_company_by_pk']);
    });

    it('lists the root fields alphabetically', () => {
      const names = root.fields!.map((f) => f.name);
      expect(names).toEqual([...names].sort());
    });
  });

  describe('the object type portfolio_company', () => {
    let type: IntrospectedType;
    beforeAll(async () => { type = await typeOf('portfolio_company'); });
    const OBJECT = 'An object relationship';
    const ARRAY = 'An array relationship';
    const AGGREGATE = 'An aggregate relationship';

    it('is an object described by the table comment', () => {
      expect(type.kind).toBe('OBJECT');
      expect(type.description).toBe('A company followed by an organization, identified by its CNPJ.');
    });

    it('has every column and relationship, alphabetically, with nullability and descriptions', () => {
      expect(fieldEntries(type)).toEqual([
        ['alerts: [portfolio_alert!]!', ARRAY],
        ['alerts_aggregate: portfolio_alert_aggregate!', AGGREGATE],
        ['client: portfolio_client', OBJECT], // client_id is nullable
        ['client_id: uuid', null],
        ['company_users: [portfolio_company_user!]!', ARRAY],
        ['company_users_aggregate: portfolio_company_user_aggregate!', AGGREGATE],
        ['contacts: [portfolio_company_contact!]!', ARRAY],
        ['contacts_aggregate: portfolio_company_contact_aggregate!', AGGREGATE],
        ['created_at: timestamptz!', null],
        ['created_by: uuid', null],
        ['creator: users', OBJECT], // created_by is nullable
        ['document: String!', null],
        ['id: uuid!', null],
        ['indicators: [accounting_indicator!]!', ARRAY],
        ['indicators_aggregate: accounting_indicator_aggregate!', AGGREGATE],
        ['investments: [portfolio_investment!]!', ARRAY],
        ['investments_aggregate: portfolio_investment_aggregate!', AGGREGATE],
        ['invites: [portfolio_invite!]!', ARRAY],
        ['invites_aggregate: portfolio_invite_aggregate!', AGGREGATE],
        ['kpi_responses: [portfolio_kpi_response!]!', ARRAY],
        ['kpi_responses_aggregate: portfolio_kpi_response_aggregate!', AGGREGATE],
        ['name: String!', null],
        ['name_sort: String!', 'The name as lists sort it (portfolio.sort_key); sort by it, then by name.'], // a generated column
        ['organization: portfolio_organization!', OBJECT], // organization_id is NOT NULL
        ['organization_id: uuid!', null],
        ['updated_at: timestamptz!', null],
        ['valuation_reports: [portfolio_valuation_report!]!', ARRAY],
        ['valuation_reports_aggregate: portfolio_valuation_report_aggregate!', AGGREGATE],
        ['wallet_companies: [portfolio_wallet_company!]!', ARRAY],
        ['wallet_companies_aggregate: portfolio_wallet_company_aggregate!', AGGREGATE],
      ]);
    });

    it('gives array and aggregate relationships the five list arguments of the target', () => {
      const alerts = type.fields!.find((f) => f.name === 'alerts')!;
      expect(alerts.args.map(entry)).toEqual(listArgs('portfolio_alert'));
      const aggregate = type.fields!.find((f) => f.name === 'valuation_reports_aggregate')!;
      expect(aggregate.args.map(entry)).toEqual(listArgs('portfolio_valuation_report'));
      const plain = type.fields!.filter((f) => f.description !== ARRAY && f.description !== AGGREGATE);
      expect(plain.filter((f) => f.args.length > 0).map((f) => f.name)).toEqual([]);
    });

    it('makes object relationships non-null only on NOT NULL local foreign keys (portfolio_investment, portfolio_invite)', async () => {
      const investment = fieldEntries(await typeOf('portfolio_investment')).filter(([, d]) => d === OBJECT);
      expect(investment).toEqual([
        ['company: portfolio_company!', OBJECT],
        ['creator: users', OBJECT],
        ['wallet: portfolio_wallet!', OBJECT],
        ['wallet_company: portfolio_wallet_company!', OBJECT], // (wallet_id, company_id), both NOT NULL
      ]);
      const invite = fieldEntries(await typeOf('portfolio_invite')).filter(([, d]) => d === OBJECT);
      expect(invite).toEqual([
        ['acceptor: users', OBJECT],
        ['company: portfolio_company', OBJECT],
        ['invitee: users', OBJECT], // manual configuration: always nullable
        ['inviter: users', OBJECT],
        ['organization: portfolio_organization!', OBJECT],
        ['wallet: portfolio_wallet', OBJECT],
      ]);
    });
  });

  describe('portfolio_company_bool_exp', () => {
    it('has the logical operators, the columns, the relationships and their aggregation predicates', async () => {
      const t = await typeOf('portfolio_company_bool_exp');
      expect(t.kind).toBe('INPUT_OBJECT');
      expect(t.description).toBe(
        `Boolean expression to filter rows from the table ${Q}. All fields are combined with a logical 'AND'.`,
      );
      expect(inputEntries(t).map(([e]) => e)).toEqual([
        '_and: [portfolio_company_bool_exp!]',
        '_not: portfolio_company_bool_exp',
        '_or: [portfolio_company_bool_exp!]',
        'alerts: portfolio_alert_bool_exp',
        'alerts_aggregate: portfolio_alert_aggregate_bool_exp',
        'client: portfolio_client_bool_exp',
        'client_id: uuid_comparison_exp',
        'company_users: portfolio_company_user_bool_exp',
        'company_users_aggregate: portfolio_company_user_aggregate_bool_exp',
        'contacts: portfolio_company_contact_bool_exp',
        'contacts_aggregate: portfolio_company_contact_aggregate_bool_exp',
        'created_at: timestamptz_comparison_exp',
        'created_by: uuid_comparison_exp',
        'creator: users_bool_exp',
        'document: String_comparison_exp',
        'id: uuid_comparison_exp',
        'indicators: accounting_indicator_bool_exp',
        'indicators_aggregate: accounting_indicator_aggregate_bool_exp',
        'investments: portfolio_investment_bool_exp',
        'investments_aggregate: portfolio_investment_aggregate_bool_exp',
        'invites: portfolio_invite_bool_exp',
        'invites_aggregate: portfolio_invite_aggregate_bool_exp',
        'kpi_responses: portfolio_kpi_response_bool_exp',
        'kpi_responses_aggregate: portfolio_kpi_response_aggregate_bool_exp',
        'name: String_comparison_exp',
        'name_sort: String_comparison_exp',
        'organization: portfolio_organization_bool_exp',
        'organization_id: uuid_comparison_exp',
        'updated_at: timestamptz_comparison_exp',
        'valuation_reports: portfolio_valuation_report_bool_exp',
        'valuation_reports_aggregate: portfolio_valuation_report_aggregate_bool_exp',
        'wallet_companies: portfolio_wallet_company_bool_exp',
        'wallet_companies_aggregate: portfolio_wallet_company_aggregate_bool_exp',
      ]);
      expect(t.inputFields!.every((f) => f.description === null)).toBe(true);
    });

    it('aggregation predicates: count only, as portfolio.valuation_report has no Boolean column', async () => {
      expect(inputEntries(await typeOf('portfolio_valuation_report_aggregate_bool_exp')))
        .toEqual([['count: portfolio_valuation_report_aggregate_bool_exp_count', null]]);
      expect(inputEntries(await typeOf('portfolio_valuation_report_aggregate_bool_exp_count'))).toEqual([
        ['arguments: [portfolio_valuation_report_select_column!]', null],
        ['distinct: Boolean', null],
        ['filter: portfolio_valuation_report_bool_exp', null],
        ['predicate: Int_comparison_exp!', null],
      ]);
    });
  });

  describe('comparison types', () => {
    it('String_comparison_exp has the generic and the ten text operators', async () => {
      const t = await typeOf('String_comparison_exp');
      expect(t.description).toBe(comparisonDescription('String'));
      expect(inputEntries(t)).toEqual([
        ['_eq: String', null],
        ['_gt: String', null],
        ['_gte: String', null],
        ['_ilike: String', 'does the column match the given case-insensitive pattern'],
        ['_in: [String!]', null],
        ['_iregex: String', 'does the column match the given POSIX regular expression, case insensitive'],
        ['_is_null: Boolean', null],
        ['_like: String', 'does the column match the given pattern'],
        ['_lt: String', null],
        ['_lte: String', null],
        ['_neq: String', null],
        ['_nilike: String', 'does the column NOT match the given case-insensitive pattern'],
        ['_nin: [String!]', null],
        ['_niregex: String', 'does the column NOT match the given POSIX regular expression, case insensitive'],
        ['_nlike: String', 'does the column NOT match the given pattern'],
        ['_nregex: String', 'does the column NOT match the given POSIX regular expression, case sensitive'],
        ['_nsimilar: String', 'does the column NOT match the given SQL regular expression'],
        ['_regex: String', 'does the column match the given POSIX regular expression, case sensitive'],
        ['_similar: String', 'does the column match the given SQL regular expression'],
      ]);
    });

    it.each(['uuid', 'timestamptz', 'numeric', 'date', 'Int', 'Boolean'])('%s_comparison_exp has the generic operators only', async (s) => {
      const t = await typeOf(`${s}_comparison_exp`);
      expect(t.kind).toBe('INPUT_OBJECT');
      expect(t.description).toBe(comparisonDescription(s));
      expect(inputEntries(t)).toEqual(GENERIC_OPS(s));
    });

    it('citext_comparison_exp has the text operators too', async () => {
      const names = (await typeOf('citext_comparison_exp')).inputFields!.map((f) => f.name);
      expect(names).toEqual([
        '_eq', '_gt', '_gte', '_ilike', '_in', '_iregex', '_is_null', '_like', '_lt', '_lte', '_neq', '_nilike', '_nin',
        '_niregex', '_nlike', '_nregex', '_nsimilar', '_regex', '_similar',
      ]);
    });

    it('an enum-table reference compares with _eq/_in/_is_null/_neq/_nin only', async () => {
      const investment = await typeOf('portfolio_investment');
      expect(fieldEntries(investment)).toContainEqual(['currency: portfolio_currency_enum!', null]);
      const t = await typeOf('portfolio_currency_enum_comparison_exp');
      expect(t.description).toBe(comparisonDescription('portfolio_currency_enum'));
      expect(inputEntries(t)).toEqual([
        ['_eq: portfolio_currency_enum', null],
        ['_in: [portfolio_currency_enum!]', null],
        ['_is_null: Boolean', null],
        ['_neq: portfolio_currency_enum', null],
        ['_nin: [portfolio_currency_enum!]', null],
      ]);
      const values = (await typeOf('portfolio_currency_enum')).enumValues!;
      expect(values).toHaveLength(154);
      expect(values).toContainEqual({ name: 'BRL', description: 'Brazilian Real' });
      expect(values.map((v) => v.name)).toEqual(values.map((v) => v.name).sort());
    });
  });

  describe('ordering', () => {
    it('portfolio_company_order_by has columns, object relationships and array-relationship aggregates', async () => {
      const t = await typeOf('portfolio_company_order_by');
      expect(t.description).toBe(`Ordering options when selecting data from ${Q}.`);
      expect(inputEntries(t)).toEqual([
        ['alerts_aggregate: portfolio_alert_aggregate_order_by', null],
        ['client: portfolio_client_order_by', null],
        ['client_id: order_by', null],
        ['company_users_aggregate: portfolio_company_user_aggregate_order_by', null],
        ['contacts_aggregate: portfolio_company_contact_aggregate_order_by', null],
        ['created_at: order_by', null],
        ['created_by: order_by', null],
        ['creator: users_order_by', null],
        ['document: order_by', null],
        ['id: order_by', null],
        ['indicators_aggregate: accounting_indicator_aggregate_order_by', null],
        ['investments_aggregate: portfolio_investment_aggregate_order_by', null],
        ['invites_aggregate: portfolio_invite_aggregate_order_by', null],
        ['kpi_responses_aggregate: portfolio_kpi_response_aggregate_order_by', null],
        ['name: order_by', null],
        ['name_sort: order_by', null],
        ['organization: portfolio_organization_order_by', null],
        ['organization_id: order_by', null],
        ['updated_at: order_by', null],
        ['valuation_reports_aggregate: portfolio_valuation_report_aggregate_order_by', null],
        ['wallet_companies_aggregate: portfolio_wallet_company_aggregate_order_by', null],
      ]);
    });

    it('order_by: the six values with Postgres null placement', async () => {
      const t = await typeOf('order_by');
      expect(t.kind).toBe('ENUM');
      expect(t.description).toBe('column ordering options');
      expect(t.enumValues).toEqual([
        { name: 'asc', description: 'in ascending order, nulls last' },
        { name: 'asc_nulls_first', description: 'in ascending order, nulls first' },
        { name: 'asc_nulls_last', description: 'in ascending order, nulls last' },
        { name: 'desc', description: 'in descending order, nulls first' },
        { name: 'desc_nulls_first', description: 'in descending order, nulls first' },
        { name: 'desc_nulls_last', description: 'in descending order, nulls last' },
      ]);
    });

    it('portfolio_investment_aggregate_order_by and an operator order_by', async () => {
      const t = await typeOf('portfolio_investment_aggregate_order_by');
      expect(t.description).toBe('order by aggregate values of table "portfolio.investment"');
      expect(inputEntries(t).map(([e]) => e)).toEqual([
        'avg: portfolio_investment_avg_order_by', 'count: order_by', 'max: portfolio_investment_max_order_by',
        'min: portfolio_investment_min_order_by', 'stddev: portfolio_investment_stddev_order_by',
        'stddev_pop: portfolio_investment_stddev_pop_order_by', 'stddev_samp: portfolio_investment_stddev_samp_order_by',
        'sum: portfolio_investment_sum_order_by', 'var_pop: portfolio_investment_var_pop_order_by',
        'var_samp: portfolio_investment_var_samp_order_by', 'variance: portfolio_investment_variance_order_by',
      ]);
      const avg = await typeOf('portfolio_investment_avg_order_by');
      expect(avg.description).toBe('order by avg() on columns of table "portfolio.investment"');
      expect(inputEntries(avg)).toEqual([
        ['gross_amount: order_by', null], ['net_amount: order_by', null], ['share_percentage: order_by', null],
      ]);
    });
  });

  it('portfolio_company_select_column lists every visible column', async () => {
    const t = await typeOf('portfolio_company_select_column');
    expect(t.kind).toBe('ENUM');
    expect(t.description).toBe(`select columns of table ${Q}`);
    expect(t.enumValues).toEqual(
      ['client_id', 'created_at', 'created_by', 'document', 'id', 'name', 'name_sort', 'organization_id', 'updated_at']
        .map((name) => ({ name, description: 'column name' })),
    );
  });

  describe('aggregates', () => {
    it('portfolio_company_aggregate', async () => {
      const t = await typeOf('portfolio_company_aggregate');
      expect(t.description).toBe(`aggregated selection of ${Q}`);
      expect(t.fields!.map(signature)).toEqual([
        'aggregate: portfolio_company_aggregate_fields',
        'nodes: [portfolio_company!]!',
      ]);
    });

    it('portfolio_company_aggregate_fields: count, max and min only (no numeric column)', async () => {
      const t = await typeOf('portfolio_company_aggregate_fields');
      expect(t.description).toBe(`aggregate fields of ${Q}`);
      expect(t.fields!.map(signature)).toEqual([
        'count(columns: [portfolio_company_select_column!], distinct: Boolean): Int!',
        'max: portfolio_company_max_fields',
        'min: portfolio_company_min_fields',
      ]);
      for (const op of ['sum', 'avg', 'stddev', 'stddev_pop', 'stddev_samp', 'var_pop', 'var_samp', 'variance']) {
        expect(await typeExists(`portfolio_company_${op}_fields`), op).toBe(false);
      }
    });

    it.each(['max', 'min'])('portfolio_company_%s_fields: every comparable column, nullable', async (op) => {
      const t = await typeOf(`portfolio_company_${op}_fields`);
      expect(t.description).toBe(`aggregate ${op} on columns`);
      expect(t.fields!.map(signature)).toEqual([
        'client_id: uuid', 'created_at: timestamptz', 'created_by: uuid', 'document: String', 'id: uuid', 'name: String',
        'name_sort: String', 'organization_id: uuid', 'updated_at: timestamptz',
      ]);
    });

    it('portfolio_investment_aggregate_fields: every operator, as investment has numeric columns', async () => {
      const t = await typeOf('portfolio_investment_aggregate_fields');
      expect(t.fields!.map(signature)).toEqual([
        'avg: portfolio_investment_avg_fields',
        'count(columns: [portfolio_investment_select_column!], distinct: Boolean): Int!',
        'max: portfolio_investment_max_fields',
        'min: portfolio_investment_min_fields',
        'stddev: portfolio_investment_stddev_fields',
        'stddev_pop: portfolio_investment_stddev_pop_fields',
        'stddev_samp: portfolio_investment_stddev_samp_fields',
        'sum: portfolio_investment_sum_fields',
        'var_pop: portfolio_investment_var_pop_fields',
        'var_samp: portfolio_investment_var_samp_fields',
        'variance: portfolio_investment_variance_fields',
      ]);
    });

    it('portfolio_investment_sum_fields keeps the column scalar; avg and the others return Float', async () => {
      const sum = await typeOf('portfolio_investment_sum_fields');
      expect(sum.description).toBe('aggregate sum on columns');
      expect(sum.fields!.map(signature)).toEqual(['gross_amount: numeric', 'net_amount: numeric', 'share_percentage: numeric']);
      for (const op of ['avg', 'stddev', 'stddev_pop', 'stddev_samp', 'var_pop', 'var_samp', 'variance']) {
        const t = await typeOf(`portfolio_investment_${op}_fields`);
        expect(t.description, op).toBe(`aggregate ${op} on columns`);
        expect(t.fields!.map(signature), op).toEqual(['gross_amount: Float', 'net_amount: Float', 'share_percentage: Float']);
      }
    });

    it('portfolio_investment_max_fields includes date, enum-free text, uuid and numeric columns', async () => {
      expect((await typeOf('portfolio_investment_max_fields')).fields!.map(signature)).toEqual([
        'company_id: uuid', 'created_at: timestamptz', 'created_by: uuid', 'gross_amount: numeric', 'id: uuid',
        'investment_date: date', 'net_amount: numeric', 'share_percentage: numeric', 'updated_at: timestamptz',
        'wallet_id: uuid',
      ]);
    });
  });

  it('a jsonb column takes a path argument (portfolio_plan.configuration)', async () => {
    const configuration = (await typeOf('portfolio_plan')).fields!.find((f) => f.name === 'configuration')!;
    expect(signature(configuration)).toBe('configuration(path: String): jsonb!');
    expect(configuration.args.map(entry)).toEqual([['path: String', 'JSON select path']]);
  });

  it('lists the fields, input fields and enum values of every type alphabetically', async () => {
    const { __schema } = await introspect<{ __schema: { types: IntrospectedType[] } }>(`__schema { types { ${TYPE_FIELDS} } }`, investor('ana'));
    const unsorted = __schema.types
      .filter((t) => !t.name.startsWith('__'))
      .flatMap((t) => {
        const names = (t.fields ?? t.inputFields ?? t.enumValues ?? []).map((f) => f.name);
        return names.join() === [...names].sort().join() ? [] : [t.name];
      });
    expect(unsorted).toEqual([]);
  });

  it('names the Postgres scalars after their types', async () => {
    const { __schema } = await introspect<{ __schema: { types: { kind: string; name: string }[] } }>('__schema { types { kind name } }', investor('ana'));
    const scalars = __schema.types.filter((t) => t.kind === 'SCALAR').map((t) => t.name);
    expect(scalars).toEqual(expect.arrayContaining(['uuid', 'timestamptz', 'numeric', 'jsonb', 'citext', 'date', 'String', 'Int', 'Boolean']));
    // Hasura maps text to String, int4 to Int, bool to Boolean; there is no `text`, `int4` or `bool` scalar.
    expect(scalars).not.toContain('text');
    expect(scalars).not.toContain('int4');
    expect(scalars).not.toContain('bool');
  });

  it('the public role sees only the current privacy policy, without aggregates', async () => {
    const who = session('public');
    const root = await typeOf('query_root', who);
    expect(root.fields!.map(signature)).toEqual([
      `portfolio_privacy_policy${listArgsOf('portfolio_privacy_policy')}: [portfolio_privacy_policy!]!`,
      'portfolio_privacy_policy_by_pk(id: uuid!): portfolio_privacy_policy',
    ]);
    const type = await typeOf('portfolio_privacy_policy', who);
    expect(type.description).toBe(
      'Versions of the privacy policy; exactly the one marked current must be accepted before using the portal.',
    );
    expect(type.fields!.map(signature)).toEqual([
      'content_en: String!', 'content_pt_br: String!', 'id: uuid!', 'is_current: Boolean!', 'published_at: timestamptz!',
      'version: Int!',
    ]);
    expect(await typeExists('portfolio_company', who)).toBe(false);
    expect(await typeExists('portfolio_privacy_policy_aggregate', who)).toBe(false);
  });

  it('a role with no permissions gets the no_queries_available placeholder', async () => {
    const who = session('anonymous');
    const { __schema } = await introspect<{ __schema: { queryType: { name: string }; mutationType: unknown } }>(
      '__schema { queryType { name } mutationType { name } }', who,
    );
    expect(__schema).toEqual({ queryType: { name: 'query_root' }, mutationType: null });
    const root = await typeOf('query_root', who);
    expect(root.fields).toEqual([{
      name: 'no_queries_available',
      description: "There are no queries available to the current role. Either there are no sources or remote schemas configured, or the current role doesn't have the required permissions.",
      args: [],
      type: { kind: 'NON_NULL', name: null, ofType: { kind: 'SCALAR', name: 'String', ofType: null } },
    }]);
  });

  it("admin's schema has the three query fields of every tracked table", () => {
    const plain = [
      'accounting_account', 'accounting_account_type', 'accounting_budget', 'accounting_cash_flow_section',
      'accounting_entry', 'accounting_indicator', 'accounting_indicator_kind', 'accounting_account_mapping',
      'accounting_account_nature', 'accounting_balance', 'accounting_budget_kind', 'accounting_budget_line',
      'accounting_budget_version', 'accounting_client_account', 'accounting_import_batch', 'accounting_import_source',
      'accounting_import_status', 'accounting_published_statement_line', 'accounting_statement_kind', 'accounting_transaction',
      'portfolio_alert', 'portfolio_alert_rule', 'portfolio_alert_rule_kind',
      'portfolio_alert_severity', 'portfolio_client', 'portfolio_company', 'portfolio_company_contact', 'portfolio_company_file',
      'portfolio_company_user', 'portfolio_currency',
      'portfolio_kpi_answer', 'portfolio_kpi_reminder', 'portfolio_kpi_request', 'portfolio_kpi_request_metric', 'portfolio_kpi_response',
      'portfolio_kpi_response_event', 'portfolio_kpi_response_file',
      'portfolio_investment', 'portfolio_invite', 'portfolio_invite_status', 'portfolio_organization',
      'portfolio_organization_role', 'portfolio_organization_user', 'portfolio_plan', 'portfolio_privacy_policy',
      'portfolio_privacy_policy_acceptance', 'portfolio_segment', 'portfolio_valuation_report', 'portfolio_wallet',
      'portfolio_wallet_company', 'portfolio_wallet_user', 'user_analysis_user_events',
    ].flatMap((t) => [t, `${t}_aggregate`, `${t}_by_pk`]);
    // The performance, books and sort-key views have no primary key, so no `_by_pk` field.
    const views = [
      'accounting_account_month', 'accounting_cash_position', 'accounting_category_composition', 'accounting_classified_transaction',
      'accounting_own_transfer', 'accounting_unmapped_activity', 'portfolio_company_performance', 'portfolio_investment_value',
      'portfolio_organization_performance', 'portfolio_organization_value_history', 'portfolio_wallet_performance',
      'portfolio_user_sort', 'portfolio_file_sort', 'portfolio_organization_member_security', 'portfolio_wallet_alert',
    ].flatMap((t) => [t, `${t}_aggregate`]);
    // The auth tables carry Nhost's custom root field names.
    const auth = [
      ['authProviderRequests', 'authProviderRequest'], ['authProviders', 'authProvider'],
      ['authRefreshTokenTypes', 'authRefreshTokenType'], ['authRefreshTokens', 'authRefreshToken'],
      ['authRoles', 'authRole'], ['authUserProviders', 'authUserProvider'], ['authUserRoles', 'authUserRole'],
      ['authUserSecurityKeys', 'authUserSecurityKey'], ['users', 'user'],
      // And the storage tables hasura-storage's.
      ['buckets', 'bucket'], ['files', 'file'], ['viruses', 'virus'],
    ].flatMap(([list, one]) => [list, `${list}Aggregate`, one]);
    const fields = Object.keys(fixture.engine.schemaFor('admin').getQueryType()?.getFields() ?? {});
    expect([...fields].sort()).toEqual([...plain, ...views, ...auth].sort());
    expect(fixture.engine.catalog.tables.every((t) => fields.includes(t.rootFields.select))).toBe(true);
  });
});
