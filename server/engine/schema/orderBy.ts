/**
 * `T_order_by` and the aggregate orderings `T_aggregate_order_by` / `T_<op>_order_by` (contract §1.4, §1.6).
 */
import { GraphQLInputObjectType, type GraphQLInputFieldConfig } from 'graphql';
import type { CatalogColumn } from '../catalog/types.ts';
import type { AggregateOp } from '../ir/types.ts';
import type { SelectView } from '../permissions/selectView.ts';
import { filterable, isComparableColumn, isNumericColumn, quoted, sorted, type BuildContext } from './context.ts';
import { orderByEnum } from './enums.ts';
import { typeNames } from './naming.ts';

export const NUMERIC_OPS: readonly AggregateOp[] = [
  'avg', 'stddev', 'stddev_pop', 'stddev_samp', 'sum', 'var_pop', 'var_samp', 'variance',
];
export const COMPARABLE_OPS: readonly AggregateOp[] = ['max', 'min'];

/** The columns an aggregate operator applies to, among the role's visible columns. */
export function aggregateColumns(view: SelectView, op: AggregateOp): CatalogColumn[] {
  return view.columns.filter(COMPARABLE_OPS.includes(op) ? isComparableColumn : isNumericColumn);
}

export function orderBy(ctx: BuildContext, view: SelectView): GraphQLInputObjectType {
  const name = typeNames.orderBy(view.table.name);
  return ctx.type(name, () => new GraphQLInputObjectType({
    name,
    description: `Ordering options when selecting data from ${quoted(view.table)}.`,
    fields: () => {
      const direction = { type: orderByEnum(ctx) };
      const fields: [string, GraphQLInputFieldConfig][] = view.columns.map((c) => [c.name, direction]);
      for (const field of view.computedFields) {
        if (field.returns.kind === 'scalar' && filterable(field)) fields.push([field.name, direction]);
      }
      for (const rel of view.relationships) {
        const target = ctx.view(rel.target);
        if (!target) continue;
        if (rel.kind === 'object') fields.push([rel.name, { type: orderBy(ctx, target) }]);
        // Present even without allow_aggregations on the target (contract §1.6).
        else fields.push([`${rel.name}_aggregate`, { type: aggregateOrderBy(ctx, target) }]);
      }
      return sorted(fields);
    },
  }));
}

export function aggregateOrderBy(ctx: BuildContext, view: SelectView): GraphQLInputObjectType {
  const name = typeNames.aggregateOrderBy(view.table.name);
  return ctx.type(name, () => new GraphQLInputObjectType({
    name,
    description: `order by aggregate values of table ${quoted(view.table)}`,
    fields: () => {
      const fields: [string, GraphQLInputFieldConfig][] = [['count', { type: orderByEnum(ctx) }]];
      for (const op of [...NUMERIC_OPS, ...COMPARABLE_OPS]) {
        const columns = aggregateColumns(view, op);
        if (columns.length === 0) continue;
        const opName = typeNames.aggregateOpOrderBy(view.table.name, op);
        const opType = ctx.type(opName, () => new GraphQLInputObjectType({
          name: opName,
          description: `order by ${op}() on columns of table ${quoted(view.table)}`,
          fields: () => sorted(columns.map((c) => [c.name, { type: orderByEnum(ctx) }] as const)),
        }));
        fields.push([op, { type: opType }]);
      }
      return sorted(fields);
    },
  }));
}
