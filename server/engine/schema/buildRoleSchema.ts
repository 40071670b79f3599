/**
 * Stage 2 (called by the engine once per role, lazily): the catalog as one role sees it, as a GraphQL schema named
 * the way Hasura v2 names it, with `query_root`, `mutation_root` (absent when the role may write nothing) and
 * `subscription_root`. The schema serves introspection and is what requests are parsed against.
 */
import {
  GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString, type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
} from 'graphql';
import type { CatalogColumn, CatalogTable, EngineCatalog } from '../catalog/types.ts';
import type { SelectRootField, SelectView } from '../permissions/selectView.ts';
import { aggregateObject } from './aggregate.ts';
import { boolExp, columnInputType } from './boolExp.ts';
import { BuildContext, quoted, sorted } from './context.ts';
import {
  insertInput, mutationResponse, onConflictInput, pkColumnsInput, updateOperatorArgs, updatesInput,
} from './mutationTypes.ts';
import { functionRootFields } from './functionFields.ts';
import { selectArgs } from './selectArgs.ts';
import { streamArgs } from './streamTypes.ts';
import { tableObject } from './tableObject.ts';

type Field = GraphQLFieldConfig<unknown, unknown>;

const NO_QUERIES = 'There are no queries available to the current role. Either there are no sources or remote '
  + "schemas configured, or the current role doesn't have the required permissions.";

export function buildRoleSchema(catalog: EngineCatalog, role: string, backendOnly = false): GraphQLSchema {
  const ctx = new BuildContext(catalog, role, backendOnly);
  const queries: [string, Field][] = [];
  const subscriptions: [string, Field][] = [];
  const mutations: [string, Field][] = [];
  for (const table of catalog.tables) {
    const view = ctx.view(table);
    if (view) {
      queries.push(...readFields(ctx, view, view.queryRootFields));
      subscriptions.push(...readFields(ctx, view, view.subscriptionRootFields));
    }
    mutations.push(...mutationFields(ctx, table, view));
  }
  for (const fn of catalog.functions) {
    const fields = functionRootFields(ctx, fn);
    if (fn.exposedAs === 'mutation') mutations.push(...fields);
    else {
      queries.push(...fields);
      subscriptions.push(...fields);
    }
  }
  if (queries.length === 0) {
    queries.push(['no_queries_available', {
      type: new GraphQLNonNull(GraphQLString), description: NO_QUERIES, extensions: { plan: { kind: 'placeholder' } },
    }]);
  }
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'query_root', fields: sorted(queries) }),
    ...(mutations.length > 0 ? { mutation: new GraphQLObjectType({ name: 'mutation_root', fields: sorted(mutations) }) } : {}),
    ...(subscriptions.length > 0
      ? { subscription: new GraphQLObjectType({ name: 'subscription_root', fields: sorted(subscriptions) }) } : {}),
  });
}

/** The primary key columns when the role can read all of them (the `_by_pk` fields need that), else null. */
function visiblePrimaryKey(view: SelectView): CatalogColumn[] | null {
  const columns = view.table.primaryKey.map((key) => view.columns.find((c) => c.sqlName === key));
  return columns.length > 0 && columns.every((c) => c !== undefined) ? columns : null;
}

function pkArgs(ctx: BuildContext, columns: CatalogColumn[]): GraphQLFieldConfigArgumentMap {
  const args: GraphQLFieldConfigArgumentMap = {};
  for (const column of columns) args[column.name] = { type: new GraphQLNonNull(columnInputType(ctx, column)) };
  return args;
}

