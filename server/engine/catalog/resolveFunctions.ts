/**
 * Stage 1, after the tables (called by `createEngine`): tracked functions and computed fields joined with the
 * functions PostgreSQL has. As Hasura builds its schema cache, a function or computed field that does not fit (missing,
 * overloaded, the wrong return type, VOLATILE for a query) is dropped and reported, with the select permissions that
 * name a dropped computed field; the rest is added to the catalog.
 */
import { tableKey } from '../../db/introspect.ts';
import type { Queryable } from '../../db/driver.ts';
import type { ComputedField, FunctionMetadata, Metadata, TableMetadata } from '../metadata/types.ts';
import type { InconsistentObject } from '../metadata/validateMetadata.ts';
import { functionBaseName, functionRootFields, qualifiedTableName, scalarName, typeNames } from '../schema/naming.ts';
import { singleFunction, splitArgs } from './functionArgs.ts';
import { introspectFunctions, type FunctionCatalog } from './introspectFunctions.ts';
import type { CatalogComputedField, CatalogFunction, CatalogTable, EngineCatalog } from './types.ts';

const SOURCE = 'default';

/** Adds the functions and computed fields that fit to `catalog`; returns those that do not. */
export async function resolveFunctions(metadata: Metadata, catalog: EngineCatalog, db: Queryable): Promise<InconsistentObject[]> {
  const source = metadata.sources.find((s) => s.name === SOURCE) ?? metadata.sources.at(0);
  if (!source) return [];
  const named = [
    ...source.functions.map((f) => f.function),
    ...source.tables.flatMap((t) => (t.computed_fields ?? []).map((c) => c.definition.function)),
  ];
  const functions = await introspectFunctions(db, named);
  const inconsistent: InconsistentObject[] = [];
  for (const meta of source.tables) {
    const table = catalog.byKey.get(tableKey(meta.table.schema, meta.table.name));
    if (table) inconsistent.push(...computedFieldsOf(meta, table, catalog, functions));
  }
  // Root fields already taken, by tables and then by the functions accepted before: a clash would silently
  // replace a field in the schema, so the later function is refused instead (Hasura reports duplicate fields).
  const taken = new Map<string, string>();
  for (const table of catalog.tables) for (const field of Object.values(table.rootFields as unknown as Record<string, string>)) taken.set(field, `table "${table.qualified}"`);
  for (const meta of source.functions) {
    const fn = trackedFunction(meta, catalog, functions);
    const clash = typeof fn === 'string' ? undefined : [fn.rootField, fn.aggregateRootField].find((f) => taken.has(f));
    const resolved = typeof fn === 'string' ? fn
      : clash === undefined ? fn : `the root field "${clash}" is already defined by ${taken.get(clash) ?? ''}`;
    if (typeof resolved !== 'string') {
      catalog.functions.push(resolved);
      const owner = `function "${qualifiedTableName(resolved.schema, resolved.sqlName)}"`;
      taken.set(resolved.rootField, owner);
      taken.set(resolved.aggregateRootField, owner);
      continue;
    }
    const text = qualifiedTableName(meta.function.schema, meta.function.name);
    inconsistent.push({
      definition: meta.function,
      name: `function ${text} in source ${SOURCE}`,
      reason: `Inconsistent object: in function "${text}": ${resolved}`,
      type: 'function',
    });
  }
  return inconsistent;
}

function trackedFunction(meta: FunctionMetadata, catalog: EngineCatalog, functions: FunctionCatalog): CatalogFunction | string {
  const text = qualifiedTableName(meta.function.schema, meta.function.name);
  const info = singleFunction(functions.get(tableKey(meta.function.schema, meta.function.name)), text);
  const cannot = (why: string) => `the function "${text}" cannot be tracked because ${why}`;
  if (typeof info === 'string') return info;
  if (!info.returnsSet || !info.returnsTable) return cannot('the function does not return a SETOF table');
  const returns = catalog.byKey.get(tableKey(info.returnsTable.schema, info.returnsTable.name));
  if (!returns) return cannot(`the return table "${qualifiedTableName(info.returnsTable.schema, info.returnsTable.name)}" is not tracked`);
  const config = meta.configuration;
  const exposedAs = config?.exposed_as ?? 'query';
  if (exposedAs === 'query' && info.volatility === 'volatile') {
    return cannot('the function is "VOLATILE" (the default) and can only be tracked as a mutation, with "as_mutation: true"');
  }
  if (exposedAs === 'mutation' && info.volatility !== 'volatile') return cannot('only "VOLATILE" functions can be tracked as mutations');
  const split = splitArgs(info, config?.session_argument, null);
  if ('problem' in split) return cannot(split.problem);
  const name = functionBaseName(info.schema, info.name, config);
  const roots = functionRootFields(name, config);
  return {
    schema: info.schema, sqlName: info.name, name, rootField: roots.select, aggregateRootField: roots.aggregate, returns,
    args: split.args, implicit: split.implicit, exposedAs,
    permissions: new Set((meta.permissions ?? []).map((p) => p.role)),
    description: meta.comment ?? info.comment,
  };
}

