/**
 * PostGIS operators of a `where` (schema/postgisOperators.ts) to IR: each is a call of PostGIS's function on the
 * column and the GeoJSON operand, which the statement turns into the column's type (compile/geoJson.ts).
 */
import type { CatalogColumn } from '../catalog/types.ts';
import { pathKey } from '../errors.ts';
import { paramAt, type IrContext } from './buildContext.ts';
import { SPATIAL_OPERATORS } from '../spatialOperators.ts';

export { isSpatialOperator } from '../spatialOperators.ts';
import type { BoolExpIR, ColumnRef, ParamRef } from './types.ts';

/** One PostGIS operator on a geometry or geography column (or a column cast to one). */
export function spatialToIR(column: CatalogColumn, ref: ColumnRef, op: string, operand: unknown, path: string, ctx: IrContext): BoolExpIR {
  const fn = SPATIAL_OPERATORS[op];
  const type = column.castType;
  if (fn !== 'ST_DWithin' && fn !== 'ST_3DDWithin') {
    return { kind: 'spatial', column: ref, fn, args: [paramAt(ctx, path, operand, 'json', type)] };
  }
  const input = operand as { distance: unknown; from: unknown; use_spheroid?: unknown };
  const args = [
    paramAt(ctx, pathKey(path, 'from'), input.from, 'json', type),
    paramAt(ctx, pathKey(path, 'distance'), input.distance, 'text', 'float8'),
  ];
  // geography's `use_spheroid` (default true) is the fourth argument of ST_DWithin(geography, geography, float8, boolean).
  if (column.pgType === 'geography') args.push(paramAt(ctx, pathKey(path, 'use_spheroid'), input.use_spheroid ?? true, 'text', 'boolean'));
  return { kind: 'spatial', column: ref, fn, args };
}

/**
 * A PostGIS operator in a permission filter: its GeoJSON operand (or `{distance, from, use_spheroid}`) is a constant
 * of the metadata, or a session variable holding GeoJSON text.
 */
export function spatialPermissionToIR(column: CatalogColumn, ref: ColumnRef, op: string, operand: unknown): BoolExpIR {
  const fn = SPATIAL_OPERATORS[op];
  const value = (v: unknown, cast: string): ParamRef => typeof v === 'string' && /^x-hasura-/i.test(v)
    ? { source: { kind: 'session', name: v.toLowerCase() }, format: 'text', cast }
    : { source: { kind: 'const', value: v }, format: cast === column.castType ? 'json' : 'text', cast };
  if (fn !== 'ST_DWithin' && fn !== 'ST_3DDWithin') return { kind: 'spatial', column: ref, fn, args: [value(operand, column.castType)] };
  const input = operand as { distance: unknown; from: unknown; use_spheroid?: unknown };
  const args = [value(input.from, column.castType), value(input.distance, 'float8')];
  if (column.pgType === 'geography') args.push(value(input.use_spheroid ?? true, 'boolean'));
  return { kind: 'spatial', column: ref, fn, args };
}
