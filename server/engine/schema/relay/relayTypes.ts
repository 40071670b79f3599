/**
 * The types the Relay schema (`/v1beta1/relay`) adds to a role's tables, as Hasura v2 names them: the `Node`
 * interface every table with a primary key implements through its `id: ID!` (a global id, see
 * `ir/nodeId.ts`), `PageInfo`, and per table `T_connection`'s object `TConnection { edges: [TEdge!]!, pageInfo }` with
 * `TEdge { cursor, node }`. Only tables with a primary key are nodes or have connections: the key orders the pages.
 */
import {
  GraphQLBoolean, GraphQLID, GraphQLInt, GraphQLInterfaceType, GraphQLList, GraphQLNonNull, GraphQLObjectType,
  GraphQLString, type GraphQLFieldConfig, type GraphQLFieldConfigArgumentMap,
} from 'graphql';
import type { CatalogTable } from '../../catalog/types.ts';
import type { SelectView } from '../../permissions/selectView.ts';
import type { BuildContext } from '../context.ts';
import { selectArgs } from '../selectArgs.ts';

type Field = GraphQLFieldConfig<unknown, unknown>;

/** Whether rows of the table are Relay nodes: Hasura serves the Node interface and connections only for these. */
export const isNodeTable = (table: CatalogTable): boolean => table.primaryKey.length > 0;

export function nodeInterface(ctx: BuildContext): GraphQLInterfaceType {
  return ctx.type('Node', () => new GraphQLInterfaceType({
    name: 'Node',
    description: 'An object with globally unique ID',
    fields: { id: { type: new GraphQLNonNull(GraphQLID), description: 'A globally unique identifier' } },
  }));
}

/** The `id` field of a node type: the row's global id. */
export function nodeIdField(table: CatalogTable): [string, Field] {
  return ['id', {
    type: new GraphQLNonNull(GraphQLID), description: 'A globally unique identifier',
    extensions: { plan: { kind: 'node_id', table } },
  }];
}

function pageInfo(ctx: BuildContext): GraphQLObjectType {
  const flag = (name: 'hasNextPage' | 'hasPreviousPage'): Field =>
    ({ type: new GraphQLNonNull(GraphQLBoolean), extensions: { plan: { kind: 'page_info', field: name } } });
  const cursor = (name: 'startCursor' | 'endCursor'): Field =>
    ({ type: new GraphQLNonNull(GraphQLString), extensions: { plan: { kind: 'page_info', field: name } } });
  return ctx.type('PageInfo', () => new GraphQLObjectType({
    name: 'PageInfo',
    fields: {
      endCursor: cursor('endCursor'), hasNextPage: flag('hasNextPage'),
      hasPreviousPage: flag('hasPreviousPage'), startCursor: cursor('startCursor'),
    },
  }));
}

/** `TConnection`, its `TEdge`, over `node` objects of the view's table type. */
export function connectionObject(ctx: BuildContext, view: SelectView, node: GraphQLObjectType): GraphQLObjectType {
  const name = view.table.name;
  const edge = ctx.type(`${name}Edge`, () => new GraphQLObjectType({
    name: `${name}Edge`,
    fields: {
      cursor: { type: new GraphQLNonNull(GraphQLString), extensions: { plan: { kind: 'edge_cursor' } } },
      node: { type: new GraphQLNonNull(node), extensions: { plan: { kind: 'edge_node', view } } },
    },
  }));
  return ctx.type(`${name}Connection`, () => new GraphQLObjectType({
    name: `${name}Connection`,
    description: `A Relay connection object on ${JSON.stringify(view.table.qualified)}`,
    fields: {
      edges: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(edge))), extensions: { plan: { kind: 'connection_edges', view } } },
      pageInfo: { type: new GraphQLNonNull(pageInfo(ctx)), extensions: { plan: { kind: 'connection_page_info' } } },
    },
  }));
}

/** A connection's arguments: the select arguments without `limit`/`offset`, and Relay's four. */
export function connectionArgs(ctx: BuildContext, view: SelectView): GraphQLFieldConfigArgumentMap {
  const { distinct_on, order_by, where } = selectArgs(ctx, view);
  return {
    after: { type: GraphQLString }, before: { type: GraphQLString }, distinct_on,
    first: { type: GraphQLInt }, last: { type: GraphQLInt }, order_by, where,
  };
}
