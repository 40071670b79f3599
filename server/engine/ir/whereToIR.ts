/**
 * A request's `where` (already coerced against `T_bool_exp`) to IR (contract §1.5). Relationship conditions are
 * existential and include the target's permission filter; aggregation predicates compare an aggregate over the
 * related rows the role may see.
 */
import { validationFailed } from '../errors.ts';
import type { CatalogColumn, CatalogComputedField } from '../catalog/types.ts';
import { callIR, computedTarget } from './functionCall.ts';
import { selectView, type SelectView } from '../permissions/selectView.ts';
import { paramAt, type IrContext } from './buildContext.ts';
import { messages } from './messages.ts';
import { and, permissionToIR } from './permissionFilter.ts';
import { operandShape, tableRef } from './operand.ts';
import { columnRedaction, computedRedaction, redactedPart } from './redaction.ts';
import { isSpatialOperator, spatialToIR } from './postgisToIR.ts';
import type { AggregatePredicate, BoolExpIR, ColumnRef, CompareOp } from './types.ts';

type Input = Record<string, unknown>;

export function whereToIR(view: SelectView, input: Input, path: string, ctx: IrContext): BoolExpIR {
  const items: BoolExpIR[] = [];
  for (const [key, value] of Object.entries(input)) {
    const at = `${path}.${key}`;
    if (value === null) continue; // an explicit null field is "no condition", as an absent one
    if (key === '_and' || key === '_or') {
      const parts = (value as Input[]).map((item, i) => whereToIR(view, item, `${at}[${i}]`, ctx));
      // `_and: []` is TRUE and `_or: []` is FALSE (Hasura folds AND with TRUE and OR with FALSE).
      items.push(key === '_and' ? and(parts) : parts.length === 0 ? { kind: 'false' } : { kind: 'or', items: parts });
      continue;
    }
    if (key === '_not') {
      items.push({ kind: 'not', item: whereToIR(view, value as Input, at, ctx) });
      continue;
    }
    const column = view.columns.find((c) => c.name === key);
    if (column) {
      const ref: ColumnRef = { column: column.sqlName, scope: 'current', ...redactedPart(columnRedaction(view, column.sqlName, ctx)) };
      items.push(...comparisons(column, ref, value as Input, at, ctx));
      continue;
    }
    const computed = view.computedFields.find((f) => f.name === key);
    if (computed) {
      items.push(...computedConditions(computed, view, value as Input, at, ctx));
      continue;
    }
    const rel = view.relationships.find((r) => r.name === key || (r.kind === 'array' && `${r.name}_aggregate` === key));
    const target = rel && selectView(rel.target, ctx.role);
    if (!rel || !target) throw validationFailed(messages.fieldNotFound(key, `${view.table.name}_bool_exp`), at);
    const table = tableRef(rel.target);
    const targetFilter = permissionToIR(rel.target, target.filter, ctx.catalog);
    if (rel.name === key) {
      items.push({ kind: 'exists', table, join: rel.mapping, filter: and([targetFilter, whereToIR(target, value as Input, at, ctx)]) });
      continue;
    }
    items.push(aggregatePredicate(target, value as Input, at, ctx, (fn, columns, distinct, filter, predicate) => ({
      kind: 'aggregate', table, join: rel.mapping, fn, columns, distinct, predicate,
      filter: and([targetFilter, filter]),
    })));
  }
  return and(items);
}

/** A computed field without request arguments: its value compared, or its rows existentially (under their filter). */
function computedConditions(field: CatalogComputedField, view: SelectView, value: Input, path: string, ctx: IrContext): BoolExpIR[] {
  const call = callIR(computedTarget(field), undefined, path, ctx, view.table);
  if (field.returns.kind === 'scalar') {
    const ref: ColumnRef = { column: field.name, scope: 'current', computed: call, ...redactedPart(computedRedaction(view, field.name, ctx)) };
    return comparisons(field.returns.column, ref, value, path, ctx);
  }
  const target = selectView(field.returns.table, ctx.role);
  if (!target) throw validationFailed(messages.fieldNotFound(field.name, `${view.table.name}_bool_exp`), path);
  const filter = and([permissionToIR(field.returns.table, target.filter, ctx.catalog), whereToIR(target, value, path, ctx)]);
  return [{ kind: 'exists', table: tableRef(field.returns.table), join: null, filter, call }];
}

type MakeAggregate = (
  fn: 'count' | 'bool_and' | 'bool_or', columns: string[], distinct: boolean, filter: BoolExpIR, predicate: AggregatePredicate[],
) => BoolExpIR;

function aggregatePredicate(view: SelectView, input: Input, path: string, ctx: IrContext, make: MakeAggregate): BoolExpIR {
  const fns = Object.entries(input).filter(([, v]) => v !== null);
  const entry = fns.at(0);
  if (fns.length !== 1 || !entry) throw validationFailed(messages.exactlyOnePredicate, path);
  const [fn, spec] = entry as ['count' | 'bool_and' | 'bool_or', Input];
  const at = `${path}.${fn}`;
  const args = spec.arguments;
  const columns = args === undefined || args === null ? [] : Array.isArray(args) ? (args as string[]) : [args as string];
  const filter = spec.filter ? whereToIR(view, spec.filter as Input, `${at}.filter`, ctx) : { kind: 'true' } as const;
  const predicate: AggregatePredicate[] = [];
  for (const [op, operand] of Object.entries(spec.predicate as Input)) {
    const opPath = `${at}.predicate.${op}`;
    if (op === '_is_null') predicate.push({ op, value: operand === true });
    else {
      const list = op === '_in' || op === '_nin';
      const cast = fn === 'count' ? 'bigint' : 'boolean';
      predicate.push({ op: op as AggregatePredicate['op'], value: paramAt(ctx, opPath, operand, list ? 'array' : 'text', list ? `${cast}[]` : cast) });
    }
  }
  return make(fn, columns, spec.distinct === true, filter, predicate);
}

/** The conditions of one column's comparison expression, ANDed. */
export function comparisons(column: CatalogColumn, ref: ColumnRef, ops: Input, path: string, ctx: IrContext): BoolExpIR[] {
  const out: BoolExpIR[] = [];
  for (const [op, operand] of Object.entries(ops)) {
    const at = `${path}.${op}`;
    if (op === '_is_null') {
      if (operand !== null) out.push({ kind: 'isNull', column: ref, isNull: operand === true });
      continue;
    }
    if (op === '_cast') {
      for (const [target, inner] of Object.entries(operand as Input)) {
        if (inner === null) continue;
        // jsonb casts to String (its text); geometry and geography (PostGIS) cast to each other.
        const geo = target === 'geometry' || target === 'geography' ? target : null;
        const cast: CatalogColumn = geo
          ? { ...column, pgType: geo, castType: geo, scalar: geo }
          : { ...column, pgType: 'text', castType: 'text', scalar: 'String' };
        const castRef: ColumnRef = geo ? { ...ref, castTo: geo } : { ...ref, castToText: true };
        out.push(...comparisons(cast, castRef, inner as Input, `${at}.${target}`, ctx));
      }
      continue;
    }
    if (isSpatialOperator(op)) {
      out.push(spatialToIR(column, ref, op, operand, at, ctx));
      continue;
    }
    const { format, cast } = operandShape(column, op);
    out.push({ kind: 'compare', column: ref, op: op as CompareOp, value: paramAt(ctx, at, operand, format, cast) });
  }
  return out;
}
