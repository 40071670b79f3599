/**
 * Reads the parts of the PostgreSQL catalog the engine and the metadata checks need: tables with their columns,
 * primary keys, unique and foreign-key constraints. One query per kind, over every non-system schema.
 */
import type { Queryable } from './driver.ts';

export interface ColumnInfo {
  name: string;
  /** The type as PostgreSQL formats it (`uuid`, `numeric(20,2)`, `auth.email` …). */
  type: string;
  /** The base type's name for domains (`citext` for `auth.email`), else the type's own name. */
  baseType: string;
  /** The base type without modifiers, as SQL writes it in a cast (`numeric`, `citext`, `text[]`). */
  castType: string;
  nullable: boolean;
  hasDefault: boolean;
  /** A stored generated column (`GENERATED ALWAYS AS (…) STORED`): read like any column, never written. */
  generated: boolean;
  comment: string | null;
}

export interface ForeignKeyInfo {
  name: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
}

export interface TableInfo {
  schema: string;
  name: string;
  comment: string | null;
  columns: ColumnInfo[];
  primaryKey: string[];
  /** The primary key constraint's name (an `on_conflict` target), or null without a primary key. */
  primaryKeyName: string | null;
  uniqueConstraints: { name: string; columns: string[] }[];
  foreignKeys: ForeignKeyInfo[];
}

export type Catalog = Map<string, TableInfo>;

export const tableKey = (schema: string, name: string): string => `${schema}.${name}`;

const SYSTEM_SCHEMAS = `('pg_catalog', 'information_schema', 'pg_toast')`;

export async function introspect(db: Queryable): Promise<Catalog> {
  const catalog: Catalog = new Map();
  const tables = await db.query<{ schema: string; name: string; comment: string | null }>(`
    SELECT n.nspname AS schema, c.relname AS name, obj_description(c.oid, 'pg_class') AS comment
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p', 'v', 'm') AND n.nspname NOT IN ${SYSTEM_SCHEMAS}
    ORDER BY 1, 2`);
  for (const t of tables.rows) {
    catalog.set(tableKey(t.schema, t.name), { ...t, columns: [], primaryKey: [], primaryKeyName: null, uniqueConstraints: [], foreignKeys: [] });
  }

  const columns = await db.query<{
    schema: string; table: string; name: string; type: string; base_type: string; cast_type: string;
    nullable: boolean; has_default: boolean; generated: boolean; comment: string | null;
  }>(`
    SELECT n.nspname AS schema, c.relname AS table, a.attname AS name,
           format_type(a.atttypid, a.atttypmod) AS type,
           coalesce(bt.typname, t.typname) AS base_type,
           -- typmod -1, not NULL: without a typmod format_type names bpchar "character", which as a cast means
           -- character(1) and cut every char(n) operand to one letter; with -1 it says "bpchar" (and "bit" likewise).
           format_type(coalesce(bt.oid, t.oid), -1) AS cast_type,
           NOT a.attnotnull AS nullable, a.atthasdef AS has_default, a.attgenerated <> '' AS generated,
           col_description(c.oid, a.attnum) AS comment
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_type t ON t.oid = a.atttypid
    LEFT JOIN pg_type bt ON t.typtype = 'd' AND bt.oid = t.typbasetype
    WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relkind IN ('r', 'p', 'v', 'm')
      AND n.nspname NOT IN ${SYSTEM_SCHEMAS}
    ORDER BY n.nspname, c.relname, a.attnum`);
  for (const c of columns.rows) {
    catalog.get(tableKey(c.schema, c.table))?.columns.push({
      name: c.name, type: c.type, baseType: c.base_type, castType: c.cast_type, nullable: c.nullable, hasDefault: c.has_default,
      generated: c.generated, comment: c.comment,
    });
  }

  const constraints = await db.query<{
    schema: string; table: string; name: string; kind: string; columns: string[];
    ref_schema: string | null; ref_table: string | null; ref_columns: string[] | null;
  }>(`
    SELECT n.nspname AS schema, c.relname AS table, con.conname AS name, con.contype AS kind,
           array(SELECT a.attname FROM unnest(con.conkey) WITH ORDINALITY k(num, ord)
                 JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.num ORDER BY k.ord)::text[] AS columns,
           rn.nspname AS ref_schema, rc.relname AS ref_table,
           CASE WHEN con.contype = 'f' THEN
             array(SELECT a.attname FROM unnest(con.confkey) WITH ORDINALITY k(num, ord)
                   JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.num ORDER BY k.ord)::text[]
           END AS ref_columns
    FROM pg_constraint con
    JOIN pg_class c ON c.oid = con.conrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_class rc ON rc.oid = con.confrelid
    LEFT JOIN pg_namespace rn ON rn.oid = rc.relnamespace
    WHERE con.contype IN ('p', 'u', 'f') AND n.nspname NOT IN ${SYSTEM_SCHEMAS}
    ORDER BY 1, 2, 3`);
  for (const con of constraints.rows) {
    const table = catalog.get(tableKey(con.schema, con.table));
    if (!table) continue;
    if (con.kind === 'p') {
      table.primaryKey = con.columns;
      table.primaryKeyName = con.name;
    }
    else if (con.kind === 'u') table.uniqueConstraints.push({ name: con.name, columns: con.columns });
    else {
      table.foreignKeys.push({
        name: con.name, columns: con.columns, refSchema: con.ref_schema ?? '', refTable: con.ref_table ?? '',
        refColumns: con.ref_columns ?? [],
      });
    }
  }
  return catalog;
}
