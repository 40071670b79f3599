/**
 * Selection sets of table types to IR: columns, object and array relationships, aggregates, `__typename`. Each
 * relationship read gets the target's permission filter and the select arguments of the request.
 */
import type {
  GraphQLObjectType} from 'graphql';
import { getNamedType, isLeafType, type FieldNode, type GraphQLField, type SelectionSetNode,
} from 'graphql';
import { validationFailed } from '../errors.ts';
import type { CatalogColumn, CatalogRelationship } from '../catalog/types.ts';
import { callIR, computedTarget } from './functionCall.ts';
import type { SelectView } from '../permissions/selectView.ts';
import type { FieldPlan } from '../schema/plans.ts';
import { fieldPath, paramAt, type IrContext } from './buildContext.ts';
import { coerceAst, type ScalarMode } from './coerceInput.ts';
import { collectFields, type CollectedField } from './collectFields.ts';
import { connectionToIR } from './connectionToIR.ts';
import { messages } from './messages.ts';
import { tableRef } from './operand.ts';
import { orderByToIR } from './orderByToIR.ts';
import { filterLessProvenParent, filterLessWitnessingParent, filterProvesRelationship } from './provenFilter.ts';
import { and, permissionToIR } from './permissionFilter.ts';
import type {
  AggregateColumnIR, AggregateFieldIR, AggregateValueIR, ColumnOutput, FieldIR, RowsIR,
} from './types.ts';
import { whereToIR } from './whereToIR.ts';
import { columnRedaction, computedRedaction, redactedPart } from './redaction.ts';
import { isGeoType } from './extensionValues.ts';

type Args = Record<string, unknown>;

/** Coerces a field's arguments, rejecting unknown and missing ones as Hasura does. */
export function fieldArgs(
  def: GraphQLField<unknown, unknown>, node: FieldNode, path: string, ctx: IrContext, mode: ScalarMode = 'graphql',
): Args {
  const out: Args = {};
  for (const arg of node.arguments ?? []) {
    const argDef = def.args.find((a) => a.name === arg.name.value);
    if (!argDef) throw validationFailed(messages.noSuchArgument(def.name, arg.name.value), path);
    const argMode = arg.name.value === 'limit' || arg.name.value === 'offset' ? arg.name.value : mode;
    const value = coerceAst(argDef.type, arg.value, `${path}.args.${arg.name.value}`, ctx.coerce, argMode);
    if (value !== undefined) out[arg.name.value] = value;
  }
  for (const argDef of def.args) {
    if (argDef.type.toString().endsWith('!') && out[argDef.name] === undefined) {
      throw validationFailed(messages.missingRequiredField(argDef.name), `${path}.args.${argDef.name}`);
    }
  }
  return out;
}

/**
 * The rows a list, aggregate or array relationship reads: permission filter and limit folded in, and for a list
 * (`capped`) the row fetch limit too, which aggregates do not take: their counts stay true. For an `aggregate` the
 * permission's limit caps only the nodes (`nodesLimit`).
 */
