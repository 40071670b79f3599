/**
 * The checks a tracked function and a computed field share: which arguments a request supplies, which receive the
 * session or the row, with Hasura's reasons when the function does not fit.
 */
import type { FunctionArgInfo, FunctionInfo } from './introspectFunctions.ts';
import type { CatalogFunctionArg, ImplicitArgs } from './types.ts';
import { scalarName } from '../schema/naming.ts';

export type ArgsResult = { args: CatalogFunctionArg[]; implicit: ImplicitArgs } | { problem: string };

const JSON_TYPES = new Set(['json', 'jsonb']);

/** Finds an argument by SQL name. */
const positionOf = (info: FunctionInfo, name: string): number => info.args.findIndex((a) => a.name === name);

/**
 * Splits a function's arguments into the request's and the implicit ones. `row` is the table argument's position
 * (computed fields), or null.
 */
export function splitArgs(info: FunctionInfo, sessionArgument: string | undefined, row: number | null): ArgsResult {
  let session: ImplicitArgs['session'] = null;
  if (sessionArgument !== undefined) {
    const position = positionOf(info, sessionArgument);
    const arg = info.args.find((_, i) => i === position);
    if (!arg) return { problem: `given session argument "${sessionArgument}" not the input argument of the function` };
    if (!JSON_TYPES.has(arg.typeName)) return { problem: `given session argument "${sessionArgument}" is not of type json` };
    session = { position, sqlName: arg.name, castType: arg.castType };
  }
  const args: CatalogFunctionArg[] = [];
  let unnamed = 0;
  info.args.forEach((arg: FunctionArgInfo, position) => {
    if (!arg.name) unnamed += 1;
    if (position === session?.position || position === row) return;
    args.push({
      sqlName: arg.name,
      // Hasura names the n-th unnamed argument `arg_<n>`.
      name: arg.name ?? `arg_${unnamed}`,
      position, pgType: arg.typeName, castType: arg.castType, hasDefault: arg.hasDefault,
      // A composite type is a scalar of its own name + `_scalar` (a record literal), apart from the table's object type.
      scalar: arg.rowOf ? `${arg.typeName}_scalar` : scalarName(arg.typeName),
    });
  });
  const bad = args.find((a) => !/^[_A-Za-z][_0-9A-Za-z]*$/.test(a.name));
  if (bad) return { problem: `the argument "${bad.name}" is not a valid GraphQL name` };
  return { args, implicit: { session, row: row === null ? null : { position: row, sqlName: info.args[row]?.name ?? null } } };
}

/** The one function of that name, or Hasura's reason why there is none to use. */
export function singleFunction(overloads: FunctionInfo[] | undefined, name: string): FunctionInfo | string {
  const only = overloads?.[0];
  if (!overloads || !only) return `no such function exists in postgres : "${name}"`;
  if (overloads.length > 1) return `function "${name}" is overloaded. Overloaded functions are not supported`;
  if (!only.inputOnly) return 'function has OUT, INOUT or VARIADIC arguments, which are not supported';
  return only;
}
