/**
 * The object type `T` of a table as one role sees it: its visible columns and its relationships to tables the
 * role can read (contract §1.3).
 */
import {
  GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString, type GraphQLFieldConfig, type GraphQLOutputType,
} from 'graphql';
import type { SelectView } from '../permissions/selectView.ts';
import { aggregateObject } from './aggregate.ts';
import { columnInputType } from './boolExp.ts';
import { isJsonColumn, quoted, sorted, type BuildContext } from './context.ts';
import { computedFields } from './computedFields.ts';
import { connectionArgs, connectionObject, isNodeTable, nodeIdField, nodeInterface } from './relay/relayTypes.ts';
import { selectArgs } from './selectArgs.ts';

type Field = GraphQLFieldConfig<unknown, unknown>;

export function tableObject(ctx: BuildContext, view: SelectView): GraphQLObjectType {
  const table = view.table;
  // In the Relay schema a table with a primary key is a Node: its `id` is the global id, which hides a column `id`.
  const node = ctx.relay && isNodeTable(table);
  return ctx.type(table.name, () => new GraphQLObjectType({
    name: table.name,
    description: table.description ?? `columns and relationships of ${quoted(table)}`,
    ...(node ? { interfaces: () => [nodeInterface(ctx)] } : {}),
    fields: () => {
      const fields: [string, Field][] = node ? [nodeIdField(table)] : [];
      for (const column of view.columns) {
        if (node && column.name === 'id') continue;
        const scalar = columnInputType(ctx, column) as GraphQLOutputType;
        fields.push([column.name, {
          type: column.nullable ? scalar : new GraphQLNonNull(scalar),
          ...(column.description ? { description: column.description } : {}),
          ...(isJsonColumn(column) ? { args: { path: { type: GraphQLString, description: 'JSON select path' } } } : {}),
          extensions: { plan: { kind: 'column', column } },
        }]);
      }
      fields.push(...computedFields(ctx, view));
      for (const rel of view.relationships) {
        const target = ctx.view(rel.target);
        if (!target) continue;
        const targetType = tableObject(ctx, target);
        if (rel.kind === 'object') {
          fields.push([rel.name, {
            type: rel.nullable ? targetType : new GraphQLNonNull(targetType),
            description: 'An object relationship',
            extensions: { plan: { kind: 'object_relationship', rel, view: target } },
          }]);
          continue;
        }
        fields.push([rel.name, {
          type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(targetType))),
          description: 'An array relationship',
          args: selectArgs(ctx, target),
          extensions: { plan: { kind: 'array_relationship', rel, view: target } },
        }]);
        if (target.allowAggregations) {
          fields.push([`${rel.name}_aggregate`, {
            type: new GraphQLNonNull(aggregateObject(ctx, target)),
            description: 'An aggregate relationship',
            args: selectArgs(ctx, target),
            extensions: { plan: { kind: 'array_relationship_aggregate', rel, view: target } },
          }]);
        }
        if (ctx.relay && isNodeTable(target.table)) {
          fields.push([`${rel.name}_connection`, {
            type: new GraphQLNonNull(connectionObject(ctx, target, targetType)),
            description: 'An array relationship connection',
            args: connectionArgs(ctx, target),
            extensions: { plan: { kind: 'array_relationship_connection', rel, view: target } },
          }]);
        }
      }
      return sorted(fields);
    },
  }));
}
