/**
 * Mutation root fields to IR (contract §1.2, §1.8, §4.3): `insert_T(_one)` with nested relationship inserts and
 * `on_conflict`, `update_T(_by_pk|_many)` with the update operators, `delete_T(_by_pk)`. The role's write
 * permissions are folded in here: presets become values (session variables as parameters), the update and delete
 * filters are ANDed into every `where` (each entry of `update_T_many` included: CVE-2022-46792), and the insert and
 * update checks travel with the write so the executor can test the written rows.
 */
import type { FieldNode, GraphQLField, GraphQLObjectType, SelectionSetNode } from 'graphql';
import { getNamedType } from 'graphql';
import type { CatalogColumn, CatalogTable } from '../catalog/types.ts';
import { validationFailed } from '../errors.ts';
import { insertView, updateView, type InsertView, type UpdateView } from '../permissions/mutationViews.ts';
import { selectView, type SelectView } from '../permissions/selectView.ts';
import type { FieldPlan } from '../schema/plans.ts';
import { UPDATE_OPERATORS, type UpdateOperator } from '../schema/mutationTypes.ts';
import { paramAt, type IrContext } from './buildContext.ts';
import { collectFields } from './collectFields.ts';
import { mutationMessages } from './mutationMessages.ts';
import { tableRef } from './operand.ts';
import { and, isSessionVariable, permissionToIR } from './permissionFilter.ts';
import { fieldArgs, resolveField, rowsFromArgs, tableFields } from './selection.ts';
import type {
  BoolExpIR, InsertIR, InsertRowIR, MutationIR, MutationOutputIR, MutationResponseFieldIR, NestedInsertIR,
  OnConflictIR, ParamRef, RowsIR, UpdateIR, UpdateOpIR,
} from './types.ts';
import { whereToIR } from './whereToIR.ts';

type Args = Record<string, unknown>;
type MutationPlan = Extract<FieldPlan, { kind: 'insert' | 'update' | 'delete' }>;

export function mutationToIR(
  plan: MutationPlan, alias: string, def: GraphQLField<unknown, unknown>, node: FieldNode, path: string,
  sets: SelectionSetNode[], ctx: IrContext,
): MutationIR {
  const args = fieldArgs(def, node, path, ctx);
  const type = getNamedType(def.type) as GraphQLObjectType;
  switch (plan.kind) {
    case 'insert': {
      const objects = plan.one ? [args.object as Args] : (args.objects as Args[]);
      const argPath = `${path}.args.${plan.one ? 'object' : 'objects'}`;
      const insert = insertIR(plan.view, objects, args.on_conflict as Args | null | undefined, argPath, `${path}.args.on_conflict`, ctx);
      const output = plan.select
        ? outputIR(plan.one, plan.select, type, sets, path, ctx)
        : { kind: 'response', fields: responseFields(null, type, sets, path, ctx), rows: null } as const;
      return { alias, kind: 'insert', insert, output };
    }
    case 'update': {
      const entries = plan.form === 'many' ? (args.updates as Args[]) : [args];
      const updates = entries.map((entry, i) => updateIR(
        plan.view, plan.select, entry, plan.form === 'many' ? `${path}.args.updates[${i}]` : `${path}.args`,
        plan.form === 'by_pk', ctx,
      ));
      return { alias, kind: 'update', updates, many: plan.form === 'many', output: outputIR(plan.form === 'by_pk', plan.select, type, sets, path, ctx) };
    }
    case 'delete': {
      const where = plan.byPk ? pkCondition(plan.select.table, args, `${path}.args`, ctx) : whereToIR(plan.select, args.where as Args, `${path}.args.where`, ctx);
      const remove = { table: tableRef(plan.view.table), where: and([permissionToIR(plan.view.table, plan.view.filter, ctx.catalog), where]) };
      return { alias, kind: 'delete', remove, output: outputIR(plan.byPk, plan.select, type, sets, path, ctx) };
    }
  }
}

/** A preset or constant as a parameter: session-variable names read the session, anything else is a constant. */
function presetParam(column: CatalogColumn, value: unknown): ParamRef {
  const format = column.pgType === 'jsonb' || column.pgType === 'json' ? 'json' : 'text';
  if (isSessionVariable(value)) return { source: { kind: 'session', name: value.toLowerCase() }, format: 'text', cast: column.castType };
  return { source: { kind: 'const', value }, format, cast: column.castType };
}

