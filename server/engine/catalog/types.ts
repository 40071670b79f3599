/**
 * The engine's catalog: the database's tables joined with their Hasura metadata, resolved once at start. Every later
 * stage (schema, IR, SQL) reads tables, columns and relationships from here and never from raw metadata.
 */
import type {
  BoolExp, DeletePermission, InsertPermission, QualifiedTable, SelectPermission, UpdatePermission,
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
  /**
   * A nested insert writes this object relationship's row after its parent, copying the parent's key into it:
   * Hasura's order for a foreign key on the target table, or a manual one with `insertion_order: after_parent`.
   */
  insertAfterParent?: boolean;
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
  /** Computed fields that fit the database (catalog/resolveFunctions.ts fills them in after the tables). */
  computedFields: CatalogComputedField[];
}

/** An argument a request supplies in `args: {…}` (not the row nor the session argument). */
export interface CatalogFunctionArg {
  /** The SQL name; null for an unnamed argument, which is passed by position. */
  sqlName: string | null;
  /** The GraphQL field name in `args` (`arg_<n>` for an unnamed argument, as Hasura names it). */
  name: string;
  /** Position among the function's arguments, from 0. */
  position: number;
  pgType: string;
  castType: string;
  scalar: string;
  hasDefault: boolean;
}

/** Whatever argument of a function is not supplied by the request: the row or the session. */
export interface ImplicitArgs {
  /** Position and SQL name (null: unnamed) of the argument receiving the session variables as JSON. */
  session: { position: number; sqlName: string | null; castType: string } | null;
  /** Position and SQL name of the argument receiving the table's row (computed fields only). */
  row: { position: number; sqlName: string | null } | null;
}

/** A tracked function (contract §1.2, functions): a root field returning rows of `returns`. */
export interface CatalogFunction {
  schema: string;
  sqlName: string;
  /** The GraphQL base name (`configuration.custom_name` or the function's name, schema-prefixed outside public). */
  name: string;
  rootField: string;
  aggregateRootField: string;
  returns: CatalogTable;
  args: CatalogFunctionArg[];
  implicit: ImplicitArgs;
  exposedAs: 'query' | 'mutation';
  /** Roles granted the function by a function permission. */
  permissions: ReadonlySet<string>;
  description: string | null;
}

export type ComputedFieldReturn =
  | { kind: 'scalar'; column: CatalogColumn }
  | { kind: 'table'; table: CatalogTable };

/** A computed field of a table: a function of the row (and arguments) read as a field. */
export interface CatalogComputedField {
  name: string;
  fn: { schema: string; name: string };
  returns: ComputedFieldReturn;
  args: CatalogFunctionArg[];
  implicit: ImplicitArgs;
  /** The input type of `args` (when the field has any). */
  argsTypeName: string;
  description: string | null;
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

/**
 * What an inherited role sees of a column or scalar computed field only in some of its rows: the condition under
 * which the value is shown (null elsewhere), by SQL column name and by computed field name.
 */
export interface Redactions {
  columns: ReadonlyMap<string, BoolExp>;
  computedFields: ReadonlyMap<string, BoolExp>;
}

export interface TablePermissions {
  select: ReadonlyMap<string, SelectPermission>;
  /** Per inherited role whose select permission is combined from its parents' (catalog/inheritRoles.ts). */
  redactions?: ReadonlyMap<string, Redactions>;
  insert: ReadonlyMap<string, InsertPermission>;
  update: ReadonlyMap<string, UpdatePermission>;
  delete: ReadonlyMap<string, DeletePermission>;
}

export interface EngineCatalog {
  tables: CatalogTable[];
  functions: CatalogFunction[];
  byKey: ReadonlyMap<string, CatalogTable>;
  /** Whether a role reading a function's return table may call the function without a function permission. */
  inferFunctionPermissions: boolean;
  /** Every role named in a permission, for building per-role schemas. */
  roles: ReadonlySet<string>;
}

export type { QualifiedTable };
