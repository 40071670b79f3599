/**
 * How a comparison operand is bound, shared by request `where`s and permission filters: the parameter's format
 * and the SQL type it is cast to, from the column and the operator (contract §1.5).
 */
import type { CatalogColumn, CatalogTable } from '../catalog/types.ts';
import type { ParamFormat, TableRef } from './types.ts';

const LIST_OPS = new Set(['_in', '_nin', '_has_keys_all', '_has_keys_any']);

/** The `ltree` operators' operands: an `ltree`, `lquery` or `ltxtquery` of the extension's schema, or a list of them. */
const LTREE_OPERANDS: Readonly<Record<string, readonly [type: string, list: boolean]>> = {
  _ancestor: ['ltree', false], _ancestor_any: ['ltree', true], _descendant: ['ltree', false], _descendant_any: ['ltree', true],
  _matches: ['lquery', false], _matches_any: ['lquery', true], _matches_fulltext: ['ltxtquery', false],
};

export function operandShape(column: CatalogColumn, op: string): { format: ParamFormat; cast: string } {
  const ltree = column.pgType === 'ltree' ? LTREE_OPERANDS[op] : undefined;
  if (ltree) {
    // The extension's types live in the schema `ltree` does (`extensions.ltree` names it when it is off the path).
    const type = column.castType.replace(/ltree$/, ltree[0]);
    return ltree[1] ? { format: 'array', cast: `${type}[]` } : { format: 'text', cast: type };
  }
  const keyOp = op.startsWith('_has_key');
  const json = (column.pgType === 'json' || column.pgType === 'jsonb') && !keyOp;
  const elementCast = keyOp ? 'text' : column.castType;
  if (LIST_OPS.has(op)) return { format: json ? 'json-array' : 'array', cast: `${elementCast}[]` };
  const cast = op === '_contains' || op === '_contained_in' ? 'jsonb' : elementCast;
  return { format: json ? 'json' : 'text', cast };
}

/** The SQL name of a catalog table, as the IR refers to it. */
export const tableRef = (table: CatalogTable): TableRef => ({ schema: table.schema, name: table.sqlName });
