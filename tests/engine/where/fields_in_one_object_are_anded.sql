-- portfolio_investment
-- $1 :: text = const "BRL"
-- $2 :: numeric = const "600000"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'gross_amount', ("_t0"."gross_amount")::text) AS "__root"
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "portfolio"."investment" AS "_t0"
  WHERE (("_t0"."currency" = $1::text) AND ("_t0"."gross_amount" > $2::numeric))
  ORDER BY "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1";
