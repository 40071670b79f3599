/**
 * GeoJSON into PostGIS, as Hasura writes it: a `geometry` or `geography` parameter is GeoJSON text read with
 * `ST_GeomFromGeoJSON` (PostGIS gives it SRID 4326 unless its `crs` says otherwise). The way out and the predicates
 * are in compile/postgis.ts.
 */

/** Whether a parameter cast to `cast` carries GeoJSON (a geometry or geography, possibly schema-qualified). */
const GEO_CAST = /(^|\.)(geometry|geography)$/;

/** Parameter `placeholder` as the statement writes it: `$1::uuid`, or `ST_GeomFromGeoJSON($1)::geometry`. */
export function castPlaceholder(placeholder: string, cast: string): string {
  return GEO_CAST.test(cast) ? `ST_GeomFromGeoJSON(${placeholder})::${cast}` : `${placeholder}::${cast}`;
}
