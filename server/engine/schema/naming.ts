/**
 * Every GraphQL name the engine generates, in one place (graphile's "inflectors"). Hasura's `hasura-default`
 * naming convention: snake_case names derived from the table's base name `T` (contract §1.1).
 */
import type { RootFieldNames } from '../catalog/types.ts';
import type { FunctionConfiguration, TableConfiguration } from '../metadata/types.ts';

/** The base name: `custom_name`, else the table name in `public`, else `<schema>_<table>`. */
export function tableBaseName(schema: string, table: string, config: TableConfiguration | undefined): string {
  if (config?.custom_name) return config.custom_name;
  return schema === 'public' ? table : `${schema}_${table}`;
}

export const qualifiedTableName = (schema: string, table: string): string =>
  schema === 'public' ? table : `${schema}.${table}`;

/** Default root-field names, overridden key by key by `custom_root_fields`. */
export function rootFieldNames(base: string, config: TableConfiguration | undefined): RootFieldNames {
  const names: RootFieldNames = {
    select: base,
    select_by_pk: `${base}_by_pk`,
    select_aggregate: `${base}_aggregate`,
    select_stream: `${base}_stream`,
    insert: `insert_${base}`,
    insert_one: `insert_${base}_one`,
    update: `update_${base}`,
    update_by_pk: `update_${base}_by_pk`,
    update_many: `update_${base}_many`,
    delete: `delete_${base}`,
    delete_by_pk: `delete_${base}_by_pk`,
  };
  for (const [key, value] of Object.entries(config?.custom_root_fields ?? {})) {
    const name = typeof value === 'string' ? value : value?.name;
    if (name && key in names) names[key as keyof RootFieldNames] = name;
  }
  return names;
}

/** A tracked function's base name: `custom_name`, else its name in `public`, else `<schema>_<name>`, as for tables. */
export function functionBaseName(schema: string, name: string, config: FunctionConfiguration | undefined): string {
  if (config?.custom_name) return config.custom_name;
  return schema === 'public' ? name : `${schema}_${name}`;
}

/** A tracked function's two root fields, each renamed by `custom_root_fields.function` / `function_aggregate`. */
export function functionRootFields(base: string, config: FunctionConfiguration | undefined): { select: string; aggregate: string } {
  return {
    select: config?.custom_root_fields?.function ?? base,
    aggregate: config?.custom_root_fields?.function_aggregate ?? `${base}_aggregate`,
  };
}

/** Postgres base type → GraphQL scalar name: five built-ins, every other type keeps its own name (§1.10). */
export function scalarName(pgType: string): string {
  switch (pgType) {
    case 'int4': case 'serial': return 'Int';
    case 'bool': return 'Boolean';
    case 'float4': return 'Float';
    case 'text': case 'varchar': return 'String';
    case 'int2': return 'smallint';
    case 'int8': return 'bigint';
    case 'bpchar': return 'bpchar';
    default: return pgType;
  }
}

export const typeNames = {
  enumOf: (base: string) => `${base}_enum`,
  /** The `args` input of a tracked function's root fields. */
  functionArgs: (fn: string) => `${fn}_args`,
  /** The `args` input of a computed field: its own name and its table's (`checkUnique_nodes_args`). */
  computedFieldArgs: (field: string, table: string) => `${field}_${table}_args`,
  boolExp: (base: string) => `${base}_bool_exp`,
  comparisonExp: (scalar: string) => `${scalar}_comparison_exp`,
  orderBy: (base: string) => `${base}_order_by`,
  selectColumn: (base: string) => `${base}_select_column`,
  aggregate: (base: string) => `${base}_aggregate`,
  aggregateFields: (base: string) => `${base}_aggregate_fields`,
  aggregateOpFields: (base: string, op: string) => `${base}_${op}_fields`,
  aggregateOrderBy: (base: string) => `${base}_aggregate_order_by`,
  aggregateOpOrderBy: (base: string, op: string) => `${base}_${op}_order_by`,
  aggregateBoolExp: (base: string) => `${base}_aggregate_bool_exp`,
  aggregateBoolExpFn: (base: string, fn: string) => `${base}_aggregate_bool_exp_${fn}`,
  aggregateBoolExpColumns: (base: string, fn: string) =>
    `${base}_select_column_${base}_aggregate_bool_exp_${fn}_arguments_columns`,
} as const;
