-- portfolio_wallet
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" DESC NULLS FIRST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."wallet" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."name" DESC NULLS FIRST) AS "_t0") AS "_s1";

-- portfolio_plan
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."plan" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0") AS "_s1";

-- portfolio_segment_by_pk
-- $1 :: uuid = const "00000000-0000-4000-8000-000000000092"
SELECT (SELECT "_s1"."__root"
  FROM (SELECT "_t0".*, json_build_object('en_name', "_t0"."en_name", 'pt_br_name', "_t0"."pt_br_name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."segment" AS "_t0"
  WHERE ("_t0"."id" = $1::uuid)) AS "_t0") AS "_s1")::text AS "root";

-- portfolio_company
-- $1 :: text = const "Acme Ltda"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('document', "_t0"."document") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."company" AS "_t0"
  WHERE ("_t0"."name" = $1::text)) AS "_t0") AS "_s1";
