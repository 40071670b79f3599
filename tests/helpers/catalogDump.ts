/**
 * A text dump of what the migrations define — columns and types, constraints, indexes, triggers and functions in
 * the project's schemas — in a stable order, so two databases can be compared line by line.
 */
import type { Queryable } from '../../server/db/driver.ts';

export const PROJECT_SCHEMAS = ['auth', 'portfolio', 'accounting', 'user_analysis', 'hdb_catalog'];

export async function catalogDump(db: Queryable): Promise<string[]> {
  const schemas = PROJECT_SCHEMAS;
  const lines: string[] = [];
  const push = async (prefix: string, sql: string) => {
    const { rows } = await db.query<{ line: string }>(sql, [schemas]);
    for (const row of rows) lines.push(`${prefix} ${row.line}`);
  };
  await push('column', `
    SELECT format('%s.%s.%s %s%s%s', n.nspname, c.relname, a.attname, format_type(a.atttypid, a.atttypmod),
                  CASE WHEN a.attnotnull THEN ' not null' ELSE '' END,
                  coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')) AS line
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relkind = 'r' AND n.nspname = ANY($1)
    ORDER BY 1`);
  // NOT NULL constraints are left out: PostgreSQL 18 (PGlite) lists them in pg_constraint, 15 does not; the
  // column lines above already carry nullability.
  await push('constraint', `
    SELECT format('%s.%s %s %s', n.nspname, c.relname, con.conname, pg_get_constraintdef(con.oid)) AS line
    FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE con.contype IN ('p', 'u', 'f', 'c', 'x') AND n.nspname = ANY($1)
    ORDER BY 1`);
  await push('domain', `
    SELECT format('%s.%s %s %s', n.nspname, t.typname, con.conname, pg_get_constraintdef(con.oid)) AS line
    FROM pg_constraint con JOIN pg_type t ON t.oid = con.contypid JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = ANY($1) AND con.contype = 'c'
    ORDER BY 1`);
  await push('index', `
    SELECT pg_get_indexdef(i.indexrelid) AS line
    FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = ANY($1)
    ORDER BY 1`);
  await push('trigger', `
    SELECT pg_get_triggerdef(t.oid) AS line
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE NOT t.tgisinternal AND n.nspname = ANY($1)
    ORDER BY 1`);
  await push('function', `
    SELECT format('%s.%s(%s) %s %s', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid),
                  pg_get_function_result(p.oid), p.provolatile) AS line
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = ANY($1)
    ORDER BY 1`);
  await push('comment', `
    SELECT format('%s.%s %s', n.nspname, c.relname, d.description) AS line
    FROM pg_description d JOIN pg_class c ON c.oid = d.objoid AND d.classoid = 'pg_class'::regclass
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE d.objsubid = 0 AND n.nspname = ANY($1)
    ORDER BY 1`);
  return lines;
}
