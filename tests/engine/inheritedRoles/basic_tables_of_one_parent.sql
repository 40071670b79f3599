-- employee
-- $1 :: integer = session x-hasura-user-id
-- $2 :: integer = session x-hasura-manager-id
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name", 'salary', CASE WHEN ("_t0"."id" = $1::integer) THEN "_t0"."salary" ELSE NULL END) AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."employee" AS "_t0"
  WHERE (("_t0"."manager_id" = $2::integer) OR ("_t0"."id" = $1::integer))) AS "_t0") AS "_s1";

-- manager
-- $1 :: integer = session x-hasura-manager-id
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('team_id', CASE WHEN ("_t0"."id" = $1::integer) THEN "_t0"."team_id" ELSE NULL END, 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."manager" AS "_t0"
  WHERE (("_t0"."id" = $1::integer) OR EXISTS (SELECT 1
  FROM "public"."employee" AS "_e2"
  WHERE "_e2"."manager_id" = "_t0"."id" AND ("_e2"."manager_id" = $1::integer)))) AS "_t0") AS "_s1";
