/**
 * PostGIS operators of a `where` (schema/postgisOperators.ts) to IR: each is a call of PostGIS's function on the
 * column and the GeoJSON operand, which the statement turns into the column's type (compile/geoJson.ts).
 */
import type { CatalogColumn } from '../catalog/types.ts';
import { pathKey } from '../errors.ts';
import { paramAt, type IrContext } from './buildContext.ts';
import type { BoolExpIR, ColumnRef, SpatialFn } from './types.ts';

const SPATIAL: Readonly<Record<string, SpatialFn>> = {
  _st_contains: 'ST_Contains', _st_crosses: 'ST_Crosses', _st_equals: 'ST_Equals', _st_intersects: 'ST_Intersects',
  _st_3d_intersects: 'ST_3DIntersects', _st_overlaps: 'ST_Overlaps', _st_touches: 'ST_Touches', _st_within: 'ST_Within',
  _st_d_within: 'ST_DWithin', _st_3d_d_within: 'ST_3DDWithin',
};

export const isSpatialOperator = (op: string): boolean => op in SPATIAL;

/** One PostGIS operator on a geometry or geography column (or a column cast to one). */
export function spatialToIR(column: CatalogColumn, ref: ColumnRef, op: string, operand: unknown, path: string, ctx: IrContext): BoolExpIR {
  const fn = SPATIAL[op];
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
