/**
 * Tracked functions' root fields (`f`, `f_aggregate`; a VOLATILE function's `f` under `mutation_root`) and the
 * `args` input they and computed fields take. Who may call a function: see {@link mayCall}.
 */
import {
  GraphQLInputObjectType, GraphQLList, GraphQLNonNull, type GraphQLFieldConfig, type GraphQLFieldConfigArgumentMap,
} from 'graphql';
import type { CatalogFunction, CatalogFunctionArg } from '../catalog/types.ts';
import { ADMIN_ROLE } from '../permissions/selectView.ts';
import { aggregateObject } from './aggregate.ts';
import { quoted, type BuildContext } from './context.ts';
import { qualifiedTableName, typeNames } from './naming.ts';
import { selectArgs } from './selectArgs.ts';
import { tableObject } from './tableObject.ts';

type Field = GraphQLFieldConfig<unknown, unknown>;

/**
 * The `args` argument: an input object of the request's arguments, required when one of them has no default, or
 * nothing when the function takes none from the request.
 */
export function argsArgument(
  ctx: BuildContext, typeName: string, args: readonly CatalogFunctionArg[], description: string,
): GraphQLFieldConfigArgumentMap {
  if (args.length === 0) return {};
  const input = ctx.type(typeName, () => new GraphQLInputObjectType({
    name: typeName,
    fields: () => Object.fromEntries(args.map((a) => [a.name, { type: ctx.scalar(a.scalar) }])),
  }));
  const required = args.some((a) => !a.hasDefault);
  return { args: { type: required ? new GraphQLNonNull(input) : input, description } };
}

/**
 * Whether the role may call the function: it must read the return table, and have a function permission unless the
 * permission is inferred. A function exposed as a mutation is never inferred (Hasura's note "Function Permissions":
 * reading a table is no permission to change the database).
 */
export function mayCall(ctx: BuildContext, fn: CatalogFunction): boolean {
  if (ctx.role === ADMIN_ROLE) return true;
  if (ctx.view(fn.returns) === null) return false;
  return fn.permissions.has(ctx.role) || (ctx.catalog.inferFunctionPermissions && fn.exposedAs === 'query');
}

/** The function's root fields for the role: `[name, field]` pairs for query/subscription roots, or its mutation. */
export function functionRootFields(ctx: BuildContext, fn: CatalogFunction): [string, Field][] {
  const view = mayCall(ctx, fn) ? ctx.view(fn.returns) : null;
  if (!view) return [];
  const target = quoted(fn.returns);
  // Hasura's descriptions name the SQL function (schema-qualified outside public), not its GraphQL name.
  const sqlName = qualifiedTableName(fn.schema, fn.sqlName);
  const args = {
    ...argsArgument(ctx, typeNames.functionArgs(fn.name), fn.args, `input parameters for function "${fn.name}"`),
    ...selectArgs(ctx, view),
  };
  const rows = new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(tableObject(ctx, view))));
  const fields: [string, Field][] = [[fn.rootField, {
    type: rows, args,
    description: fn.description ?? `execute function "${sqlName}" which returns ${target}`,
    extensions: { plan: { kind: 'root_function', fn, view } },
  }]];
  if (fn.exposedAs === 'query' && view.allowAggregations) {
    fields.push([fn.aggregateRootField, {
      type: new GraphQLNonNull(aggregateObject(ctx, view)), args,
      description: `execute function "${sqlName}" and query aggregates on result of table type ${target}`,
      extensions: { plan: { kind: 'root_function_aggregate', fn, view } },
    }]);
  }
  return fields;
}
