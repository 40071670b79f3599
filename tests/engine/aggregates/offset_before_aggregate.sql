-- portfolio_investment_aggregate
SELECT (SELECT json_build_object('aggregate', json_build_object('count', count(*), 'sum', json_build_object('gross_amount', (sum("_s1"."gross_amount"))::text)))
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*, "_t0"."gross_amount" AS "__o0"
  FROM "portfolio"."investment" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."gross_amount" DESC NULLS FIRST
  LIMIT 2
  OFFSET 1) AS "_t0") AS "_s1")::text AS "root";
