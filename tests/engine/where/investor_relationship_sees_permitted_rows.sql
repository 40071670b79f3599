-- child_beta
-- $1 :: uuid = session x-hasura-user-id
-- $2 :: text = const "Beta Ventures"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."organization" AS "_t0"
  WHERE (EXISTS (SELECT 1
  FROM "portfolio"."organization_user" AS "_e2"
  WHERE "_e2"."organization_id" = "_t0"."id" AND ("_e2"."user_id" = $1::uuid)) AND EXISTS (SELECT 1
  FROM "portfolio"."organization" AS "_e3"
  WHERE "_e3"."parent_id" = "_t0"."id" AND (EXISTS (SELECT 1
  FROM "portfolio"."organization_user" AS "_e4"
  WHERE "_e4"."organization_id" = "_e3"."id" AND ("_e4"."user_id" = $1::uuid)) AND ("_e3"."name" = $2::text))))) AS "_t0") AS "_s1";

-- with_owner
-- $1 :: uuid = session x-hasura-user-id
-- $2 :: text = const "owner"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."organization" AS "_t0"
  WHERE (EXISTS (SELECT 1
  FROM "portfolio"."organization_user" AS "_e2"
  WHERE "_e2"."organization_id" = "_t0"."id" AND ("_e2"."user_id" = $1::uuid)) AND EXISTS (SELECT 1
  FROM "portfolio"."organization_user" AS "_e3"
  WHERE "_e3"."organization_id" = "_t0"."id" AND (EXISTS (SELECT 1
  FROM "portfolio"."organization" AS "_e4"
  WHERE "_e4"."id" = "_e3"."organization_id" AND EXISTS (SELECT 1
  FROM "portfolio"."organization_user" AS "_e5"
  WHERE "_e5"."organization_id" = "_e4"."id" AND ("_e5"."user_id" = $1::uuid))) AND ("_e3"."role" = $2::text))))
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0") AS "_s1";

-- users_in_beta
-- $1 :: uuid = session x-hasura-user-id
-- $2 :: text = const "Beta Ventures"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'email', "_t0"."email") AS "__root"
  FROM (SELECT "_t0".*
  FROM "auth"."users" AS "_t0"
  WHERE ((("_t0"."id" = $1::uuid) OR EXISTS (SELECT 1
  FROM "portfolio"."organization_user" AS "_e2"
  WHERE "_e2"."user_id" = "_t0"."id" AND EXISTS (SELECT 1
  FROM "portfolio"."organization" AS "_e3"
  WHERE "_e3"."id" = "_e2"."organization_id" AND EXISTS (SELECT 1
  FROM "portfolio"."organization_user" AS "_e4"
  WHERE "_e4"."organization_id" = "_e3"."id" AND ("_e4"."user_id" = $1::uuid))))) AND EXISTS (SELECT 1
  FROM "portfolio"."organization_user" AS "_e5"
  WHERE "_e5"."user_id" = "_t0"."id" AND (EXISTS (SELECT 1
  FROM "portfolio"."organization" AS "_e6"
  WHERE "_e6"."id" = "_e5"."organization_id" AND EXISTS (SELECT 1
  FROM "portfolio"."organization_user" AS "_e7"
  WHERE "_e7"."organization_id" = "_e6"."id" AND ("_e7"."user_id" = $1::uuid))) AND EXISTS (SELECT 1
  FROM "portfolio"."organization" AS "_e8"
  WHERE "_e8"."id" = "_e5"."organization_id" AND (EXISTS (SELECT 1
  FROM "portfolio"."organization_user" AS "_e9"
  WHERE "_e9"."organization_id" = "_e8"."id" AND ("_e9"."user_id" = $1::uuid)) AND ("_e8"."name" = $2::text))))))) AS "_t0") AS "_s1";
