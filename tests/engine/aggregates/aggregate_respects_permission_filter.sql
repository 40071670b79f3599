-- portfolio_investment_aggregate
-- $1 :: uuid = session x-hasura-user-id
SELECT (SELECT json_build_object('aggregate', json_build_object('count', count(*), 'sum', json_build_object('gross_amount', (sum("_s1"."gross_amount"))::text)))
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*
  FROM "portfolio"."investment" AS "_t0"
  WHERE EXISTS (SELECT 1
  FROM "portfolio"."wallet" AS "_e2"
  WHERE "_e2"."id" = "_t0"."wallet_id" AND EXISTS (SELECT 1
  FROM "portfolio"."organization" AS "_e3"
  WHERE "_e3"."id" = "_e2"."organization_id" AND EXISTS (SELECT 1
  FROM "portfolio"."organization_user" AS "_e4"
  WHERE "_e4"."organization_id" = "_e3"."id" AND ("_e4"."user_id" = $1::uuid))))) AS "_t0") AS "_s1")::text AS "root";
