/**
 * How a comparison operand is bound, shared by request `where`s and permission filters: the parameter's format
 * and the SQL type it is cast to, from the column and the operator (contract §1.5).
 */
import type { CatalogColumn, CatalogTable } from '../catalog/types.ts';
import type { ParamFormat, TableRef } from './types.ts';

const LIST_OPS = new Set(['_in', '_nin', '_has_keys_all', '_has_keys_any']);

export function operandShape(column: CatalogColumn, op: string): { format: ParamFormat; cast: string } {
  const keyOp = op.startsWith('_has_key');
  const json = (column.pgType === 'json' || column.pgType === 'jsonb') && !keyOp;
  const elementCast = keyOp ? 'text' : column.castType;
  if (LIST_OPS.has(op)) return { format: json ? 'json-array' : 'array', cast: `${elementCast}[]` };
  const cast = op === '_contains' || op === '_contained_in' ? 'jsonb' : elementCast;
  return { format: json ? 'json' : 'text', cast };
}

/** The SQL name of a catalog table, as the IR refers to it. */
export const tableRef = (table: CatalogTable): TableRef => ({ schema: table.schema, name: table.sqlName });
