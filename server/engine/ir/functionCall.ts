/**
 * A function's `args: {…}` (already coerced) to a call: the request's arguments as bind parameters, the session and
 * the row where the function takes them, omitted arguments left to their defaults with Hasura's two refusals.
 */
import type { CatalogComputedField, CatalogFunctionArg, CatalogTable, ImplicitArgs } from '../catalog/types.ts';
import { EngineError, pathKey } from '../errors.ts';
import { paramAt, type IrContext } from './buildContext.ts';
import { tableRef } from './operand.ts';
import type { FunctionArgValue, FunctionCallIR, TableRef } from './types.ts';

export interface CallTarget {
  fn: TableRef;
  args: readonly CatalogFunctionArg[];
  implicit: ImplicitArgs;
}

const JSON_TYPES = new Set(['json', 'jsonb']);

/** What a computed field calls: its function, its request arguments, the row and session arguments. */
export const computedTarget = (field: CatalogComputedField): CallTarget => ({ fn: field.fn, args: field.args, implicit: field.implicit });

/**
 * `argsPath` is the request path of the `args` argument. `row` is the table whose row the call receives (computed
 * fields); the compiler reads it from the row in scope. Without a request (`ctx` null: a permission filter) no
 * argument is supplied.
 */
export function callIR(
  target: CallTarget, input: Readonly<Record<string, unknown>> | undefined, argsPath: string, ctx: IrContext | null,
  row: CatalogTable | null = null,
): FunctionCallIR {
  const given = input ?? {};
  const slots: { position: number; name: string | null; value: FunctionArgValue | null; hasDefault: boolean }[] = [];
  for (const arg of target.args) {
    const supplied = ctx !== null && arg.name in given;
    const value: FunctionArgValue | null = supplied
      ? { kind: 'value', value: paramAt(ctx, pathKey(argsPath, arg.name), given[arg.name], JSON_TYPES.has(arg.pgType) ? 'json' : 'text', arg.castType) }
      : null;
    slots.push({ position: arg.position, name: arg.sqlName, value, hasDefault: arg.hasDefault });
  }
  const { session, row: rowArg } = target.implicit;
  if (session) {
    slots.push({ position: session.position, name: session.sqlName, value: { kind: 'value', value: { source: { kind: 'sessionJson' }, format: 'text', cast: session.castType } }, hasDefault: false });
  }
  if (rowArg && row) {
    slots.push({ position: rowArg.position, name: rowArg.sqlName, value: { kind: 'row', table: tableRef(row), columns: row.columns.map((c) => c.sqlName) }, hasDefault: false });
  }
  slots.sort((a, b) => a.position - b.position);
  const args: FunctionCallIR['args'] = [];
  let gap = false;
  for (const slot of slots) {
    if (slot.value === null) {
      // PostgreSQL fills in only arguments with defaults; Hasura refuses before asking it.
      if (!slot.hasDefault) throw new EngineError('not-supported', 'Non default arguments cannot be omitted', argsPath);
      gap = true;
      continue;
    }
    // After a gap, arguments go by name, which an unnamed one has not.
    if (gap && slot.name === null) throw new EngineError('not-supported', 'Only last set of positional arguments can be omitted', argsPath);
    args.push({ position: slot.position, name: slot.name, value: slot.value });
  }
  return { fn: target.fn, args };
}
