-- portfolio_company_by_pk
-- $1 :: uuid = session x-hasura-user-id
-- $2 :: uuid = const "00000000-0000-4000-8000-000000000021"
SELECT (SELECT "_s1"."__root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name", 'organization', "_r4"."root") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."company" AS "_t0"
  WHERE (EXISTS (SELECT 1
  FROM "portfolio"."organization" AS "_e2"
  WHERE "_e2"."id" = "_t0"."organization_id" AND EXISTS (SELECT 1
  FROM "portfolio"."organization_user" AS "_e3"
  WHERE "_e3"."organization_id" = "_e2"."id" AND ("_e3"."user_id" = $1::uuid))) AND ("_t0"."id" = $2::uuid))) AS "_t0"
  LEFT OUTER JOIN LATERAL (SELECT "_s6"."__root" AS "root"
  FROM (SELECT "_t5".*, json_build_object('name', "_t5"."name") AS "__root"
  FROM (SELECT "_t5".*
  FROM "portfolio"."organization" AS "_t5"
  WHERE "_t5"."id" = "_t0"."organization_id" AND ('true')
  LIMIT 1) AS "_t5") AS "_s6") AS "_r4" ON ('true')) AS "_s1")::text AS "root";
