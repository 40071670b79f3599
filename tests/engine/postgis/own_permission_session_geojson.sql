-- geog_table
-- $1 :: geography = session x-hasura-point
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."geog_table" AS "_t0"
  WHERE ST_Intersects("_t0"."geog_col", ST_GeomFromGeoJSON($1)::geography)) AS "_t0") AS "_s1";
