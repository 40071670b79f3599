-- search_author_mview
-- $1 :: text = const "kafka"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('first_name', "_t0"."first_name", 'last_name', "_t0"."last_name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."search_author_mview"($1::text) AS "_t0"
  WHERE ('true')) AS "_t0") AS "_s1";