function valueParam(column: CatalogColumn, value: unknown, path: string, ctx: IrContext): ParamRef {
  const format = column.pgType === 'jsonb' || column.pgType === 'json' ? 'json' : column.castType.endsWith('[]') ? 'array' : 'text';
  return paramAt(ctx, path, value, format, column.castType);
}

function columnByName(table: CatalogTable, name: string): CatalogColumn | undefined {
  return table.columns.find((c) => c.name === name);
}

function insertIR(
  view: InsertView, objects: Args[], conflict: Args | null | undefined, path: string, conflictPath: string, ctx: IrContext,
  determined: ReadonlySet<string> = new Set(),
): InsertIR {
  const table = view.table;
  const rows = objects.map((object, i): InsertRowIR => {
    // Hasura walks even `insert_T_one`'s object as a list of one, so a row's path always has an index.
    const at = `${path}[${i}]`;
    const values = new Map<string, ParamRef>();
    const before: NestedInsertIR[] = [];
    const after: NestedInsertIR[] = [];
    for (const [name, value] of Object.entries(object)) {
      const column = columnByName(table, name);
      if (column) {
        if (determined.has(column.sqlName)) throw validationFailed(mutationMessages.determinedByParent([column.sqlName]), at);
        values.set(column.sqlName, valueParam(column, value, `${at}.${name}`, ctx));
        continue;
      }
      const rel = table.relationships.find((r) => r.name === name);
      const target = rel ? insertView(rel.target, ctx.role, ctx.backendOnly) : null;
      if (!rel || !target || value === null) continue;
      const nested = value as Args;
      // Hasura's order: an object relationship's row first and its key copied into this row, unless it is keyed by
      // this row (a foreign key on the target, or a manual one inserted after_parent); array relationships after.
      const insertsFirst = rel.kind === 'object' && rel.insertAfterParent !== true;
      if (insertsFirst) {
        // This row's columns the object relationship fills in may not be given as well.
        const named = rel.mapping.map(([parent]) => parent).filter((c) => {
          const column = table.columnsBySql.get(c);
          return column !== undefined && column.name in object;
        });
        if (named.length > 0) throw validationFailed(mutationMessages.objectRelationshipDetermined(rel.name, named), `${at}.${name}`);
      }
      const data = rel.kind === 'object' ? [nested.data as Args] : (nested.data as Args[]);
      const insert = insertIR(
        target, data, nested.on_conflict as Args | null | undefined, `${at}.${name}.data`, `${at}.${name}.on_conflict`,
        ctx, insertsFirst ? new Set() : new Set(rel.mapping.map(([, child]) => child)),
      );
      (insertsFirst ? before : after).push({ relationship: rel.name, mapping: rel.mapping, insert });
    }
    for (const [sqlName, preset] of view.presets) {
      const column = table.columnsBySql.get(sqlName);
      if (column) values.set(sqlName, presetParam(column, preset));
    }
    return { values, before, after };
  });
  return {
    table: tableRef(table),
    tableColumns: table.columns.map((c) => c.sqlName),
    columnCasts: Object.fromEntries(table.columns.map((c) => [c.sqlName, c.castType])),
    rows,
    onConflict: conflict ? onConflictIR(table, conflict, conflictPath, ctx) : null,
    check: permissionToIR(table, view.check, ctx.catalog),
    path,
  };
}

function onConflictIR(table: CatalogTable, conflict: Args, path: string, ctx: IrContext): OnConflictIR {
  const update = updateView(table, ctx.role, ctx.backendOnly);
  const select = selectView(table, ctx.role);
  const updateColumns = ((conflict.update_columns as string[] | undefined) ?? []).filter((c) => c !== '_PLACEHOLDER');
  const where = conflict.where && select ? whereToIR(select, conflict.where as Args, `${path}.where`, ctx) : { kind: 'true' } as const;
  const presets = new Map<string, ParamRef>();
  for (const [sqlName, preset] of update?.presets ?? []) {
    const column = table.columnsBySql.get(sqlName);
    if (column) presets.set(sqlName, presetParam(column, preset));
  }
  return {
    constraint: conflict.constraint as string,
    updateColumns,
    where: updateColumns.length > 0 && update ? and([permissionToIR(table, update.filter, ctx.catalog), where]) : where,
    presets: updateColumns.length > 0 ? presets : new Map<string, ParamRef>(),
  };
}

