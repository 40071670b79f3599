/**
 * Bind parameters' values for one run of a plan: constants from the request, request variables and session
 * variables, each written as the text PostgreSQL casts to the parameter's type.
 */
import { EngineError } from '../errors.ts';
import type { ParamRef } from '../ir/types.ts';
import { messages } from '../ir/messages.ts';

export function encodeParams(
  params: readonly ParamRef[], variables: Readonly<Record<string, unknown>>, session: Readonly<Partial<Record<string, string>>>,
): (string | null)[] {
  return params.map(({ source, format }) => {
    switch (source.kind) {
      case 'const': return encodeValue(source.value, format);
      case 'variable': return encodeValue(variables[source.name], format);
      case 'cursor':
        return encodeValue(source.initial.kind === 'const' ? source.initial.value : variables[source.initial.name], format);
      // The session as Hasura passes it to a function's session argument: every variable, names in lower case.
      case 'sessionJson': return JSON.stringify(session);
      case 'session': {
        const value = session[source.name];
        if (value === undefined) throw new EngineError('not-found', messages.missingSessionVariable(source.name));
        return value;
      }
    }
  });
}

export function encodeValue(value: unknown, format: ParamRef['format']): string | null {
  if (value === null || value === undefined) return null;
  switch (format) {
    case 'text': return scalarText(value);
    case 'json': return JSON.stringify(value);
    case 'array': return arrayLiteral((value as unknown[]).map(scalarText));
    case 'json-array': return arrayLiteral((value as unknown[]).map((v) => JSON.stringify(v)));
  }
}

function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A PostgreSQL array literal: every element double-quoted, `"` and `\` escaped. */
export function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}
