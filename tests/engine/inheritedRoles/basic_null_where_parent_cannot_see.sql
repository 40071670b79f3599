-- employee
-- $1 :: integer = session x-hasura-user-id
-- $2 :: integer = session x-hasura-manager-id
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', CASE WHEN ("_t0"."id" = $1::integer) THEN "_t0"."id" ELSE NULL END, 'name', "_t0"."name", 'title', "_t0"."title", 'salary', CASE WHEN ("_t0"."id" = $1::integer) THEN "_t0"."salary" ELSE NULL END, 'manager_remarks', CASE WHEN ("_t0"."manager_id" = $2::integer) THEN "_t0"."manager_remarks" ELSE NULL END) AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."employee" AS "_t0"
  WHERE (("_t0"."manager_id" = $2::integer) OR ("_t0"."id" = $1::integer))) AS "_t0") AS "_s1";
