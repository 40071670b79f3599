/**
 * Reads the SQL functions the metadata names (tracked functions and computed fields) from `pg_proc`, in one query,
 * only when the metadata names any: a project without functions pays nothing at start.
 */
import type { Queryable } from '../../db/driver.ts';
import { tableKey } from '../../db/introspect.ts';
import type { QualifiedTable } from '../metadata/types.ts';

export interface FunctionArgInfo {
  /** The argument's name, or null for an unnamed one. */
  name: string | null;
  /** Base type name (`int4`, `json`, `author` for a row type). */
  typeName: string;
  /** The type as a cast writes it (`integer`, `public.author`). */
  castType: string;
  /** Set when the type is a composite type: a table's (or view's) row type, or one of CREATE TYPE. */
  rowOf: QualifiedTable | null;
  hasDefault: boolean;
}

export interface FunctionInfo {
  schema: string;
  name: string;
  volatility: 'immutable' | 'stable' | 'volatile';
  returnsSet: boolean;
  /** The table whose row type the function returns, or null for a scalar (or another) type. */
  returnsTable: QualifiedTable | null;
  /** The returned type's base name (`text`, `int4`) and its cast, for scalar computed fields. */
  returnType: string;
  returnCast: string;
  args: FunctionArgInfo[];
  /** Only IN arguments: Hasura tracks no function with OUT, INOUT or VARIADIC ones. */
  inputOnly: boolean;
  comment: string | null;
}

/** Each named function's overloads (Hasura refuses an overloaded function). */
export type FunctionCatalog = ReadonlyMap<string, FunctionInfo[]>;

type Row = {
  schema: string; name: string; volatility: string; returns_set: boolean; ret_schema: string | null; ret_table: string | null;
  ret_type: string; ret_cast: string; arg_names: string[] | null; arg_types: string[]; arg_casts: string[];
  arg_row_schemas: (string | null)[]; arg_row_tables: (string | null)[]; defaults: number; input_only: boolean; comment: string | null;
};

const QUERY = `
  SELECT n.nspname AS schema, p.proname AS name, p.provolatile AS volatility, p.proretset AS returns_set,
         rn.nspname AS ret_schema, rc.relname AS ret_table, coalesce(rbt.typname, rt.typname) AS ret_type,
         format_type(coalesce(rbt.oid, rt.oid), NULL) AS ret_cast,
         p.proargnames::text[] AS arg_names,
         array(SELECT coalesce(bt.typname, t.typname) FROM unnest(p.proargtypes) WITH ORDINALITY a(oid, i)
               JOIN pg_type t ON t.oid = a.oid LEFT JOIN pg_type bt ON t.typtype = 'd' AND bt.oid = t.typbasetype
               ORDER BY a.i)::text[] AS arg_types,
         array(SELECT format_type(a.oid, NULL) FROM unnest(p.proargtypes) WITH ORDINALITY a(oid, i) ORDER BY a.i)::text[] AS arg_casts,
         array(SELECT an.nspname FROM unnest(p.proargtypes) WITH ORDINALITY a(oid, i) JOIN pg_type t ON t.oid = a.oid
               LEFT JOIN pg_class ac ON ac.oid = t.typrelid AND ac.relkind IN ('r', 'p', 'v', 'm', 'c')
               LEFT JOIN pg_namespace an ON an.oid = ac.relnamespace ORDER BY a.i)::text[] AS arg_row_schemas,
         array(SELECT ac.relname FROM unnest(p.proargtypes) WITH ORDINALITY a(oid, i) JOIN pg_type t ON t.oid = a.oid
               LEFT JOIN pg_class ac ON ac.oid = t.typrelid AND ac.relkind IN ('r', 'p', 'v', 'm', 'c') ORDER BY a.i)::text[] AS arg_row_tables,
         p.pronargdefaults::int AS defaults,
         (p.proargmodes IS NULL OR p.proargmodes::text[] <@ ARRAY['i']) AS input_only,
         obj_description(p.oid, 'pg_proc') AS comment
  FROM pg_proc p
  JOIN pg_namespace n ON n.oid = p.pronamespace
  JOIN pg_type rt ON rt.oid = p.prorettype
  LEFT JOIN pg_type rbt ON rt.typtype = 'd' AND rbt.oid = rt.typbasetype
  LEFT JOIN pg_class rc ON rc.oid = rt.typrelid AND rc.relkind IN ('r', 'p', 'v', 'm')
  LEFT JOIN pg_namespace rn ON rn.oid = rc.relnamespace
  WHERE p.prokind = 'f' AND (n.nspname || '.' || p.proname) = ANY($1::text[])
  ORDER BY 1, 2`;

const VOLATILITY = { i: 'immutable', s: 'stable', v: 'volatile' } as const;

export async function introspectFunctions(db: Queryable, names: readonly QualifiedTable[]): Promise<FunctionCatalog> {
  const found = new Map<string, FunctionInfo[]>();
  if (names.length === 0) return found;
  const keys = [...new Set(names.map((n) => tableKey(n.schema, n.name)))];
  const { rows } = await db.query<Row>(QUERY, [`{${keys.map((k) => `"${k.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`]);
  for (const row of rows) {
    const count = row.arg_types.length;
    const args = row.arg_types.map((typeName, i): FunctionArgInfo => {
      const rowSchema = row.arg_row_schemas[i];
      const rowTable = row.arg_row_tables[i];
      const name = row.arg_names?.[i];
      return {
        name: name === undefined || name === '' ? null : name,
        typeName,
        castType: row.arg_casts[i] ?? typeName,
        rowOf: rowSchema && rowTable ? { schema: rowSchema, name: rowTable } : null,
        // PostgreSQL's defaults belong to the last `pronargdefaults` arguments.
        hasDefault: i >= count - row.defaults,
      };
    });
    const info: FunctionInfo = {
      schema: row.schema, name: row.name,
      volatility: VOLATILITY[row.volatility as keyof typeof VOLATILITY],
      returnsSet: row.returns_set,
      returnsTable: row.ret_schema && row.ret_table ? { schema: row.ret_schema, name: row.ret_table } : null,
      returnType: row.ret_type, returnCast: row.ret_cast, args, inputOnly: row.input_only, comment: row.comment,
    };
    const key = tableKey(row.schema, row.name);
    found.set(key, [...(found.get(key) ?? []), info]);
  }
  return found;
}
