-- portfolio_organization
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS FIRST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name", 'plan_id', "_t0"."plan_id") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."plan_id" AS "__o0"
  FROM "portfolio"."organization" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."plan_id" ASC NULLS FIRST) AS "_t0") AS "_s1";
