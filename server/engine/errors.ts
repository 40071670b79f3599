/**
 * The engine's one error record, shaped after Hasura's `QErr` (`Hasura/Base/Error.hs`): a code from a closed set,
 * a JSONPath into the request, a message, and internal detail that only admin may see. Every stage throws
 * `EngineError`; the HTTP edge encodes it once with {@link encodeEngineError}.
 */

/** The `extensions.code` values Hasura sends on `/v1/graphql` that this engine can produce. */
export type HasuraCode =
  | 'access-denied'
  | 'bad-request'
  | 'concurrent-update'
  | 'constraint-error'
  | 'constraint-violation'
  | 'data-exception'
  | 'invalid-headers'
  | 'invalid-json'
  | 'invalid-jwt'
  | 'jwt-invalid-claims'
  | 'jwt-missing-role-claims'
  | 'not-exists'
  | 'not-found'
  | 'not-supported'
  | 'parse-failed'
  | 'permission-error'
  | 'postgres-error'
  | 'start-failed'
  | 'unexpected'
  | 'validation-failed';

export class EngineError extends Error {
  readonly code: HasuraCode;
  readonly path: string;
  /** Detail for admins only (Postgres error fields, the failing statement); never shown to other roles. */
  readonly internal: unknown;

  constructor(code: HasuraCode, message: string, path = '$', internal?: unknown) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
    this.path = hasuraPath(path);
    this.internal = internal;
  }
}

export interface EncodedError {
  extensions: { code: HasuraCode; internal?: unknown; path: string };
  message: string;
}

/** Keys in the order Hasura's JSON encoder writes them (sorted): `extensions {code, internal, path}`, `message`. */
export function encodeEngineError(error: EngineError, showInternal: boolean): EncodedError {
  const extensions: EncodedError['extensions'] = showInternal && error.internal !== undefined
    ? { code: error.code, internal: error.internal, path: error.path }
    : { code: error.code, path: error.path };
  return { extensions, message: error.message };
}

/** `validation-failed` at a path: the most common failure of a request against a role's schema. */
export const validationFailed = (message: string, path: string): EngineError =>
  new EngineError('validation-failed', message, path);

/**
 * The step of a field in a request path. Hasura's error paths name a field, never its alias
 * (`companies: portfolio_company` fails at `$.selectionSet.portfolio_company…`), yet two aliases of one field are two
 * places in the request, each with its own arguments: the IR records which variable a value came from by its path,
 * and a plan binds each such value as a parameter, so two aliases must never share a path. An aliased field's step
 * therefore carries its response key between NUL marks (no GraphQL name contains one), which {@link hasuraPath}
 * drops, as every {@link EngineError} does with its path.
 */
export function fieldStep(path: string, name: string, responseKey: string): string {
  return responseKey === name ? `${path}.selectionSet.${name}` : `${path}.selectionSet.${name}\u0000${responseKey}\u0000`;
}

/** A request path as Hasura writes it: without the aliases {@link fieldStep} keeps in it. */
export function hasuraPath(path: string): string {
  return path.includes('\u0000') ? path.split('\u0000').filter((_, i) => i % 2 === 0).join('') : path;
}

/**
 * Appends one step to a Hasura JSONPath: `.key` for plain identifiers, `['key']` otherwise, `[n]` for indices
 * (`Hasura.Base.Error.encodeJSONPath`).
 */
export function pathKey(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `${path}.${key}` : `${path}['${key}']`;
}
