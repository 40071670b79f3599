-- portfolio_investment
-- $1 :: text = const "USD"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'currency', "_t0"."currency") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."investment" AS "_t0"
  WHERE ("_t0"."currency" = $1::text)) AS "_t0") AS "_s1";