export function rowsFromArgs(
  view: SelectView, args: Args, path: string, ctx: IrContext, capped = false, aggregate = false,
): RowsIR {
  const where = args.where ? whereToIR(view, args.where as Args, `${path}.args.where`, ctx) : { kind: 'true' } as const;
  const orderBy = args.order_by ? orderByToIR(view, args.order_by as Args[], ctx) : [];
  const distinctOn = (args.distinct_on as string[] | null | undefined) ?? [];
  if (distinctOn.length > 0 && orderBy.length > 0) {
    const leading = orderBy.slice(0, distinctOn.length);
    const ok = leading.length === distinctOn.length
      && leading.every((o) => o.target.kind === 'column' && distinctOn.includes(o.target.column));
    if (!ok) throw validationFailed(messages.distinctOnMismatch, `${path}.args`);
  }
  const requested = args.limit as number | null | undefined;
  const fixed = [aggregate ? null : view.limit, capped ? ctx.rowLimit : null].filter((l): l is number => l !== null);
  const fixedLimit = fixed.length > 0 ? Math.min(...fixed) : null;
  const limits = [requested ?? null, fixedLimit].filter((l): l is number => l !== null);
  const rows: RowsIR = {
    table: tableRef(view.table),
    where: and([permissionToIR(view.table, view.filter, ctx.catalog), where]),
    orderBy,
    distinctOn,
    ...distinctRedactions(view, distinctOn, ctx),
    limit: limits.length > 0 ? Math.min(...limits) : null,
    offset: (args.offset as number | null | undefined) ?? null,
  };
  if (aggregate && view.limit !== null) rows.nodesLimit = view.limit;
  // Pages of one list differ only in these two variables: bound as parameters, one plan serves every page.
  const limitPath = `${path}.args.limit`;
  if (ctx.coerce.origins.has(limitPath)) {
    rows.limitParam = paramAt(ctx, limitPath, requested, 'text', 'int8');
    rows.limit = fixedLimit;
  }
  const offsetPath = `${path}.args.offset`;
  if (ctx.coerce.origins.has(offsetPath)) {
    rows.offsetParam = paramAt(ctx, offsetPath, args.offset, 'text', 'int8');
    rows.offset = null;
  }
  return rows;
}

/** `{distinctRedacted}` for the `distinct_on` columns the role sees only in some rows, or nothing. */
function distinctRedactions(view: SelectView, columns: string[], ctx: IrContext): Pick<RowsIR, 'distinctRedacted'> {
  const redacted = Object.fromEntries(columns.flatMap((c) => {
    const when = columnRedaction(view, c, ctx);
    return when ? [[c, when]] : [];
  }));
  return Object.keys(redacted).length > 0 ? { distinctRedacted: redacted } : {};
}

const outputOf = (column: CatalogColumn | null, ctx: IrContext): ColumnOutput =>
  column && isGeoType(column.pgType) ? 'geojson'
    : column && ctx.stringifyNumeric && ['int8', 'numeric', 'float8', 'money'].includes(column.pgType) ? 'text' : 'json';

function planOf(def: GraphQLField<unknown, unknown>): FieldPlan {
  const plan = def.extensions.plan;
  if (!plan) throw new Error(`field ${def.name} has no plan`);
  return plan;
}

/** Looks a collected field up in its type, with Hasura's messages for unknown fields and selection-set shape. */
export function resolveField(
  type: GraphQLObjectType, field: CollectedField, parentPath: string,
): { def: GraphQLField<unknown, unknown>; node: FieldNode; path: string; sets: SelectionSetNode[] } {
  const path = fieldPath(parentPath, field.name, field.responseKey);
  const def = type.getFields()[field.name] as GraphQLField<unknown, unknown> | undefined;
  if (!def) throw validationFailed(messages.fieldNotFound(field.name, type.name), path);
  const node = field.nodes[0];
  const sets = field.nodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : []));
  const leaf = isLeafType(getNamedType(def.type));
  if (leaf && sets.length > 0) throw validationFailed(messages.unexpectedSubselection, path);
  if (!leaf && sets.length === 0) throw validationFailed(messages.missingSelectionSet(getNamedType(def.type).name), `${path}.selectionSet`);
  return { def, node, path, sets };
}

/**
 * `underFilter`: the rows these fields are read from passed `view.filter` (a select, a relationship), not rows a
 * mutation returns; an object relationship the filter already proves is then read without its own filter.
 */
