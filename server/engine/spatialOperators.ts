/**
 * The PostGIS operators of Hasura's boolean expressions and the function each one calls, read by the metadata check
 * (a permission may use them) and by the IR (ir/postgisToIR.ts). Geometry columns take all of them, geography
 * columns `_st_intersects` and `_st_d_within` (schema/postgisOperators.ts offers the same).
 */
export type SpatialFn =
  | 'ST_Contains' | 'ST_Crosses' | 'ST_Equals' | 'ST_Intersects' | 'ST_3DIntersects' | 'ST_Overlaps' | 'ST_Touches'
  | 'ST_Within' | 'ST_DWithin' | 'ST_3DDWithin';

export const SPATIAL_OPERATORS: Readonly<Record<string, SpatialFn>> = {
  _st_contains: 'ST_Contains', _st_crosses: 'ST_Crosses', _st_equals: 'ST_Equals', _st_intersects: 'ST_Intersects',
  _st_3d_intersects: 'ST_3DIntersects', _st_overlaps: 'ST_Overlaps', _st_touches: 'ST_Touches', _st_within: 'ST_Within',
  _st_d_within: 'ST_DWithin', _st_3d_d_within: 'ST_3DDWithin',
};

const GEOGRAPHY_OPERATORS: ReadonlySet<string> = new Set(['_st_intersects', '_st_d_within']);

export const isSpatialOperator = (op: string): boolean => Object.hasOwn(SPATIAL_OPERATORS, op);

/** Whether `op` is a PostGIS operator that a column of base type `pgType` takes. */
export function spatialOperatorFits(pgType: string, op: string): boolean {
  if (!isSpatialOperator(op)) return false;
  return pgType === 'geometry' || (pgType === 'geography' && GEOGRAPHY_OPERATORS.has(op));
}
