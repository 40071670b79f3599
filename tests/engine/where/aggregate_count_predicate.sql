-- portfolio_wallet
-- $1 :: bigint = const "1"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."wallet" AS "_t0"
  WHERE (((SELECT count(*)
  FROM "portfolio"."investment" AS "_a2"
  WHERE "_a2"."wallet_id" = "_t0"."id" AND ('true')) > $1::bigint))) AS "_t0") AS "_s1";
