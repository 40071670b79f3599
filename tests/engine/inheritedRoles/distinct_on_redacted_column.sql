-- employee
-- $1 :: integer = session x-hasura-user-id
-- $2 :: integer = session x-hasura-manager-id
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('salary', CASE WHEN ("_t0"."id" = $1::integer) THEN "_t0"."salary" ELSE NULL END) AS "__root"
  FROM (SELECT DISTINCT ON (CASE WHEN ("_t0"."id" = $1::integer) THEN "_t0"."salary" ELSE NULL END) "_t0".*, CASE WHEN ("_t0"."id" = $1::integer) THEN "_t0"."salary" ELSE NULL END AS "__o0"
  FROM "public"."employee" AS "_t0"
  WHERE (("_t0"."manager_id" = $2::integer) OR ("_t0"."id" = $1::integer))
  ORDER BY CASE WHEN ("_t0"."id" = $1::integer) THEN "_t0"."salary" ELSE NULL END ASC NULLS LAST) AS "_t0") AS "_s1";

-- ordered
-- $1 :: integer = session x-hasura-user-id
-- $2 :: integer = session x-hasura-manager-id
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('salary', CASE WHEN ("_t0"."id" = $1::integer) THEN "_t0"."salary" ELSE NULL END) AS "__root"
  FROM (SELECT DISTINCT ON (CASE WHEN ("_t0"."id" = $1::integer) THEN "_t0"."salary" ELSE NULL END) "_t0".*, CASE WHEN ("_t0"."id" = $1::integer) THEN "_t0"."salary" ELSE NULL END AS "__o0"
  FROM "public"."employee" AS "_t0"
  WHERE (("_t0"."manager_id" = $2::integer) OR ("_t0"."id" = $1::integer))
  ORDER BY CASE WHEN ("_t0"."id" = $1::integer) THEN "_t0"."salary" ELSE NULL END ASC NULLS LAST) AS "_t0") AS "_s1";
