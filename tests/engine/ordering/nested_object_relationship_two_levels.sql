-- portfolio_investment
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" DESC NULLS FIRST, "_s1"."__o1" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('gross_amount', ("_t0"."gross_amount")::text) AS "__root"
  FROM (SELECT "_t0".*, (SELECT (SELECT "_o3"."name"
  FROM "portfolio"."organization" AS "_o3"
  WHERE "_o3"."id" = "_o2"."organization_id" AND ('true')
  LIMIT 1)
  FROM "portfolio"."wallet" AS "_o2"
  WHERE "_o2"."id" = "_t0"."wallet_id" AND ('true')
  LIMIT 1) AS "__o0", "_t0"."gross_amount" AS "__o1"
  FROM "portfolio"."investment" AS "_t0"
  WHERE ('true')
  ORDER BY (SELECT (SELECT "_o3"."name"
  FROM "portfolio"."organization" AS "_o3"
  WHERE "_o3"."id" = "_o2"."organization_id" AND ('true')
  LIMIT 1)
  FROM "portfolio"."wallet" AS "_o2"
  WHERE "_o2"."id" = "_t0"."wallet_id" AND ('true')
  LIMIT 1) DESC NULLS FIRST, "_t0"."gross_amount" ASC NULLS LAST) AS "_t0") AS "_s1";
