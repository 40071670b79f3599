/**
 * Reads a Hasura metadata directory (config v3): `version.yaml`, `databases/databases.yaml` and every file it
 * reaches through `"!include <file>"` strings, which name a file relative to the including file's folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { FunctionMetadata, InheritedRole, Metadata, SourceMetadata, TableMetadata } from './types.ts';
import { isRecord } from '../../../common/isRecord.ts';

export const DEFAULT_METADATA_DIR = path.resolve(import.meta.dirname, '../../../nhost/metadata');

const INCLUDE = /^!include\s+(.+)$/;

/** Parses a YAML file and replaces every `!include` string, at any depth, by the included file's content. */
function readWithIncludes(file: string): unknown {
  const value: unknown = YAML.parse(readFileSync(file, 'utf8'));
  return resolveIncludes(value, path.dirname(file));
}

function resolveIncludes(value: unknown, dir: string): unknown {
  if (typeof value === 'string') {
    const match = INCLUDE.exec(value);
    return match ? readWithIncludes(path.join(dir, match[1].trim())) : value;
  }
  if (Array.isArray(value)) return value.map((item) => resolveIncludes(item, dir));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveIncludes(item, dir)]));
  }
  return value;
}

export class MetadataError extends Error {
  override name = 'MetadataError';
}


/**
 * A table name in any form Hasura's metadata accepts: `{schema, name}`, `{name}` or a bare `"name"`, the last two
 * meaning schema `public`. Anything else is returned as it is, for the consistency check to refuse.
 */
export function qualifiedTable(value: unknown): unknown {
  if (typeof value === 'string') return { schema: 'public', name: value };
  if (isRecord(value) && typeof value.name === 'string') {
    return { schema: typeof value.schema === 'string' ? value.schema : 'public', name: value.name };
  }
  return value;
}

/** `column: "a"`, `columns: "a"`, `columns: ["a", "b"]` (and `column: [...]`): Hasura takes each; all become `columns`. */
function foreignKeyUsing(on: unknown): unknown {
  if (!isRecord(on) || Array.isArray(on)) return on;
  const { column, columns, table, ...rest } = on;
  const list = columns ?? column;
  return { ...rest, table: qualifiedTable(table), columns: list === undefined ? [] : Array.isArray(list) ? list : [list] };
}

function relationship(rel: unknown): unknown {
  if (!isRecord(rel) || !isRecord(rel.using)) return rel;
  const using: Record<string, unknown> = { ...rel.using };
  if (using.foreign_key_constraint_on !== undefined) using.foreign_key_constraint_on = foreignKeyUsing(using.foreign_key_constraint_on);
  if (isRecord(using.manual_configuration)) {
    using.manual_configuration = { ...using.manual_configuration, remote_table: qualifiedTable(using.manual_configuration.remote_table) };
  }
  return { ...rel, using };
}

/** A boolean expression with every `_exists`'s `_table` in the `{schema, name}` form, at any depth. */
function boolExp(exp: unknown): unknown {
  if (Array.isArray(exp)) return exp.map(boolExp);
  if (!isRecord(exp)) return exp;
  return Object.fromEntries(Object.entries(exp).map(([key, value]) => {
    if ((key === '_exists' || key === '$exists') && isRecord(value)) {
      return [key, { ...value, _table: qualifiedTable(value._table), _where: boolExp(value._where) }];
    }
    return [key, boolExp(value)];
  }));
}

function permission(kind: string, entry: unknown): unknown {
  if (!isRecord(entry) || !isRecord(entry.permission)) return entry;
  const p: Record<string, unknown> = { ...entry.permission };
  for (const key of ['filter', 'check']) if (p[key] !== undefined && p[key] !== null) p[key] = boolExp(p[key]);
  // An insert permission without `columns` lets the role insert every column, as Hasura reads it (`columns` was
  // added to insert permissions later; older metadata has none).
  if (kind === 'insert' && p.columns === undefined) p.columns = '*';
  return { ...entry, permission: p };
}

/**
 * A table entry in the one form the engine reads, whichever of Hasura's accepted spellings the files use; the rest of
 * its shape is checked against the database by `checkMetadata`. Null when it names no table at all.
 */
