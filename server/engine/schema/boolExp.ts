/**
 * `T_bool_exp`, the shared `<Scalar>_comparison_exp` types and the aggregation predicates `U_aggregate_bool_exp*`
 * (contract §1.5). Only the role's visible columns and readable relationships appear.
 */
import {
  GraphQLBoolean, GraphQLInputObjectType, GraphQLList, GraphQLNonNull, GraphQLString,
  type GraphQLInputFieldConfig, type GraphQLInputType,
} from 'graphql';
import type { CatalogColumn } from '../catalog/types.ts';
import type { SelectView } from '../permissions/selectView.ts';
import { filterable, quoted, sorted, type BuildContext } from './context.ts';
import { boolAggregateColumnsEnum, enumTableType, selectColumnEnum } from './enums.ts';
import { typeNames } from './naming.ts';
import { isLtreeColumn, ltreeOperatorFields } from './ltreeOperators.ts';
import { geoCastExp, geoColumnType, postgisOperatorFields } from './postgisOperators.ts';

const TEXT_SCALARS = new Set(['String', 'citext', 'bpchar']);

const TEXT_OPERATORS: [string, string][] = [
  ['_ilike', 'does the column match the given case-insensitive pattern'],
  ['_iregex', 'does the column match the given POSIX regular expression, case insensitive'],
  ['_like', 'does the column match the given pattern'],
  ['_nilike', 'does the column NOT match the given case-insensitive pattern'],
  ['_niregex', 'does the column NOT match the given POSIX regular expression, case insensitive'],
  ['_nlike', 'does the column NOT match the given pattern'],
  ['_nregex', 'does the column NOT match the given POSIX regular expression, case sensitive'],
  ['_nsimilar', 'does the column NOT match the given SQL regular expression'],
  ['_regex', 'does the column match the given POSIX regular expression, case sensitive'],
  ['_similar', 'does the column match the given SQL regular expression'],
];

/** The input type a column's value takes: its scalar, or its enum table's enum. */
export function columnInputType(ctx: BuildContext, column: CatalogColumn): GraphQLInputType {
  return column.enumTable ? enumTableType(ctx, column.enumTable) : ctx.scalar(column.scalar);
}

export function comparisonExp(ctx: BuildContext, column: CatalogColumn): GraphQLInputObjectType {
  const scalarName = column.scalar;
  const name = typeNames.comparisonExp(scalarName);
  return ctx.type(name, () => new GraphQLInputObjectType({
    name,
    description: `Boolean expression to compare columns of type "${scalarName}". All fields are combined with logical 'AND'.`,
    fields: () => {
      const scalar = columnInputType(ctx, column);
      const list = new GraphQLList(new GraphQLNonNull(scalar));
      const fields: [string, GraphQLInputFieldConfig][] = [
        ['_eq', { type: scalar }], ['_in', { type: list }], ['_is_null', { type: GraphQLBoolean }],
        ['_neq', { type: scalar }], ['_nin', { type: list }],
      ];
      if (!column.enumTable) {
        fields.push(['_gt', { type: scalar }], ['_gte', { type: scalar }], ['_lt', { type: scalar }], ['_lte', { type: scalar }]);
      }
      if (!column.enumTable && TEXT_SCALARS.has(scalarName)) {
        for (const [op, description] of TEXT_OPERATORS) fields.push([op, { type: scalar, description }]);
      }
      if (column.pgType === 'jsonb') {
        const strings = new GraphQLList(new GraphQLNonNull(GraphQLString));
        fields.push(
          ['_cast', { type: jsonbCastExp(ctx) }],
          ['_contained_in', { type: scalar, description: 'is the column contained in the given json value' }],
          ['_contains', { type: scalar, description: 'does the column contain the given json value at the top level' }],
          ['_has_key', { type: GraphQLString, description: 'does the string exist as a top-level key in the column' }],
          ['_has_keys_all', { type: strings, description: 'do all of these strings exist as top-level keys in the column' }],
          ['_has_keys_any', { type: strings, description: 'do any of these strings exist as top-level keys in the column' }],
        );
      }
      if (isLtreeColumn(column)) fields.push(...ltreeOperatorFields(ctx, ctx.scalar(scalarName)));
      const geo = geoColumnType(column);
      if (geo) {
        const castExp = () => geoCastExp(ctx, geo, (target) => comparisonExp(ctx, builtInColumn(target, target)));
        fields.push(...postgisOperatorFields(ctx, geo, castExp));
      }
      return sorted(fields);
    },
  }));
}

