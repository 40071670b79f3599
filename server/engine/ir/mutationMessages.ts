/**
 * Hasura's messages for mutations, verbatim (`Hasura/GraphQL/Schema/Update.hs`, `…/Insert.hs`,
 * `Hasura/Backends/Postgres/Execute/Mutation.hs`), kept apart from the query messages so each file stays small.
 */
const quotedList = (names: string[]): string => names.map((n) => `"${n}"`).join(', ');

export const mutationMessages = {
  /** A nested insert supplied a column its parent (or its object relationship) fills in. */
  determinedByParent: (columns: string[]) =>
    `cannot insert ${quotedList(columns)} columns as their values are already being determined by parent insert`,
  /** The same column under two update operators (`mergeDisjoint`). */
  columnInMultipleOperators: (columns: string[]) =>
    `Column found in multiple operators: [${columns.map((c) => `'${c}'`).join(', ')}].`,
  /** An object relationship inserted with the row while the row also gives the columns it would fill. */
  objectRelationshipDetermined: (relationship: string, columns: string[]) =>
    `cannot insert object relationship "${relationship}" as ${quotedList(columns)} column values are already determined`,
  /** PostgreSQL backend's text for a failed insert or update `check` (`withCheckPermission`). */
  checkFailed: 'check constraint of an insert/update permission has failed',
  /** An object relationship's insert wrote no row (an `on_conflict` that did nothing), so the parent has no key. */
  objectRelationshipEmpty: (relationship: string, table: string) =>
    `cannot proceed to insert object relation "${relationship}" since insert to table "${table}" affects zero rows`,
} as const;
