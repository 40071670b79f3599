/**
 * State of one request's IR build: the coercion context, the engine settings the IR depends on, and the record of
 * which request paths became bind parameters (so the plan cache knows which variables it may rebind).
 */
import type { EngineCatalog } from '../catalog/types.ts';
import { fieldStep } from '../errors.ts';
import type { CollectContext } from './collectFields.ts';
import type { ParamFormat, ParamRef } from './types.ts';

export interface IrContext extends CollectContext {
  catalog: EngineCatalog;
  role: string;
  /** Whether `backend_only` write permissions are in force (see `Session.backendOnly`). */
  backendOnly: boolean;
  /** `HASURA_GRAPHQL_STRINGIFY_NUMERIC_TYPES`: bigint, numeric, float8 and money as JSON strings. */
  stringifyNumeric: boolean;
  /** The most rows any list may return (the API limits' row fetch limit); null: none. */
  rowLimit: number | null;
  /** Request paths whose value is bound as a parameter (see `paramAt`). */
  paramPaths: Set<string>;
}

/** A parameter for the value at `path`: the request variable it came from, or the constant itself. */
export function paramAt(ctx: IrContext, path: string, value: unknown, format: ParamFormat, cast: string): ParamRef {
  const variable = ctx.coerce.origins.get(path);
  if (variable !== undefined) {
    ctx.paramPaths.add(path);
    return { source: { kind: 'variable', name: variable.name }, format, cast };
  }
  return { source: { kind: 'const', value }, format, cast };
}

/**
 * Appends the `selectionSet` step Hasura puts between a field and its sub-fields, and the field: by name, with its
 * alias kept apart (see `fieldStep`) so that each alias of a field has a path, and so variable uses, of its own.
 */
export const fieldPath = (parent: string, name: string, responseKey: string): string => fieldStep(parent, name, responseKey);
