/**
 * The five arguments every list, aggregate and array-relationship field takes (contract §1.2).
 */
import { GraphQLInt, GraphQLList, GraphQLNonNull, type GraphQLFieldConfigArgumentMap } from 'graphql';
import type { SelectView } from '../permissions/selectView.ts';
import { boolExp } from './boolExp.ts';
import type { BuildContext } from './context.ts';
import { selectColumnEnum } from './enums.ts';
import { orderBy } from './orderBy.ts';

export function selectArgs(ctx: BuildContext, view: SelectView): GraphQLFieldConfigArgumentMap {
  return {
    distinct_on: {
      type: new GraphQLList(new GraphQLNonNull(selectColumnEnum(ctx, view))),
      description: 'distinct select on columns',
    },
    limit: { type: GraphQLInt, description: 'limit the number of rows returned' },
    offset: { type: GraphQLInt, description: 'skip the first n rows. Use only with order_by' },
    order_by: { type: new GraphQLList(new GraphQLNonNull(orderBy(ctx, view))), description: 'sort the rows by one or more columns' },
    where: { type: boolExp(ctx, view), description: 'filter the rows returned' },
  };
}
