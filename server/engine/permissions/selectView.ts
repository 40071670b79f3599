/**
 * What one role may read of one table (contract §4.3–4.4): the visible columns, the row filter, the row limit,
 * aggregations and root fields. The schema builder renders these views into GraphQL types and the IR builder folds
 * their filters and limits into every read, so both stages see the same permissions.
 */
import type { CatalogColumn, CatalogComputedField, CatalogRelationship, CatalogTable, Redactions } from '../catalog/types.ts';
import type { BoolExp } from '../metadata/types.ts';

export type SelectRootField = 'select' | 'select_by_pk' | 'select_aggregate' | 'select_stream';

export interface SelectView {
  table: CatalogTable;
  /** Visible columns, in table order. */
  columns: CatalogColumn[];
  /** Relationships whose target the role may also read. */
  relationships: CatalogRelationship[];
  /** Scalar computed fields granted (`computed_fields`), and table ones whose table the role may read. */
  computedFields: CatalogComputedField[];
  filter: BoolExp;
  limit: number | null;
  allowAggregations: boolean;
  queryRootFields: ReadonlySet<SelectRootField>;
  subscriptionRootFields: ReadonlySet<SelectRootField>;
  /** An inherited role's fields shown only in some of its rows (catalog/inheritRoles.ts); absent for other roles. */
  redactions?: Redactions;
}

const ALL_ROOT_FIELDS: ReadonlySet<SelectRootField> = new Set(['select', 'select_by_pk', 'select_aggregate']);
const ALL_SUBSCRIPTION_FIELDS: ReadonlySet<SelectRootField> = new Set([...ALL_ROOT_FIELDS, 'select_stream']);

const rootSubset = (listed: string[] | undefined, all: ReadonlySet<SelectRootField>): ReadonlySet<SelectRootField> =>
  listed ? new Set(listed.filter((r): r is SelectRootField => all.has(r as SelectRootField))) : all;

export const ADMIN_ROLE = 'admin';

/** The role's view of a table, or null when it has no select permission on it. */
export function selectView(table: CatalogTable, role: string): SelectView | null {
  const relationships = table.relationships.filter((r) => role === ADMIN_ROLE || r.target.permissions.select.has(role));
  // A permission's `computed_fields` lists scalar computed fields only; a table one follows its table's permission.
  const readable = (f: CatalogComputedField) =>
    role === ADMIN_ROLE || (f.returns.kind === 'table' && f.returns.table.permissions.select.has(role));
  if (role === ADMIN_ROLE) {
    return {
      table, columns: table.columns, relationships, computedFields: table.computedFields, filter: {}, limit: null, allowAggregations: true,
      queryRootFields: ALL_ROOT_FIELDS, subscriptionRootFields: ALL_SUBSCRIPTION_FIELDS,
    };
  }
  const permission = table.permissions.select.get(role);
  if (!permission) return null;
  const visible = permission.columns === '*' ? null : new Set(permission.columns);
  const granted = new Set(permission.computed_fields ?? []);
  const redactions = table.permissions.redactions?.get(role);
  return {
    ...(redactions ? { redactions } : {}),
    table,
    columns: table.columns.filter((c) => visible === null || visible.has(c.sqlName)),
    relationships,
    computedFields: table.computedFields.filter((f) => (f.returns.kind === 'scalar' && granted.has(f.name)) || readable(f)),
    filter: permission.filter,
    limit: permission.limit ?? null,
    allowAggregations: permission.allow_aggregations === true,
    queryRootFields: rootSubset(permission.query_root_fields, ALL_ROOT_FIELDS),
    subscriptionRootFields: rootSubset(permission.subscription_root_fields, ALL_SUBSCRIPTION_FIELDS),
  };
}
