/**
 * The `ltree` operators of `ltree_comparison_exp` (Hasura's Postgres schema, "Ops for Ltree type"), offered when a
 * visible column is of the `ltree` type — so only where the extension is installed. Each compiles to the extension's
 * own operator (ir/operand.ts gives the operand's type, compile/compileBoolExp.ts the operator).
 */
import { GraphQLList, GraphQLNonNull, GraphQLString, type GraphQLInputFieldConfig, type GraphQLScalarType } from 'graphql';
import type { CatalogColumn } from '../catalog/types.ts';
import type { BuildContext } from './context.ts';

export const isLtreeColumn = (column: CatalogColumn): boolean => column.enumTable === null && column.pgType === 'ltree';

/** The extra fields of `ltree_comparison_exp`, with Hasura's descriptions. */
export function ltreeOperatorFields(ctx: BuildContext, ltree: GraphQLScalarType): [string, GraphQLInputFieldConfig][] {
  const list = (type: GraphQLScalarType) => new GraphQLList(new GraphQLNonNull(type));
  return [
    ['_ancestor', { type: ltree, description: 'is the left argument an ancestor of right (or equal)?' }],
    ['_ancestor_any', { type: list(ltree), description: 'does array contain an ancestor of `ltree`?' }],
    ['_descendant', { type: ltree, description: 'is the left argument a descendant of right (or equal)?' }],
    ['_descendant_any', { type: list(ltree), description: 'does array contain a descendant of `ltree`?' }],
    ['_matches', { type: ctx.scalar('lquery'), description: 'does `ltree` match `lquery`?' }],
    ['_matches_any', { type: list(GraphQLString), description: 'does `ltree` match any `lquery` in array?' }],
    ['_matches_fulltext', { type: ctx.scalar('ltxtquery'), description: 'does `ltree` match `ltxtquery`?' }],
  ];
}
