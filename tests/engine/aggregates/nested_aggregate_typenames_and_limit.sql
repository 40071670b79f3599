-- portfolio_wallet
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name", 'investments_aggregate', "_r2"."root") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."wallet" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0"
  LEFT OUTER JOIN LATERAL (SELECT (SELECT json_build_object('__typename', 'portfolio_investment_aggregate', 'aggregate', json_build_object('count', count(*), 'max', json_build_object('__typename', 'portfolio_investment_max_fields', 'gross_amount', (max("_s4"."gross_amount"))::text)))
  FROM (SELECT "_t3".*
  FROM (SELECT "_t3".*, "_t3"."gross_amount" AS "__o0"
  FROM "portfolio"."investment" AS "_t3"
  WHERE "_t3"."wallet_id" = "_t0"."id" AND ('true')
  ORDER BY "_t3"."gross_amount" DESC NULLS FIRST
  LIMIT 1) AS "_t3") AS "_s4") AS "root") AS "_r2" ON ('true')) AS "_s1";