export function tableFields(
  view: SelectView, type: GraphQLObjectType, sets: SelectionSetNode[], path: string, ctx: IrContext, underFilter = false,
): FieldIR[] {
  return collectFields(sets, type.name, path, ctx).map((field): FieldIR => {
    const alias = field.responseKey;
    if (field.name === '__typename') return { alias, kind: 'typename', name: type.name };
    const { def, node, path: at, sets: subSets } = resolveField(type, field, path);
    const args = fieldArgs(def, node, at, ctx);
    const plan = planOf(def);
    const subType = getNamedType(def.type) as GraphQLObjectType;
    switch (plan.kind) {
      case 'column': {
        // The steps are parsed from the path's text, so the path is part of the plan, never a rebound variable.
        const jsonPath = typeof args.path === 'string'
          ? { source: { kind: 'const', value: jsonPathSteps(args.path, `${at}.args.path`) }, format: 'array', cast: 'text[]' } as const
          : null;
        return {
          alias, kind: 'column', column: plan.column.sqlName, output: outputOf(plan.column, ctx), jsonPath,
          ...redactedPart(columnRedaction(view, plan.column.sqlName, ctx)),
        };
      }
      case 'computed_scalar': {
        const { field } = plan;
        const call = callIR(computedTarget(field), args.args as Args | undefined, `${at}.args.args`, ctx, view.table);
        return {
          alias, kind: 'computed', call, output: outputOf(field.returns.kind === 'scalar' ? field.returns.column : null, ctx),
          ...redactedPart(computedRedaction(view, field.name, ctx)),
        };
      }
      case 'computed_table': {
        const call = callIR(computedTarget(plan.field), args.args as Args | undefined, `${at}.args.args`, ctx, view.table);
        return {
          alias, kind: 'array', join: [], rows: { ...rowsFromArgs(plan.view, args, at, ctx, true), call },
          fields: tableFields(plan.view, subType, subSets, at, ctx, true),
        };
      }
      case 'object_relationship': {
        // See Note [A relationship the parent's filter already proves]: then none of the filter is left to read under.
        const proven = filterProvesRelationship(view.filter, underFilter, plan.rel, plan.view.filter);
        const rows = rowsFromArgs(proven ? plan.view : provenRows(view, underFilter, plan), {}, at, ctx);
        return {
          alias, kind: 'object', join: plan.rel.mapping, rows: { ...rows, where: proven ? { kind: 'true' } : rows.where, limit: 1 },
          fields: tableFields(plan.view, subType, subSets, at, ctx, true),
        };
      }
      case 'array_relationship':
        return {
          alias, kind: 'array', join: plan.rel.mapping, rows: rowsFromArgs(provenRows(view, underFilter, plan), args, at, ctx, true),
          fields: tableFields(plan.view, subType, subSets, at, ctx, true),
        };
      case 'array_relationship_aggregate':
        return {
          alias, kind: 'aggregate', join: plan.rel.mapping, rows: rowsFromArgs(provenRows(view, underFilter, plan), args, at, ctx, false, true),
          fields: aggregateSelection(plan.view, subType, subSets, at, ctx),
        };
      case 'node_id':
        return { alias, kind: 'node_id', table: tableRef(plan.table), columns: plan.table.primaryKey };
      case 'array_relationship_connection':
        return { alias, kind: 'connection', join: plan.rel.mapping, connection: connectionToIR(plan.view, args, subType, subSets, at, ctx) };
      default:
        throw new Error(`unexpected plan ${plan.kind} in a table type`);
    }
  });
}

/**
 * The view a relationship's rows are read under: its target's, less what the parent already proved (see Note [Rows
 * whose filter goes back to a parent already proven] for an array relationship, Note [A parent row witnesses its
 * related row's filter] for an object one). Their own relationships still take the target's whole filter as proven:
 * the rows pass it, the dropped part included.
 */
function provenRows(parent: SelectView, underFilter: boolean, plan: { rel: CatalogRelationship; view: SelectView }): SelectView {
  const filter = plan.rel.kind === 'object'
    ? filterLessWitnessingParent(parent, underFilter, plan.rel, plan.view.filter)
    : filterLessProvenParent(parent, underFilter, plan.rel, plan.view.filter);
  return filter === plan.view.filter ? plan.view : { ...plan.view, filter };
}

