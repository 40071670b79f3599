/**
 * An inherited role's select permission on one table, combined from its parents' as Hasura combines them
 * (`CombinedSelPermInfo`): the rows any parent sees (the OR of their filters), the columns and scalar computed
 * fields any parent sees, the largest of their row limits, aggregations if any parent has them, and the root fields
 * any parent has. A column that some parent does not see is shown only in the rows of the parents that see it:
 * its redaction is the OR of their conditions, and the IR turns it into `CASE WHEN … THEN col ELSE NULL END`.
 */
import type { CatalogTable, Redactions } from '../catalog/types.ts';
import type { BoolExp, SelectPermission } from '../metadata/types.ts';

/** One parent's finished select permission, with its own redactions when it is itself an inherited role. */
export interface ParentSelect {
  permission: SelectPermission;
  redactions: Redactions | undefined;
}

export interface CombinedSelect {
  permission: SelectPermission;
  redactions: Redactions;
}

/** A key that equal expressions share whatever their key order: filters written twice compare equal. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const isTrue = (exp: BoolExp): boolean => Object.keys(exp).length === 0;

/** The OR of `exps`, each once: `{}` if any is `{}`, the one expression if only one is left. */
function anyOf(exps: readonly BoolExp[]): BoolExp {
  if (exps.some(isTrue)) return {};
  const distinct = [...new Map(exps.map((e) => [canonicalJson(e), e])).values()];
  return distinct.length === 1 ? distinct[0] : { _or: distinct };
}

export function combineSelectPermissions(table: CatalogTable, parents: readonly ParentSelect[]): CombinedSelect {
  const filters = parents.map((p) => p.permission.filter);
  const allFilters = new Set(filters.map(canonicalJson));
  const everyRow = filters.some(isTrue);

  /**
   * Where a field is shown: null when in every row the role reads (no CASE), else the condition. A parent that sees
   * the field shows it in its own rows (or, itself inherited, where its redaction says); the identical-filter case
   * (parents with the same filter, one seeing the field) needs no condition either, since those rows are all rows.
   */
  const redaction = (sees: (p: ParentSelect) => boolean, own: (p: ParentSelect) => BoolExp | undefined): BoolExp | null | 'hidden' => {
    const seeing = parents.filter(sees);
    if (seeing.length === 0) return 'hidden';
    const conditions = seeing.map((p) => own(p) ?? p.permission.filter);
    if (conditions.some(isTrue)) return null;
    const covered = new Set(conditions.map(canonicalJson));
    if (!everyRow && [...allFilters].every((f) => covered.has(f))) return null;
    return anyOf(conditions);
  };

  const columns: string[] = [];
  const columnRedactions = new Map<string, BoolExp>();
  for (const column of table.columns) {
    const result = redaction(
      (p) => p.permission.columns === '*' || p.permission.columns.includes(column.sqlName),
      (p) => p.redactions?.columns.get(column.sqlName),
    );
    if (result === 'hidden') continue;
    columns.push(column.sqlName);
    if (result !== null) columnRedactions.set(column.sqlName, result);
  }
  const computedFields: string[] = [];
  const computedRedactions = new Map<string, BoolExp>();
  for (const field of table.computedFields) {
    if (field.returns.kind !== 'scalar') continue;
    const result = redaction(
      (p) => (p.permission.computed_fields ?? []).includes(field.name),
      (p) => p.redactions?.computedFields.get(field.name),
    );
    if (result === 'hidden') continue;
    computedFields.push(field.name);
    if (result !== null) computedRedactions.set(field.name, result);
  }

  const limits = parents.map((p) => p.permission.limit).filter((l): l is number => typeof l === 'number');
  const permission: SelectPermission = {
    columns,
    filter: anyOf(filters),
    allow_aggregations: parents.some((p) => p.permission.allow_aggregations === true),
    computed_fields: computedFields,
  };
  // Hasura's `Max` over the limits that exist: a parent without a limit does not lift the others'.
  if (limits.length > 0) permission.limit = Math.max(...limits);
  const queryRoots = rootFields(parents.map((p) => p.permission.query_root_fields));
  if (queryRoots) permission.query_root_fields = queryRoots;
  const subscriptionRoots = rootFields(parents.map((p) => p.permission.subscription_root_fields));
  if (subscriptionRoots) permission.subscription_root_fields = subscriptionRoots;
  return { permission, redactions: { columns: columnRedactions, computedFields: computedRedactions } };
}

/** The root fields any parent has: every one (undefined) when some parent does not restrict them. */
function rootFields(lists: readonly (string[] | undefined)[]): string[] | undefined {
  if (lists.some((l) => l === undefined)) return undefined;
  return [...new Set(lists.flatMap((l) => l ?? []))];
}