function jsonbCastExp(ctx: BuildContext): GraphQLInputObjectType {
  return ctx.type('jsonb_cast_exp', () => new GraphQLInputObjectType({
    name: 'jsonb_cast_exp',
    fields: () => ({ String: { type: stringComparisonExp(ctx) } }),
  }));
}

function stringComparisonExp(ctx: BuildContext): GraphQLInputObjectType {
  return comparisonExp(ctx, builtInColumn('text', 'String'));
}

export function boolExp(ctx: BuildContext, view: SelectView): GraphQLInputObjectType {
  const name = typeNames.boolExp(view.table.name);
  return ctx.type(name, () => new GraphQLInputObjectType({
    name,
    description: `Boolean expression to filter rows from the table ${quoted(view.table)}. All fields are combined with a logical 'AND'.`,
    fields: (): Record<string, GraphQLInputFieldConfig> => {
      const self = boolExp(ctx, view);
      const fields: [string, GraphQLInputFieldConfig][] = [
        ['_and', { type: new GraphQLList(new GraphQLNonNull(self)) }],
        ['_not', { type: self }],
        ['_or', { type: new GraphQLList(new GraphQLNonNull(self)) }],
      ];
      for (const column of view.columns) fields.push([column.name, { type: comparisonExp(ctx, column) }]);
      for (const field of view.computedFields.filter(filterable)) {
        if (field.returns.kind === 'scalar') fields.push([field.name, { type: comparisonExp(ctx, field.returns.column) }]);
        else {
          const target = ctx.view(field.returns.table);
          if (target) fields.push([field.name, { type: boolExp(ctx, target) }]);
        }
      }
      for (const rel of view.relationships) {
        const target = ctx.view(rel.target);
        if (!target) continue;
        fields.push([rel.name, { type: boolExp(ctx, target) }]);
        if (rel.kind === 'array' && target.allowAggregations) {
          fields.push([`${rel.name}_aggregate`, { type: aggregateBoolExp(ctx, target) }]);
        }
      }
      return sorted(fields);
    },
  }));
}

function aggregateBoolExp(ctx: BuildContext, view: SelectView): GraphQLInputObjectType {
  const base = view.table.name;
  const name = typeNames.aggregateBoolExp(base);
  return ctx.type(name, () => new GraphQLInputObjectType({
    name,
    fields: () => {
      const fields: [string, GraphQLInputFieldConfig][] = [['count', { type: aggregateBoolExpCount(ctx, view) }]];
      if (view.columns.some((c) => c.pgType === 'bool')) {
        fields.push(['bool_and', { type: aggregateBoolExpBool(ctx, view, 'bool_and') }]);
        fields.push(['bool_or', { type: aggregateBoolExpBool(ctx, view, 'bool_or') }]);
      }
      return sorted(fields);
    },
  }));
}

function aggregateBoolExpCount(ctx: BuildContext, view: SelectView): GraphQLInputObjectType {
  const name = typeNames.aggregateBoolExpFn(view.table.name, 'count');
  return ctx.type(name, () => new GraphQLInputObjectType({
    name,
    fields: () => ({
      arguments: { type: new GraphQLList(new GraphQLNonNull(selectColumnEnum(ctx, view))) },
      distinct: { type: GraphQLBoolean },
      filter: { type: boolExp(ctx, view) },
      predicate: { type: new GraphQLNonNull(intComparisonExp(ctx)) },
    }),
  }));
}

function aggregateBoolExpBool(ctx: BuildContext, view: SelectView, fn: 'bool_and' | 'bool_or'): GraphQLInputObjectType {
  const name = typeNames.aggregateBoolExpFn(view.table.name, fn);
  return ctx.type(name, () => new GraphQLInputObjectType({
    name,
    fields: () => ({
      arguments: { type: new GraphQLNonNull(boolAggregateColumnsEnum(ctx, view, fn)) },
      distinct: { type: GraphQLBoolean },
      filter: { type: boolExp(ctx, view) },
      predicate: { type: new GraphQLNonNull(booleanComparisonExp(ctx)) },
    }),
  }));
}

const builtInColumn = (pgType: string, scalar: string): CatalogColumn => ({
  sqlName: '', name: '', pgType, castType: pgType, scalar, enumTable: null, nullable: true, generated: false, description: null,
});

function intComparisonExp(ctx: BuildContext): GraphQLInputObjectType {
  return comparisonExp(ctx, builtInColumn('int4', 'Int'));
}

function booleanComparisonExp(ctx: BuildContext): GraphQLInputObjectType {
  return comparisonExp(ctx, builtInColumn('bool', 'Boolean'));
}
