-- portfolio_company
-- $1 :: text = const "Alfa Capital"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."company" AS "_t0"
  WHERE EXISTS (SELECT 1
  FROM "portfolio"."organization" AS "_e2"
  WHERE "_e2"."id" = "_t0"."organization_id" AND EXISTS (SELECT 1
  FROM "portfolio"."organization" AS "_e3"
  WHERE "_e3"."id" = "_e2"."parent_id" AND ("_e3"."name" = $1::text)))) AS "_t0") AS "_s1";
