-- get_test_session_id
-- $1 :: json = session json
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."get_test_session_id"($1::json) AS "_t0"
  WHERE ('true')) AS "_t0") AS "_s1";
