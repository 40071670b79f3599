-- by_name
-- $1 :: uuid = session x-hasura-user-id
-- $2 :: text[] = const ["Acme Ltda","Cobalto Ltda"]
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."company" AS "_t0"
  WHERE (EXISTS (SELECT 1
  FROM "portfolio"."organization" AS "_e2"
  WHERE "_e2"."id" = "_t0"."organization_id" AND EXISTS (SELECT 1
  FROM "portfolio"."organization_user" AS "_e3"
  WHERE "_e3"."organization_id" = "_e2"."id" AND ("_e3"."user_id" = $1::uuid))) AND ("_t0"."name" = ANY($2::text[])))
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0") AS "_s1";

-- by_org
-- $1 :: uuid = session x-hasura-user-id
-- $2 :: uuid = const "00000000-0000-4000-8000-000000000012"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."company" AS "_t0"
  WHERE (EXISTS (SELECT 1
  FROM "portfolio"."organization" AS "_e2"
  WHERE "_e2"."id" = "_t0"."organization_id" AND EXISTS (SELECT 1
  FROM "portfolio"."organization_user" AS "_e3"
  WHERE "_e3"."organization_id" = "_e2"."id" AND ("_e3"."user_id" = $1::uuid))) AND ("_t0"."organization_id" = $2::uuid))) AS "_t0") AS "_s1";

-- by_org_name
-- $1 :: uuid = session x-hasura-user-id
-- $2 :: text = const "Beta Ventures"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."company" AS "_t0"
  WHERE (EXISTS (SELECT 1
  FROM "portfolio"."organization" AS "_e2"
  WHERE "_e2"."id" = "_t0"."organization_id" AND EXISTS (SELECT 1
  FROM "portfolio"."organization_user" AS "_e3"
  WHERE "_e3"."organization_id" = "_e2"."id" AND ("_e3"."user_id" = $1::uuid))) AND EXISTS (SELECT 1
  FROM "portfolio"."organization" AS "_e4"
  WHERE "_e4"."id" = "_t0"."organization_id" AND (EXISTS (SELECT 1
  FROM "portfolio"."organization_user" AS "_e5"
  WHERE "_e5"."organization_id" = "_e4"."id" AND ("_e5"."user_id" = $1::uuid)) AND ("_e4"."name" = $2::text))))) AS "_t0") AS "_s1";
