/**
 * Stage 2 (called by the engine once per role, lazily): the catalog as one role sees it, as a GraphQL schema named
 * the way Hasura v2 names it. The schema serves introspection and is what requests are parsed against.
 */
import {
  GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString, type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
} from 'graphql';
import type { EngineCatalog } from '../catalog/types.ts';
import { aggregateObject } from './aggregate.ts';
import { columnInputType } from './boolExp.ts';
import { BuildContext, quoted, sorted } from './context.ts';
import { selectArgs } from './selectArgs.ts';
import { tableObject } from './tableObject.ts';

type Field = GraphQLFieldConfig<unknown, unknown>;

const NO_QUERIES = 'There are no queries available to the current role. Either there are no sources or remote '
  + "schemas configured, or the current role doesn't have the required permissions.";

export function buildRoleSchema(catalog: EngineCatalog, role: string): GraphQLSchema {
  const ctx = new BuildContext(catalog, role);
  const fields: [string, Field][] = [];
  for (const table of catalog.tables) {
    const view = ctx.view(table);
    if (!view) continue;
    const q = quoted(table);
    if (view.queryRootFields.has('select')) {
      fields.push([table.rootFields.select, {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(tableObject(ctx, view)))),
        description: `fetch data from the table: ${q}`,
        args: selectArgs(ctx, view),
        extensions: { plan: { kind: 'root_select', view } },
      }]);
    }
    if (view.queryRootFields.has('select_aggregate') && view.allowAggregations) {
      fields.push([table.rootFields.select_aggregate, {
        type: new GraphQLNonNull(aggregateObject(ctx, view)),
        description: `fetch aggregated fields from the table: ${q}`,
        args: selectArgs(ctx, view),
        extensions: { plan: { kind: 'root_select_aggregate', view } },
      }]);
    }
    const pkColumns = table.primaryKey.map((key) => view.columns.find((c) => c.sqlName === key));
    if (view.queryRootFields.has('select_by_pk') && pkColumns.length > 0 && pkColumns.every((c) => c !== undefined)) {
      const args: GraphQLFieldConfigArgumentMap = {};
      for (const column of pkColumns) {
        args[column.name] = { type: new GraphQLNonNull(columnInputType(ctx, column)) };
      }
      fields.push([table.rootFields.select_by_pk, {
        type: tableObject(ctx, view),
        description: `fetch data from the table: ${q} using primary key columns`,
        args,
        extensions: { plan: { kind: 'root_select_by_pk', view } },
      }]);
    }
  }
  if (fields.length === 0) {
    fields.push(['no_queries_available', {
      type: new GraphQLNonNull(GraphQLString), description: NO_QUERIES, extensions: { plan: { kind: 'placeholder' } },
    }]);
  }
  const query = new GraphQLObjectType({ name: 'query_root', fields: sorted(fields) });
  return new GraphQLSchema({ query });
}
