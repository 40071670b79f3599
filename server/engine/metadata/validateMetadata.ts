/**
 * Checks metadata against the database it describes, the way Hasura builds its schema cache: every tracked table
 * exists; every column named in configuration, relationships and permissions exists; every
 * `foreign_key_constraint_on` names a real foreign key; boolean expressions only use real columns, relationships,
 * tracked tables and operators the engine compiles; enum tables have Hasura's required shape.
 *
 * As in Hasura, an inconsistent object does not stop the server: {@link checkMetadata} drops it, with whatever
 * depends on it (a relationship to a dropped table, a permission through a dropped relationship), reports it in the
 * shape of Hasura's `get_inconsistent_metadata` answer, and returns the rest to serve. Objects are checked in
 * Hasura's order — tables, then relationships, then permissions — each against what survived before it.
 */
import { isRecord } from '../../../common/isRecord.ts';
import { tableKey, type Catalog, type TableInfo } from '../../db/introspect.ts';
import { isSpatialOperator, spatialOperatorFits } from '../spatialOperators.ts';
import type { BoolExp, Metadata, QualifiedTable, Relationship, RolePermission, TableMetadata } from './types.ts';

/** One object Hasura would list in `get_inconsistent_metadata`, keys in its (sorted) order. */
export interface InconsistentObject {
  /** Absent where Hasura names an `entity` instead (an inherited role's conflicting parent permissions). */
  definition?: unknown;
  entity?: { permission_type: PermissionKind; source: string; table: string };
  name: string;
  reason: string;
  type:
    | 'table' | 'object_relation' | 'array_relation' | `${PermissionKind}_permission` | 'function' | 'computed_field'
    | 'inherited_role' | 'inherited role permission inconsistency';
}

type PermissionKind = 'insert' | 'select' | 'update' | 'delete';

/** Operators the engine compiles in a permission (contract §4.3), after `$eq` → `_eq` and `_ne` → `_neq`. */
const COLUMN_OPERATORS = new Set([
  '_eq', '_neq', '_gt', '_lt', '_gte', '_lte', '_in', '_nin', '_is_null', '_like', '_nlike', '_ilike', '_nilike',
  '_similar', '_nsimilar', '_regex', '_nregex', '_iregex', '_niregex', '_contains', '_contained_in', '_has_key',
  '_has_keys_any', '_has_keys_all', '_ceq', '_cne', '_cgt', '_clt', '_cgte', '_clte',
  '_ancestor', '_ancestor_any', '_descendant', '_descendant_any', '_matches', '_matches_any', '_matches_fulltext',
]);
const COLUMN_COMPARISONS = new Set(['_ceq', '_cne', '_cgt', '_clt', '_cgte', '_clte']);
const LIST_OPERATORS = new Set(['_in', '_nin', '_has_keys_any', '_has_keys_all', '_ancestor_any', '_descendant_any', '_matches_any']);

/** How the permission code reads an operator: `$eq` is `_eq`, `_ne`/`$ne` are `_neq` (ir/permissionFilter.ts). */
export function canonicalOperator(op: string): string {
  if (op === '_ne' || op === '$ne') return '_neq';
  return op.startsWith('$') ? `_${op.slice(1)}` : op;
}

/** `"table"` for public, `"schema.table"` otherwise: how Hasura names a table in its messages. */
const tableText = (t: QualifiedTable): string => (t.schema === 'public' ? t.name : `${t.schema}.${t.name}`);

const SOURCE = 'default';

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

export interface CheckedMetadata {
  /** The metadata without its inconsistent objects: what the engine serves. */
  metadata: Metadata;
  inconsistent: InconsistentObject[];
}

