/**
 * Stage 4: selections to one SQL statement per root field that returns the finished JSON (contract §6.1).
 *
 * Note [One statement per root field]
 * Every read is a subquery over its table with the permission filter, the request's where, order, distinct and
 * pagination applied inside (so limits hold per parent row). Each row's JSON is built with json_build_object; object
 * and array relationships and nested aggregates are LEFT JOIN LATERAL subqueries correlated to their parent row, so
 * any depth of nesting is one statement and PostgreSQL does the joins and the JSON assembly. Order keys are carried
 * out of the inner subquery as `__oN` columns so json_agg can keep the order.
 */
import type {
  AggregateFieldIR, AggregateValueIR, ColumnOutput, FieldIR, JoinMapping, OrderByIR, OrderTarget, RootFieldIR, RowsIR,
} from '../ir/types.ts';
import { Aliases } from './aliases.ts';
import { compileBoolExp, joinCondition, table } from './compileBoolExp.ts';
import { compileCall } from './compileCall.ts';
import { redactedValue } from './redaction.ts';
import { geoJsonOutput } from './postgis.ts';
import { connectionQuery, nodeIdJson } from './compileConnection.ts';
import { empty, ident, join, nameLiteral, param, sql, trusted, type Sql } from './sql.ts';

/** A JSON-producing subquery's pieces: the columns to select over `alias`, and the lateral joins they need. */
export interface JsonParts {
  value: Sql;
  laterals: Sql[];
}

export interface RowsSubquery {
  /** `(SELECT … ) AS alias`-ready subquery exposing the table's columns, `__root` (the row JSON) and `__oN`. */
  from: Sql;
  alias: string;
  /** `ORDER BY` for an aggregate over the subquery's rows, or empty. */
  orderBy: Sql;
}

const MAX_PAIRS = 50; // json_build_object takes at most 100 arguments.

export type SqlRootField = Extract<RootFieldIR, { kind: 'select' | 'select_by_pk' | 'select_aggregate' | 'select_stream' | 'connection' }>;

export function compileRootField(field: SqlRootField): Sql {
  const aliases = new Aliases();
  switch (field.kind) {
    case 'select': {
      const rows = rowsSubquery(field.rows, null, (alias) => objectJson(field.fields, alias, aliases), aliases);
      return sql`SELECT coalesce(json_agg(${ident(rows.alias, '__root')}${rows.orderBy}), '[]')::text AS "root" FROM ${rows.from}`;
    }
    case 'select_by_pk': {
      const rows = rowsSubquery(field.rows, null, (alias) => objectJson(field.fields, alias, aliases), aliases);
      return sql`SELECT (SELECT ${ident(rows.alias, '__root')} FROM ${rows.from})::text AS "root"`;
    }
    case 'select_aggregate':
      return sql`SELECT (${aggregateQuery(field.rows, null, field.fields, aliases)})::text AS "root"`;
    case 'connection':
      return sql`SELECT (${connectionQuery(field.connection, null, aliases)})::text AS "root"`;
    case 'select_stream': {
      // The batch, and the cursor's value in its last row (the next poll starts past it).
      const rows = rowsSubquery(field.rows, null, (alias) => objectJson(field.fields, alias, aliases), aliases);
      const column = ident(rows.alias, field.cursor.column);
      const last = trusted(field.cursor.ordering === 'ASC' ? ' DESC' : ' ASC');
      return sql`SELECT coalesce(json_agg(${ident(rows.alias, '__root')}${rows.orderBy}), '[]')::text AS "root", (array_agg((${column})::text ORDER BY ${column}${last}))[1] AS "cursor" FROM ${rows.from}`;
    }
  }
}

