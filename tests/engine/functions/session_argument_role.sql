-- my_articles
-- $1 :: json = session json
-- $2 :: integer = session x-hasura-user-id
-- $3 :: boolean = const true
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('title', "_t0"."title") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."my_articles"($1::json) AS "_t0"
  WHERE (("_t0"."id" = $2::integer) OR ("_t0"."is_published" = $3::boolean))) AS "_t0") AS "_s1";
