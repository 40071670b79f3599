/**
 * Stage 3 (called by `execute/`): a parsed GraphQL document, checked against one role's schema with Hasura's rules
 * and messages, to the IR of the chosen operation. Introspection root fields are kept as they are, for graphql-js
 * to answer from the same schema.
 */
import type {
  GraphQLObjectType} from 'graphql';
import { Kind, getNamedType, isInputType, print, typeFromAST, valueFromASTUntyped, visit,
  type DocumentNode, type FieldNode, type FragmentDefinitionNode, type GraphQLInputType, type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { EngineCatalog } from '../catalog/types.ts';
import { EngineError, validationFailed } from '../errors.ts';
import { paramAt, type IrContext } from './buildContext.ts';
import type { CoerceContext, VariableUse } from './coerceInput.ts';
import { checkFragmentCycles, collectFields } from './collectFields.ts';
import { connectionToIR } from './connectionToIR.ts';
import { callIR } from './functionCall.ts';
import { messages } from './messages.ts';
import { mutationToIR } from './mutationToIR.ts';
import { nodeToIR } from './nodeToIR.ts';
import { streamRows } from './streamToIR.ts';
import { and } from './permissionFilter.ts';
import { aggregateSelection, fieldArgs, resolveField, rowsFromArgs, tableFields } from './selection.ts';
import type { BoolExpIR, RootFieldIR } from './types.ts';

type Args = Record<string, unknown>;

export interface OperationInput {
  document: DocumentNode;
  operationName: string | null;
  variables: Readonly<Record<string, unknown>>;
}

export interface OperationSettings {
  catalog: EngineCatalog;
  role: string;
  stringifyNumeric: boolean;
  backendOnly?: boolean;
  /** The row fetch limit of every list the role reads (server/engine/apiLimits.ts); absent or null: none. */
  rowLimit?: number | null;
  /** Checks the chosen operation before any of it is read (the API limits' depth and node counts). */
  checkOperation?: (document: DocumentNode, operation: OperationDefinitionNode) => void;
}

export interface OperationIR {
  type: 'query' | 'mutation' | 'subscription';
  operation: OperationDefinitionNode;
  fragments: FragmentDefinitionNode[];
  fields: RootFieldIR[];
  /** Variables whose every use is a bind parameter: a cached plan may run with other values of them. */
  paramVariables: ReadonlySet<string>;
  /** Each use of those variables, to re-check a new value exactly as the first parse did. */
  paramUses: { path: string; use: VariableUse }[];
  declarations: VariableDeclarations;
  /** The variable values after defaults, as the plan saw them. */
  variables: Readonly<Record<string, unknown>>;
}

export function buildOperation(schema: GraphQLSchema, input: OperationInput, settings: OperationSettings): OperationIR {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const def of input.document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) {
      if (fragments.has(def.name.value)) throw new EngineError('parse-failed', messages.duplicateFragment(def.name.value));
      fragments.set(def.name.value, def);
    } else if (def.kind === Kind.OPERATION_DEFINITION) operations.push(def);
  }
  const operation = selectOperation(operations, input.operationName);
  // Before anything that follows spreads recursively: the API limits' shape, collecting fields, building the IR.
  checkFragmentCycles(operation.selectionSet, fragments);
  settings.checkOperation?.(input.document, operation);
  const type = operation.operation as 'query' | 'mutation' | 'subscription';
  if (type === 'mutation' && !schema.getMutationType()) throw validationFailed(messages.noMutations, '$');
  if (type === 'subscription' && !schema.getSubscriptionType()) throw validationFailed(messages.noSubscriptions, '$');

  const declarations = declareVariables(schema, operation, fragments);
  const values = variableValues(operation, declarations, input.variables);
  const coerce: CoerceContext = { schema, variables: values, declared: declarations.declared, origins: new Map() };
  const ctx: IrContext = {
    fragments, coerce, catalog: settings.catalog, role: settings.role, stringifyNumeric: settings.stringifyNumeric,
    backendOnly: settings.backendOnly === true, rowLimit: settings.rowLimit ?? null,
    paramPaths: new Set(),
  };
  const root = type === 'query' ? schema.getQueryType() : type === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  if (!root) throw validationFailed(messages.noMutations, '$');
  const fields = collectFields([operation.selectionSet], root.name, '$', ctx).map((field): RootFieldIR => {
    const alias = field.responseKey;
    if (field.name === '__typename') return { alias, kind: 'typename', name: root.name };
    if (field.name === '__schema' || field.name === '__type') {
      return { alias, kind: 'introspection', nodes: field.nodes };
    }
    return rootField(root, field.name, alias, field.nodes, ctx);
  });

  const structural = new Set<string>();
  for (const [path, use] of coerce.origins) if (!ctx.paramPaths.has(path)) structural.add(use.name);
  const paramUses = [...coerce.origins].filter(([, use]) => !structural.has(use.name));
  return {
    type, operation, fragments: [...fragments.values()], fields, variables: values, declarations,
    paramVariables: new Set(paramUses.map(([, use]) => use.name)),
    paramUses: paramUses.map(([path, use]) => ({ path, use })),
  };
}

