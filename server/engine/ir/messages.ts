/**
 * Hasura's validation messages, verbatim, in one place (contract §3.2 and Hasura's `GraphQL/Parser` modules), so a
 * test can pin each one and a correction lands everywhere at once. Names from the parser are single-quoted; the
 * execution layer's messages use double quotes, as in Hasura.
 */
export const messages = {
  fieldNotFound: (field: string, type: string) => `field '${field}' not found in type: '${type}'`,
  noSuchArgument: (field: string, arg: string) => `'${field}' has no argument named '${arg}'`,
  missingRequiredField: (field: string) => `missing required field '${field}'`,
  unexpectedSubselection: 'unexpected subselection set for non-object field',
  missingSelectionSet: (type: string) => `missing selection set for '${type}'`,
  unexpectedNull: (type: string) => `unexpected null value for type '${type}'`,
  typeMismatch: (expected: string, type: string, found: string) => `expected ${expected} for type '${type}', but found ${found}`,
  expectedList: (found: string) => `expected a list, but found ${found}`,
  unknownEnumValue: (values: string[], type: string, found: string) =>
    `expected one of the values [${values.map((v) => `'${v}'`).join(', ')}] for type '${type}', but found '${found}'`,
  outOfBounds: (text: string) =>
    `The value ${text} lies outside the bounds or is not an integer. Maybe it is a float, or is there integer overflow?`,
  aesonKind: (what: string, expected: string, found: string) => `parsing ${what} failed, expected ${expected}, but encountered ${found}`,
  notAValidQuery: 'not a valid graphql query',
  noOperation: 'exactly one operation has to be present in the document when operationName is not specified',
  noSuchOperation: (name: string) => `no such operation found in the document: "${name}"`,
  anonymousWithName: 'operationName cannot be used when an anonymous operation exists in the document',
  noMutations: 'no mutations exist',
  noSubscriptions: 'no subscriptions exist',
  unboundVariable: (name: string) => `unbound variable "${name}"`,
  duplicateVariable: (name: string) => `multiple definitions for variable "${name}"`,
  variableTypeMismatch: (name: string, declared: string, expected: string) =>
    `variable '${name}' is declared as '${declared}', but used where '${expected}' is expected`,
  missingVariable: (name: string) => `expecting a value for non-nullable variable: "${name}"`,
  nullVariable: (type: string) => `null value found for non-nullable type: "${type}"`,
  unexpectedVariables: (names: string[]) => `unexpected variables in variableValues: ${names.join(', ')}`,
  undefinedFragment: (name: string) => `reference to undefined fragment "${name}"`,
  duplicateFragment: (name: string) => `multiple definitions for fragment "${name}"`,
  fragmentCycle: (names: string[]) => `the fragment definition(s) ${englishList(names.map((n) => `"${n}"`))} form a cycle`,
  unknownDirective: (name: string) => `directive '${name}' is not defined in the schema`,
  directiveLocation: (name: string, location: string) => `directive '${name}' is not allowed on ${location}`,
  distinctOnMismatch: '"distinct_on" columns must match initial "order_by" columns',
  missingSessionVariable: (name: string) => `missing session variable: "${name}"`,
  exactlyOnePredicate: 'exactly one predicate should be specified',
  /** Not Hasura's (it sets no bound): see MAX_INPUT_DEPTH in coerceInput.ts. */
  nestedTooDeep: (limit: number) => `the value is nested more than ${limit} levels deep`,
} as const;

function englishList(names: string[]): string {
  if (names.length <= 1) return names.join('');
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  return `${names.slice(0, -1).join(', ')}, and ${names[names.length - 1]}`;
}

/** Hasura's `describeValue` for a JSON value (a variable's value). */
export function describeJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'string': return 'a string';
    case 'number': return 'a number';
    case 'boolean': return 'a boolean';
    default: return 'an object';
  }
}

/** aeson's name for a JSON value's kind, in "expected X, but encountered Y". */
export function aesonKind(value: unknown): string {
  if (value === null || value === undefined) return 'Null';
  if (Array.isArray(value)) return 'Array';
  switch (typeof value) {
    case 'string': return 'String';
    case 'number': return 'Number';
    case 'boolean': return 'Boolean';
    default: return 'Object';
  }
}
