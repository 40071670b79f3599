-- stdwithin
-- $1 :: geography = variable point
-- $2 :: float8 = const 1000000
-- $3 :: boolean = const true
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."geog_table" AS "_t0"
  WHERE ST_DWithin("_t0"."geog_col", ST_GeomFromGeoJSON($1)::geography, $2::float8, $3::boolean)) AS "_t0") AS "_s1";

-- stdwithin_sph_false
-- $1 :: geography = variable point
-- $2 :: float8 = const 1000000
-- $3 :: boolean = const false
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."geog_table" AS "_t0"
  WHERE ST_DWithin("_t0"."geog_col", ST_GeomFromGeoJSON($1)::geography, $2::float8, $3::boolean)) AS "_t0") AS "_s1";

-- stintersects
-- $1 :: geography = variable ipoint
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."geog_table" AS "_t0"
  WHERE ST_Intersects("_t0"."geog_col", ST_GeomFromGeoJSON($1)::geography)) AS "_t0") AS "_s1";
