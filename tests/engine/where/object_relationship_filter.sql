-- portfolio_investment
-- $1 :: citext = const "Growth"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'gross_amount', ("_t0"."gross_amount")::text) AS "__root"
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "portfolio"."investment" AS "_t0"
  WHERE EXISTS (SELECT 1
  FROM "portfolio"."wallet" AS "_e2"
  WHERE "_e2"."id" = "_t0"."wallet_id" AND ("_e2"."name" = $1::citext))
  ORDER BY "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1";
