-- get_test
-- $1 :: uuid = const "8e3e4a14-c831-45a2-9e78-8e86028d1ee5"
-- $2 :: text = const "clarke"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'uuid_col', "_t0"."uuid_col", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."get_test"($1::uuid, $2::text) AS "_t0"
  WHERE ('true')) AS "_t0") AS "_s1";