function computedFieldsOf(
  meta: TableMetadata, table: CatalogTable, catalog: EngineCatalog, functions: FunctionCatalog,
): InconsistentObject[] {
  const inconsistent: InconsistentObject[] = [];
  const dropped = new Set<string>();
  for (const field of meta.computed_fields ?? []) {
    const resolved = computedField(field, table, catalog, functions);
    if (typeof resolved !== 'string') {
      table.computedFields.push(resolved);
      continue;
    }
    dropped.add(field.name);
    inconsistent.push({
      definition: { definition: field.definition, name: field.name, source: SOURCE, table: meta.table, comment: field.comment ?? null },
      name: `computed_field ${field.name} in table ${table.qualified} in source ${SOURCE}`,
      reason: `Inconsistent object: in table "${table.qualified}": in computed field "${field.name}": ${resolved}`,
      type: 'computed_field',
    });
  }
  // A select permission naming a computed field that is not there would read nothing or fail at every request.
  const known = new Set(table.computedFields.map((f) => f.name));
  // Nothing in a permission supplies a computed field's request arguments.
  const withArgs = table.computedFields.filter((f) => f.args.length > 0).map((f) => f.name);
  const select = new Map(table.permissions.select);
  for (const [role, permission] of table.permissions.select) {
    const missing = (permission.computed_fields ?? []).find((name) => !known.has(name))
      ?? [...dropped].find((name) => mentions(permission.filter, name));
    const needsArgs = withArgs.find((name) => mentions(permission.filter, name));
    if (missing === undefined && needsArgs === undefined) continue;
    select.delete(role);
    inconsistent.push({
      definition: { role, source: SOURCE, table: meta.table, permission },
      name: `select_permission ${role} in table ${table.qualified} in source ${SOURCE}`,
      reason: `Inconsistent object: in table "${table.qualified}": in permission for role "${role}": `
        + (missing !== undefined ? `computed field "${missing}" does not exist` : `computed field "${needsArgs ?? ''}" takes input arguments, which a permission cannot supply`),
      type: 'select_permission',
    });
  }
  table.permissions = { ...table.permissions, select };
  return inconsistent;
}

/** Whether a boolean expression names `key` anywhere (conservative: any depth, any table). */
function mentions(exp: unknown, key: string): boolean {
  if (Array.isArray(exp)) return exp.some((e) => mentions(e, key));
  if (exp === null || typeof exp !== 'object') return false;
  return Object.entries(exp).some(([k, v]) => k === key || mentions(v, key));
}

function computedField(
  field: ComputedField, table: CatalogTable, catalog: EngineCatalog, functions: FunctionCatalog,
): CatalogComputedField | string {
  const fnName = field.definition.function;
  const text = qualifiedTableName(fnName.schema, fnName.name);
  const info = singleFunction(functions.get(tableKey(fnName.schema, fnName.name)), text);
  if (typeof info === 'string') return info;
  const cannot = (why: string) => `the computed field "${field.name}" cannot be added to table "${table.qualified}" because ${why}`;
  if (table.columns.some((c) => c.name === field.name) || table.relationships.some((r) => r.name === field.name)) {
    return cannot(`a field of that name already exists`);
  }
  if (info.volatility === 'volatile') return cannot(`the function "${text}" is of type VOLATILE; cannot be added as a computed field`);
  const tableArgument = field.definition.table_argument;
  const row = tableArgument === undefined ? 0 : info.args.findIndex((a) => a.name === tableArgument);
  const rowArg = info.args.find((_, i) => i === row);
  if (!rowArg) return cannot(tableArgument === undefined ? `the function "${text}" has no input arguments` : `"${tableArgument}" is not an input argument of the function "${text}"`);
  if (rowArg.rowOf?.schema !== table.schema || rowArg.rowOf.name !== table.sqlName) {
    return cannot(`the table argument "${rowArg.name ?? `$${row + 1}`}" of the function "${text}" is not of type "${table.qualified}"`);
  }
  const split = splitArgs(info, field.definition.session_argument, row);
  if ('problem' in split) return cannot(split.problem);
  let returns: CatalogComputedField['returns'];
  if (info.returnsSet) {
    const target = info.returnsTable && catalog.byKey.get(tableKey(info.returnsTable.schema, info.returnsTable.name));
    if (!target) return cannot(`the function "${text}" does not return a SETOF tracked table`);
    returns = { kind: 'table', table: target };
  } else {
    if (info.returnsTable) return cannot(`the function "${text}" returns a row type; only scalars and SETOF tables are supported`);
    returns = {
      kind: 'scalar',
      column: {
        sqlName: field.name, name: field.name, pgType: info.returnType, castType: info.returnCast, scalar: scalarName(info.returnType),
        enumTable: null, nullable: true, generated: true, description: field.comment ?? null,
      },
    };
  }
  return {
    name: field.name, fn: { schema: info.schema, name: info.name }, returns, args: split.args, implicit: split.implicit,
    argsTypeName: typeNames.computedFieldArgs(field.name, table.name),
    description: field.comment ?? info.comment,
  };
}
