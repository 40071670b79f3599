-- portfolio_wallet
-- $1 :: text = const "BRL"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name", 'investments', "_r2"."root") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."wallet" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0"
  LEFT OUTER JOIN LATERAL (SELECT coalesce(json_agg("_s4"."__root"
  ORDER BY "_s4"."__o0" ASC NULLS LAST), '[]') AS "root"
  FROM (SELECT "_t3".*, json_build_object('gross_amount', ("_t3"."gross_amount")::text, 'currency', "_t3"."currency") AS "__root"
  FROM (SELECT "_t3".*, "_t3"."gross_amount" AS "__o0"
  FROM "portfolio"."investment" AS "_t3"
  WHERE "_t3"."wallet_id" = "_t0"."id" AND ("_t3"."currency" = $1::text)
  ORDER BY "_t3"."gross_amount" ASC NULLS LAST) AS "_t3") AS "_s4") AS "_r2" ON ('true')) AS "_s1";
