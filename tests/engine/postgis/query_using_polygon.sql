-- st_d_within_2
-- $1 :: geometry = variable polygon
-- $2 :: float8 = const 2
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'geom_col', ST_AsGeoJSON("_t0"."geom_col", 15, 4)::json) AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."geom_table" AS "_t0"
  WHERE ST_DWithin("_t0"."geom_col", ST_GeomFromGeoJSON($1)::geometry, $2::float8)) AS "_t0") AS "_s1";

-- st_d_within_3
-- $1 :: geometry = variable polygon
-- $2 :: float8 = const 3
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'geom_col', ST_AsGeoJSON("_t0"."geom_col", 15, 4)::json) AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."geom_table" AS "_t0"
  WHERE ST_DWithin("_t0"."geom_col", ST_GeomFromGeoJSON($1)::geometry, $2::float8)) AS "_t0") AS "_s1";
