-- search_posts
-- $1 :: text = variable search
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('title', "_t0"."title") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."search_posts"($1::text) AS "_t0"
  WHERE ('true')) AS "_t0") AS "_s1";
