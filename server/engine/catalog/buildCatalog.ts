/**
 * Stage 1 of the pipeline (called by `createEngine`): joins the introspected database with the Hasura metadata into
 * an immutable {@link EngineCatalog}. Enum tables' values are read here, once, as Hasura reads them when it loads
 * metadata.
 */
import { tableKey, type Catalog, type TableInfo } from '../../db/introspect.ts';
import type { Queryable } from '../../db/driver.ts';
import { resolveRelationship } from '../metadata/validateMetadata.ts';
import type { Metadata, TableMetadata } from '../metadata/types.ts';
import type { InconsistentObject } from '../metadata/validateMetadata.ts';
import { quoteIdent } from '../compile/sql.ts';
import { qualifiedTableName, rootFieldNames, scalarName, tableBaseName, typeNames } from '../schema/naming.ts';
import type { CatalogColumn, CatalogRelationship, CatalogTable, EngineCatalog, EnumValue } from './types.ts';

export class CatalogError extends Error {
  override name = 'CatalogError';
  /** What is wrong, in the words that follow "cannot be used as an enum because" in Hasura's report. */
  readonly reason: string;

  constructor(message: string, reason = message) {
    super(message);
    this.reason = reason;
  }
}

export async function buildCatalog(
  metadata: Metadata, dbCatalog: Catalog, db: Queryable, inferFunctionPermissions = true,
): Promise<EngineCatalog> {
  const source = metadata.sources.find((s) => s.name === 'default') ?? metadata.sources.at(0);
  const entries = (source?.tables ?? []).map((meta) => {
    const info = dbCatalog.get(tableKey(meta.table.schema, meta.table.name));
    if (!info) throw new CatalogError(`table ${meta.table.schema}.${meta.table.name} is tracked but does not exist`);
    return { meta, info };
  });

  const byKey = new Map<string, CatalogTable>();
  const roles = new Set<string>();
  for (const { meta, info } of entries) {
    const table = await tableShell(meta, info, db);
    byKey.set(tableKey(info.schema, info.name), table);
    for (const list of [meta.select_permissions, meta.insert_permissions, meta.update_permissions, meta.delete_permissions]) {
      for (const p of list ?? []) roles.add(p.role);
    }
  }
  // Second pass: columns (which may reference enum tables) and relationships need every table to exist.
  for (const { meta, info } of entries) {
    const table = byKey.get(tableKey(info.schema, info.name));
    if (!table) continue;
    table.columns = columnsOf(meta, info, byKey);
    table.columnsBySql = new Map(table.columns.map((c) => [c.sqlName, c]));
    table.relationships.push(...relationshipsOf(meta, info, table, dbCatalog, byKey));
  }
  return { tables: [...byKey.values()], functions: [], byKey, roles, inferFunctionPermissions };
}

async function tableShell(meta: TableMetadata, info: TableInfo, db: Queryable): Promise<CatalogTable> {
  const name = tableBaseName(info.schema, info.name, meta.configuration);
  const perms = <P>(list: { role: string; permission: P }[] | undefined) =>
    new Map((list ?? []).map((p) => [p.role, p.permission]));
  return {
    schema: info.schema,
    sqlName: info.name,
    name,
    qualified: qualifiedTableName(info.schema, info.name),
    description: meta.configuration?.comment ?? info.comment,
    columns: [],
    columnsBySql: new Map(),
    primaryKey: info.primaryKey,
    uniqueConstraints: info.uniqueConstraints,
    constraints: [
      ...(info.primaryKeyName ? [{ name: info.primaryKeyName, columns: info.primaryKey }] : []),
      ...info.uniqueConstraints,
    ],
    relationships: [],
    computedFields: [],
    rootFields: rootFieldNames(name, meta.configuration),
    enumValues: meta.is_enum ? await enumValues(info, db) : null,
    permissions: {
      select: perms(meta.select_permissions),
      insert: perms(meta.insert_permissions),
      update: perms(meta.update_permissions),
      delete: perms(meta.delete_permissions),
    },
  };
}

/**
 * The tables the catalog cannot hold, as the inconsistent objects Hasura reports for them, so the engine drops them
 * instead of refusing to start or building schemas that break every request: an enum table whose rows are no GraphQL
 * enum names (read from the database only now), and a table whose GraphQL names (its type's base name, its root
 * fields, its fields) clash with an earlier table's or among themselves.
 */
export async function inconsistentTables(metadata: Metadata, dbCatalog: Catalog, db: Queryable): Promise<InconsistentObject[]> {
  const source = metadata.sources.find((s) => s.name === 'default') ?? metadata.sources.at(0);
  const found: InconsistentObject[] = [];
  const types = new Map<string, string>();
  const rootFields = new Map<string, string>();
  for (const meta of source?.tables ?? []) {
    const info = dbCatalog.get(tableKey(meta.table.schema, meta.table.name));
    if (!info) continue;
    const text = qualifiedTableName(meta.table.schema, meta.table.name);
    const report = (reason: string) => {
      found.push({
        definition: { name: meta.table.name, schema: meta.table.schema },
        name: `table ${text} in source ${source?.name ?? 'default'}`,
        reason: `Inconsistent object: in table "${text}": ${reason}`,
        type: 'table',
      });
    };
    if (meta.is_enum) {
      try {
        await enumValues(info, db);
      } catch (error) {
        if (!(error instanceof CatalogError)) throw error;
        report(`the table "${text}" cannot be used as an enum because ${error.reason}`);
        continue;
      }
    }
    const clash = namingClash(meta, info, types, rootFields);
    if (clash) {
      report(clash);
      continue;
    }
    const base = tableBaseName(info.schema, info.name, meta.configuration);
    types.set(base, text);
    for (const [, field] of rootFieldsOf(base, meta)) rootFields.set(field, text);
  }
  return found;
}

