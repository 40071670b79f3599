/**
 * `order_by` to IR (contract §1.6): columns, columns through object relationships, and aggregates over array
 * relationships, each read under the target's permission filter. Within one object the request's key order sets
 * precedence; prefer one key per list element.
 */
import { selectView, type SelectView } from '../permissions/selectView.ts';
import type { IrContext } from './buildContext.ts';
import { callIR, computedTarget } from './functionCall.ts';
import { tableRef } from './operand.ts';
import { permissionToIR } from './permissionFilter.ts';
import { columnRedaction, computedRedaction, redactedPart } from './redaction.ts';
import type { AggregateOp, OrderByIR, OrderTarget } from './types.ts';

type Input = Record<string, unknown>;

const DIRECTIONS: Readonly<Record<string, Pick<OrderByIR, 'direction' | 'nulls'>>> = {
  asc: { direction: 'asc', nulls: 'last' },
  asc_nulls_first: { direction: 'asc', nulls: 'first' },
  asc_nulls_last: { direction: 'asc', nulls: 'last' },
  desc: { direction: 'desc', nulls: 'first' },
  desc_nulls_first: { direction: 'desc', nulls: 'first' },
  desc_nulls_last: { direction: 'desc', nulls: 'last' },
};

export function orderByToIR(view: SelectView, input: Input[], ctx: IrContext): OrderByIR[] {
  return input.flatMap((item) => objectOrder(view, item, (t) => t, ctx));
}

function objectOrder(view: SelectView, input: Input, wrap: (t: OrderTarget) => OrderTarget, ctx: IrContext): OrderByIR[] {
  const out: OrderByIR[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === null) continue;
    const column = view.columns.find((c) => c.name === key);
    if (column) {
      out.push({ target: wrap({ kind: 'column', column: column.sqlName, ...redactedPart(columnRedaction(view, column.sqlName, ctx)) }), ...direction(value) });
      continue;
    }
    const computed = view.computedFields.find((f) => f.name === key);
    if (computed) {
      const call = callIR(computedTarget(computed), undefined, '$', ctx, view.table);
      out.push({ target: wrap({ kind: 'computed', call, ...redactedPart(computedRedaction(view, computed.name, ctx)) }), ...direction(value) });
      continue;
    }
    const rel = view.relationships.find((r) => r.name === key || `${r.name}_aggregate` === key);
    const target = rel && selectView(rel.target, ctx.role);
    if (!rel || !target) continue; // unreachable: the coercer accepted only the type's fields
    const table = tableRef(rel.target);
    const filter = permissionToIR(rel.target, target.filter, ctx.catalog);
    if (rel.kind === 'object') {
      out.push(...objectOrder(target, value as Input, (t) => wrap({ kind: 'object', table, join: rel.mapping, filter, target: t }), ctx));
      continue;
    }
    for (const [fn, spec] of Object.entries(value as Input)) {
      if (spec === null) continue;
      if (fn === 'count') {
        out.push({ target: wrap({ kind: 'aggregate', table, join: rel.mapping, filter, fn: 'count', column: null }), ...direction(spec) });
        continue;
      }
      for (const [columnName, dir] of Object.entries(spec as Input)) {
        const col = target.columns.find((c) => c.name === columnName);
        if (!col || dir === null) continue;
        out.push({
          target: wrap({
            kind: 'aggregate', table, join: rel.mapping, filter, fn: fn as AggregateOp, column: col.sqlName,
            ...redactedPart(columnRedaction(target, col.sqlName, ctx)),
          }),
          ...direction(dir),
        });
      }
    }
  }
  return out;
}

const direction = (value: unknown): Pick<OrderByIR, 'direction' | 'nulls'> => DIRECTIONS[String(value)] ?? DIRECTIONS.asc;
