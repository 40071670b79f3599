-- and
-- $1 :: text = const "%Ltda"
-- $2 :: uuid = const "00000000-0000-4000-8000-000000000011"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."company" AS "_t0"
  WHERE (("_t0"."name" LIKE $1::text) AND ("_t0"."organization_id" = $2::uuid))) AS "_t0") AS "_s1";

-- or
-- $1 :: text = const "Acme Ltda"
-- $2 :: uuid = const "00000000-0000-4000-8000-000000000013"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."company" AS "_t0"
  WHERE (("_t0"."name" = $1::text) OR ("_t0"."organization_id" = $2::uuid))
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0") AS "_s1";

-- not
-- $1 :: text = const "%Ltda"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."company" AS "_t0"
  WHERE (NOT ("_t0"."name" LIKE $1::text))) AS "_t0") AS "_s1";
