-- employee_aggregate
-- $1 :: integer = session x-hasura-user-id
-- $2 :: integer = session x-hasura-manager-id
SELECT (SELECT json_build_object('aggregate', json_build_object('count', count(*), 'ids', count(CASE WHEN ("_s1"."id" = $1::integer) THEN "_s1"."id" ELSE NULL END), 'max', json_build_object('salary', max(CASE WHEN ("_s1"."id" = $1::integer) THEN "_s1"."salary" ELSE NULL END), 'name', max("_s1"."name"))), 'nodes', coalesce(json_agg("_s1"."__root"), '[]'))
  FROM (SELECT "_t0".*, json_build_object('id', CASE WHEN ("_t0"."id" = $1::integer) THEN "_t0"."id" ELSE NULL END, 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."employee" AS "_t0"
  WHERE (("_t0"."manager_id" = $2::integer) OR ("_t0"."id" = $1::integer))) AS "_t0") AS "_s1")::text AS "root";
