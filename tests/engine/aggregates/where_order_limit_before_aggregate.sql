-- portfolio_investment_aggregate
-- $1 :: text = const "BRL"
SELECT (SELECT json_build_object('aggregate', json_build_object('count', count(*), 'sum', json_build_object('gross_amount', (sum("_s1"."gross_amount"))::text), 'min', json_build_object('gross_amount', (min("_s1"."gross_amount"))::text)), 'nodes', coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" DESC NULLS FIRST), '[]'))
  FROM (SELECT "_t0".*, json_build_object('gross_amount', ("_t0"."gross_amount")::text) AS "__root"
  FROM (SELECT "_t0".*, "_t0"."gross_amount" AS "__o0"
  FROM "portfolio"."investment" AS "_t0"
  WHERE ("_t0"."currency" = $1::text)
  ORDER BY "_t0"."gross_amount" DESC NULLS FIRST
  LIMIT 2) AS "_t0") AS "_s1")::text AS "root";
