/**
 * Hasura's `where` (bool_exp) and nested `order_by` evaluated on mock rows. Only the derived tables (mockDerived.ts)
 * use them: their rows are few and computed whole, and the screens find them by column (an organization's
 * performance in one currency, a company's documents), not by id as the generated tables are found.
 */
import type { Row } from './mockRows.ts';

/** The row that row `row` points to through `relationship`, if the mock can tell. */
export type Related = (row: Readonly<Row>, relationship: string) => Readonly<Row> | undefined;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const NUMBER = /^-?\d+(\.\d+)?$/;

/** PostgreSQL's comparison of two non-null values: numbers (and numeric strings) as numbers, text as text. */
function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' || typeof b === 'number' || (NUMBER.test(String(a)) && NUMBER.test(String(b)))) {
    return Number(a) - Number(b);
  }
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** SQL LIKE: `%` any run, `_` one character, a backslash escapes either. */
function like(value: unknown, pattern: unknown, caseInsensitive: boolean): boolean {
  if (typeof value !== 'string' || typeof pattern !== 'string') return false;
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\' && i + 1 < pattern.length) source += escapeRegExp(pattern[++i]);
    else source += char === '%' ? '.*' : char === '_' ? '.' : escapeRegExp(char);
  }
  return new RegExp(`^${source}$`, caseInsensitive ? 'is' : 's').test(value);
}

/** One column's comparison (`{_eq: 'BRL'}`, `{_gt: 0}` …); an operator Hasura has that the mock lacks passes. */
function matchesColumn(value: unknown, comparison: Record<string, unknown>): boolean {
  return Object.entries(comparison).every(([operator, operand]) => {
    // Hasura ignores a comparison with null (`_eq: null`), as a variable left unset.
    if (operand === null || operand === undefined) return true;
    if (operator === '_is_null') return (value === null || value === undefined) === operand;
    if (value === null || value === undefined) return false;
    switch (operator) {
      case '_eq': return compare(value, operand) === 0;
      case '_neq': return compare(value, operand) !== 0;
      case '_gt': return compare(value, operand) > 0;
      case '_gte': return compare(value, operand) >= 0;
      case '_lt': return compare(value, operand) < 0;
      case '_lte': return compare(value, operand) <= 0;
      case '_in': return Array.isArray(operand) && operand.some((item) => compare(value, item) === 0);
      case '_nin': return Array.isArray(operand) && !operand.some((item) => compare(value, item) === 0);
      case '_like': return like(value, operand, false);
      case '_ilike': return like(value, operand, true);
      case '_nlike': return !like(value, operand, false);
      case '_nilike': return !like(value, operand, true);
      default: return true;
    }
  });
}

/** Whether `row` satisfies `where`. A condition on a relationship the mock cannot follow is taken as met. */
export function matchesWhere(row: Readonly<Row>, where: unknown, related: Related): boolean {
  if (!isObject(where)) return true;
  return Object.entries(where).every(([name, condition]) => {
    if (name === '_and') return Array.isArray(condition) && condition.every((part) => matchesWhere(row, part, related));
    if (name === '_or') return Array.isArray(condition) && condition.some((part) => matchesWhere(row, part, related));
    if (name === '_not') return !matchesWhere(row, condition, related);
    if (!isObject(condition)) return true;
    if (Object.hasOwn(row, name)) return matchesColumn(row[name], condition);
    const target = related(row, name);
    return target === undefined || matchesWhere(target, condition, related);
  });
}

/** `order_by` (one object or a list) as paths through relationships to a column, with their direction. */
export function orderPaths(orderBy: unknown): [path: string[], direction: string][] {
  const terms = Array.isArray(orderBy) ? orderBy : [orderBy];
  const walk = (term: unknown, path: string[]): [string[], string][] => (isObject(term)
    ? Object.entries(term).flatMap(([name, value]) => (typeof value === 'string' ? [[[...path, name], value] as [string[], string]]
      : walk(value, [...path, name])))
    : []);
  return terms.flatMap((term) => walk(term, []));
}

/** The value at `path` from `row`: its column, or a column of a row it points to. */
export function valueAt(row: Readonly<Row> | undefined, path: readonly string[], related: Related): unknown {
  if (row === undefined) return undefined;
  const [head, ...rest] = path;
  return rest.length === 0 ? row[head] : valueAt(related(row, head), rest, related);
}
