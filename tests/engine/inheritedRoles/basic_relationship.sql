-- employee
-- $1 :: integer = session x-hasura-user-id
-- $2 :: integer = session x-hasura-manager-id
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name", 'title', "_t0"."title", 'salary', CASE WHEN ("_t0"."id" = $1::integer) THEN "_t0"."salary" ELSE NULL END, 'manager_remarks', CASE WHEN ("_t0"."manager_id" = $2::integer) THEN "_t0"."manager_remarks" ELSE NULL END, 'manager', "_r2"."root") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."employee" AS "_t0"
  WHERE (("_t0"."manager_id" = $2::integer) OR ("_t0"."id" = $1::integer))) AS "_t0"
  LEFT OUTER JOIN LATERAL (SELECT "_s4"."__root" AS "root"
  FROM (SELECT "_t3".*, json_build_object('id', CASE WHEN ("_t3"."id" = $2::integer) THEN "_t3"."id" ELSE NULL END, 'name', "_t3"."name", 'phone', "_t3"."phone", 'address', CASE WHEN ("_t3"."id" = $2::integer) THEN "_t3"."address" ELSE NULL END) AS "__root"
  FROM (SELECT "_t3".*
  FROM "public"."manager" AS "_t3"
  WHERE "_t3"."id" = "_t0"."manager_id" AND (("_t3"."id" = $2::integer) OR EXISTS (SELECT 1
  FROM "public"."employee" AS "_e5"
  WHERE "_e5"."manager_id" = "_t3"."id" AND ("_e5"."manager_id" = $2::integer)))
  LIMIT 1) AS "_t3") AS "_s4") AS "_r2" ON ('true')) AS "_s1";
