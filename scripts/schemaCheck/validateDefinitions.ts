/**
 * Validates each Relay operation and fragment of the portal against a role's schema with graphql-js, and says which
 * field of which definition, in which file, no longer fits. relay-compiler would stop at the first file it cannot
 * compile; this names every definition that breaks, which is what a reviewer of a schema change wants to read.
 */
import {
  Kind, NoUndefinedVariablesRule, NoUnusedFragmentsRule, NoUnusedVariablesRule, specifiedRules,
  validate, VariablesInAllowedPositionRule, visit,
} from 'graphql';
import type { DefinitionNode, DocumentNode, GraphQLError, GraphQLSchema, Location } from 'graphql';
import type { PortalRole, RoleSchemas } from './roleSchemas.ts';
import type { RelayDefinition } from './relayDocuments.ts';

export interface DefinitionProblem {
  definition: string;
  kind: RelayDefinition['kind'];
  file: string;
  component: string;
  /** The role whose schema it was checked against. */
  role: PortalRole;
  /** `file:line` of the part at fault. */
  at: string;
  /** The field at fault, when the problem is a field (`portfolio_company.document`). */
  field: string | null;
  message: string;
}

/**
 * Relay's own directives (`@arguments`, `@argumentDefinitions`, `@required`, `@relay_test_operation` …) are read by
 * the compiler and never reach the server, so they are not in the server's schema. They are removed before
 * validating, and with them the variables they declare: the rules about variables are left to relay-compiler, the
 * rules about the schema (types, fields, arguments, values, leaves) all apply.
 */
const RULES = specifiedRules.filter((rule) => ![
  NoUnusedFragmentsRule, NoUnusedVariablesRule, NoUndefinedVariablesRule, VariablesInAllowedPositionRule,
].includes(rule));

function withoutClientDirectives(schema: GraphQLSchema, node: DefinitionNode): DefinitionNode {
  return visit(node, {
    Directive: (directive) => (schema.getDirective(directive.name.value) ? undefined : null),
  });
}

/** The named types an `@argumentDefinitions` declares, which must still exist (`type: "x_bool_exp!"`). */
function argumentDefinitionTypes(node: DefinitionNode): { type: string; loc: Location | undefined }[] {
  const types: { type: string; loc: Location | undefined }[] = [];
  visit(node, {
    Directive: (directive) => {
      if (directive.name.value !== 'argumentDefinitions') return;
      for (const argument of directive.arguments ?? []) {
        if (argument.value.kind !== Kind.OBJECT) continue;
        for (const field of argument.value.fields) {
          if (field.name.value === 'type' && field.value.kind === Kind.STRING) {
            types.push({ type: field.value.value.replace(/[[\]!]/g, ''), loc: field.loc });
          }
        }
      }
    },
  });
  return types;
}

function spreadNames(node: DefinitionNode): string[] {
  const names: string[] = [];
  visit(node, { FragmentSpread: (spread) => { names.push(spread.name.value); } });
  return names;
}

/** The fragments a definition needs, transitively. */
function closure(start: RelayDefinition, fragments: ReadonlyMap<string, RelayDefinition>): RelayDefinition[] {
  const seen = new Map<string, RelayDefinition>();
  const pending = spreadNames(start.node);
  while (pending.length > 0) {
    const name = pending.pop() ?? '';
    const fragment = fragments.get(name);
    if (!fragment || seen.has(name)) continue;
    seen.set(name, fragment);
    pending.push(...spreadNames(fragment.node));
  }
  return [...seen.values()];
}

/** Where an error points, in file terms: the definition whose template holds the node, and the file's line. */
function locate(error: GraphQLError, bySource: ReadonlyMap<unknown, RelayDefinition>, fallback: RelayDefinition) {
  const node = error.nodes?.at(0);
  const loc = node?.loc;
  const owner = (loc && bySource.get(loc.source)) ?? fallback;
  const line = loc ? owner.line + loc.startToken.line - 1 : owner.line;
  const field = node?.kind === Kind.FIELD ? fieldAtFault(error.message, node.name.value) : null;
  return { owner, at: `${owner.file}:${line}`, field };
}

/** `Cannot query field "document" on type "portfolio_company".` → `portfolio_company.document`. */
function fieldAtFault(message: string, name: string): string {
  const onType = /on type "([^"]+)"/.exec(message);
  return onType ? `${onType[1]}.${name}` : name;
}

/**
 * Every problem of every definition: an operation is checked against its role's schema together with the fragments
 * it spreads; a fragment, with those it spreads, against the schema of every role whose operations use it (the
 * investor's when none does).
 */
export function validateDefinitions(definitions: readonly RelayDefinition[], schemas: RoleSchemas): DefinitionProblem[] {
  const fragments = new Map(definitions.filter((d) => d.kind === 'fragment').map((d) => [d.name, d]));
  const bySource = new Map<unknown, RelayDefinition>(definitions.map((d) => [d.document.loc?.source, d]));
  const rolesOfFragment = new Map<string, Set<PortalRole>>();
  for (const operation of definitions.filter((d) => d.kind !== 'fragment')) {
    for (const fragment of closure(operation, fragments)) {
      const roles = rolesOfFragment.get(fragment.name) ?? new Set<PortalRole>();
      roles.add(operation.role);
      rolesOfFragment.set(fragment.name, roles);
    }
  }

  const problems = new Map<string, DefinitionProblem>();
  const report = (definition: RelayDefinition, role: PortalRole, error: GraphQLError) => {
    const { owner, at, field } = locate(error, bySource, definition);
    // A broken fragment also breaks each operation spreading it: name it once, where it is, under its own name.
    const problem: DefinitionProblem = {
      definition: owner.name, kind: owner.kind, file: owner.file, component: owner.component, role, at, field, message: error.message,
    };
    problems.set(`${problem.definition}|${role}|${at}|${problem.message}`, problem);
  };

  for (const definition of definitions) {
    const roles = definition.kind === 'fragment'
      ? [...(rolesOfFragment.get(definition.name) ?? new Set<PortalRole>(['investor']))]
      : [definition.role];
    for (const role of roles) {
      const schema = schemas[role];
      const parts = [definition, ...closure(definition, fragments)];
      const document: DocumentNode = {
        kind: Kind.DOCUMENT,
        definitions: parts.map((part) => withoutClientDirectives(schema, part.node)),
      };
      for (const error of validate(schema, document, RULES)) report(definition, role, error);
      for (const { type, loc } of argumentDefinitionTypes(definition.node)) {
        if (schema.getType(type)) continue;
        const line = loc ? definition.line + loc.startToken.line - 1 : definition.line;
        problems.set(`${definition.name}|${role}|type ${type}`, {
          definition: definition.name, kind: definition.kind, file: definition.file, component: definition.component, role,
          at: `${definition.file}:${line}`, field: null, message: `Unknown type "${type}" in @argumentDefinitions.`,
        });
      }
    }
  }
  return [...problems.values()].sort((a, b) => a.file.localeCompare(b.file) || a.at.localeCompare(b.at, undefined, { numeric: true }));
}
