/**
 * A Relay connection field (`T_connection`, `rel_connection`) to IR, with Hasura v2's rules: `first` and `last`
 * exclude each other, as do `after` and `before`; the order is the request's `order_by` followed by the primary key
 * columns it does not already name, so every row's cursor is distinct; a cursor is the base64 of the JSON object of
 * the row's order values, keyed by the `order_by` input's own field names (`{"articles_aggregate" : {"count" : 2},
 * "id" : 2}`), which is how a cursor is read back into one value per order item.
 *
 * The cursor's values decide the SQL (a null compares with IS NULL), so an `after`/`before` from a variable keys a
 * variant of the plan rather than a bind parameter.
 */
import { getNamedType, type GraphQLObjectType, type SelectionSetNode } from 'graphql';
import type { CatalogColumn } from '../catalog/types.ts';
import { validationFailed } from '../errors.ts';
import { selectView, type SelectView } from '../permissions/selectView.ts';
import type { IrContext } from './buildContext.ts';
import { parseExactJson } from './exactJson.ts';
import { collectFields } from './collectFields.ts';
import { resolveField, rowsFromArgs, tableFields } from './selection.ts';
import type {
  ConnectionFieldIR, ConnectionIR, EdgeFieldIR, OrderByIR, PageInfoFieldIR, ParamRef,
} from './types.ts';

type Args = Record<string, unknown>;

/** Where one order item's value sits in a cursor, and the type it is compared as. */
interface CursorKey {
  path: string[];
  cast: string;
}

const INVALID_CURSOR = 'the "after" or "before" cursor is invalid';

export function connectionToIR(
  view: SelectView, args: Args, type: GraphQLObjectType, sets: SelectionSetNode[], path: string, ctx: IrContext,
): ConnectionIR {
  if (args.first != null && args.last != null) throw validationFailed('"first" and "last" are not allowed at once', path);
  if (args.after != null && args.before != null) throw validationFailed('"after" and "before" are not allowed at once', path);
  const rows = rowsFromArgs(view, { where: args.where, order_by: args.order_by, distinct_on: args.distinct_on }, path, ctx, true);
  const keys = orderKeys(view, (args.order_by as Args[] | null | undefined) ?? [], [], ctx);
  const orderBy: OrderByIR[] = [...rows.orderBy];
  // DISTINCT ON must lead the order: without an order_by its columns are the order, as for a list.
  if (orderBy.length === 0) {
    for (const sqlName of rows.distinctOn) {
      orderBy.push({ target: { kind: 'column', column: sqlName }, direction: 'asc', nulls: 'last' });
      const column = columnOf(view, sqlName);
      keys.push({ path: [column.name], cast: column.castType });
    }
  }
  // The primary key closes the order (Hasura's appendPrimaryKeyOrderBy), unless the request already sorts by it.
  for (const sqlName of view.table.primaryKey) {
    if (orderBy.some((o) => o.target.kind === 'column' && o.target.column === sqlName)) continue;
    const column = columnOf(view, sqlName);
    orderBy.push({ target: { kind: 'column', column: sqlName }, direction: 'asc', nulls: 'last' });
    keys.push({ path: [column.name], cast: column.castType });
  }
  const cursor = (args.after ?? args.before) as string | null | undefined;
  const count = (args.first ?? args.last) as number | null | undefined;
  return {
    rows: { ...rows, orderBy },
    keys: keys.map((k) => k.path),
    split: cursor == null ? null : { kind: args.after != null ? 'after' : 'before', values: cursorValues(cursor, keys, path) },
    slice: count == null ? null : { kind: args.first != null ? 'first' : 'last', count: Math.max(0, count) },
    fields: connectionFields(view, type, sets, path, ctx),
  };
}

function columnOf(view: SelectView, sqlName: string): CatalogColumn {
  const column = view.table.columnsBySql.get(sqlName);
  if (!column) throw new Error(`primary key column ${sqlName} is missing`);
  return column;
}

/** The cursor paths of the `order_by` items, in the order `orderByToIR` lists them. */
function orderKeys(view: SelectView, input: Args[], prefix: string[], ctx: IrContext): CursorKey[] {
  return input.flatMap((item) => objectKeys(view, item, prefix, ctx));
}

