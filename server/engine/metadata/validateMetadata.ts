/**
 * Checks metadata against the database it describes, the way Hasura refuses inconsistent metadata: every tracked
 * table exists; every column named in configuration, relationships and permissions exists; every
 * `foreign_key_constraint_on` names a real foreign key; boolean expressions only traverse real columns and
 * relationships; enum tables have Hasura's required shape. Returns the problems found (empty when consistent).
 */
import { tableKey, type Catalog, type TableInfo } from '../../db/introspect.ts';
import type { BoolExp, Metadata, Relationship, TableMetadata } from './types.ts';

interface Context {
  catalog: Catalog;
  tracked: Map<string, TableMetadata>;
  problems: string[];
}

/** Operators allowed on a column in a boolean expression (Hasura v2, contract §1.5). */
const COLUMN_OPERATORS = new Set([
  '_eq', '_neq', '_gt', '_lt', '_gte', '_lte', '_in', '_nin', '_is_null', '_like', '_nlike', '_ilike', '_nilike',
  '_similar', '_nsimilar', '_regex', '_nregex', '_iregex', '_niregex', '_contains', '_contained_in', '_has_key',
  '_has_keys_any', '_has_keys_all', '_ceq', '_cne', '_cgt', '_clt', '_cgte', '_clte',
]);

export function validateMetadata(metadata: Metadata, catalog: Catalog): string[] {
  const problems: string[] = [];
  for (const source of metadata.sources) {
    const tracked = new Map(source.tables.map((t) => [tableKey(t.table.schema, t.table.name), t]));
    const context: Context = { catalog, tracked, problems };
    for (const table of source.tables) validateTable(table, context);
  }
  return problems;
}

function validateTable(meta: TableMetadata, ctx: Context): void {
  const where = `${meta.table.schema}_${meta.table.name}`;
  const info = ctx.catalog.get(tableKey(meta.table.schema, meta.table.name));
  if (!info) {
    ctx.problems.push(`${where}: table ${meta.table.schema}.${meta.table.name} does not exist`);
    return;
  }
  const columns = new Set(info.columns.map((c) => c.name));
  const needColumn = (column: string, at: string) => {
    if (!columns.has(column)) ctx.problems.push(`${where}: ${at}: no column "${column}"`);
  };

  if (meta.is_enum) validateEnumTable(info, where, ctx);
  for (const column of Object.keys(meta.configuration?.column_config ?? {})) needColumn(column, 'column_config');
  for (const column of Object.keys(meta.configuration?.custom_column_names ?? {})) {
    needColumn(column, 'custom_column_names');
  }

  const relationships = [...(meta.object_relationships ?? []), ...(meta.array_relationships ?? [])];
  const names = new Set<string>();
  for (const rel of relationships) {
    if (names.has(rel.name)) ctx.problems.push(`${where}: relationship "${rel.name}" is defined twice`);
    if (columns.has(rel.name)) ctx.problems.push(`${where}: relationship "${rel.name}" clashes with a column`);
    names.add(rel.name);
  }
  for (const rel of meta.object_relationships ?? []) validateRelationship(rel, 'object', info, where, ctx);
  for (const rel of meta.array_relationships ?? []) validateRelationship(rel, 'array', info, where, ctx);

  const checkColumns = (list: string[] | '*', at: string) => {
    if (list !== '*') for (const column of list) needColumn(column, at);
  };
  for (const { role, permission } of meta.select_permissions ?? []) {
    checkColumns(permission.columns, `select permission of ${role}`);
    validateBoolExp(permission.filter, meta, `select filter of ${role}`, ctx);
  }
  for (const { role, permission } of meta.insert_permissions ?? []) {
    checkColumns(permission.columns, `insert permission of ${role}`);
    for (const column of Object.keys(permission.set ?? {})) needColumn(column, `insert preset of ${role}`);
    if (permission.check) validateBoolExp(permission.check, meta, `insert check of ${role}`, ctx);
  }
  for (const { role, permission } of meta.update_permissions ?? []) {
    checkColumns(permission.columns, `update permission of ${role}`);
    for (const column of Object.keys(permission.set ?? {})) needColumn(column, `update preset of ${role}`);
    validateBoolExp(permission.filter, meta, `update filter of ${role}`, ctx);
    if (permission.check) validateBoolExp(permission.check, meta, `update check of ${role}`, ctx);
  }
  for (const { role, permission } of meta.delete_permissions ?? []) {
    validateBoolExp(permission.filter, meta, `delete filter of ${role}`, ctx);
  }
}

/** Hasura's rule: a single-column text primary key, plus at most a text `comment` column. */
function validateEnumTable(info: TableInfo, where: string, ctx: Context): void {
  const others = info.columns.filter((c) => !info.primaryKey.includes(c.name));
  const pk = info.columns.find((c) => c.name === info.primaryKey[0]);
  if (info.primaryKey.length !== 1 || pk?.baseType !== 'text') {
    ctx.problems.push(`${where}: an enum table needs a single text primary key`);
  }
  if (others.length > 1 || (others.length === 1 && others[0].name !== 'comment')) {
    ctx.problems.push(`${where}: an enum table may have only a "comment" column besides its key`);
  }
}

