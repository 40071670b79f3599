-- article
-- $1 :: integer = const "1"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."article" AS "_t0"
  WHERE ("_t0"."id" = $1::integer)) AS "_t0") AS "_s1";
