-- portfolio_company_by_pk
-- $1 :: uuid = const "00000000-0000-4000-8000-000000000022"
SELECT (SELECT "_s1"."__root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name", 'document', "_t0"."document", 'created_at', "_t0"."created_at") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."company" AS "_t0"
  WHERE ("_t0"."id" = $1::uuid)) AS "_t0") AS "_s1")::text AS "root";