export function checkMetadata(metadata: Metadata, catalog: Catalog): CheckedMetadata {
  const inconsistent: InconsistentObject[] = [];
  const sources = metadata.sources.map((source) => {
    const report = (object: InconsistentObject) => { inconsistent.push(object); };
    // Tables first: a relationship or permission may name any table that survives this pass.
    const tables = source.tables.filter((meta) => {
      const problem = tableProblem(meta, catalog);
      if (problem) report({ definition: { name: meta.table.name, schema: meta.table.schema }, name: `table ${tableText(meta.table)} in source ${source.name}`, reason: `Inconsistent object: ${problem}`, type: 'table' });
      return problem === null;
    });
    const tracked = new Map(tables.map((t) => [tableKey(t.table.schema, t.table.name), t]));
    // Relationships next, each against the tables that survived.
    const withRelationships = tables.map((meta): TableMetadata => {
      const info = catalog.get(tableKey(meta.table.schema, meta.table.name)) as TableInfo;
      const names = new Set<string>();
      const keep = (kind: 'object' | 'array') => (rel: Relationship): boolean => {
        const problem = relationshipProblem(rel, kind, info, names, tracked, catalog);
        names.add(rel.name);
        if (problem) {
          report({
            definition: { comment: rel.comment ?? null, name: rel.name, source: source.name, table: meta.table, using: rel.using },
            name: `${kind}_relation ${rel.name} in table ${tableText(meta.table)} in source ${source.name}`,
            reason: `Inconsistent object: in table "${tableText(meta.table)}": in relationship "${rel.name}": ${problem}`,
            type: `${kind}_relation`,
          });
        }
        return problem === null;
      };
      const objectRelationships = (meta.object_relationships ?? []).filter(keep('object'));
      const arrayRelationships = (meta.array_relationships ?? []).filter(keep('array'));
      return {
        ...meta,
        ...(meta.object_relationships ? { object_relationships: objectRelationships } : {}),
        ...(meta.array_relationships ? { array_relationships: arrayRelationships } : {}),
      };
    });
    const consistent = new Map(withRelationships.map((t) => [tableKey(t.table.schema, t.table.name), t]));
    // Permissions last: their boolean expressions may traverse only relationships that survived.
    const withPermissions = withRelationships.map((meta): TableMetadata => {
      const out: TableMetadata = { ...meta };
      for (const kind of ['insert', 'select', 'update', 'delete'] as const) {
        const list = meta[`${kind}_permissions`] as RolePermission<unknown>[] | undefined;
        if (!list) continue;
        const kept = list.filter((entry) => {
          const problem = permissionProblem(kind, entry.permission, meta, consistent, catalog);
          if (problem) {
            report({
              definition: { comment: entry.comment ?? null, permission: entry.permission, role: entry.role, source: source.name, table: meta.table },
              name: `${kind}_permission ${entry.role} in table ${tableText(meta.table)} in source ${source.name}`,
              reason: `Inconsistent object: in table "${tableText(meta.table)}": in permission for role "${entry.role}": ${problem}`,
              type: `${kind}_permission`,
            });
          }
          return problem === null;
        });
        (out as unknown as Record<string, unknown>)[`${kind}_permissions`] = kept;
      }
      return out;
    });
    return { ...source, tables: withPermissions };
  });
  return { metadata: { ...metadata, sources }, inconsistent };
}

/** The problems found, one line each (`<object>: <reason>`); empty when the metadata is consistent. */
export function validateMetadata(metadata: Metadata, catalog: Catalog): string[] {
  return checkMetadata(metadata, catalog).inconsistent.map((o) => `${o.name}: ${o.reason}`);
}

