-- articles
-- $1 :: boolean = const true
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('title', "_t0"."title") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."articles" AS "_t0"
  WHERE ("_t0"."is_published" = $1::boolean)
  LIMIT 4) AS "_t0") AS "_s1";
