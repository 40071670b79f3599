-- one
-- $1 :: integer = session x-hasura-user-id
-- $2 :: integer = session x-hasura-manager-id
-- $3 :: integer = const "1"
SELECT (SELECT "_s1"."__root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name", 'salary', CASE WHEN ("_t0"."id" = $1::integer) THEN "_t0"."salary" ELSE NULL END, 'manager_remarks', CASE WHEN ("_t0"."manager_id" = $2::integer) THEN "_t0"."manager_remarks" ELSE NULL END) AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."employee" AS "_t0"
  WHERE ((("_t0"."manager_id" = $2::integer) OR ("_t0"."id" = $1::integer)) AND ("_t0"."id" = $3::integer))) AS "_t0") AS "_s1")::text AS "root";

-- four
-- $1 :: integer = session x-hasura-user-id
-- $2 :: integer = session x-hasura-manager-id
-- $3 :: integer = const "4"
SELECT (SELECT "_s1"."__root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name", 'salary', CASE WHEN ("_t0"."id" = $1::integer) THEN "_t0"."salary" ELSE NULL END, 'manager_remarks', CASE WHEN ("_t0"."manager_id" = $2::integer) THEN "_t0"."manager_remarks" ELSE NULL END) AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."employee" AS "_t0"
  WHERE ((("_t0"."manager_id" = $2::integer) OR ("_t0"."id" = $1::integer)) AND ("_t0"."id" = $3::integer))) AS "_t0") AS "_s1")::text AS "root";

-- two
-- $1 :: integer = session x-hasura-manager-id
-- $2 :: integer = session x-hasura-user-id
-- $3 :: integer = const "2"
SELECT (SELECT "_s1"."__root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."employee" AS "_t0"
  WHERE ((("_t0"."manager_id" = $1::integer) OR ("_t0"."id" = $2::integer)) AND ("_t0"."id" = $3::integer))) AS "_t0") AS "_s1")::text AS "root";
