-- get_articles
-- $1 :: text = const "art"
-- $2 :: integer = session x-hasura-user-id
-- $3 :: boolean = const true
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('title', "_t0"."title", 'content', "_t0"."content") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."get_articles"($1::text) AS "_t0"
  WHERE (("_t0"."id" = $2::integer) OR ("_t0"."is_published" = $3::boolean))) AS "_t0") AS "_s1";
