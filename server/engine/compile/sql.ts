/**
 * A small SQL builder with pg-sql2's rules: text, identifiers and values are different kinds of node, identifiers are
 * quoted by one function, and values only ever become bind parameters. Raw text enters only through the `sql`
 * template's literal parts, which are written in this codebase, never taken from a request.
 */
import type { ParamRef } from '../ir/types.ts';
import { castPlaceholder } from './geoJson.ts';

type Part = string | Ident | Param | Sql;

class Ident {
  constructor(readonly names: readonly string[]) {}
}
class Param {
  constructor(readonly ref: ParamRef) {}
}

export class Sql {
  constructor(readonly parts: readonly Part[]) {}
}

export type SqlValue = Sql | Ident | Param;

/** `sql\`SELECT ${ident('a')} FROM …\``: literal parts are trusted text, interpolations must be nodes. */
export function sql(strings: TemplateStringsArray, ...values: SqlValue[]): Sql {
  const parts: Part[] = [];
  strings.forEach((text, i) => {
    if (text) parts.push(text);
    const value = values.at(i);
    if (value !== undefined) parts.push(value);
  });
  return new Sql(parts);
}

/** A possibly qualified identifier: `ident('schema', 'table')` → `"schema"."table"`. */
export const ident = (...names: string[]): Ident => new Ident(names);

export const param = (ref: ParamRef): Param => new Param(ref);

export function join(items: readonly SqlValue[], separator: string): Sql {
  const parts: Part[] = [];
  items.forEach((item, i) => {
    if (i > 0) parts.push(separator);
    parts.push(item);
  });
  return new Sql(parts);
}

export const empty = new Sql([]);

/**
 * A GraphQL name (an alias or a type name) as an SQL string literal. GraphQL names are `[_A-Za-z][_0-9A-Za-z]*`, so
 * the check below is what makes the literal safe; anything else is a bug upstream.
 */
export function nameLiteral(name: string): Sql {
  if (!/^[_A-Za-z][_0-9A-Za-z]*$/.test(name)) throw new Error(`not a GraphQL name: ${JSON.stringify(name)}`);
  return new Sql([`'${name}'`]);
}

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

export interface RenderedSql {
  text: string;
  params: ParamRef[];
}

/**
 * Renders to text with `$n::type` placeholders; session and variable parameters used twice share one number.
 * `placeholder` writes parameter n some other way (a multiplexed live query reads it from a per-subscriber row).
 */
export function render(root: Sql, placeholder: (n: number, ref: ParamRef) => string = (n) => `$${n}`): RenderedSql {
  const params: ParamRef[] = [];
  const shared = new Map<string, number>();
  let text = '';
  const walk = (part: Part): void => {
    if (typeof part === 'string') text += part;
    else if (part instanceof Ident) text += part.names.map(quoteIdent).join('.');
    else if (part instanceof Param) {
      const { source, format, cast } = part.ref;
      const key = source.kind === 'const' || source.kind === 'cursor' ? null
        : `${source.kind}:${source.kind === 'sessionJson' ? '' : source.name}:${format}:${cast}`;
      let index = key === null ? undefined : shared.get(key);
      if (index === undefined) {
        params.push(part.ref);
        index = params.length;
        if (key !== null) shared.set(key, index);
      }
      text += castPlaceholder(placeholder(index, part.ref), cast);
    } else part.parts.forEach(walk);
  };
  walk(root);
  return { text, params };
}

/**
 * Every two-part identifier the statement names, as [first, second]: the schema-qualified tables and views it reads
 * and, alike in form, `alias.column` references (whose aliases the compiler writes `_t0`, `_e2` …). A live query
 * keeps those that name a relation, to know which writes concern it.
 */
export function qualifiedNames(root: Sql): [string, string][] {
  const names: [string, string][] = [];
  const walk = (part: Part): void => {
    if (part instanceof Ident) {
      if (part.names.length === 2) names.push([part.names[0], part.names[1]]);
    } else if (part instanceof Sql) part.parts.forEach(walk);
  };
  walk(root);
  return names;
}

/**
 * Text chosen by the compiler from its own constant tables (an operator, a function name, a direction). Never pass
 * anything derived from a request.
 */
export const trusted = (text: string): Sql => new Sql([text]);
