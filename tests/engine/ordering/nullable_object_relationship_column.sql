-- portfolio_organization
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*, (SELECT "_o2"."name"
  FROM "portfolio"."plan" AS "_o2"
  WHERE "_o2"."id" = "_t0"."plan_id" AND ('true')
  LIMIT 1) AS "__o0"
  FROM "portfolio"."organization" AS "_t0"
  WHERE ('true')
  ORDER BY (SELECT "_o2"."name"
  FROM "portfolio"."plan" AS "_o2"
  WHERE "_o2"."id" = "_t0"."plan_id" AND ('true')
  LIMIT 1) ASC NULLS LAST) AS "_t0") AS "_s1";
