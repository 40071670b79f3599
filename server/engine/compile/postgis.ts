/**
 * PostGIS in statements, as Hasura writes it: a `geometry` or `geography` column is answered as
 * `ST_AsGeoJSON(col, 15, 4)::json` — up to 15 decimal digits and (option 4) the long `crs` member
 * (`urn:ogc:def:crs:EPSG::<srid>`) whenever the value has an SRID — and each PostGIS operator is a call of its
 * function. Parameters going in are in compile/geoJson.ts.
 */
import type { SpatialFn } from '../spatialOperators.ts';
import { join, sql, trusted, type Sql } from './sql.ts';

/** A geometry or geography value as the JSON of its GeoJSON. */
export const geoJsonOutput = (value: Sql): Sql => sql`ST_AsGeoJSON(${value}, 15, 4)::json`;

/** A PostGIS predicate on a column: the function of the column and its operands. */
export const spatialCall = (fn: SpatialFn, column: Sql, args: readonly Sql[]): Sql =>
  sql`${trusted(fn)}(${join([column, ...args], ', ')})`;