/** Each root field's key (`select`, `insert_one` …) and name. */
const rootFieldsOf = (base: string, meta: TableMetadata): [string, string][] =>
  Object.entries(rootFieldNames(base, meta.configuration) as unknown as Record<string, string>);

/** The first GraphQL name of this table that another table already uses, or that two of its own fields share. */
function namingClash(
  meta: TableMetadata, info: TableInfo, types: ReadonlyMap<string, string>, rootFields: ReadonlyMap<string, string>,
): string | null {
  const base = tableBaseName(info.schema, info.name, meta.configuration);
  const typeOwner = types.get(base);
  if (typeOwner !== undefined) return `the type name "${base}" is already used by table "${typeOwner}"`;
  for (const [key, field] of rootFieldsOf(base, meta)) {
    const owner = rootFields.get(field);
    if (owner !== undefined) return `the root field "${field}" (${key}) is already defined by table "${owner}"`;
  }
  const config = meta.configuration;
  const fields = new Set<string>();
  const names = [
    ...info.columns.map((c) => config?.column_config?.[c.name]?.custom_name ?? config?.custom_column_names?.[c.name] ?? c.name),
    ...[...(meta.object_relationships ?? []), ...(meta.array_relationships ?? [])].map((r) => r.name),
  ];
  for (const name of names) {
    if (fields.has(name)) return `the field "${name}" is defined more than once (columns, custom column names and relationships share one namespace)`;
    fields.add(name);
  }
  return null;
}

async function enumValues(info: TableInfo, db: Queryable): Promise<EnumValue[]> {
  const key = info.primaryKey[0];
  if (info.primaryKey.length !== 1 || !key) {
    throw new CatalogError(`enum table ${info.schema}.${info.name} needs a one-column key`, 'it needs a primary key of one column');
  }
  const hasComment = info.columns.some((c) => c.name === 'comment');
  const { rows } = await db.query<{ value: string; comment: string | null }>(
    `SELECT ${quoteIdent(key)}::text AS value, ${hasComment ? 'comment::text' : 'NULL::text'} AS comment
     FROM ${quoteIdent(info.schema)}.${quoteIdent(info.name)} ORDER BY 1`,
  );
  for (const { value } of rows) {
    if (!/^[_A-Za-z][_0-9A-Za-z]*$/.test(value)) {
      throw new CatalogError(
        `enum table ${info.schema}.${info.name}: "${value}" is not a valid GraphQL enum value`,
        `the value "${value}" is not a valid GraphQL enum value name`,
      );
    }
  }
  return rows;
}

function columnsOf(meta: TableMetadata, info: TableInfo, byKey: ReadonlyMap<string, CatalogTable>): CatalogColumn[] {
  const config = meta.configuration;
  return info.columns.map((c) => {
    const fk = info.foreignKeys.find((f) => f.columns.length === 1 && f.columns[0] === c.name);
    const target = fk ? byKey.get(tableKey(fk.refSchema, fk.refTable)) : undefined;
    const enumTable = target?.enumValues ? target : null;
    return {
      sqlName: c.name,
      name: config?.column_config?.[c.name]?.custom_name ?? config?.custom_column_names?.[c.name] ?? c.name,
      pgType: c.baseType,
      castType: c.castType,
      scalar: enumTable ? typeNames.enumOf(enumTable.name) : scalarName(c.baseType),
      enumTable,
      nullable: c.nullable,
      generated: c.generated,
      description: config?.column_config?.[c.name]?.comment ?? c.comment,
    };
  });
}

function relationshipsOf(
  meta: TableMetadata,
  info: TableInfo,
  table: CatalogTable,
  dbCatalog: Catalog,
  byKey: ReadonlyMap<string, CatalogTable>,
): CatalogRelationship[] {
  const out: CatalogRelationship[] = [];
  const kinds = [
    ['object', meta.object_relationships ?? []],
    ['array', meta.array_relationships ?? []],
  ] as const;
  for (const [kind, list] of kinds) {
    for (const rel of list) {
      const resolved = resolveRelationship(rel, kind, info, dbCatalog);
      if (typeof resolved === 'string') throw new CatalogError(`${table.name}.${rel.name}: ${resolved}`);
      const target = byKey.get(tableKey(resolved.target.schema, resolved.target.name));
      if (!target) throw new CatalogError(`${table.name}.${rel.name}: target table is not tracked`);
      // See contract §1.3: only an FK on this table's own NOT NULL columns makes an object relationship non-null.
      const localFk = kind === 'object' && rel.using.foreign_key_constraint_on !== undefined
        && (typeof rel.using.foreign_key_constraint_on === 'string' || Array.isArray(rel.using.foreign_key_constraint_on));
      const nullable = !(localFk && resolved.mapping.every(([local]) => !table.columnsBySql.get(local)?.nullable));
      const on = rel.using.foreign_key_constraint_on;
      const remoteFk = on !== undefined && typeof on === 'object' && !Array.isArray(on);
      const insertAfterParent = kind === 'object' && (remoteFk || rel.using.manual_configuration?.insertion_order === 'after_parent');
      out.push({ name: rel.name, kind, target, mapping: resolved.mapping, nullable, ...(insertAfterParent ? { insertAfterParent } : {}) });
    }
  }
  return out;
}
