-- portfolio_company_by_pk
-- $1 :: uuid = const "00000000-0000-4000-8000-000000000024"
SELECT (SELECT "_s1"."__root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name", 'document', "_t0"."document") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."company" AS "_t0"
  WHERE ("_t0"."id" = $1::uuid)) AS "_t0") AS "_s1")::text AS "root";