function selectOperation(operations: OperationDefinitionNode[], name: string | null): OperationDefinitionNode {
  if (name === null || name === '') {
    const only = operations.at(0);
    if (operations.length !== 1 || !only) throw validationFailed(messages.noOperation, '$');
    return only;
  }
  if (operations.some((o) => !o.name)) throw validationFailed(messages.anonymousWithName, '$');
  const found = operations.find((o) => o.name?.value === name);
  if (!found) throw validationFailed(messages.noSuchOperation(name), '$');
  return found;
}

/** The operation's declared variables and the names its selections use: fixed by the document, so kept in the plan. */
export interface VariableDeclarations {
  declared: CoerceContext['declared'];
  used: ReadonlySet<string>;
}

export function declareVariables(
  schema: GraphQLSchema, operation: OperationDefinitionNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): VariableDeclarations {
  const declared = new Map<string, { type: GraphQLInputType | null; typeText: string; hasDefault: boolean }>();
  for (const def of operation.variableDefinitions ?? []) {
    const name = def.variable.name.value;
    if (declared.has(name)) throw new EngineError('parse-failed', messages.duplicateVariable(name));
    const type = typeFromAST(schema, def.type);
    declared.set(name, { type: type && isInputType(type) ? type : null, typeText: print(def.type), hasDefault: def.defaultValue !== undefined });
  }
  const used = new Set<string>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, { VariableDefinition: () => false, Variable: (v) => { used.add(v.name.value); } });
  collect(operation);
  for (const fragment of fragments.values()) collect(fragment);
  return { declared, used };
}

/** One request's variable values, defaults applied, with Hasura's checks on what was (not) provided. */
export function variableValues(
  operation: OperationDefinitionNode, { declared, used }: VariableDeclarations, provided: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const def of operation.variableDefinitions ?? []) {
    const name = def.variable.name.value;
    if (name in provided) {
      if (provided[name] === null && def.type.kind === Kind.NON_NULL_TYPE) {
        throw validationFailed(messages.nullVariable(declared.get(name)?.typeText ?? ''), '$');
      }
      values[name] = provided[name];
    } else if (def.defaultValue) values[name] = valueFromASTUntyped(def.defaultValue);
    else if (def.type.kind === Kind.NON_NULL_TYPE) throw validationFailed(messages.missingVariable(name), '$');
  }
  // Hasura refuses values for variables the operation does not use (declared-but-unused ones included).
  const unexpected = Object.keys(provided).filter((name) => !declared.has(name) || !used.has(name));
  if (unexpected.length > 0) throw validationFailed(messages.unexpectedVariables(unexpected), '$');
  return values;
}

