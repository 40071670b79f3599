-- employee
-- $1 :: integer = session x-hasura-user-id
-- $2 :: integer = session x-hasura-manager-id
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" DESC NULLS LAST, "_s1"."__o1" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name", 'yearly_salary', CASE WHEN ("_t0"."id" = $1::integer) THEN "public"."employee_yearly_salary"(ROW("_t0"."id", "_t0"."name", "_t0"."salary", "_t0"."title", "_t0"."manager_id", "_t0"."team_id", "_t0"."manager_remarks", "_t0"."hr_remarks")::"public"."employee") ELSE NULL END) AS "__root"
  FROM (SELECT "_t0".*, CASE WHEN ("_t0"."id" = $1::integer) THEN ("public"."employee_yearly_salary"(ROW("_t0"."id", "_t0"."name", "_t0"."salary", "_t0"."title", "_t0"."manager_id", "_t0"."team_id", "_t0"."manager_remarks", "_t0"."hr_remarks")::"public"."employee")) ELSE NULL END AS "__o0", "_t0"."name" AS "__o1"
  FROM "public"."employee" AS "_t0"
  WHERE (("_t0"."manager_id" = $2::integer) OR ("_t0"."id" = $1::integer))
  ORDER BY CASE WHEN ("_t0"."id" = $1::integer) THEN ("public"."employee_yearly_salary"(ROW("_t0"."id", "_t0"."name", "_t0"."salary", "_t0"."title", "_t0"."manager_id", "_t0"."team_id", "_t0"."manager_remarks", "_t0"."hr_remarks")::"public"."employee")) ELSE NULL END DESC NULLS LAST, "_t0"."name" ASC NULLS LAST) AS "_t0") AS "_s1";