export function rowsSubquery(
  rows: RowsIR, parent: { alias: string; join: JoinMapping } | null, json: ((alias: string) => JsonParts) | null,
  aliases: Aliases,
): RowsSubquery {
  const base = aliases.next('t');
  const outer = aliases.next('s');
  const scope = { current: base, root: base };
  const conditions = [compileBoolExp(rows.where, scope, aliases)];
  // A table computed field's rows come from its call over the parent row: no join condition.
  if (parent && parent.join.length > 0) conditions.unshift(joinCondition(parent.join, parent.alias, base));

  const order = [...rows.orderBy];
  // DISTINCT ON needs its columns to lead ORDER BY; without an order_by they are the order.
  if (rows.distinctOn.length > 0 && order.length === 0) {
    for (const column of rows.distinctOn) {
      const redacted = rows.distinctRedacted?.[column];
      order.push({ target: { kind: 'column', column, ...(redacted ? { redacted } : {}) }, direction: 'asc', nulls: 'last' });
    }
  }
  const orderExprs = order.map((o) => orderTarget(o.target, base, aliases));
  const distinct = rows.distinctOn.length > 0
    ? sql`DISTINCT ON (${join(rows.distinctOn.map((c) => redactedValue(sql`${ident(base, c)}`, rows.distinctRedacted?.[c], base)), ', ')}) ` : empty;
  const orderColumns = orderExprs.map((e, i) => sql`, ${e} AS ${ident(`__o${i}`)}`);
  const orderClause = order.length > 0
    ? sql` ORDER BY ${join(orderExprs.map((e, i) => sql`${e}${direction(order[i])}`), ', ')}` : empty;
  const limit = rows.limitParam
    ? (rows.limit !== null ? sql` LIMIT least(${param(rows.limitParam)}, ${trusted(String(rows.limit))})` : sql` LIMIT ${param(rows.limitParam)}`)
    : rows.limit !== null ? sql` LIMIT ${trusted(String(rows.limit))}` : empty;
  const offset = rows.offsetParam ? sql` OFFSET ${param(rows.offsetParam)}`
    : rows.offset !== null && rows.offset !== 0 ? sql` OFFSET ${trusted(String(rows.offset))}` : empty;
  const source = rows.source ? sql`json_populate_recordset(NULL::${table(rows.table)}, ${param(rows.source)})`
    : rows.call ? compileCall(rows.call, parent?.alias ?? null) : table(rows.table);
  const inner = sql`SELECT ${distinct}${ident(base)}.*${join(orderColumns, '')} FROM ${source} AS ${ident(base)} WHERE ${join(conditions, ' AND ')}${orderClause}${limit}${offset}`;

  const parts = json ? json(base) : null;
  // An aggregate's permission limit caps its nodes, not its figures: number the rows in the nodes' order so only
  // the first ones are aggregated into `nodes` (see aggregateQuery).
  const rank = parts && rows.nodesLimit !== undefined
    ? sql`, row_number() OVER (${order.length > 0 ? sql`ORDER BY ${join(order.map((o, i) => sql`${ident(base, `__o${i}`)}${direction(o)}`), ', ')}` : empty}) AS "__n"`
    : empty;
  const rowJson = parts ? sql`, ${parts.value} AS "__root"${rank}` : empty;
  const laterals = parts ? join(parts.laterals, '') : empty;
  const from = sql`(SELECT ${ident(base)}.*${rowJson} FROM (${inner}) AS ${ident(base)}${laterals}) AS ${ident(outer)}`;
  const aggOrder = order.length > 0
    ? sql` ORDER BY ${join(order.map((o, i) => sql`${ident(outer, `__o${i}`)}${direction(o)}`), ', ')}` : empty;
  return { from, alias: outer, orderBy: aggOrder };
}

function direction(o: OrderByIR): Sql {
  return trusted(`${o.direction === 'asc' ? ' ASC' : ' DESC'} NULLS ${o.nulls === 'first' ? 'FIRST' : 'LAST'}`);
}

/** An order key as a scalar expression over the row `alias`: a column, or a correlated subquery. */
function orderTarget(target: OrderTarget, alias: string, aliases: Aliases): Sql {
  switch (target.kind) {
    case 'column': return redactedValue(sql`${ident(alias, target.column)}`, target.redacted, alias);
    case 'computed': return redactedValue(sql`(${compileCall(target.call, alias)})`, target.redacted, alias);
    case 'object': {
      const inner = aliases.next('o');
      const scope = { current: inner, root: inner };
      return sql`(SELECT ${orderTarget(target.target, inner, aliases)} FROM ${table(target.table)} AS ${ident(inner)} WHERE ${joinCondition(target.join, alias, inner)} AND ${compileBoolExp(target.filter, scope, aliases)} LIMIT 1)`;
    }
    case 'aggregate': {
      const inner = aliases.next('o');
      const scope = { current: inner, root: inner };
      const value = target.fn === 'count' || target.column === null ? sql`count(*)`
        : sql`${trusted(target.fn)}(${redactedValue(sql`${ident(inner, target.column)}`, target.redacted, inner)})`;
      return sql`(SELECT ${value} FROM ${table(target.table)} AS ${ident(inner)} WHERE ${joinCondition(target.join, alias, inner)} AND ${compileBoolExp(target.filter, scope, aliases)})`;
    }
  }
}

/** A JSON object of `pairs` (key, value): json_build_object, or row_to_json past its argument limit. */
export function jsonObject(pairs: [string, Sql][]): Sql {
  if (pairs.length <= MAX_PAIRS) {
    return sql`json_build_object(${join(pairs.map(([k, v]) => sql`${nameLiteral(k)}, ${v}`), ', ')})`;
  }
  return sql`(SELECT row_to_json("_e") FROM (SELECT ${join(pairs.map(([k, v]) => sql`${v} AS ${ident(k)}`), ', ')}) AS "_e")`;
}

