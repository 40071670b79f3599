/**
 * Relay's `node(id:)` to IR. A global id is the base64 of Hasura's version 1 node id, the JSON array
 * `[1, "<schema>", "<table>", <primary key values>…]` (Hasura v2 still emits and reads only version 1; its note
 * "Relay Node Id"). The id names the table, so it decides the SQL and which `... on T` fragments apply: a variable
 * holding it keys a variant of the plan. The row is read as `T_by_pk` would read it, under the role's select
 * permission, so a row the role may not see is `null`. Messages and paths are Hasura's (`invalid node id: …` at
 * `args.id`; a key value of the wrong type is `parse-failed` at the field).
 */
import type { GraphQLObjectType, GraphQLSchema, SelectionSetNode } from 'graphql';
import type { CatalogColumn, CatalogTable } from '../catalog/types.ts';
import { EngineError, validationFailed } from '../errors.ts';
import { paramAt, type IrContext } from './buildContext.ts';
import { parseExactJson } from './exactJson.ts';
import { aesonKind } from './messages.ts';
import { and } from './permissionFilter.ts';
import { rowsFromArgs, tableFields } from './selection.ts';
import type { BoolExpIR, RootFieldIR } from './types.ts';
import { selectView } from '../permissions/selectView.ts';

export function nodeToIR(
  schema: GraphQLSchema, id: string, alias: string, sets: SelectionSetNode[], path: string, ctx: IrContext,
): RootFieldIR {
  const invalid = (reason: string) => validationFailed(`invalid node id: ${reason}`, `${path}.args.id`);
  const { schemaName, tableName, values } = decodeNodeId(id, invalid);
  const table = ctx.catalog.tables.find((t) => t.schema === schemaName && t.sqlName === tableName);
  const view = table && table.primaryKey.length > 0 ? selectView(table, ctx.role) : null;
  const type = table && schema.getType(table.name);
  if (!table || !view || !type) throw invalid(`no such table found: '${schemaName}.${tableName}'`);
  const columns = table.primaryKey.map((sqlName) => keyColumn(table, sqlName));
  if (values.length < columns.length) {
    throw invalid(`primary key columns [${columns.slice(values.length).map((c) => `'${c.sqlName}'`).join(', ')}] are missing`);
  }
  if (values.length > columns.length) {
    throw invalid(`unexpected column values [${values.slice(columns.length).map((v) => JSON.stringify(v)).join(', ')}]`);
  }
  const keys = columns.map((column, i): BoolExpIR => {
    const value = values[i];
    const problem = valueProblem(column, value);
    if (problem) throw new EngineError('parse-failed', `value of column '${column.sqlName}' in node id: ${problem}`, path);
    return {
      kind: 'compare', column: { column: column.sqlName, scope: 'current' }, op: '_eq',
      value: paramAt(ctx, `${path}.args.id[${i}]`, value, column.pgType === 'jsonb' || column.pgType === 'json' ? 'json' : 'text', column.castType),
    };
  });
  const rows = rowsFromArgs(view, {}, path, ctx);
  return {
    alias, kind: 'select_by_pk', rows: { ...rows, where: and([rows.where, ...keys]), limit: null },
    fields: tableFields(view, type as GraphQLObjectType, sets, path, ctx, true),
  };
}

function keyColumn(table: CatalogTable, sqlName: string): CatalogColumn {
  const column = table.columnsBySql.get(sqlName);
  if (!column) throw new Error(`primary key column ${sqlName} is missing`);
  return column;
}

/** The id's parts, with aeson's messages (`Error in $: …`) for the shapes Hasura's decoder refuses. */
function decodeNodeId(id: string, invalid: (reason: string) => EngineError): { schemaName: string; tableName: string; values: unknown[] } {
  const bytes = Buffer.from(id, 'base64');
  let json: unknown;
  try {
    json = parseExactJson(bytes.toString('utf8'));
  } catch {
    // aeson quotes the input it could not read, byte by byte.
    throw invalid(`Error in $: Failed reading: not a valid json value at '${bytes.toString('latin1')}'`);
  }
  if (!Array.isArray(json)) throw invalid(`Error in $: parsing node id failed, expected Array, but encountered ${aesonKind(json)}`);
  const [version, schemaName, tableName, ...values] = json as unknown[];
  if (json.length === 0) throw invalid('Error in $: unexpected GUID format, found empty list');
  if (typeof version !== 'number') throw invalid('Error in $: unexpected GUID format, needs to start with a version number');
  // aeson shows the version as a Scientific: 2 is "2.0".
  if (version !== 1) throw invalid(`Error in $: unsupported GUID version: ${Number.isInteger(version) ? version.toFixed(1) : String(version)}`);
  if (typeof schemaName !== 'string' || typeof tableName !== 'string' || values.length === 0) {
    throw invalid('Error in $: GUID version 1: expecting schema name, table name and at least one column value');
  }
  return { schemaName, tableName, values };
}

const INTEGER_TYPES = new Set(['int2', 'int4', 'int8']);
const NUMBER_TYPES = new Set([...INTEGER_TYPES, 'float4', 'float8', 'numeric']);
const TEXT_TYPES = new Set(['text', 'varchar', 'bpchar', 'citext', 'uuid', 'date', 'timestamp', 'timestamptz', 'name']);

/** Why a key value from the id cannot be the column's (aeson's wording), or null. */
function valueProblem(column: CatalogColumn, value: unknown): string | null {
  if (TEXT_TYPES.has(column.pgType) && typeof value !== 'string') return `parsing Text failed, expected String, but encountered ${aesonKind(value)}`;
  // A numeric key may come as a string (a bigint beyond a double), as Hasura's column parsers accept it.
  if (NUMBER_TYPES.has(column.pgType) && typeof value !== 'number' && typeof value !== 'string') {
    return `parsing ${INTEGER_TYPES.has(column.pgType) ? 'Int' : 'Scientific'} failed, expected Number, but encountered ${aesonKind(value)}`;
  }
  if (column.pgType === 'bool' && typeof value !== 'boolean') return `parsing Bool failed, expected Boolean, but encountered ${aesonKind(value)}`;
  return null;
}
