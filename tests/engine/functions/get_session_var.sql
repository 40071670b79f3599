-- get_session_var
-- $1 :: json = session json
-- $2 :: text = const "x-hasura-test"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('result', "_t0"."result") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."get_session_var"($1::json, $2::text) AS "_t0"
  WHERE ('true')) AS "_t0") AS "_s1";
