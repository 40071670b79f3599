-- article
-- $1 :: text[] = const ["名前"]
-- $2 :: text[] = const ["nested","ключ"]
-- $3 :: text[] = const ["nested","ключ"]
-- $4 :: integer = const "1"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', ("_t0"."info" #> $1::text[]), 'dotted', ("_t0"."info" #> $2::text[]), 'bracketed', ("_t0"."info" #> $3::text[])) AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."article" AS "_t0"
  WHERE ("_t0"."id" = $4::integer)) AS "_t0") AS "_s1";
