/**
 * Boolean expressions to SQL predicates (contract §6.1): comparisons against bind parameters, relationship
 * conditions as correlated `EXISTS`, aggregation predicates as correlated aggregate subqueries.
 */
import type { AggregatePredicate, BoolExpIR, ColumnRef, CompareOp, JoinMapping, TableRef } from '../ir/types.ts';
import type { Aliases } from './aliases.ts';
import { compileCall } from './compileCall.ts';
import { redactedValue } from './redaction.ts';
import { spatialCall } from './postgis.ts';
import { ident, join, param, sql, trusted as raw, type Sql } from './sql.ts';

const OPERATORS: Readonly<Record<CompareOp, string>> = {
  _eq: '=', _neq: '<>', _gt: '>', _gte: '>=', _lt: '<', _lte: '<=', _in: '= ANY', _nin: '<> ALL',
  _like: 'LIKE', _nlike: 'NOT LIKE', _ilike: 'ILIKE', _nilike: 'NOT ILIKE', _similar: 'SIMILAR TO',
  _nsimilar: 'NOT SIMILAR TO', _regex: '~', _iregex: '~*', _nregex: '!~', _niregex: '!~*',
  _contains: '@>', _contained_in: '<@', _has_key: '?', _has_keys_all: '?&', _has_keys_any: '?|',
  // ltree: `_ancestor_any` is `col @> ltree[]` (some element is a descendant of the column), and so on.
  _ancestor: '@>', _ancestor_any: '@>', _descendant: '<@', _descendant_any: '<@', _matches: '~', _matches_any: '?',
  _matches_fulltext: '@',
};
const COLUMN_OPERATORS = { _ceq: '=', _cne: '<>', _cgt: '>', _cgte: '>=', _clt: '<', _clte: '<=' } as const;
const PREDICATE_OPERATORS = { _eq: '=', _neq: '<>', _gt: '>', _gte: '>=', _lt: '<', _lte: '<=', _in: '= ANY', _nin: '<> ALL' } as const;

/** Which table aliases the expression's columns refer to. */
export interface BoolScope {
  /** The alias of the rows being filtered. */
  current: string;
  /** The alias of the permission's own table, for `["$", col]`. */
  root: string;
}

function columnSql(ref: ColumnRef, scope: BoolScope): Sql {
  const alias = ref.scope === 'root' ? scope.root : scope.current;
  const { redacted, ...plain } = ref;
  if (redacted) return redactedValue(columnSql(plain, scope), redacted, alias);
  if (ref.computed) return sql`(${compileCall(ref.computed, alias)})`;
  const column = ident(alias, ref.column);
  if (ref.castTo) return sql`(${column})::${raw(ref.castTo)}`;
  return ref.castToText ? sql`(${column})::text` : sql`${column}`;
}

/** `inner.child = outer.parent` for each pair of a relationship's mapping. */
export function joinCondition(mapping: JoinMapping, outer: string, inner: string): Sql {
  return join(mapping.map(([parent, child]) => sql`${ident(inner, child)} = ${ident(outer, parent)}`), ' AND ');
}

export function compileBoolExp(exp: BoolExpIR, scope: BoolScope, aliases: Aliases): Sql {
  switch (exp.kind) {
    case 'true': return sql`('true')`;
    case 'false': return sql`('false')`;
    case 'and': return sql`(${join(exp.items.map((e) => compileBoolExp(e, scope, aliases)), ' AND ')})`;
    case 'or': return sql`(${join(exp.items.map((e) => compileBoolExp(e, scope, aliases)), ' OR ')})`;
    case 'not': return sql`(NOT ${compileBoolExp(exp.item, scope, aliases)})`;
    case 'isNull': return exp.isNull ? sql`(${columnSql(exp.column, scope)} IS NULL)` : sql`(${columnSql(exp.column, scope)} IS NOT NULL)`;
    case 'compare': {
      const op = OPERATORS[exp.op];
      const value = param(exp.value);
      return op.endsWith('ANY') || op.endsWith('ALL')
        ? sql`(${columnSql(exp.column, scope)} ${raw(op)}(${value}))`
        : sql`(${columnSql(exp.column, scope)} ${raw(op)} ${value})`;
    }
    case 'spatial':
      return sql`${spatialCall(exp.fn, columnSql(exp.column, scope), exp.args.map((a) => sql`${param(a)}`))}`;
    case 'compareColumn':
      return sql`(${columnSql(exp.column, scope)} ${raw(COLUMN_OPERATORS[exp.op])} ${columnSql(exp.other, scope)})`;
    case 'exists': {
      const alias = aliases.next('e');
      const inner: BoolScope = { current: alias, root: scope.root };
      const conditions = [compileBoolExp(exp.filter, inner, aliases)];
      if (exp.join && exp.join.length > 0) conditions.unshift(joinCondition(exp.join, scope.current, alias));
      const from = exp.call ? compileCall(exp.call, scope.current) : table(exp.table);
      return sql`EXISTS (SELECT 1 FROM ${from} AS ${ident(alias)} WHERE ${join(conditions, ' AND ')})`;
    }
    case 'aggregate': {
      const alias = aliases.next('a');
      const inner: BoolScope = { current: alias, root: scope.root };
      const columns = exp.columns.map((c) => ident(alias, c));
      const argument = exp.fn === 'count'
        ? (columns.length === 0 ? sql`*` : columns.length === 1 ? sql`${join(columns, '')}` : sql`(${join(columns, ', ')})`)
        : sql`${join(columns, ', ')}`;
      const fn = raw(exp.fn);
      const value = sql`(SELECT ${fn}(${exp.distinct ? raw('DISTINCT ') : raw('')}${argument}) FROM ${table(exp.table)} AS ${ident(alias)} WHERE ${joinCondition(exp.join, scope.current, alias)} AND ${compileBoolExp(exp.filter, inner, aliases)})`;
      return sql`(${join(exp.predicate.map((p) => predicate(value, p)), ' AND ')})`;
    }
  }
}

function predicate(value: Sql, p: AggregatePredicate): Sql {
  if (p.op === '_is_null') return p.value === true ? sql`(${value} IS NULL)` : sql`(${value} IS NOT NULL)`;
  if (typeof p.value === 'boolean') throw new Error('a comparison needs a parameter');
  const op = PREDICATE_OPERATORS[p.op];
  return op.endsWith('ANY') || op.endsWith('ALL') ? sql`(${value} ${raw(op)}(${param(p.value)}))` : sql`(${value} ${raw(op)} ${param(p.value)})`;
}

export const table = (t: TableRef) => ident(t.schema, t.name);
