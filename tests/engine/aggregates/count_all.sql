-- portfolio_investment_aggregate
SELECT (SELECT json_build_object('aggregate', json_build_object('count', count(*)))
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*
  FROM "portfolio"."investment" AS "_t0"
  WHERE ('true')) AS "_t0") AS "_s1")::text AS "root";
