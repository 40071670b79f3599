-- employee_aggregate
-- $1 :: integer = session x-hasura-user-id
-- $2 :: integer = session x-hasura-manager-id
SELECT (SELECT json_build_object('aggregate', json_build_object('count', count(*), 'sum', json_build_object('salary', sum(CASE WHEN ("_s1"."id" = $1::integer) THEN "_s1"."salary" ELSE NULL END))))
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*
  FROM "public"."employee" AS "_t0"
  WHERE (("_t0"."manager_id" = $2::integer) OR ("_t0"."id" = $1::integer))) AS "_t0") AS "_s1")::text AS "root";
