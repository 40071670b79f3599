-- within
-- $1 :: geometry = variable point
-- $2 :: float8 = const 5
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('type', "_t0"."type") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."geom_3d_table" AS "_t0"
  WHERE ST_3DDWithin("_t0"."geom_col", ST_GeomFromGeoJSON($1)::geometry, $2::float8)) AS "_t0") AS "_s1";
