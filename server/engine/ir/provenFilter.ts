/**
 * Note [A relationship the parent's filter already proves]
 * A role's row filter often reaches its table through the same object relationship a query then selects: the
 * investor reads `accounting.entry` where `{account: <account's own filter>}`, and `entry { account { … } }` would
 * check the account's filter again for each entry, walking entry → account → client → organization → membership
 * twice. When the parent's rows were read under their filter, that filter has `{rel: F}` among its conjuncts, F is
 * exactly the target's filter for the same role, and the relationship is a foreign key to the target's primary key
 * (one row, the one the EXISTS found), then the related row is known to pass F: it is read without F.
 *
 * Only then. A filter of another shape (an `_or`, a `_not`, a different F) proves nothing here; a manual relationship
 * may match several rows, of which LIMIT 1 could take one the EXISTS did not; rows a mutation returns were not read
 * under the select filter (`underFilter` false), so nothing is proven for them.
 */
import type { CatalogRelationship } from '../catalog/types.ts';
import type { BoolExp } from '../metadata/types.ts';

/** JSON with object keys sorted, so two filters written in different key orders compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The conjuncts of a filter: its keys (ANDed), with `_and` lists flattened. */
function conjuncts(filter: BoolExp): BoolExp[] {
  const out: BoolExp[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '_and' && Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) out.push(...conjuncts(item as BoolExp));
    } else {
      out.push({ [key]: value });
    }
  }
  return out;
}

/** Whether the target is one row, found by its whole primary key. */
function toPrimaryKey(rel: CatalogRelationship): boolean {
  const key = rel.target.primaryKey;
  const targets = new Set(rel.mapping.map(([, target]) => target));
  return key.length > 0 && key.length === targets.size && key.every((column) => targets.has(column));
}

/** See Note [A relationship the parent's filter already proves]. */
export function filterProvesRelationship(
  parentFilter: BoolExp, underFilter: boolean, rel: CatalogRelationship, targetFilter: BoolExp,
): boolean {
  if (!underFilter || rel.kind !== 'object' || Object.keys(targetFilter).length === 0 || !toPrimaryKey(rel)) return false;
  const wanted = canonical(targetFilter);
  return conjuncts(parentFilter).some((conjunct) => rel.name in conjunct && canonical(conjunct[rel.name]) === wanted);
}
