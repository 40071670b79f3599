/**
 * Stage 4 for Relay connections and global ids (see ir/connectionToIR.ts, ir/nodeToIR.ts), one scalar subquery in
 * the root field's one statement, as Hasura's Postgres backend builds it:
 *
 *   WITH "_c" AS (rows in order, numbered: row_number() OVER (the order) AS "__rn"),
 *        "_p" AS (the rows past the cursor; the first n, or the last n by "__rn" DESC)
 *   SELECT json_build_object('edges', json_agg(… ORDER BY "__rn"), 'pageInfo', …) FROM "_p" LEFT JOIN LATERAL …
 *
 * `hasPreviousPage`/`hasNextPage` ask whether the numbered rows (filtered, not cut by the cursor) hold one before the
 * page's first or after its last, so both are false on an empty page. A cursor is the base64 of
 * `json_build_object` of the row's order values (PostgreSQL's own JSON text, `{"id" : 1}`, as Hasura's cursors are
 * made), and a global id the base64 of `json_build_array(1, schema, table, key…)`.
 */
import type { ConnectionIR, JoinMapping, OrderByIR, ParamRef, TableRef } from '../ir/types.ts';
import type { Aliases } from './aliases.ts';
import { jsonObject, objectJson, rowsSubquery } from './compileSelect.ts';
import { Sql, empty, ident, join, nameLiteral, param, sql, trusted } from './sql.ts';

/** base64 of a JSON value's text, on one line (PostgreSQL's encoder breaks lines every 76 characters). */
const base64 = (json: Sql): Sql => sql`translate(encode(convert_to((${json})::text, 'UTF8'), 'base64'), E'\\n', '')`;

const textConst = (value: string): ParamRef => ({ source: { kind: 'const', value }, format: 'text', cast: 'text' });

/** The row's global id: Hasura's version 1 node id. */
export function nodeIdJson(table: TableRef, columns: readonly string[], alias: string): Sql {
  const values = columns.map((c) => sql`${ident(alias, c)}`);
  return base64(sql`json_build_array(1, ${param(textConst(table.schema))}, ${param(textConst(table.name))}, ${join(values, ', ')})`);
}

export function connectionQuery(c: ConnectionIR, parent: { alias: string; join: JoinMapping } | null, aliases: Aliases): Sql {
  const rows = rowsSubquery(c.rows, parent, null, aliases);
  const base = aliases.next('c');
  const page = aliases.next('p');
  const row = aliases.next('e');
  const numbered = sql`${ident(base)} AS (SELECT ${ident(rows.alias)}.*, row_number() OVER (${rows.orderBy}) AS "__rn" FROM ${rows.from})`;
  const split = c.split ? splitCondition(c.split.kind, c.split.values, c.rows.orderBy, base) : trusted('true');
  const limit = c.slice ? sql` LIMIT ${trusted(String(c.slice.count))}` : empty;
  const last = trusted(c.slice?.kind === 'last' ? ' DESC' : ' ASC');
  const sliced = sql`${ident(page)} AS (SELECT ${ident(base)}.* FROM ${ident(base)} WHERE ${split} ORDER BY ${ident(base, '__rn')}${last}${limit})`;

  const cursor = base64(cursorJson(c.keys, row));
  const rowNumber = ident(row, '__rn');
  const laterals: Sql[] = [];
  const pairs = c.fields.map((field): [string, Sql] => {
    switch (field.kind) {
      case 'typename': return [field.alias, nameLiteral(field.name)];
      case 'edges': {
        const edge = field.fields.map((f): [string, Sql] => {
          switch (f.kind) {
            case 'typename': return [f.alias, nameLiteral(f.name)];
            case 'cursor': return [f.alias, cursor];
            case 'node': {
              const parts = objectJson(f.fields, row, aliases);
              laterals.push(...parts.laterals);
              return [f.alias, parts.value];
            }
          }
        });
        return [field.alias, sql`coalesce(json_agg(${jsonObject(edge)} ORDER BY ${rowNumber} ASC), '[]')`];
      }
      case 'pageInfo':
        return [field.alias, jsonObject(field.fields.map((f): [string, Sql] => {
          switch (f.kind) {
            case 'typename': return [f.alias, nameLiteral(f.name)];
            case 'startCursor': return [f.alias, sql`(array_agg(${cursor} ORDER BY ${rowNumber} ASC))[1]`];
            case 'endCursor': return [f.alias, sql`(array_agg(${cursor} ORDER BY ${rowNumber} DESC))[1]`];
            case 'hasPreviousPage':
              return [f.alias, sql`EXISTS (SELECT 1 FROM ${ident(base)} WHERE ${ident(base, '__rn')} < (SELECT min("__rn") FROM ${ident(page)}))`];
            case 'hasNextPage':
              return [f.alias, sql`EXISTS (SELECT 1 FROM ${ident(base)} WHERE ${ident(base, '__rn')} > (SELECT max("__rn") FROM ${ident(page)}))`];
          }
        }))];
    }
  });
  return sql`WITH ${numbered}, ${sliced} SELECT ${jsonObject(pairs)} FROM ${ident(page)} AS ${ident(row)}${join(laterals, '')}`;
}

/** The cursor object over the row's `__oN` order values, items sharing a path prefix nested in one object. */
function cursorJson(keys: readonly string[][], alias: string): Sql {
  interface Tree { entries: [string, Tree | Sql][] }
  const root: Tree = { entries: [] };
  keys.forEach((path, i) => {
    let node = root;
    path.forEach((step, depth) => {
      if (depth === path.length - 1) {
        node.entries.push([step, sql`${ident(alias, `__o${i}`)}`]);
        return;
      }
      const found = node.entries.find(([k, v]) => k === step && !(v instanceof Sql))?.[1];
      let child = found instanceof Sql ? undefined : found;
      if (!child) {
        child = { entries: [] };
        node.entries.push([step, child]);
      }
      node = child;
    });
  });
  const build = (tree: Tree): Sql =>
    jsonObject(tree.entries.map(([k, v]): [string, Sql] => [k, v instanceof Sql ? v : build(v)]));
  return build(root);
}

/**
 * Rows strictly past (`after`) or before (`before`) the cursor in the connection's order: the first order item
 * where the row differs from the cursor decides, NULLs placed as the item's `nulls` says.
 */
function splitCondition(kind: 'after' | 'before', values: readonly (ParamRef | null)[], order: readonly OrderByIR[], alias: string): Sql {
  const items = order.map((o, i) => ({ o, x: sql`${ident(alias, `__o${i}`)}`, v: values[i] ?? null }));
  const equal = (x: Sql, v: ParamRef | null): Sql => (v === null ? sql`${x} IS NULL` : sql`${x} = ${param(v)}`);
  const beyond = (o: OrderByIR, x: Sql, v: ParamRef | null): Sql => {
    // Whether NULLs sit on the side the split looks at.
    const nullsAhead = (kind === 'after') === (o.nulls === 'last');
    if (v === null) return nullsAhead ? trusted('false') : sql`${x} IS NOT NULL`;
    const greater = (kind === 'after') === (o.direction === 'asc');
    const compare = sql`${x} ${trusted(greater ? '>' : '<')} ${param(v)}`;
    return nullsAhead ? sql`(${compare} OR ${x} IS NULL)` : compare;
  };
  const alternatives = items.map((item, i) => {
    const before = items.slice(0, i).map((p) => equal(p.x, p.v));
    return sql`(${join([...before, beyond(item.o, item.x, item.v)], ' AND ')})`;
  });
  return sql`(${join(alternatives, ' OR ')})`;
}