function objectKeys(view: SelectView, input: Args, prefix: string[], ctx: IrContext): CursorKey[] {
  const keys: CursorKey[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === null) continue;
    const column = view.columns.find((c) => c.name === key);
    if (column) {
      keys.push({ path: [...prefix, key], cast: column.castType });
      continue;
    }
    const computed = view.computedFields.find((f) => f.name === key);
    if (computed) {
      keys.push({ path: [...prefix, key], cast: computed.returns.kind === 'scalar' ? computed.returns.column.castType : 'text' });
      continue;
    }
    const rel = view.relationships.find((r) => r.name === key || `${r.name}_aggregate` === key);
    const target = rel && selectView(rel.target, ctx.role);
    if (!rel || !target) continue;
    if (rel.kind === 'object') {
      keys.push(...objectKeys(target, value as Args, [...prefix, key], ctx));
      continue;
    }
    for (const [fn, spec] of Object.entries(value as Args)) {
      if (spec === null) continue;
      if (fn === 'count') {
        keys.push({ path: [...prefix, key, fn], cast: 'bigint' });
        continue;
      }
      for (const [columnName, dir] of Object.entries(spec as Args)) {
        const col = target.columns.find((c) => c.name === columnName);
        if (!col || dir === null) continue;
        keys.push({ path: [...prefix, key, fn, columnName], cast: fn === 'max' || fn === 'min' ? col.castType : 'numeric' });
      }
    }
  }
  return keys;
}

/** The cursor's value for each order item: a parameter, or null for SQL NULL. */
function cursorValues(cursor: string, keys: CursorKey[], path: string): (ParamRef | null)[] {
  let json: unknown;
  try {
    json = parseExactJson(Buffer.from(cursor, 'base64').toString('utf8'));
  } catch {
    throw validationFailed(INVALID_CURSOR, path);
  }
  return keys.map(({ path: steps, cast }) => {
    let value: unknown = json;
    for (const step of steps) {
      if (typeof value !== 'object' || value === null || Array.isArray(value) || !(step in value)) throw validationFailed(INVALID_CURSOR, path);
      value = (value as Args)[step];
    }
    if (value === null) return null;
    return { source: { kind: 'const', value }, format: typeof value === 'object' ? 'json' : 'text', cast };
  });
}

function connectionFields(
  view: SelectView, type: GraphQLObjectType, sets: SelectionSetNode[], path: string, ctx: IrContext,
): ConnectionFieldIR[] {
  return collectFields(sets, type.name, path, ctx).map((field): ConnectionFieldIR => {
    const alias = field.responseKey;
    if (field.name === '__typename') return { alias, kind: 'typename', name: type.name };
    const { def, path: at, sets: subSets } = resolveField(type, field, path);
    const subType = getNamedType(def.type) as GraphQLObjectType;
    if (def.extensions.plan?.kind === 'connection_edges') return { alias, kind: 'edges', fields: edgeFields(view, subType, subSets, at, ctx) };
    return { alias, kind: 'pageInfo', fields: pageInfoFields(subType, subSets, at, ctx) };
  });
}

function edgeFields(view: SelectView, type: GraphQLObjectType, sets: SelectionSetNode[], path: string, ctx: IrContext): EdgeFieldIR[] {
  return collectFields(sets, type.name, path, ctx).map((field): EdgeFieldIR => {
    const alias = field.responseKey;
    if (field.name === '__typename') return { alias, kind: 'typename', name: type.name };
    const { def, path: at, sets: subSets } = resolveField(type, field, path);
    if (def.extensions.plan?.kind === 'edge_cursor') return { alias, kind: 'cursor' };
    return { alias, kind: 'node', fields: tableFields(view, getNamedType(def.type) as GraphQLObjectType, subSets, at, ctx, true) };
  });
}

function pageInfoFields(type: GraphQLObjectType, sets: SelectionSetNode[], path: string, ctx: IrContext): PageInfoFieldIR[] {
  return collectFields(sets, type.name, path, ctx).map((field): PageInfoFieldIR => {
    const alias = field.responseKey;
    if (field.name === '__typename') return { alias, kind: 'typename', name: type.name };
    const { def } = resolveField(type, field, path);
    const plan = def.extensions.plan;
    if (plan?.kind !== 'page_info') throw new Error(`unexpected plan in PageInfo: ${plan?.kind ?? 'none'}`);
    return { alias, kind: plan.field };
  });
}
