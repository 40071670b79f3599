-- portfolio_investment
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('gross_amount', ("_t0"."gross_amount")::text, 'wallet_company', "_r2"."root") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."gross_amount" AS "__o0"
  FROM "portfolio"."investment" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."gross_amount" ASC NULLS LAST) AS "_t0"
  LEFT OUTER JOIN LATERAL (SELECT "_s4"."__root" AS "root"
  FROM (SELECT "_t3".*, json_build_object('id', "_t3"."id", 'investments', "_r5"."root") AS "__root"
  FROM (SELECT "_t3".*
  FROM "portfolio"."wallet_company" AS "_t3"
  WHERE "_t3"."wallet_id" = "_t0"."wallet_id" AND "_t3"."company_id" = "_t0"."company_id" AND ('true')
  LIMIT 1) AS "_t3"
  LEFT OUTER JOIN LATERAL (SELECT coalesce(json_agg("_s7"."__root"), '[]') AS "root"
  FROM (SELECT "_t6".*, json_build_object('id', "_t6"."id") AS "__root"
  FROM (SELECT "_t6".*
  FROM "portfolio"."investment" AS "_t6"
  WHERE "_t6"."wallet_id" = "_t3"."wallet_id" AND "_t6"."company_id" = "_t3"."company_id" AND ('true')) AS "_t6") AS "_s7") AS "_r5" ON ('true')) AS "_s4") AS "_r2" ON ('true')) AS "_s1";