/** The selection of a `T_aggregate` object: `aggregate { … }`, `nodes { … }`, `__typename`. */
export function aggregateSelection(
  view: SelectView, type: GraphQLObjectType, sets: SelectionSetNode[], path: string, ctx: IrContext,
): AggregateFieldIR[] {
  return collectFields(sets, type.name, path, ctx).map((field): AggregateFieldIR => {
    const alias = field.responseKey;
    if (field.name === '__typename') return { alias, kind: 'typename', name: type.name };
    const { def, node, path: at, sets: subSets } = resolveField(type, field, path);
    fieldArgs(def, node, at, ctx);
    const subType = getNamedType(def.type) as GraphQLObjectType;
    if (planOf(def).kind === 'aggregate_nodes') {
      return { alias, kind: 'nodes', fields: tableFields(view, subType, subSets, at, ctx, true) };
    }
    return { alias, kind: 'aggregate', fields: aggregateValues(view, subType, subSets, at, ctx) };
  });
}

function aggregateValues(
  view: SelectView, type: GraphQLObjectType, sets: SelectionSetNode[], path: string, ctx: IrContext,
): AggregateValueIR[] {
  return collectFields(sets, type.name, path, ctx).map((field): AggregateValueIR => {
    const alias = field.responseKey;
    if (field.name === '__typename') return { alias, kind: 'typename', name: type.name };
    const { def, node, path: at, sets: subSets } = resolveField(type, field, path);
    const args = fieldArgs(def, node, at, ctx);
    const plan = planOf(def);
    if (plan.kind === 'aggregate_count') {
      const columns = (args.columns as string[] | null | undefined) ?? [];
      const redacted = Object.fromEntries(columns.flatMap((c) => {
        const when = columnRedaction(view, c, ctx);
        return when ? [[c, when]] : [];
      }));
      return { alias, kind: 'count', columns, distinct: args.distinct === true, ...(Object.keys(redacted).length > 0 ? { redacted } : {}) };
    }
    if (plan.kind !== 'aggregate_op') throw new Error(`unexpected plan ${plan.kind} in aggregate fields`);
    const opType = getNamedType(def.type) as GraphQLObjectType;
    const fields = collectFields(subSets, opType.name, at, ctx).map((f): AggregateColumnIR => {
      if (f.name === '__typename') return { alias: f.responseKey, kind: 'typename', name: opType.name };
      const resolved = resolveField(opType, f, at);
      fieldArgs(resolved.def, resolved.node, resolved.path, ctx);
      const colPlan = planOf(resolved.def);
      if (colPlan.kind !== 'aggregate_op_column') throw new Error('unexpected plan in aggregate operator fields');
      return {
        alias: f.responseKey, kind: 'column', column: colPlan.column.sqlName, output: outputOf(colPlan.column, ctx),
        ...redactedPart(columnRedaction(view, colPlan.column.sqlName, ctx)),
      };
    });
    return { alias, kind: 'op', op: plan.op, fields };
  });
}

/**
 * Hasura's JSON select path (`$.a.b[0]`, `a['key']`, `["k"]`) as the steps of PostgreSQL's `#>` operator.
 */
export function jsonPathSteps(path: string, at: string): string[] {
  const steps: string[] = [];
  let rest = path.startsWith('$') ? path.slice(1) : path;
  const fail = (): never => { throw validationFailed(`parse json path error: ${path}`, at); };
  if (rest.length > 0 && !/^[.[]/.test(rest)) rest = `.${rest}`;
  while (rest.length > 0) {
    let m: RegExpMatchArray | null;
    if ((m = /^\.([^.[\]]+)/.exec(rest))) steps.push(m[1]);
    else if ((m = /^\[(\d+)\]/.exec(rest))) steps.push(m[1]);
    else if ((m = /^\['((?:[^'\\]|\\.)*)'\]/.exec(rest)) ?? (m = /^\["((?:[^"\\]|\\.)*)"\]/.exec(rest))) steps.push(m[1]);
    else return fail();
    rest = rest.slice(m[0].length);
  }
  return steps;
}
