/**
 * Stage 2 for `/v1beta1/relay` (built lazily once per role, like `buildRoleSchema`): the same catalog and
 * permissions as Hasura v2 serves them to Relay. `query_root` and `subscription_root` hold `node(id:)` and a
 * `T_connection` per readable table (and tracked query function) with a primary key; no `T`, `T_by_pk` or
 * `T_aggregate` root fields. Table types implement `Node`, and array relationships also come as connections
 * (schema/tableObject.ts with `ctx.relay`). `mutation_root` is the ordinary one, its rows being these node types.
 */
import {
  GraphQLID, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString, type GraphQLFieldConfig,
  type GraphQLNamedType,
} from 'graphql';
import type { EngineCatalog } from '../../catalog/types.ts';
import { mutationFields } from '../buildRoleSchema.ts';
import { BuildContext, quoted, sorted } from '../context.ts';
import { argsArgument, mayCall } from '../functionFields.ts';
import { typeNames } from '../naming.ts';
import { tableObject } from '../tableObject.ts';
import { connectionArgs, connectionObject, isNodeTable, nodeInterface } from './relayTypes.ts';

type Field = GraphQLFieldConfig<unknown, unknown>;

const NO_QUERIES = 'There are no queries available to the current role. Either there are no sources or remote '
  + "schemas configured, or the current role doesn't have the required permissions.";

export function buildRelaySchema(catalog: EngineCatalog, role: string, backendOnly = false): GraphQLSchema {
  const ctx = new BuildContext(catalog, role, backendOnly, true);
  const reads: [string, Field][] = [];
  const mutations: [string, Field][] = [];
  const nodes: GraphQLNamedType[] = [];
  for (const table of catalog.tables) {
    const view = ctx.view(table);
    if (view && isNodeTable(table)) {
      const node = tableObject(ctx, view);
      nodes.push(node);
      reads.push([`${table.name}_connection`, {
        type: new GraphQLNonNull(connectionObject(ctx, view, node)), args: connectionArgs(ctx, view),
        description: `fetch data from the table: ${quoted(table)}`,
        extensions: { plan: { kind: 'root_connection', view } },
      }]);
    }
    mutations.push(...mutationFields(ctx, table, view));
  }
  for (const fn of catalog.functions) {
    const view = fn.exposedAs === 'query' && mayCall(ctx, fn) ? ctx.view(fn.returns) : null;
    if (!view || !isNodeTable(fn.returns)) continue;
    reads.push([`${fn.rootField}_connection`, {
      type: new GraphQLNonNull(connectionObject(ctx, view, tableObject(ctx, view))),
      args: {
        ...argsArgument(ctx, typeNames.functionArgs(fn.name), fn.args, `input parameters for function "${fn.name}"`),
        ...connectionArgs(ctx, view),
      },
      description: `execute function "${fn.sqlName}" which returns ${quoted(fn.returns)}`,
      extensions: { plan: { kind: 'root_connection', view, fn } },
    }]);
  }
  if (nodes.length > 0) {
    reads.push(['node', {
      type: nodeInterface(ctx), args: { id: { type: new GraphQLNonNull(GraphQLID), description: 'A globally unique id' } },
      extensions: { plan: { kind: 'root_node' } },
    }]);
  }
  if (reads.length === 0) {
    reads.push(['no_queries_available', {
      type: new GraphQLNonNull(GraphQLString), description: NO_QUERIES, extensions: { plan: { kind: 'placeholder' } },
    }]);
  }
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'query_root', fields: sorted(reads) }),
    ...(mutations.length > 0 ? { mutation: new GraphQLObjectType({ name: 'mutation_root', fields: sorted(mutations) }) } : {}),
    ...(reads.length > 0 ? { subscription: new GraphQLObjectType({ name: 'subscription_root', fields: sorted(reads) }) } : {}),
    // Every node type, so `... on T` resolves against `Node` even for a type no connection reaches.
    types: nodes,
  });
}
