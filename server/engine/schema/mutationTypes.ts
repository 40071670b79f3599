/**
 * The input and output types of mutations (contract §1.8): `T_insert_input` with nested relationship inserts,
 * `T_on_conflict` with `T_constraint` and `T_update_column`, the update operator inputs (`_set`, `_inc`, the jsonb
 * operators), `T_pk_columns_input`, `T_updates` and `T_mutation_response`. Only the role's writable columns appear;
 * preset columns are left out of the inputs, as Hasura does.
 */
import {
  GraphQLEnumType, GraphQLInputObjectType, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString,
  type GraphQLFieldConfig, type GraphQLInputFieldConfig, type GraphQLInputType,
} from 'graphql';
import type { CatalogColumn, CatalogTable } from '../catalog/types.ts';
import type { InsertView, UpdateView } from '../permissions/mutationViews.ts';
import type { SelectView } from '../permissions/selectView.ts';
import { boolExp, columnInputType } from './boolExp.ts';
import { isNumericColumn, quoted, sorted, type BuildContext } from './context.ts';
import { tableObject } from './tableObject.ts';

/** The update operators in Hasura's order, with the columns each takes and the value type of each column. */
export const UPDATE_OPERATORS = [
  {
    name: '_append', suffix: 'append_input',
    description: 'append existing jsonb value of filtered columns with new jsonb value',
  },
  {
    name: '_delete_at_path', suffix: 'delete_at_path_input',
    description: 'delete the field or element with specified path (for JSON arrays, negative integers count from the end)',
  },
  {
    name: '_delete_elem', suffix: 'delete_elem_input',
    description: 'delete the array element with specified index (negative integers count from the end). throws an error if top level container is not an array',
  },
  {
    name: '_delete_key', suffix: 'delete_key_input',
    description: 'delete key/value pair or string element. key/value pairs are matched based on their key value',
  },
  {
    name: '_inc', suffix: 'inc_input',
    description: 'increments the numeric columns with given value of the filtered values',
  },
  {
    name: '_prepend', suffix: 'prepend_input',
    description: 'prepend existing jsonb value of filtered columns with new jsonb value',
  },
  {
    name: '_set', suffix: 'set_input',
    description: 'sets the columns of the filtered rows to the given values',
  },
] as const;

export type UpdateOperator = (typeof UPDATE_OPERATORS)[number]['name'];

/** The input type's description: the argument's, except for `_inc` and `_set`, which name the table. */
function inputDescription(op: (typeof UPDATE_OPERATORS)[number], table: CatalogTable): string {
  if (op.name === '_inc') return `input type for incrementing numeric columns in table ${quoted(table)}`;
  if (op.name === '_set') return `input type for updating data in table ${quoted(table)}`;
  return op.description;
}

/** The columns an operator applies to. */
export function operatorColumns(op: UpdateOperator, columns: CatalogColumn[]): CatalogColumn[] {
  switch (op) {
    case '_set': return columns;
    case '_inc': return columns.filter(isNumericColumn);
    default: return columns.filter((c) => c.pgType === 'jsonb');
  }
}

function operatorValueType(ctx: BuildContext, op: UpdateOperator, column: CatalogColumn): GraphQLInputType {
  switch (op) {
    case '_delete_key': return GraphQLString;
    case '_delete_elem': return GraphQLInt;
    case '_delete_at_path': return new GraphQLList(new GraphQLNonNull(GraphQLString));
    default: return columnInputType(ctx, column);
  }
}

function operatorInput(ctx: BuildContext, view: UpdateView, op: (typeof UPDATE_OPERATORS)[number]): GraphQLInputObjectType | null {
  const columns = operatorColumns(op.name, view.columns);
  if (columns.length === 0) return null;
  const name = `${view.table.name}_${op.suffix}`;
  return ctx.type(name, () => new GraphQLInputObjectType({
    name,
    description: inputDescription(op, view.table),
    fields: () => sorted(columns.map((c) => [c.name, {
      type: operatorValueType(ctx, op.name, c), ...(c.description ? { description: c.description } : {}),
    }] as const)),
  }));
}

/** The update operator arguments a role has on a table (each only if some updatable column qualifies). */
export function updateOperatorArgs(ctx: BuildContext, view: UpdateView): [string, GraphQLInputFieldConfig][] {
  const args: [string, GraphQLInputFieldConfig][] = [];
  for (const op of UPDATE_OPERATORS) {
    const type = operatorInput(ctx, view, op);
    if (type) args.push([op.name, { type, description: op.description }]);
  }
  return args;
}

export function insertInput(ctx: BuildContext, view: InsertView): GraphQLInputObjectType {
  const table = view.table;
  const name = `${table.name}_insert_input`;
  return ctx.type(name, () => new GraphQLInputObjectType({
    name,
    description: `input type for inserting data into table ${quoted(table)}`,
    fields: () => {
      const fields: [string, GraphQLInputFieldConfig][] = view.columns.map((c) => [c.name, {
        type: columnInputType(ctx, c), ...(c.description ? { description: c.description } : {}),
      }]);
      for (const rel of table.relationships) {
        const target = ctx.insertView(rel.target);
        if (!target) continue;
        fields.push([rel.name, { type: relInsertInput(ctx, target, rel.kind) }]);
      }
      return sorted(fields);
    },
  }));
}