export function normalizeTable(value: unknown): TableMetadata | null {
  if (!isRecord(value)) return null;
  const table = qualifiedTable(value.table);
  if (!isRecord(table) || typeof table.name !== 'string' || typeof table.schema !== 'string') return null;
  const out: Record<string, unknown> = { ...value, table };
  for (const key of ['object_relationships', 'array_relationships']) {
    if (Array.isArray(value[key])) out[key] = (value[key] as unknown[]).map(relationship);
  }
  for (const kind of ['insert', 'select', 'update', 'delete']) {
    const key = `${kind}_permissions`;
    if (Array.isArray(value[key])) out[key] = (value[key] as unknown[]).map((entry) => permission(kind, entry));
  }
  if (Array.isArray(value.computed_fields)) out.computed_fields = (value.computed_fields as unknown[]).map(computedField);
  return out as unknown as TableMetadata;
}

/** A computed field's function named in any of Hasura's spellings, as `{schema, name}`. */
function computedField(field: unknown): unknown {
  if (!isRecord(field) || !isRecord(field.definition)) return field;
  return { ...field, definition: { ...field.definition, function: qualifiedTable(field.definition.function) } };
}

/**
 * A tracked function's entry, `function` as `{schema, name}` (a bare name means `public`, as for tables). Null when it
 * names no function at all.
 */
export function normalizeFunction(value: unknown): FunctionMetadata | null {
  if (!isRecord(value)) return null;
  const fn = qualifiedTable(value.function);
  if (!isRecord(fn) || typeof fn.name !== 'string' || typeof fn.schema !== 'string') return null;
  return { ...value, function: fn } as unknown as FunctionMetadata;
}

export function loadMetadata(dir: string = DEFAULT_METADATA_DIR): Metadata {
  const versionFile: unknown = YAML.parse(readFileSync(path.join(dir, 'version.yaml'), 'utf8'));
  const version = isRecord(versionFile) ? versionFile.version : undefined;
  if (version !== 3) throw new MetadataError(`${dir}/version.yaml: expected version 3, found ${String(version)}`);

  const databases = readWithIncludes(path.join(dir, 'databases', 'databases.yaml'));
  if (!Array.isArray(databases)) throw new MetadataError('databases/databases.yaml must be a list of sources');

  const sources: SourceMetadata[] = databases.map((source: unknown, index) => {
    if (!isRecord(source) || typeof source.name !== 'string') {
      throw new MetadataError(`databases.yaml: source ${index} has no name`);
    }
    const tables = source.tables ?? [];
    if (!Array.isArray(tables)) throw new MetadataError(`source ${source.name}: tables must be a list`);
    const checked = tables.map((table: unknown, i) => {
      const entry = normalizeTable(table);
      if (!entry) throw new MetadataError(`source ${String(source.name)}: table entry ${i} names no table`);
      return entry;
    });
    // Hasura writes `functions: "!include default/functions/functions.yaml"` beside `tables`; absent means none.
    const functionList = source.functions ?? [];
    if (!Array.isArray(functionList)) throw new MetadataError(`source ${source.name}: functions must be a list`);
    const functions = functionList.map((fn: unknown, i) => {
      const entry = normalizeFunction(fn);
      if (!entry) throw new MetadataError(`source ${String(source.name)}: function entry ${i} names no function`);
      return entry;
    });
    const kind = typeof source.kind === 'string' ? source.kind : 'postgres';
    return { name: source.name, kind, tables: checked, functions };
  });
  const inheritedRoles = readInheritedRoles(path.join(dir, 'inherited_roles.yaml'));
  return inheritedRoles.length > 0 ? { version, sources, inherited_roles: inheritedRoles } : { version, sources };
}

/** `inherited_roles.yaml` beside `databases/` (Hasura's layout): a list of `{role_name, role_set}`; absent means none. */
function readInheritedRoles(file: string): InheritedRole[] {
  if (!existsSync(file)) return [];
  const list: unknown = readWithIncludes(file);
  if (list === null || list === undefined) return [];
  if (!Array.isArray(list)) throw new MetadataError('inherited_roles.yaml must be a list of inherited roles');
  return list.map((entry: unknown, i) => {
    const roleSet = isRecord(entry) ? entry.role_set : undefined;
    if (!isRecord(entry) || typeof entry.role_name !== 'string' || !Array.isArray(roleSet) || !roleSet.every((r) => typeof r === 'string')) {
      throw new MetadataError(`inherited_roles.yaml: entry ${i} needs a role_name and a role_set of role names`);
    }
    return { role_name: entry.role_name, role_set: roleSet };
  });
}
