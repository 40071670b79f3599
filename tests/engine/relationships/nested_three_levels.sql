-- portfolio_organization
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name", 'wallets', "_r2"."root") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."organization" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0"
  LEFT OUTER JOIN LATERAL (SELECT coalesce(json_agg("_s4"."__root"
  ORDER BY "_s4"."__o0" ASC NULLS LAST), '[]') AS "root"
  FROM (SELECT "_t3".*, json_build_object('name', "_t3"."name", 'investments', "_r5"."root") AS "__root"
  FROM (SELECT "_t3".*, "_t3"."name" AS "__o0"
  FROM "portfolio"."wallet" AS "_t3"
  WHERE "_t3"."organization_id" = "_t0"."id" AND ('true')
  ORDER BY "_t3"."name" ASC NULLS LAST) AS "_t3"
  LEFT OUTER JOIN LATERAL (SELECT coalesce(json_agg("_s7"."__root"
  ORDER BY "_s7"."__o0" DESC NULLS FIRST), '[]') AS "root"
  FROM (SELECT "_t6".*, json_build_object('gross_amount', ("_t6"."gross_amount")::text, 'company', "_r8"."root") AS "__root"
  FROM (SELECT "_t6".*, "_t6"."gross_amount" AS "__o0"
  FROM "portfolio"."investment" AS "_t6"
  WHERE "_t6"."wallet_id" = "_t3"."id" AND ('true')
  ORDER BY "_t6"."gross_amount" DESC NULLS FIRST) AS "_t6"
  LEFT OUTER JOIN LATERAL (SELECT "_s10"."__root" AS "root"
  FROM (SELECT "_t9".*, json_build_object('name', "_t9"."name") AS "__root"
  FROM (SELECT "_t9".*
  FROM "portfolio"."company" AS "_t9"
  WHERE "_t9"."id" = "_t6"."company_id" AND ('true')
  LIMIT 1) AS "_t9") AS "_s10") AS "_r8" ON ('true')) AS "_s7") AS "_r5" ON ('true')) AS "_s4") AS "_r2" ON ('true')) AS "_s1";