function tableProblem(meta: TableMetadata, catalog: Catalog): string | null {
  const info = catalog.get(tableKey(meta.table.schema, meta.table.name));
  if (!info) return `no such table/view exists in source: "${tableText(meta.table)}"`;
  const where = `in table "${tableText(meta.table)}": `;
  const columns = new Set(info.columns.map((c) => c.name));
  for (const [key, config] of [['column_config', meta.configuration?.column_config], ['custom_column_names', meta.configuration?.custom_column_names]] as const) {
    const missing = Object.keys(config ?? {}).filter((c) => !columns.has(c));
    if (missing.length > 0) return `${where}the following columns are referenced in ${key} but do not exist: ${missing.map((c) => `"${c}"`).join(', ')}`;
  }
  // Every name the configuration gives becomes a GraphQL name; one that cannot be would break the role's whole schema.
  const configuration = meta.configuration;
  const given: [string, unknown][] = [
    ['custom_name', configuration?.custom_name],
    ...Object.entries(configuration?.custom_root_fields ?? {}).map(([key, value]): [string, unknown] =>
      [`custom_root_fields.${key}`, isRecord(value) ? value.name : value]),
    ...Object.entries(configuration?.column_config ?? {}).map(([column, config]): [string, unknown] =>
      [`column_config.${column}.custom_name`, isRecord(config) ? config.custom_name : undefined]),
    ...Object.entries(configuration?.custom_column_names ?? {}).map(([column, name]): [string, unknown] => [`custom_column_names.${column}`, name]),
  ];
  for (const [key, name] of given) {
    if (name !== undefined && name !== null && (typeof name !== 'string' || !GRAPHQL_NAME.test(name))) {
      return `${where}${JSON.stringify(name)} (${key}) is not a valid GraphQL name`;
    }
  }
  if (meta.is_enum) {
    const others = info.columns.filter((c) => !info.primaryKey.includes(c.name));
    const pk = info.columns.find((c) => c.name === info.primaryKey[0]);
    if (info.primaryKey.length !== 1 || pk?.baseType !== 'text') {
      return `${where}the table "${tableText(meta.table)}" cannot be used as an enum: an enum table needs a single text primary key`;
    }
    if (others.length > 1 || (others.length === 1 && others[0]?.name !== 'comment')) {
      return `${where}the table "${tableText(meta.table)}" cannot be used as an enum: it may have only a "comment" column besides its key`;
    }
  }
  return null;
}

/** The table a relationship points to and the column pairs (local → remote) it joins on. */
export interface ResolvedRelationship {
  target: QualifiedTable;
  mapping: [string, string][];
}

export function resolveRelationship(
  rel: Relationship,
  kind: 'object' | 'array',
  info: TableInfo,
  catalog: Catalog,
): ResolvedRelationship | string {
  const manual = rel.using.manual_configuration;
  if (manual) {
    if (!isRecord(manual.column_mapping)) return 'manual_configuration needs a column_mapping';
    return { target: manual.remote_table, mapping: Object.entries(manual.column_mapping) };
  }
  const on = rel.using.foreign_key_constraint_on;
  if (on === undefined) return 'has neither foreign_key_constraint_on nor manual_configuration';
  if (kind === 'object' && (typeof on === 'string' || Array.isArray(on))) {
    const cols = typeof on === 'string' ? [on] : on;
    const fk = info.foreignKeys.find((f) => sameColumns(f.columns, cols));
    if (!fk) return `no foreign constraint exists on the given column(s) (${cols.join(', ')})`;
    return {
      target: { schema: fk.refSchema, name: fk.refTable },
      mapping: fk.columns.map((c, i): [string, string] => [c, fk.refColumns[i] ?? '']),
    };
  }
  if (isRecord(on) && !Array.isArray(on)) {
    const remote = catalog.get(tableKey(on.table.schema, on.table.name));
    if (!remote) return `table "${tableText(on.table)}" does not exist in source: ${SOURCE}`;
    const cols = on.columns ?? (on.column ? [on.column] : []);
    const fk = remote.foreignKeys.find(
      (f) => sameColumns(f.columns, cols) && f.refSchema === info.schema && f.refTable === info.name,
    );
    if (!fk) return `no foreign constraint exists on the given column(s) (${cols.join(', ')}) of table "${tableText(on.table)}" to this table`;
    // Seen from this table: its referenced columns join the remote table's referencing columns.
    return { target: on.table, mapping: fk.refColumns.map((c, i): [string, string] => [c, fk.columns[i] ?? '']) };
  }
  return `an ${kind} relationship cannot use foreign_key_constraint_on: ${JSON.stringify(on)}`;
}

