-- portfolio_organization
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name", 'parent', "_r2"."root", 'plan', "_r5"."root") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."organization" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0"
  LEFT OUTER JOIN LATERAL (SELECT "_s4"."__root" AS "root"
  FROM (SELECT "_t3".*, json_build_object('name', "_t3"."name") AS "__root"
  FROM (SELECT "_t3".*
  FROM "portfolio"."organization" AS "_t3"
  WHERE "_t3"."id" = "_t0"."parent_id" AND ('true')
  LIMIT 1) AS "_t3") AS "_s4") AS "_r2" ON ('true')
  LEFT OUTER JOIN LATERAL (SELECT "_s7"."__root" AS "root"
  FROM (SELECT "_t6".*, json_build_object('name', "_t6"."name") AS "__root"
  FROM (SELECT "_t6".*
  FROM "portfolio"."plan" AS "_t6"
  WHERE "_t6"."id" = "_t0"."plan_id" AND ('true')
  LIMIT 1) AS "_t6") AS "_s7") AS "_r5" ON ('true')) AS "_s1";
