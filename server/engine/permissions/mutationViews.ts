/**
 * What one role may write to one table (contract §4.3–4.4): insertable and updatable columns, presets, the insert
 * and update `check`, the update and delete `filter`. As with {@link selectView}, the schema builder renders these
 * into input types and root fields and the IR builder folds the filters, checks and presets into every write.
 *
 * `backend_only` permissions are in force only for sessions that proved the admin secret and asked for them.
 */
import type { CatalogColumn, CatalogTable } from '../catalog/types.ts';
import type { BoolExp, Columns } from '../metadata/types.ts';
import { ADMIN_ROLE } from './selectView.ts';

export interface InsertView {
  table: CatalogTable;
  /** Columns the request may supply: the permission's columns minus the preset ones, in table order. */
  columns: CatalogColumn[];
  /** SQL column → preset value (a constant, or a session variable name such as `X-Hasura-User-Id`). */
  presets: ReadonlyMap<string, unknown>;
  check: BoolExp;
}

export interface UpdateView {
  table: CatalogTable;
  columns: CatalogColumn[];
  presets: ReadonlyMap<string, unknown>;
  filter: BoolExp;
  /** Must hold for every row after the update; null when the permission has none. */
  check: BoolExp | null;
}

export interface DeleteView {
  table: CatalogTable;
  filter: BoolExp;
}

const usable = (permission: { backend_only?: boolean }, backendOnly: boolean): boolean =>
  permission.backend_only !== true || backendOnly;

/** The columns a write may name at all: a generated column is computed by the database, as Hasura leaves it out. */
const writable = (table: CatalogTable): CatalogColumn[] => table.columns.filter((c) => !c.generated);

function allowed(table: CatalogTable, columns: Columns, presets: ReadonlyMap<string, unknown>): CatalogColumn[] {
  const listed = columns === '*' ? null : new Set(columns);
  return writable(table).filter((c) => (listed === null || listed.has(c.sqlName)) && !presets.has(c.sqlName));
}

export function insertView(table: CatalogTable, role: string, backendOnly: boolean): InsertView | null {
  if (role === ADMIN_ROLE) return { table, columns: writable(table), presets: new Map(), check: {} };
  const permission = table.permissions.insert.get(role);
  if (!permission || !usable(permission, backendOnly)) return null;
  const presets = new Map(Object.entries(permission.set ?? {}));
  return { table, columns: allowed(table, permission.columns, presets), presets, check: permission.check ?? {} };
}

export function updateView(table: CatalogTable, role: string, backendOnly: boolean): UpdateView | null {
  if (role === ADMIN_ROLE) return { table, columns: writable(table), presets: new Map(), filter: {}, check: null };
  const permission = table.permissions.update.get(role);
  if (!permission || !usable(permission, backendOnly)) return null;
  const presets = new Map(Object.entries(permission.set ?? {}));
  return {
    table, columns: allowed(table, permission.columns, presets), presets, filter: permission.filter,
    check: permission.check ?? null,
  };
}

export function deleteView(table: CatalogTable, role: string, backendOnly: boolean): DeleteView | null {
  if (role === ADMIN_ROLE) return { table, filter: {} };
  const permission = table.permissions.delete.get(role);
  if (!permission || !usable(permission, backendOnly)) return null;
  return { table, filter: permission.filter };
}
