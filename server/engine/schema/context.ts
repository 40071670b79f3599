/**
 * The state shared while one role's schema is built: the catalog, the role's table views, and a registry so each
 * named type is created once and referenced lazily (types refer to each other in cycles through relationships).
 */
import {
  GraphQLBoolean, GraphQLFloat, GraphQLInt, GraphQLScalarType, GraphQLString, type GraphQLNamedType,
} from 'graphql';
import { tableKey } from '../../db/introspect.ts';
import type { CatalogColumn, CatalogComputedField, CatalogTable, EngineCatalog } from '../catalog/types.ts';
import {
  deleteView, insertView, updateView, type DeleteView, type InsertView, type UpdateView,
} from '../permissions/mutationViews.ts';
import { selectView, type SelectView } from '../permissions/selectView.ts';

const BUILT_IN_SCALARS: ReadonlyMap<string, GraphQLScalarType<unknown, unknown>> = new Map<string, GraphQLScalarType<unknown, unknown>>([
  ['Int', GraphQLInt], ['Float', GraphQLFloat], ['String', GraphQLString], ['Boolean', GraphQLBoolean],
]);

/** Types whose columns `sum`, `avg` and the statistics take (Hasura's `isNumType`). */
const NUMERIC_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'money']);
/** Types `max` and `min` take (Hasura's `isComparableType`): not json, jsonb, boolean or unknown types. */
const COMPARABLE_TYPES = new Set([
  ...NUMERIC_TYPES, 'text', 'varchar', 'bpchar', 'citext', 'uuid', 'date', 'timestamp', 'timestamptz', 'name',
]);

export const isNumericColumn = (c: CatalogColumn): boolean => c.enumTable === null && NUMERIC_TYPES.has(c.pgType);
export const isComparableColumn = (c: CatalogColumn): boolean =>
  c.enumTable === null && COMPARABLE_TYPES.has(c.pgType);
export const isJsonColumn = (c: CatalogColumn): boolean => c.pgType === 'json' || c.pgType === 'jsonb';

/** Only computed fields without request arguments can be compared in `where` or sorted by (Hasura's rule). */
export const filterable = (field: CatalogComputedField): boolean => field.args.length === 0;

/** `"Q"` as Hasura quotes a table in descriptions. */
export const quoted = (table: CatalogTable): string => `"${table.qualified}"`;

export class BuildContext {
  readonly role: string;
  readonly catalog: EngineCatalog;
  /** Whether `backend_only` permissions are in force for the sessions this schema serves. */
  readonly backendOnly: boolean;
  /** Whether this is the Relay schema (`/v1beta1/relay`): node types get `id` and array relationships connections. */
  readonly relay: boolean;
  private readonly views = new Map<string, SelectView | null>();
  private readonly types = new Map<string, GraphQLNamedType>();

  constructor(catalog: EngineCatalog, role: string, backendOnly = false, relay = false) {
    this.catalog = catalog;
    this.role = role;
    this.backendOnly = backendOnly;
    this.relay = relay;
  }

  view(table: CatalogTable): SelectView | null {
    const key = tableKey(table.schema, table.sqlName);
    if (!this.views.has(key)) this.views.set(key, selectView(table, this.role));
    return this.views.get(key) ?? null;
  }

  insertView(table: CatalogTable): InsertView | null {
    return insertView(table, this.role, this.backendOnly);
  }

  updateView(table: CatalogTable): UpdateView | null {
    return updateView(table, this.role, this.backendOnly);
  }

  deleteView(table: CatalogTable): DeleteView | null {
    return deleteView(table, this.role, this.backendOnly);
  }

  /** Returns the named type, creating it with `make` the first time it is asked for. */
  type<T extends GraphQLNamedType>(name: string, make: () => T): T {
    const existing = this.types.get(name);
    if (existing) return existing as T;
    const created = make();
    this.types.set(name, created);
    return created;
  }

  scalar(name: string): GraphQLScalarType {
    return BUILT_IN_SCALARS.get(name) ?? this.type(name, () => new GraphQLScalarType({ name }));
  }
}

/** Builds a field map in alphabetical order, as Hasura's introspection lists fields (contract §1.1). */
export function sorted<V>(entries: Iterable<readonly [string, V]>): Record<string, V> {
  const list = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(list);
}
