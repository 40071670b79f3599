/**
 * `T_stream(batch_size, cursor, where)` to IR (contract §1.9, §3.5): the role's rows past a cursor on one column, in
 * the cursor's order, at most `batch_size` at a time. The cursor is a parameter of its own kind: its initial value
 * comes from the request and the live-query poller then advances it per cohort to the last row sent.
 */
import { validationFailed } from '../errors.ts';
import type { SelectView } from '../permissions/selectView.ts';
import { paramAt, type IrContext } from './buildContext.ts';
import { messages } from './messages.ts';
import { and } from './permissionFilter.ts';
import { rowsFromArgs } from './selection.ts';
import type { BoolExpIR, RowsIR, StreamCursorIR } from './types.ts';

type Args = Record<string, unknown>;

export function streamRows(view: SelectView, args: Args, path: string, ctx: IrContext): { rows: RowsIR; cursor: StreamCursorIR } {
  const cursors = ((args.cursor as (Args | null)[] | undefined) ?? []).filter((c): c is Args => c !== null);
  const at = `${path}.args.cursor`;
  if (cursors.length !== 1) throw validationFailed(cursors.length === 0 ? 'one streaming column field is expected' : 'multiple column cursors are not supported yet', at);
  const [spec] = cursors;
  const initial = Object.entries(spec.initial_value as Args);
  if (initial.length !== 1) throw validationFailed(initial.length === 0 ? 'one streaming column field is expected' : 'multiple column cursors are not supported yet', at);
  const [[name, value]] = initial;
  const column = view.columns.find((c) => c.name === name);
  if (!column) throw validationFailed(`field '${name}' not found`, at);
  const ordering = spec.ordering === 'DESC' ? 'DESC' : 'ASC';
  const base = rowsFromArgs(view, { where: args.where }, path, ctx);
  // The initial value is recorded like any argument, so a variable's value re-checks on a cached plan.
  const initialParam = paramAt(ctx, `${at}[0].initial_value.${name}`, value, 'text', column.castType);
  if (value === null || value === undefined) throw validationFailed(messages.unexpectedNull(column.scalar), `${at}[0].initial_value.${name}`);
  const initialSource = initialParam.source.kind === 'variable' ? initialParam.source : { kind: 'const', value } as const;
  const past: BoolExpIR = {
    kind: 'compare', column: { column: column.sqlName, scope: 'current' }, op: ordering === 'ASC' ? '_gt' : '_lt',
    value: { ...initialParam, source: { kind: 'cursor', name: column.sqlName, initial: initialSource } },
  };
  const batchSize = args.batch_size as number;
  const rows: RowsIR = {
    ...base,
    where: and([base.where, past]),
    orderBy: [{ target: { kind: 'column', column: column.sqlName }, direction: ordering === 'ASC' ? 'asc' : 'desc', nulls: 'last' }],
    limit: base.limit === null ? batchSize : Math.min(base.limit, batchSize),
  };
  return { rows, cursor: { column: column.sqlName, ordering } };
}
