-- employee
-- $1 :: integer = session x-hasura-manager-id
-- $2 :: integer = session x-hasura-user-id
-- $3 :: integer = const "0"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."employee" AS "_t0"
  WHERE ((("_t0"."manager_id" = $1::integer) OR ("_t0"."id" = $2::integer)) AND (CASE WHEN ("_t0"."id" = $2::integer) THEN "_t0"."salary" ELSE NULL END > $3::integer))) AS "_t0") AS "_s1";

-- hidden
-- $1 :: integer = session x-hasura-manager-id
-- $2 :: integer = session x-hasura-user-id
-- $3 :: integer = const "0"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."employee" AS "_t0"
  WHERE ((("_t0"."manager_id" = $1::integer) OR ("_t0"."id" = $2::integer)) AND (NOT (CASE WHEN ("_t0"."id" = $2::integer) THEN "_t0"."salary" ELSE NULL END > $3::integer)))) AS "_t0") AS "_s1";

-- null_salary
-- $1 :: integer = session x-hasura-manager-id
-- $2 :: integer = session x-hasura-user-id
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."employee" AS "_t0"
  WHERE ((("_t0"."manager_id" = $1::integer) OR ("_t0"."id" = $2::integer)) AND (CASE WHEN ("_t0"."id" = $2::integer) THEN "_t0"."salary" ELSE NULL END IS NULL))) AS "_t0") AS "_s1";
