-- portfolio_investment_aggregate
-- $1 :: text = const "EUR"
SELECT (SELECT json_build_object('aggregate', json_build_object('count', count(*), 'sum', json_build_object('gross_amount', (sum("_s1"."gross_amount"))::text), 'avg', json_build_object('gross_amount', (avg("_s1"."gross_amount"))::text), 'max', json_build_object('investment_date', max("_s1"."investment_date"))), 'nodes', coalesce(json_agg("_s1"."__root"), '[]'))
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."investment" AS "_t0"
  WHERE ("_t0"."currency" = $1::text)) AS "_t0") AS "_s1")::text AS "root";
