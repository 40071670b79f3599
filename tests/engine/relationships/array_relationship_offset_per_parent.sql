-- portfolio_organization
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name", 'companies', "_r2"."root") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."organization" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0"
  LEFT OUTER JOIN LATERAL (SELECT coalesce(json_agg("_s4"."__root"
  ORDER BY "_s4"."__o0" ASC NULLS LAST), '[]') AS "root"
  FROM (SELECT "_t3".*, json_build_object('name', "_t3"."name") AS "__root"
  FROM (SELECT "_t3".*, "_t3"."name" AS "__o0"
  FROM "portfolio"."company" AS "_t3"
  WHERE "_t3"."organization_id" = "_t0"."id" AND ('true')
  ORDER BY "_t3"."name" ASC NULLS LAST
  OFFSET 1) AS "_t3") AS "_s4") AS "_r2" ON ('true')) AS "_s1";
