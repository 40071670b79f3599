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
import type { CatalogRelationship, CatalogTable } from '../catalog/types.ts';
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

/** The key and value of a conjunct (one key each, as `conjuncts` makes them). */
function onlyEntry(conjunct: BoolExp): [string, unknown] {
  const [entry] = Object.entries(conjunct);
  return entry;
}

/** `filter` without the conjuncts `dropped` picks: the same object when none is, so callers can tell. */
function withoutConjuncts(filter: BoolExp, dropped: (conjunct: BoolExp) => boolean): BoolExp {
  const all = conjuncts(filter);
  const rest = all.filter((conjunct) => !dropped(conjunct));
  if (rest.length === all.length) return filter;
  return rest.length === 0 ? {} : rest.length === 1 ? rest[0] : { _and: rest };
}

/** Whether two catalog tables are the same table of the database. */
const sameTable = (a: CatalogTable, b: CatalogTable): boolean => a.schema === b.schema && a.sqlName === b.sqlName;

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

/**
 * Note [Rows whose filter goes back to a parent already proven]
 * The other direction: a role's filter on the rows of an array relationship often goes back through an object
 * relationship to a row the parent's filter has proven. The investor reads `accounting.entry` where `{account: F}`,
 * F being the account's own filter, and `account { entries { … } }`, read from accounts that passed F, would prove F
 * again for every entry, walking entry → account → client → organization → membership once per entry. The same
 * happens one step aside: `wallet_company { investments }`, where both filters are `{wallet: F}` and the array
 * relationship joins on the wallet's column, so the investment's wallet is the holding's.
 *
 * When the parent's rows were read under their filter, a conjunct `{rel: F}` of the target's filter is dropped, and
 * the rest of it still applies, if `rel` is an object relationship of the target and either
 *  - it goes to the parent's table on exactly the array relationship's columns, reversed, and every conjunct of F is
 *    a conjunct of the parent's filter: the parent row is one `rel` reaches, and it passes F; or
 *  - the parent's filter has a conjunct `{prel: F}`, `prel` an object relationship to the same table, and each of
 *    `rel`'s columns is joined by the array relationship to the parent's column `prel` maps to the same target column:
 *    both reach the same rows, which the parent's filter proved.
 *
 * Nothing is dropped for rows a mutation returned (`underFilter` false), for `{rel: F}` under an `_or` or a `_not`, or
 * for a relationship on other columns, which may reach another row.
 */
export function filterLessProvenParent(
  parent: { table: CatalogTable; filter: BoolExp }, underFilter: boolean, rel: CatalogRelationship, targetFilter: BoolExp,
): BoolExp {
  if (!underFilter || rel.kind !== 'array' || Object.keys(targetFilter).length === 0) return targetFilter;
  const parentConjuncts = conjuncts(parent.filter);
  const parentKeys = new Set(parentConjuncts.map(canonical));
  // The target's column → the parent's column it equals in the join.
  const joinedTo = new Map(rel.mapping.map(([parentColumn, targetColumn]) => [targetColumn, parentColumn]));
  const objectRelationship = (table: CatalogTable, name: string) =>
    table.relationships.find((candidate) => candidate.name === name && candidate.kind === 'object');

  const backToParent = (inverse: CatalogRelationship, inner: BoolExp): boolean =>
    sameTable(inverse.target, parent.table) && inverse.mapping.length === joinedTo.size
    && inverse.mapping.every(([own, theirs]) => joinedTo.get(own) === theirs)
    && conjuncts(inner).every((item) => parentKeys.has(canonical(item)));

  const besideParent = (own: CatalogRelationship, inner: BoolExp): boolean => {
    const wanted = canonical(inner);
    return parentConjuncts.some((conjunct) => {
      const [name, value] = onlyEntry(conjunct);
      const theirs = objectRelationship(parent.table, name);
      if (!theirs || canonical(value) !== wanted || !sameTable(theirs.target, own.target)) return false;
      if (theirs.mapping.length !== own.mapping.length) return false;
      return own.mapping.every(([column, target]) => theirs.mapping.some(([parentColumn, t]) => t === target && joinedTo.get(column) === parentColumn));
    });
  };

  const proven = (conjunct: BoolExp): boolean => {
    const [name, inner] = onlyEntry(conjunct);
    if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) return false;
    const own = objectRelationship(rel.target, name);
    if (!own || Object.keys(inner).length === 0) return false;
    return backToParent(own, inner as BoolExp) || besideParent(own, inner as BoolExp);
  };
  return withoutConjuncts(targetFilter, proven);
}

/**
 * Note [A parent row witnesses its related row's filter]
 * A third shape: the target of an object relationship is visible when some row of the parent's table that points at
 * it passes the parent's filter. The investor sees a plan or a client when one of their organizations has it
 * (`{organizations: {organization_users: …}}`), and a client when one of their companies is its (`{companies:
 * {organization: …}}`, inside an `_or`). Read from an organization or a company that passed its filter, the EXISTS
 * always finds that very parent row: the parent points at the target, so it is among the rows the array relationship
 * back reaches, and it passes the inner filter.
 *
 * When the parent's rows were read under their filter, a conjunct `{arel: G}` of the target's filter is dropped, and
 * the rest of it still applies, if `rel` is an object relationship, `arel` an array relationship of the target to the
 * parent's table on exactly `rel`'s columns reversed, and every conjunct of G is a conjunct of the parent's filter.
 * A conjunct `{_or: [...]}` is dropped when one of its disjuncts is made only of such conjuncts.
 *
 * Nothing is dropped for rows a mutation returned (`underFilter` false), under a `_not`, for an array relationship to
 * another table or on other columns (its rows need not include the parent), or for an inner filter the parent's does
 * not contain conjunct by conjunct.
 */
export function filterLessWitnessingParent(
  parent: { table: CatalogTable; filter: BoolExp }, underFilter: boolean, rel: CatalogRelationship, targetFilter: BoolExp,
): BoolExp {
  if (!underFilter || rel.kind !== 'object' || Object.keys(targetFilter).length === 0) return targetFilter;
  const parentKeys = new Set(conjuncts(parent.filter).map(canonical));
  const backToParent = (name: string): boolean => {
    const back = rel.target.relationships.find((candidate) => candidate.name === name && candidate.kind === 'array');
    return back !== undefined && sameTable(back.target, parent.table) && back.mapping.length === rel.mapping.length
      && back.mapping.every(([own, theirs]) => rel.mapping.some(([parentColumn, target]) => parentColumn === theirs && target === own));
  };
  const witnessed = (conjunct: BoolExp): boolean => {
    const [name, inner] = onlyEntry(conjunct);
    if (name === '_or') {
      return Array.isArray(inner) && inner.some((disjunct: unknown) => typeof disjunct === 'object' && disjunct !== null
        && Object.keys(disjunct).length > 0 && conjuncts(disjunct as BoolExp).every(witnessed));
    }
    if (typeof inner !== 'object' || inner === null || Array.isArray(inner) || Object.keys(inner).length === 0) return false;
    return backToParent(name) && conjuncts(inner as BoolExp).every((item) => parentKeys.has(canonical(item)));
  };
  return withoutConjuncts(targetFilter, witnessed);
}
