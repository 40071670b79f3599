-- portfolio_investment
-- $1 :: text = const "critical"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'gross_amount', ("_t0"."gross_amount")::text) AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."investment" AS "_t0"
  WHERE EXISTS (SELECT 1
  FROM "portfolio"."wallet" AS "_e2"
  WHERE "_e2"."id" = "_t0"."wallet_id" AND EXISTS (SELECT 1
  FROM "portfolio"."wallet_alert" AS "_e3"
  WHERE "_e3"."wallet_id" = "_e2"."id" AND ("_e3"."severity" = $1::text)))) AS "_t0") AS "_s1";
