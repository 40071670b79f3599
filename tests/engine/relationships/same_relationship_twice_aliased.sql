-- portfolio_organization
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name", 'first', "_r2"."root", 'last', "_r5"."root", 'all', "_r8"."root") AS "__root"
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
  LIMIT 1) AS "_t3") AS "_s4") AS "_r2" ON ('true')
  LEFT OUTER JOIN LATERAL (SELECT coalesce(json_agg("_s7"."__root"
  ORDER BY "_s7"."__o0" DESC NULLS FIRST), '[]') AS "root"
  FROM (SELECT "_t6".*, json_build_object('name', "_t6"."name") AS "__root"
  FROM (SELECT "_t6".*, "_t6"."name" AS "__o0"
  FROM "portfolio"."company" AS "_t6"
  WHERE "_t6"."organization_id" = "_t0"."id" AND ('true')
  ORDER BY "_t6"."name" DESC NULLS FIRST
  LIMIT 1) AS "_t6") AS "_s7") AS "_r5" ON ('true')
  LEFT OUTER JOIN LATERAL (SELECT coalesce(json_agg("_s10"."__root"
  ORDER BY "_s10"."__o0" ASC NULLS LAST), '[]') AS "root"
  FROM (SELECT "_t9".*, json_build_object('id', "_t9"."id") AS "__root"
  FROM (SELECT "_t9".*, "_t9"."name" AS "__o0"
  FROM "portfolio"."company" AS "_t9"
  WHERE "_t9"."organization_id" = "_t0"."id" AND ('true')
  ORDER BY "_t9"."name" ASC NULLS LAST) AS "_t9") AS "_s10") AS "_r8" ON ('true')) AS "_s1";
