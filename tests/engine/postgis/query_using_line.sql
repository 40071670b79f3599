-- st_crosses
-- $1 :: geometry = variable line
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'type', "_t0"."type", 'geom_col', ST_AsGeoJSON("_t0"."geom_col", 15, 4)::json) AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."geom_table" AS "_t0"
  WHERE ST_Crosses("_t0"."geom_col", ST_GeomFromGeoJSON($1)::geometry)) AS "_t0") AS "_s1";

-- st_touches
-- $1 :: geometry = variable line
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'type', "_t0"."type", 'geom_col', ST_AsGeoJSON("_t0"."geom_col", 15, 4)::json) AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."geom_table" AS "_t0"
  WHERE ST_Touches("_t0"."geom_col", ST_GeomFromGeoJSON($1)::geometry)) AS "_t0") AS "_s1";

-- st_disjoint
-- $1 :: geometry = variable line
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'type', "_t0"."type", 'geom_col', ST_AsGeoJSON("_t0"."geom_col", 15, 4)::json) AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."geom_table" AS "_t0"
  WHERE (NOT ST_Intersects("_t0"."geom_col", ST_GeomFromGeoJSON($1)::geometry))) AS "_t0") AS "_s1";
