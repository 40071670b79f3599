/**
 * Runs one mutation root field inside the mutation's transaction (contract §6.2) and returns its JSON. Nested
 * inserts run in dependency order — object relationships first with their keys copied into the parent row, then
 * the parent, then array relationships with the parent's key copied in — and `affected_rows` counts every row
 * written. A failed permission check throws, and the caller's transaction rolls everything back.
 */
import type { Queryable } from '../../db/driver.ts';
import { compileFunctionWrite } from '../compile/compileCall.ts';
import { compileRootField } from '../compile/compileSelect.ts';
import { compileDelete, compileInsert, compileUpdate } from '../compile/compileMutation.ts';
import { render, type Sql } from '../compile/sql.ts';
import { EngineError, validationFailed } from '../errors.ts';
import { mutationMessages } from '../ir/mutationMessages.ts';
import type { InsertIR, MutationIR, MutationOutputIR, ParamRef } from '../ir/types.ts';
import { databaseError, isDatabaseError } from './databaseError.ts';
import { encodeParams } from './encodeParams.ts';

type Row = Record<string, unknown>;

export interface MutationContext {
  tx: Queryable;
  variables: Readonly<Record<string, unknown>>;
  session: Readonly<Record<string, string>>;
}

interface Written {
  affected: number;
  rows: Row[];
}

/** Runs one statement; a database error is reported at `path` (Hasura runs each insert under its argument's path). */
async function query<R extends Row>(ctx: MutationContext, statement: Sql, path = '$'): Promise<R | undefined> {
  const { text, params } = render(statement);
  const args = encodeParams(params, ctx.variables, ctx.session);
  try {
    const { rows } = await ctx.tx.query<R>(text, args);
    return rows[0];
  } catch (error) {
    if (!isDatabaseError(error)) throw error;
    const mapped = databaseError(error, text, args);
    throw new EngineError(mapped.code, mapped.message, path, mapped.internal);
  }
}

async function write(ctx: MutationContext, statement: Sql, path: string): Promise<Written> {
  const result = await query<{ affected: number; ok: boolean; rows: string }>(ctx, statement, path);
  if (!result) throw new Error('a write statement returned no row');
  if (!result.ok) throw new EngineError('permission-error', mutationMessages.checkFailed, path);
  return { affected: result.affected, rows: JSON.parse(result.rows) as Row[] };
}

const keyParam = (value: unknown, cast: string): ParamRef => ({ source: { kind: 'const', value }, format: 'text', cast });

async function insertRows(ctx: MutationContext, insert: InsertIR): Promise<Written> {
  if (insert.rows.length === 0) return { affected: 0, rows: [] };
  const nested = insert.rows.some((r) => r.before.length > 0 || r.after.length > 0);
  if (!nested) return write(ctx, compileInsert(insert, insert.rows.map((r) => r.values)), insert.path);

  let affected = 0;
  const rows: Row[] = [];
  for (const row of insert.rows) {
    const values = new Map(row.values);
    for (const object of row.before) {
      const result = await insertRows(ctx, object.insert);
      affected += result.affected;
      const child = result.rows.at(0);
      if (!child) throw validationFailed(mutationMessages.objectRelationshipEmpty(object.relationship, object.insert.table.name), insert.path);
      for (const [parent, column] of object.mapping) values.set(parent, keyParam(child[column], insert.columnCasts[parent] ?? 'text'));
    }
    const parent = await write(ctx, compileInsert(insert, [values]), insert.path);
    affected += parent.affected;
    rows.push(...parent.rows);
    const written = parent.rows.at(0);
    if (!written) continue;
    for (const child of row.after) {
      const casts = child.insert.columnCasts;
      const children = child.insert.rows.map((r) => {
        const keyed = new Map(r.values);
        for (const [column, childColumn] of child.mapping) keyed.set(childColumn, keyParam(written[column], casts[childColumn] ?? 'text'));
        return { ...r, values: keyed };
      });
      affected += (await insertRows(ctx, { ...child.insert, rows: children })).affected;
    }
  }
  return { affected, rows };
}

/** The `returning` rows or the single row, read back from the written rows under the select permission. */
async function output(ctx: MutationContext, out: MutationOutputIR, result: Written): Promise<string> {
  if (out.kind === 'row') {
    if (result.rows.length === 0) return 'null';
    const rows = { ...out.rows, source: rowsParam(result.rows.slice(0, 1)), limit: null };
    return (await query<{ root: string | null }>(ctx, compileRootField({ alias: 'row', kind: 'select_by_pk', rows, fields: out.fields })))?.root ?? 'null';
  }
  const parts: string[] = [];
  for (const field of out.fields) {
    let value: string;
    switch (field.kind) {
      case 'typename': value = JSON.stringify(field.name); break;
      case 'affected_rows': value = String(result.affected); break;
      case 'returning': {
        if (!out.rows || result.rows.length === 0) {
          value = '[]';
          break;
        }
        const rows = { ...out.rows, source: rowsParam(result.rows) };
        value = (await query<{ root: string }>(ctx, compileRootField({ alias: 'returning', kind: 'select', rows, fields: field.fields })))?.root ?? '[]';
      }
    }
    parts.push(`${JSON.stringify(field.alias)}:${value}`);
  }
  return `{${parts.join(',')}}`;
}

const rowsParam = (rows: Row[]): ParamRef => ({ source: { kind: 'const', value: rows }, format: 'json', cast: 'json' });

export async function runMutation(ctx: MutationContext, mutation: MutationIR): Promise<string> {
  switch (mutation.kind) {
    case 'function': {
      // The call first, then its rows read under the select permission, relationships seeing what it wrote.
      const { call, ...rows } = mutation.rows;
      if (!call) throw new Error('a function mutation without its call');
      const written = (await query<{ rows: string }>(ctx, compileFunctionWrite(call)))?.rows ?? '[]';
      const statement = compileRootField({
        alias: mutation.alias, kind: 'select', rows: { ...rows, source: rowsParam(JSON.parse(written) as Row[]) }, fields: mutation.fields,
      });
      return (await query<{ root: string }>(ctx, statement))?.root ?? '[]';
    }
    case 'insert':
      return output(ctx, mutation.output, await insertRows(ctx, mutation.insert));
    case 'delete':
      return output(ctx, mutation.output, await write(ctx, compileDelete(mutation.remove), '$'));
    case 'update': {
      const results: string[] = [];
      for (const update of mutation.updates) {
        // No operator (and no preset) is not an error in Hasura v2: nothing runs and the answer is empty.
        if (update.ops.length === 0) {
          results.push(mutation.output.kind === 'row' ? '{}' : await output(ctx, mutation.output, { affected: 0, rows: [] }));
          continue;
        }
        results.push(await output(ctx, mutation.output, await write(ctx, compileUpdate(update), '$')));
      }
      return mutation.many ? `[${results.join(',')}]` : (results[0] ?? 'null');
    }
  }
}
