-- search_posts
-- $1 :: text = const "hasura"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('title', "_t0"."title", 'content', "_t0"."content") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."search_posts"($1::text) AS "_t0"
  WHERE ('true')) AS "_t0") AS "_s1";
