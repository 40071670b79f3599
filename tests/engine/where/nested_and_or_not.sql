-- portfolio_company
-- $1 :: uuid = const "00000000-0000-4000-8000-000000000013"
-- $2 :: text = const "%capital"
-- $3 :: text = const "A%"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."company" AS "_t0"
  WHERE (("_t0"."organization_id" = $1::uuid) OR (EXISTS (SELECT 1
  FROM "portfolio"."organization" AS "_e2"
  WHERE "_e2"."id" = "_t0"."organization_id" AND ("_e2"."name" ILIKE $2::text)) AND (NOT ("_t0"."name" LIKE $3::text))))
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0") AS "_s1";
