/**
 * Input coercion with Hasura's messages (`Hasura/GraphQL/Parser/Internal/{Input,Scalars,TypeChecking}.hs`):
 * argument literals and variable values are checked against the role's input types and become plain values —
 * enums their internal value, input objects keeping the request's key order (which `order_by` depends on).
 *
 * Two scalar regimes, as in Hasura: GraphQL's own scalars for arguments such as `limit`, and the column-value
 * parser for comparison operands and primary keys, which accepts any JSON string (PostgreSQL judges it later) and
 * rejects `null`. Where a value came from a variable, its path is recorded so a plan can bind that variable as a
 * parameter instead of baking its value in.
 */
import {
  GraphQLEnumType, GraphQLInputObjectType, GraphQLList, GraphQLNonNull, Kind,
  isTypeSubTypeOf, type GraphQLInputType, type GraphQLSchema, type ValueNode,
} from 'graphql';
import { EngineError, pathKey, validationFailed } from '../errors.ts';
import { aesonKind, describeJson, messages } from './messages.ts';
import { geoJsonValue, isGeoType, ltreeValue } from './extensionValues.ts';

export interface CoerceContext {
  schema: GraphQLSchema;
  variables: Readonly<Record<string, unknown>>;
  /** Declared variables; `type` is null when the declaration names a type the role's schema lacks. */
  declared: ReadonlyMap<string, { type: GraphQLInputType | null; typeText: string; hasDefault: boolean }>;
  /** Filled here: the request path of every value taken from a variable → that variable and how it was read. */
  origins: Map<string, VariableUse>;
}

/** One use of a variable: enough to check another value of it against the same type without re-parsing. */
export interface VariableUse {
  name: string;
  type: GraphQLInputType;
  mode: ScalarMode;
}

/**
 * `graphql`: GraphQL's own scalars (distinct, `if` …); `column`: a value compared with or stored in a column;
 * `limit` and `offset`: Hasura's parsers for those arguments (a non-negative Int; an Int or a 64-bit integer string).
 */
export type ScalarMode = 'graphql' | 'column' | 'limit' | 'offset';

/**
 * A value to coerce: a literal of the document, or JSON from the variables; `origin` is where that JSON sits in the
 * request's `variableValues`, which is where Hasura reports a GeoJSON value it cannot read.
 */
type Input = { literal: ValueNode } | { json: unknown; origin?: string };

const INTEGER_SCALARS = new Set(['Int', 'smallint', 'bigint']);
const NUMBER_SCALARS = new Set(['Float', 'float8', 'numeric', 'money']);
const JSON_SCALARS = new Set(['json', 'jsonb']);

export function coerceAst(type: GraphQLInputType, node: ValueNode, path: string, ctx: CoerceContext, mode: ScalarMode = 'graphql'): unknown {
  if (literalDepth(node) > MAX_INPUT_DEPTH) throw validationFailed(messages.nestedTooDeep(MAX_INPUT_DEPTH), path);
  return coerce(type, { literal: node }, path, ctx, mode);
}

/** Checks a variable's value against the type and mode of one of its uses (a cached plan's re-check). */
export function coerceVariableUse(use: VariableUse, value: unknown, path: string, ctx: CoerceContext): unknown {
  if (jsonDepth(value) > MAX_INPUT_DEPTH) throw validationFailed(messages.nestedTooDeep(MAX_INPUT_DEPTH), path);
  return coerce(use.type, { json: value, origin: pathKey('$.variableValues', use.name) }, path, ctx, use.mode);
}

/**
 * The deepest nesting of lists and objects one input value may have, an argument's literal or a variable's value.
 * Every stage after this one (coercion, the IR, SQL, PostgreSQL's own parser) walks a value recursively, and a
 * boolean expression thousands deep overflowed the stack into an internal error. Hasura sets no such bound; 256
 * levels is a `where` of over a hundred nested `_and`s, far beyond what a person or the portal writes, and far below
 * what overflows. Measured without recursion, so the measuring cannot overflow either.
 */
export const MAX_INPUT_DEPTH = 256;

/** The nesting depth of a JSON value (a scalar is 0), counting no further than one past the limit. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const work: [unknown, number][] = [[value, 0]];
  while (work.length > 0) {
    const [item, depth] = work.pop() as [unknown, number];
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_INPUT_DEPTH) return deepest;
    for (const child of Array.isArray(item) ? item : Object.values(item)) work.push([child, depth + 1]);
  }
  return deepest;
}

/** The nesting depth of a literal of the document, as {@link jsonDepth} counts it. */
function literalDepth(node: ValueNode): number {
  let deepest = 0;
  const work: [ValueNode, number][] = [[node, 0]];
  while (work.length > 0) {
    const [item, depth] = work.pop() as [ValueNode, number];
    if (item.kind === Kind.LIST) for (const child of item.values) work.push([child, depth + 1]);
    else if (item.kind === Kind.OBJECT) for (const field of item.fields) work.push([field.value, depth + 1]);
    else continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_INPUT_DEPTH) return deepest;
  }
  return deepest;
}

