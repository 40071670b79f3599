-- portfolio_investment_aggregate
SELECT (SELECT json_build_object('aggregate', json_build_object('sum', json_build_object('gross_amount', (sum("_s1"."gross_amount"))::text, 'net_amount', (sum("_s1"."net_amount"))::text, 'share_percentage', (sum("_s1"."share_percentage"))::text), 'avg', json_build_object('gross_amount', (avg("_s1"."gross_amount"))::text, 'share_percentage', (avg("_s1"."share_percentage"))::text), 'max', json_build_object('gross_amount', (max("_s1"."gross_amount"))::text, 'investment_date', max("_s1"."investment_date")), 'min', json_build_object('gross_amount', (min("_s1"."gross_amount"))::text, 'investment_date', min("_s1"."investment_date"))))
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*
  FROM "portfolio"."investment" AS "_t0"
  WHERE ('true')) AS "_t0") AS "_s1")::text AS "root";
