-- my_add
-- $1 :: integer = const 2
-- $2 :: integer = const 3
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('result', "_t0"."result") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."my_add"($1::integer, $2::integer) AS "_t0"
  WHERE ('true')) AS "_t0") AS "_s1";

-- my_add_null
-- $1 :: integer = const null
-- $2 :: integer = const 2
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('result', "_t0"."result") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."my_add"($1::integer, $2::integer) AS "_t0"
  WHERE ('true')) AS "_t0") AS "_s1";

-- my_add_default
-- $1 :: integer = const 2
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('result', "_t0"."result") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."my_add"($1::integer) AS "_t0"
  WHERE ('true')) AS "_t0") AS "_s1";
