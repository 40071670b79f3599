/**
 * Hasura v2 metadata (config v3, `nhost/metadata/`) as typed values: the subset the engine reads. Field names are
 * Hasura's own, so a file reads the same here as in Hasura's documentation.
 */

export interface QualifiedTable {
  schema: string;
  name: string;
}

/** A boolean expression as written in metadata: `{col: {_eq: v}}`, `{rel: {...}}`, `{_and: [...]}` … */
export type BoolExp = { [key: string]: unknown };

/** After loading (loadMetadata.ts), the remote form always has `columns` as a list and `table` as `{schema, name}`. */
export type ForeignKeyUsing =
  | string
  | string[]
  | { table: QualifiedTable; column?: string; columns?: string[] };

export interface ManualConfiguration {
  remote_table: QualifiedTable;
  column_mapping: Record<string, string>;
  insertion_order?: 'before_parent' | 'after_parent' | null;
}

export interface Relationship {
  name: string;
  using: { foreign_key_constraint_on?: ForeignKeyUsing; manual_configuration?: ManualConfiguration };
  comment?: string;
}

export interface TableConfiguration {
  custom_name?: string;
  custom_root_fields?: Record<string, string | { name?: string; comment?: string } | null>;
  column_config?: Record<string, { custom_name?: string; comment?: string }>;
  custom_column_names?: Record<string, string>;
  comment?: string;
}

export type Columns = string[] | '*';

export interface InsertPermission {
  check: BoolExp | null;
  set?: Record<string, unknown>;
  /** Absent in older metadata, where it means every column: the loader writes `"*"` then. */
  columns: Columns;
  backend_only?: boolean;
}

export interface SelectPermission {
  columns: Columns;
  filter: BoolExp;
  limit?: number;
  allow_aggregations?: boolean;
  query_root_fields?: string[];
  subscription_root_fields?: string[];
  /** The computed fields the role may select and filter on (metadata/databases/.../tables/*.yaml). */
  computed_fields?: string[];
}

export interface UpdatePermission {
  columns: Columns;
  filter: BoolExp;
  check?: BoolExp | null;
  set?: Record<string, unknown>;
  backend_only?: boolean;
}

export interface DeletePermission {
  filter: BoolExp;
  backend_only?: boolean;
}

export interface RolePermission<P> {
  role: string;
  permission: P;
  comment?: string;
}

/** A SQL function of a table's row (and arguments) read as a field of the table (`add_computed_field`). */
export interface ComputedField {
  name: string;
  definition: {
    function: QualifiedTable;
    /** The argument receiving the row; the first argument when absent. */
    table_argument?: string;
    /** The argument receiving the session variables as JSON. */
    session_argument?: string;
  };
  comment?: string;
}

export interface FunctionConfiguration {
  custom_name?: string;
  custom_root_fields?: { function?: string; function_aggregate?: string };
  session_argument?: string;
  /** `mutation` for VOLATILE functions; the default `query` requires STABLE or IMMUTABLE. */
  exposed_as?: 'query' | 'mutation';
}

/** A tracked SQL function (`functions/<schema>_<name>.yaml`), a root field returning rows of a tracked table. */
export interface FunctionMetadata {
  function: QualifiedTable;
  configuration?: FunctionConfiguration;
  /** Roles granted the function (`pg_create_function_permission`). */
  permissions?: { role: string }[];
  comment?: string;
}

export interface TableMetadata {
  table: QualifiedTable;
  is_enum?: boolean;
  configuration?: TableConfiguration;
  computed_fields?: ComputedField[];
  object_relationships?: Relationship[];
  array_relationships?: Relationship[];
  insert_permissions?: RolePermission<InsertPermission>[];
  select_permissions?: RolePermission<SelectPermission>[];
  update_permissions?: RolePermission<UpdatePermission>[];
  delete_permissions?: RolePermission<DeletePermission>[];
}

export interface SourceMetadata {
  name: string;
  kind: string;
  tables: TableMetadata[];
  functions: FunctionMetadata[];
}

/** A role made of other roles (`inherited_roles.yaml`): it sees what any of `role_set` sees (see catalog/inheritRoles.ts). */
export interface InheritedRole {
  role_name: string;
  role_set: string[];
}

export interface Metadata {
  version: number;
  sources: SourceMetadata[];
  /** Absent when the directory has no `inherited_roles.yaml`. */
  inherited_roles?: InheritedRole[];
}