function relationshipProblem(
  rel: Relationship, kind: 'object' | 'array', info: TableInfo, names: ReadonlySet<string>,
  tracked: ReadonlyMap<string, TableMetadata>, catalog: Catalog,
): string | null {
  if (!isRecord(rel.using)) return 'expected "using" to be an object';
  if (names.has(rel.name)) return `relationship "${rel.name}" is defined twice`;
  if (info.columns.some((c) => c.name === rel.name)) return `relationship "${rel.name}" conflicts with a column of the same name`;
  const resolved = resolveRelationship(rel, kind, info, catalog);
  if (typeof resolved === 'string') return resolved;
  const remote = catalog.get(tableKey(resolved.target.schema, resolved.target.name));
  if (!remote) return `table "${tableText(resolved.target)}" does not exist in source: ${SOURCE}`;
  if (!tracked.has(tableKey(remote.schema, remote.name))) return `table "${tableText(resolved.target)}" is not tracked`;
  for (const [local, far] of resolved.mapping) {
    if (!info.columns.some((c) => c.name === local)) return `column "${local}" does not exist`;
    if (!remote.columns.some((c) => c.name === far)) return `column "${far}" does not exist in table "${tableText(resolved.target)}"`;
  }
  return null;
}

function permissionProblem(
  kind: PermissionKind, permission: unknown, meta: TableMetadata,
  tables: ReadonlyMap<string, TableMetadata>, catalog: Catalog,
): string | null {
  if (!isRecord(permission)) return 'expected "permission" to be an object';
  const info = catalog.get(tableKey(meta.table.schema, meta.table.name)) as TableInfo;
  const columnProblem = (list: unknown, key: string): string | null => {
    if (list === '*') return null;
    if (!Array.isArray(list) || list.some((c) => typeof c !== 'string')) return `expected "${key}" to be "*" or a list of column names`;
    const missing = (list as string[]).find((c) => !info.columns.some((col) => col.name === c));
    return missing === undefined ? null : `column "${missing}" does not exist`;
  };
  const presetProblem = (set: unknown): string | null => {
    if (set === undefined || set === null) return null;
    if (!isRecord(set)) return 'expected "set" to be an object';
    const missing = Object.keys(set).find((c) => !info.columns.some((col) => col.name === c));
    return missing === undefined ? null : `column "${missing}" does not exist`;
  };
  const filterProblem = (exp: unknown, key: string, optional: boolean): string | null => {
    if (exp === undefined || exp === null) return optional ? null : `expected "${key}" to be a boolean expression`;
    return boolExpProblem(exp, meta, tables, catalog);
  };
  switch (kind) {
    case 'select':
      return columnProblem(permission.columns, 'columns') ?? filterProblem(permission.filter, 'filter', false)
        ?? (permission.limit === undefined || permission.limit === null || (Number.isInteger(permission.limit) && (permission.limit as number) >= 0)
          ? null : 'expected "limit" to be a non-negative integer');
    case 'insert':
      return columnProblem(permission.columns ?? '*', 'columns') ?? presetProblem(permission.set) ?? filterProblem(permission.check, 'check', true);
    case 'update':
      return columnProblem(permission.columns, 'columns') ?? presetProblem(permission.set)
        ?? filterProblem(permission.filter, 'filter', false) ?? filterProblem(permission.check, 'check', true);
    case 'delete':
      return filterProblem(permission.filter, 'filter', false);
  }
}

