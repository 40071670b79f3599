-- search_tracks_aggregate
-- $1 :: text = const "keep"
-- $2 :: integer = session x-hasura-artist-id
SELECT (SELECT json_build_object('aggregate', json_build_object('count', count(*)), 'nodes', coalesce(json_agg("_s1"."__root"), '[]'))
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name", 'artist_id', "_t0"."artist_id") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."search_tracks"($1::text) AS "_t0"
  WHERE EXISTS (SELECT 1
  FROM "public"."Artist" AS "_e2"
  WHERE "_e2"."id" = "_t0"."artist_id" AND ("_e2"."id" = $2::integer))) AS "_t0") AS "_s1")::text AS "root";
