-- geog_table
-- $1 :: geometry = const {"type":"Polygon","coordinates":[[[-75,40],[-74,40],[-74,41],[-75,41],[-75,40]]],"crs":{"type":"name","properties":{"name":"EPSG:4326"}}}
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."geog_table" AS "_t0"
  WHERE ST_Within(("_t0"."geog_col")::geometry, ST_GeomFromGeoJSON($1)::geometry)) AS "_t0") AS "_s1";
