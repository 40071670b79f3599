-- get_users
-- $1 :: text = const "Blake"
-- $2 :: integer = const 2
-- $3 :: boolean = const true
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name", 'is_admin', "_t0"."is_admin") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."get_users"($1::text, $2::integer, $3::boolean) AS "_t0"
  WHERE ('true')) AS "_t0") AS "_s1";
