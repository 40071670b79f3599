-- geog_as_geom_table
-- $1 :: geography = const {"type":"Point","coordinates":[1,50]}
-- $2 :: float8 = const 1000000
-- $3 :: boolean = const true
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."geog_as_geom_table" AS "_t0"
  WHERE ST_DWithin(("_t0"."geom_col")::geography, ST_GeomFromGeoJSON($1)::geography, $2::float8, $3::boolean)) AS "_t0") AS "_s1";