function relInsertInput(ctx: BuildContext, view: InsertView, kind: 'object' | 'array'): GraphQLInputObjectType {
  const table = view.table;
  const name = `${table.name}_${kind === 'object' ? 'obj' : 'arr'}_rel_insert_input`;
  return ctx.type(name, () => new GraphQLInputObjectType({
    name,
    description: `input type for inserting ${kind} relation for remote table ${quoted(table)}`,
    fields: () => {
      const data = new GraphQLNonNull(insertInput(ctx, view));
      const conflict = onConflictInput(ctx, table);
      return sorted<GraphQLInputFieldConfig>([
        ['data', { type: kind === 'object' ? data : new GraphQLNonNull(new GraphQLList(data)) }],
        ...(conflict ? [['on_conflict', { type: conflict, description: 'upsert condition' }] as const] : []),
      ]);
    },
  }));
}

/** `T_on_conflict`, or null when the table has no primary key or unique constraint. */
export function onConflictInput(ctx: BuildContext, table: CatalogTable): GraphQLInputObjectType | null {
  if (table.constraints.length === 0) return null;
  const name = `${table.name}_on_conflict`;
  return ctx.type(name, () => new GraphQLInputObjectType({
    name,
    description: `on_conflict condition type for table ${quoted(table)}`,
    fields: () => {
      const select = ctx.view(table);
      const fields: [string, GraphQLInputFieldConfig][] = [
        ['constraint', { type: new GraphQLNonNull(constraintEnum(ctx, table)) }],
        ['update_columns', { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(updateColumnEnum(ctx, table)))), defaultValue: [] }],
      ];
      if (select) fields.push(['where', { type: boolExp(ctx, select) }]);
      return sorted(fields);
    },
  }));
}

function constraintEnum(ctx: BuildContext, table: CatalogTable): GraphQLEnumType {
  const name = `${table.name}_constraint`;
  return ctx.type(name, () => new GraphQLEnumType({
    name,
    description: `unique or primary key constraints on table ${quoted(table)}`,
    values: sorted(table.constraints.map((c) => [c.name, {
      value: c.name,
      description: `unique or primary key constraint on columns ${c.columns.map((col) => `"${col}"`).join(', ')}`,
    }] as const)),
  }));
}

function updateColumnEnum(ctx: BuildContext, table: CatalogTable): GraphQLEnumType {
  const name = `${table.name}_update_column`;
  return ctx.type(name, () => {
    const columns = ctx.updateView(table)?.columns ?? [];
    const values = columns.length === 0
      ? { _PLACEHOLDER: { value: '_PLACEHOLDER', description: 'placeholder (do not use)' } }
      : sorted(columns.map((c) => [c.name, { value: c.sqlName, description: 'column name' }] as const));
    return new GraphQLEnumType({ name, description: `update columns of table ${quoted(table)}`, values });
  });
}

export function pkColumnsInput(ctx: BuildContext, table: CatalogTable, columns: CatalogColumn[]): GraphQLInputObjectType {
  const name = `${table.name}_pk_columns_input`;
  return ctx.type(name, () => new GraphQLInputObjectType({
    name,
    description: `primary key columns input for table: ${table.qualified}`,
    fields: () => sorted(columns.map((c) => [c.name, {
      type: new GraphQLNonNull(columnInputType(ctx, c)), ...(c.description ? { description: c.description } : {}),
    }] as const)),
  }));
}

export function updatesInput(ctx: BuildContext, view: UpdateView, select: SelectView): GraphQLInputObjectType {
  const name = `${view.table.name}_updates`;
  return ctx.type(name, () => new GraphQLInputObjectType({
    name,
    fields: () => sorted<GraphQLInputFieldConfig>([
      ...updateOperatorArgs(ctx, view),
      ['where', { type: new GraphQLNonNull(boolExp(ctx, select)), description: 'filter the rows which have to be updated' }],
    ]),
  }));
}

export function mutationResponse(ctx: BuildContext, table: CatalogTable, select: SelectView | null): GraphQLObjectType {
  const name = `${table.name}_mutation_response`;
  return ctx.type(name, () => new GraphQLObjectType({
    name,
    description: `response of any mutation on the table ${quoted(table)}`,
    fields: () => {
      const fields: [string, GraphQLFieldConfig<unknown, unknown>][] = [[
        'affected_rows', {
          type: new GraphQLNonNull(GraphQLInt), description: 'number of rows affected by the mutation',
          extensions: { plan: { kind: 'mutation_affected_rows' } },
        },
      ]];
      if (select) {
        fields.push(['returning', {
          type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(tableObject(ctx, select)))),
          description: 'data from the rows affected by the mutation',
          extensions: { plan: { kind: 'mutation_returning', view: select } },
        }]);
      }
      return sorted(fields);
    },
  }));
}