function readFields(ctx: BuildContext, view: SelectView, roots: ReadonlySet<SelectRootField>): [string, Field][] {
  const table = view.table;
  const q = quoted(table);
  const fields: [string, Field][] = [];
  const rows = new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(tableObject(ctx, view))));
  if (roots.has('select')) {
    fields.push([table.rootFields.select, {
      type: rows, description: `fetch data from the table: ${q}`, args: selectArgs(ctx, view),
      extensions: { plan: { kind: 'root_select', view } },
    }]);
  }
  if (roots.has('select_aggregate') && view.allowAggregations) {
    fields.push([table.rootFields.select_aggregate, {
      type: new GraphQLNonNull(aggregateObject(ctx, view)),
      description: `fetch aggregated fields from the table: ${q}`,
      args: selectArgs(ctx, view),
      extensions: { plan: { kind: 'root_select_aggregate', view } },
    }]);
  }
  const pk = visiblePrimaryKey(view);
  if (roots.has('select_by_pk') && pk) {
    fields.push([table.rootFields.select_by_pk, {
      type: tableObject(ctx, view),
      description: `fetch data from the table: ${q} using primary key columns`,
      args: pkArgs(ctx, pk),
      extensions: { plan: { kind: 'root_select_by_pk', view } },
    }]);
  }
  if (roots.has('select_stream')) {
    fields.push([table.rootFields.select_stream, {
      type: rows, description: `fetch data from the table in a streaming manner: ${q}`, args: streamArgs(ctx, view),
      extensions: { plan: { kind: 'root_select_stream', view } },
    }]);
  }
  return fields;
}

export function mutationFields(ctx: BuildContext, table: CatalogTable, select: SelectView | null): [string, Field][] {
  const insert = ctx.insertView(table);
  const update = ctx.updateView(table);
  const remove = ctx.deleteView(table);
  // Most tables are read-only for a role: build no mutation types for them.
  if (!insert && !(update && select) && !(remove && select)) return [];
  const q = quoted(table);
  const fields: [string, Field][] = [];
  const response = mutationResponse(ctx, table, select);
  const row = select ? tableObject(ctx, select) : null;
  const pk = select ? visiblePrimaryKey(select) : null;
  const conflict = insert ? onConflictInput(ctx, table) : null;
  const onConflict: GraphQLFieldConfigArgumentMap = conflict ? { on_conflict: { type: conflict, description: 'upsert condition' } } : {};

  if (insert) {
    const input = new GraphQLNonNull(insertInput(ctx, insert));
    fields.push([table.rootFields.insert, {
      type: response, description: `insert data into the table: ${q}`,
      args: { objects: { type: new GraphQLNonNull(new GraphQLList(input)), description: 'the rows to be inserted' }, ...onConflict },
      extensions: { plan: { kind: 'insert', one: false, view: insert, select } },
    }]);
    if (row) {
      fields.push([table.rootFields.insert_one, {
        type: row, description: `insert a single row into the table: ${q}`,
        args: { object: { type: input, description: 'the row to be inserted' }, ...onConflict },
        extensions: { plan: { kind: 'insert', one: true, view: insert, select } },
      }]);
    }
  }

  if (update && select) {
    const operators = Object.fromEntries(updateOperatorArgs(ctx, update));
    fields.push([table.rootFields.update, {
      type: response, description: `update data of the table: ${q}`,
      args: { ...operators, where: { type: new GraphQLNonNull(boolExp(ctx, select)), description: 'filter the rows which have to be updated' } },
      extensions: { plan: { kind: 'update', form: 'where', view: update, select } },
    }]);
    if (row && pk) {
      fields.push([table.rootFields.update_by_pk, {
        type: row, description: `update single row of the table: ${q}`,
        args: { ...operators, pk_columns: { type: new GraphQLNonNull(pkColumnsInput(ctx, table, pk)) } },
        extensions: { plan: { kind: 'update', form: 'by_pk', view: update, select } },
      }]);
    }
    fields.push([table.rootFields.update_many, {
      type: new GraphQLList(response), description: `update multiples rows of table: ${q}`,
      args: { updates: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(updatesInput(ctx, update, select)))), description: 'updates to execute, in order' } },
      extensions: { plan: { kind: 'update', form: 'many', view: update, select } },
    }]);
  }

  if (remove && select) {
    fields.push([table.rootFields.delete, {
      type: response, description: `delete data from the table: ${q}`,
      args: { where: { type: new GraphQLNonNull(boolExp(ctx, select)), description: 'filter the rows which have to be deleted' } },
      extensions: { plan: { kind: 'delete', byPk: false, view: remove, select } },
    }]);
    if (row && pk) {
      fields.push([table.rootFields.delete_by_pk, {
        type: row, description: `delete single row from the table: ${q}`, args: pkArgs(ctx, pk),
        extensions: { plan: { kind: 'delete', byPk: true, view: remove, select } },
      }]);
    }
  }
  return fields;
}
