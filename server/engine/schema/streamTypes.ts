/**
 * The types of streaming subscriptions (contract §1.9): `cursor_ordering`, `T_stream_cursor_input` and
 * `T_stream_cursor_value_input`, and the arguments of `T_stream`.
 */
import {
  GraphQLEnumType, GraphQLInputObjectType, GraphQLInt, GraphQLList, GraphQLNonNull,
  type GraphQLFieldConfigArgumentMap,
} from 'graphql';
import type { SelectView } from '../permissions/selectView.ts';
import { boolExp, columnInputType } from './boolExp.ts';
import { quoted, sorted, type BuildContext } from './context.ts';

function cursorOrdering(ctx: BuildContext): GraphQLEnumType {
  return ctx.type('cursor_ordering', () => new GraphQLEnumType({
    name: 'cursor_ordering',
    description: 'ordering argument of a cursor',
    values: {
      ASC: { value: 'ASC', description: 'ascending ordering of the cursor' },
      DESC: { value: 'DESC', description: 'descending ordering of the cursor' },
    },
  }));
}

function cursorValueInput(ctx: BuildContext, view: SelectView): GraphQLInputObjectType {
  const name = `${view.table.name}_stream_cursor_value_input`;
  return ctx.type(name, () => new GraphQLInputObjectType({
    name,
    description: 'Initial value of the column from where the streaming should start',
    fields: () => sorted(view.columns.map((c) => [c.name, {
      type: columnInputType(ctx, c), ...(c.description ? { description: c.description } : {}),
    }] as const)),
  }));
}

function cursorInput(ctx: BuildContext, view: SelectView): GraphQLInputObjectType {
  const name = `${view.table.name}_stream_cursor_input`;
  return ctx.type(name, () => new GraphQLInputObjectType({
    name,
    description: `Streaming cursor of the table ${quoted(view.table)}`,
    fields: () => ({
      initial_value: { type: new GraphQLNonNull(cursorValueInput(ctx, view)), description: 'Stream column input with initial value' },
      ordering: { type: cursorOrdering(ctx), description: 'cursor ordering' },
    }),
  }));
}

export function streamArgs(ctx: BuildContext, view: SelectView): GraphQLFieldConfigArgumentMap {
  return {
    batch_size: { type: new GraphQLNonNull(GraphQLInt), description: 'maximum number of rows returned in a single batch' },
    cursor: { type: new GraphQLNonNull(new GraphQLList(cursorInput(ctx, view))), description: 'cursor to stream the results returned by the query' },
    where: { type: boolExp(ctx, view), description: 'filter the rows returned' },
  };
}
