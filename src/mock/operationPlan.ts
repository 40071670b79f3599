/**
 * What the mock needs to know of an operation that its artifact does not say: the GraphQL type of every selected
 * field, and the plural fields under each path with their arguments. Both come from walking the operation's
 * normalization AST alongside schema.graphql.
 *
 * The types are what relay-compiler would have written into the artifact for an operation marked
 * `@relay_test_operation` (`relayTestingSelectionTypeInfo`). Without them MockPayloadGenerator takes every leaf
 * field for a `String` (spike §4, Relay landmine 5), so a `numeric` or an enum outside any row would come out as
 * `<mock-value-for-field-"…">`. Computing them here serves the product's own operations, which never carry the
 * directive, in the browser and in tests alike.
 */
import {
  buildSchema, getNamedType, isEnumType, isListType, isNonNullType, isObjectType, type GraphQLObjectType,
  type GraphQLOutputType, type GraphQLSchema,
} from 'graphql';
import type { ConcreteRequest, NormalizationArgument, NormalizationSelection, Variables } from 'relay-runtime';
import schemaSource from '../../schema.graphql?raw';
import type { ListField } from './mockResolvers.ts';

/** One entry of `relayTestingSelectionTypeInfo`, keyed by the field's path of aliases (`organizations.client.id`). */
export interface SelectionTypeInfo {
  readonly type: string;
  readonly plural: boolean;
  readonly nullable: boolean;
  readonly enumValues: readonly string[] | null;
}

export interface OperationPlan {
  readonly typeInfo: Readonly<Record<string, SelectionTypeInfo>>;
  /** Plural fields by the path of the object that holds them; the root is `''`. */
  readonly listFields: ReadonlyMap<string, readonly ListField[]>;
}

let schema: GraphQLSchema | undefined;

/** The investor role's schema, built once (about 260 kB of SDL, parsed in tens of milliseconds). */
function investorSchema(): GraphQLSchema {
  schema ??= buildSchema(schemaSource);
  return schema;
}

/** An argument's value as the field receives it, as MockPayloadGenerator computes it. */
function argumentValue(argument: NormalizationArgument, variables: Variables): unknown {
  switch (argument.kind) {
    case 'Literal':
      return argument.value;
    case 'Variable':
      return variables[argument.variableName];
    case 'ObjectValue':
      return Object.fromEntries(argument.fields.map((field) => [field.name, argumentValue(field, variables)]));
    case 'ListValue':
      return argument.items.map((item) => (item ? argumentValue(item, variables) : null));
  }
}

function isPlural(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

export function planOperation(request: ConcreteRequest, variables: Variables): OperationPlan {
  const typeInfo: Record<string, SelectionTypeInfo> = {};
  const listFields = new Map<string, ListField[]>();
  const walk = (selections: readonly NormalizationSelection[], parent: GraphQLObjectType, path: string[]) => {
    for (const selection of selections) {
      switch (selection.kind) {
        case 'ScalarField':
        case 'LinkedField': {
          // `__typename`, and client-only fields, are not in the schema: the generator has their values already.
          const field = parent.getFields()[selection.name] as ReturnType<typeof parent.getFields>[string] | undefined;
          if (!field) break;
          const alias = selection.alias ?? selection.name;
          const named = getNamedType(field.type);
          const at = [...path, alias];
          typeInfo[at.join('.')] = {
            type: named.name,
            plural: isPlural(field.type),
            nullable: !isNonNullType(field.type),
            enumValues: isEnumType(named) ? named.getValues().map((value) => value.name) : null,
          };
          if (selection.kind === 'LinkedField' && isObjectType(named)) {
            if (selection.plural) {
              const args = Object.fromEntries(
                (selection.args ?? []).map((arg) => [arg.name, argumentValue(arg, variables)]),
              );
              const siblings = listFields.get(path.join('.')) ?? [];
              siblings.push({ alias, name: selection.name, type: named.name, args });
              listFields.set(path.join('.'), siblings);
            }
            walk(selection.selections, named, at);
          }
          break;
        }
        case 'InlineFragment': {
          const type = investorSchema().getType(selection.type);
          walk(selection.selections, isObjectType(type) ? type : parent, path);
          break;
        }
        case 'Condition':
        case 'Defer':
        case 'Stream':
          walk(selection.selections, parent, path);
          break;
        default:
          break;
      }
    }
  };
  const root = rootType(request.params.operationKind);
  walk(request.operation.selections, root, []);
  return { typeInfo, listFields };
}

function rootType(kind: ConcreteRequest['params']['operationKind']): GraphQLObjectType {
  const current = investorSchema();
  const type = kind === 'mutation' ? current.getMutationType()
    : kind === 'subscription' ? current.getSubscriptionType() : current.getQueryType();
  if (!type) throw new Error(`schema.graphql has no ${kind} type`);
  return type;
}