function pkCondition(table: CatalogTable, args: Args, path: string, ctx: IrContext): BoolExpIR {
  return and(table.primaryKey.map((sqlName): BoolExpIR => {
    const column = table.columnsBySql.get(sqlName);
    if (!column) throw new Error(`primary key column ${sqlName} is missing`);
    return {
      kind: 'compare', column: { column: sqlName, scope: 'current' }, op: '_eq',
      value: valueParam(column, args[column.name], `${path}.${column.name}`, ctx),
    };
  }));
}

function updateIR(view: UpdateView, select: SelectView, entry: Args, path: string, byPk: boolean, ctx: IrContext): UpdateIR {
  const table = view.table;
  const ops: UpdateOpIR[] = [];
  const seen = new Map<string, string>();
  const duplicates = new Set<string>();
  for (const { name: op } of UPDATE_OPERATORS) {
    const values = entry[op] as Args | null | undefined;
    if (!values) continue;
    for (const [name, value] of Object.entries(values)) {
      const column = columnByName(table, name);
      if (!column) continue;
      if (seen.has(column.sqlName)) duplicates.add(column.name);
      seen.set(column.sqlName, op);
      ops.push({ op, column: column.sqlName, value: operatorParam(op, column, value, `${path}.${op}.${name}`, ctx) });
    }
  }
  if (duplicates.size > 0) throw validationFailed(mutationMessages.columnInMultipleOperators([...duplicates]), path);
  for (const [sqlName, preset] of view.presets) {
    const column = table.columnsBySql.get(sqlName);
    if (column) ops.push({ op: '_set', column: sqlName, value: presetParam(column, preset) });
  }
  const where = byPk
    ? pkCondition(table, entry.pk_columns as Args, `${path}.pk_columns`, ctx)
    : whereToIR(select, entry.where as Args, `${path}.where`, ctx);
  return {
    table: tableRef(table),
    ops,
    where: and([permissionToIR(table, view.filter, ctx.catalog), where]),
    check: view.check ? permissionToIR(table, view.check, ctx.catalog) : { kind: 'true' },
  };
}

function operatorParam(op: UpdateOperator, column: CatalogColumn, value: unknown, path: string, ctx: IrContext): ParamRef {
  switch (op) {
    case '_delete_key': return paramAt(ctx, path, value, 'text', 'text');
    case '_delete_elem': return paramAt(ctx, path, value, 'text', 'int4');
    case '_delete_at_path': return paramAt(ctx, path, value, 'array', 'text[]');
    case '_append': case '_prepend': return paramAt(ctx, path, value, 'json', 'jsonb');
    default: return valueParam(column, value, path, ctx);
  }
}

/** The rows `returning` (or the single row) reads: the select permission applies, the rows come from the write. */
function writtenRows(select: SelectView, path: string, ctx: IrContext): RowsIR {
  return rowsFromArgs(select, {}, path, ctx);
}

function outputIR(
  single: boolean, select: SelectView, type: GraphQLObjectType, sets: SelectionSetNode[], path: string, ctx: IrContext,
): MutationOutputIR {
  if (single) return { kind: 'row', fields: tableFields(select, type, sets, path, ctx), rows: writtenRows(select, path, ctx) };
  return { kind: 'response', fields: responseFields(select, type, sets, path, ctx), rows: writtenRows(select, path, ctx) };
}

function responseFields(
  select: SelectView | null, type: GraphQLObjectType, sets: SelectionSetNode[], path: string, ctx: IrContext,
): MutationResponseFieldIR[] {
  return collectFields(sets, type.name, path, ctx).map((field): MutationResponseFieldIR => {
    const alias = field.responseKey;
    if (field.name === '__typename') return { alias, kind: 'typename', name: type.name };
    const { def, node, path: at, sets: subSets } = resolveField(type, field, path);
    fieldArgs(def, node, at, ctx);
    if (def.extensions.plan?.kind === 'mutation_returning' && select) {
      const rowType = getNamedType(def.type) as GraphQLObjectType;
      return { alias, kind: 'returning', fields: tableFields(select, rowType, subSets, at, ctx) };
    }
    return { alias, kind: 'affected_rows' };
  });
}