export function objectJson(fields: FieldIR[], alias: string, aliases: Aliases): JsonParts {
  const laterals: Sql[] = [];
  const pairs = fields.map((field): [string, Sql] => {
    switch (field.kind) {
      case 'typename': return [field.alias, nameLiteral(field.name)];
      case 'column': {
        let value = redactedValue(sql`${ident(alias, field.column)}`, field.redacted, alias);
        if (field.jsonPath) value = sql`(${value} #> ${param(field.jsonPath)})`;
        return [field.alias, columnOutput(value, field.output)];
      }
      case 'computed': {
        const value = redactedValue(compileCall(field.call, alias), field.redacted, alias);
        return [field.alias, columnOutput(value, field.output)];
      }
      case 'object': {
        const lateral = aliases.next('r');
        const rows = rowsSubquery(field.rows, { alias, join: field.join }, (a) => objectJson(field.fields, a, aliases), aliases);
        laterals.push(sql` LEFT OUTER JOIN LATERAL (SELECT ${ident(rows.alias, '__root')} AS "root" FROM ${rows.from}) AS ${ident(lateral)} ON ('true')`);
        return [field.alias, sql`${ident(lateral, 'root')}`];
      }
      case 'array': {
        const lateral = aliases.next('r');
        const rows = rowsSubquery(field.rows, { alias, join: field.join }, (a) => objectJson(field.fields, a, aliases), aliases);
        laterals.push(sql` LEFT OUTER JOIN LATERAL (SELECT coalesce(json_agg(${ident(rows.alias, '__root')}${rows.orderBy}), '[]') AS "root" FROM ${rows.from}) AS ${ident(lateral)} ON ('true')`);
        return [field.alias, sql`${ident(lateral, 'root')}`];
      }
      case 'aggregate': {
        const lateral = aliases.next('r');
        laterals.push(sql` LEFT OUTER JOIN LATERAL (SELECT (${aggregateQuery(field.rows, { alias, join: field.join }, field.fields, aliases)}) AS "root") AS ${ident(lateral)} ON ('true')`);
        return [field.alias, sql`${ident(lateral, 'root')}`];
      }
      case 'node_id': return [field.alias, nodeIdJson(field.table, field.columns, alias)];
      case 'connection': {
        const lateral = aliases.next('r');
        laterals.push(sql` LEFT OUTER JOIN LATERAL (SELECT (${connectionQuery(field.connection, { alias, join: field.join }, aliases)}) AS "root") AS ${ident(lateral)} ON ('true')`);
        return [field.alias, sql`${ident(lateral, 'root')}`];
      }
    }
  });
  return { value: jsonObject(pairs), laterals };
}

/** `{aggregate: {…}, nodes: […]}` over the rows, as one scalar subquery. */
function aggregateQuery(
  rows: RowsIR, parent: { alias: string; join: JoinMapping } | null, fields: AggregateFieldIR[], aliases: Aliases,
): Sql {
  const nodes = fields.filter((f) => f.kind === 'nodes');
  // All `nodes` selections of one aggregate share the row subquery; each builds its own JSON column.
  const sub = rowsSubquery(rows, parent, nodes.length === 0 ? null : (alias) => {
    const parts = nodes.map((n) => objectJson(n.fields, alias, aliases));
    return {
      value: parts.length === 1 ? (parts[0]).value : jsonObject(parts.map((p, i) => [`n${i}`, p.value])),
      laterals: parts.flatMap((p) => p.laterals),
    };
  }, aliases);
  const s = sub.alias;
  let nodeIndex = 0;
  const pairs = fields.map((field): [string, Sql] => {
    switch (field.kind) {
      case 'typename': return [field.alias, nameLiteral(field.name)];
      case 'nodes': {
        const value = nodes.length === 1 ? ident(s, '__root') : sql`${ident(s, '__root')} -> ${nameLiteral(`n${nodeIndex++}`)}`;
        const capped = rows.nodesLimit !== undefined ? sql` FILTER (WHERE ${ident(s, '__n')} <= ${trusted(String(rows.nodesLimit))})` : empty;
        return [field.alias, sql`coalesce(json_agg(${value}${sub.orderBy})${capped}, '[]')`];
      }
      case 'aggregate': return [field.alias, jsonObject(field.fields.map((v) => [v.alias, aggregateValue(v, s)]))];
    }
  });
  return sql`SELECT ${jsonObject(pairs)} FROM ${sub.from}`;
}

function aggregateValue(value: AggregateValueIR, s: string): Sql {
  switch (value.kind) {
    case 'typename': return nameLiteral(value.name);
    case 'count': {
      const columns = value.columns.map((c) => redactedValue(sql`${ident(s, c)}`, value.redacted?.[c], s));
      const distinct = value.distinct ? trusted('DISTINCT ') : empty;
      if (columns.length === 0) return value.distinct ? sql`count(DISTINCT ${ident(s)}.*)` : sql`count(*)`;
      return columns.length === 1 ? sql`count(${distinct}${join(columns, '')})` : sql`count(${distinct}(${join(columns, ', ')}))`;
    }
    case 'op':
      return jsonObject(value.fields.map((f): [string, Sql] => {
        if (f.kind === 'typename') return [f.alias, nameLiteral(f.name)];
        const result = sql`${trusted(value.op)}(${redactedValue(sql`${ident(s, f.column)}`, f.redacted, s)})`;
        return [f.alias, f.output === 'text' ? sql`(${result})::text` : result];
      }));
  }
}

/** A column's value as the response writes it: the value, its text (a stringified number) or its GeoJSON. */
function columnOutput(value: Sql, output: ColumnOutput): Sql {
  if (output === 'text') return sql`(${value})::text`;
  return output === 'geojson' ? geoJsonOutput(value) : value;
}
