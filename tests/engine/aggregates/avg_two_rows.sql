-- portfolio_investment_aggregate
-- $1 :: uuid = const "00000000-0000-4000-8000-000000000021"
SELECT (SELECT json_build_object('aggregate', json_build_object('avg', json_build_object('gross_amount', (avg("_s1"."gross_amount"))::text)))
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*
  FROM "portfolio"."investment" AS "_t0"
  WHERE ("_t0"."company_id" = $1::uuid)) AS "_t0") AS "_s1")::text AS "root";
