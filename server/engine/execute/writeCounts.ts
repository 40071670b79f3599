/**
 * Which tables a mutation's transaction wrote, for the live queries that read them: the statistics PostgreSQL keeps of
 * the transaction's own writes (its triggers' included), read before and after, and the tables the mutation names.
 */
import type { InsertIR } from '../ir/types.ts';
import { tableKey } from '../subscriptions/liveQueries.ts';
import type { Plan } from './plan.ts';

const COUNT_WRITES_COLUMN = `(SELECT coalesce(json_agg(json_build_array("schemaname", "relname", "n_tup_ins" + "n_tup_upd" + "n_tup_del")), '[]')::text
  FROM "pg_catalog"."pg_stat_xact_user_tables" WHERE "n_tup_ins" + "n_tup_upd" + "n_tup_del" > 0) AS "written"`;
export const SET_USER = "SELECT set_config('hasura.user', $1, true)";
export const SET_USER_AND_COUNT_WRITES = `SELECT set_config('hasura.user', $1, true), ${COUNT_WRITES_COLUMN}`;
export const COUNT_WRITES = `SELECT ${COUNT_WRITES_COLUMN}`;

/** `[[schema, table, rows written], …]` as {@link COUNT_WRITES} returns it. */
export const writeCounts = (text: string | null | undefined): [string, string, number][] =>
  (text ? (JSON.parse(text) as [string, string, number | string][]) : []).map(([schema, name, n]) => [schema, name, Number(n)]);

/** The tables a mutation writes itself, nested inserts included (not those its triggers write). */
export function mutationTargets(planned: Plan): Set<string> {
  const tables = new Set<string>();
  const insert = (ir: InsertIR): void => {
    tables.add(tableKey(ir.table.schema, ir.table.name));
    for (const row of ir.rows) for (const nested of [...row.before, ...row.after]) insert(nested.insert);
  };
  for (const field of planned.fields) {
    if (field.kind !== 'mutation') continue;
    const mutation = field.mutation;
    if (mutation.kind === 'insert') insert(mutation.insert);
    else if (mutation.kind === 'update') for (const update of mutation.updates) tables.add(tableKey(update.table.schema, update.table.name));
    else if (mutation.kind === 'delete') tables.add(tableKey(mutation.remove.table.schema, mutation.remove.table.name));
    // What a function writes is its own business; its return table is the likeliest, and triggers are counted anyway.
    else tables.add(tableKey(mutation.rows.table.schema, mutation.rows.table.name));
  }
  return tables;
}
