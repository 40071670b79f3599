-- eq
-- $1 :: geometry = const {"type":"Point","coordinates":[1,2]}
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."geom_table" AS "_t0"
  WHERE ("_t0"."geom_col" = ST_GeomFromGeoJSON($1)::geometry)) AS "_t0") AS "_s1";

-- in
-- $1 :: geometry[] = const [{"type":"Point","coordinates":[1,2],"crs":{"type":"name","properties":{"name":"EPSG:4326"}}}]
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."geom_table" AS "_t0"
  WHERE ("_t0"."geom_col" = ANY($1::geometry[]))) AS "_t0") AS "_s1";
