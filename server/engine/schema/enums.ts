/**
 * The shared enums: `order_by`, each table's `T_select_column`, and the GraphQL enum of each enum table
 * (contract §1.6, §1.7, §1.3). Enum values carry the SQL name as their internal value.
 */
import { GraphQLEnumType, type GraphQLEnumValueConfig } from 'graphql';
import type { CatalogColumn, CatalogTable } from '../catalog/types.ts';
import type { SelectView } from '../permissions/selectView.ts';
import { quoted, sorted, type BuildContext } from './context.ts';
import { typeNames } from './naming.ts';

export function orderByEnum(ctx: BuildContext): GraphQLEnumType {
  return ctx.type('order_by', () => new GraphQLEnumType({
    name: 'order_by',
    description: 'column ordering options',
    values: {
      asc: { value: 'asc', description: 'in ascending order, nulls last' },
      asc_nulls_first: { value: 'asc_nulls_first', description: 'in ascending order, nulls first' },
      asc_nulls_last: { value: 'asc_nulls_last', description: 'in ascending order, nulls last' },
      desc: { value: 'desc', description: 'in descending order, nulls first' },
      desc_nulls_first: { value: 'desc_nulls_first', description: 'in descending order, nulls first' },
      desc_nulls_last: { value: 'desc_nulls_last', description: 'in descending order, nulls last' },
    },
  }));
}

const columnValues = (columns: CatalogColumn[]): Record<string, GraphQLEnumValueConfig> =>
  sorted(columns.map((c) => [c.name, { value: c.sqlName, description: 'column name' }] as const));

export function selectColumnEnum(ctx: BuildContext, view: SelectView): GraphQLEnumType {
  const name = typeNames.selectColumn(view.table.name);
  return ctx.type(name, () => new GraphQLEnumType({
    name,
    description: `select columns of table ${quoted(view.table)}`,
    values: columnValues(view.columns),
  }));
}

/** The column list of a `bool_and`/`bool_or` aggregation predicate: the role's visible Boolean columns. */
export function boolAggregateColumnsEnum(ctx: BuildContext, view: SelectView, fn: 'bool_and' | 'bool_or'): GraphQLEnumType {
  const name = typeNames.aggregateBoolExpColumns(view.table.name, fn);
  return ctx.type(name, () => new GraphQLEnumType({
    name,
    description: `select "${name}" columns of table ${quoted(view.table)}`,
    values: columnValues(view.columns.filter((c) => c.pgType === 'bool')),
  }));
}

/** An enum table (`is_enum: true`) as a GraphQL enum: one value per row, described by its `comment`. */
export function enumTableType(ctx: BuildContext, table: CatalogTable): GraphQLEnumType {
  const name = typeNames.enumOf(table.name);
  return ctx.type(name, () => new GraphQLEnumType({
    name,
    ...(table.description ? { description: table.description } : {}),
    values: sorted((table.enumValues ?? []).map((v) => [
      v.value, { value: v.value, ...(v.comment ? { description: v.comment } : {}) },
    ] as const)),
  }));
}
