/**
 * A permission's boolean expression, as written in metadata, to IR (contract §4.3): SQL column names, relationship
 * traversal (the target's own permissions are not re-applied inside a permission), `_exists` over unrelated tables,
 * session variables as parameters, the `{col: "X-Hasura-User-Id"}` shorthand, `$`-prefixed operator aliases and
 * `_ne`, and column-to-column comparisons (`_ceq` …, `["$", col]` for the permission's own table).
 */
import { isRecord } from '../../../common/isRecord.ts';
import { tableKey } from '../../db/introspect.ts';
import type { CatalogColumn, CatalogComputedField, CatalogTable, EngineCatalog } from '../catalog/types.ts';
import type { BoolExp } from '../metadata/types.ts';
import { callIR, computedTarget } from './functionCall.ts';
import { operandShape, tableRef } from './operand.ts';
import { isSpatialOperator, spatialPermissionToIR } from './postgisToIR.ts';
import type { BoolExpIR, ColumnCompareOp, ColumnRef, CompareOp, ParamRef } from './types.ts';

const ALIASES: Readonly<Record<string, string>> = { _ne: '_neq', $ne: '_neq' };
const COLUMN_OPS = new Set(['_ceq', '_cne', '_cgt', '_cgte', '_clt', '_clte']);

/** A metadata value naming a session variable (`X-Hasura-User-Id`), case-insensitively. */
export const isSessionVariable = (value: unknown): value is string => typeof value === 'string' && /^x-hasura-/i.test(value);

export const TRUE: BoolExpIR = { kind: 'true' };

/** `and` that drops TRUE operands, so an unrestricted permission adds nothing to the SQL. */
export function and(items: BoolExpIR[]): BoolExpIR {
  const kept = items.filter((i) => i.kind !== 'true');
  if (kept.length === 0) return TRUE;
  if (kept.length === 1) return kept[0];
  return { kind: 'and', items: kept };
}

export function permissionToIR(table: CatalogTable, exp: BoolExp, catalog: EngineCatalog): BoolExpIR {
  const items: BoolExpIR[] = [];
  for (const [rawKey, value] of Object.entries(exp)) {
    const key = rawKey.startsWith('$') ? `_${rawKey.slice(1)}` : rawKey;
    if (key === '_and' || key === '_or') {
      const list = (Array.isArray(value) ? value : [value]) as BoolExp[];
      const parts = list.map((e) => permissionToIR(table, e, catalog));
      items.push(key === '_and' ? and(parts) : { kind: 'or', items: parts });
    } else if (key === '_not') {
      items.push({ kind: 'not', item: permissionToIR(table, value as BoolExp, catalog) });
    } else if (key === '_exists') {
      const spec = value as { _table: { schema: string; name: string }; _where: BoolExp };
      const target = catalog.byKey.get(tableKey(spec._table.schema, spec._table.name));
      if (!target) throw new Error(`_exists: table ${spec._table.schema}.${spec._table.name} is not tracked`);
      items.push({ kind: 'exists', table: tableRef(target), join: null, filter: permissionToIR(target, spec._where, catalog) });
    } else {
      const column = table.columnsBySql.get(key);
      if (column) {
        items.push(...columnConditions(column, value));
        continue;
      }
      const computed = table.computedFields.find((f) => f.name === key);
      if (computed) {
        items.push(...computedConditions(table, computed, value, catalog));
        continue;
      }
      const rel = table.relationships.find((r) => r.name === key);
      if (!rel) throw new Error(`permission on ${table.name}: "${key}" is neither a column nor a relationship`);
      items.push({
        kind: 'exists', table: tableRef(rel.target), join: rel.mapping,
        filter: permissionToIR(rel.target, value as BoolExp, catalog),
      });
    }
  }
  return and(items);
}

/**
 * A computed field in a permission (only those without request arguments): its value compared, or its rows
 * existentially; as with relationships, the rows' own permission is not re-applied.
 */
function computedConditions(table: CatalogTable, field: CatalogComputedField, value: unknown, catalog: EngineCatalog): BoolExpIR[] {
  const call = callIR(computedTarget(field), undefined, '$', null, table);
  if (field.returns.kind === 'scalar') return columnConditions(field.returns.column, value, { column: field.name, scope: 'current', computed: call });
  return [{
    kind: 'exists', table: tableRef(field.returns.table), join: null, call,
    filter: permissionToIR(field.returns.table, value as BoolExp, catalog),
  }];
}

function columnConditions(column: CatalogColumn, value: unknown, ref?: ColumnRef): BoolExpIR[] {
  const at: ColumnRef = ref ?? { column: column.sqlName, scope: 'current' };
  // `{col: "X-Hasura-User-Id"}` and `{col: 5}` are shorthands for `_eq`.
  const ops = isRecord(value) ? value : { _eq: value };
  const out: BoolExpIR[] = [];
  for (const [rawOp, operand] of Object.entries(ops)) {
    const op = ALIASES[rawOp] ?? (rawOp.startsWith('$') ? `_${rawOp.slice(1)}` : rawOp);
    if (op === '_is_null') {
      out.push({ kind: 'isNull', column: at, isNull: operand === true });
    } else if (COLUMN_OPS.has(op)) {
      const other: ColumnRef = Array.isArray(operand) && operand[0] === '$'
        ? { column: String(operand[1]), scope: 'root' }
        : { column: Array.isArray(operand) ? String(operand[operand.length - 1]) : String(operand), scope: 'current' };
      out.push({ kind: 'compareColumn', column: at, op: op as ColumnCompareOp, other });
    } else if (isSpatialOperator(op)) {
      out.push(spatialPermissionToIR(column, at, op, operand));
    } else {
      out.push({ kind: 'compare', column: at, op: op as CompareOp, value: operandParam(column, op, operand) });
    }
  }
  return out;
}

function operandParam(column: CatalogColumn, op: string, operand: unknown): ParamRef {
  const { format, cast } = operandShape(column, op);
  // A session variable used with `_in` holds a PostgreSQL array literal already (contract §4.2).
  if (isSessionVariable(operand)) return { source: { kind: 'session', name: operand.toLowerCase() }, format: 'text', cast };
  return { source: { kind: 'const', value: operand }, format, cast };
}
