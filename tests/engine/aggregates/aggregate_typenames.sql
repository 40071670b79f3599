-- portfolio_investment_aggregate
SELECT (SELECT json_build_object('__typename', 'portfolio_investment_aggregate', 'aggregate', json_build_object('__typename', 'portfolio_investment_aggregate_fields', 'count', count(*), 'sum', json_build_object('__typename', 'portfolio_investment_sum_fields', 'gross_amount', (sum("_s1"."gross_amount"))::text)), 'nodes', coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]'))
  FROM (SELECT "_t0".*, json_build_object('__typename', 'portfolio_investment', 'gross_amount', ("_t0"."gross_amount")::text) AS "__root"
  FROM (SELECT "_t0".*, "_t0"."gross_amount" AS "__o0"
  FROM "portfolio"."investment" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."gross_amount" ASC NULLS LAST
  LIMIT 1) AS "_t0") AS "_s1")::text AS "root";
