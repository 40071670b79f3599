-- tree
-- $1 :: lquery = const "*.Astronomy.*"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('path', "_t0"."path") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."tree" AS "_t0"
  WHERE ("_t0"."path" ~ $1::lquery)) AS "_t0") AS "_s1";