function rootField(root: GraphQLObjectType, name: string, alias: string, nodes: FieldNode[], ctx: IrContext): RootFieldIR {
  const { def, node, path, sets } = resolveField(root, { responseKey: alias, name, nodes }, '$');
  const plan = def.extensions.plan;
  const type = getNamedType(def.type) as GraphQLObjectType;
  switch (plan?.kind) {
    case 'root_select': {
      const args = fieldArgs(def, node, path, ctx);
      return { alias, kind: 'select', rows: rowsFromArgs(plan.view, args, path, ctx, true), fields: tableFields(plan.view, type, sets, path, ctx, true) };
    }
    case 'root_select_aggregate': {
      const args = fieldArgs(def, node, path, ctx);
      return {
        alias, kind: 'select_aggregate', rows: rowsFromArgs(plan.view, args, path, ctx, false, true),
        fields: aggregateSelection(plan.view, type, sets, path, ctx),
      };
    }
    case 'root_select_by_pk': {
      const args = fieldArgs(def, node, path, ctx, 'column');
      const keys: BoolExpIR[] = plan.view.table.primaryKey.map((sqlName) => {
        const column = plan.view.table.columnsBySql.get(sqlName);
        if (!column) throw new Error(`primary key column ${sqlName} is missing`);
        return {
          kind: 'compare', column: { column: sqlName, scope: 'current' }, op: '_eq',
          value: paramAt(ctx, `${path}.args.${column.name}`, args[column.name], column.pgType === 'jsonb' ? 'json' : 'text', column.castType),
        };
      });
      const rows = rowsFromArgs(plan.view, {}, path, ctx);
      return { alias, kind: 'select_by_pk', rows: { ...rows, where: and([rows.where, ...keys]), limit: null }, fields: tableFields(plan.view, type, sets, path, ctx, true) };
    }
    case 'root_select_stream': {
      const args = fieldArgs(def, node, path, ctx);
      const { rows, cursor } = streamRows(plan.view, args, path, ctx);
      return { alias, kind: 'select_stream', rows, cursor, fields: tableFields(plan.view, type, sets, path, ctx, true) };
    }
    case 'root_function': case 'root_function_aggregate': {
      const args = fieldArgs(def, node, path, ctx);
      const fn = plan.fn;
      const call = callIR({ fn: { schema: fn.schema, name: fn.sqlName }, args: fn.args, implicit: fn.implicit }, args.args as Args | undefined, `${path}.args.args`, ctx);
      if (plan.kind === 'root_function_aggregate') {
        return { alias, kind: 'select_aggregate', rows: { ...rowsFromArgs(plan.view, args, path, ctx, false, true), call }, fields: aggregateSelection(plan.view, type, sets, path, ctx) };
      }
      const rows = { ...rowsFromArgs(plan.view, args, path, ctx, true), call };
      const fields = tableFields(plan.view, type, sets, path, ctx, true);
      return fn.exposedAs === 'mutation'
        ? { alias, kind: 'mutation', mutation: { alias, kind: 'function', rows, fields } }
        : { alias, kind: 'select', rows, fields };
    }
    case 'root_connection': {
      const args = fieldArgs(def, node, path, ctx);
      const connection = connectionToIR(plan.view, args, type, sets, path, ctx);
      const fn = plan.fn;
      if (fn) {
        const target = { fn: { schema: fn.schema, name: fn.sqlName }, args: fn.args, implicit: fn.implicit };
        connection.rows.call = callIR(target, args.args as Args | undefined, `${path}.args.args`, ctx);
      }
      return { alias, kind: 'connection', connection };
    }
    case 'root_node': {
      const args = fieldArgs(def, node, path, ctx);
      return nodeToIR(ctx.coerce.schema, String(args.id), alias, sets, path, ctx);
    }
    case 'placeholder':
      return { alias, kind: 'typename', name: '' };
    case 'insert': case 'update': case 'delete':
      return { alias, kind: 'mutation', mutation: mutationToIR(plan, alias, def, node, path, sets, ctx) };
    default:
      throw new EngineError('not-supported', `the field '${name}' is not supported yet`, path);
  }
}
