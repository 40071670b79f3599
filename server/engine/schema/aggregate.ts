/**
 * `T_aggregate { aggregate, nodes }`, `T_aggregate_fields` and the per-operator `T_<op>_fields` types
 * (contract §1.4). An operator's type exists only when the role sees at least one eligible column.
 */
import {
  GraphQLBoolean, GraphQLFloat, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType,
  type GraphQLFieldConfig, type GraphQLOutputType,
} from 'graphql';
import type { SelectView } from '../permissions/selectView.ts';
import { columnInputType } from './boolExp.ts';
import { quoted, sorted, type BuildContext } from './context.ts';
import { selectColumnEnum } from './enums.ts';
import { typeNames } from './naming.ts';
import { aggregateColumns, COMPARABLE_OPS, NUMERIC_OPS } from './orderBy.ts';
import { tableObject } from './tableObject.ts';

type Field = GraphQLFieldConfig<unknown, unknown>;

export function aggregateObject(ctx: BuildContext, view: SelectView): GraphQLObjectType {
  const name = typeNames.aggregate(view.table.name);
  return ctx.type(name, () => new GraphQLObjectType({
    name,
    description: `aggregated selection of ${quoted(view.table)}`,
    fields: () => ({
      aggregate: { type: aggregateFields(ctx, view), extensions: { plan: { kind: 'aggregate_fields', view } } },
      nodes: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(tableObject(ctx, view)))),
        extensions: { plan: { kind: 'aggregate_nodes', view } },
      },
    }),
  }));
}

function aggregateFields(ctx: BuildContext, view: SelectView): GraphQLObjectType {
  const name = typeNames.aggregateFields(view.table.name);
  return ctx.type(name, () => new GraphQLObjectType({
    name,
    description: `aggregate fields of ${quoted(view.table)}`,
    fields: () => {
      const fields: [string, Field][] = [['count', {
        type: new GraphQLNonNull(GraphQLInt),
        args: {
          columns: { type: new GraphQLList(new GraphQLNonNull(selectColumnEnum(ctx, view))) },
          distinct: { type: GraphQLBoolean },
        },
        extensions: { plan: { kind: 'aggregate_count', view } },
      }]];
      for (const op of [...NUMERIC_OPS, ...COMPARABLE_OPS]) {
        const columns = aggregateColumns(view, op);
        if (columns.length === 0) continue;
        const opName = typeNames.aggregateOpFields(view.table.name, op);
        const opType = ctx.type(opName, () => new GraphQLObjectType({
          name: opName,
          description: `aggregate ${op} on columns`,
          fields: () => sorted(columns.map((column) => {
            // sum, max and min keep the column's scalar; the statistics are Float (contract §1.4).
            const keeps = op === 'sum' || COMPARABLE_OPS.includes(op);
            const type = keeps ? (columnInputType(ctx, column) as GraphQLOutputType) : GraphQLFloat;
            return [column.name, { type, extensions: { plan: { kind: 'aggregate_op_column', column, op } } }] as const;
          })),
        }));
        fields.push([op, { type: opType, extensions: { plan: { kind: 'aggregate_op', op, view } } }]);
      }
      return sorted(fields);
    },
  }));
}
