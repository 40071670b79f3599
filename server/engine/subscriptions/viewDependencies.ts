import type { Db } from '../../db/driver.ts';
import { tableKey } from './liveQueries.ts';

/**
 * Each view (and materialized view) of the database → the tables and views its definition reads, transitively, so a
 * write to a table refetches the live queries that read it through a view.
 */
export async function viewDependencies(db: Db): Promise<Map<string, Set<string>>> {
  const { rows } = await db.query<{ view_schema: string; view_name: string; schema: string; name: string }>(
    `SELECT DISTINCT vn.nspname AS view_schema, v.relname AS view_name, tn.nspname AS schema, t.relname AS name
     FROM pg_catalog.pg_rewrite r
     JOIN pg_catalog.pg_class v ON v.oid = r.ev_class AND v.relkind IN ('v', 'm')
     JOIN pg_catalog.pg_namespace vn ON vn.oid = v.relnamespace
     JOIN pg_catalog.pg_depend d ON d.classid = 'pg_catalog.pg_rewrite'::regclass AND d.objid = r.oid
       AND d.refclassid = 'pg_catalog.pg_class'::regclass AND d.refobjid <> v.oid
     JOIN pg_catalog.pg_class t ON t.oid = d.refobjid
     JOIN pg_catalog.pg_namespace tn ON tn.oid = t.relnamespace
     WHERE vn.nspname NOT IN ('pg_catalog', 'information_schema') AND vn.nspname NOT LIKE 'pg\\_%'`);
  const direct = new Map<string, Set<string>>();
  for (const row of rows) {
    const view = tableKey(row.view_schema, row.view_name);
    let sources = direct.get(view);
    if (!sources) direct.set(view, sources = new Set());
    sources.add(tableKey(row.schema, row.name));
  }
  const closed = new Map<string, Set<string>>();
  const expand = (view: string, seen: Set<string>): Set<string> => {
    const done = closed.get(view);
    if (done) return done;
    const all = new Set<string>();
    seen.add(view);
    for (const source of direct.get(view) ?? []) {
      all.add(source);
      if (direct.has(source) && !seen.has(source)) for (const s of expand(source, seen)) all.add(s);
    }
    closed.set(view, all);
    return all;
  };
  for (const view of direct.keys()) expand(view, new Set());
  return closed;
}
