-- geog_table
-- $1 :: geography = const {"type":"Point","coordinates":[2.3522,48.8566]}
-- $2 :: float8 = const 500000
-- $3 :: boolean = const true
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name", 'geog_col', ST_AsGeoJSON("_t0"."geog_col", 15, 4)::json) AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "public"."geog_table" AS "_t0"
  WHERE ST_DWithin("_t0"."geog_col", ST_GeomFromGeoJSON($1)::geography, $2::float8, $3::boolean)
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0") AS "_s1";