function coerce(type: GraphQLInputType, input: Input, path: string, ctx: CoerceContext, mode: ScalarMode): unknown {
  if ('literal' in input && input.literal.kind === Kind.VARIABLE) {
    const name = input.literal.name.value;
    const declared = ctx.declared.get(name);
    if (!declared) throw validationFailed(messages.unboundVariable(name), '$');
    const declaredType = declared.type;
    const fits = declaredType !== null && (isTypeSubTypeOf(ctx.schema, declaredType, type)
      || (declared.hasDefault && type instanceof GraphQLNonNull && isTypeSubTypeOf(ctx.schema, declaredType, type.ofType)));
    if (!fits) throw validationFailed(messages.variableTypeMismatch(name, declared.typeText, String(type)), path);
    if (!(name in ctx.variables)) return undefined;
    ctx.origins.set(path, { name, type, mode });
    return coerceVariableUse({ name, type, mode }, ctx.variables[name], path, ctx);
  }
  const isNull = 'literal' in input ? input.literal.kind === Kind.NULL : input.json === null || input.json === undefined;
  const found = 'literal' in input ? describeLiteral(input.literal) : describeJson(input.json);
  const named = type instanceof GraphQLNonNull ? type.ofType : type;

  if (isNull) {
    if (mode === 'column' && !(named instanceof GraphQLList || named instanceof GraphQLInputObjectType)) {
      throw validationFailed(messages.unexpectedNull(String(named)), path);
    }
    if (!(type instanceof GraphQLNonNull)) return null;
    if (named instanceof GraphQLList) throw validationFailed(messages.expectedList(found), path);
    throw validationFailed(messages.typeMismatch(expectedKind(named), String(named), found), path);
  }
  if (named instanceof GraphQLList) {
    const items = 'literal' in input
      ? (input.literal.kind === Kind.LIST ? input.literal.values.map((literal) => ({ literal })) : null)
      : (Array.isArray(input.json) ? input.json.map((json: unknown, i) => ({ json, origin: within(input.origin, i) })) : null);
    // A single value where a list is expected is a one-element list (GraphQL input coercion).
    if (items === null) return [coerce(named.ofType, input, pathKey(path, 0), ctx, mode)];
    return items.map((item, i) => coerce(named.ofType, item, pathKey(path, i), ctx, mode));
  }
  if (named instanceof GraphQLInputObjectType) {
    const entries = 'literal' in input
      ? (input.literal.kind === Kind.OBJECT ? input.literal.fields.map((f) => [f.name.value, { literal: f.value }] as const) : null)
      : (typeof input.json === 'object' && !Array.isArray(input.json)
        ? Object.entries(input.json as Record<string, unknown>).map(([k, json]) => [k, { json, origin: within(input.origin, k) }] as const) : null);
    if (entries === null) throw validationFailed(messages.typeMismatch('an object', named.name, found), path);
    const fields = named.getFields();
    const columnValued = named.name.endsWith('_comparison_exp');
    const out: Record<string, unknown> = {};
    for (const [name, value] of entries) {
      const def = fields[name] as (typeof fields)[string] | undefined;
      if (!def) throw validationFailed(messages.fieldNotFound(name, named.name), pathKey(path, name));
      const fieldMode: ScalarMode = columnValued && name !== '_is_null' ? 'column' : 'graphql';
      const coerced = coerce(def.type, value, pathKey(path, name), ctx, fieldMode);
      if (coerced !== undefined) out[name] = coerced;
    }
    for (const def of Object.values(fields)) {
      // An omitted field takes its declared default, as the GraphQL spec coerces input objects: Hasura's
      // `on_conflict.update_columns` is `[…]! = []`, so an upsert without it inserts or does nothing.
      if (out[def.name] === undefined && def.defaultValue !== undefined) out[def.name] = def.defaultValue;
      if (def.type instanceof GraphQLNonNull && out[def.name] === undefined) {
        throw validationFailed(messages.missingRequiredField(def.name), pathKey(path, def.name));
      }
    }
    return out;
  }
  if (named instanceof GraphQLEnumType) {
    const name = 'literal' in input
      ? (input.literal.kind === Kind.ENUM ? input.literal.value : null)
      : (typeof input.json === 'string' ? input.json : null);
    if (name === null) throw validationFailed(messages.typeMismatch('an enum value', named.name, found), path);
    const value = named.getValue(name);
    if (!value) throw validationFailed(messages.unknownEnumValue(named.getValues().map((v) => v.name), named.name, name), path);
    return value.value;
  }
  const scalar = named.name;
  const raw = 'literal' in input ? literalJson(input.literal, scalar) : input.json;
  if (scalar === 'ltree') return ltreeValue(raw, path);
  if (isGeoType(scalar)) return geoJsonValue(raw, ('json' in input ? input.origin : undefined) ?? path);
  return mode === 'column' || !['Int', 'Float', 'String', 'Boolean'].includes(scalar)
    ? columnScalar(scalar, raw, path)
    : graphqlScalar(scalar, raw, found, path, mode);
}

const within = (origin: string | undefined, key: string | number): string | undefined =>
  origin === undefined ? undefined : pathKey(origin, key);

