/**
 * A table's computed fields as one role sees them (contract §1.3): scalar ones as fields of their scalar, table
 * ones as lists of the returned table with the select arguments; either takes `args` when its function has
 * arguments besides the row and the session.
 */
import { GraphQLList, GraphQLNonNull, type GraphQLFieldConfig, type GraphQLOutputType } from 'graphql';
import type { SelectView } from '../permissions/selectView.ts';
import type { BuildContext } from './context.ts';
import { argsArgument } from './functionFields.ts';
import { qualifiedTableName } from './naming.ts';
import { selectArgs } from './selectArgs.ts';
import { tableObject } from './tableObject.ts';

type Field = GraphQLFieldConfig<unknown, unknown>;

export function computedFields(ctx: BuildContext, view: SelectView): [string, Field][] {
  const out: [string, Field][] = [];
  for (const field of view.computedFields) {
    const args = argsArgument(ctx, field.argsTypeName, field.args, `input parameters for computed field "${field.name}" defined on table "${view.table.qualified}"`);
    const description = field.description ?? `A computed field, executes function "${qualifiedTableName(field.fn.schema, field.fn.name)}"`;
    if (field.returns.kind === 'scalar') {
      out.push([field.name, {
        type: ctx.scalar(field.returns.column.scalar) as GraphQLOutputType, args, description,
        extensions: { plan: { kind: 'computed_scalar', field } },
      }]);
      continue;
    }
    const target = ctx.view(field.returns.table);
    if (!target) continue;
    out.push([field.name, {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(tableObject(ctx, target)))),
      args: { ...args, ...selectArgs(ctx, target) }, description,
      extensions: { plan: { kind: 'computed_table', field, view: target } },
    }]);
  }
  return out;
}
