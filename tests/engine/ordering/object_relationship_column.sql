-- portfolio_company
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" DESC NULLS FIRST, "_s1"."__o1" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name", 'organization', "_r3"."root") AS "__root"
  FROM (SELECT "_t0".*, (SELECT "_o2"."name"
  FROM "portfolio"."organization" AS "_o2"
  WHERE "_o2"."id" = "_t0"."organization_id" AND ('true')
  LIMIT 1) AS "__o0", "_t0"."name" AS "__o1"
  FROM "portfolio"."company" AS "_t0"
  WHERE ('true')
  ORDER BY (SELECT "_o2"."name"
  FROM "portfolio"."organization" AS "_o2"
  WHERE "_o2"."id" = "_t0"."organization_id" AND ('true')
  LIMIT 1) DESC NULLS FIRST, "_t0"."name" ASC NULLS LAST) AS "_t0"
  LEFT OUTER JOIN LATERAL (SELECT "_s5"."__root" AS "root"
  FROM (SELECT "_t4".*, json_build_object('name', "_t4"."name") AS "__root"
  FROM (SELECT "_t4".*
  FROM "portfolio"."organization" AS "_t4"
  WHERE "_t4"."id" = "_t0"."organization_id" AND ('true')
  LIMIT 1) AS "_t4") AS "_s5") AS "_r3" ON ('true')) AS "_s1";
