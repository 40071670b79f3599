-- b_company
-- $1 :: text = const "B%"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."organization" AS "_t0"
  WHERE EXISTS (SELECT 1
  FROM "portfolio"."company" AS "_e2"
  WHERE "_e2"."organization_id" = "_t0"."id" AND ("_e2"."name" LIKE $1::text))) AS "_t0") AS "_s1";

-- owner_or_editor
-- $1 :: text[] = const ["owner","editor"]
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."organization" AS "_t0"
  WHERE EXISTS (SELECT 1
  FROM "portfolio"."organization_user" AS "_e2"
  WHERE "_e2"."organization_id" = "_t0"."id" AND ("_e2"."role" = ANY($1::text[])))
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0") AS "_s1";
