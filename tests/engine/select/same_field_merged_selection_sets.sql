-- portfolio_company_by_pk
-- $1 :: uuid = const "00000000-0000-4000-8000-000000000023"
SELECT (SELECT "_s1"."__root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name", 'id', "_t0"."id", 'organization', "_r2"."root") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."company" AS "_t0"
  WHERE ("_t0"."id" = $1::uuid)) AS "_t0"
  LEFT OUTER JOIN LATERAL (SELECT "_s4"."__root" AS "root"
  FROM (SELECT "_t3".*, json_build_object('name', "_t3"."name") AS "__root"
  FROM (SELECT "_t3".*
  FROM "portfolio"."organization" AS "_t3"
  WHERE "_t3"."id" = "_t0"."organization_id" AND ('true')
  LIMIT 1) AS "_t3") AS "_s4") AS "_r2" ON ('true')) AS "_s1")::text AS "root";