/** The first problem of a permission's boolean expression on `meta`'s table, following relationships and `_exists`. */
function boolExpProblem(
  exp: unknown, meta: TableMetadata, tables: ReadonlyMap<string, TableMetadata>, catalog: Catalog, root: TableInfo | null = null,
): string | null {
  if (!isRecord(exp) || Array.isArray(exp)) return 'expected a boolean expression (an object)';
  const info = catalog.get(tableKey(meta.table.schema, meta.table.name));
  if (!info) return `table "${tableText(meta.table)}" does not exist`;
  // `["$", col]` in a column comparison names a column of the permission's own table, the root of the expression.
  const rootTable = root ?? info;
  for (const [rawKey, value] of Object.entries(exp as BoolExp)) {
    const key = canonicalOperator(rawKey);
    if (key === '_and' || key === '_or') {
      for (const item of Array.isArray(value) ? value : [value]) {
        const problem = boolExpProblem(item, meta, tables, catalog, rootTable);
        if (problem) return problem;
      }
      continue;
    }
    if (key === '_not') {
      const problem = boolExpProblem(value, meta, tables, catalog, rootTable);
      if (problem) return problem;
      continue;
    }
    if (key === '_exists') {
      if (!isRecord(value) || !isRecord(value._table) || !isRecord(value._where)) return '_exists expects {"_table": <table>, "_where": <boolean expression>}';
      const target = value._table as unknown as QualifiedTable;
      const table = tables.get(tableKey(target.schema, target.name));
      if (!table) return `in _exists: table "${tableText(target)}" does not exist or is not tracked`;
      const problem = boolExpProblem(value._where, table, tables, catalog, rootTable);
      if (problem) return `in _exists: ${problem}`;
      continue;
    }
    const column = info.columns.find((c) => c.name === key);
    if (column) {
      const problem = operatorsProblem(key, value, info, rootTable);
      if (problem) return problem;
      continue;
    }
    // A computed field is checked against its function later, with the functions (catalog/resolveFunctions.ts),
    // which drops the permissions naming one that does not fit.
    if (meta.computed_fields?.some((f) => f.name === key)) continue;
    const rel = [...(meta.object_relationships ?? []), ...(meta.array_relationships ?? [])].find((r) => r.name === key);
    if (!rel) return `"${key}" does not exist`;
    const kind = meta.object_relationships?.includes(rel) ? 'object' : 'array';
    const resolved = resolveRelationship(rel, kind, info, catalog);
    if (typeof resolved === 'string') return `"${key}" does not exist`;
    const target = tables.get(tableKey(resolved.target.schema, resolved.target.name));
    if (!target) return `"${key}" does not exist`;
    const problem = boolExpProblem(value, target, tables, catalog, rootTable);
    if (problem) return `in relationship "${key}": ${problem}`;
  }
  return null;
}

/** A column's condition: a value (the `_eq` shorthand) or an object of operators the engine compiles. */
function operatorsProblem(column: string, value: unknown, info: TableInfo, root: TableInfo): string | null {
  if (!isRecord(value) || Array.isArray(value)) return null;
  for (const [rawOp, operand] of Object.entries(value)) {
    const op = canonicalOperator(rawOp);
    if (isSpatialOperator(op)) {
      // PostGIS operators exist for geometry and geography columns only, `_st_d_within` taking {distance, from}.
      const type = info.columns.find((c) => c.name === column)?.baseType ?? '';
      if (!spatialOperatorFits(type, op)) return `Unknown operator: ${rawOp}`;
      if (op.endsWith('_d_within') && !(isRecord(operand) && 'distance' in operand && 'from' in operand)) {
        return `expected an object with "distance" and "from" for ${rawOp} on column "${column}"`;
      }
      continue;
    }
    if (!COLUMN_OPERATORS.has(op)) return `Unknown operator: ${rawOp}`;
    if (op === '_is_null' && typeof operand !== 'boolean') return `expected a boolean for ${rawOp} on column "${column}"`;
    if (LIST_OPERATORS.has(op) && !Array.isArray(operand) && !(typeof operand === 'string' && /^x-hasura-/i.test(operand))) {
      return `expected a list (or a session variable) for ${rawOp} on column "${column}"`;
    }
    if (COLUMN_COMPARISONS.has(op)) {
      const other: unknown = Array.isArray(operand) ? (operand as unknown[])[operand.length - 1] : operand;
      if (typeof other !== 'string') return `expected a column name for ${rawOp} on column "${column}"`;
      const scope = Array.isArray(operand) && operand[0] === '$' ? root : info;
      if (!scope.columns.some((c) => c.name === other)) return `column "${other}" does not exist`;
    }
  }
  return null;
}

function sameColumns(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((c, i) => c === b[i]);
}
