-- portfolio_investment
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST, "_s1"."__o1" ASC NULLS LAST, "_s1"."__o2" DESC NULLS FIRST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('wallet_id', "_t0"."wallet_id", 'currency', "_t0"."currency", 'gross_amount', ("_t0"."gross_amount")::text) AS "__root"
  FROM (SELECT DISTINCT ON ("_t0"."currency", "_t0"."wallet_id") "_t0".*, "_t0"."wallet_id" AS "__o0", "_t0"."currency" AS "__o1", "_t0"."gross_amount" AS "__o2"
  FROM "portfolio"."investment" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."wallet_id" ASC NULLS LAST, "_t0"."currency" ASC NULLS LAST, "_t0"."gross_amount" DESC NULLS FIRST) AS "_t0") AS "_s1";