/** The table a relationship points to and the column pairs (local → remote) it joins on. */
export interface ResolvedRelationship {
  target: { schema: string; name: string };
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
    return { target: manual.remote_table, mapping: Object.entries(manual.column_mapping) };
  }
  const on = rel.using.foreign_key_constraint_on;
  if (on === undefined) return 'has neither foreign_key_constraint_on nor manual_configuration';
  if (kind === 'object' && (typeof on === 'string' || Array.isArray(on))) {
    const cols = typeof on === 'string' ? [on] : on;
    const fk = info.foreignKeys.find((f) => sameColumns(f.columns, cols));
    if (!fk) return `no foreign key on (${cols.join(', ')})`;
    return {
      target: { schema: fk.refSchema, name: fk.refTable },
      mapping: fk.columns.map((c, i) => [c, fk.refColumns[i]]),
    };
  }
  if (typeof on === 'object' && !Array.isArray(on)) {
    const remote = catalog.get(tableKey(on.table.schema, on.table.name));
    if (!remote) return `remote table ${on.table.schema}.${on.table.name} does not exist`;
    const cols = on.columns ?? (on.column ? [on.column] : []);
    const fk = remote.foreignKeys.find(
      (f) => sameColumns(f.columns, cols) && f.refSchema === info.schema && f.refTable === info.name,
    );
    if (!fk) return `no foreign key on ${on.table.schema}.${on.table.name} (${cols.join(', ')}) to this table`;
    // Seen from this table: its referenced columns join the remote table's referencing columns.
    return { target: on.table, mapping: fk.refColumns.map((c, i) => [c, fk.columns[i]]) };
  }
  return `an ${kind} relationship cannot use foreign_key_constraint_on: ${JSON.stringify(on)}`;
}

function validateRelationship(
  rel: Relationship,
  kind: 'object' | 'array',
  info: TableInfo,
  where: string,
  ctx: Context,
): void {
  const resolved = resolveRelationship(rel, kind, info, ctx.catalog);
  if (typeof resolved === 'string') {
    ctx.problems.push(`${where}: relationship "${rel.name}": ${resolved}`);
    return;
  }
  const remote = ctx.catalog.get(tableKey(resolved.target.schema, resolved.target.name));
  if (!remote) {
    ctx.problems.push(`${where}: relationship "${rel.name}": table ${resolved.target.schema}.${resolved.target.name} does not exist`);
    return;
  }
  if (!ctx.tracked.has(tableKey(remote.schema, remote.name))) {
    ctx.problems.push(`${where}: relationship "${rel.name}": table ${remote.schema}.${remote.name} is not tracked`);
  }
  for (const [local, far] of resolved.mapping) {
    if (!info.columns.some((c) => c.name === local)) {
      ctx.problems.push(`${where}: relationship "${rel.name}": no column "${local}"`);
    }
    if (!remote.columns.some((c) => c.name === far)) {
      ctx.problems.push(`${where}: relationship "${rel.name}": no column "${far}" in ${remote.schema}.${remote.name}`);
    }
  }
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

function sameColumns(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((c, i) => c === b[i]);
}

/** Walks a boolean expression, following relationships into their tables. */
function validateBoolExp(exp: BoolExp, meta: TableMetadata, at: string, ctx: Context): void {
  const where = `${meta.table.schema}_${meta.table.name}`;
  const info = ctx.catalog.get(tableKey(meta.table.schema, meta.table.name));
  if (!info) return;
  for (const [key, value] of Object.entries(exp)) {
    if (key === '_and' || key === '_or') {
      if (!Array.isArray(value)) ctx.problems.push(`${where}: ${at}: ${key} takes a list`);
      else for (const item of value) validateBoolExp(item as BoolExp, meta, at, ctx);
      continue;
    }
    if (key === '_not') {
      validateBoolExp(value as BoolExp, meta, at, ctx);
      continue;
    }
    if (key === '_exists') continue;
    if (info.columns.some((c) => c.name === key)) {
      for (const op of Object.keys(isObject(value) ? value : {})) {
        if (!COLUMN_OPERATORS.has(op)) ctx.problems.push(`${where}: ${at}: unknown operator ${op} on "${key}"`);
      }
      continue;
    }
    const rel = [...(meta.object_relationships ?? []), ...(meta.array_relationships ?? [])].find((r) => r.name === key);
    if (!rel) {
      ctx.problems.push(`${where}: ${at}: "${key}" is neither a column nor a relationship`);
      continue;
    }
    const kind = meta.object_relationships?.includes(rel) ? 'object' : 'array';
    const resolved = resolveRelationship(rel, kind, info, ctx.catalog);
    if (typeof resolved === 'string') continue; // reported with the relationship itself
    const target = ctx.tracked.get(tableKey(resolved.target.schema, resolved.target.name));
    if (target) validateBoolExp(value as BoolExp, target, `${at} → ${key}`, ctx);
  }
}
