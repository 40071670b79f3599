/**
 * Stage 4 for mutations (contract §6.2): each write is one statement that returns what the executor needs —
 * the number of rows written, whether every written row passes the permission check, and the rows themselves as
 * JSON (read back later through `json_populate_recordset` for `returning`, so relationships in `returning` see the
 * whole transaction's writes).
 *
 *   WITH "_m" AS (INSERT … | UPDATE … | DELETE … RETURNING "_t".*, <check> AS "__check")
 *   SELECT count(*), bool_and("__check"), json_agg(…) FROM "_m"
 *
 * The check runs in RETURNING, on each row as written, inside the mutation's transaction.
 */
import type { BoolExpIR, DeleteIR, InsertIR, OnConflictIR, ParamRef, UpdateIR, UpdateOpIR } from '../ir/types.ts';
import { Aliases } from './aliases.ts';
import { compileBoolExp, table } from './compileBoolExp.ts';
import { ident, join, param, sql, type Sql } from './sql.ts';

/** One row to insert: SQL column → value (columns not listed take their DEFAULT). */
export type InsertValues = ReadonlyMap<string, ParamRef>;

const TARGET = '_t';

/**
 * A written row as JSON whose numbers are strings: the executor parses these rows in JavaScript (to copy keys into
 * nested inserts) and sends them back for `returning`, and a bigint or numeric parsed as a JSON number would pass
 * through a double (9007199254740995 read back as …996, a bigint's maximum refused as out of range). PostgreSQL
 * reads a string into any column type, so `json_populate_recordset` and the key parameters take them as they are.
 */
const ROW_WITH_TEXT_NUMBERS = sql`(SELECT jsonb_object_agg("_c"."key", CASE jsonb_typeof("_c"."value") WHEN 'number' THEN to_jsonb("_c"."value" #>> '{}') ELSE "_c"."value" END) FROM jsonb_each(to_jsonb("_m") - '__check') AS "_c")`;

function written(dml: Sql, check: BoolExpIR, aliases: Aliases): Sql {
  const ok = compileBoolExp(check, { current: TARGET, root: TARGET }, aliases);
  return sql`WITH "_m" AS (${dml} RETURNING ${ident(TARGET)}.*, (${ok})::boolean AS "__check") SELECT count(*)::int AS "affected", coalesce(bool_and("__check"), true) AS "ok", coalesce(json_agg(${ROW_WITH_TEXT_NUMBERS}), '[]')::text AS "rows" FROM "_m"`;
}

export function compileInsert(insert: InsertIR, rows: readonly InsertValues[]): Sql {
  const aliases = new Aliases();
  const used = insert.tableColumns.filter((c) => rows.some((r) => r.has(c)));
  // A statement needs at least one column; DEFAULT in the first column is the same as DEFAULT VALUES.
  const columns = used.length > 0 ? used : insert.tableColumns.slice(0, 1);
  const values = rows.map((row) => sql`(${join(columns.map((c) => {
    const value = row.get(c);
    return value ? param(value) : sql`DEFAULT`;
  }), ', ')})`);
  const conflict = insert.onConflict ? onConflict(insert.onConflict, aliases) : sql``;
  const dml = sql`INSERT INTO ${table(insert.table)} AS ${ident(TARGET)} (${join(columns.map((c) => ident(c)), ', ')}) VALUES ${join(values, ', ')}${conflict}`;
  return written(dml, insert.check, aliases);
}

function onConflict(conflict: OnConflictIR, aliases: Aliases): Sql {
  const target = sql` ON CONFLICT ON CONSTRAINT ${ident(conflict.constraint)}`;
  if (conflict.updateColumns.length === 0) return sql`${target} DO NOTHING`;
  const sets = [
    ...conflict.updateColumns.filter((c) => !conflict.presets.has(c)).map((c) => sql`${ident(c)} = EXCLUDED.${ident(c)}`),
    ...[...conflict.presets].map(([c, value]) => sql`${ident(c)} = ${param(value)}`),
  ];
  const where = compileBoolExp(conflict.where, { current: TARGET, root: TARGET }, aliases);
  return sql`${target} DO UPDATE SET ${join(sets, ', ')} WHERE ${where}`;
}

function assignment(op: UpdateOpIR): Sql {
  const column = ident(op.column);
  const current = ident(TARGET, op.column);
  const value = param(op.value);
  switch (op.op) {
    case '_set': return sql`${column} = ${value}`;
    case '_inc': return sql`${column} = ${current} + ${value}`;
    case '_append': return sql`${column} = ${current} || ${value}`;
    case '_prepend': return sql`${column} = ${value} || ${current}`;
    case '_delete_key': case '_delete_elem': return sql`${column} = ${current} - ${value}`;
    case '_delete_at_path': return sql`${column} = ${current} #- ${value}`;
  }
}

export function compileUpdate(update: UpdateIR): Sql {
  const aliases = new Aliases();
  const where = compileBoolExp(update.where, { current: TARGET, root: TARGET }, aliases);
  const dml = sql`UPDATE ${table(update.table)} AS ${ident(TARGET)} SET ${join(update.ops.map(assignment), ', ')} WHERE ${where}`;
  return written(dml, update.check, aliases);
}

export function compileDelete(remove: DeleteIR): Sql {
  const aliases = new Aliases();
  const where = compileBoolExp(remove.where, { current: TARGET, root: TARGET }, aliases);
  return written(sql`DELETE FROM ${table(remove.table)} AS ${ident(TARGET)} WHERE ${where}`, { kind: 'true' }, aliases);
}