function expectedKind(type: GraphQLInputType | string): string {
  if (type instanceof GraphQLInputObjectType) return 'an object';
  if (type instanceof GraphQLEnumType) return 'an enum value';
  switch (String(type)) {
    case 'Int': return 'a 32-bit integer';
    case 'Float': return 'a float';
    case 'Boolean': return 'a boolean';
    default: return 'a string';
  }
}

const INT_EXPECTED: Readonly<Record<ScalarMode, string>> = {
  graphql: 'a 32-bit integer',
  column: 'a 32-bit integer',
  limit: 'a non-negative 32-bit integer',
  offset: 'a 32-bit integer, or a 64-bit integer represented as a string',
};

function graphqlScalar(scalar: string, raw: unknown, found: string, path: string, mode: ScalarMode): unknown {
  const expected = scalar === 'Int' ? INT_EXPECTED[mode] : expectedKind(scalar);
  const mismatch = (): never => { throw validationFailed(messages.typeMismatch(expected, scalar, found), path); };
  switch (scalar) {
    case 'Int':
      if (mode === 'offset' && typeof raw === 'string') return /^-?\d{1,19}$/.test(raw) ? Number(raw) : mismatch();
      if (typeof raw !== 'number') return mismatch();
      if (!Number.isInteger(raw) || raw > 2147483647 || raw < -2147483648) {
        if (found === 'a float') return mismatch();
        throw new EngineError('parse-failed', messages.outOfBounds(String(raw)), path);
      }
      if (mode === 'limit' && raw < 0) return mismatch();
      return raw;
    case 'Float':
      return typeof raw === 'number' ? raw : mismatch();
    case 'Boolean':
      return typeof raw === 'boolean' ? raw : mismatch();
    default:
      return typeof raw === 'string' ? raw : mismatch();
  }
}

/**
 * Hasura's column parser (`parsePGValue`): any string passes (PostgreSQL will cast it), numbers where the type is
 * numeric, booleans for Boolean, anything for json/jsonb. The result is the JSON value, numbers kept as text.
 */
function columnScalar(scalar: string, raw: unknown, path: string): unknown {
  if (JSON_SCALARS.has(scalar)) return raw instanceof NumericText ? Number(raw.text) : raw;
  if (typeof raw === 'string') return raw;
  const numeric = raw instanceof NumericText ? raw.text : typeof raw === 'number' ? String(raw) : null;
  if (INTEGER_SCALARS.has(scalar)) {
    if (numeric === null) throw parseFailed(`Integer expected for input type: ${scalar}`, 'Number', raw, path);
    if (!/^-?\d+$/.test(numeric) || (scalar !== 'bigint' && Math.abs(Number(numeric)) > 2147483647)) {
      throw new EngineError('parse-failed', messages.outOfBounds(numeric), path);
    }
    return numeric;
  }
  if (NUMBER_SCALARS.has(scalar)) {
    if (numeric === null) throw parseFailed(scalar === 'Float' || scalar === 'float8' ? `Float expected for input type: ${scalar}` : 'Scientific', 'Number', raw, path);
    return numeric;
  }
  if (scalar === 'Boolean') {
    if (typeof raw !== 'boolean') throw parseFailed('Bool', 'Boolean', raw, path);
    return raw ? 'true' : 'false';
  }
  throw parseFailed(scalar === 'uuid' ? 'UUID' : 'Text', 'String', raw, path);
}

function parseFailed(what: string, expected: string, raw: unknown, path: string): EngineError {
  const kind = raw instanceof NumericText ? 'Number' : aesonKind(raw);
  return new EngineError('parse-failed', messages.aesonKind(what, expected, kind), path);
}

/** A numeric literal of a custom scalar, kept as written so bigint and numeric lose no precision. */
class NumericText {
  constructor(readonly text: string) {}
}

/** A literal as the JSON value it denotes (GraphQL literal objects and lists are JSON for jsonb). */
function literalJson(node: ValueNode, scalar: string): unknown {
  switch (node.kind) {
    case Kind.INT: case Kind.FLOAT:
      return scalar === 'Int' || scalar === 'Float' || JSON_SCALARS.has(scalar) ? Number(node.value) : new NumericText(node.value);
    case Kind.STRING: case Kind.ENUM: return node.value;
    case Kind.BOOLEAN: return node.value;
    case Kind.NULL: case Kind.VARIABLE: return null;
    case Kind.LIST: return node.values.map((v) => literalJson(v, 'jsonb'));
    case Kind.OBJECT: return Object.fromEntries(node.fields.map((f) => [f.name.value, literalJson(f.value, 'jsonb')]));
  }
}

/** Hasura's `describeValue` for a literal of the document. */
function describeLiteral(node: ValueNode): string {
  switch (node.kind) {
    case Kind.INT: return 'an integer';
    case Kind.FLOAT: return 'a float';
    case Kind.STRING: return 'a string';
    case Kind.BOOLEAN: return 'a boolean';
    case Kind.NULL: return 'null';
    case Kind.ENUM: return 'an enum value';
    case Kind.LIST: return 'a list';
    case Kind.OBJECT: return 'an object';
    case Kind.VARIABLE: return 'a variable';
  }
}
