/**
 * A SQL function call (tracked functions, computed fields) as an expression: `"s"."f"($1::text, "x" => $2::int)`.
 * The row argument of a computed field is rebuilt from the row in scope, so it reads the same whether that row is
 * the table itself or a subquery carrying extra order columns.
 */
import type { FunctionArgValue, FunctionCallIR } from '../ir/types.ts';
import { ident, join, param, sql, type Sql } from './sql.ts';

function argValue(value: FunctionArgValue, rowAlias: string | null): Sql {
  if (value.kind === 'value') return sql`${param(value.value)}`;
  if (rowAlias === null) throw new Error('a row argument outside a row');
  return sql`ROW(${join(value.columns.map((c) => ident(rowAlias, c)), ', ')})::${ident(value.table.schema, value.table.name)}`;
}

/**
 * The call; `rowAlias` names the row a computed field's row argument reads. Arguments are positional up to the
 * first gap left by an omitted one, named after it (the IR builder refuses an unnamed argument after a gap).
 */
export function compileCall(call: FunctionCallIR, rowAlias: string | null): Sql {
  let positional = true;
  const args = call.args.map((arg, i) => {
    if (arg.position !== i) positional = false;
    const value = argValue(arg.value, rowAlias);
    if (positional) return value;
    if (arg.name === null) throw new Error('an unnamed argument after an omitted one');
    return sql`${ident(arg.name)} => ${value}`;
  });
  return sql`${ident(call.fn.schema, call.fn.name)}(${join(args, ', ')})`;
}

/**
 * A VOLATILE function's call on its own, returning its rows as a JSON array: the mutation's reads then see what the
 * function wrote, as a later statement of the transaction (in the same statement they would not).
 */
export function compileFunctionWrite(call: FunctionCallIR): Sql {
  return sql`SELECT coalesce(json_agg(to_jsonb("_f")), '[]')::text AS "rows" FROM ${compileCall(call, null)} AS "_f"`;
}
