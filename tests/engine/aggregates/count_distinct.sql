-- portfolio_investment_aggregate
SELECT (SELECT json_build_object('aggregate', json_build_object('wallets', count(DISTINCT "_s1"."wallet_id"), 'currencies', count(DISTINCT "_s1"."currency"), 'all_currencies', count("_s1"."currency"), 'companies', count(DISTINCT "_s1"."company_id")))
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*
  FROM "portfolio"."investment" AS "_t0"
  WHERE ('true')) AS "_t0") AS "_s1")::text AS "root";
