/**
 * The engine's catalog: the database's tables joined with their Hasura metadata, resolved once at start. Every later
 * stage (schema, IR, SQL) reads tables, columns and relationships from here and never from raw metadata.
 */
import type {
  DeletePermission, InsertPermission, QualifiedTable, SelectPermission, UpdatePermission,
} from '../metadata/types.ts';

export interface CatalogColumn {
  /** The SQL column name. */
  sqlName: string;
  /** The GraphQL field name (`column_config.<col>.custom_name` or the SQL name). */
  name: string;
  /** PostgreSQL base type name (`int4`, `uuid`, `citext` for an `auth.email` domain, `_text` for text[]). */
  pgType: string;
  /** The type as a cast writes it (`numeric`, `citext`, `text[]`). */
  castType: string;
  /** The GraphQL scalar name (contract §1.10) or, for a reference to an enum table, its enum type name. */
  scalar: string;
  /** Set when the column references an enum table (`is_enum: true`) with a foreign key. */
  enumTable: CatalogTable | null;
  nullable: boolean;
  /** A generated column: selectable, never in an insert or update (Hasura's column mutability). */
  generated: boolean;
  description: string | null;
}

export interface CatalogRelationship {
  name: string;
  kind: 'object' | 'array';
  target: CatalogTable;
  /** Column pairs joining this table's SQL column (first) to the target's (second). */
  mapping: readonly (readonly [string, string])[];
  /** GraphQL nullability of an object relationship (contract §1.3): only local, all-NOT NULL foreign keys. */
  nullable: boolean;
}

export interface EnumValue {
  value: string;
  comment: string | null;
}

export interface CatalogTable {
  schema: string;
  sqlName: string;
  /** The base name `T` every type and default root field derives from. */
  name: string;
  /** `"table"` for public, `"schema.table"` otherwise: how Hasura quotes the table in descriptions. */
  qualified: string;
  description: string | null;
  columns: CatalogColumn[];
  columnsBySql: ReadonlyMap<string, CatalogColumn>;
  primaryKey: string[];
  uniqueConstraints: { name: string; columns: string[] }[];
  /** The primary key and unique constraints: what `on_conflict` may name (`T_constraint`). */
  constraints: { name: string; columns: string[] }[];
  relationships: CatalogRelationship[];
  rootFields: RootFieldNames;
  /** The values of an enum table (`is_enum: true`), else null. */
  enumValues: EnumValue[] | null;
  permissions: TablePermissions;
}

export interface RootFieldNames {
  select: string;
  select_by_pk: string;
  select_aggregate: string;
  select_stream: string;
  insert: string;
  insert_one: string;
  update: string;
  update_by_pk: string;
  update_many: string;
  delete: string;
  delete_by_pk: string;
}

export interface TablePermissions {
  select: ReadonlyMap<string, SelectPermission>;
  insert: ReadonlyMap<string, InsertPermission>;
  update: ReadonlyMap<string, UpdatePermission>;
  delete: ReadonlyMap<string, DeletePermission>;
}

export interface EngineCatalog {
  tables: CatalogTable[];
  byKey: ReadonlyMap<string, CatalogTable>;
  /** Every role named in a permission, for building per-role schemas. */
  roles: ReadonlySet<string>;
}

export type { QualifiedTable };
