-- with_parent
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."organization" AS "_t0"
  WHERE EXISTS (SELECT 1
  FROM "portfolio"."organization" AS "_e2"
  WHERE "_e2"."id" = "_t0"."parent_id" AND ('true'))) AS "_t0") AS "_s1";

-- without_plan
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."organization" AS "_t0"
  WHERE (NOT EXISTS (SELECT 1
  FROM "portfolio"."plan" AS "_e2"
  WHERE "_e2"."id" = "_t0"."plan_id" AND ('true')))) AS "_t0") AS "_s1";
